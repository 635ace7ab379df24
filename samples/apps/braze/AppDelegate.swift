// A Braze Swift SDK app in the manual integration its push page describes: Braze created in launch, the app's own
// notification-center delegate set before launch returns, each push callback handed to braze.notifications (the
// handler completes when Braze took the push), and subscribeToUpdates in launch so a cold-start tap reaches it.
// pushsim's own sample, for `pushsim wiring` and `--app-source`.
import BrazeKit
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  static var braze: Braze?
  var updates: Braze.Cancellable?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let configuration = Braze.Configuration(apiKey: "braze-api-key", endpoint: "sdk.iad-01.braze.com")
    let braze = Braze(configuration: configuration)
    AppDelegate.braze = braze
    updates = braze.notifications.subscribeToUpdates(payloadTypes: [.opened, .received]) { payload in
      print("Braze push \(payload.type): \(payload.urlContext?.url?.absoluteString ?? "")")
    }
    UNUserNotificationCenter.current().delegate = self
    application.registerForRemoteNotifications()
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    AppDelegate.braze?.notifications.register(deviceToken: deviceToken)
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    if let braze = AppDelegate.braze, braze.notifications.handleBackgroundNotification(userInfo: userInfo, fetchCompletionHandler: completionHandler) {
      return
    }
    completionHandler(.noData)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    AppDelegate.braze?.notifications.handleForegroundNotification(notification: notification)
    completionHandler([.list, .banner])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    if let braze = AppDelegate.braze, braze.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler) {
      return
    }
    completionHandler()
  }
}
