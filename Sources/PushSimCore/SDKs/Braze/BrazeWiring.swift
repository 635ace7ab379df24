extension BrazeModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate.
  /// Its React Native bridge (Braze's React Native push guide: `BrazeReactBridge initBraze:`,
  /// `[[BrazeReactUtils sharedInstance] populateInitialPayloadFromLaunchOptions:]`, `BrazeReactDataTranslator`) is Braze's.
  ///
  /// Braze's push API (issue 32): the `notifications` object of a Braze instance (`braze.notifications.register(deviceToken:)`,
  /// `handleUserNotification`, `subscribeToUpdates`…, `Braze.Notifications.categories`), the push configuration
  /// (`configuration.push.automation`, `configuration.push.appGroup`), delayed initialization for push
  /// (`prepareForDelayedInitialization(pushAutomation:)`), the Appboy-era `ABKPushUtils`, and the React Native bridge's push
  /// entry (`populateInitialPayloadFromLaunchOptions`) (sdk-behaviour-more.md §2: braze-inc/braze-swift-sdk @f866739
  /// Examples/Swift/Sources/PushNotifications-{Manual,Automatic,DelayedInitialization}/AppDelegate.swift; Braze push docs).
  /// `Braze(configuration:)` alone is analytics and in-app messages.
  static let catalogEntry = SDKCatalog.Entry(
    id: id, names: ["Braze", "BrazePlugin", "Appboy", "ABKPushUtils", "BrazeReactBridge", "BrazeReactUtils", "BrazeReactDataTranslator"],
    prefixes: [], takesDelegate: .when(["automation"]),
    push: SDKCatalog.PushAPI(
      types: ["ABKPushUtils"],
      members: [
        "notifications", "Notifications", "push", "automation", "prepareForDelayedInitialization", "handleUserNotification",
        "handleBackgroundNotification", "handleForegroundNotification", "populateInitialPayloadFromLaunchOptions", "registerDeviceToken",
      ],
      source: "braze-inc/braze-swift-sdk @f866739 Examples/Swift/Sources/PushNotifications-Manual/AppDelegate.swift"))
  static var lintRules: [LintRule] { BrazeLint.all }

  /// Without push automation Braze learns of a tap only from handleUserNotification in the delegate's didReceive
  /// (sdk-behaviour-more.md §2.1 fact 7); with automation, or prepared for delayed initialization (which turns it on,
  /// fact 24), Braze provides the methods itself.
  static let needsNotificationDelegate = true
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool {
    let automation = facts.settings.contains { $0.sdk == id && $0.member == "automation" && $0.value == "true" }
    return !automation && facts.calls(id, "prepareForDelayedInitialization").isEmpty
  }
}
