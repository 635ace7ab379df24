extension IterableModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate.
  /// Its React Native bridge (Iterable/react-native-sdk: `ReactIterableAPI`, the module `RNIterableAPI`) is Iterable's.
  ///
  /// Iterable's push API (issue 32): `IterableAppIntegration` (the app hands it its push callbacks), the token
  /// (`IterableAPI.register(token:)`, Objective-C `registerToken:`) and the push settings of IterableConfig
  /// (`pushIntegrationName`, `sandboxPushIntegrationName`, `pushPlatform`, `autoPushRegistration`: Iterable/swift-sdk
  /// @6c14977 swift-sdk/IterableConfig.swift). `IterableAPI.initialize` alone is events, in-app and embedded messages.
  static let catalogEntry = SDKCatalog.Entry(
    id: id, names: ["IterableAPI", "IterableAppIntegration", "IterableConfig", "ReactIterableAPI", "RNIterableAPI"], prefixes: [],
    takesDelegate: .never,
    push: SDKCatalog.PushAPI(
      types: ["IterableAppIntegration"],
      members: ["register", "registerToken", "pushIntegrationName", "sandboxPushIntegrationName", "pushPlatform", "autoPushRegistration"],
      source: "Iterable/swift-sdk @6c14977 swift-sdk/IterableConfig.swift"))
  static let settingsType: any ProfileSettings.Type = IterableSettings.self

  /// Iterable's sample app: IterableAPI.initialize in launch with the launch options, the app's own delegate, didReceive
  /// and didReceiveRemoteNotification handed to IterableAppIntegration with their completion handlers, willPresent
  /// answering [.alert, .badge, .sound] (sdk-behaviour-more.md §5, facts 2, 8, 12, 13).
  static let profile = AppProfile(
    name: "iterable",
    description:
      "Iterable Swift SDK 6.x (sdk-behaviour-more.md §5): IterableAPI.initialize with the launch options in launch, the app's own delegate assigned before launch returns; didReceive and didReceiveRemoteNotification hand the push and the completion handler to IterableAppIntegration, which calls it; willPresent answers [.alert, .badge, .sound].",
    overrides: [
      "app.sdks": .array([.string(id)]),
      "app.delegate.presentationOptions": .array([.string("alert"), .string("badge"), .string("sound")]),
    ])
  static let builtinProfiles = [profile]
  static let recommendedProfile: String? = "iterable"

  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) { builder.deriveIterable() }

  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.calls(id, "initialize", "userNotificationCenter", "application").map { "\($0.callee) (\($0.place.text))" }
  }

  /// Iterable never takes the delegate: the app forwards its didReceive (fact 2).
  static let needsNotificationDelegate = true
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool { true }
}

extension ProfileFromCode.Builder {
  mutating func deriveIterable() {
    let sdkPlace = facts.sdks.first { $0.id == IterableModel.id }?.place
    if let start = facts.calls(IterableModel.id, "initialize").first {
      let atLaunch = start.runsAtLaunch
      set(
        IterableSettings.initializedKey, .bool(atLaunch), start.place,
        atLaunch ? "IterableAPI.initialize runs in didFinishLaunching" : "IterableAPI.initialize runs later (\(start.function))")
    } else {
      set(IterableSettings.initializedKey, .bool(false), sdkPlace, "no IterableAPI.initialize in these files")
    }
    let taps = facts.calls(IterableModel.id, "userNotificationCenter")
    set(
      IterableSettings.forwardsResponseKey, .bool(!taps.isEmpty), taps.first?.place ?? sdkPlace,
      taps.isEmpty ? "the app never calls IterableAppIntegration.userNotificationCenter" : "IterableAppIntegration.userNotificationCenter")
    let background = facts.calls(IterableModel.id, "application")
    set(
      IterableSettings.forwardsBackgroundKey, .bool(!background.isEmpty), background.first?.place ?? sdkPlace,
      background.isEmpty ? "the app never calls IterableAppIntegration.application" : "IterableAppIntegration.application")
  }
}

