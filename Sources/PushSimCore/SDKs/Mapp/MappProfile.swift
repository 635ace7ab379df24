extension MappModel {
  static let settingsType: any ProfileSettings.Type = MappSettings.self
  /// The SERVER enum of `engage(withLaunchOptions:andDelegate:andSDKID:with:)` (seeds/000 Step 4).
  static let servers = ["L3", "EMC", "EMC_US", "CROC", "TEST", "TEST55", "TEST61"]

  /// The keys the app's code decides for Mapp (pushsim wiring, `--app-source`).
  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) { builder.deriveMapp() }
}

extension ProfileFromCode.Builder {
  mutating func deriveMapp() {
    if let start = facts.calls("mapp", "engage").first {
      let automatic = start.member.hasPrefix("engageAndAutoIntegrate")
      set(MappSettings.integrationKey, .string(automatic ? "automatic" : "manual"), start.place, "\(start.callee)")
      if let server = start.arguments["with"].map({ String($0.drop { $0 == "." }) }), MappModel.servers.contains(server) {
        set(MappSettings.serverKey, .string(server), start.place, "engage(…, with: .\(server))")
      } else {
        keepDefault(MappSettings.serverKey, "the SERVER value is not a literal in the code")
      }
    } else {
      keepDefault(MappSettings.integrationKey, "no engage call in these files")
    }
    let forwards = facts.didReceive.forwardsTo.filter { $0.sdk == "mapp" }
    set(
      MappSettings.forwardResponseKey, .bool(!forwards.isEmpty), forwards.first?.place ?? facts.didReceive.place,
      forwards.isEmpty ? "didReceive does not forward to Mapp" : "didReceive forwards to \(forwards[0].call)")
    let remote = facts.didReceiveRemoteNotification.forwardsTo.filter { $0.sdk == "mapp" }
    set(
      MappSettings.forwardRemoteNotificationKey, .bool(!remote.isEmpty), remote.first?.place ?? facts.didReceiveRemoteNotification.place,
      remote.isEmpty ? "didReceiveRemoteNotification does not forward to Mapp" : "forwards to \(remote[0].call)")
    if let setting = facts.settings.first(where: { $0.sdk == "mapp" && $0.member == "showNotificationsOnForeground" }),
      setting.value == "true" || setting.value == "false"
    {
      set(
        MappSettings.showNotificationsOnForegroundKey, .bool(setting.value == "true"), setting.place,
        "showNotificationsOnForeground = \(setting.value)"
      )
    } else {
      keepDefault(MappSettings.showNotificationsOnForegroundKey, "the code does not set showNotificationsOnForeground")
    }
    if let forward = forwards.first {
      // The forward's condition is app.routing's `when` (issue 19): the seed's filter switch stays off.
      set(
        MappSettings.filterKey, .string("none"), forward.place,
        forward.when == .always ? "the Mapp forward has no condition" : "the Mapp forward's condition is app.routing's when: \(forward.when.text)")
    }
    set(
      MappSettings.extraCompletionCallKey, .bool(facts.didReceive.calledAfterSDK), facts.didReceive.place,
      facts.didReceive.calledAfterSDK
        ? "the completion handler is called again after it was given to Mapp" : "no call after giving the handler to Mapp")
  }
}

extension MappModel {
  /// The built-in profiles of an app with Mapp Engage (DESIGN.md §3); mapp-manual is the one for Mapp pushes.
  static let builtinProfiles = [manualProfile, automaticProfile]
  static let recommendedProfile: String? = "mapp-manual"

  static let manualProfile = AppProfile(
    name: "mapp-manual",
    description:
      "Mapp Engage, Manual Integration in Swift (seeds/000): engage in launch, the app's own delegate assigned before launch returns, the token, didReceiveRemoteNotification and the tap forwarded to the SDK, willPresent reading showNotificationsOnForeground (seeds/002).",
    overrides: ["app.sdks": .array([.string("mapp")])])

  static let automaticProfile = AppProfile(
    name: "mapp-auto",
    description:
      "Mapp Engage, Basic Automated Setup: engageAndAutoIntegrate swizzles the app delegate and the SDK is the notification-center delegate; showNotificationsOnForeground decides foreground display (seeds/002).",
    overrides: [
      "app.sdks": .array([.string("mapp")]), "app.delegate.owner": .string("sdk"), "sdks.mapp.integration": .string("automatic"),
    ])
}

/// The pack's settings: its profile keys (`sdks.mapp.*`), each with its default and what it means.
struct MappSettings: ProfileSettings {
  enum Integration: String, ProfileChoice { case manual, automatic }
  enum Filter: String, ProfileChoice { case pushProvider = "push_provider", none }

