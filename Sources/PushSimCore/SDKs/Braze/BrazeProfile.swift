extension BrazeModel {
  static let settingsType: any ProfileSettings.Type = BrazeSettings.self

  /// Braze's manual integration as its push page and sample app write it: Braze(configuration:) in launch, the app's own
  /// delegate assigned before launch returns, forwarding willPresent, didReceive and didReceiveRemoteNotification to
  /// Braze, and subscribeToUpdates in launch (sdk-behaviour-more.md §2, facts 7, 8, 13).
  static let profile = AppProfile(
    name: "braze",
    description:
      "Braze Swift SDK, manual integration (sdk-behaviour-more.md §2): Braze(configuration:) and subscribeToUpdates in launch, the app's own delegate assigned before launch returns; willPresent calls handleForegroundNotification and answers [.list, .banner], didReceive calls handleUserNotification, didReceiveRemoteNotification calls handleBackgroundNotification.",
    overrides: ["app.sdks": .array([.string(id)]), "app.delegate.presentationOptions": .array([.string("list"), .string("banner")])])

  /// The same app with `configuration.push.automation = true` and no push code of its own (facts 1, 6).
  static let automationProfile = AppProfile(
    name: "braze-auto",
    description:
      "Braze Swift SDK with push automation (sdk-behaviour-more.md §2, facts 1, 6): configuration.push.automation = true and Braze(configuration:) in launch; the app assigns no delegate and implements no push callback, so Braze provides them.",
    overrides: [
      "app.sdks": .array([.string(id)]), "sdks.braze.automation": .bool(true), "app.delegate.owner": .string("sdk"),
      "app.delegate.implementsWillPresent": .bool(false), "app.delegate.implementsDidReceive": .bool(false),
      "app.implementsDidReceiveRemoteNotification": .bool(false),
    ])
  static let builtinProfiles = [profile, automationProfile]
  static let recommendedProfile: String? = "braze"

  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) { builder.deriveBraze() }

  /// The app's BrazeDelegate URL method (Swift `braze(_:shouldOpenURL:)`, Objective-C `braze:shouldOpenURL:`): what it
  /// returns decides who opens the URL (fact 15).
  static let callbackSelectors = ["braze(_:shouldOpenURL:)", "braze:shouldOpenURL:"]

  /// What `pushsim wiring` shows of Braze's set-up.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.calls(id, "prepareForDelayedInitialization", "subscribeToUpdates", "handleUserNotification", "handleBackgroundNotification").map {
      "\($0.callee) (\($0.place.text))"
    }
  }
}

extension ProfileFromCode.Builder {
  mutating func deriveBraze() {
    let sdkPlace = facts.sdks.first { $0.id == BrazeModel.id }?.place
    let automation = BrazeModel.automation(facts)
    if let setting = automation.setting {
      let written =
        setting.member == "automation"
        ? "configuration.push.automation = \(setting.value)" : "configuration.push.automation.\(setting.member) = \(setting.value)…"
      if let on = automation.on {
        set(BrazeSettings.automationKey, .bool(on), setting.place, written)
      } else {
        keepDefault(
          BrazeSettings.automationKey,
          "\(written) at \(setting.place.text): pushsim does not decide from it whether Braze automates pushes; say true or false")
      }
    } else {
      keepDefault(BrazeSettings.automationKey, "no configuration.push.automation in these files: automation is off by default")
    }
    if let prepare = facts.calls(BrazeModel.id, "prepareForDelayedInitialization").first {
      set(BrazeSettings.delayedInitializationKey, .bool(true), prepare.place, "Braze.prepareForDelayedInitialization")
    } else {
      keepDefault(BrazeSettings.delayedInitializationKey, "no Braze.prepareForDelayedInitialization in these files")
    }
    for (member, key) in [
      ("handleUserNotification", BrazeSettings.forwardsResponseKey), ("handleForegroundNotification", BrazeSettings.forwardsForegroundKey),
      ("handleBackgroundNotification", BrazeSettings.forwardsBackgroundKey),
    ] {
      let calls = facts.calls(BrazeModel.id, member)
      set(key, .bool(!calls.isEmpty), calls.first?.place ?? sdkPlace, calls.isEmpty ? "the app never calls \(member)" : "the app calls \(member)")
    }
    deriveBrazePayloadTypes()
    deriveBrazeURLs()
    if let subscribe = facts.calls(BrazeModel.id, "subscribeToUpdates").first {
      let atLaunch = subscribe.runsAtLaunch
      set(
        BrazeSettings.subscribesToUpdatesKey, .string(atLaunch ? "launch" : "later"), subscribe.place,
        atLaunch ? "subscribeToUpdates runs in didFinishLaunching" : "subscribeToUpdates runs in \(subscribe.function), after launch")
    } else {
      set(BrazeSettings.subscribesToUpdatesKey, .string("none"), sdkPlace, "no notifications.subscribeToUpdates in these files")
    }
  }
}

