/// Visiting every statement and expression of a body, knowing whether it runs later (inside a
/// closure: a callback, `DispatchQueue…async`, `Task`) or now.
enum CodeWalk {
  struct Visit {
    /// Inside a closure (an async callback) rather than in the body itself.
    var inClosure = false
    /// The closures' callees, innermost last: `DispatchQueue.main.async`, `Task`, `requestAuthorization`.
    var closureCallees: [String] = []
    /// The conditions a statement runs under, outermost first: `if` / `else` / `case` arms and the
    /// `guard` conditions before it (`!(…)` for an else arm).
    var conditions: [String] = []
    /// The expressions of those conditions (the calls and literals they test).
    var conditionExpressions: [CodeExpression] = []
    /// The `#if` clauses it is compiled under (`DEBUG`, `!DEBUG` for the `#else` of `#if DEBUG`).
    var compilation: [String] = []
    /// Inside a loop's body (it may run zero or many times) or a `do`'s (it may throw part way).
    var inLoop = false

    func under(_ condition: String, _ expressions: [CodeExpression] = []) -> Visit {
      var copy = self
      copy.enter(condition, expressions)
      return copy
    }

    /// Conditions kept at most (issue 31: 20,000 guards in a row): past them one `SourceBudget.marker` stands for the
    /// rest, so a condition over them is `unknown`, not a guess.
    static let maxConditions = SourceBudget.maxNesting * 2

    /// Adds a condition in place (after a `guard`, the same visit goes on: no copy of the conditions per statement).
    mutating func enter(_ condition: String, _ expressions: [CodeExpression]) {
      guard conditions.count < Self.maxConditions else {
        if conditions.last != SourceBudget.marker { conditions.append(SourceBudget.marker) }
        return
      }
      conditions.append(condition)
      conditionExpressions += expressions
    }
  }

  static func statements(_ list: [CodeStatement], _ visit: Visit = Visit(), _ body: (CodeStatement, Visit) -> Void) {
    var visit = visit
    for statement in list {
      body(statement, visit)
      switch statement {
      case .expression(let expression): expressions(expression, visit, body)
      case .assignment(let target, let value, _):
        expressions(target, visit, body)
        expressions(value, visit, body)
      case .binding(_, let value, _): if let value { expressions(value, visit, body) }
      case .branch(let branch):
        for expression in branch.conditionExpressions { expressions(expression, visit, body) }
        for (index, arm) in branch.arms.enumerated() {
          var inner = visit
          let armCondition = index < branch.armConditions.count ? branch.armConditions[index] : branch.condition
          switch branch.kind {
          case .compilation:
            inner.compilation.append(
              armCondition == "#else" ? branch.armConditions.prefix(index).map { "!(" + $0 + ")" }.joined(separator: " && ") : armCondition)
          case .guardElse: inner = inner.under("!(" + branch.condition + ")", branch.conditionExpressions)
          case .ifElse:
            inner = inner.under(
              armCondition == "else" || armCondition == "else if" ? "!(" + branch.condition + ")" : branch.condition, branch.conditionExpressions)
          case .switchCases:
            // Swift takes the first arm that matches: an arm runs where no earlier label matched (`default`: none did).
            let earlier = branch.armConditions.prefix(index).filter { !$0.hasPrefix("default") }
              .map { PathEnding.not(PathEnding.safe(branch.condition + " " + $0)) }
            let own = armCondition.hasPrefix("default") ? [] : [PathEnding.safe(branch.condition + " " + armCondition)]
            inner = earlier.isEmpty && own.isEmpty ? inner : inner.under(PathEnding.all(earlier + own), branch.conditionExpressions)
          case .loop, .doCatch: inner.inLoop = true
          }
          statements(arm, inner, body)
        }
        // What follows a guard runs only when its condition held; what follows a branch with an arm that ends the path
        // (`if let id = userInfo["id"] { open(id); completionHandler(); return }`) runs only when that arm did not run
        // (issue 32 item 1: an early return is routing).
        if branch.kind == .guardElse {
          visit.enter(branch.condition, branch.conditionExpressions)
        } else {
          var budget = PathEnding.budget
          switch PathEnding.of(statement, budget: &budget) {
          case .never, .always: break
          case .when(let text): visit.enter(PathEnding.not(text), branch.conditionExpressions)
          }
        }
      case .exit(_, let value, _): if let value { expressions(value, visit, body) }
      case .deferred(let list, _): statements(list, visit, body)
      }
    }
  }

  /// Closures inside `expression` (with the call that receives them).
  private static func expressions(_ expression: CodeExpression, _ visit: Visit, _ body: (CodeStatement, Visit) -> Void) {
    switch expression {
    case .closure(let closure):
      var inner = visit
      inner.inClosure = true
      inner.closureCallees.append("{…}")
      statements(closure.body, inner, body)
    case .call(let callee, let arguments, _):
      expressions(callee, visit, body)
      for argument in arguments {
        if case .closure(let closure) = argument.value {
          var inner = visit
          inner.inClosure = true
          inner.closureCallees.append(callee.path)
          statements(closure.body, inner, body)
        } else {
          expressions(argument.value, visit, body)
        }
      }
    default:
      for child in expression.children { expressions(child, visit, body) }
    }
  }

  /// Every call in `expression` outside closures, outermost first.
  static func calls(in expression: CodeExpression) -> [CodeExpression] {
    var found: [CodeExpression] = []
    func walk(_ expression: CodeExpression) {
      if case .call = expression { found.append(expression) }
      for child in expression.children { walk(child) }
    }
    walk(expression)
    return found
  }

  /// The string literals and member names an expression tests, and those of the module's helpers it
  /// calls (one level): what a provider filter looks at (`"push_provider"`, `categoryIdentifier`).
  static func testedWords(_ expressions: [CodeExpression], module: WiringModule) -> Set<String> {
    var words: Set<String> = []
    func walk(_ expression: CodeExpression, depth: Int) {
      switch expression {
      case .literal(let text, _): words.insert(text)
      case .member(_, let name, _): words.insert(name)
      case .call(let callee, let arguments, _):
        if depth > 0, let helper = module.helper(called: callee, arity: arguments.count) {
          statements(helper.body) { statement, _ in
            for inner in statement.ownExpressions { walk(inner, depth: depth - 1) }
          }
        }
      default: break
      }
      for child in expression.children { walk(child, depth: depth) }
    }
    for expression in expressions { walk(expression, depth: 1) }
    return words
  }

  /// Every name `expression` mentions, closures included. Each closure's body is walked once: `statements` already
  /// reaches the closures nested in it, so the names of an expression statement are taken outside closures (issue 31:
  /// walking each nested closure again at every level doubled the work per level).
  static func names(in expression: CodeExpression) -> Set<String> {
    var found: Set<String> = []
    func outside(_ expression: CodeExpression) {
      if case .name(let name, _) = expression { found.insert(name) }
      for child in expression.children { outside(child) }
    }
    func walk(_ expression: CodeExpression) {
      switch expression {
      case .name(let name, _): found.insert(name)
      case .closure(let closure):
        statements(closure.body) { statement, _ in
          if case .expression(let inner) = statement { outside(inner) }
        }
      default: break
      }
      for child in expression.children { walk(child) }
    }
    walk(expression)
    return found
  }
}
