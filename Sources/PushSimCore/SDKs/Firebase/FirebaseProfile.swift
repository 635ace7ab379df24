extension FirebaseModel {
  static let settingsType: any ProfileSettings.Type = FirebaseSettings.self
  /// The Firebase Cloud Messaging quick start: configure, the app's own delegate with willPresent and didReceive, and
  /// the proxy on, so the app forwards nothing.
  static let profile = AppProfile(
    name: "firebase",
    description:
      "Firebase Messaging (sdk-behaviour-more.md §7): FirebaseApp.configure in launch, the app's own delegate assigned before launch returns with willPresent (banner, list, sound) and didReceive, the app delegate proxy on (FirebaseAppDelegateProxyEnabled default), so the app itself never calls appDidReceiveMessage.",
    overrides: ["app.sdks": .array([.string(id)]), "sdks.firebase.appCallsAppDidReceiveMessage": .bool(false)])
  static let builtinProfiles = [profile]
  static let recommendedProfile: String? = "firebase"

  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) { builder.deriveFirebase() }
}

extension ProfileFromCode.Builder {
  mutating func deriveFirebase() {
    if let proxy = facts.project.firebaseProxyEnabled {
      set(
        FirebaseSettings.proxyKey, .bool(proxy.value), CodePlace(file: proxy.file, line: proxy.line, column: 1),
        "FirebaseAppDelegateProxyEnabled \(proxy.value ? "YES" : "NO") in \(proxy.file)")
    } else {
      keepDefault(FirebaseSettings.proxyKey, "no Info.plist with FirebaseAppDelegateProxyEnabled: the proxy is on")
    }
    if let start = facts.calls(FirebaseModel.id, "configure").first {
      let atLaunch = start.runsAtLaunch
      set(
        FirebaseSettings.configuredKey, .bool(atLaunch), start.place,
        atLaunch ? "FirebaseApp.configure() runs in didFinishLaunching" : "FirebaseApp.configure() runs later (\(start.function))")
    } else {
      keepDefault(FirebaseSettings.configuredKey, "no FirebaseApp.configure() in these files")
    }
    let calls = facts.calls(FirebaseModel.id, "appDidReceiveMessage")
    set(
      FirebaseSettings.appCallsAppDidReceiveMessageKey, .bool(!calls.isEmpty),
      calls.first?.place ?? facts.sdks.first { $0.id == FirebaseModel.id }?.place,
      calls.isEmpty ? "the app never calls Messaging.messaging().appDidReceiveMessage" : "the app calls appDidReceiveMessage itself")
  }
}

/// The pack's settings: its profile keys (`sdks.firebase.*`), each with its default and what it means (sdk-behaviour-more.md §7).
struct FirebaseSettings: ProfileSettings {
  enum AppLinkOpens: String, ProfileChoice { case firstCall = "first-call", tapOnly = "tap-only" }

  static let proxyKey = ProfileKey(
    path: "sdks.firebase.proxy", kind: .bool, defaultValue: .bool(true),
    help:
      "Info.plist FirebaseAppDelegateProxyEnabled (default YES): Firebase hooks the token and the push callbacks the app implements (facts 1–3)."
  )
  static let configuredKey = ProfileKey(
    path: "sdks.firebase.configured", kind: .bool, defaultValue: .bool(true),
    help: "FirebaseApp.configure() runs in didFinishLaunching; false: later, and messages before it log nothing (fact 19).")
  static let appCallsAppDidReceiveMessageKey = ProfileKey(
    path: "sdks.firebase.appCallsAppDidReceiveMessage", kind: .bool, defaultValue: .bool(true),
    help: "Where the app's routing offers a push to Firebase, its code calls Messaging.messaging().appDidReceiveMessage(userInfo) (fact 4).")
  static let appLinkOpensKey = ProfileKey(
    path: "sdks.firebase.appLinkOpens", choice: AppLinkOpens.self, defaultValue: .firstCall,
    help:
      "gcm.app_link opens at the first appDidReceiveMessage of a message (the code read: at presentation for a foreground push), or only on a tap (fact 10, not verified)."
  )

  static let keys: [ProfileKey] = [proxyKey, configuredKey, appCallsAppDidReceiveMessageKey, appLinkOpensKey]

  let proxy: Bool
  let configured: Bool
  let appCallsAppDidReceiveMessage: Bool
  let appLinkOpens: AppLinkOpens

  init(_ values: ProfileValues) {
    proxy = values.bool(Self.proxyKey)
    configured = values.bool(Self.configuredKey)
    appCallsAppDidReceiveMessage = values.bool(Self.appCallsAppDidReceiveMessageKey)
    appLinkOpens = values.choice(Self.appLinkOpensKey, or: .firstCall)
  }
}
