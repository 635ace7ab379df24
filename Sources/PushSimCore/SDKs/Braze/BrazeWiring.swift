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
    prefixes: ["BRZ"], takesDelegate: .when(["automation"]),
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
    automation(facts).on != true && facts.calls(id, "prepareForDelayedInitialization").isEmpty
  }

  /// The steps of push automation as the Objective-C sample sets them one by one (braze-inc/braze-swift-sdk @f866739
  /// Examples/ObjC/Sources/PushNotifications-Automatic/AppDelegate.m: "Enable all push notification automation features").
  static let automationSteps: Set<String> = [
    "automaticSetup", "requestAuthorizationAtLaunch", "registerDeviceToken", "handleBackgroundNotification", "handleNotificationResponse",
    "willPresentNotification",
  ]

  /// Whether the code turns push automation on: `configuration.push.automation = true` (Swift sample), or every step
  /// set to YES (Objective-C sample); nil (with the setting) when it sets something pushsim does not decide (an
  /// `Automation(…)` value, some steps only).
  static func automation(_ facts: WiringFacts) -> (on: Bool?, setting: WiringFacts.Setting?) {
    let settings = facts.settings.filter { $0.sdk == id }
    let yes: Set<String> = ["true", "YES"]
    let no: Set<String> = ["false", "NO"]
    if let whole = settings.first(where: { $0.member == "automation" }) {
      return (yes.contains(whole.value) ? true : no.contains(whole.value) ? false : nil, whole)
    }
    let steps = settings.filter { automationSteps.contains($0.member) && $0.target.hasSuffix("automation") }
    guard let first = steps.first else { return (nil, nil) }
    let on = Set(steps.filter { yes.contains($0.value) }.map(\.member))
    if on == automationSteps { return (true, first) }
    if steps.allSatisfy({ no.contains($0.value) }) { return (false, first) }
    return (nil, first)
  }
}
