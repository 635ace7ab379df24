extension OneSignalModel {
  /// The simulator rules of this pack, each with the facts of sdk-behaviour-more.md §1 it follows (C: read in the SDK's
  /// source; D: the vendor's documentation; I: inferred, kept as a documented default with a switch).
  static let simRules: [SimRule] = [
    .sdkOnesignalDelegate, .sdkOnesignalSwizzlingOff, .sdkOnesignalTap, .sdkOnesignalAppId, .sdkOnesignalConsent, .sdkOnesignalOpen,
    .sdkOnesignalLaunchUrl, .sdkOnesignalClickListener, .sdkOnesignalForeground, .sdkOnesignalNse,
  ]
}

/// OneSignal's simulator rules, each a constant the model refers to by name.
extension SimRule {
  static let sdkOnesignalDelegate = SDKRules.rule(
    "sdk-onesignal-delegate", "OneSignal hooks whatever delegate is set",
    "At class load (+load, before didFinishLaunching, initialized or not) OneSignal swizzles UNUserNotificationCenter setDelegate:. With no delegate it sets its own; every class later set as the delegate gets willPresent and didReceive injected, OneSignal's code first, then the class's own method. Another SDK's delegate is hooked too.",
    "sdk-behaviour-more.md §1.1 facts 1–5 (OneSignal-iOS-SDK UNUserNotificationCenter+OneSignalNotifications.m, C)", "model")
  static let sdkOnesignalSwizzlingOff = SDKRules.rule(
    "sdk-onesignal-swizzling-off", "OneSignal without swizzling",
    "The launch argument DISABLE_ONESIGNAL_SWIZZLING (a test aid) turns the hooks off; 5.x documents no manual integration, so OneSignal then sees no notification callback (sdks.onesignal.swizzling false).",
    "sdk-behaviour-more.md §1.1 facts 6–7 (C; no manual mode: I)", "inferred")
  static let sdkOnesignalTap = SDKRules.rule(
    "sdk-onesignal-tap", "OneSignal processes its own taps first",
    "The hooked didReceive processes a OneSignal push (custom.i or os_data.i) before the app's didReceive runs, the same in every app state; a dismiss is ignored; a button tap is ActionTaken with actionSelected, a body tap Opened. The badge is cleared unless the Info.plist switch says not to (sdks.onesignal.clearsBadge). With no didReceive of the app's own, OneSignal calls the completion handler.",
    "sdk-behaviour-more.md §1.2 facts 8, 9, 11, 12, 16, 26, 28 (C)", "model")
  static let sdkOnesignalAppId = SDKRules.rule(
    "sdk-onesignal-app-id", "No app id: taps are dropped",
    "Until OneSignal.initialize has given the SDK an app id, processiOS10Open: returns without a word: the tap is not counted, the click listener is not called, and nothing is kept for later (sdks.onesignal.initialized).",
    "sdk-behaviour-more.md §1.2 fact 10, §1.9 fact 34 (C)", "model")
  static let sdkOnesignalConsent = SDKRules.rule(
    "sdk-onesignal-consent", "Consent required and not given",
    "With OneSignal.setConsentRequired(true) and no setConsentGiven(true), taps are not processed and not queued, only forwarded to the app's own delegate; willPresent passes the push to the app's method, or shows it when there is none.",
    "sdk-behaviour-more.md §1.9 facts 32–33, §1.5 fact 24 (C)", "model")
  static let sdkOnesignalOpen = SDKRules.rule(
    "sdk-onesignal-open", "The open is sent once, de-duplicated",
    "An open is PUT notifications/<id> {opened: true}, sent at once from the tap path with no retry in the version read (5.x moved it to the user module, retry there not verified: sdks.onesignal.retryOpens, default false). The last opened id is saved in UserDefaults; the same notification is never opened twice.",
    "sdk-behaviour-more.md §1.4 facts 19–20, §1.2 facts 11, 15 (C; 5.x retry: not verified)", "model")
  static let sdkOnesignalLaunchUrl = SDKRules.rule(
    "sdk-onesignal-launch-url", "The launch URL opens 0.75 s after the tap",
    "custom.u opens 0.5 s + 0.25 s after the tap with UIApplication open(_:), or in OneSignal's web view when launch URLs in the app are on and the URL is http(s) (App Store links always go to open); the Info.plist switch OneSignal_suppress_launch_urls stops it.",
    "sdk-behaviour-more.md §1.3 facts 17–18 (C; the plist string: I)", "model")
  static let sdkOnesignalClickListener = SDKRules.rule(
    "sdk-onesignal-click-listener", "The click listener, and clicks held until one is added",
    "OneSignal.Notifications.addClickListener: onClick(event:) fires for every open and button tap of a OneSignal push, once per notification; a click that arrives before a listener is added is held in memory and delivered when one is (the pre-GA handler's behaviour; sdks.onesignal.bufferClicks).",
    "sdk-behaviour-more.md §1.2 facts 13–15 (C/D; buffering in 5.x: I)", "inferred")
  static let sdkOnesignalForeground = SDKRules.rule(
    "sdk-onesignal-foreground", "Foreground display and the intentional second completion call",
    "For a OneSignal push the hooked willPresent runs the foreground lifecycle listener (onWillDisplay; event.preventDefault() stops the display), then the app's own willPresent, then calls the completion handler itself with badge, sound and alert, or nothing if prevented: iOS uses only the first call, so an app that answers at once decides. With no willPresent of the app's own, OneSignal's call is the only one, and it shows other providers' pushes too.",
    "sdk-behaviour-more.md §1.5 facts 21–25 (C; the order's consequence: I)", "model")
  static let sdkOnesignalNse = SDKRules.rule(
    "sdk-onesignal-nse", "OneSignal's service extension",
    "OneSignalExtension.didReceiveNotificationExtensionRequest takes the content handler and calls it, after attaching the media; silent work belongs in the extension.",
    "sdk-behaviour-more.md §1.8 facts 29, 31 (D)")
}
