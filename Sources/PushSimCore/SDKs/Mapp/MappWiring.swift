extension MappModel {
  /// Mapp Engage: class names keep the legacy name Appoxee (seeds/000 "Note"); the automatic
  /// integration swizzles and owns the delegate (seeds/002 "SDK Owns the Delegate").
  /// Its Flutter plugin `mapp_sdk` calls engageAndAutoIntegrate and sets the delegate to its PushMessageDelegate when Dart
  /// calls engage (mapp-digital/Mapp-Engage-Flutter-Plugin ios/Classes/MappSdkPlugin.m @1544acc).
  /// Its React Native bridge's classes are Mapp's too (MappCloud/React-native-plugin ios: `RNMappPluginModule`,
  /// `RNMappEventEmmiter`, spelt so).
  static let catalogEntry = SDKCatalog.Entry(
    id: id,
    names: [
      "Appoxee", "AppoxeeManager", "APXPushNotification", "AppoxeeNotificationDelegate", "AppoxeeDelegate", "AppoxeeSDK", "RNMappPluginModule",
      "RNMappEventEmmiter",
    ],
    prefixes: ["Appoxee"],
    takesDelegate: .when(["engageAndAutoIntegrate"]), pluginModules: ["mapp_sdk"])
  static var wiringRules: [WiringRule] { WiringRules.mapp }
  static var lintRules: [LintRule] { MappLint.all }
  static let launchStartMembers = ["engage"]
  /// Mapp Engage Flutter plugin, ios/Classes/PushMessageDelegate.m lines 38-39 and 56 @6c47bb80a236038b8de6ecc7fb700aa00b189b1e:
  /// addNotificationListeners observes "handledPushSilent" and invokes the Dart handler of the same name with its userInfo.
  static let pluginObservedNotifications: Set<String> = ["handledPushSilent"]
  /// The same plugin's MappSdkPlugin.m handleMethodCall engages with NULL launch options and sets its PushMessageDelegate
  /// when Dart invokes 'engage' (@6c47bb80a236038b8de6ecc7fb700aa00b189b1e).
  static let pluginStartsOnDartCall: String? = "mapp_sdk's MappSdkPlugin.m engages with NULL launch options"
  /// seeds/000 Step 5: the app forwards taps from its delegate's didReceive — unless engageAndAutoIntegrate makes the
  /// SDK the delegate (seeds/002 SDK Owns the Delegate).
  static let needsNotificationDelegate = true
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool { facts.calls(id, "engageAndAutoIntegrate").isEmpty }

  /// engage and its SERVER value.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.calls(id, "engage").map { call in
      "\(call.member)" + (call.arguments["with"].map { " with \($0)" } ?? "") + WiringReport.at(call.place)
    }
  }
}
