/// How often a completion handler is called, on every path through a method (issue 12): each path
/// through `if`, `guard`, `switch`, `do`/`catch`, loops (zero or one turn), `#if` and early
/// returns, with `defer` run at the end. A handler called inside a closure counts when the closure
/// goes to an ordinary call (`DispatchQueue.main.async`, a `Task`); given to an SDK (as a value or
/// inside the closure it receives) it is the SDK's to call. A handler given to a helper of the same
/// module is followed one level into that helper. `#available` takes its first arm only (the
/// current iOS).
///
/// Two ways of walking (issue 32 item 4):
/// - merged (the default): after each statement the states that differ only where no fact looks are merged (`merged`),
///   so the work is linear in the statements (issue 31: 400 sequential `if … { completionHandler() }` took a minute).
///   The summary words (`completion`) come from it.
/// - enumerating (`paths(_:)`): each path is kept with the conditions it runs under and the place it ends, so a path
///   that never calls its handler is reported where it returns and the simulation follows the path a push takes. A
///   branch that changes nothing for the handler adds no condition; past `Enumeration.maxPaths` paths or its step budget
///   the walk gives up (nil: the per-path detail is not listed, the summary still is).
///
/// An SDK call given the handler whose Bool answer the code tests (`if braze.notifications.handleUserNotification(
/// response:withCompletionHandler:) { return }`, `guard !…`, `let handled = …; if handled`) forks the path: the SDK took
/// the handler (it answered true) or it declined it (false; the app must call it) — Braze's and Customer.io's documented
/// hand-over (sdk-behaviour-more.md §2.4 fact 19, §6.5 fact 16). The condition's truth on each fork decides which arm it
/// takes (`HandlerAnswers`).
struct HandlerPaths {
  enum Passed: String, Hashable {
    case sdk
    case superclass
  }

  struct State: Hashable {
    var calls = 0
    var passed: Passed?
    var exited = false
    /// The options or result of the first call or `return` (willPresent, async variants).
    var value: String?
    /// The handler is called after it was given away (to an SDK or super) on this path: not before (issue 19: a call
    /// and then a forward is a second call, wiring-completion-twice, not a call after the SDK's).
    var calledAfterPass = false
    /// Where the handler is called or given away on this path, the first two (issue 19: a handler called twice is
    /// reported at both calls). Two at most, so paths stay few.
    var sites: [CodePlace] = []
    /// What an SDK given the handler answered on this path, where the code tests the answer: by the call's token
    /// (`HandlerAnswers.token`, while the condition that holds it is read) or by the name bound to the answer
    /// (`let handled = …`). true: the SDK took the handler.
    var answers: [String: Bool] = [:]
    /// The SDK the handler was given to on this path (its id, `other` for a third party).
    var sdk: String?
    // Enumerating only (empty or nil when merged):
    /// The conditions this path runs under, outermost first, in the texts `CodeWalk` writes (`PathEnding`'s
    /// separators for negations and conjunctions): what `ConditionPredicate` reads.
    var conditions: [String] = []
    /// Where the path leaves the method (`return`, `throw`); nil when it runs to the end.
    var end: CodePlace?
    /// The branch whose arm last decided this path (where a path that runs to the end without calling was decided).
    var decidedAt: CodePlace?
    /// The count on this path rests on code pushsim cannot see (a helper not in these files may call it or not).
    var unseen = false

    /// The same counts on a path that goes on (after a nested body's `return`, or a `defer`).
    var reopened: State {
      var copy = self
      copy.exited = false
      return copy
    }

    /// Calls or passes more than once: the path calls the handler twice.
    var twice: Bool { calls >= 2 || (passed != nil && calls >= 1) }
  }

  /// The budget of an enumerating walk: paths and state-steps, shared by the walkers of one method (helpers and
  /// closures included). Past it the per-path detail is not listed.
  final class Enumeration {
    static let maxPaths = 64
    var remaining = 20_000
    var exceeded = false

    /// Takes `count` steps; false once the budget is spent.
    func spend(_ count: Int, paths: Int) -> Bool {
      remaining -= count
      if remaining < 0 || paths > Self.maxPaths { exceeded = true }
      return !exceeded
    }
  }

  let handler: String
  let module: WiringModule
  /// Local names that hold an SDK object (`guard let sdk = Appoxee.shared()`).
  var aliases: [String: String] = [:]
  /// How many helper levels may still be followed.
  var depth = 1
  /// For async variants: `return value` records the value.
  var recordsReturns = false
  /// Reading a value the code tests (a condition, a binding): an SDK call given the handler forks into "took it" and
  /// "declined it" (the pattern SDKs document is `if sdk.handle(…, completionHandler) { return }`, then the app calls it).
  var answersTested = false
  /// Set when walking path by path (`paths(_:)`).
  var enumeration: Enumeration?
  /// The end states of each helper a handler is given to, by the helper's place and the parameter that gets it: a
  /// helper called many times is walked once (issue 31).
  let helpers: HelperStates

