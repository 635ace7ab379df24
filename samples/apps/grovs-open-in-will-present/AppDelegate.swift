import Grovs
import UIKit
import UserNotifications

/// A defect: Grovs.handleNotificationOpen is called from willPresent, so every push delivered in
/// the foreground counts as an open (seeds/004 Warning), and taps are not handed to Grovs.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate, GrovsDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    #if DEBUG
      Grovs.configure(APIKey: "grovs-api-key", useTestEnvironment: true, delegate: self)
    #else
      Grovs.configure(APIKey: "grovs-api-key", useTestEnvironment: false, delegate: self)
    #endif
    UNUserNotificationCenter.current().delegate = self
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { _, _ in }
    application.registerForRemoteNotifications()
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    Grovs.setPushToken(deviceToken: deviceToken)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    print("tapped \(response.notification.request.identifier)")
    completionHandler()
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    Grovs.handleNotificationOpen(userInfo: notification.request.content.userInfo)
    if #available(iOS 14.0, *) {
      completionHandler([.banner, .list, .sound])
    } else {
      completionHandler([.alert, .sound])
    }
  }

  func grovsReceivedPayloadFromDeeplink(link: String?, payload: [String: Any]?, tracking: [String: Any]?) {
    if let screen = payload?["screen"] as? String { print("open \(screen)") }
  }
}
