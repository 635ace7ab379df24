import CallKit
import PushKit
import UIKit
import UserNotifications

/// A calling app: it asks PushKit for VoIP pushes at launch and reports every incoming call to CallKit before its PushKit
/// callback finishes, calling the callback's completion handler from the report's completion block (Apple: Responding
/// to VoIP Notifications from PushKit; PKPushType.voip). Its alerts are handled as in the plain app.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate, PKPushRegistryDelegate {
  let callManager = CallManager()
  private var voipRegistry: PKPushRegistry?

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    let registry = PKPushRegistry(queue: .main)
    registry.delegate = self
    registry.desiredPushTypes = [.voIP]
    voipRegistry = registry
    return true
  }

  func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
    let token = pushCredentials.token.map { String(format: "%02x", $0) }.joined()
    UserDefaults.standard.set(token, forKey: "voipToken")
  }

  func pushRegistry(
    _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType, completion: @escaping () -> Void
  ) {
    guard type == .voIP else {
      completion()
      return
    }
    let call = payload.dictionaryPayload["call"] as? [String: Any] ?? [:]
    callManager.reportIncomingCall(
      uuid: (call["uuid"] as? String).flatMap(UUID.init(uuidString:)) ?? UUID(), handle: call["handle"] as? String ?? "unknown",
      callerName: call["callerName"] as? String, completion: completion)
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
