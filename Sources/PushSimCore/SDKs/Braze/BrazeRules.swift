extension BrazeModel {
  /// The simulator rules of this pack, each with the facts of sdk-behaviour-more.md §2 it follows.
  static let simRules: [SimRule] = [
    .sdkBrazeAutomation, .sdkBrazeForward, .sdkBrazeNotForwarded, .sdkBrazeClick, .sdkBrazeUrl, .sdkBrazeUpdates, .sdkBrazeForeground,
    .sdkBrazeDelayed, .sdkBrazeNotInitialized, .sdkBrazeInternal,
  ]
}

/// Braze's simulator rules, each a constant the model refers to by name.
extension SimRule {
  static let sdkBrazeAutomation = SDKRules.rule(
    "sdk-braze-automation", "Braze push automation processes its own pushes",
    "With configuration.push.automation = true Braze provides the push delegate methods and processes Braze pushes itself: the app's UIApplicationDelegate and UNUserNotificationCenterDelegate methods are not called for them, and subscribeToUpdates is the only way the app hears of them. Other pushes still reach the app's own handlers. Automation is off by default.",
    "sdk-behaviour-more.md §2.1 facts 1, 2, 4, 6 (Braze push docs, D; sample comment, C)")
  static let sdkBrazeForward = SDKRules.rule(
    "sdk-braze-forward", "Manual integration: the app forwards to Braze",
    "willPresent calls braze.notifications.handleForegroundNotification(notification:), didReceive calls handleUserNotification(response:withCompletionHandler:), didReceiveRemoteNotification calls handleBackgroundNotification(userInfo:fetchCompletionHandler:). The two handlers return true when Braze took the push, and Braze then calls the completion handler; on false the app calls it.",
    "sdk-behaviour-more.md §2.1 fact 7, §2.4 fact 19, §2.8 fact 27 (Braze push docs and manual sample, D)"
  ).decided(by: [BrazeSettings.forwardsResponseKey, BrazeSettings.forwardsForegroundKey, BrazeSettings.forwardsBackgroundKey])
  static let sdkBrazeNotForwarded = SDKRules.rule(
    "sdk-braze-not-forwarded", "A Braze tap the app does not forward",
    "Without automation Braze learns of a tap only from handleUserNotification in the app's didReceive: a tap that is not forwarded logs no push click and opens no ab_uri.",
    "sdk-behaviour-more.md §2.1 fact 7, §2.2 fact 9 (D)"
  ).decided(by: [BrazeSettings.forwardsResponseKey])
  static let sdkBrazeClick = SDKRules.rule(
    "sdk-braze-click", "Braze push click",
    "On a tap on a Braze push the SDK logs a push click (pushClick(campaignId:)) and then opens ab_uri. A tap on a push presented in the foreground counts too, when willPresent passed it to handleForegroundNotification. The click goes into Braze's event queue and is flushed by the request policy (said to be every 10 s: I).",
    "sdk-behaviour-more.md §2.2 facts 9, 10, 16 (D; batching I)", "documented")
  static let sdkBrazeUrl = SDKRules.rule(
    "sdk-braze-url", "ab_uri opened by Braze or by the app",
    "Before opening a URL Braze asks BrazeDelegate.braze(_:shouldOpenURL:); an app that answers false opens it itself (sdks.braze.opensURL app).",
    "sdk-behaviour-more.md §2.2 facts 9, 15 (D)")
  static let sdkBrazeUpdates = SDKRules.rule(
    "sdk-braze-updates", "subscribeToUpdates: opened and received",
    "The app hears of Braze pushes through notifications.subscribeToUpdates: .opened for taps, .received for foreground and content-available pushes (never for one received while terminated); it hears only the payloadTypes it subscribes to, both when the argument is omitted. Subscribe in didFinishLaunching, or the tap that launched the app never reaches the closure. The same push does not trigger it twice.",
    "sdk-behaviour-more.md §2.2 facts 11–14 (Braze CHANGELOG and push docs, D)"
  ).decided(by: [BrazeSettings.subscribesToUpdatesKey, BrazeSettings.updatePayloadTypesKey])
  static let sdkBrazeForeground = SDKRules.rule(
    "sdk-braze-foreground", "Foreground presentation of a Braze push",
    "In the manual integration the app's willPresent decides (Braze's sample answers [.list, .banner]). With automation the options are not documented: pushsim shows it with [.list, .banner] (sdks.braze.automationPresentation hidden: []).",
    "sdk-behaviour-more.md §2.3 facts 17, 18 (D; automation: gap)", "inferred")
  static let sdkBrazeDelayed = SDKRules.rule(
    "sdk-braze-delayed", "Delayed initialization keeps early pushes",
    "Braze.prepareForDelayedInitialization(pushAutomation:) in launch lets Braze(configuration:) come later while keeping its pushes: with analyticsBehavior .queue (default) a Braze push tapped before initialization is processed at initialization, with .drop it is ignored. It turns push automation on.",
    "sdk-behaviour-more.md §2.7 facts 24, 25 (Braze CHANGELOG, sample, D)"
  ).decided(by: [BrazeSettings.delayedInitializationKey, BrazeSettings.analyticsBehaviorKey])
  static let sdkBrazeNotInitialized = SDKRules.rule(
    "sdk-braze-not-initialized", "A Braze tap before Braze exists",
    "Without prepareForDelayedInitialization a tap before Braze(configuration:) exists is not seen by Braze: the app's handleUserNotification call goes to a nil instance, the app calls the completion handler, no click is logged and none is kept.",
    "sdk-behaviour-more.md §2.7 fact 26 (I)", "inferred"
  ).decided(by: [BrazeSettings.initializedKey])
  static let sdkBrazeInternal = SDKRules.rule(
    "sdk-braze-internal", "Braze's internal silent pushes",
    "Braze sends silent pushes of its own (uninstall tracking, appboy_uninstall_tracking; geofence sync, ab.ab_sync_geos). Braze.Notifications.isInternalNotification tells them apart; the app should do no background work for them.",
    "sdk-behaviour-more.md §2.5 facts 20, 21 (braze-swift-sdk ABKPushUtils.m, C; CHANGELOG 5.6.0, D)")
}
