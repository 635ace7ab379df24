extension CustomerIOModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate.
  ///
  /// Customer.io's push API is its MessagingPush module (issue 32): `MessagingPush`, `MessagingPushAPN`,
  /// `MessagingPushFCM`, their config builders, `CioAppDelegateWrapper`, or an import of CioMessagingPush(APN|FCM)
  /// (customerio/customerio-ios @8b9ee36 Sources/MessagingPush). `CustomerIO.initialize` alone is Data Pipelines.
  static let catalogEntry = SDKCatalog.Entry(
    id: id, names: ["CustomerIO", "MessagingPush", "MessagingPushAPN", "MessagingPushFCM"], prefixes: ["Cio"],
    takesDelegate: .when(["CioAppDelegateWrapper"]),
    push: SDKCatalog.PushAPI(
      types: ["MessagingPush", "MessagingPushAPN", "MessagingPushFCM", "MessagingPushConfigBuilder", "CioAppDelegateWrapper"],
      prefixes: ["CioMessagingPush"], modules: ["CioMessagingPush", "CioMessagingPushAPN", "CioMessagingPushFCM"],
      source: "customerio/customerio-ios @8b9ee36 Sources/MessagingPush"))
  /// In manual mode Customer.io learns of a tap only when the app's didReceive calls it (sdk-behaviour-more.md §6.1
  /// fact 5); with autoTrackPushEvents its proxy is the delegate.
  static let needsNotificationDelegate = true
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool {
    facts.calls(id, "autoTrackPushEvents").contains { $0.arguments["_"] == "false" }
  }
}
