/// Turns a forwarding condition as the app's code writes it into a predicate over the payload (issue 19 item 4): key
/// present or absent (`userInfo["k"] != nil`, `if let x = userInfo["k"]`), equal or not to a string, number or bool
/// literal (`as? String == "acme"`, `isEqualToString:@"acme"`), a prefix (`hasPrefix`), the response's action
/// identifier, `&&`, `||`, `!`, `guard … else` (the else arm is the negation), `if let`, `switch` arms on a key, and the
/// app's helper functions and local bindings followed (bounded depth). Swift and Objective-C. What it cannot evaluate
/// stays `unknown` with the code's text: never guessed.
public struct ConditionPredicate {
  /// A helper the condition calls: its parameter names and the expression it returns, as written.
  public typealias Helper = (parameters: [String], body: String)

  /// Names that hold the payload (`userInfo`, a helper's parameter given it); a member `….userInfo` always does.
  var payloadNames: Set<String> = ["userInfo"]
  /// Local bindings before the forward (`let provider = userInfo["provider"] as? String`), as written.
  var bindings: [String: String] = [:]
  /// Finds a helper by name and number of arguments.
  var helper: (String, Int) -> Helper? = { _, _ in nil }
  /// Nested helpers and bindings followed at most this deep.
  var depth = 0
  static let maxDepth = 4
  /// Each helper's predicate, read once per depth and arguments (issue 31: a helper that calls the next one 22 times
  /// per level, four levels deep, was read 22⁴ times), shared by the readers of one app's conditions.
  var helpers = HelperPredicates()
  /// A helper whose predicate grows past this many terms is undecided (`unknown`, the call as written).
  static let maxHelperTerms = 512

  final class HelperPredicates {
    var predicates: [String: RoutingPredicate] = [:]
  }

  public init(bindings: [String: String] = [:], helper: @escaping (String, Int) -> Helper? = { _, _ in nil }) {
    self.bindings = bindings
    self.helper = helper
  }

  /// Every condition of a forward, outermost first, all holding.
  public func predicate(conditions: [String]) -> RoutingPredicate {
    var context = self
    var parts: [RoutingPredicate] = []
    for condition in conditions { parts.append(context.clauses(condition)) }
    return Self.simplify(.all(parts))
  }

  /// A condition as CodeWalk writes it: a clause list (`a, let x = b`), `!(…)` for an else arm, `subject case "x"` for a switch arm.
  mutating func clauses(_ text: String) -> RoutingPredicate {
    let trimmed = text.trimmingSpaces()
    if trimmed.hasPrefix("!("), trimmed.hasSuffix(")"), Self.closesAtEnd(trimmed, open: 1) {
      var inner = self
      let negated = inner.clauses(String(trimmed.dropFirst(2).dropLast()))
      return .not(negated)
    }
    if let arm = Self.switchArm(trimmed) { return switchPredicate(subject: arm.subject, arm: arm.arm) }
    var tokens = ConditionTokens(trimmed)
    var parts: [RoutingPredicate] = []
    for clause in tokens.clauses() {
      parts.append(clausePredicate(clause))
    }
    return Self.simplify(.all(parts))
  }

  /// `let x = value` binds x (and holds when the value exists), anything else is an expression.
  private mutating func clausePredicate(_ clause: ConditionNode) -> RoutingPredicate {
    switch clause.kind {
    case .binding(let name, let value):
      let bound = term(value)
      switch bound {
      case .payload(let path):
        payloadPaths[name] = path
        return .has(path)
      case .sdk: return .always
      default:
        return .unknown(clause.text)
      }
    default:
      return predicate(clause)
    }
  }

  /// Names bound to a payload key by an earlier clause (`if let nm = userInfo["_nm"] as? [String: Any]`).
  var payloadPaths: [String: [String]] = [:]

  /// What an expression stands for.
  enum Term: Equatable {
    case payload([String])
    case literal(JSONValue)
    case nothing
    case action
    case actionConstant(String)
    case sdk
    case predicate(RoutingPredicate)
    case unknown(String)
  }

