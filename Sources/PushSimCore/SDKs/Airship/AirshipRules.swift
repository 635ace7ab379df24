extension AirshipModel {
  /// The simulator rules of this pack, each with the facts of sdk-behaviour-more.md §3 it follows.
  static let simRules: [SimRule] = [
    .sdkAirshipIntegration, .sdkAirshipManual, .sdkAirshipTap, .sdkAirshipActions, .sdkAirshipConversion, .sdkAirshipForeground,
    .sdkAirshipCompletion, .sdkAirshipBackground, .sdkAirshipNotStarted, .sdkAirshipPrivacy,
  ]
}

/// Airship's simulator rules, each a constant the model refers to by name.
extension SimRule {
  static let sdkAirshipIntegration = SDKRules.rule(
    "sdk-airship-integration", "Automatic setup: Airship wraps whatever delegate is set",
    "With isAutomaticSetupEnabled (default true) takeOff swizzles UNUserNotificationCenter's delegate setter. With no delegate it sets a dummy one (answering [] and ()), and every delegate set before or after gets Airship's willPresent and didReceive wrappers: the app's own method runs first, with its completion handler wrapped, then Airship's code. The app delegate's didReceiveRemoteNotification is wrapped the same way.",
    "sdk-behaviour-more.md §3.1 facts 1-4, §3.4 fact 14 (urbanairship/ios-library AutoIntegration.swift @1298b6f4, C; docs automatic integration, D)"
  ).decided(by: [AirshipSettings.automaticSetupKey])
  static let sdkAirshipManual = SDKRules.rule(
    "sdk-airship-manual", "Manual setup: the app forwards to AppIntegration",
    "With isAutomaticSetupEnabled = false the app's willPresent, didReceive and didReceiveRemoteNotification call the same-named class methods of AppIntegration and hand them their completion handlers, which Airship calls. Airship does not check whose push it is. With automatic setup on, these methods log 'Ignoring call' and complete at once.",
    "sdk-behaviour-more.md §3.1 fact 5, §3.6 fact 19, §3.7 fact 20 (urbanairship/ios-library AppIntegration.swift @01e28d26, C)"
  ).decided(by: [AirshipSettings.forwardsPresentationKey, AirshipSettings.forwardsResponseKey, AirshipSettings.forwardsRemoteNotificationKey])
  static let sdkAirshipTap = SDKRules.rule(
    "sdk-airship-tap", "A response: analytics, actions, then the PushNotificationDelegate",
    "Airship handles a response the same way in every app state: analytics first, then the action map (the whole payload for the default action, the button's entry in com.urbanairship.interactive_actions for a button), then AirshipPush: a default-action tap becomes launchNotificationResponse (cleared when the app enters the background), and the PushNotificationDelegate's receivedNotificationResponse(_:completionHandler:) is called; Airship's part ends when it calls that handler. Any push goes through this path, not only Airship's.",
    "sdk-behaviour-more.md §3.2 facts 6, 8, 9, §3.6 fact 19 (urbanairship/ios-library DefaultAppIntegrationDelegate.swift, AirshipPush.swift, C)"
  ).decided(by: [AirshipSettings.pushNotificationDelegateKey])
  static let sdkAirshipActions = SDKRules.rule(
    "sdk-airship-actions", "^d deep links and ^u URLs",
    "A tap or a foreground button runs the deep-link action (^d, deep_link_action): Airship.onDeepLink or the DeepLinkDelegate takes the URL; with neither, the action opens it with UIApplication.open when the URL allow list allows it (every URL when no list is set). The open-URL action (^u, open_external_url_action) opens its URL directly. Both refuse the foreground-push and background situations, so a push shown in the foreground or a background button opens nothing.",
    "sdk-behaviour-more.md §3.2 fact 7 (urbanairship/ios-library DefaultAppIntegrationDelegate.swift, DeepLinkAction.swift @01e28d26, OpenExternalURLAction.swift, URLAllowList.swift, C)"
  ).decided(by: [AirshipSettings.deepLinkHandlerKey, AirshipSettings.urlAllowListKey])
  static let sdkAirshipConversion = SDKRules.rule(
    "sdk-airship-conversion", "The conversion send id, and button events",
    "A default-action tap, or a button with the foreground option, of an alerting push sets the conversion send id from _ (MISSING_SEND_ID when absent), which the next app_init or app_foreground event carries; it is cleared when the app enters the background. A button also adds an interactive_notification_action event. Airship's event manager uploads events in batches; pushsim shows them as queued.",
    "sdk-behaviour-more.md §3.3 facts 10, 11 (urbanairship/ios-library AirshipAnalytics.swift, C; upload timing I)", "inferred")
  static let sdkAirshipForeground = SDKRules.rule(
    "sdk-airship-foreground", "Foreground options: the payload's array, else defaultPresentationOptions",
    "Airship's options come from the payload's com.urbanairship.foreground_presentation (then the legacy foreground_presentation) array of alert, sound, badge, list, banner (alert is list and banner); an absent, empty or unreadable array gives defaultPresentationOptions, [] by default. With automatic setup they are unioned with the app's own willPresent options.",
    "sdk-behaviour-more.md §3.4 facts 12-14 (urbanairship/ios-library AirshipPush.swift presentationOptionsForNotification, AutoIntegration.swift, C)"
  ).decided(by: [AirshipSettings.defaultPresentationOptionsKey])
  static let sdkAirshipCompletion = SDKRules.rule(
    "sdk-airship-completion", "The system handler once, after the app and Airship",
    "Automatic setup wraps the app's completion handler so only its first call counts, and calls the system handler once, when both the app's method and Airship's code finished. An app method that never calls its handler, or a PushNotificationDelegate that never calls its, leaves the system handler uncalled (no timeout).",
    "sdk-behaviour-more.md §3.5 facts 16, 17 (urbanairship/ios-library AutoIntegration.swift ensureOnce, DispatchGroup, C; 17 I)")
  static let sdkAirshipBackground = SDKRules.rule(
    "sdk-airship-background", "didReceiveRemoteNotification: Airship's push delegate and the merged result",
    "Airship processes a background push, or a silent one in the foreground (an alerting push in the foreground is left to willPresent): the PushNotificationDelegate's receivedBackgroundNotification, and the action map in the background-push situation, where ^d and ^u open nothing. With automatic setup the app's method runs first with a wrapped handler, and the system handler gets one result: newData if either reported it, else failed, else noData.",
    "sdk-behaviour-more.md §3.1 fact 2 (urbanairship/ios-library AutoIntegration.swift swizzleDidReceiveRemoteNotification; DefaultAppIntegrationDelegate.swift processRemoteNotification, C)"
  )
  static let sdkAirshipNotStarted = SDKRules.rule(
    "sdk-airship-not-started", "Before Airship.takeOff",
    "Before takeOff nothing is swizzled and AppIntegration has no delegate: its methods log 'Ignoring call … takeOff is not called' and complete at once (.noData, [], ()), so a tap before takeOff is dropped.",
    "sdk-behaviour-more.md §3.7 fact 20 (AppIntegration.swift, C)"
  ).decided(by: [AirshipSettings.takeOffKey])
  static let sdkAirshipPrivacy = SDKRules.rule(
    "sdk-airship-privacy", "Privacy manager: push or analytics disabled",
    "Without the push feature Airship's foreground options are [], responses and background pushes complete without the PushNotificationDelegate; without analytics no event is recorded. Actions still run.",
    "sdk-behaviour-more.md §3.4 fact 15, §3.7 fact 21 (urbanairship/ios-library AirshipPush.swift, AirshipAnalytics.swift addEvent, C)"
  ).decided(by: [AirshipSettings.enabledFeaturesKey])
}
