extension FirebaseModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate.
  /// `Messaging.serviceExtension().exportDeliveryMetricsToBigQuery(withMessageInfo:)` exports the push's delivery data
  /// to BigQuery (firebase.google.com/docs/cloud-messaging/understand-delivery, "Enable message delivery data export",
  /// Apple platforms): a metrics call, not a hand-over of the push to Firebase Messaging.
  /// React Native Firebase's messaging module (`RNFBMessagingModule`, `RNFBMessagingDelegate`, @react-native-firebase/messaging
  /// ios/RNFBMessaging) is Firebase's.
  ///
  /// Firebase Messaging is in the app only when its push API is (issue 32): its own module and pod, FirebaseMessaging
  /// (`Messaging`, Objective-C `FIRMessaging`: firebase/firebase-ios-sdk @c6328a0
  /// FirebaseMessaging/Sources/Public/FirebaseMessaging/FIRMessaging.h), imported, named, or linked (Podfile.lock: with
  /// FirebaseApp.configure() it generates its token by itself, `autoInitEnabled` "By default … enabled", same header), or a
  /// plugin that wraps it (firebase_messaging, React Native Firebase's messaging module, cordova-plugin-firebasex's
  /// FirebasePlugin). `FirebaseApp.configure()` alone starts Analytics, Crashlytics or whatever else is linked: not a push SDK.
  /// The Flutter plugin firebase_messaging takes the fetch handler of its own pushes (`gcm.message_id`) when
  /// FlutterAppDelegate hands it on, completes willPresent and didReceive, and makes itself the notification-center
  /// delegate when none is set at launch (firebase/flutterfire @895cd89
  /// packages/firebase_messaging/firebase_messaging/ios/firebase_messaging/Sources/firebase_messaging/FLTFirebaseMessagingPlugin.m).
  static let catalogEntry = SDKCatalog.Entry(
    id: id,
    names: [
      "FirebaseApp", "Messaging", "MessagingDelegate", "FIRApp", "FIRMessaging", "FIRMessagingDelegate", "FirebasePlugin",
      "FLTFirebaseMessagingPlugin",
    ],
    prefixes: ["RNFBMessaging"], takesDelegate: .never, metricsOnlyMembers: ["exportDeliveryMetricsToBigQuery"],
    push: SDKCatalog.PushAPI(
      types: [
        "Messaging", "MessagingDelegate", "MessagingRemoteMessage", "FIRMessaging", "FIRMessagingDelegate", "FIRMessagingRemoteMessage",
        "FirebasePlugin", "FLTFirebaseMessagingPlugin",
      ],
      prefixes: ["RNFBMessaging"], modules: ["FirebaseMessaging", "RNFBMessaging", "firebase_messaging"], pods: ["FirebaseMessaging"],
      source: "firebase/firebase-ios-sdk @c6328a0 FirebaseMessaging/Sources/Public/FirebaseMessaging/FIRMessaging.h"),
    plugins: [
      SDKCatalog.Plugin(
        framework: .flutter, modules: ["firebase_messaging"], types: ["FLTFirebaseMessagingPlugin"],
        takes: ["didReceiveRemoteNotification": .has(["gcm.message_id"]), "didReceive": .always, "willPresent": .always],
        takesNotificationDelegate: true,
        source:
          "firebase/flutterfire @895cd89 packages/firebase_messaging/firebase_messaging/ios/firebase_messaging/Sources/firebase_messaging/FLTFirebaseMessagingPlugin.m"
      )
    ])
  /// Firebase Messaging delivers other services' pushes (DESIGN.md §3).
  static let sendsPushes = false
  static let infoPlistFlags = ["FirebaseAppDelegateProxyEnabled"]

  /// Whether Firebase's app delegate proxy (method swizzling) is on, from Info.plist.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.project.firebaseProxyEnabled.map { ["FirebaseAppDelegateProxyEnabled \($0.value) (\($0.file):\($0.line))"] } ?? []
  }
}
