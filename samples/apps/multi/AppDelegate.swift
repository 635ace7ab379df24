import AppoxeeSDK
import FirebaseCore
import FirebaseMessaging
import Grovs
import UIKit
import UserNotifications

/// Mapp Engage (manual), Grovs and Firebase in one app, routed as the seeds recommend: Grovs first
/// (it returns false for pushes it did not send, seeds/004), then Mapp for pushes marked
/// push_provider = mapp_engage (seeds/000 "Apps With Multiple Push Providers"), then Firebase;
/// each completion handler called exactly once.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    #if DEBUG
      Grovs.configure(APIKey: "grovs-api-key", useTestEnvironment: true, delegate: nil)
    #else
      Grovs.configure(APIKey: "grovs-api-key", useTestEnvironment: false, delegate: nil)
    #endif
    Appoxee.shared().engage(withLaunchOptions: launchOptions, andDelegate: nil, andSDKID: "123.456", with: .L3)
    FirebaseApp.configure()
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  private func isMappNotification(_ userInfo: [AnyHashable: Any]) -> Bool {
    userInfo["push_provider"] as? String == "mapp_engage"
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    guard isMappNotification(userInfo) else {
      Messaging.messaging().appDidReceiveMessage(userInfo)
      completionHandler(.noData)
      return
    }
    Appoxee.shared()?.didReceiveRemoteNotification(userInfo, fetchCompletionHandler: completionHandler, andNotifyCompletionWith: nil)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    if Grovs.handleNotificationResponse(response) {
      completionHandler()
      return
    }
    let userInfo = response.notification.request.content.userInfo
    guard isMappNotification(userInfo), let sdk = Appoxee.shared() else {
      Messaging.messaging().appDidReceiveMessage(userInfo)
      completionHandler()
      return
    }
    sdk.userNotificationCenter(center, didReceive: response, withAppoxeeCompletionHandler: completionHandler)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .list, .sound])
  }
}
