extension AirshipModel {
  static let settingsType: any ProfileSettings.Type = AirshipSettings.self

  /// Airship's push setup as its docs describe it: `Airship.takeOff` in launch with automatic setup on (the default),
  /// so Airship wraps the app's own delegate; the app sets a PushNotificationDelegate and a DeepLinkDelegate
  /// (sdk-behaviour-more.md §3, facts 1, 6, 7).
  static let profile = AppProfile(
    name: "airship",
    description:
      "Airship iOS SDK 19.x (sdk-behaviour-more.md §3): Airship.takeOff in launch with automatic setup on, so Airship swizzles the delegate setter and wraps the app's own delegate (willPresent with banner, list and sound, didReceive); the app sets Airship.push.pushNotificationDelegate (which completes) and Airship.deepLinkDelegate.",
    overrides: [
      "app.sdks": .array([.string(id)]), AirshipSettings.pushNotificationDelegateKey.path: .string("completes"),
      AirshipSettings.deepLinkHandlerKey.path: .string("delegate"),
    ])
  /// The same app with automatic setup off: its delegate methods forward to `AppIntegration` (fact 5).
  static let manualProfile = AppProfile(
    name: "airship-manual",
    description:
      "Airship iOS SDK 19.x with isAutomaticSetupEnabled = false (sdk-behaviour-more.md §3.1 fact 5): the app's willPresent, didReceive and didReceiveRemoteNotification call the same-named AppIntegration methods and pass them their completion handlers; a PushNotificationDelegate and a DeepLinkDelegate are set.",
    overrides: [
      "app.sdks": .array([.string(id)]), AirshipSettings.automaticSetupKey.path: .bool(false),
      AirshipSettings.forwardsPresentationKey.path: .bool(true), AirshipSettings.forwardsResponseKey.path: .bool(true),
      AirshipSettings.forwardsRemoteNotificationKey.path: .bool(true), AirshipSettings.pushNotificationDelegateKey.path: .string("completes"),
      AirshipSettings.deepLinkHandlerKey.path: .string("delegate"),
    ])
  static let builtinProfiles = [profile, manualProfile]
  static let recommendedProfile: String? = "airship"

  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) { builder.deriveAirship() }

  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    let setup = facts.settings.filter { $0.sdk == id && AirshipSettings.wiringMembers.contains($0.member) }
    return facts.calls(id, "takeOff", "application", "userNotificationCenter").map { "\($0.callee) (\($0.place.text))" }
      + setup.map { "\($0.member) = \($0.value) (\($0.place.text))" }
  }
}

