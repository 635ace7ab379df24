extension NetmeraModel {
  static let settingsType: any ProfileSettings.Type = NetmeraSettings.self
  /// The keys the app's code decides for Netmera (pushsim wiring, `--app-source`).
  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) { builder.deriveNetmera() }
}

extension ProfileFromCode.Builder {
  mutating func deriveNetmera() {
    if let version = facts.project.versions["netmera"] {
      set(
        NetmeraSettings.versionKey, .string(version.text), CodePlace(file: version.file, line: 1, column: 1),
        "\(version.file) pins Netmera \(version.text)")
    } else {
      keepDefault(NetmeraSettings.versionKey, "no Podfile.lock or Package.resolved with Netmera in these files")
    }
    for (member, key) in [
      ("setPushDelegate", "sdks.netmera.pushDelegate"), ("setPushLifecycleDelegate", "sdks.netmera.lifecycleDelegate"),
      ("setInAppContentDelegate", "sdks.netmera.inAppContentDelegate"),
    ] {
      let call = facts.calls("netmera", member).first
      set(
        key, .bool(call != nil), call?.place ?? facts.sdks.first { $0.id == "netmera" }?.place,
        call == nil ? "Netmera.\(member) is not called" : "Netmera.\(member)(self)")
    }
  }
}

extension NetmeraModel {
  /// The built-in profile of an app with Netmera (DESIGN.md §3), the one for Netmera pushes.
  static let builtinProfiles = [profile]
  static let recommendedProfile: String? = "netmera"

  static let profile = AppProfile(
    name: "netmera",
    description:
      "Netmera Swift SDK 4.23.0 (seeds/003): the SDK handles the app-delegate push methods; the app sets the push, lifecycle and in-app content delegates; the push delegate answers .sdkHandles; willPresent returns banner, list, badge and sound as Netmera's samples do.",
    overrides: [
      "app.sdks": .array([.string("netmera")]), "sdks.netmera.pushDelegate": .bool(true), "sdks.netmera.inAppContentDelegate": .bool(true),
      "app.delegate.presentationOptions": .array([.string("banner"), .string("list"), .string("badge"), .string("sound")]),
    ])
}

/// The pack's settings: its profile keys (`sdks.netmera.*`), each with its default and what it means.
struct NetmeraSettings: ProfileSettings {
  enum NotificationPresentation: String, ProfileChoice { case sdk, app }
  enum WebViewPresentation: String, ProfileChoice { case sdk, app }
  enum UrlOpening: String, ProfileChoice { case sdk, app }

  static let versionKey = ProfileKey(
    path: "sdks.netmera.version", kind: .string, defaultValue: .string("4.23.0"),
    help: "Netmera Swift SDK version: the push delegate needs 4.16.0, the in-app content delegate 4.17.0, the lifecycle delegate 4.18.0.")
  static let pushDelegateKey = ProfileKey(
    path: "sdks.netmera.pushDelegate", kind: .bool, defaultValue: .bool(false),
    help: "Netmera.setPushDelegate(self): the app answers the three PushDelegateDecision methods.")
  static let notificationPresentationKey = ProfileKey(
    path: "sdks.netmera.notificationPresentation", choice: NotificationPresentation.self, defaultValue: .sdk,
    help: "notificationPresentationDecision: .sdkHandles or .appHandles (then presentNotification(for:), no system banner).")
  static let webViewPresentationKey = ProfileKey(
    path: "sdks.netmera.webViewPresentation", choice: WebViewPresentation.self, defaultValue: .sdk,
    help: "webViewPresentationDecision: .sdkHandles or .appHandles (then presentWebView(for:)).")
  static let urlOpeningKey = ProfileKey(
    path: "sdks.netmera.urlOpening", choice: UrlOpening.self, defaultValue: .sdk,
    help: "urlOpeningDecision: .sdkHandles (the SDK opens the URL) or .appHandles (then openURL(_:for:)).")
  static let lifecycleDelegateKey = ProfileKey(
    path: "sdks.netmera.lifecycleDelegate", kind: .bool, defaultValue: .bool(true),
    help: "Netmera.setPushLifecycleDelegate(self): didRegisterDeviceToken, didReceive, didOpen, didTakeAction.")
  static let inAppContentDelegateKey = ProfileKey(
    path: "sdks.netmera.inAppContentDelegate", kind: .bool, defaultValue: .bool(false),
    help: "Netmera.setInAppContentDelegate(self): didShowContent / didDismissContent.")

  static let keys: [ProfileKey] = [
    versionKey, pushDelegateKey, notificationPresentationKey, webViewPresentationKey, urlOpeningKey, lifecycleDelegateKey, inAppContentDelegateKey,
  ]

  let version: String
  let pushDelegate: Bool
  let notificationPresentation: NotificationPresentation
  let webViewPresentation: WebViewPresentation
  let urlOpening: UrlOpening
  let lifecycleDelegate: Bool
  let inAppContentDelegate: Bool

  init(_ values: ProfileValues) {
    version = values.string(Self.versionKey)
    pushDelegate = values.bool(Self.pushDelegateKey)
    notificationPresentation = values.choice(Self.notificationPresentationKey, or: .sdk)
    webViewPresentation = values.choice(Self.webViewPresentationKey, or: .sdk)
    urlOpening = values.choice(Self.urlOpeningKey, or: .sdk)
    lifecycleDelegate = values.bool(Self.lifecycleDelegateKey)
    inAppContentDelegate = values.bool(Self.inAppContentDelegateKey)
  }
}
