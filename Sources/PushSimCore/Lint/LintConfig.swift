#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `.pushsim.json`: which files to lint, rule settings, and per-path overrides.
///
/// ```json
/// {
///   "include": ["templates/**"],
///   "exclude": ["templates/drafts/**"],
///   "rules": {"aps-unknown-key": "error", "simctl-missing-target-bundle": "off"},
///   "placeholders": {"maxLength": 64, "lengths": {"first_name": 40}},
///   "overrides": [
///     {"files": ["templates/acme/**"], "provider": "<provider id>"},
///     {"files": ["templates/voip/**"], "pushType": "voip", "rules": {"aps-size-limit": "warning"}}
///   ]
/// }
/// ```
public struct LintConfig: Sendable, Equatable {
  public static let fileName = ".pushsim.json"

  public struct Override: Sendable, Equatable {
    public var files: [Glob]
    public var rules: [String: RuleSetting] = [:]
    public var provider: ProviderID?
    public var pushType: PushType?
    public var placeholderMaxLength: Int?
    public var placeholderLengths: [String: Int] = [:]
    public var placeholderValues: [String: String] = [:]
    public var placeholderPattern: String?
  }

  /// The directory paths are relative to (the config file's folder).
  public var baseDirectory: String
  /// The config file itself.
  public var path: String = ""
  public var include: [Glob] = []
  public var exclude: [Glob] = []
  public var global = Override(files: [])
  public var overrides: [Override] = []
  /// Known findings accepted with a reason: `{"rule", "files", "pointer"?, "reason"}`.
  public var suppressions: [ConfigSuppression] = []
  /// Skip node_modules, Pods, Carthage, DerivedData and *.xcassets in directory walks (default true).
  public var defaultExcludes = true
  /// The app's source folders (relative to the config's folder): what `pushsim wiring` reads when no PATH is given.
  public var sources: [String] = []
  /// The scenario folders (relative to the config's folder): what `pushsim run` runs when no SCENARIO is given.
  public var scenarios: [String] = []
  /// The app `pushsim check` simulates templates through: a built-in profile name or a `pushsim.app/1` file relative to
  /// the config. Without it, check derives the app from the code in `sources`.
  public var app: String?

  public struct ConfigSuppression: Sendable, Equatable {
    public var rule: String
    public var files: [Glob]
    public var pointer: String?
    public var reason: String
  }

  /// The suppression that covers a finding in a file (relative to the config's folder), if any.
  public func suppression(rule: String, pointer: String, file relativePath: String) -> ConfigSuppression? {
    suppressions.first { $0.rule == rule && ($0.pointer == nil || $0.pointer == pointer) && $0.files.contains { $0.matches(relativePath) } }
  }

  public init(baseDirectory: String) {
    self.baseDirectory = baseDirectory
  }

  /// The settings for one file: rule severities and options, later overrides winning.
  public func resolve(_ relativePath: String) -> (settings: [String: RuleSetting], options: LintOptions) {
    var settings = global.rules
    var options = LintOptions(
      pushType: global.pushType, expectedProvider: global.provider, placeholderMaxLength: global.placeholderMaxLength,
      placeholderLengths: global.placeholderLengths)
    options.placeholderValues = global.placeholderValues
    options.placeholderPattern = global.placeholderPattern
    for override in overrides where override.files.contains(where: { $0.matches(relativePath) }) {
      settings.merge(override.rules) { $1 }
      if let provider = override.provider { options.expectedProvider = provider }
      if let pushType = override.pushType { options.pushType = pushType }
      if let maximum = override.placeholderMaxLength { options.placeholderMaxLength = maximum }
      options.placeholderLengths.merge(override.placeholderLengths) { $1 }
      options.placeholderValues.merge(override.placeholderValues) { $1 }
      if let pattern = override.placeholderPattern { options.placeholderPattern = pattern }
    }
    return (settings, options)
  }

  /// Whether a file found in a directory walk is linted (explicit file arguments always are).
  public func selects(_ relativePath: String) -> Bool {
    if exclude.contains(where: { $0.matches(relativePath) }) { return false }
    return include.isEmpty || include.contains { $0.matches(relativePath) }
  }