  static let integrationKey = ProfileKey(
    path: "sdks.mapp.integration", choice: Integration.self, defaultValue: .manual,
    help: "Manual Integration (the app owns the delegate and forwards, seeds/000) or Basic Automated Setup (the SDK owns it, swizzling).")
  static let serverKey = ProfileKey(
    path: "sdks.mapp.server", kind: .choice(MappModel.servers), defaultValue: .string("L3"),
    help: "The SERVER enum of engage(withLaunchOptions:andDelegate:andSDKID:with:); TEST, TEST55 and TEST61 are internal (seeds/000 Step 4).")
  static let forwardResponseKey = ProfileKey(
    path: "sdks.mapp.forwardResponse", kind: .bool, defaultValue: .bool(true),
    help: "The app forwards didReceive to userNotificationCenter(_:didReceive:withAppoxeeCompletionHandler:) (seeds/000 Forward Notification Taps)."
  )
  static let forwardRemoteNotificationKey = ProfileKey(
    path: "sdks.mapp.forwardRemoteNotification", kind: .bool, defaultValue: .bool(true),
    help: "The app forwards didReceiveRemoteNotification to the SDK (seeds/000 Receive Remote Notifications).")
  static let showNotificationsOnForegroundKey = ProfileKey(
    path: "sdks.mapp.showNotificationsOnForeground", kind: .bool, defaultValue: .bool(false),
    help: "Appoxee.shared()?.showNotificationsOnForeground (default false; seeds/002).")
  static let filterKey = ProfileKey(
    path: "sdks.mapp.filter", choice: Filter.self, defaultValue: .none,
    help:
      "push_provider: the app forwards only pushes with push_provider = mapp_engage (the seed's isMappNotification helper, seeds/000 multi-provider); none: it forwards everything. The app's own conditions are app.routing's \"when\"."
  )
  static let extraCompletionCallKey = ProfileKey(
    path: "sdks.mapp.extraCompletionCall", kind: .bool, defaultValue: .bool(false),
    help: "The app calls the completion handler again after passing it to the SDK (seeds/000: never do this).")
  static let notificationDelegateKey = ProfileKey(
    path: "sdks.mapp.notificationDelegate", kind: .bool, defaultValue: .bool(true),
    help: "The app implements AppoxeeNotificationDelegate appoxee(_:handledRemoteNotification:andIdentifer:) (seeds/000 Step 6).")
  static let registersCategoriesKey = ProfileKey(
    path: "sdks.mapp.registersCategories", kind: .bool, defaultValue: .bool(true),
    help:
      "The predefined apx_* categories (apx_yes_no_open…) with buttons button1…button3 are registered (sdk-behaviour.md §1.5; who registers them is not documented)."
  )
  static let processLaunchPushKey = ProfileKey(
    path: "sdks.mapp.processLaunchPush", kind: .bool, defaultValue: .bool(true),
    help:
      "Without the remote-notification mode, engage(withLaunchOptions:) processes a launch push as an open at once; with it, the push is stored and matched later (sdk-behaviour.md §1.2.2 step 6, M)."
  )

  static let keys: [ProfileKey] = [
    integrationKey, serverKey, forwardResponseKey, forwardRemoteNotificationKey, showNotificationsOnForegroundKey, filterKey, extraCompletionCallKey,
    notificationDelegateKey, registersCategoriesKey, processLaunchPushKey,
  ]

  let integration: Integration
  let server: String
  let forwardResponse: Bool
  let forwardRemoteNotification: Bool
  let showNotificationsOnForeground: Bool
  let filter: Filter
  let extraCompletionCall: Bool
  let notificationDelegate: Bool
  let registersCategories: Bool
  let processLaunchPush: Bool

  init(_ values: ProfileValues) {
    integration = values.choice(Self.integrationKey, or: .manual)
    server = values.string(Self.serverKey)
    forwardResponse = values.bool(Self.forwardResponseKey)
    forwardRemoteNotification = values.bool(Self.forwardRemoteNotificationKey)
    showNotificationsOnForeground = values.bool(Self.showNotificationsOnForegroundKey)
    filter = values.choice(Self.filterKey, or: .none)
    extraCompletionCall = values.bool(Self.extraCompletionCallKey)
    notificationDelegate = values.bool(Self.notificationDelegateKey)
    registersCategories = values.bool(Self.registersCategoriesKey)
    processLaunchPush = values.bool(Self.processLaunchPushKey)
  }
}
