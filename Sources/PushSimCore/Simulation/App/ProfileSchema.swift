/// The keys of an app profile (`pushsim.app/1`), typed, each with its default (the `plain` app)
/// and what it means. `--set path=value`, profile files and docs/profiles.md all read this table.
public struct ProfileKey: Sendable {
  public enum Kind: Sendable {
    case bool
    case choice([String])
    /// An array whose items come from the list.
    case choices([String])
    case string
    /// An array of free strings.
    case strings
    /// A JSON object of any keys.
    case object
    /// `app.categories`: [{"id", "actions": [{"id", "foreground"}], "customDismissAction"}].
    case categories
    /// `app.routing`: SDK ids, or {"sdk", "when", "at", "code"} with a condition (`RoutingRule`).
    case routing
  }

  public let path: String
  public let kind: Kind
  public let defaultValue: JSONValue
  public let help: String

  /// The error for a value of the wrong type, or nil when it fits.
  func validate(_ value: JSONValue) -> String? {
    switch kind {
    case .bool:
      return value.boolValue == nil ? "invalid value \(Show.value(value)) for \(path): choose true or false" : nil
    case .string:
      return value.stringValue == nil ? "invalid value \(Show.value(value)) for \(path): give a string" : nil
    case .strings:
      guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
        return "invalid value \(Show.value(value)) for \(path): give a JSON array of strings"
      }
      return nil
    case .object:
      return value.objectValue == nil ? "invalid value \(Show.value(value)) for \(path): give a JSON object" : nil
    case .choice(let options):
      guard let text = value.stringValue, options.contains(text) else {
        let suggestion = value.stringValue.map { Suggest.didYouMean($0, among: options) } ?? ""
        return "invalid value \(Show.value(value)) for \(path): choose one of \(options.joined(separator: ", "))\(suggestion)"
      }
      return nil
    case .choices(let options):
      guard let items = value.arrayValue else {
        return "invalid value \(Show.value(value)) for \(path): give a JSON array of \(options.joined(separator: ", "))"
      }
      for item in items {
        guard let text = item.stringValue, options.contains(text) else {
          return "invalid item \(Show.value(item)) in \(path): choose from \(options.joined(separator: ", "))"
        }
      }
      return nil
    case .categories:
      return ProfileKey.validateCategories(value, path: path)
    case .routing:
      guard let items = value.arrayValue else { return "invalid value \(Show.value(value)) for \(path): give an array of SDK ids or {sdk, when}" }
      for (index, item) in items.enumerated() {
        if case .failure(let error) = RoutingRule.parse(item, path: "\(path)[\(index)]", sdks: ProfileSchema.sdkIDs) { return error.message }
      }
      return nil
    }
  }

  private static func validateCategories(_ value: JSONValue, path: String) -> String? {
    guard let items = value.arrayValue else { return "invalid value \(Show.value(value)) for \(path): give an array of categories" }
    for (index, item) in items.enumerated() {
      guard let category = item.objectValue, category["id"]?.stringValue != nil else {
        return "\(path)[\(index)] needs an \"id\" string"
      }
      for key in category.keys where !["id", "actions", "customDismissAction"].contains(key) {
        return "unknown key '\(key)' in \(path)[\(index)]: use id, actions, customDismissAction"
      }
      if let flag = category["customDismissAction"], flag.boolValue == nil { return "\(path)[\(index)].customDismissAction must be true or false" }
      for (actionIndex, action) in (category["actions"]?.arrayValue ?? []).enumerated() {
        guard let object = action.objectValue, object["id"]?.stringValue != nil else {
          return "\(path)[\(index)].actions[\(actionIndex)] needs an \"id\" string"
        }
        if let flag = object["foreground"], flag.boolValue == nil {
          return "\(path)[\(index)].actions[\(actionIndex)].foreground must be true or false"
        }
      }
      if let actions = category["actions"], actions.arrayValue == nil { return "\(path)[\(index)].actions must be an array" }
    }
    return nil
  }
}

/// The profile schema: every key pushsim reads.
public enum ProfileSchema {
  public static let schemaID = "pushsim.app/1"
  public static let presentationOptions = ["banner", "list", "sound", "badge", "alert"]
  public static let backgroundModes = ["remote-notification", "fetch", "processing", "audio", "voip", "location"]