extension ProfileFromCode.Builder {
  /// configuration.forwardUniversalLinks, and the app's BrazeDelegate braze(_:shouldOpenURL:) and what it returns (fact 15).
  mutating func deriveBrazeURLs() {
    let settings = facts.settings.filter { $0.sdk == BrazeModel.id }
    if let forward = settings.first(where: { $0.member == "forwardUniversalLinks" }), ["true", "false"].contains(forward.value) {
      set(
        BrazeSettings.forwardUniversalLinksKey, .bool(forward.value == "true"), forward.place,
        "configuration.forwardUniversalLinks = \(forward.value)")
    } else {
      keepDefault(BrazeSettings.forwardUniversalLinksKey, "no configuration.forwardUniversalLinks = true or false in these files: off by default")
    }
    let selectors = BrazeModel.callbackSelectors
    guard selectors.contains(where: { facts.callbackReturns[$0] != nil || facts.callbackMentions[$0] != nil }) else {
      keepDefault(BrazeSettings.opensURLKey, "no braze(_:shouldOpenURL:) in these files: Braze opens the URL")
      return
    }
    let answers = selectors.compactMap { facts.callbackReturns[$0] }.reduce(into: Set<String>()) { $0.formUnion($1) }
    if !answers.isEmpty, answers.isSubset(of: ["true", "YES"]) {
      set(BrazeSettings.opensURLKey, .string("allows"), nil, "braze(_:shouldOpenURL:) returns true: Braze opens the URL")
    } else if !answers.isEmpty, answers.isSubset(of: ["false", "NO"]) {
      set(BrazeSettings.opensURLKey, .string("app"), nil, "braze(_:shouldOpenURL:) returns false: the app opens the URL")
    } else {
      keepDefault(BrazeSettings.opensURLKey, "braze(_:shouldOpenURL:) answers depend on the URL: say sdk, allows or app")
    }
  }

  /// The `payloadTypes` argument of notifications.subscribeToUpdates, read exactly: `[.opened]` is opened only. Omitted,
  /// it is both ("If the parameter is omitted, it will subscribe to both by default": braze-inc/braze-swift-sdk @f866739
  /// CHANGELOG.md 10.0.0; the option set Braze.Notifications.Payload.PayloadTypes has `.opened` and `.received`).
  mutating func deriveBrazePayloadTypes() {
    guard let subscribe = facts.calls(BrazeModel.id, "subscribeToUpdates").first else {
      keepDefault(BrazeSettings.updatePayloadTypesKey, "no notifications.subscribeToUpdates in these files")
      return
    }
    // Swift `payloadTypes:`; Objective-C `subscribeToUpdatesWithPayloadTypes:update:` (Braze's push docs, Objective-C tab).
    guard let written = subscribe.arguments["payloadTypes"] ?? subscribe.arguments["subscribeToUpdatesWithPayloadTypes"] else {
      set(
        BrazeSettings.updatePayloadTypesKey, Self.strings(BrazeSettings.payloadTypes), subscribe.place,
        "subscribeToUpdates without payloadTypes subscribes to both")
      return
    }
    if let types = Self.optionNames(written), types.allSatisfy(BrazeSettings.payloadTypes.contains) {
      let ordered = BrazeSettings.payloadTypes.filter(types.contains)
      set(BrazeSettings.updatePayloadTypesKey, Self.strings(ordered), subscribe.place, "subscribeToUpdates(payloadTypes: \(written))")
    } else {
      keepDefault(
        BrazeSettings.updatePayloadTypesKey,
        "subscribeToUpdates(payloadTypes: \(written)) at \(subscribe.place.text) is not a literal option set pushsim reads: say which")
    }
  }

