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

  /// The app's IterableURLDelegate method (Iterable/swift-sdk @6c14977 swift-sdk/IterableConfig.swift: Swift
  /// `handle(iterableURL:inContext:)`, Objective-C `handleIterableURL:context:`): what it returns decides who opens the URL.
  static let callbackSelectors = [urlDelegateSelector, "handleIterableURL:context:", customActionSelector, "handleIterableCustomAction:context:"]
  static let urlDelegateSelector = "handle(iterableURL:inContext:)"
  /// The app's IterableCustomActionDelegate method (IterableConfig.swift: Swift `handle(iterableCustomAction:inContext:)`,
  /// Objective-C `handleIterableCustomAction:context:`).
  static let customActionSelector = "handle(iterableCustomAction:inContext:)"

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
    deriveIterableConfig()
    if let nse = facts.serviceExtensions.first(where: { $0.superclass == "ITBNotificationServiceExtension" }) {
      set(IterableSettings.serviceExtensionKey, .bool(true), nse.place, "\(nse.name) subclasses ITBNotificationServiceExtension")
    } else {
      keepDefault(IterableSettings.serviceExtensionKey, "no ITBNotificationServiceExtension subclass in these files")
    }
  }

  /// IterableConfig's settings, made on the config object the app passes to initialize (`let config = IterableConfig();
  /// config.urlDelegate = self`): its URL delegate and allowed protocols (Iterable/swift-sdk @6c14977
  /// swift-sdk/IterableConfig.swift).
  mutating func deriveIterableConfig() {
    let settings = facts.settings.filter { $0.sdk == IterableModel.id }
    // fact 6: the delegate's handle(iterableURL:inContext:) returns true when the app opened the URL itself.
    if let delegate = settings.first(where: { $0.member == "urlDelegate" }), delegate.value != "nil" {
      let answers = [IterableModel.urlDelegateSelector, "handleIterableURL:context:"].compactMap { facts.callbackReturns[$0] }.reduce(
        into: Set<String>()
      ) { $0.formUnion($1) }
      let yes: Set<String> = ["true", "YES"]
      let no: Set<String> = ["false", "NO"]
      if !answers.isEmpty, answers.isSubset(of: yes) {
        set(
          IterableSettings.urlHandlingKey, .string("app"), delegate.place,
          "urlDelegate = \(delegate.value), whose handle(iterableURL:inContext:) returns true: the app opens the URL")
      } else if !answers.isEmpty, answers.isSubset(of: no) {
        set(
          IterableSettings.urlHandlingKey, .string("declines"), delegate.place,
          "urlDelegate = \(delegate.value), whose handle(iterableURL:inContext:) returns false: Iterable opens the URL")
      } else {
        keepDefault(
          IterableSettings.urlHandlingKey,
          answers.isEmpty
            ? "urlDelegate = \(delegate.value) (\(delegate.place.text)), but its handle(iterableURL:inContext:) is not in these files: say app or sdk"
            : "urlDelegate = \(delegate.value) (\(delegate.place.text)), whose handle(iterableURL:inContext:) answers depend on the URL: say app or sdk"
        )
      }
    } else {
      keepDefault(IterableSettings.urlHandlingKey, "no IterableConfig.urlDelegate in these files: Iterable opens the URL")
    }
    deriveIterableCustomAction(settings)
    if let protocols = settings.first(where: { $0.member == "allowedProtocols" }), let list = Self.stringLiterals(protocols.value) {
      set(IterableSettings.allowedProtocolsKey, Self.strings(list), protocols.place, "config.allowedProtocols = \(protocols.value)")
    } else {
      keepDefault(IterableSettings.allowedProtocolsKey, "no config.allowedProtocols with literal strings in these files")
    }
  }

  /// config.customActionDelegate and what its handle(iterableCustomAction:inContext:) returns (IterableConfig.swift).
  mutating func deriveIterableCustomAction(_ settings: [WiringFacts.Setting]) {
    guard let delegate = settings.first(where: { $0.member == "customActionDelegate" }), delegate.value != "nil" else {
      keepDefault(IterableSettings.customActionDelegateKey, "no IterableConfig.customActionDelegate in these files: it is nil by default")
      return
    }
    let answers = [IterableModel.customActionSelector, "handleIterableCustomAction:context:"].compactMap { facts.callbackReturns[$0] }
      .reduce(into: Set<String>()) { $0.formUnion($1) }
    if !answers.isEmpty, answers.isSubset(of: ["true", "YES"]) {
      set(
        IterableSettings.customActionDelegateKey, .string("handles"), delegate.place,
        "customActionDelegate = \(delegate.value), whose handle(iterableCustomAction:inContext:) returns true")
    } else if !answers.isEmpty, answers.isSubset(of: ["false", "NO"]) {
      set(
        IterableSettings.customActionDelegateKey, .string("declines"), delegate.place,
        "customActionDelegate = \(delegate.value), whose handle(iterableCustomAction:inContext:) returns false")
    } else {
      // Set, whatever it answers: Iterable calls it (the answer changes nothing for a push); say handles or declines.
      set(
        IterableSettings.customActionDelegateKey, .string("handles"), delegate.place,
        "customActionDelegate = \(delegate.value) (its answer is not read here, and Iterable ignores it for a push)")
    }
  }

  /// `["tel", "custom"]` as written (`WiringText.value` of an array of string literals): the strings, nil for anything else.
  static func stringLiterals(_ text: String) -> [String]? {
    guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    let inner = text.dropFirst().dropLast()
    if inner.allSatisfy(\.isWhitespace) { return [] }
    var items: [String] = []
    for piece in inner.split(separator: ",") {
      let item = piece.trimmingPrefix(" ")
      let trimmed = item.hasSuffix(" ") ? item.dropLast() : item[...]
      guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), !trimmed.dropFirst().dropLast().contains("\"") else { return nil }
      items.append(String(trimmed.dropFirst().dropLast()))
    }
    return items
  }
}