  public static let keys: [ProfileKey] = [
    ProfileKey(
      path: "app.backgroundModes", kind: .choices(backgroundModes), defaultValue: .array([.string("remote-notification")]),
      help: "UIBackgroundModes. remote-notification lets iOS wake or launch the app for background pushes (G2)."),
    ProfileKey(
      path: "app.notificationsAuthorized", kind: .bool, defaultValue: .bool(true),
      help: "The user allowed alerts, sounds and badges (G11)."),
    ProfileKey(
      path: "app.delegate.owner", kind: .choice(["app", "sdk", "none"]), defaultValue: .string("app"),
      help: "Who is UNUserNotificationCenter.current().delegate: the app's own object, an SDK (swizzling), or nobody."),
    ProfileKey(
      path: "app.delegate.assigned", kind: .choice(["before-launch-returns", "after-launch-returns", "never"]),
      defaultValue: .string("before-launch-returns"),
      help: "When the delegate is assigned. After application(_:didFinishLaunchingWithOptions:) returns, the launching tap is lost (G7)."),
    ProfileKey(
      path: "app.delegate.implementsWillPresent", kind: .bool, defaultValue: .bool(true),
      help: "The delegate implements userNotificationCenter(_:willPresent:withCompletionHandler:); without it foreground alerts are not shown (G9)."),
    ProfileKey(
      path: "app.delegate.presentationOptions", kind: .choices(presentationOptions),
      defaultValue: .array([.string("banner"), .string("list"), .string("sound")]),
      help: "The options willPresent returns (§1.6). [] delivers silently; alert is the pre-iOS 14 form of banner + list."),
    ProfileKey(
      path: "app.delegate.willPresent", kind: .choice(["sdk-pattern", "options"]), defaultValue: .string("sdk-pattern"),
      help:
        "What willPresent returns: sdk-pattern, the pattern of the page of the SDK the app routes the push to (Mapp's reads showNotificationsOnForeground, seeds/002; Grovs' shows banner, list and sound, seeds/004), else presentationOptions; options, presentationOptions for every push. Setting presentationOptions without this key means options."
    ),
    ProfileKey(
      path: "app.delegate.implementsDidReceive", kind: .bool, defaultValue: .bool(true),
      help: "The delegate implements userNotificationCenter(_:didReceive:withCompletionHandler:), the only callback for a tap (A15)."),
    ProfileKey(
      path: "app.implementsDidReceiveRemoteNotification", kind: .bool, defaultValue: .bool(true),
      help: "The app delegate implements application(_:didReceiveRemoteNotification:fetchCompletionHandler:)."),
    ProfileKey(
      path: "app.completionHandlers.fetch", kind: .choice(["once", "never", "twice"]), defaultValue: .string("once"),
      help: "How often the app calls the didReceiveRemoteNotification fetch completion handler (§2: twice crashes)."),
    ProfileKey(
      path: "app.completionHandlers.didReceive", kind: .choice(["once", "never", "twice"]), defaultValue: .string("once"),
      help: "How often the app calls the didReceive completion handler (§2)."),
    ProfileKey(
      path: "app.categories", kind: .categories, defaultValue: .array([]),
      help: "Registered notification categories: [{\"id\", \"actions\": [{\"id\", \"foreground\"}], \"customDismissAction\"}] (§5)."),
    ProfileKey(
      path: "app.sdks", kind: .choices(sdkIDs), defaultValue: .array([]),
      help: "The push SDKs in the app (mapp, grovs, netmera, firebase). Empty: the plain app."),
    ProfileKey(
      path: "app.routing", kind: .routing, defaultValue: .array([]),
      help:
        "The order in which the app offers a push to its SDKs (the first that claims it handles it; empty: app.sdks order). An entry is an SDK id, or {\"sdk\", \"when\", \"at\", \"code\"}: the condition the app's code tests before it forwards (see Routing conditions below), the code's place and text."
    ),
    ProfileKey(
      path: "app.unknownConditionsHold", kind: .bool, defaultValue: .bool(true),
      help:
        "What the simulation assumes for a routing condition pushsim cannot evaluate (an {\"unknown\": code} part): true, the app forwards; the trace says it assumed so (app-routing-condition)."
    ),
    ProfileKey(
      path: "ios.simctlPush", kind: .bool, defaultValue: .bool(false),
      help:
        "The push is sent with xcrun simctl push (or dropped on the Simulator): no Notification Service Extension runs (ios-delivery.md §4, seeds/004 Testing)."
    ),
    ProfileKey(
      path: "apns.pushType", kind: .choice(["auto", "alert", "background", "voip"]), defaultValue: .string("auto"),
      help:
        "The apns-push-type header the sender uses. auto: the one the payload needs (G6). A mismatch may be rejected, delayed or dropped (pushsim drops it); voip raises the size limit to 5120 bytes."
    ),
    ProfileKey(
      path: "apns.priority", kind: .choice(["auto", "5", "10"]), defaultValue: .string("auto"),
      help: "The apns-priority header. auto: what the payload needs; 10 on a background push is an error in Apple's words (G6, §6 Q10)."),
    ProfileKey(
      path: "ios.foregroundWithoutDelegate", kind: .choice(["not-shown", "original-options"]), defaultValue: .string("not-shown"),
      help:
        "Weak evidence (§6 Q1): a foreground alert with no delegate at all is not shown (field reports) or shown with its original options (Apple's text)."
    ),
  ]

  /// The SDKs pushsim simulates (the packs' ids).
  public static let sdkIDs = SDKs.ids
  /// SDK keys, from the packs (each `sdks.<id>.*` key is its pack's). Read only when the SDK is in app.sdks.
  public static let sdkKeys: [ProfileKey] = SDKs.all.flatMap { $0.profileKeys }

  public static let allKeys: [ProfileKey] = keys + sdkKeys

  public static func key(_ path: String) -> ProfileKey? { allKeys.first { $0.path == path } }
}
