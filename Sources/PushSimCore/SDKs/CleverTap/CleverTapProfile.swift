extension CleverTapModel {
  static let settingsType: any ProfileSettings.Type = CleverTapSettings.self

  /// CleverTap's manual integration as its SwiftStarter sample writes it: credentials in Info.plist, the app's own
  /// delegate, a CleverTapPushNotificationDelegate, willPresent recording the view and answering [.badge, .sound,
  /// .alert], and didReceive calling handleNotification(withData:) (sdk-behaviour-more.md §4, facts 3, 5, 11).
  static let profile = AppProfile(
    name: "clevertap",
    description:
      "CleverTap iOS SDK 7.x, manual integration (sdk-behaviour-more.md §4): credentials in Info.plist, the app's own delegate assigned before launch returns, a CleverTapPushNotificationDelegate set; willPresent calls recordNotificationViewedEvent and answers [.badge, .sound, .alert]; didReceive calls handleNotification(withData:).",
    overrides: [
      "app.sdks": .array([.string(id)]),
      "app.delegate.presentationOptions": .array([.string("badge"), .string("sound"), .string("alert")]),
    ])

  /// The same app with CleverTap.autoIntegrate(): it forwards nothing itself (facts 1, 2).
  static let autoProfile = AppProfile(
    name: "clevertap-auto",
    description:
      "CleverTap iOS SDK 7.x with CleverTap.autoIntegrate() (sdk-behaviour-more.md §4, facts 1, 2): CleverTap swizzles the app delegate's push methods and the didReceive of the app's own notification-center delegate; the app forwards nothing.",
    overrides: [
      "app.sdks": .array([.string(id)]), "sdks.clevertap.autoIntegrate": .bool(true), "sdks.clevertap.forwardsResponse": .bool(false),
      "app.delegate.presentationOptions": .array([.string("badge"), .string("sound"), .string("alert")]),
    ])
  static let builtinProfiles = [profile, autoProfile]
  static let recommendedProfile: String? = "clevertap"

  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) { builder.deriveCleverTap() }

  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.calls(id, "autoIntegrate", "handleNotification", "handlePushNotification", "setPushNotificationDelegate").map {
      "\($0.callee) (\($0.place.text))"
    }
  }
}

extension ProfileFromCode.Builder {
  mutating func deriveCleverTap() {
    let sdkPlace = facts.sdks.first { $0.id == CleverTapModel.id }?.place
    if let auto = facts.calls(CleverTapModel.id, "autoIntegrate").first {
      set(CleverTapSettings.autoIntegrateKey, .bool(true), auto.place, "CleverTap.autoIntegrate()")
    } else {
      keepDefault(CleverTapSettings.autoIntegrateKey, "no CleverTap.autoIntegrate() in these files: manual integration")
    }
    let handles = facts.calls(CleverTapModel.id, "handleNotification", "handlePushNotification")
    set(
      CleverTapSettings.forwardsResponseKey, .bool(!handles.isEmpty), handles.first?.place ?? sdkPlace,
      handles.isEmpty ? "the app never calls handleNotification(withData:)" : "the app calls \(handles[0].member)")
    if let open = handles.first(where: { $0.arguments["openDeepLinksInForeground"] != nil }), let value = open.arguments["openDeepLinksInForeground"]
    {
      set(CleverTapSettings.openInForegroundKey, .bool(value == "true"), open.place, "openDeepLinksInForeground: \(value)")
    } else {
      keepDefault(CleverTapSettings.openInForegroundKey, "handleNotification(withData:) opens no deep link in the foreground")
    }
    // The app's setPushNotificationDelegate, or a bridge whose native code sets itself when it starts (clevertap_plugin,
    // CleverTapReactManager, the Cordova CleverTapPlugin: CleverTapWiring.swift).
    if let delegate = facts.settings.first(where: { $0.sdk == CleverTapModel.id && $0.member == "pushNotificationDelegate" }) {
      set(
        CleverTapSettings.pushDelegateKey, .bool(true), delegate.place,
        delegate.byPlugin.map { "\($0) sets itself as CleverTap's push delegate when it starts" } ?? "setPushNotificationDelegate(\(delegate.value))")
    } else {
      set(CleverTapSettings.pushDelegateKey, .bool(false), sdkPlace, "no setPushNotificationDelegate in these files")
    }
    let viewed = facts.calls(CleverTapModel.id, "recordNotificationViewedEvent")
    set(
      CleverTapSettings.recordsViewedKey, .bool(!viewed.isEmpty), viewed.first?.place ?? sdkPlace,
      viewed.isEmpty ? "no recordNotificationViewedEvent in these files" : "recordNotificationViewedEvent")
  }
}

