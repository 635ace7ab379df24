extension BrazeModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate.
  /// Its React Native bridge (Braze's React Native push guide: `BrazeReactBridge initBraze:`,
  /// `[[BrazeReactUtils sharedInstance] populateInitialPayloadFromLaunchOptions:]`, `BrazeReactDataTranslator`) is Braze's.
  static let catalogEntry = SDKCatalog.Entry(
    id: id, names: ["Braze", "BrazePlugin", "Appboy", "ABKPushUtils", "BrazeReactBridge", "BrazeReactUtils", "BrazeReactDataTranslator"],
    prefixes: [], takesDelegate: .when(["automation"]))
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
