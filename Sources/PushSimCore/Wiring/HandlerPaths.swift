/// How often a completion handler is called, on every path through a method (issue 12): each path
/// through `if`, `guard`, `switch`, `do`/`catch`, loops (zero or one turn), `#if` and early
/// returns, with `defer` run at the end. A handler called inside a closure counts when the closure
/// goes to an ordinary call (`DispatchQueue.main.async`, a `Task`); given to an SDK (as a value or
/// inside the closure it receives) it is the SDK's to call. A handler given to a helper of the same
/// module is followed one level into that helper. `#available` takes its first arm only (the
/// current iOS). Paths are not enumerated: after each statement the states are merged (`merged`), so the work is
/// linear in the statements (issue 31: 400 sequential `if … { completionHandler() }` took a minute).
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

    /// The same counts on a path that goes on (after a nested body's `return`, or a `defer`).
    var reopened: State { State(calls: calls, passed: passed, value: value, calledAfterPass: calledAfterPass, sites: sites) }

    /// Calls or passes more than once: the path calls the handler twice.
    var twice: Bool { calls >= 2 || (passed != nil && calls >= 1) }
  }

  let handler: String
  let module: WiringModule
  /// Local names that hold an SDK object (`guard let sdk = Appoxee.shared()`).
  var aliases: [String: String] = [:]
  /// How many helper levels may still be followed.
  var depth = 1
  /// For async variants: `return value` records the value.
  var recordsReturns = false
  /// Evaluating a condition that came out false: an SDK call in it that was given the handler and answers `Bool` did not
  /// take it — the pattern SDKs document is `if sdk.handle(…, completionHandler) { return }`, then the app calls it.
  var sdkDeclines = false
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
      states = Self.merged(Set(states.flatMap { state in walker.run(block, from: [state.reopened], deferred: &unused) }))
    }
    return Set(states.map(\.reopened))
  }

  private func run(_ list: [CodeStatement], from start: Set<State>, deferred: inout [[CodeStatement]]) -> Set<State> {
    var states = start
    for statement in list {
      let open = states.filter { !$0.exited }
      guard !open.isEmpty else { break }
      var next = states.filter(\.exited)
      switch statement {
      case .expression(let expression):
        next.formUnion(apply(effects(expression), to: open))
      case .assignment(let target, let value, _):
        next.formUnion(apply(sequence([effects(target), effects(value)]), to: open))
      case .binding(_, let value, _):
        next.formUnion(value.map { apply(effects($0), to: open) } ?? open)
      case .exit(let kind, let value, _):
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
            return state
          })
      case .deferred(let block, _):
        deferred.append(block)
        next.formUnion(open)
      case .branch(let branch):
        let conditionEffects = sequence(branch.conditionExpressions.map(effects))
        let conditioned = apply(conditionEffects, to: open)
        if branch.condition.hasPrefix("#available") || branch.condition.hasPrefix("@available"), let first = branch.arms.first {
          next.formUnion(run(first, from: conditioned, deferred: &deferred))
          break
        }
        // Where the condition is false (an `if`'s other arms and what follows it; a `guard`'s body), an SDK call in it
        // that was given the handler declined it. Only a condition that gives the handler away is evaluated again.
        var failed = conditioned
        if branch.kind == .ifElse || branch.kind == .guardElse, conditionEffects.contains(where: { $0.passed == .sdk }) {
          var declining = self
          declining.sdkDeclines = true
          failed = apply(sequence(branch.conditionExpressions.map(declining.effects)), to: open)
        }
        var result: Set<State> = []
        for (index, arm) in branch.arms.enumerated() {
          let start = branch.kind == .guardElse || (branch.kind == .ifElse && index > 0) ? failed : conditioned
          result.formUnion(run(arm, from: start, deferred: &deferred))
        }
        if !branch.coversAll { result.formUnion(branch.kind == .ifElse ? failed : conditioned) }
        next.formUnion(result)
      }
      states = Self.merged(next)
    }
    return states
  }

  /// The states that differ only where no fact looks are one: the same counts, pass, exit and order keep the earliest
  /// places (what `twiceAt` reports), and of their first values at most two (a fact asks for none, one, or "more than
  /// one"). At most 108 states remain, whatever the number of paths.
  static func merged(_ states: Set<State>) -> Set<State> {
    guard states.count > 1 else { return states }
    struct Key: Hashable {
      var calls: Int
      var passed: Passed?
      var exited: Bool
      var calledAfterPass: Bool
    }
    func earlier(_ left: [CodePlace], _ right: [CodePlace]) -> Bool {
      let (a, b) = (left.sorted(), right.sorted())
      return a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
    }
    var groups: [Key: [String?: State]] = [:]
    for state in states {
      let key = Key(calls: state.calls, passed: state.passed, exited: state.exited, calledAfterPass: state.calledAfterPass)
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

  /// What evaluating an expression can do to the handler: alternatives of (calls, passed, value).
  private func effects(_ expression: CodeExpression) -> Set<State> {
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
          var unused: [[CodeStatement]] = []
          let outcomes = inner.run(closure.body, from: [State()], deferred: &unused).map(\.reopened)
          if receiver != nil || callee.root == "super" {
            // A closure given to an SDK: the SDK runs it (seeds/000 "withAppoxeeCompletionHandler").
            parts.append(
              Set(
                outcomes.map {
                  $0.calls > 0 ? State(passed: callee.root == "super" ? .superclass : .sdk, value: $0.value, sites: [place]) : $0
                }))
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
    if receiver != nil { return sdkDeclines ? [State()] : [State(passed: .sdk, sites: [place])] }
    if depth > 0, let helper = module.helper(called: callee, arity: arguments.count), argumentIndex < helper.parameters.count {
      let key = "\(helper.place.text)#\(argumentIndex)#\(depth)"
      if let known = helpers.states[key] { return known }
      var inner = HandlerPaths(handler: helper.parameters[argumentIndex].name, module: module, helpers: helpers)
      inner.depth = depth - 1
      let states = inner.run(helper.body)
      helpers.states[key] = states
      return states
    }
    // Given to code pushsim cannot see (another object, a helper in another file): it may call it or not.
    return [State(), State(calls: 1, sites: [place])]
  }

  private func apply(_ effects: Set<State>, to states: Set<State>) -> Set<State> {
    Self.merged(Set(states.flatMap { state in effects.map { Self.then(state, $0) } }))
  }

  private func sequence(_ parts: [Set<State>]) -> Set<State> {
    parts.reduce([State()]) { result, part in Self.merged(Set(result.flatMap { first in part.map { Self.then(first, $0) } })) }
  }

  private static func then(_ first: State, _ second: State) -> State {
    State(
      calls: min(first.calls + second.calls, 2), passed: first.passed ?? second.passed, exited: first.exited, value: first.value ?? second.value,
      calledAfterPass: first.calledAfterPass || second.calledAfterPass || (first.passed != nil && second.calls > 0),
      sites: first.sites.count >= 2 ? first.sites : Array((first.sites + second.sites).prefix(2)))
  }

  /// The `MANIFEST.tsv` word for a set of end states.
  static func completion(_ states: Set<State>) -> String {
    if states.contains(where: \.twice) { return "twice" }
    for kind in [Passed.sdk, .superclass] where states.contains(where: { $0.passed == kind }) {
      if states.allSatisfy({ $0.passed == kind || ($0.passed == nil && $0.calls == 1) }) { return kind == .sdk ? "passed-to-sdk" : "passed-to-super" }
      return "some-paths"
    }
    let counts = Set(states.map(\.calls))
    if counts == [1] { return "once" }
    if counts == [0] { return "never" }
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