  final class HelperStates {
    var states: [String: Set<State>] = [:]
  }

  init(handler: String, module: WiringModule, helpers: HelperStates = HelperStates()) {
    self.handler = handler
    self.module = module
    self.helpers = helpers
  }

  /// The states at the end of `body`, `defer` blocks applied.
  func run(_ body: [CodeStatement]) -> Set<State> {
    var walker = self
    walker.aliases.merge(module.aliases(in: body)) { first, _ in first }
    var deferred: [[CodeStatement]] = []
    var states = walker.run(body, from: [State()], deferred: &deferred)
    for block in deferred {
      var unused: [[CodeStatement]] = []
      // A defer block runs on every path, returns included: from each end state, reopened.
      states = merge(Set(states.flatMap { state in walker.run(block, from: [state.reopened], deferred: &unused) }))
    }
    return Set(states.map(\.reopened))
  }

  /// Every path through `body` with the conditions it runs under and where it ends; nil past the budget.
  func paths(_ body: [CodeStatement]) -> Set<State>? {
    var walker = self
    let budget = Enumeration()
    walker.enumeration = budget
    let states = walker.run(body)
    return budget.exceeded ? nil : states
  }

  /// Merges states in the merged walk; the enumerating walk keeps every path.
  func merge(_ states: Set<State>) -> Set<State> { enumeration == nil ? Self.merged(states) : states }

  func run(_ list: [CodeStatement], from start: Set<State>, deferred: inout [[CodeStatement]]) -> Set<State> {
    var states = start
    for statement in list {
      let open = states.filter { !$0.exited }
      guard !open.isEmpty else { break }
      if let enumeration, !enumeration.spend(open.count, paths: states.count) { break }
      var next = states.filter(\.exited)
      switch statement {
      case .expression(let expression):
        next.formUnion(apply(effects(expression), to: open))
      case .assignment(let target, let value, _):
        // `handled = sdk.handle(…, completionHandler)`: the answer is kept under the name (not for `_ = …`).
        if case .name(let name, _) = target, name != "_" {
          next.formUnion(answering(name, value, open))
        } else {
          next.formUnion(apply(sequence([effects(target), effects(value)]), to: open))
        }
      case .binding(let name, let value, _):
        next.formUnion(value.map { answering(name, $0, open) } ?? open)
      case .exit(let kind, let value, let place):
        var after = value.map { apply(effects($0), to: open) } ?? open
        if recordsReturns, kind == "return", let value {
          after = Set(
            after.map { state in
              var state = state
              if state.value == nil { state.value = WiringText.value(value) }
              state.calls = min(state.calls + 1, 2)
              return state
            })
        }
        next.formUnion(
          after.map { state in
            var state = state
            state.exited = true
            if enumeration != nil, state.end == nil { state.end = place }
            return state
          })
      case .deferred(let block, _):
        deferred.append(block)
        next.formUnion(open)
      case .branch(let branch):
        if branch.condition.hasPrefix("#available") || branch.condition.hasPrefix("@available"), let first = branch.arms.first {
          next.formUnion(run(first, from: apply(sequence(branch.conditionExpressions.map(effects)), to: open), deferred: &deferred))
          break
        }
        if enumeration != nil {
          for state in open { next.formUnion(branchPaths(branch, from: state, deferred: &deferred)) }
        } else {
          next.formUnion(branchStates(branch, from: open, deferred: &deferred))
        }
      }
      states = merge(next)
    }
    return states
  }

  /// A branch in the merged walk: each arm from the states its condition lets in.
  private func branchStates(_ branch: CodeBranch, from open: Set<State>, deferred: inout [[CodeStatement]]) -> Set<State> {
    let routes = self.routes(branch, from: open)
    var result: Set<State> = []
    for route in routes {
      let entering = Set(route.states.map(HandlerAnswers.settled))
      result.formUnion(route.arm.map { run($0, from: entering, deferred: &deferred) } ?? entering)
    }
    return result
  }