  // MARK: - Loading

  /// Finds `.pushsim.json` in `directory` or the nearest folder above it.
  public static func find(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = url.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  static let topKeys = [
    "include", "exclude", "rules", "placeholders", "provider", "pushType", "overrides", "suppressions", "defaultExcludes", "sources", "scenarios",
    "app",
  ]
  static let overrideKeys = ["files", "rules", "placeholders", "provider", "pushType"]

  /// Parses a config; every problem is a `UsageError` naming the key and the valid choices.
  public static func parse(_ bytes: [UInt8], path: String, knownRules: [String]) throws(UsageError) -> LintConfig {
    let document: JSONDocument
    do { document = try JSONParser().parse(bytes: bytes) } catch {
      throw UsageError(in: path, at: error.location, "invalid config: \(error.message)")
    }
    do { return try parse(document, path: path, knownRules: knownRules) } catch {
      // Every message starts with the key it is about (`overrides[0].rules.x must be …`): point at that key.
      guard error.location == nil, let pointer = keyPointer(error.detail) else { throw error }
      throw UsageError(in: path, at: document.sourceMap.nearestLocation(of: pointer), error.detail)
    }
  }

  /// The JSON Pointer of the key path a config message starts with: `overrides[0].rules.x` is
  /// `/overrides/0/rules/x`, `"suppressions"` is `/suppressions`; nil when it does not start with a config key.
  static func keyPointer(_ message: String) -> JSONPointer? {
    var path = message.prefix { $0 != " " }.replacingEvery("\"", with: "")
    // `unknown key 'overrides[0].rulez'…` and `unknown rule 'x' in overrides[0].rules…` name the key in the middle.
    let quoted = message.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
    var named = false  // the message quotes the key itself, so it need not be a known one
    if message.hasPrefix("unknown key '"), quoted.count == 3 {
      path = String(quoted[1])
      named = true
    } else if message.hasPrefix("unknown rule '"), quoted.count == 3, quoted[2].hasPrefix(" in ") {
      let container = quoted[2].dropFirst(4).prefix { $0 != ";" && $0 != " " }
      path = container + "." + quoted[1]
    }
    var tokens: [String] = []
    for part in path.split(separator: ".", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: "[", omittingEmptySubsequences: false)
      guard let name = pieces.first, !name.isEmpty else { return nil }
      tokens.append(String(name))
      for index in pieces.dropFirst() {
        guard index.hasSuffix("]"), let number = Int(index.dropLast()) else { return nil }
        tokens.append(String(number))
      }
    }
    guard let first = tokens.first, named || topKeys.contains(first) else { return nil }
    return JSONPointer(tokens: tokens)
  }

