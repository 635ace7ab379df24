extension MappModel {
  /// Mapp Engage: class names keep the legacy name Appoxee (seeds/000 "Note"); the automatic
  /// integration swizzles and owns the delegate (seeds/002 "SDK Owns the Delegate").
  static let catalogEntry = SDKCatalog.Entry(
    id: id, names: ["Appoxee", "AppoxeeManager", "APXPushNotification", "AppoxeeNotificationDelegate", "AppoxeeDelegate", "AppoxeeSDK"],
    prefixes: ["Appoxee"],
    takesDelegate: .when(["engageAndAutoIntegrate"]))
  static var wiringRules: [WiringRule] { WiringRules.mapp }
  static var lintRules: [LintRule] { MappLint.all }
  static let launchStartMembers = ["engage"]
  /// seeds/000 Step 5: the app forwards taps from its delegate's didReceive — unless engageAndAutoIntegrate makes the
  /// SDK the delegate (seeds/002 SDK Owns the Delegate).
  static let needsNotificationDelegate = true
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool { facts.calls(id, "engageAndAutoIntegrate").isEmpty }

  /// engage and its SERVER value.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.calls(id, "engage").map { call in
      "\(call.member)" + (call.arguments["with"].map { " with \($0)" } ?? "") + WiringReport.at(call.place)
    }
  }
}
