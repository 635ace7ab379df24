#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How the host app is wired: a `pushsim.app/1` document. Values live in one JSON tree; every
/// change goes through the schema, so a profile is always valid.
public struct AppProfile: Sendable {
  public let name: String
  public let description: String
  public private(set) var values: [String: JSONValue] {
    didSet { (app, decoded, routingRules, paths) = Self.decoding(values) }
  }
  /// Each pack's settings, decoded from `values` whenever they change (by settings type).
  private var decoded: [ObjectIdentifier: any ProfileSettings]
  /// The app's keys, typed, decoded with the packs'.
  private(set) var app: AppSettings
  /// `app.routing`'s entries, in order: read once whenever the values change (a simulation asks for them in every
  /// callback, for every SDK).
  public private(set) var routingRules: [RoutingRule]
  /// The per-path keys' entries (`app.delegate.presentation`, `app.completionHandlers.didReceivePaths`, `…fetchPaths`),
  /// read once whenever the values change.
  public private(set) var paths: CallbackPaths

  /// The paths through the app's callbacks its profile states (issue 32 item 4).
  public struct CallbackPaths: Sendable {
    public var presentation: [HandlerPathRule]
    public var didReceive: [HandlerPathRule]
    public var fetch: [HandlerPathRule]
  }
  /// Keys the profile sets itself (built-in overrides, the profile file, `--set`), not defaults.
  public private(set) var explicit: Set<String> = []

  /// The `plain` app: its own delegate assigned before launch returns, willPresent with banner,
  /// list and sound, didReceive, remote-notification mode on (DESIGN.md §3).
  public init(name: String, description: String, overrides: [String: JSONValue] = [:]) {
    self.name = name
    self.description = description
    var values: [String: JSONValue] = [:]
    for key in ProfileSchema.allKeys { values[key.path] = key.defaultValue }
    for (path, value) in overrides { values[path] = value }
    var explicit = Set(overrides.keys)
    if explicit.contains(Self.presentationOptions), !explicit.contains(Self.willPresent) {
      values[Self.willPresent] = .string("options")
      explicit.insert(Self.willPresent)
    }
    self.values = values
    self.explicit = explicit
    (app, decoded, routingRules, paths) = Self.decoding(values)
  }

  /// The settings types of the packs, the app's PushKit keys and the push types' keys (the app's others are `app`).
  private static let packSettingsTypes: [any ProfileSettings.Type] =
    SDKs.all.map { $0.settingsType } + [PushKitSettings.self, PushTypeSettings.self]

  /// Everything typed a profile reads from its values, decoded once for each change of them.
  private static func decoding(
    _ values: [String: JSONValue]
  ) -> (AppSettings, [ObjectIdentifier: any ProfileSettings], [RoutingRule], CallbackPaths) {
    let reader = ProfileValues(values: values)
    let packs = Dictionary(uniqueKeysWithValues: packSettingsTypes.map { (ObjectIdentifier($0), $0.init(reader)) })
    func rules(_ key: ProfileKey) -> [HandlerPathRule] { HandlerPathRule.rules(values[key.path], key: key.path) }
    let paths = CallbackPaths(
      presentation: rules(AppSettings.presentationKey), didReceive: rules(AppSettings.didReceivePathsKey), fetch: rules(AppSettings.fetchPathsKey))
    return (AppSettings(reader), packs, RoutingRule.rules(values[AppSettings.routingKey.path], sdks: ProfileSchema.sdkIDs), paths)
  }

  /// One part's typed settings, as the profile's values say now.
  func settings<Settings: ProfileSettings>(_ type: Settings.Type) -> Settings {
    decoded[ObjectIdentifier(type)] as? Settings ?? Settings(ProfileValues(values: values))
  }

  /// The profile says this key itself rather than leaving the default.
  public func isSet(_ path: String) -> Bool { explicit.contains(path) }

  /// Sets one key, checked against the schema. The message names the valid keys or choices.
  public mutating func set(_ path: String, _ value: JSONValue) throws(UsageError) {
    guard let key = ProfileSchema.key(path) else {
      throw UsageError("unknown profile key '\(path)'\(Suggest.aside(path, among: ProfileSchema.allKeys.map(\.path))); see docs/profiles.md")
    }
    if let problem = key.validate(value) { throw UsageError(problem) }
    values[path] = value
    explicit.insert(path)
    // Options the profile states are what willPresent returns, unless it says otherwise (a printed profile says
    // app.delegate.willPresent after presentationOptions, so it loads back as it was printed).
    if path == Self.presentationOptions, !explicit.contains(Self.willPresent) {
      values[Self.willPresent] = .string("options")
      explicit.insert(Self.willPresent)
    }
  }

  static let presentationOptions = "app.delegate.presentationOptions"
  static let willPresent = "app.delegate.willPresent"

  /// willPresent follows the page of the SDK the push is routed to (`app.delegate.willPresent` sdk-pattern).
  public var willPresentFollowsSDK: Bool { app.willPresent == .sdkPattern }

  /// `--set path=value`: the value is JSON when it parses as JSON (`true`, `["a"]`, `"x"`), else a bare string; a
  /// string or choice key takes the text as written.
  public mutating func apply(assignment: String) throws(UsageError) {
    guard let equals = assignment.firstIndex(of: "=") else {
      throw UsageError("--set needs path=value, got '\(assignment)'")
    }
    let path = String(assignment[..<equals])
    let raw = String(assignment[assignment.index(after: equals)...])
    var value = (try? JSONParser().parse(raw).value) ?? .string(raw)
    // A key whose value is text takes the text as written: `apns.priority=10` is the choice "10", not the number.
    if value.stringValue == nil, let key = ProfileSchema.key(path), key.takesText { value = .string(raw) }
    try set(path, value)
  }