extension ProfileFromCode.Builder {
  mutating func deriveAirship() {
    let id = AirshipModel.id
    let sdkPlace = facts.sdks.first { $0.id == id }?.place
    let settings = facts.settings.filter { $0.sdk == id }
    let setting: (String) -> WiringFacts.Setting? = { member in settings.first { $0.member == member } }
    if let start = facts.calls(id, "takeOff").first {
      let atLaunch = start.runsAtLaunch
      set(
        AirshipSettings.takeOffKey, .bool(atLaunch), start.place,
        atLaunch ? "Airship.takeOff runs in didFinishLaunching" : "Airship.takeOff runs later (\(start.function))")
    } else {
      set(AirshipSettings.takeOffKey, .bool(false), sdkPlace, "no Airship.takeOff in these files")
    }
    if let automatic = settings.first(where: { AirshipModel.automaticSetupMembers.contains($0.member) }) {
      set(
        AirshipSettings.automaticSetupKey, .bool(automatic.value != "false" && automatic.value != "NO"), automatic.place,
        "\(automatic.member) = \(automatic.value)")
    } else {
      keepDefault(AirshipSettings.automaticSetupKey, "no isAutomaticSetupEnabled in these files: automatic setup is on by default")
    }
    // AppIntegration.userNotificationCenter(_:willPresent:…), (_:didReceive:…), application(_:didReceiveRemoteNotification:…);
    // in Objective-C the same class methods of UAAppIntegration (`userNotificationCenter:willPresentNotification:…`,
    // urbanairship/ios-library @bc69116 AirshipKit/AirshipKit/UAAppIntegration.h).
    for (member, labels, key) in [
      ("userNotificationCenter", ["willPresent", "willPresentNotification"], AirshipSettings.forwardsPresentationKey),
      ("userNotificationCenter", ["didReceive", "didReceiveNotificationResponse"], AirshipSettings.forwardsResponseKey),
      ("application", ["didReceiveRemoteNotification"], AirshipSettings.forwardsRemoteNotificationKey),
    ] {
      let label = labels[0]
      let calls = facts.calls(id, member).filter { call in
        (call.member == member || call.member.hasPrefix(member + ":")) && labels.contains { call.arguments[$0] != nil }
      }
      let selector = "AppIntegration.\(member)(_:\(label):…)"
      set(key, .bool(!calls.isEmpty), calls.first?.place ?? sdkPlace, calls.isEmpty ? "the app never calls \(selector)" : "the app calls \(selector)")
    }
    if let delegate = setting("pushNotificationDelegate") {
      set(AirshipSettings.pushNotificationDelegateKey, .string("completes"), delegate.place, "pushNotificationDelegate = \(delegate.value)")
    } else {
      keepDefault(AirshipSettings.pushNotificationDelegateKey, "no pushNotificationDelegate in these files")
    }
    deriveAirshipOptionSets(settings)
    if let handler = setting("onDeepLink") {
      set(AirshipSettings.deepLinkHandlerKey, .string("onDeepLink"), handler.place, "Airship.onDeepLink is set")
    } else if let delegate = setting("deepLinkDelegate") {
      set(AirshipSettings.deepLinkHandlerKey, .string("delegate"), delegate.place, "deepLinkDelegate = \(delegate.value)")
    } else {
      keepDefault(AirshipSettings.deepLinkHandlerKey, "no deepLinkDelegate or onDeepLink in these files")
    }
  }
}

extension ProfileFromCode.Builder {
  /// Airship's option-set settings read exactly (issue 32): `Airship.push.defaultPresentationOptions` (fact 12; `.alert`
  /// is `.list` and `.banner`, H3) and `enabledFeatures` (AirshipFeature: `.push`, `.analytics` … and `.all`, which holds
  /// both: urbanairship/ios-library @1122c76 Airship/AirshipCore/Source/AirshipPrivacyManager.swift). A value that is not a
  /// literal set of implicit members keeps the default, and the provenance says so.
  mutating func deriveAirshipOptionSets(_ settings: [WiringFacts.Setting]) {
    if let options = settings.first(where: { $0.member == "defaultPresentationOptions" }) {
      if let names = Self.optionNames(options.value) {
        let expanded = names.flatMap { $0 == "alert" ? ["list", "banner"] : [$0] }
        let known = ["badge", "sound", "list", "banner"].filter(expanded.contains)
        if Set(expanded).isSubset(of: Set(known)) {
          set(AirshipSettings.defaultPresentationOptionsKey, Self.strings(known), options.place, "defaultPresentationOptions = \(options.value)")
        } else {
          keepDefault(
            AirshipSettings.defaultPresentationOptionsKey,
            "defaultPresentationOptions = \(options.value) at \(options.place.text) holds an option pushsim does not model: say which")
        }
      } else {
        keepDefault(
          AirshipSettings.defaultPresentationOptionsKey,
          "defaultPresentationOptions = \(options.value) at \(options.place.text) is not a literal option set: say which")
      }
    } else {
      keepDefault(AirshipSettings.defaultPresentationOptionsKey, "no defaultPresentationOptions in these files: [] by default")
    }
    if let features = settings.first(where: { $0.member == "enabledFeatures" }) {
      if let names = Self.optionNames(features.value) {
        let all = names.contains("all")
        let kept = ["push", "analytics"].filter { all || names.contains($0) }
        set(AirshipSettings.enabledFeaturesKey, Self.strings(kept), features.place, "enabledFeatures = \(features.value)")
      } else {
        keepDefault(
          AirshipSettings.enabledFeaturesKey, "enabledFeatures = \(features.value) at \(features.place.text) is not a literal option set: say which")
      }
    } else {
      keepDefault(AirshipSettings.enabledFeaturesKey, "no enabledFeatures in these files: push and analytics are on by default")
    }
  }
}

