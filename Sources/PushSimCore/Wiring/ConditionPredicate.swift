/// Turns a forwarding condition as the app's code writes it into a predicate over the payload (issue 19 item 4): key
/// present or absent (`userInfo["k"] != nil`, `if let x = userInfo["k"]`), equal or not to a string, number or bool
/// literal (`as? String == "acme"`, `isEqualToString:@"acme"`), a prefix (`hasPrefix`), the response's action
/// identifier, `&&`, `||`, `!`, `guard … else` (the else arm is the negation), `if let`, `switch` arms on a key, and the
/// app's helper functions and local bindings followed (bounded depth). Swift and Objective-C. What it cannot evaluate
/// stays `unknown` with the code's text: never guessed.
public struct ConditionPredicate {
  /// A helper the condition calls (a function, a method, a computed property of the app's own, in any file): its
  /// parameter names, and each way it returns — the conditions the `return` runs under (as `CodeWalk` writes them) and
  /// the value it returns, as written — with the local values its conditions may name (issue 32 item 1).
  public struct Helper: Sendable {
    public struct Return: Sendable, Equatable {
      public var conditions: [String]
      public var value: String
      public init(conditions: [String] = [], value: String) {
        self.conditions = conditions
        self.value = value
      }
    }

    public var parameters: [String]
    public var returns: [Return]
    public var bindings: [String: String]
    /// `self` in the body is the receiver (a method or property of an extension of `Dictionary`, `NSDictionary`…).
    public var receiverIsSelf: Bool
    /// Names it for the cache: its place (or its text).
    public var key: String

    public init(parameters: [String], returns: [Return], bindings: [String: String] = [:], receiverIsSelf: Bool = false, key: String) {
      self.parameters = parameters
      self.returns = returns
      self.bindings = bindings
      self.receiverIsSelf = receiverIsSelf
      self.key = key
    }

