extension GrovsModel {
  /// Grovs "doesn't take over UNUserNotificationCenter.delegate or swizzle anything" (seeds/004).
  /// Its push API (seeds/004 §§2–4, issue 32): the token (`setPushToken(deviceToken:)`), the tap (`handleNotificationResponse`,
  /// `handleNotificationOpen`, `isGrovsNotification`) and the service extension (`GrovsNotificationServiceExtension`,
  /// `GrovsNotificationContent.attachImage`). `Grovs.configure` alone is links.
  static let catalogEntry = SDKCatalog.Entry(
    id: id, names: ["Grovs", "GrovsNotificationServiceExtension", "GrovsNotificationContent", "GrovsDelegate"], prefixes: [],
    takesDelegate: .never,
    push: SDKCatalog.PushAPI(
      types: ["GrovsNotificationServiceExtension", "GrovsNotificationContent"],
      members: ["setPushToken", "handleNotificationResponse", "handleNotificationOpen", "isGrovsNotification", "attachImage"],
      modules: ["GrovsNotificationService"], source: "seeds/004"))
  static var wiringRules: [WiringRule] { WiringRules.grovs }
  static var lintRules: [LintRule] { GrovsLint.all }
  /// seeds/004 §3: the app passes each tap to Grovs.handleNotificationResponse from its delegate's didReceive.
  static let needsNotificationDelegate = true
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool { true }

  /// configure per #if branch (its environment), and where the app hands pushes to Grovs.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    let configure = facts.calls(id, "configure").map { call in
      let test = call.arguments["useTestEnvironment"].map { "useTestEnvironment \($0)" } ?? "configure"
      return test + (call.compilation.isEmpty ? "" : " under #if " + call.compilation.joined(separator: ", ")) + WiringReport.at(call.place)
    }
    let handling = facts.calls(id, "handleNotificationResponse", "handleNotificationOpen").map { call in
      "\(call.member) in \(call.runsIn.joined(separator: " ← "))" + WiringReport.at(call.place)
    }
    return configure + handling
  }
}
