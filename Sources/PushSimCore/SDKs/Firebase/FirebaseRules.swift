extension FirebaseModel {
  /// The simulator rules of this pack, each with the facts of sdk-behaviour-more.md §7 it follows.
  static let simRules: [SimRule] = [.sdkFirebaseProxy, .sdkFirebaseAnalytics, .sdkFirebaseDuplicates, .sdkFirebaseLink]
}

/// Firebase's simulator rules, each a constant the model refers to by name.
extension SimRule {
  static let sdkFirebaseProxy = SDKRules.rule(
    "sdk-firebase-proxy", "Firebase's app delegate proxy",
    "FirebaseApp.configure() starts Messaging. With FirebaseAppDelegateProxyEnabled (default YES) Firebase passes the APNs token itself and calls appDidReceiveMessage before the app's code in the app delegate's didReceiveRemoteNotification and in the notification-center delegate's willPresent and didReceive, only where the class implements them; it never sets the delegate and never calls the completion handlers of the delegate. With the proxy off the app sets apnsToken and calls appDidReceiveMessage itself (sdks.firebase.appCallsAppDidReceiveMessage).",
    "sdk-behaviour-more.md §7.1 facts 1–5, §7.4 fact 13 (firebase-ios-sdk FIRMessagingRemoteNotificationsProxy.m, C; docs, D)")
  static let sdkFirebaseAnalytics = SDKRules.rule(
    "sdk-firebase-analytics", "Firebase analytics: _no and _nf by app state",
    "appDidReceiveMessage logs only when google.c.a.e is \"1\": _no (notification_open) when the app is inactive (a tap that launches it or brings it forward), _nf (notification_foreground) when it is active (at presentation, in willPresent), nothing in the background; the events go to Firebase Analytics, which uploads in batches. Before FirebaseApp.configure nothing is logged.",
    "sdk-behaviour-more.md §7.2 facts 9–11, §7.5 fact 16, §7.7 fact 19 (C; batching and the start: I)", "model")
  static let sdkFirebaseDuplicates = SDKRules.rule(
    "sdk-firebase-duplicates", "One message id, handled once a session",
    "appDidReceiveMessage keeps the message ids it handled this session (loggedMessageIDs): a second call for the same gcm.message_id (the proxy and the app both calling it, or a tap on a banner already logged as _nf) logs nothing and opens nothing. The list lives in memory: a new process starts empty.",
    "sdk-behaviour-more.md §7.2 facts 8, 10 (C; the tap after _nf: I)", "model")
  static let sdkFirebaseLink = SDKRules.rule(
    "sdk-firebase-link", "gcm.app_link opens through the app delegate",
    "At the first appDidReceiveMessage for a message, gcm.app_link goes to the app delegate's application(_:continue:restorationHandler:), else application(_:open:options:): for a foreground push that is at presentation, before any tap, as the code read has no state check (sdks.firebase.appLinkOpens tap-only if the SDK you ship differs).",
    "sdk-behaviour-more.md §7.2 facts 8, 10 (C; at presentation: not verified by the reference)", "inferred")
}
