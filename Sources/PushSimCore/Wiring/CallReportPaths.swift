/// When the PushKit callback reports a VoIP push's call to CallKit, path by path (issue 33): each path through `if`,
/// `guard`, `switch`, loops, `do`, `#if` and early returns (as `HandlerPaths` walks a completion handler), `defer`
/// blocks at the end, and the app's own helpers followed two levels. A path keeps the order in which it first reports
/// the call now, schedules a report for later, calls the callback's completion handler, and calls code pushsim cannot
/// see that may report; that order is its verdict (`Verdict`).
///
/// - A report (`CXProvider.reportNewIncomingCall(with:update:completion:)`, Objective-C
///   `reportNewIncomingCallWithUUID:update:completion:`, LiveCommunicationKit's `reportNewIncomingConversation`) runs
///   now in the method or in a closure given to code that runs it at once (`sync`, `autoreleasepool`, `forEach`); in a
///   closure given to `DispatchQueue…async`, `Task`, `dispatch_async` it runs after the method returned (later); in a
///   closure given to any other call pushsim cannot tell when, or whether, it runs (unsure). The report's own closure is
///   its completion: a completion handler called there comes after the report.
/// - A condition on the push type (`type == .voIP`, `[type isEqualToString:PKPushTypeVoIP]`, `switch type`) holds for
///   a VoIP push; other conditions (the payload's keys, the app's state) are real paths.
/// - A call into code not in these files (another object, a helper of another file) that is not Apple's, not logging
///   and not a method of a value pushsim knows (the payload, a local built from Apple's types) may report: unsure,
///   never a guess.
struct CallReportPaths {
  /// The walk's budget, shared by the helpers and closures of one method: past it the paths are not listed and the
  /// verdict is undecided.
  final class Budget {
    static let maxPaths = 64
    var remaining = 20_000
    var exceeded = false
    /// A helper's paths by its place and the parameter that gets the completion handler: walked once.
    var helpers: [String: Set<Path>] = [:]
    /// The module's methods of declared types by name, built on the first call on another object (`ownMethod`).
    var methods: [String: [CodeFunction]]?
  }

  /// How a closure's body runs relative to the method.
  enum Timing {
    case now, later, unknown
  }

  /// The completion handler's name, nil for the variant without one.
  let completion: String?
  /// The PKPushType parameter's name.
  let typeName: String?
  let module: WiringModule
  /// Values that are no code that may report (`known(_:module:)`).
  let known: Set<String>
  let budget: Budget
  var depth = 2
  var visiting: Set<CodePlace> = []

  init(completion: String?, typeName: String?, module: WiringModule, known: Set<String>, budget: Budget = Budget()) {
    self.completion = completion
    self.typeName = typeName
    self.module = module
    self.known = known
    self.budget = budget
  }

  /// The callback's paths; nil past the budget.
  static func paths(of function: CodeFunction, module: WiringModule) -> Set<Path>? {
    let completion = WiringAnalyzer.handlerParameter(function).map(\.name).flatMap { $0 == "_" ? nil : $0 }
    let type = function.parameters.first { $0.type.contains("PKPushType") }?.name
    let walker = CallReportPaths(completion: completion, typeName: type, module: module, known: known(function, module: module))
    let paths = walker.run(function.body)
    return walker.budget.exceeded ? nil : paths
  }

  func run(_ body: [CodeStatement]) -> Set<Path> {
    var deferred: [[CodeStatement]] = []
    var paths = run(body, from: [Path()], deferred: &deferred)
    // `defer` blocks run when the method leaves, on every path, the last declared first.
    for block in deferred.reversed() {
      var unused: [[CodeStatement]] = []
      paths = Set(
        paths.flatMap { path -> [Path] in
          var open = path
          open.exited = false
          return run(block, from: [open], deferred: &unused).map { after in
            var after = after
            after.exited = true
            after.end = path.end
            return after
          }
        })
    }
    return paths
  }

