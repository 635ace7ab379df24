/// An SDK call given the completion handler whose Bool answer says who completes (issue 32 item 2). Braze's
/// `handleUserNotification(response:withCompletionHandler:)` and `handleBackgroundNotification(userInfo:
/// fetchCompletionHandler:)` take the handler only when they answer true; on false the app calls it
/// (sdk-behaviour-more.md §2.4 fact 19: braze-swift-sdk Examples/Swift/Sources/PushNotifications-Manual/AppDelegate.swift).
/// Customer.io's `MessagingPush.shared.userNotificationCenter(_:didReceive:withCompletionHandler:) -> Bool` calls it and
/// answers true for its own pushes, and answers false without calling it for others, "to allow another SDK to call the
/// completionHandler()" (§6.5 fact 16: customerio-ios PushHandling/ManualPushHandling+UserNotifications.swift).
///
/// Where the code tests the answer — in a condition (`if sdk.handle(…) { return }`, `guard !sdk.handle(…) else
/// { return }`, `if !(sdk.handle(…) ?? false) { completionHandler() }`) or through a name (`let handled = sdk.handle(…)`;
/// `if handled { return }`) — the walk forks at the call: the SDK took the handler (answered true) or did not (false),
/// and each fork takes only the arms its answer leads to. So the documented hand-over is called once, and a path that
/// calls the handler after the SDK took it is still twice.
enum HandlerAnswers {
  /// Names bound to answers kept per path at most (more are not kept: their conditions are undecided).
  static let maxNamed = 4

  /// The key of the answer of the call at `place`, while the condition that holds it is read.
  static func token(_ place: CodePlace) -> String { "@" + place.text }

  /// The handler given to an SDK at `place`: where the code tests the answer, the SDK took it (the states given) or
  /// declined it (nothing happened to the handler).
  static func fork(_ given: Set<HandlerPaths.State>, answersTested: Bool, at place: CodePlace) -> Set<HandlerPaths.State> {
    guard answersTested else { return given }
    var forked = Set(
      given.map { state in
        var state = state
        state.answers[token(place)] = true
        return state
      })
    var declined = HandlerPaths.State()
    declined.answers[token(place)] = false
    forked.insert(declined)
    return forked
  }

  /// The state without the answers of calls (kept only while their condition is read).
  static func settled(_ state: HandlerPaths.State) -> HandlerPaths.State {
    guard state.answers.keys.contains(where: { $0.hasPrefix("@") }) else { return state }
    var state = state
    state.answers = state.answers.filter { !$0.key.hasPrefix("@") }
    return state
  }

  /// Whether a branch's condition holds on a path with these answers: true, false, or nil when they do not decide it.
  /// The clauses of a list before one whose SDK call took the handler held (the call ran only then); a binding clause
  /// (`if let braze = AppDelegate.braze`) is undecided.
  static func truth(of branch: CodeBranch, _ answers: [String: Bool]) -> Bool? {
    let clauses = branch.conditionExpressions
    guard !clauses.isEmpty, !answers.isEmpty else { return nil }
    let bound = Set(branch.bindings.map(\.value.place))
    var values = clauses.map { bound.contains($0.place) ? nil : truth($0, answers) }
    if let last = clauses.lastIndex(where: { took($0, answers) }) {
      for index in 0..<last { values[index] = true }
    }
    return all(values)
  }

  /// Whether an expression holds given the answers: the call's answer, a name bound to one, `!`, `?? false`,
  /// `== true` / `== false`, `!=`, `&&`, `||`, `true`/`false` (`YES`/`NO`); nil for anything else.
  static func truth(_ expression: CodeExpression, _ answers: [String: Bool]) -> Bool? {
    switch expression {
    case .call(_, _, let place):
      return answers[token(place)]
    case .name(let name, _):
      return answers[name]
    case .literal(let text, _):
      return ["true", "YES"].contains(text) ? true : ["false", "NO"].contains(text) ? false : nil
    case .other(let text, let children, _):
      if text.hasPrefix("!"), !text.hasPrefix("!="), children.count == 1 { return truth(children[0], answers).map { !$0 } }
      guard let (operands, operators) = infix(text, children) else { return nil }
      return truth(operands, operators, answers)
    default:
      return nil
    }
  }

