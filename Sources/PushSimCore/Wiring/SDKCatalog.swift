/// Which push SDK a name in app code belongs to, and what each SDK does to the notification-center
/// delegate. Names are the SDKs' public Swift and Objective-C types: for Mapp, Netmera and Grovs as the
/// seeds write them, for the other SDKs as their public sample apps call them.
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
  }

  public enum DelegateTakeover: Sendable {
    case never
    case always
    /// Only when a name in the code starts with one of these (`engageAndAutoIntegrate…`, `automation`).
    case when(Set<String>)
  }

  public static let entries: [Entry] = [
    // Mapp Engage: class names keep the legacy name Appoxee (seeds/000 "Note"); the automatic
    // integration swizzles and owns the delegate (seeds/002 "SDK Owns the Delegate").
    Entry(
      id: "mapp", names: ["Appoxee", "AppoxeeManager", "APXPushNotification", "AppoxeeNotificationDelegate", "AppoxeeDelegate", "AppoxeeSDK"],
      prefixes: ["Appoxee"],
      takesDelegate: .when(["engageAndAutoIntegrate"])),
    // Netmera: the SDK handles the UIApplicationDelegate push methods itself (seeds/003 "Default
    // Handling"); the app still assigns the notification-center delegate.
    Entry(id: "netmera", names: [], prefixes: ["Netmera", "FNetmera", "RNNetmera"], takesDelegate: .never),
    // Grovs "doesn't take over UNUserNotificationCenter.delegate or swizzle anything" (seeds/004).
    Entry(
      id: "grovs", names: ["Grovs", "GrovsNotificationServiceExtension", "GrovsNotificationContent", "GrovsDelegate"], prefixes: [],
      takesDelegate: .never),
    Entry(
      id: "firebase", names: ["FirebaseApp", "Messaging", "MessagingDelegate", "FIRApp", "FIRMessaging", "FIRMessagingDelegate", "FirebasePlugin"],
      prefixes: [], takesDelegate: .never),
    Entry(id: "onesignal", names: ["OneSignal"], prefixes: ["OneSignal"], takesDelegate: .always),
    Entry(id: "braze", names: ["Braze", "BrazePlugin", "Appboy", "ABKPushUtils"], prefixes: [], takesDelegate: .when(["automation"])),
    Entry(id: "airship", names: ["Airship", "UAirship", "UAConfig", "AirshipConfig"], prefixes: [], takesDelegate: .always),
    Entry(id: "clevertap", names: ["CleverTap"], prefixes: [], takesDelegate: .when(["autoIntegrate"])),
    Entry(id: "iterable", names: ["IterableAPI", "IterableAppIntegration", "IterableConfig"], prefixes: [], takesDelegate: .never),
    Entry(
      id: "customerio", names: ["CustomerIO", "MessagingPush", "MessagingPushAPN", "MessagingPushFCM"], prefixes: ["Cio"],
      takesDelegate: .when(["CioAppDelegateWrapper"])),
    Entry(id: "klaviyo", names: ["KlaviyoSDK", "Klaviyo"], prefixes: [], takesDelegate: .never),
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
}
