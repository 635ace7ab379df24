import AcmePush
import FirebaseCore
import FirebaseMessaging
import UIKit
import UserNotifications

/// Firebase Messaging beside a small vendor's SDK that pushsim does not simulate (`AcmePush`, a made-up name). The
/// app hands every tap to AcmePush with its completion handler, and AcmePush calls it: `pushsim wiring` reports the
/// forward as `other (AcmePush)` and the handler as `passed-to-sdk`, not as a path it cannot see. Background pushes go
/// to Firebase, and the app calls the fetch handler once.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    FirebaseApp.configure()
    AcmePush.start(apiKey: "acme-demo-key")
    UNUserNotificationCenter.current().delegate = self
    application.registerForRemoteNotifications()
    return true
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    Messaging.messaging().appDidReceiveMessage(userInfo)
    completionHandler(.noData)
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
    AcmePush.shared.handle(response, completion: completionHandler)
  }
}