  static let actionConstants = [
    "UNNotificationDefaultActionIdentifier": "com.apple.UNNotificationDefaultActionIdentifier",
    "UNNotificationDismissActionIdentifier": "com.apple.UNNotificationDismissActionIdentifier",
  ]

  func term(_ node: ConditionNode) -> Term {
    switch node.kind {
    case .name(let name):
      if payloadNames.contains(name) { return .payload([]) }
      if let path = payloadPaths[name] { return .payload(path) }
      if let constant = Self.actionConstants[name] { return .actionConstant(constant) }
      if name == "true" || name == "YES" { return .literal(.bool(true)) }
      if name == "false" || name == "NO" { return .literal(.bool(false)) }
      if name == "nil" { return .nothing }
      if let text = bindings[name], depth < Self.maxDepth {
        var inner = self
        inner.depth += 1
        inner.bindings[name] = nil
        var tokens = ConditionTokens(text)
        if let expression = tokens.expression() { return inner.term(expression) }
      }
      return .unknown(node.text)
    case .string(let text): return .literal(.string(text))
    case .number(let text):
      if let integer = Int64(text) { return .literal(.integer(integer)) }
      if let real = Double(text) { return .literal(.real(real)) }
      return .unknown(node.text)
    case .member(let base, let member):
      if member == "userInfo" { return .payload([]) }
      if member == "actionIdentifier" { return .action }
      if SDKCatalog.sdk(named: base.rootName ?? "") != nil { return .sdk }
      return .unknown(node.text)
    case .subscript(let base, let key):
      guard case .payload(let path) = term(base), case .literal(.string(let name)) = term(key) else { return .unknown(node.text) }
      return .payload(path + [name])
    case .cast(let inner), .forced(let inner): return term(inner)
    case .coalesce(let left, _):
      // `userInfo["k"] as? String ?? ""` compares like the key itself (an absent key never equals a non-empty literal).
      return term(left)
    case .call(let callee, let arguments):
      if case .member(let base, let member) = callee.kind, arguments.isEmpty, member == "shared" || member == "sharedInstance" || member == "current",
        SDKCatalog.sdk(named: base.rootName ?? "") != nil
      {
        return .sdk
      }
      if case .name(let name) = callee.kind, SDKCatalog.sdk(named: name) != nil { return .sdk }
      return .predicate(predicate(node))
    case .message(let receiver, let parts):
      if parts.count == 1, let part = parts.first, ["objectForKey", "valueForKey"].contains(part.name), let argument = part.value,
        case .payload(let path) = term(receiver), case .literal(.string(let key)) = term(argument)
      {
        return .payload(path + [key])
      }
      if parts.count == 1, parts[0].value == nil, ["shared", "sharedInstance", "sharedManager"].contains(parts[0].name),
        SDKCatalog.sdk(named: receiver.rootName ?? "") != nil
      {
        return .sdk
      }
      return .predicate(predicate(node))
    case .parenthesized(let inner): return term(inner)
    case .not, .and, .or, .compare: return .predicate(predicate(node))
    case .binding, .opaque: return .unknown(node.text)
    }
  }