  /// Where each state goes at a branch: the arms (and, when no arm need run, the way past it), each with the states
  /// that take it and the condition it runs under. A state whose SDK answer decides the condition takes only the arm
  /// that answer leads to.
  func routes(_ branch: CodeBranch, from open: Set<State>) -> [(arm: [CodeStatement]?, states: Set<State>, condition: String)] {
    var reader = self
    reader.answersTested = true
    let conditioned = apply(sequence(branch.conditionExpressions.map(reader.effects)), to: open)
    let condition = PathEnding.safe(branch.condition)
    switch branch.kind {
    case .ifElse, .guardElse:
      var holds: Set<State> = []
      var fails: Set<State> = []
      for state in conditioned {
        let truth = HandlerAnswers.truth(of: branch, state.answers)
        if truth != false { holds.insert(state) }
        if truth != true { fails.insert(state) }
      }
      if branch.kind == .guardElse {
        return [(branch.arms.first, fails, PathEnding.not(condition)), (nil, holds, condition)]
      }
      var routes: [(arm: [CodeStatement]?, states: Set<State>, condition: String)] = []
      for (index, arm) in branch.arms.enumerated() {
        routes.append(index == 0 ? (arm, holds, condition) : (arm, fails, PathEnding.not(condition)))
      }
      if !branch.coversAll { routes.append((nil, fails, PathEnding.not(condition))) }
      return routes
    case .switchCases:
      // An arm runs where its label matches and no earlier one did (as CodeWalk writes it).
      var routes: [(arm: [CodeStatement]?, states: Set<State>, condition: String)] = []
      var earlier: [String] = []
      for (index, arm) in branch.arms.enumerated() {
        let label = index < branch.armConditions.count ? branch.armConditions[index] : ""
        let own = label.hasPrefix("default") ? [] : [PathEnding.safe(branch.condition + " " + label)]
        let parts = earlier.map(PathEnding.not) + own
        routes.append((arm, conditioned, parts.isEmpty ? Self.undecided("the switch's default") : PathEnding.all(parts)))
        earlier += own
      }
      if !branch.coversAll { routes.append((nil, conditioned, PathEnding.all(earlier.map(PathEnding.not)))) }
      return routes
    case .loop, .doCatch, .compilation:
      let what =
        branch.kind == .loop ? "the loop's body runs" : branch.kind == .doCatch ? "the do body throws" : "the build's #if clause"
      var routes: [(arm: [CodeStatement]?, states: Set<State>, condition: String)] = []
      for (index, arm) in branch.arms.enumerated() {
        let label = index < branch.armConditions.count ? branch.armConditions[index] : ""
        routes.append((arm, conditioned, Self.undecided(branch.kind == .compilation ? "#if " + label : "\(what) (arm \(index + 1))")))
      }
      if !branch.coversAll { routes.append((nil, conditioned, Self.undecided("\(what): none does"))) }
      return routes
    }
  }

  /// A condition pushsim cannot decide, standing for what it is about (read as `unknown`).
  static func undecided(_ about: String) -> String { "\u{AB}\(about)\u{BB}" }

  /// The states that differ only where no fact looks are one: the same counts, pass, exit, answers and order keep the
  /// earliest places (what `twiceAt` reports), and of their first values at most two (a fact asks for none, one, or
  /// "more than one"). A bounded number of states remain, whatever the number of paths.
  static func merged(_ states: Set<State>) -> Set<State> {
    guard states.count > 1 else { return states }
    struct Key: Hashable {
      var calls: Int
      var passed: Passed?
      var exited: Bool
      var calledAfterPass: Bool
      var answers: [String: Bool]
    }
    func earlier(_ left: [CodePlace], _ right: [CodePlace]) -> Bool {
      let (a, b) = (left.sorted(), right.sorted())
      return a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
    }
    var groups: [Key: [String?: State]] = [:]
    for state in states {
      let key = Key(
        calls: state.calls, passed: state.passed, exited: state.exited, calledAfterPass: state.calledAfterPass, answers: state.answers)
      if let kept = groups[key]?[state.value], !earlier(state.sites, kept.sites) { continue }
      groups[key, default: [:]][state.value] = state
    }
    var result: Set<State> = []
    for group in groups.values {
      let values = group.keys.compactMap { $0 }.sorted().prefix(2)
      if let none = group[nil] { result.insert(none) }
      for value in values { if let state = group[value] { result.insert(state) } }
    }
    return result
  }

