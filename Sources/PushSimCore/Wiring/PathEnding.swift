/// When a statement ends the function's path (issue 32 item 1): `return`, `throw`, `fatalError()` and the like, in an
/// arm of an `if`, `switch`, `do` or `#if`. The code after such a statement runs only when it did not end the path, so a
/// forward written after `if let id = userInfo["workout_id"] { …; return }` is conditional on `!(let id = …)`, as it is
/// after `guard userInfo["workout_id"] == nil else { … }`.
///
/// The condition is written in the texts `CodeWalk.Visit.conditions` holds, which `ConditionPredicate.clauses` reads:
/// a condition as the code writes it (a clause list, `subject case "a":` for a switch arm), combined with two
/// separators that never occur in source text (`allSeparator` joins conditions that all hold, `open`/`close` wrap
/// one that does not). A condition whose text holds one of them (a string literal in the code) is not combined: it
/// stands as an undecided part. Where the code does not say when the path ends (a `return` inside a loop, a `do` whose
/// body may throw), the condition is undecided, never assumed.
enum PathEnding: Equatable {
  case never
  case always
  case when(String)

  /// The separator of conditions that all hold, in order (bindings of an earlier one are seen by the later ones).
  static let allSeparator = "\u{1}"
  /// `open` + condition + `close`: the condition does not hold.
  static let open = "\u{2}"
  static let close = "\u{3}"
  /// Statements looked at per branch at most (the texts stay small; past it the ending is undecided).
  static let budget = 512

  /// A condition that cannot be decided, standing for the code it is about.
  static func undecided(_ about: String) -> String { "\u{AB}may end the path: \(about)\u{BB}" }

  static func safe(_ text: String) -> String {
    text.utf8.contains { $0 == 1 || $0 == 2 || $0 == 3 } ? undecided("a condition with control characters") : text
  }

  static func not(_ text: String) -> String { open + text + close }
  static func all(_ texts: [String]) -> String { texts.count == 1 ? texts[0] : texts.joined(separator: allSeparator) }
  static func any(_ texts: [String]) -> String { texts.count == 1 ? texts[0] : not(all(texts.map(not))) }

  static func and(_ left: PathEnding, _ right: PathEnding) -> PathEnding {
    switch (left, right) {
    case (.never, _), (_, .never): return .never
    case (.always, let other), (let other, .always): return other
    case (.when(let a), .when(let b)): return .when(all([a, b]))
    }
  }

  static func or(_ left: PathEnding, _ right: PathEnding) -> PathEnding {
    switch (left, right) {
    case (.always, _), (_, .always): return .always
    case (.never, let other), (let other, .never): return other
    case (.when(let a), .when(let b)): return .when(any([a, b]))
    }
  }

  static func negated(_ ending: PathEnding) -> PathEnding {
    switch ending {
    case .never: .always
    case .always: .never
    case .when(let text): .when(not(text))
    }
  }

  /// When a list of statements ends the path: the first ends it, or it goes on and the second does, and so on.
  static func of(_ list: [CodeStatement], budget: inout Int) -> PathEnding {
    var ending = PathEnding.never
    var goesOn = PathEnding.always
    for statement in list {
      guard budget > 0 else { return or(ending, and(goesOn, .when(undecided("code over the reader's budget")))) }
      budget -= 1
      let this = of(statement, budget: &budget)
      ending = or(ending, and(goesOn, this))
      if this == .always { break }
      // What follows runs where this statement went on: after a guard, its condition holds.
      if case .branch(let branch) = statement, branch.kind == .guardElse {
        goesOn = and(goesOn, .when(safe(branch.condition)))
      } else {
        goesOn = and(goesOn, negated(this))
      }
    }
    return ending
  }

  static func of(_ statement: CodeStatement, budget: inout Int) -> PathEnding {
    switch statement {
    case .exit(let kind, _, _):
      return kind == "break" || kind == "continue" || kind == "fallthrough" ? .never : .always
    case .branch(let branch):
      return of(branch, budget: &budget)
    default:
      return .never
    }
  }

  static func of(_ branch: CodeBranch, budget: inout Int) -> PathEnding {
    let arms = branch.arms.map { of($0, budget: &budget) }
    guard arms.contains(where: { $0 != .never }) else { return .never }
    let condition = safe(branch.condition)
    switch branch.kind {
    case .guardElse:
      // The body runs where the condition fails (the compiler makes it leave the scope).
      return and(.when(not(condition)), arms.first ?? .never)
    case .ifElse:
      var ending = and(.when(condition), arms[0])
      if arms.count > 1 { ending = or(ending, and(.when(not(condition)), arms[1])) }
      return ending
    case .switchCases:
      // Each arm runs where its label matches and no earlier one did (Swift takes the first that matches).
      var ending = PathEnding.never
      var earlier: [String] = []
      for (index, arm) in arms.enumerated() {
        let label = index < branch.armConditions.count ? branch.armConditions[index] : ""
        let armCondition = safe(branch.condition + " " + label)
        let matches: PathEnding = label.hasPrefix("default") ? .always : .when(armCondition)
        let reached = earlier.isEmpty ? matches : and(.when(all(earlier.map(not))), matches)
        ending = or(ending, and(reached, arm))
        if case .when(let text) = matches { earlier.append(text) }
      }
      return ending
    case .loop, .doCatch, .compilation:
      // A body that may not run (a loop), may throw part way (`do`), or is one of several builds (`#if`): the path
      // ends everywhere only when every arm always ends it (and a loop's body may not run at all).
      if branch.kind != .loop, branch.coversAll, arms.allSatisfy({ $0 == .always }) { return .always }
      return .when(
        undecided(branch.kind == .loop ? "a return inside a loop" : branch.kind == .doCatch ? "a return inside do/catch" : "a return inside #if"))
    }
  }

  /// A condition text written for people: the separators as `&&` and `!(…)`.
  static func display(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 1 || $0 == 2 || $0 == 3 }) else { return text }
    return text.replacingEvery(allSeparator, with: " && ").replacingEvery(open, with: "!(").replacingEvery(close, with: ")")
  }
}

extension PathEnding {
  /// The parts of a combined condition: the conditions that all hold, each with whether it is negated (`open`…`close`).
  /// Linear in the text; nil when the text is not combined.
  static func parts(_ text: String) -> [(negated: Bool, text: String)]? {
    let bytes = Array(text.utf8)
    guard bytes.contains(where: { $0 == 1 || $0 == 2 || $0 == 3 }) else { return nil }
    var parts: [(negated: Bool, text: String)] = []
    var depth = 0
    var start = 0
    func add(_ end: Int) {
      var slice = bytes[start..<end]
      var negated = false
      // A part that is one wrapped condition is that condition, negated.
      if slice.first == 2, slice.last == 3, wrapsWhole(Array(slice)) {
        negated = true
        slice = slice.dropFirst().dropLast()
      }
      parts.append((negated, String(decoding: slice, as: UTF8.self)))
    }
    for (index, byte) in bytes.enumerated() {
      switch byte {
      case 2: depth += 1
      case 3: depth -= 1
      case 1 where depth == 0:
        add(index)
        start = index + 1
      default: break
      }
    }
    add(bytes.count)
    return parts
  }

  /// `open … close` around the whole slice (not `open a close, open b close`).
  private static func wrapsWhole(_ bytes: [UInt8]) -> Bool {
    var depth = 0
    for (index, byte) in bytes.enumerated() {
      if byte == 2 { depth += 1 }
      if byte == 3 {
        depth -= 1
        if depth == 0 && index != bytes.count - 1 { return false }
      }
    }
    return true
  }
}
