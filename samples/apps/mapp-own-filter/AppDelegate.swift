import AppoxeeSDK
import UIKit
import UserNotifications

/// Mapp Engage beside another provider, with the app's own filter: the backend marks Mapp campaigns with
/// "provider": "mapp", not the seed's "push_provider": "mapp_engage" (seeds/000 names that key as an example). The app
/// forwards a tap to Mapp only when its helper says the push is Mapp's; pushsim wiring reads that condition exactly
/// (sdks.mapp.filter = key, filterKey provider, filterValue mapp), so a template marked the seed's way is not counted.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    Appoxee.shared().engage(withLaunchOptions: launchOptions, andDelegate: nil, andSDKID: "123.456", with: .L3)
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
    completionHandler()
  }
}
