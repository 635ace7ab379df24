extension CustomerIOModel {
  /// The simulator rules of this pack, each with the facts of sdk-behaviour-more.md §6 it follows.
  static let simRules: [SimRule] = [
    .sdkCustomerioProxy, .sdkCustomerioOpened, .sdkCustomerioDeepLink, .sdkCustomerioForeground, .sdkCustomerioPeers, .sdkCustomerioManual,
    .sdkCustomerioNotInitialized,
  ]
}

/// Customer.io's simulator rules, each a constant the model refers to by name.
extension SimRule {
  static let sdkCustomerioProxy = SDKRules.rule(
    "sdk-customerio-proxy", "Customer.io's proxy is the delegate; the app's delegate is a peer",
    "With autoTrackPushEvents (default true) MessagingPush.initialize makes one CioNotificationCenterDelegate the notification-center delegate and swizzles the setter: every delegate the app or another SDK assigns, before or after, is kept as a peer and gets the callbacks forwarded. No other code is needed to track opens or open deep links.",
    "sdk-behaviour-more.md §6.1 facts 1, 2, 4 (CioNotificationCenterDelegate.swift, C; push-metrics docs, D)"
  ).decided(by: [CustomerIOSettings.autoTrackPushEventsKey])
  static let sdkCustomerioOpened = SDKRules.rule(
    "sdk-customerio-opened", "opened, through the analytics queue",
    "Only the default action counts as a click (a dismiss or a button does nothing). A click tracks Report Delivery Event with metric opened, the delivery id and the token; it goes through the analytics queue, flushed at 20 events or every 30 s. Only Customer.io's own pushes are handled.",
    "sdk-behaviour-more.md §6.2 facts 6, 7, §6.3 facts 10, 11, §6.6 fact 18 (C; D)")
  static let sdkCustomerioDeepLink = SDKRules.rule(
    "sdk-customerio-deep-link", "CIO.push.link: the callback, the universal-link handler, then UIApplication.open",
    "The deep link CIO.push.link goes to deepLinkCallback when there is one (true: handled); else an https link to application(_:continue:restorationHandler:) as a web-browsing activity; else UIApplication.open.",
    "sdk-behaviour-more.md §6.2 fact 8 (DeepLinkUtil.swift, C)"
  ).decided(by: [CustomerIOSettings.deepLinkCallbackKey])
  static let sdkCustomerioForeground = SDKRules.rule(
    "sdk-customerio-foreground", "Foreground presentation through the proxy",
    "With no peer implementing willPresent the proxy shows the push with [.list, .banner, .badge, .sound] (showPushAppInForeground, default true); when peers implement it, their options are unioned and Customer.io's setting is ignored.",
    "sdk-behaviour-more.md §6.4 fact 13 (C)"
  ).decided(by: [CustomerIOSettings.showPushAppInForegroundKey])
  static let sdkCustomerioPeers = SDKRules.rule(
    "sdk-customerio-peers", "The system handler after every peer reports",
    "After its own handling the proxy forwards didReceive to every peer, once each, and calls the system completion handler exactly once, after every peer reported: a peer calling its handler twice is tolerated, and one that implements the method but never calls its handler leaves the system handler uncalled (there is no timeout).",
    "sdk-behaviour-more.md §6.2 fact 9, §6.5 facts 14, 15 (PeerDeliveryCompletionAggregate.swift, C)")
  static let sdkCustomerioManual = SDKRules.rule(
    "sdk-customerio-manual", "Manual mode: MessagingPush.shared.userNotificationCenter returns Bool",
    "With autoTrackPushEvents(false) the app calls MessagingPush.shared.userNotificationCenter(_:didReceive:withCompletionHandler:): for a Customer.io push it handles it, calls the handler and returns true; for another push it does not call the handler and returns false, so the app (or another SDK) completes.",
    "sdk-behaviour-more.md §6.1 fact 5, §6.5 fact 16 (ManualPushHandling+UserNotifications.swift, C)"
  ).decided(by: [CustomerIOSettings.forwardsResponseKey])
  static let sdkCustomerioNotInitialized = SDKRules.rule(
    "sdk-customerio-not-initialized", "Before MessagingPush.initialize",
    "Before initialize no proxy is installed: the app's own delegate gets the tap. A manual call then calls completionHandler() and returns false: the tap is lost, and an app that completes on false calls the handler a second time.",
    "sdk-behaviour-more.md §6.7 fact 19 (C)"
  ).decided(by: [CustomerIOSettings.initializedKey])
}
