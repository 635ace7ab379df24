extension CustomerIOModel {
  static let settingsType: any ProfileSettings.Type = CustomerIOSettings.self

  /// Customer.io's push setup as its docs describe it: MessagingPushAPN.initialize in launch with autoTrackPushEvents on
  /// (the default), so its proxy becomes the notification-center delegate; the app's own delegate, with willPresent and
  /// didReceive, is kept as a peer (sdk-behaviour-more.md §6, facts 1, 2, 4).
  static let profile = AppProfile(
    name: "customerio",
    description:
      "Customer.io iOS SDK 4.x (sdk-behaviour-more.md §6): MessagingPushAPN.initialize in launch with autoTrackPushEvents on, so its proxy is the notification-center delegate; the app's own delegate (willPresent with banner, list and sound, didReceive) is kept as a peer and gets every callback forwarded.",
    overrides: ["app.sdks": .array([.string(id)])])
  static let builtinProfiles = [profile]
  static let recommendedProfile: String? = "customerio"

  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) { builder.deriveCustomerIO() }

  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.calls(id, "initialize", "userNotificationCenter").map { "\($0.callee) (\($0.place.text))" }
  }
}

extension ProfileFromCode.Builder {
  mutating func deriveCustomerIO() {
    let sdkPlace = facts.sdks.first { $0.id == CustomerIOModel.id }?.place
    if let start = facts.calls(CustomerIOModel.id, "initialize").first {
      let atLaunch = start.runsAtLaunch
      set(
        CustomerIOSettings.initializedKey, .bool(atLaunch), start.place,
        atLaunch ? "MessagingPush initialize runs in didFinishLaunching" : "MessagingPush initialize runs later (\(start.function))")
    } else {
      set(CustomerIOSettings.initializedKey, .bool(false), sdkPlace, "no MessagingPush initialize in these files")
    }
    if let auto = facts.calls(CustomerIOModel.id, "autoTrackPushEvents").first, let value = auto.arguments["_"] {
      set(CustomerIOSettings.autoTrackPushEventsKey, .bool(value != "false"), auto.place, "autoTrackPushEvents(\(value))")
    } else {
      keepDefault(CustomerIOSettings.autoTrackPushEventsKey, "no autoTrackPushEvents in these files: on by default")
    }
    let manual = facts.calls(CustomerIOModel.id, "userNotificationCenter")
    set(
      CustomerIOSettings.forwardsResponseKey, .bool(!manual.isEmpty), manual.first?.place ?? sdkPlace,
      manual.isEmpty ? "the app never calls MessagingPush.shared.userNotificationCenter" : "MessagingPush.shared.userNotificationCenter")
  }
}

/// The pack's settings: its profile keys (`sdks.customerio.*`), each with its default and what it means
/// (sdk-behaviour-more.md §6).
struct CustomerIOSettings: ProfileSettings {
  enum DeepLinkCallback: String, ProfileChoice { case none, handles, declines }

  static let autoTrackPushEventsKey = ProfileKey(
    path: "sdks.customerio.autoTrackPushEvents", kind: .bool, defaultValue: .bool(true),
    help:
      "autoTrackPushEvents (default true): initialize installs Customer.io's proxy as the notification-center delegate and swizzles the setter, so every delegate the app or another SDK sets becomes a peer (facts 1, 2). False: manual mode (fact 5)."
  )
  static let initializedKey = ProfileKey(
    path: "sdks.customerio.initialized", kind: .bool, defaultValue: .bool(true),
    help: "MessagingPushAPN.initialize runs in didFinishLaunching; false: later (set true in a scenario when it runs) (fact 19).")
  static let forwardsResponseKey = ProfileKey(
    path: "sdks.customerio.forwardsResponse", kind: .bool, defaultValue: .bool(false),
    help:
      "Manual mode: the app's didReceive calls MessagingPush.shared.userNotificationCenter(_:didReceive:withCompletionHandler:) and completes itself when it returns false (facts 5, 16)."
  )
  static let showPushAppInForegroundKey = ProfileKey(
    path: "sdks.customerio.showPushAppInForeground", kind: .bool, defaultValue: .bool(true),
    help: "With no peer implementing willPresent, the proxy shows pushes in the foreground with [.list, .banner, .badge, .sound] (fact 13).")
  static let deepLinkCallbackKey = ProfileKey(
    path: "sdks.customerio.deepLinkCallback", choice: DeepLinkCallback.self, defaultValue: .none,
    help:
      "deepLinkCallback: none set, one that handles the link (returns true), or one that declines it (false: Customer.io goes on to the universal-link handler, then UIApplication.open) (fact 8)."
  )
  static let serviceExtensionKey = ProfileKey(
    path: "sdks.customerio.serviceExtension", kind: .bool, defaultValue: .bool(false),
    help: "The app's Notification Service Extension calls MessagingPush.shared.didReceive(_:withContentHandler:): delivered is tracked (fact 12).")

  static let keys: [ProfileKey] = [
    autoTrackPushEventsKey, initializedKey, forwardsResponseKey, showPushAppInForegroundKey, deepLinkCallbackKey, serviceExtensionKey,
  ]

  let autoTrackPushEvents: Bool
  let initialized: Bool
  let forwardsResponse: Bool
  let showPushAppInForeground: Bool
  let deepLinkCallback: DeepLinkCallback
  let serviceExtension: Bool

  init(_ values: ProfileValues) {
    autoTrackPushEvents = values.bool(Self.autoTrackPushEventsKey)
    initialized = values.bool(Self.initializedKey)
    forwardsResponse = values.bool(Self.forwardsResponseKey)
    showPushAppInForeground = values.bool(Self.showPushAppInForegroundKey)
    deepLinkCallback = values.choice(Self.deepLinkCallbackKey, or: .none)
    serviceExtension = values.bool(Self.serviceExtensionKey)
  }
}
