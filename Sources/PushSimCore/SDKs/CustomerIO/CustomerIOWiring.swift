extension CustomerIOModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate.
  static let catalogEntry = SDKCatalog.Entry(
    id: id, names: ["CustomerIO", "MessagingPush", "MessagingPushAPN", "MessagingPushFCM"], prefixes: ["Cio"],
    takesDelegate: .when(["CioAppDelegateWrapper"]))
  /// In manual mode Customer.io learns of a tap only when the app's didReceive calls it (sdk-behaviour-more.md §6.1
  /// fact 5); with autoTrackPushEvents its proxy is the delegate.
  static let needsNotificationDelegate = true
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool {
    facts.calls(id, "autoTrackPushEvents").contains { $0.arguments["_"] == "false" }
  }
}
