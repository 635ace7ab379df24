import AppoxeeSDK
import Grovs
import UIKit
import UserNotifications

/// The shop's push wiring: Mapp Engage for campaigns, Grovs for links. The backend marks Mapp campaigns with
/// "provider": "mapp" (the app's own key); everything else goes to Grovs.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    Appoxee.shared().engage(withLaunchOptions: launchOptions, andDelegate: nil, andSDKID: "123.456", with: .L3)
    Grovs.configure(APIKey: "shop-key", useTestEnvironment: false, delegate: nil)
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  private func isMappPush(_ userInfo: [AnyHashable: Any]) -> Bool {
    userInfo["provider"] as? String == "mapp"
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let userInfo = response.notification.request.content.userInfo
    if isMappPush(userInfo) {
      Appoxee.shared().userNotificationCenter(center, didReceive: response, withAppoxeeCompletionHandler: completionHandler)
      return
    }
    Grovs.handleNotificationResponse(response)
    completionHandler()
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .list, .sound])
  }
}