  // MARK: - Typed reads

  public var backgroundModes: [String] { app.backgroundModes }
  public var hasRemoteNotificationMode: Bool { backgroundModes.contains("remote-notification") }
  public var notificationsAuthorized: Bool { app.notificationsAuthorized }
  var delegateOwner: AppSettings.DelegateOwner { app.delegateOwner }
  var delegateAssigned: AppSettings.DelegateAssigned { app.delegateAssigned }
  /// A delegate exists once launch is over.
  public var hasDelegate: Bool { delegateOwner != .none && delegateAssigned != .never }
  public var implementsWillPresent: Bool { app.implementsWillPresent }
  public var presentationOptions: [String] { app.presentationOptions }
  public var implementsDidReceive: Bool { app.implementsDidReceive }
  public var implementsDidReceiveRemoteNotification: Bool { app.implementsDidReceiveRemoteNotification }
  var fetchCompletion: AppSettings.CompletionCalls { app.fetchCompletion }
  /// The app's own fetch completion call, as Swift writes it: `completionHandler(.newData)` (`app.completionHandlers.fetchResult`).
  var fetchResultCall: String { "completionHandler(.\(app.fetchResult.rawValue))" }
  var didReceiveCompletion: AppSettings.CompletionCalls { app.didReceiveCompletion }
  var foregroundWithoutDelegate: AppSettings.ForegroundWithoutDelegate { app.foregroundWithoutDelegate }
  /// The SDKs the app carries (`app.sdks`).
  public var sdks: [String] { app.sdks }

  /// A registered category.
  public struct Category: Sendable, Equatable {
    public let id: String
    public let actions: [(id: String, foreground: Bool)]
    public let customDismissAction: Bool

    public static func == (lhs: Category, rhs: Category) -> Bool {
      lhs.id == rhs.id && lhs.customDismissAction == rhs.customDismissAction && lhs.actions.map(\.id) == rhs.actions.map(\.id)
        && lhs.actions.map(\.foreground) == rhs.actions.map(\.foreground)
    }
  }

  public var categories: [Category] {
    (values[AppSettings.categoriesKey.path]?.arrayValue ?? []).compactMap { item in
      guard let object = item.objectValue, let id = object["id"]?.stringValue else { return nil }
      let actions = (object["actions"]?.arrayValue ?? []).compactMap { action -> (String, Bool)? in
        guard let actionID = action["id"]?.stringValue else { return nil }
        return (actionID, action["foreground"]?.boolValue ?? false)
      }
      return Category(
        id: id, actions: actions.map { (id: $0.0, foreground: $0.1) }, customDismissAction: object["customDismissAction"]?.boolValue ?? false)
    }
  }

  // MARK: - JSON

  /// The profile as a `pushsim.app/1` document, keys nested by their dotted paths.
  public var document: JSONValue {
    var root = JSONObject([
      "schema": .string(ProfileSchema.schemaID), "name": .string(name), "description": .string(description),
    ])
    let sdks = Set(app.sdks)
    for key in ProfileSchema.allKeys {
      let parts = key.path.split(separator: ".")
      if parts.first == "sdks", parts.count > 1, !sdks.contains(String(parts[1])) { continue }
      root = Self.inserting(values[key.path] ?? key.defaultValue, at: key.path.split(separator: ".").map(String.init), into: root)
    }
    return .object(root)
  }

  private static func inserting(_ value: JSONValue, at path: [String], into object: JSONObject) -> JSONObject {
    var object = object
    guard let first = path.first else { return object }
    if path.count == 1 {
      object[first] = value
    } else {
      object[first] = .object(inserting(value, at: Array(path.dropFirst()), into: object[first]?.objectValue ?? JSONObject()))
    }
    return object
  }

  /// Reads a profile document: unknown keys and wrong types are usage errors; missing keys keep
  /// the `plain` defaults. `file` names the profile when it has no `name`; callers add it to messages.
  /// `locate` gives a key's place in the file, so a wrong value is reported at `file:line:column`.
  public static func load(_ value: JSONValue, file: String, locate: (JSONPointer) -> SourceLocation? = { _ in nil }) throws(UsageError)
    -> AppProfile
  {
    guard let root = value.objectValue else { throw UsageError("a profile is a JSON object (\(ProfileSchema.schemaID))") }
    if let schema = root["schema"], schema != .string(ProfileSchema.schemaID) {
      throw UsageError(
        in: file, at: locate(JSONPointer(tokens: ["schema"])), "schema is \(Show.value(schema)); expected \"\(ProfileSchema.schemaID)\"")
    }
    var profile = AppProfile(name: root["name"]?.stringValue ?? file, description: root["description"]?.stringValue ?? "")
    var leaves: [(path: String, tokens: [String], value: JSONValue)] = []
    func flatten(_ object: JSONObject, prefix: String, tokens: [String]) {
      for member in object {
        let path = prefix.isEmpty ? member.key : prefix + "." + member.key
        if ProfileSchema.key(path) == nil, let child = member.value.objectValue {
          flatten(child, prefix: path, tokens: tokens + [member.key])
        } else {
          leaves.append((path, tokens + [member.key], member.value))
        }
      }
    }
    flatten(root.removing(["schema", "name", "description"]), prefix: "", tokens: [])
    for leaf in leaves {
      do { try profile.set(leaf.path, leaf.value) } catch {
        throw UsageError(in: file, at: locate(JSONPointer(tokens: leaf.tokens)), error.detail)
      }
    }
    return profile
  }
}
