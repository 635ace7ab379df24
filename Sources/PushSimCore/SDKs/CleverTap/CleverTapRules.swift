extension CleverTapModel {
  /// The simulator rules of this pack, each with the facts of sdk-behaviour-more.md §4 it follows.
  static let simRules: [SimRule] = [
    .sdkClevertapAutoIntegrate, .sdkClevertapForward, .sdkClevertapTap, .sdkClevertapDeepLink, .sdkClevertapClicked, .sdkClevertapLaunchTap,
    .sdkClevertapBackgroundTap, .sdkClevertapViewed, .sdkClevertapNoInstance,
  ]
}

/// CleverTap's simulator rules, each a constant the model refers to by name.
extension SimRule {
  static let sdkClevertapAutoIntegrate = SDKRules.rule(
    "sdk-clevertap-auto-integrate", "CleverTap.autoIntegrate() hooks the app's methods",
    "autoIntegrate() swizzles the app delegate's token and didReceiveRemoteNotification methods, and the didReceive of the notification-center delegate the app sets (not willPresent); CleverTap never sets the delegate itself. Its code runs, then the app's original with the original completion handler: CleverTap never calls a completion handler.",
    "sdk-behaviour-more.md §4.1 facts 1, 2, §4.4 fact 12 (CleverTap.h, D; CTSwizzleManager.m, C)"
  ).decided(by: [CleverTapSettings.autoIntegrateKey])
  static let sdkClevertapForward = SDKRules.rule(
    "sdk-clevertap-forward", "Manual integration: the app hands taps to CleverTap",
    "Without autoIntegrate the app's didReceive calls CleverTap.sharedInstance()?.handleNotification(withData:) (or handleNotificationWithData:openDeepLinksInForeground:), and calls the completion handler itself. A push that is not CleverTap's is ignored (\"push notification not from CleverTap\").",
    "sdk-behaviour-more.md §4.1 fact 3, §4.4 fact 12, §4.5 fact 13, §4.8 fact 17 (D; C)"
  ).decided(by: [CleverTapSettings.forwardsResponseKey])
  static let sdkClevertapTap = SDKRules.rule(
    "sdk-clevertap-tap", "CleverTap's tap handling and pushNotificationTappedWithCustomExtras",
    "For a CleverTap push CleverTap calls its CleverTapPushNotificationDelegate's pushNotificationTappedWithCustomExtras(_:) with the payload minus aps, then opens the deep link, then raises the event. Without a push delegate at that moment the extras are not kept.",
    "sdk-behaviour-more.md §4.2 facts 4, 5 (CleverTap.m, C)")
  static let sdkClevertapDeepLink = SDKRules.rule(
    "sdk-clevertap-deep-link", "wzrk_dl opens unless the app is active",
    "CleverTap opens wzrk_dl with UIApplication.open; a CleverTapURLDelegate's shouldHandleCleverTapURL(_:forChannel:) decides when there is one; otherwise, with the app active, it opens only with openDeepLinksInForeground YES (the swizzled didReceive passes YES, handleNotification(withData:) NO).",
    "sdk-behaviour-more.md §4.2 fact 6 (CleverTap.m, CTSwizzleManager.m, C)"
  ).decided(by: [CleverTapSettings.openInForegroundKey, CleverTapSettings.urlDelegateKey])
  static let sdkClevertapClicked = SDKRules.rule(
    "sdk-clevertap-clicked", "Notification Clicked, flushed a second later",
    "The tap raises the event Notification Clicked with the push's wzrk_ keys and a click timestamp; it is queued, and a flush is scheduled 1 s later (each new event moves the timer).",
    "sdk-behaviour-more.md §4.2 facts 7, 8 (CTEventBuilder.m, CleverTap.m, CTConstants.h, C)")
  static let sdkClevertapLaunchTap = SDKRules.rule(
    "sdk-clevertap-launch-tap", "The launch push is handled as a tap from the launch options",
    "At UIApplicationDidFinishLaunchingNotification CleverTap handles launchOptions[.remoteNotification] as a tap, unless it is auto-integrated and a notification-center delegate is set (then didReceive handles it). An app in the manual integration that also forwards didReceive has the cold-start tap recorded twice: no push-click de-duplication was found.",
    "sdk-behaviour-more.md §4.2 fact 9 (CleverTap.m, C; the double record, I)", "inferred")
  static let sdkClevertapBackgroundTap = SDKRules.rule(
    "sdk-clevertap-background-tap", "A CleverTap push in didReceiveRemoteNotification is handled like a tap",
    "The auto-integrated didReceiveRemoteNotification hook also calls the tap handler: a CleverTap push that reaches it (content-available) raises Notification Clicked although nobody tapped.",
    "sdk-behaviour-more.md §4.2 fact 10 (CTSwizzleManager.m, C; the consequence, I)", "inferred")
  static let sdkClevertapViewed = SDKRules.rule(
    "sdk-clevertap-viewed", "Notification Viewed from the app's willPresent or the service extension",
    "CleverTap has no willPresent logic; the app decides (the vendor sample calls recordNotificationViewedEvent(withData:) and answers [.badge, .sound, .alert]). A service extension subclassing CTNotificationServiceExtension records Notification Viewed too.",
    "sdk-behaviour-more.md §4.3 fact 11, §4.6 fact 14 (sample app, C)")
  static let sdkClevertapNoInstance = SDKRules.rule(
    "sdk-clevertap-no-instance", "No CleverTap instance without credentials",
    "CleverTap.sharedInstance() is created on demand from the Info.plist credentials; without them it is nil and every call on it does nothing.",
    "sdk-behaviour-more.md §4.7 fact 16 (CleverTap.h, CleverTap.m, C/I)"
  ).decided(by: [CleverTapSettings.credentialsKey])
}
