extension AirshipModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate (automatic
  /// setup, on by default, wraps whatever delegate is set and sets its own when none is: sdk-behaviour-more.md §3.1).
  /// Its React Native and Cordova bridges (urbanairship/react-native-airship: `AirshipReactNative.shared`, `RNAirship`,
  /// `AirshipPluginLoader`; urbanairship/cordova-airship: `AirshipCordova`, `AirshipCordovaAutopilot`) are Airship's too.
  /// So is the Objective-C API of AirshipKit still shipped in older apps: `[UAirship takeOff:]`, `[UAirship push]` (`UAPush`,
  /// `UAPushNotificationDelegate`), `UAAppIntegration` (urbanairship/ios-library @bc69116 AirshipKit/AirshipKit/UAAppIntegration.h)
  /// and `UAConfig.automaticSetupEnabled` (@5866660 AirshipKit/AirshipKit/UAConfig.h; Swift `isAutomaticSetupEnabled`).
  static let catalogEntry = SDKCatalog.Entry(
    id: id,
    names: [
      "Airship", "UAirship", "UAConfig", "AirshipConfig", "AppIntegration", "UAAppIntegration", "AirshipPush", "AirshipReactNative", "RNAirship",
      "AirshipPluginLoader", "UAPush", "UAPushNotificationDelegate",
    ], prefixes: ["AirshipCordova"],
    takesDelegate: .always)
  static var lintRules: [LintRule] { AirshipLint.all }

  /// The automatic-setup switch as Swift (`isAutomaticSetupEnabled`) and Objective-C (`automaticSetupEnabled`) name it.
  static let automaticSetupMembers: Set<String> = ["isAutomaticSetupEnabled", "automaticSetupEnabled"]

  /// With automatic setup off Airship learns of a tap only when the app's didReceive calls AppIntegration (fact 5).
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool {
    facts.settings.contains { $0.sdk == id && automaticSetupMembers.contains($0.member) && ["false", "NO"].contains($0.value) }
  }
}
