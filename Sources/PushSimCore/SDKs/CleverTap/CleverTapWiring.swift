extension CleverTapModel {
  /// How `pushsim wiring` knows this SDK in app code: its type names, and whether it takes the delegate.
  /// Its React Native bridge (clevertap-react-native README: `[[CleverTapReactManager sharedInstance]
  /// applicationDidLaunchWithOptions:]`) and its Cordova plugin (clevertap-cordova `CleverTapPlugin : CDVPlugin`) are CleverTap's.
  ///
  /// CleverTap's push API (issue 32): `autoIntegrate` (it swizzles the push callbacks), the token (`setPushToken`), the
  /// push handling calls (`handleNotification(withData:)`, `handlePushNotification`, `isCleverTapNotification`,
  /// `recordNotificationViewedEvent`), a push delegate (`CleverTapPushNotificationDelegate`) and its bridges, whose native
  /// code makes itself CleverTap's push delegate when it starts: the Flutter plugin's init (CleverTap/clevertap-flutter
  /// @0c17091 ios/Classes/CleverTapPlugin.m), React Native's CleverTapReactManager init (CleverTap/clevertap-react-native
  /// @aadbd9d ios/CleverTapReact/CleverTapReactManager.m), the Cordova plugin's pluginInitialize (CleverTap/clevertap-cordova
  /// @2c95c7c src/ios/CleverTapPlugin.m). The Flutter and Cordova plugin classes are both `CleverTapPlugin`.
  static let catalogEntry = SDKCatalog.Entry(
    id: id, names: ["CleverTap", "CleverTapReactManager", "CleverTapPlugin"], prefixes: [], takesDelegate: .when(["autoIntegrate"]),
    push: SDKCatalog.PushAPI(
      types: ["CleverTapPushNotificationDelegate"],
      members: [
        "autoIntegrate", "setPushToken", "setPushTokenAsString", "handleNotification", "handlePushNotification", "isCleverTapNotification",
        "recordNotificationViewedEvent", "setPushNotificationDelegate", "pushNotificationDelegate",
      ],
      source: "CleverTap/clevertap-ios-sdk @99f7318 CleverTapSDK/CleverTap.h; CleverTap/clevertap-flutter @0c17091 ios/Classes/CleverTapPlugin.m"),
    plugins: [
      SDKCatalog.Plugin(
        framework: .flutter, modules: ["clevertap_plugin"], types: ["CleverTapPlugin"], sets: ["pushNotificationDelegate": "the plugin"],
        source: "CleverTap/clevertap-flutter @0c17091 ios/Classes/CleverTapPlugin.m (init: setPushNotificationDelegate:self)"),
      SDKCatalog.Plugin(
        framework: .reactNative, modules: ["CleverTapReact", "clevertap_react_native"], types: ["CleverTapReactManager"],
        sets: ["pushNotificationDelegate": "the plugin"],
        source: "CleverTap/clevertap-react-native @aadbd9d ios/CleverTapReact/CleverTapReactManager.m (init → setDelegates:)"),
    ])
  /// Without autoIntegrate CleverTap learns of a tap from the delegate's didReceive only when the app hands it over
  /// (sdk-behaviour-more.md §4.1 facts 2, 3); auto-integrated, it hooks the delegate's didReceive itself.
  static let needsNotificationDelegate = true
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool { facts.calls(id, "autoIntegrate").isEmpty }
}
