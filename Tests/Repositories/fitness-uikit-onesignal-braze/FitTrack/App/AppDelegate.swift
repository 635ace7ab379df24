import BrazeKit
import FirebaseAnalytics
import FirebaseCore
import FirebaseCrashlytics
import OSLog
import OneSignalFramework
import UIKit
import UserNotifications

/// FitTrack's app delegate: SDK start-up and the push callbacks UIKit sends to the app delegate. Notification taps
/// and foreground pushes go to PushRouter, the notification-center delegate (Push/PushRouter.swift).
///
/// Push providers: OneSignal for training reminders and plan updates (sent by our coaching backend through
/// OneSignal's REST API), Braze for lifecycle campaigns (marketing). Firebase is here for Analytics and Crashlytics
/// only; it sends no pushes to this app.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  static var braze: Braze?

  let appRouter = AppRouter()
  lazy var pushRouter = PushRouter(router: appRouter)
  private var brazeUpdates: Braze.Cancellable?
  private let log = Logger(subsystem: "app.fittrack", category: "launch")

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    FirebaseApp.configure()
    Crashlytics.crashlytics().setCrashlyticsCollectionEnabled(!AppEnvironment.isDebug)
    Analytics.setAnalyticsCollectionEnabled(UserConsent.shared.analytics)

    startBraze()
    OneSignal.initialize(AppEnvironment.oneSignalAppID, withLaunchOptions: launchOptions)
    OneSignal.Notifications.addClickListener(pushRouter)

    UNUserNotificationCenter.current().delegate = pushRouter
    WorkoutReminderScheduler.shared.registerCategories()
    application.registerForRemoteNotifications()
    log.info("launched, push providers started")
    return true
  }

  /// Braze in its manual push integration: we route pushes ourselves (PushRouter), so no automation.
  private func startBraze() {
    let configuration = Braze.Configuration(apiKey: AppEnvironment.brazeAPIKey, endpoint: "sdk.fra-02.braze.eu")
    configuration.push.automation = false
    configuration.logger.level = AppEnvironment.isDebug ? .debug : .error
    let braze = Braze(configuration: configuration)
    AppDelegate.braze = braze
    // Opens only: a tapped Braze campaign deep-links through its ab_uri, we just record it.
    brazeUpdates = braze.notifications.subscribeToUpdates(payloadTypes: [.opened]) { payload in
      AnalyticsClient.shared.track("braze_push_opened", ["campaign": payload.urlContext?.url?.absoluteString ?? ""])
    }
    if let userID = Session.shared.userID {
      braze.changeUser(userId: userID)
    }
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    // OneSignal picks the token up itself.
    AppDelegate.braze?.notifications.register(deviceToken: deviceToken)
  }

  func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
    log.error("APNs registration failed: \(error.localizedDescription, privacy: .public)")
  }

  /// Braze's silent pushes (content-available) and anything else that wakes us in the background.
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    if let braze = AppDelegate.braze,
      braze.notifications.handleBackgroundNotification(userInfo: userInfo, fetchCompletionHandler: completionHandler)
    {
      return
    }
    completionHandler(.noData)
  }

  // MARK: UISceneSession Lifecycle

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
}