/// The pack's settings: its profile keys (`sdks.clevertap.*`), each with its default and what it means
/// (sdk-behaviour-more.md §4).
struct CleverTapSettings: ProfileSettings {
  enum URLDelegate: String, ProfileChoice { case none, opens, declines }

  static let autoIntegrateKey = ProfileKey(
    path: "sdks.clevertap.autoIntegrate", kind: .bool, defaultValue: .bool(false),
    help:
      "CleverTap.autoIntegrate(): CleverTap swizzles the app delegate's token and didReceiveRemoteNotification methods and the didReceive of whatever notification-center delegate the app sets; it never sets one (facts 1, 2). False: manual integration (fact 3)."
  )
  static let forwardsResponseKey = ProfileKey(
    path: "sdks.clevertap.forwardsResponse", kind: .bool, defaultValue: .bool(true),
    help: "Manual integration: the app's didReceive calls CleverTap.sharedInstance()?.handleNotification(withData:) (fact 3).")
  static let openInForegroundKey = ProfileKey(
    path: "sdks.clevertap.openInForeground", kind: .bool, defaultValue: .bool(false),
    help:
      "The app calls handleNotificationWithData:openDeepLinksInForeground: YES: wzrk_dl opens also while the app is active (fact 6; handleNotification(withData:) passes NO)."
  )
  static let urlDelegateKey = ProfileKey(
    path: "sdks.clevertap.urlDelegate", choice: URLDelegate.self, defaultValue: .none,
    help:
      "A CleverTapURLDelegate's shouldHandleCleverTapURL(_:forChannel:): none set, one that answers true (CleverTap opens wzrk_dl in any state) or false (it does not) (fact 6)."
  )
  static let pushDelegateKey = ProfileKey(
    path: "sdks.clevertap.pushDelegate", kind: .bool, defaultValue: .bool(true),
    help:
      "A CleverTapPushNotificationDelegate is set: pushNotificationTappedWithCustomExtras(_:) is called on a tap; without one nothing is kept (fact 5)."
  )
  static let recordsViewedKey = ProfileKey(
    path: "sdks.clevertap.recordsViewed", kind: .bool, defaultValue: .bool(true),
    help: "The app's willPresent calls recordNotificationViewedEvent(withData:) (fact 11, the vendor sample).")
  static let serviceExtensionKey = ProfileKey(
    path: "sdks.clevertap.serviceExtension", kind: .bool, defaultValue: .bool(false),
    help: "The app's Notification Service Extension subclasses CTNotificationServiceExtension and records Notification Viewed (fact 14).")
  static let credentialsKey = ProfileKey(
    path: "sdks.clevertap.credentials", kind: .bool, defaultValue: .bool(true),
    help: "Info.plist has CleverTapAccountID and CleverTapToken: sharedInstance() exists on demand; without them it is nil (fact 16).")

  static let keys: [ProfileKey] = [
    autoIntegrateKey, forwardsResponseKey, openInForegroundKey, urlDelegateKey, pushDelegateKey, recordsViewedKey, serviceExtensionKey,
    credentialsKey,
  ]

  let autoIntegrate: Bool
  let forwardsResponse: Bool
  let openInForeground: Bool
  let urlDelegate: URLDelegate
  let pushDelegate: Bool
  let recordsViewed: Bool
  let serviceExtension: Bool
  let credentials: Bool

  init(_ values: ProfileValues) {
    autoIntegrate = values.bool(Self.autoIntegrateKey)
    forwardsResponse = values.bool(Self.forwardsResponseKey)
    openInForeground = values.bool(Self.openInForegroundKey)
    urlDelegate = values.choice(Self.urlDelegateKey, or: .none)
    pushDelegate = values.bool(Self.pushDelegateKey)
    recordsViewed = values.bool(Self.recordsViewedKey)
    serviceExtension = values.bool(Self.serviceExtensionKey)
    credentials = values.bool(Self.credentialsKey)
  }
}