  private static func parse(_ document: JSONDocument, path: String, knownRules: [String]) throws(UsageError) -> LintConfig {
    guard let root = document.value.objectValue else { throw UsageError(in: path, "the config must be a JSON object") }
    var config = LintConfig(baseDirectory: RepositoryRoot.folder(of: path))
    config.path = path
    try checkKeys(root, allowed: topKeys, path: path, at: "")
    config.include = try globs(root["include"], path: path, key: "include")
    config.sources = try folders(root["sources"], path: path, key: "sources")
    config.scenarios = try folders(root["scenarios"], path: path, key: "scenarios")
    if let app = root["app"] {
      guard let name = app.stringValue, !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains(".."), !name.utf8.contains(0)
      else { throw UsageError(in: path, "app must be a built-in profile name or a pushsim.app/1 file relative to the config, without '..'") }
      config.app = name
    }
    config.exclude = try globs(root["exclude"], path: path, key: "exclude")
    config.global = try override(root, path: path, at: "", knownRules: knownRules, requireFiles: false)
    if let flag = root["defaultExcludes"] {
      guard let value = flag.boolValue else { throw UsageError(in: path, "defaultExcludes must be true or false") }
      config.defaultExcludes = value
    }
    if let list = root["suppressions"] {
      guard let items = list.arrayValue else { throw UsageError(in: path, "\"suppressions\" must be an array of {rule, files, pointer, reason}") }
      for (index, item) in items.enumerated() {
        guard let object = item.objectValue else { throw UsageError(in: path, "suppressions[\(index)] must be an object") }
        try checkKeys(object, allowed: ["rule", "files", "pointer", "reason"], path: path, at: "suppressions[\(index)].")
        guard let rule = object["rule"]?.stringValue, knownRules.contains(rule) else {
          let given = object["rule"]?.stringValue ?? ""
          throw UsageError(
            in: path, "suppressions[\(index)].rule must be a rule id\(Suggest.aside(given, among: knownRules)); see pushsim rules")
        }
        guard let reason = object["reason"]?.stringValue, !reason.trimmingSpaces().isEmpty else {
          throw UsageError(in: path, "suppressions[\(index)] needs a \"reason\": say why this finding is accepted")
        }
        let files = try globs(object["files"], path: path, key: "suppressions[\(index)].files")
        guard !files.isEmpty else { throw UsageError(in: path, "suppressions[\(index)].files needs at least one glob") }
        if let pointer = object["pointer"], pointer.stringValue.flatMap(JSONPointer.init(parsing:)) == nil {
          throw UsageError(in: path, "suppressions[\(index)].pointer must be a JSON Pointer such as \"/aps/badge\"")
        }
        config.suppressions.append(ConfigSuppression(rule: rule, files: files, pointer: object["pointer"]?.stringValue, reason: reason))
      }
    }
    if let list = root["overrides"] {
      guard let items = list.arrayValue else { throw UsageError(in: path, "\"overrides\" must be an array of objects") }
      for (index, item) in items.enumerated() {
        guard let object = item.objectValue else { throw UsageError(in: path, "overrides[\(index)] must be an object") }
        try checkKeys(object, allowed: overrideKeys, path: path, at: "overrides[\(index)].")
        config.overrides.append(try override(object, path: path, at: "overrides[\(index)].", knownRules: knownRules, requireFiles: true))
      }
    }
    return config
  }

