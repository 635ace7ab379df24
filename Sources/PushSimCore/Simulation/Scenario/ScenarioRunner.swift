/// Runs a scenario's steps on one world (the same `Device` code path as `deliver`, `tap` and
/// `dismiss`) and checks each expectation against the world and the timeline so far.
public struct ScenarioResult: Sendable {
  public struct Check: Sendable {
    public let expectation: Expectation
    public let passed: Bool
    /// What happened, as the report prints it.
    public let actual: String
    /// The rule behind what happened (`pushsim explain`), "" when none applies.
    public let rule: String
    /// The app's undecided conditions its outcome rests on: another answer of theirs turns it (a failure that holds,
    /// or a scenario that cannot run; a pass that fails). A failure that rests on them is no verdict (DESIGN.md §7).
    /// Empty: decided.
    public internal(set) var undecided: [ConsultedCondition] = []

    /// It does not hold, whatever the app's undecided conditions answer.
    public var fails: Bool { !passed && undecided.isEmpty }
  }

  public struct Entry: Sendable {
    public let number: Int
    public let step: ScenarioStep
    /// The world's clock after the step (milliseconds; printed in seconds, `WorldTime`).
    public let time: Int
    /// The trace steps the step wrote: a slice of the run's whole trace, shared by every entry (a copy per entry kept
    /// each trace step twice in memory).
    public var steps: ArraySlice<TraceStep> { trace[stepRange] }
    let stepRange: Range<Int>
    /// The run's whole trace (set when the run ends).
    var trace: [TraceStep] = []
    public internal(set) var checks: [Check]
    /// How many consultations of undecided conditions the world holds after the step (`World.undecided`).
    public let consulted: Int
  }

  public let scenario: Scenario
  public internal(set) var entries: [Entry]
  public let findings: [SimFinding]
  public let world: World

  public var checks: [Check] { entries.flatMap(\.checks) }
  public var passed: Bool { checks.allSatisfy(\.passed) }
  /// An expectation fails whatever the app's undecided conditions answer.
  public var failed: Bool { checks.contains(where: \.fails) }
}

public enum ScenarioRunner {
  /// Findings that mean a step could not happen: a scenario error (exit 2), not an outcome.
  static let impossible: Set<String> = Set([SimRule.iosNothingToTap, .iosActionUnknown, .iosCarouselItemUnknown, .worldSet].map(\.id))

  /// `adjust` changes the starting world (tests use it to switch a modelled rule off). When the run consulted the app's
  /// undecided conditions, the scenario is run with every answer of theirs (`UndecidedExploration`): an expectation
  /// fails only when it fails with each; one whose outcome changes with the answers carries the conditions it rests on
  /// (`Check.undecided`). A step that cannot happen with the answers assumed is a scenario error only when it cannot
  /// happen with any.
  public static func run(
    _ scenario: Scenario, behaviour: any AppBehaviour = WiredApp(), adjust: (inout World) -> Void = { _ in }
  ) throws(InputError) -> ScenarioResult {
    func attempt(_ fixed: [Bool]) -> Result<ScenarioResult, Stopped> {
      runOnce(scenario, behaviour: behaviour, adjust: adjust, assumptions: fixed)
    }
    let first: ScenarioResult
    switch attempt([]) {
    case .success(let result): first = result
    case .failure(let stopped):
      guard let ran = runsWithAnotherAnswer(stopped, attempt) else { throw stopped.error }
      return ran
    }
    guard !first.world.undecided.isEmpty, let last = first.entries.lastIndex(where: { !$0.checks.isEmpty }) else { return first }
    // What the world consults after the last expectation cannot change one: only the answers before are tried.
    let explored = UndecidedExploration.leaves { fixed -> (result: ScenarioResult?, answers: [Bool]?) in
      let result = fixed.isEmpty ? first : try? attempt(fixed).get()
      return (result, result.map { $0.world.undecided.prefix($0.entries[last].consulted).map(\.assumed) })
    }
    let leaves = explored.results.compactMap { $0 }
    let complete = explored.complete && leaves.count == explored.results.count
    var result = first
    for (entryIndex, entry) in first.entries.enumerated() {
      for (checkIndex, check) in entry.checks.enumerated() {
        let failsIn = leaves.filter { !$0.entries[entryIndex].checks[checkIndex].passed }.count
        // A failure is decided only when it fails with every answer; a pass that another answer turns is undecided too.
        guard check.passed ? failsIn > 0 : !(complete && failsIn == leaves.count) else { continue }
        let consulted = leaves.flatMap { $0.world.undecided.prefix($0.entries[entryIndex].consulted) }
        result.entries[entryIndex].checks[checkIndex].undecided = UndecidedExploration.distinct(consulted)
      }
    }
    return result
  }

