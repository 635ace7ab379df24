import FirebaseCore
import FirebaseMessaging
import Grovs
import OSLog
import UIKit
import UserNotifications

/// Push set-up for the Morning Ledger. Editorial pushes (breaking news, the morning briefing) come from our newsroom
/// backend through Firebase Cloud Messaging; marketing campaigns come from Grovs. The Grovs campaigns carry the custom
/// data key "source": "grovs" (set in the campaign's data in the Grovs dashboard), which is how we tell them apart.
///
/// FirebaseAppDelegateProxyEnabled is NO in Info.plist (we route pushes ourselves), so we hand Firebase the APNs
/// token and every message ourselves, as its "swizzling disabled" guide says.
final class AppDelegate: NSObject, UIApplicationDelegate {
  private let log = Logger(subsystem: "com.morningledger.news", category: "push")

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    FirebaseApp.configure()
    Messaging.messaging().delegate = self

    #if DEBUG
      Grovs.configure(APIKey: AppSecrets.grovsAPIKey, useTestEnvironment: true, delegate: self)
      Grovs.setDebug(level: .info)
    #else
      Grovs.configure(APIKey: AppSecrets.grovsAPIKey, useTestEnvironment: false, delegate: self)
    #endif

    UNUserNotificationCenter.current().delegate = self
    NotificationCategories.register()
    application.registerForRemoteNotifications()
    log.info("launch finished, push set up")
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    Messaging.messaging().apnsToken = deviceToken
    Grovs.setPushToken(deviceToken: deviceToken)
  }

  func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
    log.error("APNs registration failed: \(error.localizedDescription, privacy: .public)")
  }

  /// Silent "top stories changed" pushes from the newsroom: refresh the cache so the app opens on fresh news.
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    Messaging.messaging().appDidReceiveMessage(userInfo)
    ArticleStore.shared.refreshTopStories { updated in
      completionHandler(updated ? .newData : .noData)
    }
  }
}

// MARK: - Notifications

extension AppDelegate: UNUserNotificationCenterDelegate {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    let userInfo = notification.request.content.userInfo
    if userInfo.pushSource != "grovs" {
      // Firebase logs notification_foreground for its own messages.
      Messaging.messaging().appDidReceiveMessage(userInfo)
    }
    completionHandler([.banner, .list, .sound])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let userInfo = response.notification.request.content.userInfo
    log.info("push tapped: \(response.notification.request.identifier, privacy: .public), source \(userInfo.pushSource ?? "none", privacy: .public)")
    ReadingAnalytics.shared.pushOpened(source: userInfo.pushSource, articleID: userInfo.articleID)

    switch userInfo.pushSource {
    case "grovs":
      // Reports the campaign open; the link arrives in grovsReceivedPayloadFromDeeplink.
      Grovs.handleNotificationResponse(response)
    default:
      Messaging.messaging().appDidReceiveMessage(userInfo)
      PushNavigator.shared.open(userInfo)
    }
    completionHandler()
  }
}

// MARK: - Firebase

extension AppDelegate: MessagingDelegate {
  func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?) {
    guard let fcmToken else { return }
    log.info("FCM token refreshed")
    NewsroomAPI.shared.registerDevice(fcmToken: fcmToken, topics: UserPreferences.shared.followedTopics)
  }
}

// MARK: - Grovs

extension AppDelegate: GrovsDelegate {
  func grovsReceivedPayloadFromDeeplink(link: String?, payload: [String: Any]?, tracking: [String: Any]?) {
    log.info("Grovs payload, link \(link ?? "none", privacy: .public)")
    if let screen = payload?["screen"] as? String {
      PushNavigator.shared.show(screen: screen, campaign: payload?["grovs_campaign_id"] as? String)
    }
  }
}
