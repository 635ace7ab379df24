// A OneSignal 5.x app as its quick start writes it: no notification-center delegate of its own (OneSignal sets its own
// at class load), initialize and a click listener in launch. pushsim's own sample, for `pushsim wiring` and `--app-source`.
import OneSignalFramework
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, OSNotificationClickListener {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    OneSignal.initialize("onesignal-app-id", withLaunchOptions: launchOptions)
    OneSignal.Notifications.addClickListener(self)
    OneSignal.Notifications.requestPermission({ accepted in print("push permission: \(accepted)") }, fallbackToSettings: true)
    return true
  }

  func onClick(event: OSNotificationClickEvent) {
    // The launch URL (custom.u) is opened by OneSignal itself; the app reads its additional data.
    print("opened \(event.notification.notificationId ?? "")")
  }
}