  /// The predicate a boolean expression stands for.
  func predicate(_ node: ConditionNode) -> RoutingPredicate {
    switch node.kind {
    case .not(let inner): return .not(predicate(inner))
    case .and(let operands): return Self.simplify(.all(operands.map(predicate)))
    case .or(let operands): return Self.simplify(.any(operands.map(predicate)))
    case .parenthesized(let inner): return predicate(inner)
    case .compare(let op, let left, let right):
      let equal = compare(term(left), term(right), text: node.text)
      return op == "!=" || op == "!==" ? .not(equal) : equal
    case .call(let callee, let arguments):
      // `key.hasPrefix("x")`, `key.starts(with: "x")`
      if case .member(let base, let member) = callee.kind, ["hasPrefix", "starts"].contains(member), arguments.count == 1,
        case .payload(let path) = term(base), case .literal(.string(let start)) = term(arguments[0])
      {
        return .prefix(path, start)
      }
      if case .member(let base, let member) = callee.kind, member == "isEqual" || member == "elementsEqual", arguments.count == 1 {
        return compare(term(base), term(arguments[0]), text: node.text)
      }
      return helperPredicate(callee, arguments, text: node.text)
    case .message(let receiver, let parts):
      if parts.count == 1, let value = parts[0].value {
        switch parts[0].name {
        case "isEqualToString", "isEqual": return compare(term(receiver), term(value), text: node.text)
        case "hasPrefix":
          if case .payload(let path) = term(receiver), case .literal(.string(let start)) = term(value) { return .prefix(path, start) }
        default: break
        }
      }
      // `[self isMappPush:userInfo]`: a helper of the app's own.
      if receiver.rootName == "self" {
        let name = parts.map(\.name).joined(separator: ":") + (parts.first?.value == nil ? "" : ":")
        if let found = helper(name, parts.compactMap(\.value).count) ?? helper(parts[0].name, parts.compactMap(\.value).count) {
          return inline(found, arguments: parts.compactMap(\.value), text: node.text)
        }
      }
      return .unknown(node.text)
    case .coalesce(let left, let right):
      // `userInfo["flag"] as? Bool ?? false`: the key holds true.
      if case .payload(let path) = term(left), term(right) == .literal(.bool(false)), !path.isEmpty { return .equals(path, .bool(true)) }
      return .unknown(node.text)
    default:
      switch term(node) {
      // Objective-C `if (userInfo[@"k"])`: the key is there.
      case .payload(let path) where !path.isEmpty: return .has(path)
      case .literal(.bool(let value)): return value ? .always : .not(.always)
      case .sdk: return .always
      case .predicate(let predicate): return predicate
      default: return .unknown(node.text)
      }
    }
  }

  /// `a == b` for the terms on each side (either order).
  func compare(_ left: Term, _ right: Term, text: String) -> RoutingPredicate {
    switch (left, right) {
    case (.payload(let path), .literal(let literal)), (.literal(let literal), .payload(let path)):
      return path.isEmpty ? .unknown(text) : .equals(path, literal)
    case (.payload(let path), .nothing), (.nothing, .payload(let path)):
      return path.isEmpty ? .unknown(text) : .not(.has(path))
    case (.action, .actionConstant(let identifier)), (.actionConstant(let identifier), .action),
      (.action, .literal(.string(let identifier))), (.literal(.string(let identifier)), .action):
      return .action(identifier)
    case (.sdk, .nothing), (.nothing, .sdk): return .not(.always)
    // `(…)?.hasPrefix("x") == true`
    case (.predicate(let predicate), .literal(.bool(let value))), (.literal(.bool(let value)), .predicate(let predicate)):
      if case .unknown = predicate { return .unknown(text) }
      return value ? predicate : .not(predicate)
    default: return .unknown(text)
    }
  }

  /// A call of the app's own helper: its body with the parameters bound to the arguments.
  func helperPredicate(_ callee: ConditionNode, _ arguments: [ConditionNode], text: String) -> RoutingPredicate {
    let name: String
    switch callee.kind {
    case .name(let called): name = called
    case .member(let base, let member) where base.rootName == "self" || base.rootName == "Self": name = member
    default: return .unknown(text)
    }
    guard let found = helper(name, arguments.count) else { return .unknown(text) }
    return inline(found, arguments: arguments, text: text)
  }

  func inline(_ found: Helper, arguments: [ConditionNode], text: String) -> RoutingPredicate {
    guard depth < Self.maxDepth, found.parameters.count == arguments.count else { return .unknown(text) }
    var inner = ConditionPredicate(bindings: [:], helper: helper)
    inner.helpers = helpers
    inner.depth = depth + 1
    inner.payloadNames = []
    var key = "\(depth)\u{0}" + found.parameters.joined(separator: ",") + "\u{0}" + found.body
    for (parameter, argument) in zip(found.parameters, arguments) {
      if case .payload(let path) = term(argument) {
        if path.isEmpty { inner.payloadNames.insert(parameter) } else { inner.payloadPaths[parameter] = path }
        key += "\u{0}" + parameter + "=" + path.joined(separator: "\u{1}")
      }
    }
    let result: RoutingPredicate
    if let known = helpers.predicates[key] {
      result = known
    } else {
      var tokens = ConditionTokens(found.body)
      if let expression = tokens.expression(), tokens.atEnd {
        let read = inner.predicate(expression)
        result = Self.terms(read, upTo: Self.maxHelperTerms) > Self.maxHelperTerms ? .unknown("") : read
      } else {
        result = .unknown("")
      }
      helpers.predicates[key] = result
    }
    // A helper whose body says nothing pushsim can read is the call's text, not the body's.
    if case .unknown = result { return .unknown(text) }
    return result
  }