  /// The members of an option set as `WiringText.value` writes it (`[.opened,.received]`, `.opened`, `[]`), without the
  /// dots; nil when it is not a literal set of implicit members.
  static func optionNames(_ text: String) -> Set<String>? {
    let inner = text.hasPrefix("[") && text.hasSuffix("]") ? text.dropFirst().dropLast() : Substring(text)
    var names: Set<String> = []
    for piece in inner.split(separator: ",") {
      let item = piece.filter { !$0.isWhitespace }
      guard item.hasPrefix("."), item.count > 1, item.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
      names.insert(String(item.dropFirst()))
    }
    return names
  }
}

/// The pack's settings: its profile keys (`sdks.braze.*`), each with its default and what it means (sdk-behaviour-more.md §2).
struct BrazeSettings: ProfileSettings {
  enum Behavior: String, ProfileChoice { case queue, drop }
  enum Subscription: String, ProfileChoice { case launch, later, none }
  /// sdk: no BrazeDelegate (or one without braze(_:shouldOpenURL:)); allows: it returns true, Braze opens the URL;
  /// app: it returns false, the app opens it.
  enum URLOpening: String, ProfileChoice { case sdk, allows, app }
  enum AutomationPresentation: String, ProfileChoice { case shown, hidden }

  static let automationKey = ProfileKey(
    path: "sdks.braze.automation", kind: .bool, defaultValue: .bool(false),
    help:
      "configuration.push.automation = true: Braze provides the push delegate methods and processes its own pushes; the app's methods are not called for them (facts 1, 2, 6). Off by default."
  )
  static let initializedKey = ProfileKey(
    path: "sdks.braze.initialized", kind: .bool, defaultValue: .bool(true),
    help: "Braze(configuration:) runs in didFinishLaunching (fact 5); false: later (set true in a scenario when it runs).")
  static let delayedInitializationKey = ProfileKey(
    path: "sdks.braze.delayedInitialization", kind: .bool, defaultValue: .bool(false),
    help:
      "Braze.prepareForDelayedInitialization(pushAutomation:) runs in didFinishLaunching: pushes before Braze(configuration:) are kept or dropped (analyticsBehavior); it turns automation on (facts 24, 25)."
  )
  static let analyticsBehaviorKey = ProfileKey(
    path: "sdks.braze.analyticsBehavior", choice: Behavior.self, defaultValue: .queue,
    help: "PushEnqueueBehavior for pushes before initialization: queue (default) processes them at initialization, drop ignores them (fact 25).")
  static let forwardsResponseKey = ProfileKey(
    path: "sdks.braze.forwardsResponse", kind: .bool, defaultValue: .bool(true),
    help: "Manual integration: the app's didReceive calls braze.notifications.handleUserNotification(response:withCompletionHandler:) (facts 7, 19).")
  static let forwardsForegroundKey = ProfileKey(
    path: "sdks.braze.forwardsForeground", kind: .bool, defaultValue: .bool(true),
    help: "Manual integration: the app's willPresent calls handleForegroundNotification(notification:) (facts 7, 10).")
  static let forwardsBackgroundKey = ProfileKey(
    path: "sdks.braze.forwardsBackground", kind: .bool, defaultValue: .bool(true),
    help: "Manual integration: didReceiveRemoteNotification calls handleBackgroundNotification(userInfo:fetchCompletionHandler:) (facts 7, 19).")
  static let subscribesToUpdatesKey = ProfileKey(
    path: "sdks.braze.subscribesToUpdates", choice: Subscription.self, defaultValue: .launch,
    help:
      "Where the app calls notifications.subscribeToUpdates: in didFinishLaunching (a cold-start tap reaches it, fact 13), later, or never (facts 11–14)."
  )
  /// Braze.Notifications.Payload.PayloadTypes, in the order Braze's docs list them.
  static let payloadTypes = ["opened", "received"]
  static let updatePayloadTypesKey = ProfileKey(
    path: "sdks.braze.updatePayloadTypes", kind: .choices(payloadTypes), defaultValue: .array(payloadTypes.map(JSONValue.string)),
    help:
      "The payloadTypes the app's subscribeToUpdates closure subscribes to: opened (taps) and received (foreground and content-available pushes); both when the argument is omitted (fact 11, CHANGELOG 10.0.0)."
  )
  static let opensURLKey = ProfileKey(
    path: "sdks.braze.opensURL", choice: URLOpening.self, defaultValue: .sdk,
    help:
      "Who opens ab_uri: sdk, Braze (no BrazeDelegate is asked); allows, Braze, after the app's BrazeDelegate braze(_:shouldOpenURL:) is asked and returns true; app, the app (it returns false and opens the URL itself) (facts 9, 15)."
  )
  static let forwardUniversalLinksKey = ProfileKey(
    path: "sdks.braze.forwardUniversalLinks", kind: .bool, defaultValue: .bool(false),
    help:
      "configuration.forwardUniversalLinks (off unless set: fact 15; CHANGELOG 5.x \"When enabled, the SDK will redirect universal links from Braze campaigns to the appropriate system methods\"): an http(s) ab_uri Braze opens goes to the app's application(_:continue:restorationHandler:) (app.continueUserActivity) instead of UIApplication.open."
  )
  static let automationPresentationKey = ProfileKey(
    path: "sdks.braze.automationPresentation", choice: AutomationPresentation.self, defaultValue: .shown,
    help:
      "The options automation answers willPresent with for a Braze push are not documented (fact 18): shown ([.list, .banner], as the manual sample) or hidden ([])."
  )