  /// An operator sequence by Swift's precedence: `||` below `&&` below `==` / `!=` below `??`.
  static func truth(_ operands: [CodeExpression], _ operators: [String], _ answers: [String: Bool]) -> Bool? {
    guard let first = operands.first, operands.count == operators.count + 1 else { return nil }
    guard !operators.isEmpty else { return truth(first, answers) }
    for symbol in ["||", "&&"] where operators.contains(symbol) {
      var groups: [(operands: [CodeExpression], operators: [String])] = []
      var start = 0
      for index in operators.indices where operators[index] == symbol {
        groups.append((Array(operands[start...index]), Array(operators[start..<index])))
        start = index + 1
      }
      groups.append((Array(operands[start...]), Array(operators[start...])))
      var parts = groups.map { truth($0.operands, $0.operators, answers) }
      guard symbol == "&&" else { return any(parts) }
      // `a && sdk.handle(…)`: where the SDK took the handler its call ran, so what `&&` put before it held.
      if let took = groups.lastIndex(where: { $0.operands.contains { Self.took($0, answers) } }) {
        for index in 0..<took { parts[index] = true }
      }
      return all(parts)
    }
    if let index = operators.lastIndex(where: { $0 == "==" || $0 == "!=" }) {
      let left = truth(Array(operands[...index]), Array(operators[..<index]), answers)
      let right = truth(Array(operands[(index + 1)...]), Array(operators[(index + 1)...]), answers)
      guard let left, let right else { return nil }
      return operators[index] == "==" ? left == right : left != right
    }
    guard operators == ["??"] else { return nil }
    // `answer ?? false`: no SDK object means the call did not run (declined); `?? true` says nothing then.
    let left = truth(operands[0], answers)
    if left == true { return true }
    return left == false && truth(operands[1], answers) == false ? false : nil
  }

  /// An operator sequence's operands and operators: Swift's unfolded `a op b op c` (the operators are children of
  /// their own), or the Objective-C scanner's (the text is the operators, the children the operands).
  static func infix(_ text: String, _ children: [CodeExpression]) -> ([CodeExpression], [String])? {
    if children.count >= 3, children.count % 2 == 1 {
      var operands: [CodeExpression] = []
      var operators: [String] = []
      for (index, child) in children.enumerated() {
        if index % 2 == 0 {
          operands.append(child)
        } else if case .other(let symbol, let inner, _) = child, inner.isEmpty {
          operators.append(symbol)
        } else {
          operators = []
          break
        }
      }
      if operators.count == children.count / 2 { return (operands, operators) }
    }
    let symbols = text.split(separator: " ").map(String.init)
    if symbols.count == children.count - 1, !symbols.isEmpty, symbols.allSatisfy({ Self.operators.contains($0) }) {
      return (children, symbols)
    }
    return nil
  }

  /// The operators a truth is read through; any other makes the sequence undecided.
  static let operators: Set<String> = ["&&", "||", "??", "==", "!="]

  /// The expression holds a call whose SDK took the handler (answered true) on this path.
  static func took(_ expression: CodeExpression, _ answers: [String: Bool]) -> Bool {
    if case .call(_, _, let place) = expression, answers[token(place)] == true { return true }
    return expression.children.contains { took($0, answers) }
  }

  /// The expression holds a call given the handler whose answer this path knows (true or false).
  static func answered(_ expression: CodeExpression, _ answers: [String: Bool]) -> Bool {
    if case .call(_, _, let place) = expression, answers[token(place)] != nil { return true }
    return expression.children.contains { answered($0, answers) }
  }

  static func all(_ values: [Bool?]) -> Bool? {
    if values.contains(false) { return false }
    return values.allSatisfy { $0 == true } ? true : nil
  }

  static func any(_ values: [Bool?]) -> Bool? {
    if values.contains(true) { return true }
    return values.allSatisfy { $0 == false } ? false : nil
  }
}
