import AppoxeeSDK
import FirebaseCore
import FirebaseMessaging
import Grovs
import UIKit
import UserNotifications

/// An app that routes pushes on its own keys (issue 19 item 4): a `switch` on the backend's "source" key sends Mapp
/// campaigns to Mapp; a push with a Grovs campaign id and an https link goes to Grovs; everything else to Firebase.
/// pushsim wiring reads each forward's condition into app.routing's `when`.
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

  private func isGrovsCampaign(_ payload: [AnyHashable: Any]) -> Bool {
    payload["grovs_campaign_id"] != nil && (payload["grovs_link"] as? String)?.hasPrefix("https://") == true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let userInfo = response.notification.request.content.userInfo
    let source = userInfo["source"] as? String
    switch source {
    case "mapp", "engage":
      Appoxee.shared().userNotificationCenter(center, didReceive: response, withAppoxeeCompletionHandler: completionHandler)
      return
    default:
      break
    }
    if isGrovsCampaign(userInfo) {
      Grovs.handleNotificationResponse(response)
    } else {
      Messaging.messaging().appDidReceiveMessage(userInfo)
    }
    completionHandler()
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .list, .sound])
  }
}
