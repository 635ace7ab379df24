extension CleverTapModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate.
  /// Its React Native bridge (clevertap-react-native README: `[[CleverTapReactManager sharedInstance]
  /// applicationDidLaunchWithOptions:]`) and its Cordova plugin (clevertap-cordova `CleverTapPlugin : CDVPlugin`) are CleverTap's.
  static let catalogEntry = SDKCatalog.Entry(
    id: id, names: ["CleverTap", "CleverTapReactManager", "CleverTapPlugin"], prefixes: [], takesDelegate: .when(["autoIntegrate"]))
  /// Without autoIntegrate CleverTap learns of a tap from the delegate's didReceive only when the app hands it over
  /// (sdk-behaviour-more.md §4.1 facts 2, 3); auto-integrated, it hooks the delegate's didReceive itself.
  static let needsNotificationDelegate = true
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool { facts.calls(id, "autoIntegrate").isEmpty }
}
