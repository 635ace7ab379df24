/// Which push SDK a name in app code belongs to, and what each SDK does to the notification-center
/// delegate. Names are the SDKs' public Swift and Objective-C types, as their vendor pages and public sample apps write
/// them; each simulated SDK's entry is its pack's (`catalogEntry`).
public struct SDKCatalog: Sendable {
  public struct Entry: Sendable {
    /// The provider id (DESIGN.md §3).
    public let id: String
    /// Type names exactly as the SDK spells them.
    public let names: Set<String>
    /// Name prefixes (`Netmera…`, `FNetmera…`, `Cio…`).
    public let prefixes: [String]
    /// The SDK takes the `UNUserNotificationCenter` delegate itself (swizzling or automatic
    /// integration) when one of these member names is used; `always` when any use does.
    public let takesDelegate: DelegateTakeover
    /// Modules of cross-platform plugins (Flutter, React Native, Cordova) whose native code, not in the app's files,
    /// starts the SDK and sets the notification-center delegate: importing one means the SDK is there and takes it.
    public var pluginModules: Set<String> = []
    /// Members that take the push only to record its delivery (Firebase's exportDeliveryMetricsToBigQuery): the app
    /// does not hand the push over by calling them.
    public var metricsOnlyMembers: Set<String> = []
    /// What shows the SDK's push API in the code (issue 32): the SDK is in the simulated app only when it is used
    /// (`FirebaseApp.configure()` alone is Analytics or Crashlytics, not Firebase Messaging). Each pack writes its own
    /// from the SDK's public docs or source (SDKCatalogPush.swift).
    public var push: PushAPI = .anyUse
    /// The SDK's cross-platform plugins and what their native code sets up by itself (clevertap_plugin makes itself
    /// CleverTap's push delegate; firebase_messaging takes the fetch handler of its own pushes from FlutterAppDelegate).
    public var plugins: [Plugin] = []
  }

  public enum DelegateTakeover: Sendable {
    case never
    case always
    /// Only when a name in the code starts with one of these (`engageAndAutoIntegrate…`, `automation`).
    case when(Set<String>)
  }

  /// The SDK packs' entries (registry order), then the SDKs pushsim recognises in code but does not simulate.
  public static let entries: [Entry] =
    SDKs.all.map { $0.catalogEntry } + [
      Entry(id: "klaviyo", names: ["KlaviyoSDK", "Klaviyo"], prefixes: [], takesDelegate: .never),
      // React Native's community modules the app's delegate hands the push to (their READMEs' AppDelegate code:
      // react-native-community/push-notification-ios `[RNCPushNotificationIOS didReceiveNotificationResponse:]`,
      // wix/react-native-notifications `[RNNotifications didReceiveBackgroundNotification:withCompletionHandler:]`).
      Entry(id: "rn-push-notification-ios", names: ["RNCPushNotificationIOS"], prefixes: [], takesDelegate: .never),
      Entry(id: "react-native-notifications", names: ["RNNotifications"], prefixes: [], takesDelegate: .never),
      Entry(id: "leanplum", names: ["Leanplum"], prefixes: [], takesDelegate: .always),
      Entry(id: "batch", names: ["BatchSDK", "BatchPush", "BatchUNUserNotificationCenterDelegate"], prefixes: [], takesDelegate: .never),
      Entry(id: "pushwoosh", names: ["Pushwoosh", "PushNotificationManager"], prefixes: [], takesDelegate: .always),
      Entry(id: "sfmc", names: ["SFMCSdk", "MarketingCloudSDK"], prefixes: [], takesDelegate: .never),
      Entry(id: "emarsys", names: ["Emarsys"], prefixes: [], takesDelegate: .never),
      Entry(id: "moengage", names: ["MoEngage", "MoEngageSDKMessaging"], prefixes: [], takesDelegate: .never),
      Entry(id: "mixpanel", names: ["Mixpanel"], prefixes: [], takesDelegate: .never),
      Entry(id: "swrve", names: ["SwrveSDK"], prefixes: [], takesDelegate: .never),
      Entry(id: "kumulos", names: ["Kumulos"], prefixes: [], takesDelegate: .always),
      Entry(id: "countly", names: ["Countly"], prefixes: [], takesDelegate: .never),
      Entry(id: "notificare", names: ["Notificare"], prefixes: [], takesDelegate: .never),
      Entry(id: "intercom", names: ["Intercom"], prefixes: [], takesDelegate: .never),
      Entry(id: "webengage", names: ["WebEngage"], prefixes: [], takesDelegate: .never),
      Entry(id: "insider", names: ["Insider"], prefixes: [], takesDelegate: .never),
    ]

  private static let byName: [String: Entry] = {
    var table: [String: Entry] = [:]
    for entry in entries { for name in entry.names { table[name] = entry } }
    return table
  }()

  private static let byPluginModule: [String: Entry] = {
    var table: [String: Entry] = [:]
    for entry in entries { for module in entry.pluginModules { table[module] = entry } }
    return table
  }()

  /// The SDK whose cross-platform plugin a module is.
  public static func sdk(pluginModule module: String) -> Entry? { byPluginModule[module] }

  /// The SDK a type name belongs to.
  public static func sdk(named name: String) -> Entry? {
    if let entry = byName[name] { return entry }
    // A prefix counts only before an upper-case letter or the end (`NetmeraPushObject`, not `Netmeratic`).
    for entry in entries {
      for prefix in entry.prefixes where name.hasPrefix(prefix) {
        let rest = name.dropFirst(prefix.count)
        if rest.isEmpty || rest.first?.isUppercase == true { return entry }
      }
    }
    return nil
  }

  public static func entry(_ id: String) -> Entry? { entries.first { $0.id == id } }

  private static let byPluginName: [String: (Entry, Plugin)] = {
    var table: [String: (Entry, Plugin)] = [:]
    for entry in entries {
      for plugin in entry.plugins {
        for name in plugin.modules.union(plugin.types) where table[name] == nil { table[name] = (entry, plugin) }
      }
    }
    return table
  }()

  /// The SDK and plugin a module or a type name is (`clevertap_plugin`, `FLTFirebaseMessagingPlugin`).
  public static func plugin(named name: String) -> (entry: Entry, plugin: Plugin)? { byPluginName[name].map { ($0.0, $0.1) } }
}
