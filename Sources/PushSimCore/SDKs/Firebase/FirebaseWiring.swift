extension FirebaseModel {
  /// Firebase Messaging delivers other services' pushes (DESIGN.md §3).
  static let sendsPushes = false
  static let infoPlistFlags = ["FirebaseAppDelegateProxyEnabled"]

  /// Whether Firebase's app delegate proxy (method swizzling) is on, from Info.plist.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.project.firebaseProxyEnabled.map { ["FirebaseAppDelegateProxyEnabled \($0.value) (\($0.file):\($0.line))"] } ?? []
  }
}