/// The pack's settings: its profile keys (`sdks.airship.*`), each with its default and what it means
/// (sdk-behaviour-more.md §3).
struct AirshipSettings: ProfileSettings {
  enum PushNotificationDelegate: String, ProfileChoice { case none, completes, neverCompletes }
  enum DeepLinkHandler: String, ProfileChoice { case none, delegate, onDeepLink }

  /// The members of Airship's types an app sets that `pushsim wiring` shows.
  static let wiringMembers: Set<String> = [
    "isAutomaticSetupEnabled", "automaticSetupEnabled", "pushNotificationDelegate", "deepLinkDelegate", "onDeepLink", "defaultPresentationOptions",
    "enabledFeatures", "urlAllowList", "urlAllowListScopeOpenURL",
  ]

  static let automaticSetupKey = ProfileKey(
    path: "sdks.airship.automaticSetup", kind: .bool, defaultValue: .bool(true),
    help:
      "AirshipConfig.isAutomaticSetupEnabled (default true): takeOff swizzles the delegate setter, wraps the willPresent and didReceive of whatever delegate is set (a dummy one when none is) and the app delegate's didReceiveRemoteNotification (facts 1-4). False: the app forwards to AppIntegration (fact 5)."
  )
  static let takeOffKey = ProfileKey(
    path: "sdks.airship.takeOff", kind: .bool, defaultValue: .bool(true),
    help: "Airship.takeOff runs in didFinishLaunching; false: later (set true in a scenario when it runs). Before it, taps are dropped (fact 20).")
  static let forwardsPresentationKey = ProfileKey(
    path: "sdks.airship.forwardsPresentation", kind: .bool, defaultValue: .bool(false),
    help:
      "Manual setup: the app's willPresent calls AppIntegration.userNotificationCenter(_:willPresent:withCompletionHandler:) with its handler (fact 5)."
  )
  static let forwardsResponseKey = ProfileKey(
    path: "sdks.airship.forwardsResponse", kind: .bool, defaultValue: .bool(false),
    help:
      "Manual setup: the app's didReceive calls AppIntegration.userNotificationCenter(_:didReceive:withCompletionHandler:) with its handler (fact 5)."
  )
  static let forwardsRemoteNotificationKey = ProfileKey(
    path: "sdks.airship.forwardsRemoteNotification", kind: .bool, defaultValue: .bool(false),
    help:
      "Manual setup: the app's didReceiveRemoteNotification calls AppIntegration.application(_:didReceiveRemoteNotification:fetchCompletionHandler:) with its handler (fact 5)."
  )
  static let pushNotificationDelegateKey = ProfileKey(
    path: "sdks.airship.pushNotificationDelegate", choice: PushNotificationDelegate.self, defaultValue: .none,
    help:
      "Airship.push.pushNotificationDelegate: none set, one whose receivedNotificationResponse(_:completionHandler:) calls its handler, or one that never does (Airship then never finishes the response) (facts 6, 17)."
  )
  static let deepLinkHandlerKey = ProfileKey(
    path: "sdks.airship.deepLinkHandler", choice: DeepLinkHandler.self, defaultValue: .none,
    help:
      "Who takes a ^d deep link: none (the deep-link action opens it with UIApplication.open), Airship.deepLinkDelegate (receivedDeepLink), or Airship.onDeepLink, which wins over the delegate (fact 7)."
  )
  static let defaultPresentationOptionsKey = ProfileKey(
    path: "sdks.airship.defaultPresentationOptions", kind: .choices(["badge", "sound", "list", "banner"]), defaultValue: .array([]),
    help:
      "Airship.push.defaultPresentationOptions: the foreground options of a push without a foreground presentation array; [] by default (fact 12).")
  static let extendsPresentationOptionsKey = ProfileKey(
    path: "sdks.airship.extendsPresentationOptions", kind: .bool, defaultValue: .bool(false),
    help:
      "The PushNotificationDelegate (sdks.airship.pushNotificationDelegate set) changes the foreground options in extendPresentationOptions(_:notification:completionHandler:): AirshipPush.presentationOptionsForNotification hands it the payload's (or the default) options and uses what it returns (DefaultAirshipPush.swift; fact 13). False (the default): the options stay as Airship computed them."
  )
  static let extendedPresentationOptionsKey = ProfileKey(
    path: "sdks.airship.extendedPresentationOptions", kind: .choices(["badge", "sound", "list", "banner"]), defaultValue: .array([]),
    help: "What extendPresentationOptions returns, when sdks.airship.extendsPresentationOptions is true ([] shows nothing).")
  static let enabledFeaturesKey = ProfileKey(
    path: "sdks.airship.enabledFeatures", kind: .choices(["push", "analytics"]), defaultValue: .array([.string("push"), .string("analytics")]),
    help:
      "The privacy manager's enabled features that change a push's path (default both): without push, responses and background pushes are not handed to Airship's push delegate and foreground options are [] (facts 15, 21); without analytics, no event is recorded."
  )
  static let urlAllowListKey = ProfileKey(
    path: "sdks.airship.urlAllowList", kind: .strings, defaultValue: .array([]),
    help:
      "AirshipConfig.urlAllowList patterns (scheme://host/path, * wildcards). Empty (the default): not set, so Airship adds '*' for opening URLs and every deep link it opens itself is allowed (URLAllowList.swift)."
  )

