import PushKit
import UIKit
import UserNotifications

/// A defect: the app uses VoIP pushes to wake itself for chat messages and never reports a call to CallKit. Linked
/// against the iOS 13 SDK or later, iOS terminates it after each such push and, repeated, stops launching it for VoIP
/// pushes (Apple: PKPushType.voip). Send these messages as alert or background pushes instead.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate, PKPushRegistryDelegate {
  private let registry = PKPushRegistry(queue: .main)

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    registry.delegate = self
    registry.desiredPushTypes = [.voIP]
    return true
  }

  func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {}

  func pushRegistry(
    _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType, completion: @escaping () -> Void
  ) {
    guard let text = payload.dictionaryPayload["message"] as? String else {
      completion()
      return
    }
    UserDefaults.standard.set(text, forKey: "lastMessage")
    NotificationCenter.default.post(name: .init("message"), object: nil)
    completion()
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
    completionHandler()
  }
}
