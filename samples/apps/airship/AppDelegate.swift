// An Airship app as its iOS setup docs describe it: Airship.takeOff in launch with automatic setup on (the default),
// so Airship wraps the app's own notification-center delegate; a PushNotificationDelegate and a DeepLinkDelegate are
// set. pushsim's own sample, for `pushsim wiring` and `--app-source`.
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
    config.defaultAppKey = "garden-app-key"
    config.defaultAppSecret = "garden-app-secret"
    try? Airship.takeOff(config, launchOptions: launchOptions)
    Airship.push.pushNotificationDelegate = self
    Airship.deepLinkDelegate = self
    UNUserNotificationCenter.current().delegate = self
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

  func receivedNotificationResponse(_ notificationResponse: UNNotificationResponse, completionHandler: @escaping () -> Void) {
    completionHandler()
  }

  func receivedDeepLink(_ deepLink: URL) async {
    router.open(deepLink)
  }
}
