/// The app's routing as data (issue 19 item 4; DESIGN.md §6): each entry of `app.routing` is an SDK the app offers a
/// push to, in order, with the condition its code tests first (`when`), where that code is (`at`) and its text
/// (`code`). `pushsim wiring` derives the conditions from the app's code; the simulator evaluates them per payload and
/// the trace names the entry and its line. A condition pushsim cannot evaluate stays `unknown` with the code's text:
/// never guessed (the profile's `app.unknownConditions` says what the simulation assumes, and the trace says it).
public indirect enum RoutingPredicate: Sendable, Equatable {
  /// No condition, or one that always holds (`let sdk = Appoxee.shared()` once the SDK is set up).
  case always
  /// The payload holds this key (a path into nested dictionaries): `userInfo["k"] != nil`, `if let x = userInfo["k"]`.
  case has([String])
  /// The key's value equals a string, number or bool literal.
  case equals([String], JSONValue)
  /// The key's value is a string starting with this text (`hasPrefix`).
  case prefix([String], String)
  /// The response's action identifier equals this (`response.actionIdentifier == UNNotificationDefaultActionIdentifier`).
  case action(String)
  /// The key exists whatever its value, JSON null included (iOS hands null as NSNull, which `!= nil` on `Any` and
  /// Objective-C's `if (x)` count as present): OneSignal's and Airship's own checks (SDKPredicates).
  case present([String])
  /// Some key of the object at the path (the payload itself for an empty path) starts with one of the texts, byte for
  /// byte; false when it is not an object: CleverTap's `isCleverTapNotification` (W$, wzrk_).
  case keyPrefix([String], [String])
  /// The value is an object with at least one member: Braze's `isBrazeNotification` (`ab`).
  case nonEmptyObject([String])
  case not(RoutingPredicate)
  case all([RoutingPredicate])
  case any([RoutingPredicate])
  /// A condition pushsim cannot evaluate, as the code writes it.
  case unknown(String)

  /// True, false, or nil when it rests on an `unknown` (three-valued: `false && unknown` is false).
  public func evaluate(_ root: JSONObject, action actionIdentifier: String?) -> Bool? {
    switch self {
    case .always: return true
    case .has(let path): return Self.value(at: path, in: root) != nil
    case .equals(let path, let literal):
      guard let value = Self.value(at: path, in: root) else { return false }
      return Self.same(value, literal)
    case .prefix(let path, let start):
      guard let text = Self.value(at: path, in: root)?.stringValue else { return false }
      return text.hasPrefix(start)
    case .action(let identifier):
      guard let actionIdentifier else { return false }
      return actionIdentifier == identifier
    case .present(let path): return Self.member(at: path, in: root) != nil
    case .keyPrefix(let path, let starts):
      guard let object = path.isEmpty ? root : Self.member(at: path, in: root)?.objectValue else { return false }
      return object.keys.contains { key in starts.contains { key.utf8.starts(with: $0.utf8) } }
    case .nonEmptyObject(let path): return !(Self.member(at: path, in: root)?.objectValue?.isEmpty ?? true)
    case .not(let inner): return inner.evaluate(root, action: actionIdentifier).map { !$0 }
    case .all(let items): return Self.combine(items, decisive: false, root, actionIdentifier)
    case .any(let items): return Self.combine(items, decisive: true, root, actionIdentifier)
    case .unknown: return nil
    }
  }

  /// `all` (a false decides) and `any` (a true decides); an unknown leaves it open unless a decisive item comes.
  private static func combine(_ items: [RoutingPredicate], decisive: Bool, _ root: JSONObject, _ action: String?) -> Bool? {
    var unknown = false
    for item in items {
      switch item.evaluate(root, action: action) {
      case decisive?: return decisive
      case nil: unknown = true
      default: continue
      }
    }
    return unknown ? nil : !decisive
  }

  /// The value at a path of nested keys, JSON null included.
  static func member(at path: [String], in root: JSONObject) -> JSONValue? {
    guard let first = path.first, var current = root[first] else { return nil }
    for key in path.dropFirst() {
      guard let next = current.objectValue?[key] else { return nil }
      current = next
    }
    return current
  }

  static func value(at path: [String], in root: JSONObject) -> JSONValue? {
    var current: JSONValue = .object(root)
    for key in path {
      guard let next = current.objectValue?[key] else { return nil }
      current = next
    }
    if case .null = current { return nil }
    return current
  }

  /// iOS hands the payload to the app as an NSDictionary: a number compared with a Swift literal compares its value.
  static func same(_ value: JSONValue, _ literal: JSONValue) -> Bool {
    switch (value, literal) {
    case (.string(let left), .string(let right)): return left == right
    case (.bool(let left), .bool(let right)): return left == right
    case (.integer(let left), .integer(let right)): return left == right
    case (.integer(let left), .real(let right)): return Double(left) == right
    case (.real(let left), .integer(let right)): return left == Double(right)
    case (.real(let left), .real(let right)): return left == right
    default: return false
    }
  }

  /// Whether it tests a payload key (the app filters on what the push holds).
  public var testsPayload: Bool {
    switch self {
    case .has, .equals, .prefix, .present, .keyPrefix, .nonEmptyObject: true
    case .not(let inner): inner.testsPayload
    case .all(let items), .any(let items): items.contains(where: \.testsPayload)
    default: false
    }
  }

  /// The pieces that cannot be evaluated, as the code writes them.
  public var unknowns: [String] {
    switch self {
    case .unknown(let text): [text]
    case .not(let inner): inner.unknowns
    case .all(let items), .any(let items): items.flatMap(\.unknowns)
    default: []
    }
  }

  /// How reports and the trace write it: `provider == "acme"`, `has(custom.id)`, `!(…)`, `a && b`.
  public var text: String {
    func key(_ path: [String]) -> String { path.joined(separator: ".") }
    switch self {
    case .always: return "always"
    case .has(let path): return "has(\(key(path)))"
    case .equals(let path, let literal): return "\(key(path)) == \(JSONWriter(pretty: false).string(literal))"
    case .prefix(let path, let start): return "\(key(path)) starts with \(JSONWriter(pretty: false).string(.string(start)))"
    case .action(let identifier): return "action == \(identifier)"
    case .present(let path): return "present(\(key(path)))"
    case .keyPrefix(let path, let starts):
      return "a key of \(path.isEmpty ? "the payload" : key(path)) starts with "
        + starts.map { JSONWriter(pretty: false).string(.string($0)) }.joined(separator: " or ")
    case .nonEmptyObject(let path): return "nonEmptyObject(\(key(path)))"
    case .not(let inner): return "!(\(inner.text))"
    case .all(let items): return items.map { $0.isCompound ? "(\($0.text))" : $0.text }.joined(separator: " && ")
    case .any(let items): return items.map { $0.isCompound ? "(\($0.text))" : $0.text }.joined(separator: " || ")
    case .unknown(let text): return "unknown(\(text))"
    }
  }

  private var isCompound: Bool {
    switch self {
    case .all, .any: true
    default: false
    }
  }

  /// `true`, `{"has": K}`, `{"key": K, "equals": V}`, `{"key": K, "prefix": S}`, `{"present": K}`, `{"keyPrefix": [S…], "in":
  /// K}`, `{"nonEmptyObject": K}`, `{"action": ID}`, `{"not": P}`,
  /// `{"all": [P]}`, `{"any": [P]}`, `{"unknown": "code"}`; K is a key, or an array of keys for a nested one.
  public var json: JSONValue {
    func key(_ path: [String]) -> JSONValue { path.count == 1 ? .string(path[0]) : .array(path.map(JSONValue.string)) }
    switch self {
    case .always: return .bool(true)
    case .has(let path): return .object(["has": key(path)])
    case .equals(let path, let literal): return .object(["key": key(path), "equals": literal])
    case .prefix(let path, let start): return .object(["key": key(path), "prefix": .string(start)])
    case .action(let identifier): return .object(["action": .string(identifier)])
    case .present(let path): return .object(["present": key(path)])
    case .keyPrefix(let path, let starts):
      var object = JSONObject(["keyPrefix": .array(starts.map(JSONValue.string))])
      if !path.isEmpty { object["in"] = key(path) }
      return .object(object)
    case .nonEmptyObject(let path): return .object(["nonEmptyObject": key(path)])
    case .not(let inner): return .object(["not": inner.json])
    case .all(let items): return .object(["all": .array(items.map(\.json))])
    case .any(let items): return .object(["any": .array(items.map(\.json))])
    case .unknown(let text): return .object(["unknown": .string(text)])
    }
  }

  /// Reads the JSON form; the error names what is wrong, at `path`. Nesting is bounded (a profile is an input).
  public static func parse(_ value: JSONValue, path: String, depth: Int = 0) -> Result<RoutingPredicate, RoutingError> {
    guard depth < 64 else { return .failure(RoutingError("\(path): conditions nest deeper than 64")) }
    if value.boolValue == true { return .success(.always) }
    guard let object = value.objectValue else {
      return .failure(RoutingError("\(path) must be true or an object: has, key with equals or prefix, action, not, all, any, unknown"))
    }
    func key(_ value: JSONValue?) -> [String]? {
      if let text = value?.stringValue { return [text] }
      guard let items = value?.arrayValue, !items.isEmpty else { return nil }
      let keys = items.compactMap(\.stringValue)
      return keys.count == items.count ? keys : nil
    }
    func list(_ items: JSONValue?, _ name: String) -> Result<[RoutingPredicate], RoutingError> {
      guard let items = items?.arrayValue else { return .failure(RoutingError("\(path).\(name) must be an array of conditions")) }
      var parsed: [RoutingPredicate] = []
      for (index, item) in items.enumerated() {
        switch parse(item, path: "\(path).\(name)[\(index)]", depth: depth + 1) {
        case .success(let predicate): parsed.append(predicate)
        case .failure(let error): return .failure(error)
        }
      }
      return .success(parsed)
    }
    let keys = Set(object.keys)
    switch keys {
    case ["has"]:
      guard let path = key(object["has"]) else { return .failure(RoutingError("\(path).has must be a key or an array of keys")) }
      return .success(.has(path))
    case ["key", "equals"]:
      guard let keyPath = key(object["key"]) else { return .failure(RoutingError("\(path).key must be a key or an array of keys")) }
      guard let literal = object["equals"], ["string", "integer", "real", "boolean"].contains(literal.typeName) else {
        return .failure(RoutingError("\(path).equals must be a string, number or boolean"))
      }
      return .success(.equals(keyPath, literal))
    case ["key", "prefix"]:
      guard let keyPath = key(object["key"]), let start = object["prefix"]?.stringValue else {
        return .failure(RoutingError("\(path): key must be a key or an array of keys, prefix a string"))
      }
      return .success(.prefix(keyPath, start))
    case ["present"], ["nonEmptyObject"]:
      let name = keys.first ?? ""
      guard let keyPath = key(object[name]) else { return .failure(RoutingError("\(path).\(name) must be a key or an array of keys")) }
      return .success(name == "present" ? .present(keyPath) : .nonEmptyObject(keyPath))
    case ["keyPrefix"], ["keyPrefix", "in"]:
      guard let items = object["keyPrefix"]?.arrayValue, !items.isEmpty, items.allSatisfy({ $0.stringValue != nil }) else {
        return .failure(RoutingError("\(path).keyPrefix must be an array of strings"))
      }
      var within: [String] = []
      if let inner = object["in"] {
        guard let keyPath = key(inner) ?? (inner.arrayValue?.isEmpty == true ? [] : nil) else {
          return .failure(RoutingError("\(path).in must be a key or an array of keys"))
        }
        within = keyPath
      }
      return .success(.keyPrefix(within, items.compactMap(\.stringValue)))
    case ["action"]:
      guard let identifier = object["action"]?.stringValue else { return .failure(RoutingError("\(path).action must be a string")) }
      return .success(.action(identifier))
    case ["not"]:
      return parse(object["not"] ?? .null, path: path + ".not", depth: depth + 1).map { .not($0) }
    case ["all"]: return list(object["all"], "all").map { .all($0) }
    case ["any"]: return list(object["any"], "any").map { .any($0) }
    case ["unknown"]:
      guard let text = object["unknown"]?.stringValue else { return .failure(RoutingError("\(path).unknown must be the code's text")) }
      return .success(.unknown(text))
    default:
      return .failure(
        RoutingError(
          "\(path) must be one of {\"has\"}, {\"key\", \"equals\"}, {\"key\", \"prefix\"}, {\"present\"}, {\"keyPrefix\"}, {\"nonEmptyObject\"}, {\"action\"}, {\"not\"}, {\"all\"}, {\"any\"}, {\"unknown\"}"
        ))
    }
  }
}

