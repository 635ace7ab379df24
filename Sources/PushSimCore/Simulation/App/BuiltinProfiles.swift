/// The built-in app profiles (DESIGN.md §3) and the default for a payload's provider.
public enum BuiltinProfiles {
  public static let plain = AppProfile(
    name: "plain",
    description:
      "No push SDK: the app's own UNUserNotificationCenter delegate, assigned before launch returns, implementing willPresent (banner, list, sound) and didReceive; remote-notification background mode on."
  )

  public static let mappManual = AppProfile(
    name: "mapp-manual",
    description:
      "Mapp Engage, Manual Integration in Swift (seeds/000): engage in launch, the app's own delegate assigned before launch returns, the token, didReceiveRemoteNotification and the tap forwarded to the SDK, willPresent reading showNotificationsOnForeground (seeds/002).",
    overrides: ["app.sdks": .array([.string("mapp")])])

  public static let mappAuto = AppProfile(
    name: "mapp-auto",
    description:
      "Mapp Engage, Basic Automated Setup: engageAndAutoIntegrate swizzles the app delegate and the SDK is the notification-center delegate; showNotificationsOnForeground decides foreground display (seeds/002).",
    overrides: [
      "app.sdks": .array([.string("mapp")]), "app.delegate.owner": .string("sdk"), "sdks.mapp.integration": .string("automatic"),
    ])

  public static let netmera = AppProfile(
    name: "netmera",
    description:
      "Netmera Swift SDK 4.23.0 (seeds/003): the SDK handles the app-delegate push methods; the app sets the push, lifecycle and in-app content delegates; the push delegate answers .sdkHandles; willPresent returns banner, list, badge and sound as Netmera's samples do.",
    overrides: [
      "app.sdks": .array([.string("netmera")]), "sdks.netmera.pushDelegate": .bool(true), "sdks.netmera.inAppContentDelegate": .bool(true),
      "app.delegate.presentationOptions": .array([.string("banner"), .string("list"), .string("badge"), .string("sound")]),
    ])

  public static let grovs = AppProfile(
    name: "grovs",
    description:
      "Grovs 3.1 (seeds/004): configure in launch, the delegate set before launch returns, setPushToken, Grovs.handleNotificationResponse in didReceive, willPresent with banner, list and sound; no remote-notification background mode (Grovs pushes are regular alerts).",
    overrides: ["app.sdks": .array([.string("grovs")]), "app.backgroundModes": .array([])])

  public static let multi = AppProfile(
    name: "multi",
    description:
      "Mapp Engage (manual) + Grovs + Firebase in one app, routed as the seeds recommend: Grovs.handleNotificationResponse first (it returns false for other pushes), then the push_provider filter for Mapp, then Firebase; each completion handler called exactly once.",
    overrides: [
      "app.sdks": .array([.string("grovs"), .string("mapp"), .string("firebase")]),
      "app.routing": .array([.string("grovs"), .string("mapp"), .string("firebase")]),
      "sdks.mapp.filter": .string("push_provider"),
    ])

  public static let all: [AppProfile] = [plain, mappManual, mappAuto, netmera, grovs, multi]

  public static func named(_ name: String) -> AppProfile? { all.first { $0.name == name } }

  /// The profile the vendor recommends for the payload's provider, else `plain`; with the reason.
  public static func defaultProfile(for provider: ProviderID?) -> (AppProfile, String) {
    let recommended: [ProviderID: String] = [.mapp: "mapp-manual", .netmera: "netmera", .grovs: "grovs"]
    if let provider, let name = recommended[provider], let profile = named(name) {
      return (profile, "default for provider \(provider.rawValue)")
    }
    return (plain, provider.map { "default plain: no SDK model for provider \($0.rawValue)" } ?? "default plain: no provider")
  }
}
