/// The built-in app profiles (DESIGN.md §3) and the default for a payload's provider.
public enum BuiltinProfiles {
  public static let plain = AppProfile(
    name: "plain",
    description:
      "No push SDK: the app's own UNUserNotificationCenter delegate, assigned before launch returns, implementing willPresent (banner, list, sound) and didReceive; remote-notification background mode on."
  )

  /// plain, each pack's profiles in registry order, then the apps that mix SDKs.
  public static let all: [AppProfile] = [plain] + SDKs.all.flatMap { $0.builtinProfiles } + SDKs.mixedProfiles

  public static func named(_ name: String) -> AppProfile? { all.first { $0.name == name } }

  /// The profile the vendor recommends for the payload's provider, else `plain`; with the reason.
  public static func defaultProfile(for provider: ProviderID?) -> (AppProfile, String) {
    if let provider, let name = SDKs.pack(provider.rawValue)?.recommendedProfile, let profile = named(name) {
      return (profile, "default for provider \(provider.rawValue)")
    }
    return (plain, provider.map { "default plain: no SDK model for provider \($0.rawValue)" } ?? "default plain: no provider")
  }
}