  private static func override(_ object: JSONObject, path: String, at prefix: String, knownRules: [String], requireFiles: Bool) throws(UsageError)
    -> Override
  {
    var result = Override(files: try globs(object["files"], path: path, key: prefix + "files"))
    if requireFiles && result.files.isEmpty { throw UsageError(in: path, "\(prefix)files needs at least one glob") }
    if let rules = object["rules"] {
      guard let entries = rules.objectValue else {
        throw UsageError(in: path, "\(prefix)rules must be an object of rule id to \"error\", \"warning\", \"info\" or \"off\"")
      }
      for member in entries {
        guard knownRules.contains(member.key) else {
          throw UsageError(
            in: path, "unknown rule '\(member.key)' in \(prefix)rules\(Suggest.aside(member.key, among: knownRules)); see pushsim rules")
        }
        guard let text = member.value.stringValue, let setting = RuleSetting(text) else {
          throw UsageError(in: path, "\(prefix)rules.\(member.key) must be \"error\", \"warning\", \"info\" or \"off\"")
        }
        result.rules[member.key] = setting
      }
    }
    if let provider = object["provider"] {
      let ids = ProviderID.allCases.map(\.rawValue)
      guard let text = provider.stringValue, let id = ProviderID(rawValue: text) else {
        throw UsageError(
          in: path,
          "\(prefix)provider \(Show.value(provider)) is not a provider id\(Suggest.aside(provider.stringValue ?? "", among: ids)); see docs/providers.md"
        )
      }
      result.provider = id
    }
    if let pushType = object["pushType"] {
      guard let text = pushType.stringValue, let type = PushType(rawValue: text) else {
        let names = PushType.allCases.map(\.rawValue)
        throw UsageError(
          in: path,
          "\(prefix)pushType must be an apns-push-type (\(names.joined(separator: ", "))), not \(Show.value(pushType))\(Suggest.aside(pushType.stringValue ?? "", among: names))"
        )
      }
      result.pushType = type
    }
    if let placeholders = object["placeholders"] {
      guard let settings = placeholders.objectValue else {
        throw UsageError(in: path, "\(prefix)placeholders must be an object with maxLength and/or lengths")
      }
      try checkKeys(settings, allowed: ["maxLength", "lengths", "values", "types", "pattern"], path: path, at: prefix + "placeholders.")
      if let values = settings["values"] {
        guard let entries = values.objectValue else {
          throw UsageError(in: path, "\(prefix)placeholders.values must map placeholder names to sample values (\"badge\": 3)")
        }
        for member in entries { result.placeholderValues[member.key] = JSONWriter(pretty: false).string(member.value) }
      }
      if let types = settings["types"] {
        let samples = ["integer": "1", "number": "1.5", "boolean": "true", "string": "\"x\""]
        guard let entries = types.objectValue else {
          throw UsageError(in: path, "\(prefix)placeholders.types must map placeholder names to integer, number, boolean or string")
        }
        for member in entries {
          guard let type = member.value.stringValue, let sample = samples[type] else {
            throw UsageError(in: path, "\(prefix)placeholders.types.\(member.key) must be integer, number, boolean or string")
          }
          if result.placeholderValues[member.key] == nil { result.placeholderValues[member.key] = sample }
        }
      }
      if let pattern = settings["pattern"] {
        guard let text = pattern.stringValue, text.count <= 200 else {
          throw UsageError(in: path, "\(prefix)placeholders.pattern must be a regular expression of at most 200 characters, e.g. \"%%([a-z_]+)%%\"")
        }
        do { _ = try LinearPattern(text) } catch {
          throw UsageError(in: path, "\(prefix)placeholders.pattern: \(error.message) (pushsim runs patterns in linear time; docs/config.md)")
        }
        result.placeholderPattern = text
      }
      if let maximum = settings["maxLength"] {
        guard let number = maximum.integerValue, number >= 0, number <= 1_048_576 else {
          throw UsageError(in: path, "\(prefix)placeholders.maxLength must be a byte count from 0 to 1048576")
        }
        result.placeholderMaxLength = Int(number)
      }
      if let lengths = settings["lengths"] {
        guard let entries = lengths.objectValue else {
          throw UsageError(in: path, "\(prefix)placeholders.lengths must map placeholder names to byte counts")
        }
        for member in entries {
          guard let number = member.value.integerValue, number >= 0, number <= 1_048_576 else {
            throw UsageError(in: path, "\(prefix)placeholders.lengths.\(member.key) must be a byte count from 0 to 1048576")
          }
          result.placeholderLengths[member.key] = Int(number)
        }
      }
    }
    return result
  }

  private static func globs(_ value: JSONValue?, path: String, key: String) throws(UsageError) -> [Glob] {
    guard let value else { return [] }
    if let text = value.stringValue { return [Glob(text)] }
    guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
      throw UsageError(in: path, "\(key) must be a glob or an array of globs")
    }
    return items.compactMap(\.stringValue).map(Glob.init)
  }

  /// Folders relative to the config's folder: a string or an array of strings, never absolute and never leaving it.
  private static func folders(_ value: JSONValue?, path: String, key: String) throws(UsageError) -> [String] {
    guard let value else { return [] }
    let items = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue)
    guard let items, items.count == (value.arrayValue?.count ?? 1), !items.isEmpty else {
      throw UsageError(in: path, "\(key) must be a folder or an array of folders, relative to the config")
    }
    for item in items where item.isEmpty || item.hasPrefix("/") || item.split(separator: "/").contains("..") || item.utf8.contains(0) {
      throw UsageError(in: path, "\(key) names '\(item)': a folder inside the repository, relative to the config, without '..'")
    }
    return items
  }

  private static func checkKeys(_ object: JSONObject, allowed: [String], path: String, at prefix: String) throws(UsageError) {
    for key in object.keys where !allowed.contains(key) {
      throw UsageError(
        in: path, "unknown key '\(prefix)\(key)'\(Suggest.aside(key, among: allowed)); valid keys: \(allowed.joined(separator: ", "))")
    }
  }
}