/// The pack's settings: its profile keys (`sdks.iterable.*`), each with its default and what it means
/// (sdk-behaviour-more.md §5).
struct IterableSettings: ProfileSettings {
  /// sdk: no IterableURLDelegate; declines: one whose handle(iterableURL:inContext:) returns false (Iterable opens the
  /// URL); app: it returns true (the app opens it).
  enum URLHandling: String, ProfileChoice { case sdk, declines, app }
  /// config.customActionDelegate: none (nil, IterableConfig's default), or one whose
  /// handle(iterableCustomAction:inContext:) returns true or false.
  enum CustomActionDelegate: String, ProfileChoice { case none, handles, declines }

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
      "Who opens an openUrl action: sdk, no IterableURLDelegate is set (config.urlDelegate is nil by default, IterableConfig.swift), so Iterable opens it; declines, a delegate whose handle(iterableURL:inContext:) is called and returns false, so Iterable opens it; app, it returns true and the app opens it (fact 6; ActionRunner.swift callExternalHandlers)."
  )
  static let customActionDelegateKey = ProfileKey(
    path: "sdks.iterable.customActionDelegate", choice: CustomActionDelegate.self, defaultValue: .none,
    help:
      "config.customActionDelegate for an action whose type is not openUrl: none (nil, IterableConfig's default: the action does nothing), or a delegate whose handle(iterableCustomAction:inContext:) is called and returns true (handles) or false (declines); Iterable ignores the answer for a push (\"the return value is reserved for future use\", NotificationResponseTests) (fact 6)."
  )
  static let allowedProtocolsKey = ProfileKey(
    path: "sdks.iterable.allowedProtocols", kind: .strings, defaultValue: .array([]),
    help: "config.allowedProtocols: URL schemes besides https that Iterable opens or passes to the URL delegate; others are dropped (fact 7).")
  static let serviceExtensionKey = ProfileKey(
    path: "sdks.iterable.serviceExtension", kind: .bool, defaultValue: .bool(false),
    help:
      "The app's Notification Service Extension subclasses ITBNotificationServiceExtension (optional, for rich pushes and buttons): for a push with no aps.category and an itbl.messageId it registers a category named after the messageId with the push's itbl.actionButtons (openApp, true unless false, makes a button .foreground) and sets it on the notification; a push with aps.category keeps it (fact 17; ITBNotificationServiceExtension.swift l.108-123, NotificationContentParser.swift l.75-115)."
  )
  static let offlineKey = ProfileKey(
    path: "sdks.iterable.offline", kind: .bool, defaultValue: .bool(false),
    help: "Offline mode (remote config and health monitor): the open goes to the persisted task queue instead of being sent at once (fact 11).")

  static let keys: [ProfileKey] = [
    initializedKey, forwardsResponseKey, forwardsBackgroundKey, passesHandlerKey, appAlsoCompletesKey, urlHandlingKey, customActionDelegateKey,
    allowedProtocolsKey,
    offlineKey, serviceExtensionKey,
  ]

  let initialized: Bool
  let forwardsResponse: Bool
  let forwardsBackground: Bool
  let passesHandler: Bool
  let appAlsoCompletes: Bool
  let urlHandling: URLHandling
  let customActionDelegate: CustomActionDelegate
  let allowedProtocols: [String]
  let offline: Bool
  let serviceExtension: Bool

  init(_ values: ProfileValues) {
    initialized = values.bool(Self.initializedKey)
    forwardsResponse = values.bool(Self.forwardsResponseKey)
    forwardsBackground = values.bool(Self.forwardsBackgroundKey)
    passesHandler = values.bool(Self.passesHandlerKey)
    appAlsoCompletes = values.bool(Self.appAlsoCompletesKey)
    urlHandling = values.choice(Self.urlHandlingKey, or: .sdk)
    customActionDelegate = values.choice(Self.customActionDelegateKey, or: .none)
    allowedProtocols = values.strings(Self.allowedProtocolsKey)
    offline = values.bool(Self.offlineKey)
    serviceExtension = values.bool(Self.serviceExtensionKey)
  }
}