  /// `let name = value` (or `name = value`): the value's effects, and where it holds an SDK's answer about the handler,
  /// that answer kept under the name for the conditions that test it.
  private func answering(_ name: String, _ value: CodeExpression, _ open: Set<State>) -> Set<State> {
    var reader = self
    reader.answersTested = true
    return Set(
      apply(reader.effects(value), to: open).map { state in
        // Only a value that holds an SDK's answer about the handler is kept (`let flag = true` is not an answer).
        let truth = HandlerAnswers.answered(value, state.answers) ? HandlerAnswers.truth(value, state.answers) : nil
        var state = HandlerAnswers.settled(state)
        state.answers[name] = nil
        if let truth, state.answers.count < HandlerAnswers.maxNamed {
          state.answers[name] = truth
          if enumeration != nil { state.conditions.append(truth ? PathEnding.safe(name) : PathEnding.not(PathEnding.safe(name))) }
        }
        return state
      })
  }

  /// What evaluating an expression can do to the handler: alternatives of (calls, passed, value).
  func effects(_ expression: CodeExpression) -> Set<State> {
    switch expression {
    case .call(let callee, let arguments, let place):
      if case .name(let name, _) = callee, name == handler {
        var state = State(calls: 1, sites: [place])
        state.value = arguments.first.map { WiringText.value($0.value) } ?? "()"
        return sequence(arguments.map { effects($0.value) } + [[state]])
      }
      // A third party's call given the handler (or a closure) is an SDK's like a catalogued one: it calls it.
      let receiver = module.sdk(of: callee, aliases: aliases) ?? module.thirdParty(callee).map { _ in WiringFacts.otherSDK }
      var parts: [Set<State>] = [effects(callee)]
      for (index, argument) in arguments.enumerated() {
        switch argument.value {
        case .name(let name, _) where name == handler:
          parts.append(passed(to: callee, receiver: receiver, argumentIndex: index, arguments: arguments, at: place))
        case .closure(let closure):
          var inner = self
          inner.recordsReturns = false
          inner.answersTested = false
          var unused: [[CodeStatement]] = []
          let outcomes = inner.run(closure.body, from: [State()], deferred: &unused).map { state in
            var state = state.reopened
            state.end = nil
            return state
          }
          if receiver != nil || callee.root == "super" {
            // A closure given to an SDK: the SDK runs it (seeds/000 "withAppoxeeCompletionHandler").
            let given = Set(
              outcomes.map { outcome -> State in
                guard outcome.calls > 0 else { return outcome }
                var state = State(passed: callee.root == "super" ? .superclass : .sdk, value: outcome.value, sites: [place])
                state.sdk = callee.root == "super" ? nil : receiver
                state.conditions = outcome.conditions
                return state
              })
            parts.append(callee.root == "super" ? given : HandlerAnswers.fork(given, answersTested: answersTested, at: place))
          } else {
            parts.append(Set(outcomes))
          }
        default:
          parts.append(effects(argument.value))
        }
      }
      return sequence(parts)
    case .closure:
      // A closure that is only stored is not run here.
      return [State()]
    default:
      return sequence(expression.children.map(effects))
    }
  }

  private func passed(
    to callee: CodeExpression, receiver: String?, argumentIndex: Int, arguments: [CodeArgument], at place: CodePlace
  ) -> Set<State> {
    if callee.root == "super" { return [State(passed: .superclass, sites: [place])] }
    if let receiver {
      var given = State(passed: .sdk, sites: [place])
      given.sdk = receiver
      return HandlerAnswers.fork([given], answersTested: answersTested, at: place)
    }
    if depth > 0, let helper = module.helper(called: callee, arity: arguments.count), argumentIndex < helper.parameters.count {
      let key = "\(helper.place.text)#\(argumentIndex)#\(depth)"
      let states: Set<State>
      if let known = helpers.states[key] {
        states = known
      } else {
        var inner = HandlerPaths(handler: helper.parameters[argumentIndex].name, module: module, helpers: helpers)
        inner.depth = depth - 1
        states = inner.run(helper.body)
        helpers.states[key] = states
      }
      // The helper's own conditions and returns are in its names, not the caller's: which of its ways a path takes is
      // undecided here.
      return Set(
        states.map { state in
          var state = state
          state.answers = [:]
          state.end = nil
          state.conditions = []
          if enumeration != nil, states.count > 1 {
            state.conditions = [Self.undecided("the way \(callee.path)(…) at line \(place.line) goes")]
            state.decidedAt = place
          }
          return state
        })
    }
    // Given to code pushsim cannot see (another object, a helper in another file): it may call it or not. Where the
    // code tests its answer (`if router.handle(…, completionHandler) { return }`), the code says the callee takes the
    // handler when it answers true: the hand-over of an SDK (still undecided: pushsim cannot see it).
    if answersTested {
      return Set(
        HandlerAnswers.fork([State(calls: 1, sites: [place])], answersTested: true, at: place).map { state in
          var state = state
          if enumeration != nil {
            state.unseen = true
            state.decidedAt = place
          }
          return state
        })
    }
    var never = State()
    var once = State(calls: 1, sites: [place])
    if enumeration != nil {
      let calls = Self.undecided("\(callee.path)(…) calls \(handler)")
      once.conditions = [calls]
      never.conditions = [PathEnding.not(calls)]
      once.unseen = true
      never.unseen = true
      never.decidedAt = place
    }
    return [never, once]
  }

