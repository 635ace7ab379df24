extension OneSignalModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate.
  /// Its Cordova plugin (`OneSignalPush : CDVPlugin`) has the prefix; its React Native bridge is `RCTOneSignal`
  /// (react-native-onesignal ios/RCTOneSignal, `[[RCTOneSignal sharedInstance] initOneSignal:]`).
  static let catalogEntry = SDKCatalog.Entry(id: id, names: ["OneSignal"], prefixes: ["OneSignal", "RCTOneSignal"], takesDelegate: .always)
  static let settingsType: any ProfileSettings.Type = OneSignalSettings.self
  /// The OneSignal 5.x quick start: initialize and a click listener in launch, no delegate of the app's own (OneSignal
  /// sets its own at class load), remote notifications background mode on.
  static let profile = AppProfile(
    name: "onesignal",
    description:
      "OneSignal iOS SDK 5.x (sdk-behaviour-more.md §1): OneSignal.initialize and addClickListener in launch; the app sets no notification-center delegate and implements no push callback, so OneSignal's own delegate, set at class load, handles willPresent and didReceive.",
    overrides: [
      "app.sdks": .array([.string(id)]), "app.delegate.owner": .string("sdk"), "app.delegate.implementsWillPresent": .bool(false),
      "app.delegate.implementsDidReceive": .bool(false), "app.implementsDidReceiveRemoteNotification": .bool(false),
    ])
  static let builtinProfiles = [profile]
  static let recommendedProfile: String? = "onesignal"

  /// The keys the app's code decides for OneSignal.
  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) { builder.deriveOneSignal() }

  /// What `pushsim wiring` shows of OneSignal's set-up: its calls and the Info.plist switches it reads.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.calls(id, "initialize", "addClickListener", "addForegroundLifecycleListener", "setConsentRequired").map {
      "\($0.callee) (\($0.place.text))"
    } + infoPlistFlags.compactMap { key in facts.project.plistFlags[key].map { "\(key) \($0.value) (\($0.file):\($0.line))" } }
  }

  /// Info.plist: OneSignal_suppress_launch_urls (fact 18) and OneSignal_disable_badge_clearing (fact 12; documented at
  /// documentation.onesignal.com/docs/badges).
  static let infoPlistFlags = [suppressLaunchURLsFlag, disableBadgeClearingFlag]
  static let suppressLaunchURLsFlag = "OneSignal_suppress_launch_urls"
  static let disableBadgeClearingFlag = "OneSignal_disable_badge_clearing"
  /// The foreground lifecycle listener's method: whether it calls event.preventDefault() decides the display (fact 22).
  static let callbackSelectors = [willDisplaySelector]
  static let willDisplaySelector = "onWillDisplay(event:)"
}

extension ProfileFromCode.Builder {
  /// A string literal's text (`"abc"`, Objective-C `@"abc"`), nil for anything else.
  static func stringLiteral(_ written: String) -> String? {
    let text = written.hasPrefix("@\"") ? String(written.dropFirst()) : written
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.dropFirst().dropLast().contains("\"") else { return nil }
    return String(text.dropFirst().dropLast())
  }

