import NetmeraCore
import NetmeraNotification
import UIKit
import UserNotifications

/// Netmera Swift SDK 4.x as seeds/003 writes it: the SDK handles the app-delegate push methods;
/// the app sets the push, lifecycle and in-app content delegates and shows every notification in
/// the foreground with banner, list, badge and sound.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    Netmera.initialize()
    Netmera.setPushDelegate(self)
    Netmera.setPushLifecycleDelegate(self)
    Netmera.setInAppContentDelegate(self)
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .list, .badge, .sound])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }
}

extension AppDelegate: NetmeraPushDelegate {
  func notificationPresentationDecision(for push: NetmeraBasePush) -> PushDelegateDecision { .sdkHandles }
  func webViewPresentationDecision(for push: NetmeraBasePush) -> PushDelegateDecision { .sdkHandles }
  func urlOpeningDecision(for url: URL, push: NetmeraBasePush) -> PushDelegateDecision { .sdkHandles }
}

extension AppDelegate: NetmeraPushLifecycleDelegate {
  func didOpen(_ push: NetmeraBasePush) { print("opened \(push)") }
}

extension AppDelegate: NetmeraInAppContentDelegate {
  func didShowContent(_ content: NetmeraInApp.Content) { print("shown") }
  func didDismissContent(_ content: NetmeraInApp.Content) { print("dismissed") }
}