  /// A run that stopped at a step that cannot happen, after consulting the app's undecided conditions: the first run
  /// with other answers in which the scenario runs to its end, every expectation of it undecided (with the answers
  /// assumed the scenario does not even run). Nil when no answer lets it run (then the step cannot happen: decided),
  /// or no other answer was tried.
  static func runsWithAnotherAnswer(_ stopped: Stopped, _ attempt: ([Bool]) -> Result<ScenarioResult, Stopped>) -> ScenarioResult? {
    guard !stopped.consulted.isEmpty else { return nil }
    var consulted = stopped.consulted
    let explored = UndecidedExploration.leaves { fixed -> (result: ScenarioResult?, answers: [Bool]?) in
      let outcome = fixed.isEmpty ? .failure(stopped) : attempt(fixed)
      switch outcome {
      case .success(let result): return (result, result.world.undecided.map(\.assumed))
      case .failure(let other):
        consulted += other.consulted
        return (nil, other.consulted.map(\.assumed))
      }
    }
    guard var ran = explored.results.lazy.compactMap({ $0 }).first else { return nil }
    let conditions = UndecidedExploration.distinct(consulted + ran.world.undecided)
    for entryIndex in ran.entries.indices {
      for checkIndex in ran.entries[entryIndex].checks.indices { ran.entries[entryIndex].checks[checkIndex].undecided = conditions }
    }
    return ran
  }

  /// A run that stopped at a step that cannot happen: the scenario error, and the undecided conditions consulted so far.
  struct Stopped: Error {
    let error: InputError
    let consulted: [ConsultedCondition]
  }

  /// One run with the answers of the first undecided conditions fixed (`World.assumptions`).
  static func runOnce(
    _ scenario: Scenario, behaviour: any AppBehaviour, adjust: (inout World) -> Void, assumptions: [Bool]
  ) -> Result<ScenarioResult, Stopped> {
    var world = World.starting(in: scenario.state, profile: scenario.profile)
    adjust(&world)
    world.assumptions = assumptions
    let device = Device(world: world, behaviour: behaviour)
    device.prepare(for: nil)
    var entries: [ScenarioResult.Entry] = []
    entries.reserveCapacity(scenario.steps.count)
    let trace = TraceIndex()
    for (index, step) in scenario.steps.enumerated() {
      let before = device.steps.count
      let findingsBefore = device.findings.count
      var checks: [ScenarioResult.Check] = []
      func apply(_ events: [WorldEvent]) -> Stopped? {
        for event in events { device.apply(event) }
        guard let problem = device.findings.dropFirst(findingsBefore).first(where: { impossible.contains($0.id) }) else { return nil }
        let error = InputError(
          file: scenario.file, message: "step \(index + 1) (\(step.label)) cannot happen: \(problem.message)", location: step.location)
        return Stopped(error: error, consulted: device.world.undecided)
      }
      switch step.action {
      case .event(let event):
        if let stopped = apply([event]) { return .failure(stopped) }
      case .events(let events):
        if let stopped = apply(events) { return .failure(stopped) }
      case .expect(let expectations):
        trace.catchUp(device.steps, device.findings)
        checks = expectations.map { check($0, device, trace) }
      }
      entries.append(
        ScenarioResult.Entry(
          number: index + 1, step: step, time: device.world.clock, stepRange: before..<device.steps.count, checks: checks,
          consulted: device.world.undecided.count))
    }
    let whole = device.steps
    for entry in entries.indices { entries[entry].trace = whole }
    return .success(ScenarioResult(scenario: scenario, entries: entries, findings: device.findings, world: device.world))
  }