  mutating func deriveOneSignal() {
    let sdkPlace = facts.sdks.first { $0.id == OneSignalModel.id }?.place
    // 5.x `initialize(_:withLaunchOptions:)`; 3.x `setLaunchOptions` with `setAppId` (OneSignal/OneSignal-iOS-SDK @8eff946
    // iOS_SDK/OneSignalSDK/Source/OneSignal.h); 2.x `initWithLaunchOptions:appId:handleNotificationAction:settings:`
    // (one-signal/OneSignal-iOS-SDK @97e9e67, same path), still shipped in older apps.
    let starts = facts.calls(OneSignalModel.id, "initialize", "initWithLaunchOptions", "setLaunchOptions")
    if let start = starts.first {
      let atLaunch = start.runsAtLaunch
      let name = "OneSignal." + (start.member.split(separator: ":").first.map(String.init) ?? start.member)
      set(
        OneSignalSettings.initializedKey, .bool(atLaunch), start.place,
        atLaunch ? "\(name) runs in didFinishLaunching" : "\(name) runs later (\(start.function))")
    } else {
      set(OneSignalSettings.initializedKey, .bool(false), sdkPlace, "no OneSignal.initialize call in these files")
    }
    let appIDs = facts.calls(OneSignalModel.id, "initialize", "initWithLaunchOptions", "setAppId").compactMap { call -> (String, WiringFacts.Call)? in
      let written = call.member == "initialize" ? call.arguments["_"] : call.arguments["appId"] ?? call.arguments["setAppId"] ?? call.arguments["_"]
      guard let written, let text = Self.stringLiteral(written) else { return nil }
      return (text, call)
    }
    if let (appID, call) = appIDs.first {
      set(OneSignalSettings.appIdKey, .string(appID), call.place, "OneSignal.\(call.member.split(separator: ":").first ?? "")(\"\(appID)\", …)")
    }
    // 5.x addClickListener; 3.x setNotificationOpenedHandler; 2.x the handleNotificationAction block of initWithLaunchOptions.
    let listeners =
      facts.calls(OneSignalModel.id, "addClickListener", "setNotificationOpenedHandler")
      + starts.filter { $0.member.hasPrefix("initWithLaunchOptions") && ($0.arguments["handleNotificationAction"].map { $0 != "nil" } ?? false) }
    if let listener = listeners.min(by: { $0.place < $1.place }) {
      let atLaunch = listener.runsAtLaunch
      let name = listener.member.split(separator: ":").first.map(String.init) ?? listener.member
      set(
        OneSignalSettings.clickListenerKey, .string(atLaunch ? "launch" : "later"), listener.place,
        atLaunch ? "\(name) runs in didFinishLaunching" : "\(name) runs in \(listener.function), after launch")
    } else {
      set(OneSignalSettings.clickListenerKey, .string("none"), sdkPlace, "no OneSignal.Notifications.addClickListener in these files")
    }
    if let listener = facts.calls(OneSignalModel.id, "addForegroundLifecycleListener").first {
      if let mentions = facts.callbackMentions[OneSignalModel.willDisplaySelector] {
        let prevents = mentions.contains("preventDefault")
        set(
          OneSignalSettings.foregroundListenerKey, .string(prevents ? "prevent" : "display"), listener.place,
          prevents ? "onWillDisplay(event:) calls event.preventDefault()" : "onWillDisplay(event:) never calls event.preventDefault()")
      } else {
        set(
          OneSignalSettings.foregroundListenerKey, .string("display"), listener.place,
          "a foreground lifecycle listener whose onWillDisplay(event:) is not in these files (set prevent if it calls event.preventDefault())")
      }
    } else {
      keepDefault(OneSignalSettings.foregroundListenerKey, "no addForegroundLifecycleListener in these files")
    }
    for (flag, key, inverted) in [
      (OneSignalModel.suppressLaunchURLsFlag, OneSignalSettings.suppressLaunchURLsKey, false),
      (OneSignalModel.disableBadgeClearingFlag, OneSignalSettings.clearsBadgeKey, true),
    ] {
      if let said = facts.project.plistFlags[flag] {
        set(
          key, .bool(said.value != inverted), CodePlace(file: said.file, line: said.line, column: 1),
          "Info.plist \(flag) \(said.value ? "YES" : "NO")")
      } else {
        keepDefault(key, "no Info.plist with \(flag) in these files")
      }
    }
    for (member, key) in [("setConsentRequired", OneSignalSettings.consentRequiredKey), ("setConsentGiven", OneSignalSettings.consentGivenKey)] {
      if let call = facts.calls(OneSignalModel.id, member).first, let value = call.arguments["_"], value == "true" || value == "false" {
        set(key, .bool(value == "true"), call.place, "OneSignal.\(member)(\(value))")
      } else {
        keepDefault(key, "no OneSignal.\(member) with a literal in these files")
      }
    }
  }
}

/// The pack's settings: its profile keys (`sdks.onesignal.*`), each with its default and what it means (sdk-behaviour-more.md §1).
struct OneSignalSettings: ProfileSettings {
  enum ClickListener: String, ProfileChoice { case launch, later, none }
  enum ForegroundListener: String, ProfileChoice { case none, display, prevent }
  enum Network: String, ProfileChoice { case up, down }

