extension AirshipModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate (automatic
  /// setup, on by default, wraps whatever delegate is set and sets its own when none is: sdk-behaviour-more.md §3.1).
  /// Its React Native and Cordova bridges (urbanairship/react-native-airship: `AirshipReactNative.shared`, `RNAirship`,
  /// `AirshipPluginLoader`; urbanairship/cordova-airship: `AirshipCordova`, `AirshipCordovaAutopilot`) are Airship's too.
  static let catalogEntry = SDKCatalog.Entry(
    id: id,
    names: [
      "Airship", "UAirship", "UAConfig", "AirshipConfig", "AppIntegration", "UAAppIntegration", "AirshipPush", "AirshipReactNative", "RNAirship",
      "AirshipPluginLoader",
    ], prefixes: ["AirshipCordova"],
    takesDelegate: .always)
  static var lintRules: [LintRule] { AirshipLint.all }

  /// With automatic setup off Airship learns of a tap only when the app's didReceive calls AppIntegration (fact 5).
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool {
    facts.settings.contains { $0.sdk == id && $0.member == "isAutomaticSetupEnabled" && $0.value == "false" }
  }
}
