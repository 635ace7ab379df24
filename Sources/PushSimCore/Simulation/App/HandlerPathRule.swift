/// One path through an app callback, as data (issue 32 item 4): the condition the path runs under (a routing
/// predicate, `Routing.swift`), what the app does with the completion handler there — calls it once, never or twice, or
/// gives it to an SDK or to `super` — and for willPresent the options it passes. `pushsim wiring` writes them from the
/// code (`app.delegate.presentation`, `app.completionHandlers.didReceivePaths`, `…fetchPaths`); the simulator takes
/// the path of the push it simulates, so a foreground push shows the options of its own path.
public struct HandlerPathRule: Sendable, Equatable {
  /// Who completes on the path: the app's own call (or nobody, when it never calls it), an SDK, or `super`.
  public enum By: String, Sendable, CaseIterable { case app, sdk, `super` }
  /// How often the handler is called on the path (`app.completionHandlers`' words).
  public enum Calls: String, Sendable, CaseIterable { case once, never, twice }

  public let when: RoutingPredicate
  public let calls: Calls
  public let by: By
  /// willPresent: the options the app passes on this path (nil: none written, or not willPresent).
  public let options: [String]?
  /// `file:line:column` of the code that shows the path (the call, or the `return` without one).
  public let at: String?
  /// The conditions as the code writes them.
  public let code: String?

  public init(
    when: RoutingPredicate = .always, calls: Calls = .once, by: By = .app, options: [String]? = nil, at: String? = nil,
    code: String? = nil
  ) {
    self.when = when
    self.calls = calls
    self.by = by
    self.options = options
    self.at = at
    self.code = code
  }

  /// `{"when", "calls", "by", "options", "at", "code"}`; `when` left out when it always holds, `calls` when `once`, `by`
  /// when `app`.
  public var json: JSONValue {
    var object = JSONObject()
    if when != .always { object["when"] = when.json }
    if calls != .once { object["calls"] = .string(calls.rawValue) }
    if by != .app { object["by"] = .string(by.rawValue) }
    if let options { object["options"] = .array(options.map(JSONValue.string)) }
    if let at { object["at"] = .string(at) }
    if let code { object["code"] = .string(code) }
    return .object(object)
  }

  static let fields = ["when", "calls", "by", "options", "at", "code"]

  static func parse(_ item: JSONValue, path: String) -> Result<HandlerPathRule, RoutingError> {
    guard let object = item.objectValue else {
      return .failure(RoutingError("\(path) items are {\"when\", \"calls\", \"by\", \"options\", \"at\", \"code\"}"))
    }
    for key in object.keys where !fields.contains(key) {
      return .failure(RoutingError("unknown key '\(key)' in \(path): use \(fields.joined(separator: ", "))"))
    }
    let calls = object["calls"].map { $0.stringValue.flatMap(Calls.init(rawValue:)) } ?? .once
    guard let calls else { return .failure(RoutingError("\(path).calls must be one of once, never, twice")) }
    let by = object["by"].map { $0.stringValue.flatMap(By.init(rawValue:)) } ?? .app
    guard let by else { return .failure(RoutingError("\(path).by must be one of app, sdk, super")) }
    var options: [String]?
    if let value = object["options"] {
      guard let items = value.arrayValue?.compactMap(\.stringValue), items.count == value.arrayValue?.count,
        items.allSatisfy(ProfileSchema.presentationOptions.contains)
      else {
        return .failure(RoutingError("\(path).options must be an array of \(ProfileSchema.presentationOptions.joined(separator: ", "))"))
      }
      options = items
    }
    for key in ["at", "code"] where object[key] != nil && object[key]?.stringValue == nil {
      return .failure(RoutingError("\(path).\(key) must be a string"))
    }
    let when = object["when"].map { RoutingPredicate.parse($0, path: path + ".when") } ?? .success(.always)
    return when.map {
      HandlerPathRule(when: $0, calls: calls, by: by, options: options, at: object["at"]?.stringValue, code: object["code"]?.stringValue)
    }
  }

  /// The entries of a validated value, in order.
  static func rules(_ value: JSONValue?, key: String) -> [HandlerPathRule] {
    (value?.arrayValue ?? []).enumerated().compactMap { try? parse($1, path: "\(key)[\($0)]").get() }
  }

  /// The validation error of a value, or nil.
  static func problem(_ value: JSONValue, path: String) -> String? {
    guard let items = value.arrayValue else {
      return "invalid value \(Show.value(value)) for \(path): give an array of paths {when, calls, by, options, at, code}"
    }
    for (index, item) in items.enumerated() {
      if case .failure(let error) = parse(item, path: "\(path)[\(index)]") { return error.message }
    }
    return nil
  }

  /// The path a push takes, and whether the code decides it: the first whose condition holds; where no condition is
  /// decided for this push, the main path — the one that calls the handler (with options, for willPresent), the
  /// latest in the code of those (the path past the early returns) — assumed. Nil when none holds.
  static func path(of rules: [HandlerPathRule], payload root: JSONObject, action: String?) -> (rule: HandlerPathRule, decided: Bool)? {
    var open: [HandlerPathRule] = []
    for rule in rules {
      switch rule.when.evaluate(root, action: action) {
      case true?: return (rule, true)
      case nil: open.append(rule)
      case false?: continue
      }
    }
    let calling = open.filter { $0.calls == .once }
    let main = calling.last { !($0.options ?? []).isEmpty } ?? calling.last ?? open.first
    return main.map { ($0, false) }
  }
}