    /// A helper that returns one expression.
    public init(_ parameters: [String], _ body: String) {
      self.init(parameters: parameters, returns: [Return(value: body)], key: parameters.joined(separator: ",") + "\u{0}" + body)
    }
  }

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
    var results: [String: Term] = [:]
  }

  /// The SDK a name or member path holds (`braze` for `AppDelegate.braze`, a property typed `Braze?`): the module's.
  var sdkOf: ([String]) -> String? = { _ in nil }
  /// What an SDK's call that answers a Bool about the push means, as a predicate over the payload (`SDKPredicates`).
  var sdkAnswer: (String, String) -> RoutingPredicate? = SDKAnswers.predicate
  /// Local names bound to an SDK's object by an earlier clause (`let braze = AppDelegate.braze`).
  var sdkNames: [String: String] = [:]

  public init(bindings: [String: String] = [:], helper: @escaping (String, Int) -> Helper? = { _, _ in nil }) {
    self.bindings = bindings
    self.helper = helper
  }

  /// The reader of one app's conditions: its helpers and its SDK properties.
  init(module: WiringModule, bindings: [String: String] = [:]) {
    self.bindings = bindings
    self.helper = module.conditionHelper
    self.sdkOf = { path in module.sdkProperty(path: path) }
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
    // A combined condition (PathEnding): its parts in order, a negated part read in a copy (its bindings stay inside).
    if let parts = PathEnding.parts(text) {
      var read: [RoutingPredicate] = []
      for part in parts {
        if part.negated {
          var inner = self
          read.append(.not(inner.clauses(part.text)))
        } else {
          read.append(clauses(part.text))
        }
      }
      return Self.simplify(.all(read))
    }
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
      case .sdk(let id):
        if let id { sdkNames[name] = id }
        return .always
      case .choice(let options):
        // `if let kind = PushRouting.sellerKind(userInfo)`: a helper's result, bound where it is not nil.
        termNames[name] = .choice(options)
        return Self.simplify(.any(options.map { .all([$0.when, Self.notNil($0.value, text: clause.text)]) }))
      default:
        return .unknown(clause.text)
      }
    default:
      return predicate(clause)
    }
  }

  /// Names bound to a payload key by an earlier clause (`if let nm = userInfo["_nm"] as? [String: Any]`).
  var payloadPaths: [String: [String]] = [:]
  /// Names bound to a helper's result by an earlier clause (`if let kind = PushRouting.sellerKind(userInfo)`).
  var termNames: [String: Term] = [:]

  /// Where a value is not nil: a key that is there, any literal, never `nil`.
  static func notNil(_ value: Term, text: String) -> RoutingPredicate {
    switch value {
    case .payload(let path) where !path.isEmpty: return .has(path)
    case .payload: return .always
    case .literal, .sdk: return .always
    case .nothing: return never
    case .choice(let options): return simplify(.any(options.map { .all([$0.when, notNil($0.value, text: text)]) }))
    default: return .unknown(text)
    }
  }

  /// What an expression stands for.
  enum Term: Equatable {
    case payload([String])
    case literal(JSONValue)
    case nothing
    case action
    case actionConstant(String)
    /// An SDK's object (its id when known).
    case sdk(String?)
    case predicate(RoutingPredicate)
    /// A helper's result that depends on the way it returns: each way's condition and value.
    case choice([Option])
    case unknown(String)
  }

  struct Option: Equatable {
    var when: RoutingPredicate
    var value: Term
  }

  /// The SDK an expression's object belongs to: a catalogued type, a local name bound to one, a property that holds one.
  func sdkID(_ node: ConditionNode) -> String? {
    guard let path = node.memberPath, let first = path.first else { return nil }
    if let id = sdkNames[first] { return id }
    if let entry = SDKCatalog.sdk(named: first) { return entry.id }
    return sdkOf(path)
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
      if let value = termNames[name] { return value }
      if let id = sdkNames[name] { return .sdk(id) }
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
      if let id = sdkOf([name]) { return .sdk(id) }
      // A computed property or method of the app's own read without `self.` (`isMarketingPush`).
      if let found = helper(name, 0), found.parameters.isEmpty, !found.receiverIsSelf {
        return inline(found, arguments: [], receiver: nil, text: node.text)
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
      if let id = sdkID(node) ?? sdkID(base) { return .sdk(id) }
      // A computed property of an extension (`userInfo.pushSource`, `notification.isMarketing`) or of the app's types.
      if let found = helper(member, 0), found.parameters.isEmpty {
        return inline(found, arguments: [], receiver: base, text: node.text)
      }
      return .unknown(node.text)
    case .subscript(let base, let key):
      guard case .payload(let path) = term(base), case .literal(.string(let name)) = term(key) else { return .unknown(node.text) }
      return .payload(path + [name])
    case .typeTest(let inner, let type):
      if let test = Self.triggerTest(inner, type: type) { return .predicate(test) }
      if let test = typeTest(term(inner), type: type) { return .predicate(test) }
      return term(inner)
    case .cast(let inner), .forced(let inner): return term(inner)
    case .coalesce(let left, let right):
      // `userInfo["k"] as? String ?? ""` compares like the key itself (an absent key never equals a non-empty literal).
      if case .literal(.bool(false)) = term(right) {
        let read = predicate(node)
        if case .unknown = read {} else { return .predicate(read) }
      }
      return term(left)
    case .ternary(let condition, let yes, let no):
      let test = predicate(condition)
      return .choice([Option(when: test, value: term(yes)), Option(when: .not(test), value: term(no))])
    case .call(let callee, let arguments):
      if case .member(let base, let member) = callee.kind, arguments.isEmpty, ["shared", "sharedInstance", "current", "default"].contains(member),
        let id = sdkID(base)
      {
        return .sdk(id)
      }
      if case .name(let name) = callee.kind, let entry = SDKCatalog.sdk(named: name) { return .sdk(entry.id) }
      // An SDK's call that answers whether the push is its own (`isCleverTapNotification`, Braze's handleUserNotification).
      if case .member(let base, let member) = callee.kind, let id = sdkID(base) {
        return .predicate(sdkAnswer(id, member) ?? .unknown(node.text))
      }
      // String tests and comparisons written as calls are predicates.
      if case .member(_, let member) = callee.kind, ["hasPrefix", "starts", "isEqual", "elementsEqual"].contains(member) {
        return .predicate(predicate(node))
      }
      return helperTerm(callee, arguments, text: node.text)
    case .message(let receiver, let parts):
      if parts.count == 1, let part = parts.first, ["objectForKey", "valueForKey"].contains(part.name), let argument = part.value,
        case .payload(let path) = term(receiver), case .literal(.string(let key)) = term(argument)
      {
        return .payload(path + [key])
      }
      if parts.count == 1, let part = parts.first, part.name == "valueForKeyPath", let argument = part.value,
        case .payload(let path) = term(receiver), case .literal(.string(let keys)) = term(argument)
      {
        return .payload(path + keys.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
      }
      if parts.count == 1, parts[0].value == nil, ["shared", "sharedInstance", "sharedManager", "defaultCenter"].contains(parts[0].name),
        let id = sdkID(receiver)
      {
        return .sdk(id)
      }
      if let id = sdkID(receiver), let first = parts.first {
        let selector = parts.map(\.name).joined(separator: ":") + (first.value == nil ? "" : ":")
        return .predicate(sdkAnswer(id, selector) ?? sdkAnswer(id, first.name) ?? .unknown(node.text))
      }
      return .predicate(predicate(node))
    case .parenthesized(let inner): return term(inner)
    case .not, .and, .or, .compare: return .predicate(predicate(node))
    case .binding, .opaque: return .unknown(node.text)
    }
  }

  /// `request.trigger is UNPushNotificationTrigger`: a remote notification's request always has that trigger (Apple,
  /// UNPushNotificationTrigger: "a trigger condition that indicates the notification was sent from Apple Push
  /// Notification Service"), so the test holds for every push and fails for any other trigger class.
  static func triggerTest(_ subject: ConditionNode, type: String?) -> RoutingPredicate? {
    guard subject.memberPath?.last == "trigger", let type else { return nil }
    let name = type.hasSuffix(".self") ? String(type.dropLast(5)) : type
    guard name.hasPrefix("UN"), name.hasSuffix("Trigger") else { return nil }
    return name == "UNPushNotificationTrigger" || name == "UNNotificationTrigger" ? .always : .not(.always)
  }

  /// A payload value's class tested (`[provider isKindOfClass:[NSString class]]`, `x is String`): a string is what
  /// `prefix(K, "")` holds for; other classes are not stated here (nil: read the value itself).
  func typeTest(_ value: Term, type: String?) -> RoutingPredicate? {
    guard case .payload(let path) = value, !path.isEmpty, let type else { return nil }
    return ["NSString", "String", "NSMutableString"].contains(type) ? .prefix(path, "") : nil
  }

  /// The predicate a term stands for where a Bool is wanted.
  func truth(_ value: Term, text: String) -> RoutingPredicate {
    switch value {
    // Objective-C `if (userInfo[@"k"])`: the key is there.
    case .payload(let path) where !path.isEmpty: return .has(path)
    case .literal(.bool(let value)): return value ? .always : .not(.always)
    case .sdk: return .always
    case .predicate(let predicate): return predicate
    case .choice(let options): return Self.simplify(.any(options.map { .all([$0.when, truth($0.value, text: text)]) }))
    default: return .unknown(text)
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
      if case .member(let base, let member) = callee.kind, ["hasPrefix", "starts"].contains(member), arguments.count == 1 {
        return stringTest(term(base), term(arguments[0]), text: node.text) { .prefix($0, $1) }
      }
      if case .member(let base, let member) = callee.kind, member == "isEqual" || member == "elementsEqual", arguments.count == 1 {
        return compare(term(base), term(arguments[0]), text: node.text)
      }
      return truth(term(node), text: node.text)
    case .message(let receiver, let parts):
      if parts.count == 1, let value = parts[0].value {
        switch parts[0].name {
        case "isKindOfClass", "isMemberOfClass":
          let type = value.memberPath?.first ?? value.rootName
          if let test = Self.triggerTest(receiver, type: type) { return test }
          if let test = typeTest(term(receiver), type: type) { return test }
        case "isEqualToString", "isEqual": return compare(term(receiver), term(value), text: node.text)
        case "hasPrefix": return stringTest(term(receiver), term(value), text: node.text) { .prefix($0, $1) }
        default: break
        }
      }
      // `[self isMappPush:userInfo]`, `[userInfo isBrazePush]` (a category method): a helper of the app's own.
      let arguments = parts.compactMap(\.value)
      let name = parts.map(\.name).joined(separator: ":") + (parts.first?.value == nil ? "" : ":")
      if let id = sdkID(receiver), let first = parts.first {
        return sdkAnswer(id, name) ?? sdkAnswer(id, first.name) ?? .unknown(node.text)
      }
      if let first = parts.first, let found = helper(name, arguments.count) ?? helper(first.name, arguments.count) {
        let isSelf = receiver.rootName == "self" || receiver.rootName == "Self"
        return truth(inline(found, arguments: arguments, receiver: isSelf ? nil : receiver, text: node.text), text: node.text)
      }
      return .unknown(node.text)
    case .coalesce(let left, let right):
      // `userInfo["flag"] as? Bool ?? false`: the key holds true; `helper() ?? false`: the helper's answer.
      if term(right) == .literal(.bool(false)) {
        switch term(left) {
        case .payload(let path) where !path.isEmpty: return .equals(path, .bool(true))
        case .predicate(let predicate): return predicate
        case .choice(let options): return truth(.choice(options), text: node.text)
        default: break
        }
      }
      return .unknown(node.text)
    default:
      return truth(term(node), text: node.text)
    }
  }

  /// A string test (`hasPrefix`) of a term, distributed over a helper's ways of returning.
  func stringTest(_ subject: Term, _ argument: Term, text: String, _ make: ([String], String) -> RoutingPredicate) -> RoutingPredicate {
    switch (subject, argument) {
    case (.payload(let path), .literal(.string(let start))) where !path.isEmpty: return make(path, start)
    case (.choice(let options), .literal(.string)):
      return Self.simplify(.any(options.map { .all([$0.when, stringTest($0.value, argument, text: text, make)]) }))
    case (.literal(.string(let value)), .literal(.string(let start))): return value.hasPrefix(start) ? .always : .not(.always)
    default: return .unknown(text)
    }
  }

  /// `a == b` for the terms on each side (either order).
  func compare(_ left: Term, _ right: Term, text: String) -> RoutingPredicate {
    switch (left, right) {
    case (.choice(let options), let other), (let other, .choice(let options)):
      // A helper's result: each way it returns, where that way is taken.
      return Self.simplify(.any(options.map { .all([$0.when, compare($0.value, other, text: text)]) }))
    case (.payload(let path), .literal(let literal)), (.literal(let literal), .payload(let path)):
      return path.isEmpty ? .unknown(text) : .equals(path, literal)
    case (.payload(let path), .nothing), (.nothing, .payload(let path)):
      return path.isEmpty ? .unknown(text) : .not(.has(path))
    case (.literal(let a), .literal(let b)): return RoutingPredicate.same(a, b) ? .always : .not(.always)
    case (.literal, .nothing), (.nothing, .literal): return .not(.always)
    case (.nothing, .nothing): return .always
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

  /// A call of the app's own helper: its body with the parameters bound to the arguments. `self.f(x)`, `f(x)`,
  /// `Type.f(x)` (a static helper), `userInfo.f()` (a method of an extension).
  func helperTerm(_ callee: ConditionNode, _ arguments: [ConditionNode], text: String) -> Term {
    switch callee.kind {
    case .name(let called):
      guard let found = helper(called, arguments.count), !found.receiverIsSelf else { return .unknown(text) }
      return inline(found, arguments: arguments, receiver: nil, text: text)
    case .member(let base, let member):
      guard let found = helper(member, arguments.count) else {
        // An SDK's check called on the push's own object (Airship's `notification.isAirshipPush()`).
        if let answer = SDKAnswers.onArgument[member] { return .predicate(answer) }
        return .unknown(text)
      }
      let isSelf = base.rootName == "self" || base.rootName == "Self" || base.rootName?.first?.isUppercase == true
      return inline(found, arguments: arguments, receiver: isSelf && !found.receiverIsSelf ? nil : base, text: text)
    default:
      return .unknown(text)
    }
  }

  /// A helper's result: each way it returns (the conditions it runs under, then the value), with its parameters bound to
  /// the arguments and `self` to the receiver. Read once per helper, depth and arguments (the cache).
  func inline(_ found: Helper, arguments: [ConditionNode], receiver: ConditionNode?, text: String) -> Term {
    guard depth < Self.maxDepth, found.parameters.count == arguments.count, !found.returns.isEmpty,
      found.returns.count <= Self.maxReturns
    else { return .unknown(text) }
    var inner = ConditionPredicate(bindings: found.bindings, helper: helper)
    inner.helpers = helpers
    inner.sdkOf = sdkOf
    inner.sdkAnswer = sdkAnswer
    inner.depth = depth + 1
    inner.payloadNames = []
    var key = "\(depth)\u{0}" + found.key
    func bind(_ name: String, _ value: Term) {
      switch value {
      case .payload(let path):
        if path.isEmpty { inner.payloadNames.insert(name) } else { inner.payloadPaths[name] = path }
        key += "\u{0}" + name + "=" + path.joined(separator: "\u{1}")
      case .sdk(let id?):
        inner.sdkNames[name] = id
        key += "\u{0}" + name + "@" + id
      default: break
      }
    }
    for (parameter, argument) in zip(found.parameters, arguments) { bind(parameter, term(argument)) }
    if found.receiverIsSelf, let receiver { bind("self", term(receiver)) }
    let result: Term
    if let known = helpers.results[key] {
      result = known
    } else {
      var options: [Option] = []
      for way in found.returns {
        // The conditions in order, in one reader: a `guard let` binds a name the value may use.
        var reader = inner
        let when = Self.simplify(.all(way.conditions.map { reader.clauses($0) }))
        var tokens = ConditionTokens(way.value)
        guard let expression = tokens.expression(), tokens.atEnd else {
          options.append(Option(when: when, value: .unknown(way.value)))
          continue
        }
        options.append(Option(when: when, value: reader.term(expression)))
      }
      let read: Term = options.count == 1 && options[0].when == .always ? options[0].value : .choice(options)
      result = Self.size(read) > Self.maxHelperTerms ? .unknown("") : read
      helpers.results[key] = result
    }
    // A helper whose body says nothing pushsim can read is the call's text, not the body's.
    if case .unknown = result { return .unknown(text) }
    if case .predicate(.unknown) = result { return .unknown(text) }
    return result
  }

  /// Ways of returning a helper may have and still be read (more: undecided).
  static let maxReturns = 32

  static func size(_ value: Term) -> Int {
    switch value {
    case .predicate(let predicate): return terms(predicate, upTo: maxHelperTerms)
    case .choice(let options): return options.reduce(0) { $0 + terms($1.when, upTo: maxHelperTerms) + size($1.value) }
    default: return 1
    }
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
    guard arm.hasPrefix("case "), let node = tokens.expression(), tokens.atEnd else { return .unknown(subject + " " + arm) }
    let value = term(node)
    switch value {
    case .payload(let path) where !path.isEmpty: break
    case .choice: break
    default: return .unknown(subject + " " + arm)
    }
    var label = arm.dropFirst(5).trimmingSpaces()
    if label.hasSuffix(":") { label = String(label.dropLast()) }
    // `case let kind where kind.hasPrefix("seller.")`: the subject bound to the name, then the `where` clause.
    if label.hasPrefix("let ") || label.hasPrefix("var "), let range = label.range(ofBytes: " where ") {
      let name = label[label.index(label.startIndex, offsetBy: 4)..<range.lowerBound].trimmingSpaces()
      guard case .payload(let path) = value, ConditionTokens.isName(name) else { return .unknown(subject + " " + arm) }
      var inner = self
      inner.payloadPaths[name] = path
      var clause = ConditionTokens(String(label[range.upperBound...]))
      guard let condition = clause.expression(), clause.atEnd else { return .unknown(subject + " " + arm) }
      return inner.predicate(condition)
    }
    guard label.range(ofBytes: " where ") == nil else { return .unknown(subject + " " + arm) }
    var patterns = ConditionTokens(label)
    var values: [RoutingPredicate] = []
    for clause in patterns.clauses() {
      let pattern = term(clause)
      switch pattern {
      case .literal, .nothing: values.append(compare(value, pattern, text: subject + " " + arm))
      default: return .unknown(subject + " " + arm)
      }
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

  /// The predicate that never holds.
  static let never = RoutingPredicate.not(.always)

  /// Flattens nested all/any, drops `always` from an all and `never` from an any (either decides the other), drops
  /// repeated items, and unwraps single items.
  static func simplify(_ predicate: RoutingPredicate) -> RoutingPredicate {
    switch predicate {
    case .all(let items):
      var flat: [RoutingPredicate] = []
      for item in items.map(simplify) {
        // One part that never holds: the whole never does (a helper's way of returning `false`).
        if item == never { return never }
        if case .all(let inner) = item { flat += inner } else if item != .always, !repeats(item, in: flat) { flat.append(item) }
      }
      return flat.isEmpty ? .always : flat.count == 1 ? flat[0] : .all(flat)
    case .any(let items):
      var flat: [RoutingPredicate] = []
      for item in items.map(simplify) {
        if item == .always { return .always }
        if item == never { continue }
        if case .any(let inner) = item { flat += inner } else if !repeats(item, in: flat) { flat.append(item) }
      }
      return flat.isEmpty ? never : flat.count == 1 ? flat[0] : .any(flat)
    case .not(let inner):
      let simple = simplify(inner)
      if case .not(let twice) = simple { return twice }
      return .not(simple)
    default: return predicate
    }
  }
}