  static let keys: [ProfileKey] = [
    automaticSetupKey, takeOffKey, forwardsPresentationKey, forwardsResponseKey, forwardsRemoteNotificationKey, pushNotificationDelegateKey,
    deepLinkHandlerKey, defaultPresentationOptionsKey, extendsPresentationOptionsKey, extendedPresentationOptionsKey, enabledFeaturesKey,
    urlAllowListKey,
  ]

  let automaticSetup: Bool
  let takeOff: Bool
  let forwardsPresentation: Bool
  let forwardsResponse: Bool
  let forwardsRemoteNotification: Bool
  let pushNotificationDelegate: PushNotificationDelegate
  let deepLinkHandler: DeepLinkHandler
  let defaultPresentationOptions: [String]
  let extendsPresentationOptions: Bool
  let extendedPresentationOptions: [String]
  let pushEnabled: Bool
  let analyticsEnabled: Bool
  let urlAllowList: [String]

  init(_ values: ProfileValues) {
    automaticSetup = values.bool(Self.automaticSetupKey)
    takeOff = values.bool(Self.takeOffKey)
    forwardsPresentation = values.bool(Self.forwardsPresentationKey)
    forwardsResponse = values.bool(Self.forwardsResponseKey)
    forwardsRemoteNotification = values.bool(Self.forwardsRemoteNotificationKey)
    pushNotificationDelegate = values.choice(Self.pushNotificationDelegateKey, or: .none)
    deepLinkHandler = values.choice(Self.deepLinkHandlerKey, or: .none)
    defaultPresentationOptions = values.strings(Self.defaultPresentationOptionsKey)
    extendsPresentationOptions = values.bool(Self.extendsPresentationOptionsKey)
    extendedPresentationOptions = values.strings(Self.extendedPresentationOptionsKey)
    let features = values.strings(Self.enabledFeaturesKey)
    pushEnabled = features.contains("push")
    analyticsEnabled = features.contains("analytics")
    urlAllowList = values.strings(Self.urlAllowListKey)
  }
}
