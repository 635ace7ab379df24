extension GrovsModel {
  static let settingsType: any ProfileSettings.Type = GrovsSettings.self
  /// The keys the app's code decides for Grovs (pushsim wiring, `--app-source`).
  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) { builder.deriveGrovs() }
}

extension ProfileFromCode.Builder {
  mutating func deriveGrovs() {
    let configures = facts.calls("grovs", "configure")
    if let configure = configures.first {
      let atLaunch = configure.runsAtLaunch
      set(
        GrovsSettings.configuredKey, .bool(atLaunch), configure.place,
        atLaunch
          ? "Grovs.configure runs in didFinishLaunching" : "Grovs.configure runs later (\(configure.closureCallees.last ?? configure.function))")
      // An Xcode build (sdks.grovs.build default) compiles the DEBUG branch.
      let chosen = configures.first { $0.compilation.contains("DEBUG") } ?? configure
      if let test = chosen.arguments["useTestEnvironment"], test == "true" || test == "false" {
        set(
          GrovsSettings.useTestEnvironmentKey, .bool(test == "true"), chosen.place,
          "configure(useTestEnvironment: \(test))" + (chosen.compilation.isEmpty ? "" : " under #if \(chosen.compilation.joined(separator: ", "))"))
      } else {
        keepDefault(GrovsSettings.useTestEnvironmentKey, "useTestEnvironment is not a literal in the code")
      }
      if let key = chosen.arguments["APIKey"] ?? chosen.arguments["apiKey"], key.hasPrefix("\""), key.count > 2 {
        set(GrovsSettings.apiKeyKey, .string(String(key.dropFirst().dropLast())), chosen.place, "configure(APIKey:)")
      }
    } else {
      set(GrovsSettings.configuredKey, .bool(false), facts.sdks.first { $0.id == "grovs" }?.place, "no Grovs.configure call in these files")
    }
    let opens = facts.calls("grovs", "handleNotificationResponse", "handleNotificationOpen")
    var from: [String] = []
    for call in opens {
      for name in call.runsIn.compactMap(WiringAnalyzer.Selectors.callback) where !from.contains(name) { from.append(name) }
    }
    set(
      GrovsSettings.openCalledFromKey, Self.strings(from), opens.first?.place ?? facts.didReceive.place,
      from.isEmpty
        ? "no Grovs.handleNotificationResponse or handleNotificationOpen in the delegate methods"
        : "Grovs handles the push in " + from.joined(separator: ", "))
  }
}

extension GrovsModel {
  /// The built-in profile of an app with Grovs (DESIGN.md §3), the one for Grovs pushes.
  static let builtinProfiles = [profile]
  static let recommendedProfile: String? = "grovs"

  static let profile = AppProfile(
    name: "grovs",
    description:
      "Grovs 3.1 (seeds/004): configure in launch, the delegate set before launch returns, setPushToken, Grovs.handleNotificationResponse in didReceive, willPresent with banner, list and sound; no remote-notification background mode (Grovs pushes are regular alerts).",
    overrides: ["app.sdks": .array([.string("grovs")]), "app.backgroundModes": .array([])])
}

/// The pack's settings: its profile keys (`sdks.grovs.*`), each with its default and what it means.
struct GrovsSettings: ProfileSettings {
  enum Network: String, ProfileChoice { case up, down }
  enum Build: String, ProfileChoice { case xcode, testflight, appStore = "app-store" }

  static let configuredKey = ProfileKey(
    path: "sdks.grovs.configured", kind: .bool, defaultValue: .bool(true),
    help: "Grovs.configure runs at launch; false: it runs later, so a tap is held until then (seeds/004 Delivery guarantees).")
  static let enabledKey = ProfileKey(
    path: "sdks.grovs.enabled", kind: .bool, defaultValue: .bool(true),
    help: "The SDK is enabled (consent). Disabled: taps deliver nothing, no opens are reported.")
  static let authenticatedKey = ProfileKey(
    path: "sdks.grovs.authenticated", kind: .bool, defaultValue: .bool(true),
    help: "The SDK has authenticated; before that an open is queued and sent once it does.")
  static let networkKey = ProfileKey(
    path: "sdks.grovs.network", choice: Network.self, defaultValue: .up,
    help: "down: the open fails and is retried at the next foreground, up to 3 attempts.")
  static let openCalledFromKey = ProfileKey(
    path: "sdks.grovs.openCalledFrom", kind: .choices(["didReceive", "willPresent", "didReceiveRemoteNotification"]),
    defaultValue: .array([.string("didReceive")]),
    help:
      "Where the app reports opens: didReceive calls Grovs.handleNotificationResponse (the tap); willPresent or didReceiveRemoteNotification call Grovs.handleNotificationOpen(userInfo:) there."
  )
  static let useTestEnvironmentKey = ProfileKey(
    path: "sdks.grovs.useTestEnvironment", kind: .bool, defaultValue: .bool(true),
    help: "configure(useTestEnvironment:). Must match the build: true for Xcode builds, false for TestFlight and App Store.")
  static let apiKeyKey = ProfileKey(
    path: "sdks.grovs.apiKey", kind: .string, defaultValue: .string("grovs-api-key"),
    help: "The API key given to configure. Unreported opens are saved per API key and environment (seeds/004 App restart).")
  static let unknownCampaignsKey = ProfileKey(
    path: "sdks.grovs.unknownCampaigns", kind: .strings, defaultValue: .array([.string("test-campaign")]),
    help: "Campaign ids that do not exist in Grovs: their opens are never recorded and are retried (seeds/004 Testing).")
  static let linkDataKey = ProfileKey(
    path: "sdks.grovs.linkData", kind: .object, defaultValue: .object(JSONObject()),
    help: "The data of the Grovs link a push carries; the app gets it merged with the push's keys, the push winning a clash (seeds/004).")
  static let buildKey = ProfileKey(
    path: "sdks.grovs.build", choice: Build.self, defaultValue: .xcode,
    help: "How the app was built: Xcode builds get sandbox APNs tokens.")

  static let keys: [ProfileKey] = [
    configuredKey, enabledKey, authenticatedKey, networkKey, openCalledFromKey, useTestEnvironmentKey, apiKeyKey, unknownCampaignsKey, linkDataKey,
    buildKey,
  ]

  let configured: Bool
  let enabled: Bool
  let authenticated: Bool
  let network: Network
  let openCalledFrom: [String]
  let useTestEnvironment: Bool
  let apiKey: String
  let unknownCampaigns: [String]
  let linkData: JSONObject
  let build: Build

  init(_ values: ProfileValues) {
    configured = values.bool(Self.configuredKey)
    enabled = values.bool(Self.enabledKey)
    authenticated = values.bool(Self.authenticatedKey)
    network = values.choice(Self.networkKey, or: .up)
    openCalledFrom = values.strings(Self.openCalledFromKey)
    useTestEnvironment = values.bool(Self.useTestEnvironmentKey)
    apiKey = values.string(Self.apiKeyKey)
    unknownCampaigns = values.strings(Self.unknownCampaignsKey)
    linkData = values.object(Self.linkDataKey)
    build = values.choice(Self.buildKey, or: .xcode)
  }
}
