extension NetmeraModel {
  /// Netmera: the SDK handles the UIApplicationDelegate push methods itself (seeds/003 "Default
  /// Handling"); the app still assigns the notification-center delegate.
  static let catalogEntry = SDKCatalog.Entry(id: id, names: [], prefixes: ["Netmera", "FNetmera", "RNNetmera"], takesDelegate: .never)
  static var wiringRules: [WiringRule] { WiringRules.netmera }
  static var lintRules: [LintRule] { NetmeraLint.all }
  static let launchStartMembers = ["start", "initialize", "initNetmera"]
  /// The SDK's version (its delegates need 4.16.0+) and the delegates and start calls the code makes.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    let version = facts.project.versions[id].map { ["version \($0.text) (\($0.file))"] } ?? []
    let calls = facts.calls(id, "setPushDelegate", "setPushLifecycleDelegate", "setInAppContentDelegate", "start", "initialize", "initNetmera")
    return version + calls.map { $0.member + WiringReport.at($0.place) }
  }
}