  static let keys: [ProfileKey] = [
    automationKey, initializedKey, delayedInitializationKey, analyticsBehaviorKey, forwardsResponseKey, forwardsForegroundKey,
    forwardsBackgroundKey, subscribesToUpdatesKey, updatePayloadTypesKey, opensURLKey, forwardUniversalLinksKey, automationPresentationKey,
  ]

  let automation: Bool
  let initialized: Bool
  let delayedInitialization: Bool
  let analyticsBehavior: Behavior
  let forwardsResponse: Bool
  let forwardsForeground: Bool
  let forwardsBackground: Bool
  let subscribesToUpdates: Subscription
  /// `opened`, `received`, or both (the default).
  let updatePayloadTypes: Set<String>
  let opensURL: URLOpening
  let forwardUniversalLinks: Bool
  let automationPresentation: AutomationPresentation

  init(_ values: ProfileValues) {
    automation = values.bool(Self.automationKey)
    initialized = values.bool(Self.initializedKey)
    delayedInitialization = values.bool(Self.delayedInitializationKey)
    analyticsBehavior = values.choice(Self.analyticsBehaviorKey, or: .queue)
    forwardsResponse = values.bool(Self.forwardsResponseKey)
    forwardsForeground = values.bool(Self.forwardsForegroundKey)
    forwardsBackground = values.bool(Self.forwardsBackgroundKey)
    subscribesToUpdates = values.choice(Self.subscribesToUpdatesKey, or: .launch)
    updatePayloadTypes = Set(values.strings(Self.updatePayloadTypesKey))
    opensURL = values.choice(Self.opensURLKey, or: .sdk)
    forwardUniversalLinks = values.bool(Self.forwardUniversalLinksKey)
    automationPresentation = values.choice(Self.automationPresentationKey, or: .shown)
  }

  /// Push automation is on: configured, or implied by prepareForDelayedInitialization (fact 24).
  var automates: Bool { automation || delayedInitialization }
}