/// The pack's settings: its profile keys (`sdks.iterable.*`), each with its default and what it means
/// (sdk-behaviour-more.md §5).
struct IterableSettings: ProfileSettings {
  enum URLHandling: String, ProfileChoice { case sdk, app }

  static let initializedKey = ProfileKey(
    path: "sdks.iterable.initialized", kind: .bool, defaultValue: .bool(true),
    help:
      "IterableAPI.initialize(apiKey:launchOptions:config:) runs in didFinishLaunching; false: later (set true in a scenario when it runs). A tap before it is parked and its completion handler never called (fact 18)."
  )
  static let forwardsResponseKey = ProfileKey(
    path: "sdks.iterable.forwardsResponse", kind: .bool, defaultValue: .bool(true),
    help: "The app's didReceive calls IterableAppIntegration.userNotificationCenter(_:didReceive:withCompletionHandler:) (fact 2).")
  static let forwardsBackgroundKey = ProfileKey(
    path: "sdks.iterable.forwardsBackground", kind: .bool, defaultValue: .bool(true),
    help:
      "The app's didReceiveRemoteNotification calls IterableAppIntegration.application(_:didReceiveRemoteNotification:fetchCompletionHandler:) (fact 2)."
  )
  static let passesHandlerKey = ProfileKey(
    path: "sdks.iterable.passesHandler", kind: .bool, defaultValue: .bool(true),
    help: "The app passes its completion handlers to IterableAppIntegration, which calls them (fact 13); false: it passes nil and calls them itself.")
  static let appAlsoCompletesKey = ProfileKey(
    path: "sdks.iterable.appAlsoCompletes", kind: .bool, defaultValue: .bool(false),
    help: "The app calls the completion handler itself after passing it to Iterable, which already called it: twice (fact 14).")
  static let urlHandlingKey = ProfileKey(
    path: "sdks.iterable.urlHandling", choice: URLHandling.self, defaultValue: .sdk,
    help:
      "Who opens an openUrl action: the SDK (no IterableURLDelegate, or its handle(iterableURL:inContext:) returns false), or the app (it returns true) (fact 6)."
  )
  static let allowedProtocolsKey = ProfileKey(
    path: "sdks.iterable.allowedProtocols", kind: .strings, defaultValue: .array([]),
    help: "config.allowedProtocols: URL schemes besides https that Iterable opens or passes to the URL delegate; others are dropped (fact 7).")
  static let offlineKey = ProfileKey(
    path: "sdks.iterable.offline", kind: .bool, defaultValue: .bool(false),
    help: "Offline mode (remote config and health monitor): the open goes to the persisted task queue instead of being sent at once (fact 11).")

  static let keys: [ProfileKey] = [
    initializedKey, forwardsResponseKey, forwardsBackgroundKey, passesHandlerKey, appAlsoCompletesKey, urlHandlingKey, allowedProtocolsKey,
    offlineKey,
  ]

  let initialized: Bool
  let forwardsResponse: Bool
  let forwardsBackground: Bool
  let passesHandler: Bool
  let appAlsoCompletes: Bool
  let urlHandling: URLHandling
  let allowedProtocols: [String]
  let offline: Bool

  init(_ values: ProfileValues) {
    initialized = values.bool(Self.initializedKey)
    forwardsResponse = values.bool(Self.forwardsResponseKey)
    forwardsBackground = values.bool(Self.forwardsBackgroundKey)
    passesHandler = values.bool(Self.passesHandlerKey)
    appAlsoCompletes = values.bool(Self.appAlsoCompletesKey)
    urlHandling = values.choice(Self.urlHandlingKey, or: .sdk)
    allowedProtocols = values.strings(Self.allowedProtocolsKey)
    offline = values.bool(Self.offlineKey)
  }
}
