// A Customer.io app as its push docs set it up: the data pipeline and MessagingPushAPN initialized in launch (push
// events tracked automatically), and the app's own notification-center delegate, which Customer.io's proxy keeps as a
// peer. pushsim's own sample, for `pushsim wiring` and `--app-source`.
import CioDataPipelines
import CioMessagingPushAPN
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    CustomerIO.initialize(withConfig: SDKConfigBuilder(cdpApiKey: "cdp-api-key").build())
    MessagingPushAPN.initialize(withConfig: MessagingPushConfigBuilder().build())
    UNUserNotificationCenter.current().delegate = self
    application.registerForRemoteNotifications()
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .list, .sound])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    print("opened \(response.notification.request.identifier)")
    completionHandler()
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    completionHandler(.noData)
  }
}
