// An Airship app with automatic setup off (isAutomaticSetupEnabled = false): every push callback forwards to the
// same-named AppIntegration method with its completion handler, as Airship's manual-integration docs say. pushsim's
// own sample, for `pushsim wiring` and `--app-source`.
import AirshipCore
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate, PushNotificationDelegate, DeepLinkDelegate {
  var router = Router()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    var config = AirshipConfig()
    config.isAutomaticSetupEnabled = false
    try? Airship.takeOff(config, launchOptions: launchOptions)
    Airship.push.pushNotificationDelegate = self
    Airship.deepLinkDelegate = self
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    AppIntegration.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    AppIntegration.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    AppIntegration.userNotificationCenter(center, willPresent: notification, withCompletionHandler: completionHandler)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    AppIntegration.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)
  }

  func receivedNotificationResponse(_ notificationResponse: UNNotificationResponse, completionHandler: @escaping () -> Void) {
    completionHandler()
  }

  func receivedDeepLink(_ deepLink: URL) async {
    router.open(deepLink)
  }
}
