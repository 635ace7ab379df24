import CleverTapSDK
import Flutter
import IterableSDK
import UIKit
import UserNotifications
import clevertap_plugin

/// Souk's iOS entry point. Three push senders reach this app:
///
/// - CleverTap: buyer and seller campaigns (manual integration: we hand taps over ourselves, no autoIntegrate);
/// - Iterable: lifecycle e-mails' push companions (the native SDK, configured here);
/// - our order service, through FCM: the firebase_messaging plugin handles those, through `super`.
///
/// Seller notifications ("kind": "seller.…") always open the seller inbox in the Flutter app, whoever sent them.
@main
@objc class AppDelegate: FlutterAppDelegate {
  private lazy var deepLinks = DeepLinkBridge()

  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    if let controller = window?.rootViewController as? FlutterViewController {
      deepLinks.attach(to: controller.binaryMessenger)
    }

    #if DEBUG
      CleverTap.setDebugLevel(CleverTapLogLevel.debug.rawValue)
    #endif
    CleverTapPlugin.sharedInstance()?.applicationDidLaunch(options: launchOptions)

    let iterableConfig = IterableConfig()
    iterableConfig.urlDelegate = self
    iterableConfig.allowedProtocols = ["souk"]
    IterableAPI.initialize(apiKey: MarketplaceKeys.iterableAPIKey, launchOptions: launchOptions, config: iterableConfig)

    UNUserNotificationCenter.current().delegate = self
    application.registerForRemoteNotifications()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  override func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    CleverTap.sharedInstance()?.setPushToken(deviceToken)
    IterableAPI.register(token: deviceToken)
    super.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
  }

  override func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    if PushRouting.isIterablePush(userInfo) {
      // In-app sync (ghost) pushes; Iterable calls the handler.
      IterableAppIntegration.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
      return
    }
    if PushRouting.isFirebaseMessage(userInfo) {
      // Order-service data messages: firebase_messaging runs the Dart background handler and calls the handler.
      super.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
      return
    }
    completionHandler(.noData)
  }

  override func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    let userInfo = notification.request.content.userInfo
    if CleverTap.sharedInstance()?.isCleverTapNotification(userInfo) == true {
      CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData: userInfo)
      completionHandler([.banner, .list, .sound])
      return
    }
    if PushRouting.isIterablePush(userInfo) {
      completionHandler([.banner, .list, .sound])
      return
    }
    // FCM: firebase_messaging applies the options Dart set (setForegroundNotificationPresentationOptions).
    super.userNotificationCenter(center, willPresent: notification, withCompletionHandler: completionHandler)
  }

  override func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let userInfo = response.notification.request.content.userInfo
    NSLog("[push] tapped %@ (%@)", response.notification.request.identifier, response.actionIdentifier)

    if let kind = PushRouting.sellerKind(userInfo) {
      deepLinks.openSellerInbox(kind: kind)
      completionHandler()
      return
    }
    if CleverTap.sharedInstance()?.isCleverTapNotification(userInfo) == true {
      CleverTap.sharedInstance()?.handleNotification(withData: userInfo, openDeepLinksInForeground: true)
      completionHandler()
      return
    }
    if PushRouting.isIterablePush(userInfo) {
      IterableAppIntegration.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)
      return
    }
    // FCM: firebase_messaging gets the tap through the plugin registry (onMessageOpenedApp) and completes it.
    super.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)
  }
}

// MARK: - Iterable

extension AppDelegate: IterableURLDelegate {
  /// Iterable's openUrl actions: https and souk:// links go to the Flutter router.
  func handle(iterableURL url: URL, inContext context: IterableActionContext) -> Bool {
    deepLinks.open(url)
    return true
  }
}
