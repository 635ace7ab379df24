extension FirebaseModel {
  /// Whether Firebase's app delegate proxy (method swizzling) is on, from Info.plist.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.project.firebaseProxyEnabled.map { ["FirebaseAppDelegateProxyEnabled \($0.value) (\($0.file):\($0.line))"] } ?? []
  }
}