  /// `index`: the device's steps and findings so far, indexed (`TraceIndex.catchUp`).
  static func check(_ expectation: Expectation, _ device: Device, _ index: TraceIndex) -> ScenarioResult.Check {
    let world = device.world
    let steps = device.steps
    func result(_ passed: Bool, _ actual: String, _ rule: String) -> ScenarioResult.Check {
      ScenarioResult.Check(expectation: expectation, passed: passed, actual: actual, rule: rule)
    }
    /// The rule of the last step that matches; `key` names the question (the same key, the same predicate).
    func lastRule(_ key: String, _ matching: (TraceStep) -> Bool) -> String {
      index.lastStep(key, in: steps, where: matching).map { steps[$0].rule } ?? ""
    }
    func lastRule(call: String) -> String { index.lastStep(call: call).map { steps[$0].rule } ?? "" }
    switch expectation.check {
    case .tracked(let sdk, let event, let status, let notification, let attempts, let detail, let fields, let count):
      return checkTracked(expectation, (sdk, event, status, notification, attempts, detail, fields, count), device, index)
    case .callback(let call, let actor, let note, let args, let count):
      // Counted by shape: the call's steps that look the same are matched once.
      let matching = index.shapes(call: call).reduce(0) { sum, shape in
        let matches =
          (actor == nil || shape.actor == actor) && (note.map(shape.note.contains) ?? true)
          && args.allSatisfy { key, value in shape.args[key] == value }
        return matches ? sum + shape.count : sum
      }
      let passed = count.map { matching == $0 } ?? (matching > 0)
      // What the call's first steps were given, when the expectation names arguments.
      let seenArgs = index.firstSteps(call: call, limit: 3).map { step in
        args.keys.sorted().map { "\($0): \(steps[step].args[$0] ?? "absent")" }.joined(separator: ", ")
      }
      let actual = "called \(matching)×" + (args.isEmpty || seenArgs.isEmpty ? "" : "; with " + seenArgs.joined(separator: " / "))
      return result(passed, actual, lastRule(call: call))
    case .order(let calls):
      var position = -1
      var seen: [String] = []
      for call in calls {
        guard let next = index.firstStep(call: call, after: position) else {
          let anywhere = index.firstSteps(call: call, limit: 1).first
          let actual =
            seen.joined(separator: " → ")
            + (anywhere.map { " then \(call) is missing (it is at step \($0 + 1), before)" } ?? "\(seen.isEmpty ? "" : " then ")\(call) never")
          return result(false, actual, lastRule(call: call))
        }
        position = next
        seen.append("\(call) at step \(next + 1)")
      }
      return result(true, seen.joined(separator: " → "), steps.indices.contains(position) ? steps[position].rule : "")
    case .completionHandlers(let callback, let times): return checkCompletionHandlers(expectation, callback: callback, times: times, world: world)
    case .completions(let filter, let count): return checkCompletions(expectation, filter, count: count, world: world)
    case .opens(let filter, let count): return checkOpens(expectation, filter, count: count, world: world)
    case .sound(let sound): return checkSound(expectation, sound, world: world)
    case .options(let options): return checkOptions(expectation, options, world: world)
    case .delegate(let owner, let peers): return checkDelegate(expectation, owner: owner, peers: peers, world: world)
    case .sdkState(let sdk, let key, let value):
      let state = world.sdks.dump(sdk, world)?.objectValue?[key]
      let text = state.map { JSONWriter(pretty: false).string($0) } ?? "absent"
      return result(state == value, "\(sdk) \(key) = \(text)", lastRule("actor sdk:" + sdk) { $0.actor == "sdk:\(sdk)" })
    case .sdkStateNot, .logs, .verdict, .actionRun: return checkSDKFacts(expectation, device, index)
    case .findingPresent(let id):
      let found = index.firstFinding(id).map { device.findings[$0] }
      return result(found != nil, found.map { "\($0.severity.rawValue): \($0.message)" } ?? "not reported", id)
    case .findingAbsent(let id):
      let found = index.firstFinding(id).map { device.findings[$0] }
      return result(found == nil, found.map { "\($0.severity.rawValue): \($0.message)" } ?? "not reported", id)
    case .opened(let target):
      let opened = world.screen.opened
      let rule = opened.map { value in lastRule("mentions " + value) { $0.call.contains(value) || $0.note.contains(value) } } ?? ""
      return result(opened == target, "opened \(opened ?? "nothing")", rule)
    case .banner(let shown):
      return result(world.screen.banner == shown, world.screen.banner ? "banner shown" : "no banner", lastRule("actor iOS") { $0.actor == "iOS" })
    case .list(let shown):
      return result(
        world.screen.list == shown, world.screen.list ? "in Notification Center" : "not in Notification Center",
        lastRule("actor iOS") { $0.actor == "iOS" })
    case .badge(let badge):
      return result(world.screen.badge == badge, "badge \(world.screen.badge.map(String.init) ?? "unchanged")", steps.last?.rule ?? "")
    case .process(let state):
      return result(world.process.rawValue == state, "app \(world.process.rawValue)", steps.last?.rule ?? "")
    case .calls(let count):
      let shown = world.pushKit.calls.count
      let rule = lastRule("pushkit call") { $0.rule.hasPrefix("ios-voip") }
      return result(shown == count, "\(shown) incoming call\(shown == 1 ? "" : "s") shown", rule)
    case .liveActivity(let type, let check):
      let activity = world.pushTypes.newest(ofType: type)
      let rule = lastRule("live activity") { $0.rule.hasPrefix("ios-live-activity") }
      let which = activity.map { "\(Device.label($0))" } ?? "no Live Activity"
      switch check {
      case .state(let expected):
        let actual = activity?.state.rawValue ?? "none"
        return result(actual == expected, activity == nil ? which : "\(which): \(actual)", rule)
      case .content(let expected):
        let content = activity?.content?.objectValue
        let passed = content.map { content in expected.allSatisfy { content[$0.key] == $0.value } } ?? false
        let shown = activity?.content.map { JSONWriter(pretty: false).string($0) } ?? "none"
        return result(passed, activity == nil ? which : "\(which): content-state \(shown)", rule)
      case .relevanceScore(let expected):
        let actual = activity?.relevanceScore
        return result(
          actual == expected, activity == nil ? which : "\(which): relevance-score \(actual.map(JSONWriter.format) ?? "none")", rule)
      }
    }
  }
}
