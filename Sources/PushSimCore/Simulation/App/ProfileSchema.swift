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
    /// `app.delegate.presentation`, `app.completionHandlers.*Paths`: {"when", "calls", "by", "options", "at", "code"}
    /// (`HandlerPathRule`).
    case paths
    /// An OS version as a string: `"26"`, `"17.2"`, `"17.2.1"` (`OSVersion`).
    case version
    /// A whole number of seconds, from 0 to `max`.
    case seconds(max: Int)
    /// Seconds, fractions allowed (`0.5`), from 0 to `max`.
    case fractionalSeconds(max: Int)
    /// `app.delegate.peers`: [{"name", "presentationOptions", "didReceive"}] (`DelegatePeer`).
    case peers
  }

  public let path: String
  public let kind: Kind
  public let defaultValue: JSONValue
  public let help: String

  /// The value is text (a string or one of a list of choices).
  var takesText: Bool {
    switch kind {
    case .string, .choice, .version: true
    default: false
    }
  }

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
    case .paths:
      return HandlerPathRule.problem(value, path: path)
    case .version:
      guard let text = value.stringValue, OSVersion(text) != nil else {
        return "invalid value \(Show.value(value)) for \(path): give a version as a string, such as \"17.2\" or \"26\""
      }
      return nil
    case .seconds(let max):
      guard let seconds = value.integerValue, seconds >= 0, seconds <= Int64(max) else {
        return "invalid value \(Show.value(value)) for \(path): give a whole number of seconds from 0 to \(max)"
      }
      return nil
    case .fractionalSeconds(let max):
      guard let seconds = value.numberValue, seconds.isFinite, seconds >= 0, seconds <= Double(max) else {
        return "invalid value \(Show.value(value)) for \(path): give a number of seconds from 0 to \(max) (fractions allowed: 0.5)"
      }
      return nil
    case .peers:
      return DelegatePeer.problem(value, path: path)
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

  /// The app's keys (`app.*`, `ios.*`, `apns.*`), its PushKit and PushToTalk ones, then the other push types' ones.
  public static let keys: [ProfileKey] = AppSettings.keys + PushKitSettings.keys + PushTypeSettings.keys

  /// The SDKs pushsim simulates (the packs' ids).
  public static let sdkIDs = SDKs.ids
  /// SDK keys, from the packs (each `sdks.<id>.*` key is its pack's). Read only when the SDK is in app.sdks.
  public static let sdkKeys: [ProfileKey] = SDKs.all.flatMap { $0.settingsType.keys }

  public static let allKeys: [ProfileKey] = keys + sdkKeys

  public static func key(_ path: String) -> ProfileKey? { allKeys.first { $0.path == path } }
}