  static let swizzlingKey = ProfileKey(
    path: "sdks.onesignal.swizzling", kind: .bool, defaultValue: .bool(true),
    help: "OneSignal swizzles at class load (fact 1); false: the launch argument DISABLE_ONESIGNAL_SWIZZLING, so it sees no callback (facts 6–7).")
  static let initializedKey = ProfileKey(
    path: "sdks.onesignal.initialized", kind: .bool, defaultValue: .bool(true),
    help: "OneSignal.initialize(appId, withLaunchOptions:) runs in didFinishLaunching; false: later, and taps before it are dropped (facts 10, 34)."
  )
  static let appIdKey = ProfileKey(
    path: "sdks.onesignal.appId", kind: .string, defaultValue: .string("onesignal-app-id"), help: "The app id given to initialize.")
  static let consentRequiredKey = ProfileKey(
    path: "sdks.onesignal.consentRequired", kind: .bool, defaultValue: .bool(false),
    help: "OneSignal.setConsentRequired(true): until consent is given, taps are neither processed nor queued (facts 32–33).")
  static let consentGivenKey = ProfileKey(
    path: "sdks.onesignal.consentGiven", kind: .bool, defaultValue: .bool(false),
    help: "OneSignal.setConsentGiven(true) has run (read only when consent is required).")
  static let clickListenerKey = ProfileKey(
    path: "sdks.onesignal.clickListener", choice: ClickListener.self, defaultValue: .launch,
    help: "Where OneSignal.Notifications.addClickListener runs: in didFinishLaunching, later (when the app first becomes active), or never (fact 13)."
  )
  static let bufferClicksKey = ProfileKey(
    path: "sdks.onesignal.bufferClicks", kind: .bool, defaultValue: .bool(true),
    help: "A click before a listener is added is held and delivered when one is (fact 14, inferred for 5.x); false: it is lost.")
  static let foregroundListenerKey = ProfileKey(
    path: "sdks.onesignal.foregroundListener", choice: ForegroundListener.self, defaultValue: .none,
    help: "addForegroundLifecycleListener: none, an onWillDisplay that lets it display, or one that calls event.preventDefault() (facts 21–22).")
  static let suppressLaunchURLsKey = ProfileKey(
    path: "sdks.onesignal.suppressLaunchURLs", kind: .bool, defaultValue: .bool(false),
    help: "Info.plist OneSignal_suppress_launch_urls: the launch URL (custom.u) is not opened (fact 18).")
  static let launchURLsInAppKey = ProfileKey(
    path: "sdks.onesignal.launchURLsInApp", kind: .bool, defaultValue: .bool(false),
    help: "Launch URLs open in OneSignal's in-app web view when they are http(s) and not App Store links (fact 17).")
  static let clearsBadgeKey = ProfileKey(
    path: "sdks.onesignal.clearsBadge", kind: .bool, defaultValue: .bool(true),
    help: "An open clears the badge (fact 12); false: Info.plist OneSignal_disable_badge_clearing is YES (OneSignal's Badges page).")
  static let networkKey = ProfileKey(
    path: "sdks.onesignal.network", choice: Network.self, defaultValue: .up,
    help: "down: the open request fails (fact 20: sent once).")
  static let retryOpensKey = ProfileKey(
    path: "sdks.onesignal.retryOpens", kind: .bool, defaultValue: .bool(false),
    help: "A failed open is retried once the network is back; false as in the version read (fact 20; 5.x GA not verified).")

  static let keys: [ProfileKey] = [
    swizzlingKey, initializedKey, appIdKey, consentRequiredKey, consentGivenKey, clickListenerKey, bufferClicksKey, foregroundListenerKey,
    suppressLaunchURLsKey, launchURLsInAppKey, clearsBadgeKey, networkKey, retryOpensKey,
  ]

  let swizzling: Bool
  let initialized: Bool
  let appId: String
  let consentRequired: Bool
  let consentGiven: Bool
  let clickListener: ClickListener
  let bufferClicks: Bool
  let foregroundListener: ForegroundListener
  let suppressLaunchURLs: Bool
  let launchURLsInApp: Bool
  let clearsBadge: Bool
  let network: Network
  let retryOpens: Bool

  init(_ values: ProfileValues) {
    swizzling = values.bool(Self.swizzlingKey)
    initialized = values.bool(Self.initializedKey)
    appId = values.string(Self.appIdKey)
    consentRequired = values.bool(Self.consentRequiredKey)
    consentGiven = values.bool(Self.consentGivenKey)
    clickListener = values.choice(Self.clickListenerKey, or: .launch)
    bufferClicks = values.bool(Self.bufferClicksKey)
    foregroundListener = values.choice(Self.foregroundListenerKey, or: .none)
    suppressLaunchURLs = values.bool(Self.suppressLaunchURLsKey)
    launchURLsInApp = values.bool(Self.launchURLsInAppKey)
    clearsBadge = values.bool(Self.clearsBadgeKey)
    network = values.choice(Self.networkKey, or: .up)
    retryOpens = values.bool(Self.retryOpensKey)
  }
}