  func apply(_ effects: Set<State>, to states: Set<State>) -> Set<State> {
    merge(Set(states.flatMap { state in effects.map { Self.then(state, $0) } }))
  }

  func sequence(_ parts: [Set<State>]) -> Set<State> {
    // A part that does nothing to the handler (most operands of a long condition) changes no state: skipped, so 8,000
    // `&&` terms are not 8,000 merges.
    let nothing: Set<State> = [State()]
    return parts.reduce(nothing) { result, part in
      part == nothing ? result : merge(Set(result.flatMap { first in part.map { Self.then(first, $0) } }))
    }
  }

  static func then(_ first: State, _ second: State) -> State {
    var state = State(
      calls: min(first.calls + second.calls, 2), passed: first.passed ?? second.passed, exited: first.exited, value: first.value ?? second.value,
      calledAfterPass: first.calledAfterPass || second.calledAfterPass || (first.passed != nil && second.calls > 0),
      sites: first.sites.count >= 2 ? first.sites : Array((first.sites + second.sites).prefix(2)))
    state.answers = first.answers.merging(second.answers) { _, later in later }
    state.sdk = first.passed != nil ? first.sdk : second.sdk
    state.conditions = first.conditions + second.conditions
    state.end = first.end ?? second.end
    state.decidedAt = second.decidedAt ?? first.decidedAt
    state.unseen = first.unseen || second.unseen
    return state
  }

  /// The `MANIFEST.tsv` word for a set of end states: `twice` when a path calls it twice; `passed-to-sdk` or
  /// `passed-to-super` when every path gives it away to the same kind of party; `once` when every path completes it
  /// once, whoever calls it (the app on some paths, an SDK or `super` on others: the per-path detail says which);
  /// `never` when no path does; `some-paths` otherwise.
  static func completion(_ states: Set<State>) -> String {
    if states.contains(where: \.twice) { return "twice" }
    if !states.isEmpty, states.allSatisfy({ $0.passed == .sdk }) { return "passed-to-sdk" }
    if !states.isEmpty, states.allSatisfy({ $0.passed == .superclass }) { return "passed-to-super" }
    if states.allSatisfy({ $0.passed != nil || $0.calls == 1 }) { return "once" }
    if states.allSatisfy({ $0.passed == nil && $0.calls == 0 }) { return "never" }
    return "some-paths"
  }
}

/// How code is written back in a fact: option sets and results as the manifest spells them.
enum WiringText {
  static let objcOptions: [String: String] = [
    "UNNotificationPresentationOptionAlert": ".alert", "UNNotificationPresentationOptionBadge": ".badge",
    "UNNotificationPresentationOptionSound": ".sound", "UNNotificationPresentationOptionBanner": ".banner",
    "UNNotificationPresentationOptionList": ".list", "UNNotificationPresentationOptionNone": "",
    "UIBackgroundFetchResultNewData": ".newData", "UIBackgroundFetchResultNoData": ".noData", "UIBackgroundFetchResultFailed": ".failed",
  ]

  /// `[.banner,.list,.sound]` for an option set; `.newData` for a fetch result.
  static func value(_ expression: CodeExpression) -> String {
    switch expression {
    case .collection(let items, _):
      // An option set written as an array of option sets (`[[.banner, .sound]]`, `[.list, [.sound]]`) is their union.
      let members = items.flatMap { item -> [String] in
        let text = value(item)
        guard case .collection = item else { return [text] }
        return text.dropFirst().dropLast().split(separator: ",").map(String.init)
      }
      var seen: Set<String> = []
      return "[" + members.filter { !$0.isEmpty && seen.insert($0).inserted }.joined(separator: ",") + "]"
    case .member(nil, let name, _): return "." + name
    // `UNNotificationPresentationOptions.banner` and `UIBackgroundFetchResult.newData` are `.banner` and `.newData`.
    case .member(.name(let type, _)?, let name, _) where type.first?.isUppercase == true: return "." + name
    case .name(let name, _): return objcOptions[name] ?? name
    default: return expression.path
    }
  }

  /// An option set always in brackets (`.alert` alone is `[.alert]`).
  static func options(_ text: String) -> String { text.hasPrefix("[") ? text : "[" + text + "]" }
}