  func run(_ list: [CodeStatement], from start: Set<Path>, deferred: inout [[CodeStatement]]) -> Set<Path> {
    var paths = start
    for statement in list {
      let open = paths.filter { !$0.exited }
      guard !open.isEmpty, !budget.exceeded else { break }
      budget.remaining -= open.count
      if budget.remaining < 0 || paths.count > Budget.maxPaths {
        budget.exceeded = true
        break
      }
      var next = paths.filter(\.exited)
      switch statement {
      case .expression(let expression):
        next.formUnion(apply(effects(expression), to: open))
      case .assignment(let target, let value, _):
        next.formUnion(apply(sequence([effects(target), effects(value)]), to: open))
      case .binding(_, let value, _):
        next.formUnion(value.map { apply(effects($0), to: open) } ?? open)
      case .exit(_, let value, let place):
        let after = value.map { apply(effects($0), to: open) } ?? open
        next.formUnion(
          after.map { path in
            var path = path
            path.exited = true
            if path.end == nil { path.end = place }
            return path
          })
      case .deferred(let block, _):
        deferred.append(block)
        next.formUnion(open)
      case .branch(let branch):
        next.formUnion(self.branch(branch, from: open, deferred: &deferred))
      }
      paths = next
    }
    return paths
  }

  /// Each arm the branch can take for a VoIP push, from the paths that reach it.
  private func branch(_ branch: CodeBranch, from open: Set<Path>, deferred: inout [[CodeStatement]]) -> Set<Path> {
    let entered = apply(sequence(branch.conditionExpressions.map(effects)), to: open)
    if branch.condition.hasPrefix("#available") || branch.condition.hasPrefix("@available"), let first = branch.arms.first {
      return run(first, from: entered, deferred: &deferred)
    }
    var arms: [[CodeStatement]?] = []
    let truth = voipTruth(branch.condition)
    switch branch.kind {
    case .guardElse:
      if truth != true { arms.append(branch.arms.first) }
      if truth != false { arms.append(nil) }
    case .ifElse:
      for (index, arm) in branch.arms.enumerated() where truth == nil || (index == 0) == truth { arms.append(arm) }
      if !branch.coversAll && truth != true { arms.append(nil) }
    case .switchCases:
      if let typeName, branch.condition.trimmingWhitespace == typeName {
        // `switch type`: a VoIP push takes its `.voIP` case, else `default`, else goes past.
        let labels = branch.armConditions
        let voip = labels.firstIndex { Self.namesVoIP($0) } ?? labels.firstIndex { $0.hasPrefix("default") }
        arms.append(voip.flatMap { branch.arms.indices.contains($0) ? branch.arms[$0] : nil })
      } else {
        arms = branch.arms.map { $0 }
        if !branch.coversAll { arms.append(nil) }
      }
    case .loop, .doCatch, .compilation:
      arms = branch.arms.map { $0 }
      if !branch.coversAll { arms.append(nil) }
    }
    var result: Set<Path> = []
    for arm in arms {
      let start = Set(
        entered.map { path in
          var path = path
          path.decidedAt = branch.place
          return path
        })
      result.formUnion(arm.map { run($0, from: start, deferred: &deferred) } ?? start)
    }
    return result
  }

  /// Whether a condition on the push type holds for a VoIP push: true, false, or nil when it is not one.
  func voipTruth(_ condition: String) -> Bool? {
    guard let typeName else { return nil }
    var text = condition.filter { !$0.isWhitespace }
    var negated = false
    if text.hasPrefix("!(") && text.hasSuffix(")") {
      text = String(text.dropFirst(2).dropLast())
      negated = true
    } else if text.hasPrefix("![") {
      text = String(text.dropFirst())
      negated = true
    }
    let voip = [".voIP", "PKPushType.voIP", "PKPushTypeVoIP"]
    var holds: Bool?
    for name in voip {
      if text == "\(typeName)==\(name)" || text == "\(name)==\(typeName)" || text == "[\(typeName)isEqualToString:\(name)]" {
        holds = true
      } else if text == "\(typeName)!=\(name)" || text == "\(name)!=\(typeName)" {
        holds = false
      }
    }
    return holds.map { negated ? !$0 : $0 }
  }

  // MARK: - Expressions

  func apply(_ effects: Set<Path>, to paths: Set<Path>) -> Set<Path> { combined(paths, effects) }

  func sequence(_ parts: [Set<Path>]) -> Set<Path> {
    let nothing: Set<Path> = [Path()]
    return parts.reduce(nothing) { result, part in part == nothing ? result : combined(result, part) }
  }

  /// Each path of `first` followed by each of `second`; past the budget's paths only `first` (the walk is over budget,
  /// and its verdict is undecided).
  private func combined(_ first: Set<Path>, _ second: Set<Path>) -> Set<Path> {
    guard first.count * second.count <= Budget.maxPaths * 4 else {
      budget.exceeded = true
      return first
    }
    return Set(first.flatMap { path in second.map { path.then($0) } })
  }