  /// The number of terms in a predicate, counted up to `limit` (then `limit + 1`).
  static func terms(_ predicate: RoutingPredicate, upTo limit: Int) -> Int {
    var count = 0
    var pending = [predicate]
    while let next = pending.popLast(), count <= limit {
      count += 1
      switch next {
      case .not(let inner): pending.append(inner)
      case .all(let items), .any(let items): pending += items
      default: break
      }
    }
    return count
  }

  /// `subject case "a", "b"` (a switch arm; CodeWalk writes the subject and the arm's label).
  func switchPredicate(subject: String, arm: String) -> RoutingPredicate {
    var tokens = ConditionTokens(subject)
    guard let node = tokens.expression(), tokens.atEnd, case .payload(let path) = term(node), !path.isEmpty else {
      return .unknown(subject + " " + arm)
    }
    guard arm.hasPrefix("case ") else { return .unknown(subject + " " + arm) }
    var label = arm.dropFirst(5)
    if label.hasSuffix(":") { label = label.dropLast() }
    var patterns = ConditionTokens(String(label))
    var values: [RoutingPredicate] = []
    for clause in patterns.clauses() {
      guard case .literal(let literal) = term(clause) else { return .unknown(subject + " " + arm) }
      values.append(.equals(path, literal))
    }
    return Self.simplify(.any(values))
  }

  /// Splits `subject case …` / `subject default` at the arm label CodeWalk appends.
  static func switchArm(_ text: String) -> (subject: String, arm: String)? {
    for marker in [" case ", " default"] {
      guard let range = text.range(ofBytes: marker, backwards: true) else { continue }
      // The marker must not sit inside a string literal.
      let before = text[..<range.lowerBound]
      guard before.filter({ $0 == "\"" }).count % 2 == 0 else { continue }
      return (String(before), String(text[range.lowerBound...].dropFirst()))
    }
    return nil
  }

  static func closesAtEnd(_ text: String, open: Int) -> Bool {
    var depth = 0
    var inString = false
    let bytes = Array(text.utf8)
    for (index, byte) in bytes.enumerated() {
      if inString {
        if byte == UInt8(ascii: "\\") { continue }
        if byte == UInt8(ascii: "\"") { inString = false }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 && index != bytes.count - 1 { return false }
      default: break
      }
    }
    return depth == 0
  }

  /// An item already in a short list (`h(x) || h(x)`: the same helper's predicate twice is one term). Long lists are
  /// not searched, so simplifying stays linear.
  static func repeats(_ item: RoutingPredicate, in list: [RoutingPredicate]) -> Bool {
    list.count <= 32 && list.contains(item)
  }

  /// Flattens nested all/any, drops `always` from an all, drops repeated items, and unwraps single items.
  static func simplify(_ predicate: RoutingPredicate) -> RoutingPredicate {
    switch predicate {
    case .all(let items):
      var flat: [RoutingPredicate] = []
      for item in items.map(simplify) {
        if case .all(let inner) = item { flat += inner } else if item != .always, !repeats(item, in: flat) { flat.append(item) }
      }
      return flat.isEmpty ? .always : flat.count == 1 ? flat[0] : .all(flat)
    case .any(let items):
      var flat: [RoutingPredicate] = []
      for item in items.map(simplify) {
        if item == .always { return .always }
        if case .any(let inner) = item { flat += inner } else if !repeats(item, in: flat) { flat.append(item) }
      }
      return flat.count == 1 ? flat[0] : .any(flat)
    case .not(let inner):
      let simple = simplify(inner)
      if case .not(let twice) = simple { return twice }
      return .not(simple)
    default: return predicate
    }
  }
}