/// Why a routing entry or condition in a profile is invalid.
public struct RoutingError: Error, Sendable, Equatable {
  public let message: String
  init(_ message: String) { self.message = message }
}

/// One entry of `app.routing`: an SDK, the condition under which the app offers it the push, and where the code says so.
public struct RoutingRule: Sendable, Equatable {
  public let sdk: String
  public let when: RoutingPredicate
  /// `file:line:column` of the forwarding call in the app's code.
  public let at: String?
  /// The condition as the code writes it.
  public let code: String?

  public init(sdk: String, when: RoutingPredicate = .always, at: String? = nil, code: String? = nil) {
    self.sdk = sdk
    self.when = when
    self.at = at
    self.code = code
  }

  /// A bare SDK id, or `{"sdk", "when", "at", "code"}`.
  public var json: JSONValue {
    guard when != .always || at != nil || code != nil else { return .string(sdk) }
    var object = JSONObject(["sdk": .string(sdk)])
    if when != .always { object["when"] = when.json }
    if let at { object["at"] = .string(at) }
    if let code { object["code"] = .string(code) }
    return .object(object)
  }

  static func parse(_ item: JSONValue, path: String, sdks: [String]) -> Result<RoutingRule, RoutingError> {
    if let id = item.stringValue {
      guard sdks.contains(id) else { return .failure(RoutingError("invalid item \"\(id)\" in \(path): choose from \(sdks.joined(separator: ", "))")) }
      return .success(RoutingRule(sdk: id))
    }
    guard let object = item.objectValue else {
      return .failure(RoutingError("\(path) items are SDK ids or {\"sdk\", \"when\", \"at\", \"code\"}"))
    }
    for key in object.keys where !["sdk", "when", "at", "code"].contains(key) {
      return .failure(RoutingError("unknown key '\(key)' in \(path): use sdk, when, at, code"))
    }
    guard let id = object["sdk"]?.stringValue, sdks.contains(id) else {
      return .failure(RoutingError("\(path).sdk must be one of \(sdks.joined(separator: ", "))"))
    }
    for key in ["at", "code"] where object[key] != nil && object[key]?.stringValue == nil {
      return .failure(RoutingError("\(path).\(key) must be a string"))
    }
    let when = object["when"].map { RoutingPredicate.parse($0, path: path + ".when") } ?? .success(.always)
    return when.map { RoutingRule(sdk: id, when: $0, at: object["at"]?.stringValue, code: object["code"]?.stringValue) }
  }

  /// The entries of a validated `app.routing` value.
  static func rules(_ value: JSONValue?, sdks: [String]) -> [RoutingRule] {
    (value?.arrayValue ?? []).enumerated().compactMap { try? parse($1, path: "app.routing[\($0)]", sdks: sdks).get() }
  }
}