  /// What evaluating an expression can do: alternatives of events.
  func effects(_ expression: CodeExpression) -> Set<Path> {
    switch expression {
    case .call(let callee, let arguments, let place):
      if let completion, case .name(let name, _) = callee, name == completion {
        return sequence(arguments.map { effects($0.value) } + [[Path(.complete, place)]])
      }
      let plain = arguments.filter { if case .closure = $0.value { false } else { true } }
      if Self.isReport(callee) {
        // The report's closure is its completion: whatever it does comes after the report.
        return sequence([effects(callee)] + plain.map { effects($0.value) } + [[Path(.report, place)]])
      }
      var parts = [effects(callee)] + plain.map { effects($0.value) }
      let helper = module.helper(called: callee, arity: arguments.count) ?? ownMethod(callee, arity: arguments.count)
      if let helper { parts.append(helperPaths(helper, arguments: arguments)) }
      let timing: Timing = helper != nil ? .unknown : Self.isAsync(callee) ? .later : Self.isSync(callee) ? .now : .unknown
      for argument in arguments {
        guard case .closure(let closure) = argument.value else { continue }
        var unused: [[CodeStatement]] = []
        let inner = run(closure.body, from: [Path()], deferred: &unused)
        parts.append(Set(inner.map { Self.timed($0, timing) }))
      }
      if helper == nil, mayReport(callee, arguments) { parts.append([Path(.unsure, place)]) }
      return sequence(parts)
    case .closure:
      // A closure only stored is not run here.
      return [Path()]
    default:
      return sequence(expression.children.map(effects))
    }
  }

  /// A closure's path as the method sees it: its returns leave the closure only; its events happen now, later, or at
  /// a time pushsim cannot tell. A completion handler called in a closure that runs later is not a call in the
  /// method's own run.
  static func timed(_ path: Path, _ timing: Timing) -> Path {
    var result = Path()
    for (event, place) in zip(path.events, path.places) {
      switch (timing, event) {
      case (.now, _): result.add(event, place)
      case (_, .complete): continue
      case (.later, .report), (.later, .reportLater): result.add(.reportLater, place)
      case (.later, .unsure), (.unknown, _): result.add(.unsure, place)
      }
    }
    return result
  }

  /// A helper of the app's own: its paths, the completion handler followed when it is given to it.
  private func helperPaths(_ helper: CodeFunction, arguments: [CodeArgument]) -> Set<Path> {
    guard depth > 0, !visiting.contains(helper.place) else { return [Path()] }
    let given = arguments.firstIndex { argument in
      if case .name(let name, _) = argument.value { return name == completion } else { return false }
    }
    let key = "\(helper.place.text)#\(given ?? -1)#\(depth)"
    if let known = budget.helpers[key] { return known }
    let parameter = given.flatMap { helper.parameters.indices.contains($0) ? helper.parameters[$0].name : nil }
    var inner = CallReportPaths(completion: parameter, typeName: nil, module: module, known: Self.known(helper, module: module), budget: budget)
    inner.depth = depth - 1
    inner.visiting = visiting.union([helper.place])
    let paths = Set(
      inner.run(helper.body).map { path in
        var path = path
        path.exited = false
        path.end = nil
        path.decidedAt = nil
        return path
      })
    budget.helpers[key] = paths
    return paths
  }

  /// A method of a type these files declare, called on another object (`callManager.reportIncoming(…)`): followed
  /// when exactly one method has that name and number of arguments.
  private func ownMethod(_ callee: CodeExpression, arity: Int) -> CodeFunction? {
    guard case .member = callee, let name = callee.lastName else { return nil }
    if budget.methods == nil {
      budget.methods = Dictionary(grouping: module.functions.filter { !$0.body.isEmpty && !$0.owner.isEmpty }, by: \.name)
    }
    let found = (budget.methods?[name] ?? []).filter { $0.parameters.count == arity }
    return found.count == 1 ? found.first : nil
  }

  /// A call into code pushsim cannot see (not Apple's, not the app's own in these files, not a method of a known value,
  /// not logging): it may report the call, or not.
  private func mayReport(_ callee: CodeExpression, _ arguments: [CodeArgument]) -> Bool {
    guard !WiringAnalyzer.isLog(callee), let root = callee.root, !known.contains(root), !Self.isFramework(root) else { return false }
    if case .name(let name, _) = callee, name.first?.isUppercase == true { return false }  // a constructor
    if let name = callee.lastName, Self.valueMethods.contains(name) { return false }
    return true
  }

}
