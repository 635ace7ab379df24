extension FirebaseModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate.
  /// `Messaging.serviceExtension().exportDeliveryMetricsToBigQuery(withMessageInfo:)` exports the push's delivery data
  /// to BigQuery (firebase.google.com/docs/cloud-messaging/understand-delivery, "Enable message delivery data export",
  /// Apple platforms): a metrics call, not a hand-over of the push to Firebase Messaging.
  /// React Native Firebase's messaging module (`RNFBMessagingModule`, `RNFBMessagingDelegate`, @react-native-firebase/messaging
  /// ios/RNFBMessaging) is Firebase's.
  static let catalogEntry = SDKCatalog.Entry(
    id: id, names: ["FirebaseApp", "Messaging", "MessagingDelegate", "FIRApp", "FIRMessaging", "FIRMessagingDelegate", "FirebasePlugin"],
    prefixes: ["RNFBMessaging"], takesDelegate: .never, metricsOnlyMembers: ["exportDeliveryMetricsToBigQuery"])
  /// Firebase Messaging delivers other services' pushes (DESIGN.md §3).
  static let sendsPushes = false
  static let infoPlistFlags = ["FirebaseAppDelegateProxyEnabled"]

  /// Whether Firebase's app delegate proxy (method swizzling) is on, from Info.plist.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.project.firebaseProxyEnabled.map { ["FirebaseAppDelegateProxyEnabled \($0.value) (\($0.file):\($0.line))"] } ?? []
  }
}
