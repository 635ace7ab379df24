import AppoxeeSDK
import UIKit
import UserNotifications

/// Mapp Engage, manual integration as seeds/000 writes it: engage at launch, the delegate
/// assigned before launch returns, the token, background pushes and taps forwarded to the SDK,
/// and willPresent reading showNotificationsOnForeground (seeds/002).
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate, AppoxeeNotificationDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    Appoxee.shared().engage(withLaunchOptions: launchOptions, andDelegate: self, andSDKID: "123.456", with: .L3)
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    Appoxee.shared().didRegister(forRemoteNotificationsWithDeviceToken: deviceToken)
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    Appoxee.shared().receivedRemoteNotification(userInfo)
    completionHandler(.newData)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    guard let sdk = Appoxee.shared() else {
      completionHandler()
      return
    }
    sdk.userNotificationCenter(center, didReceive: response, withAppoxeeCompletionHandler: {
      completionHandler()
    })
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    if Appoxee.shared()?.showNotificationsOnForeground ?? false {
      completionHandler([.banner, .list, .sound, .badge])
    } else {
      completionHandler([])
    }
  }

  func appoxee(_ appoxee: Appoxee, handledRemoteNotification pushNotification: APXPushNotification, andIdentifer actionIdentifier: String) {
    print("Mapp handled \(actionIdentifier)")
  }
}
