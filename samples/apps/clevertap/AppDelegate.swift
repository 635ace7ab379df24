// A CleverTap app in the manual integration (no autoIntegrate): credentials in Info.plist, a push delegate for the
// tapped push's custom extras, willPresent recording the view and showing the push, didReceive handing the push to
// CleverTap and completing. pushsim's own sample, for `pushsim wiring` and `--app-source`.
import CleverTapSDK
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate, CleverTapPushNotificationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    CleverTap.sharedInstance()?.setPushNotificationDelegate(self)
    UNUserNotificationCenter.current().delegate = self
    application.registerForRemoteNotifications()
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    CleverTap.sharedInstance()?.setPushToken(deviceToken)
  }

  func pushNotificationTapped(withCustomExtras customExtras: [AnyHashable: Any]!) {
    print("CleverTap extras: \(customExtras ?? [:])")
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    completionHandler(.noData)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData: notification.request.content.userInfo)
    completionHandler([.badge, .sound, .alert])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    CleverTap.sharedInstance()?.handleNotification(withData: response.notification.request.content.userInfo)
    completionHandler()
  }
}
