/// The app a check simulates templates through: its profile (derived from the repository's code, or the one the
/// config names), how reports name it, and where each derived key came from (the app's lines a finding cites).
public struct CheckApp: Sendable {
  public let profile: AppProfile
  public let choice: String
  public let sources: [ProfileSource]

  public init(profile: AppProfile, choice: String, sources: [ProfileSource] = []) {
    self.profile = profile
    self.choice = choice
    self.sources = sources
  }
}

/// A template simulated through the repository's app (issue 19 item 5; DESIGN.md §6): a tap in every state where iOS
/// shows it, read from the world after each tap — did the provider's SDK count it, did its link open. A template the
/// app would not hand to its SDK, or whose tap would not open or be counted, gets one finding per cause at the
/// template, naming the states, the rule of the step that decided it, and the app's line (a related location).
public enum TemplateCheck {
  /// The tracked events that count a tap, per SDK (each pack's `tapEvents`).
  static let tapEvents: [String: Set<String>] = Dictionary(uniqueKeysWithValues: SDKs.all.map { ($0.id, $0.tapEvents) })
  /// A tap is counted when its event is sent, or queued to be sent (not dropped or failed).
  static let countedStatus: Set<String> = ["sent", "queued"]

  /// What a tap should open, as the provider's SDK reads the payload (nil: nothing beyond the app).
  static func target(_ provider: ProviderID, _ payload: Payload) -> String? {
    SDKs.pack(provider.rawValue)?.tapTarget(payload)
  }

  /// One state's decided verdict: what holds whatever the app's undecided conditions answer.
  struct Outcome {
    let state: AppState
    let counted: Bool
    let opened: Bool
    /// The finding of the trace that decided it (the first error, then the first warning), if any.
    let cause: SimFinding?
  }

  /// One simulated tap, with one answer for each undecided condition it consulted (`UndecidedExploration`).
  struct Leaf {
    let tappable: Bool
    let counted: Bool
    let opened: Bool
    let findings: [SimFinding]
    let consulted: [ConsultedCondition]
  }

  /// A template's verdicts: the decided findings at the template, and the verdict that rests on the app's undecided
  /// conditions (said once per condition by `UndecidedVerdict.findings`, never as an error).
  public struct Verdicts: Sendable {
    public var findings: [Diagnostic] = []
    public var undecided: UndecidedVerdict?
  }

  /// The verdicts for one template. `locate`: the line and column of a JSON Pointer in the template as written.
  /// In each state, a tap is simulated once, and once more per answer of each undecided condition it meets: a lost
  /// tap or an unopened link is a finding only when it is lost (or unopened) with every answer.
  public static func check(
    file: String, payload: Payload, classification: Classification, app: CheckApp, locate: (JSONPointer) -> SourceLocation?
  ) -> Verdicts {
    guard let provider = classification.provider, let events = tapEvents[provider.rawValue] else { return Verdicts() }
    let target = target(provider, payload)
    let evidence = classification.matches.first { $0.provider == provider }?.evidence.first?.pointer ?? .root
    var outcomes: [Outcome] = []
    var tappable = 0
    var undecidedStates: [(state: AppState, lost: Bool, closed: Bool)] = []
    var consulted: [ConsultedCondition] = []
    var answered: [ConsultedCondition] = []
    for state in AppState.allCases {
      let explored = UndecidedExploration.leaves { fixed -> (result: Leaf, answers: [Bool]?) in
        var input = IOSModel.Input(
          file: file, payload: payload, classification: classification, profile: app.profile, appChoice: app.choice, state: state,
          event: .tap(action: nil))
        input.assumptions = fixed
        let trace = IOSModel().simulate(input)
        let conditions = trace.world?.undecided ?? []
        let counted = trace.tracked.contains { $0.sdk == provider.rawValue && events.contains($0.event) && countedStatus.contains($0.status) }
        let leaf = Leaf(
          // Nothing shown, nothing to tap: not a state this template can be tapped in.
          tappable: !trace.findings.contains { $0.id == SimRule.iosNothingToTap.id }, counted: counted,
          opened: target.map { wanted in trace.ui.opened?.contains(wanted) == true } ?? true, findings: trace.findings, consulted: conditions)
        return (leaf, conditions.map(\.assumed))
      }
      let leaves = explored.results
      guard leaves.contains(where: \.tappable) else { continue }
      tappable += 1
      let lostIn = leaves.filter { $0.tappable && !$0.counted }.count
      let closedIn = leaves.filter { $0.tappable && !$0.opened }.count
      // Decided: every answer was tried, and each loses the tap (or leaves the link closed).
      let lost = explored.complete && lostIn == leaves.count
      let closed = explored.complete && closedIn == leaves.count
      if lost || closed {
        outcomes.append(Outcome(state: state, counted: !lost, opened: !closed, cause: cause(of: leaves, provider: provider.rawValue)))
        if leaves.count > 1 { answered += leaves.flatMap(\.consulted) }
      }
      if (lostIn > 0 && !lost) || (closedIn > 0 && !closed) {
        undecidedStates.append((state, lostIn > 0 && !lost, closedIn > 0 && !closed))
        consulted += leaves.flatMap(\.consulted)
      }
    }
    let place = locate(evidence) ?? SourceLocation(line: 1, column: 1, offset: 0)
    var verdicts = Verdicts()
    if !undecidedStates.isEmpty {
      var effects: [String] = []
      if undecidedStates.contains(where: \.lost) { effects.append("is counted by the \(provider.displayName) SDK") }
      if undecidedStates.contains(where: \.closed), let target { effects.append("opens \(target)") }
      let states =
        undecidedStates.count == tappable ? "in every state iOS shows it" : "in " + undecidedStates.map(\.state.rawValue).joined(separator: ", ")
      verdicts.undecided = UndecidedVerdict(
        kind: .template, file: file, line: place.line, column: place.column,
        question: "whether a tap on it \(effects.joined(separator: " and ")) (tapped \(states))", conditions: UndecidedExploration.distinct(consulted)
      )
    }
    guard !outcomes.isEmpty else { return verdicts }
    // One cause, one finding: the states that fail for the same rule are said together.
    var order: [String] = []
    var byCause: [String: [Outcome]] = [:]
    for outcome in outcomes {
      let key = outcome.cause?.id ?? ""
      if byCause[key] == nil { order.append(key) }
      byCause[key, default: []].append(outcome)
    }
    // A verdict pushsim reached through every answer of the app's undecided conditions says so.
    var seen: Set<String> = []
    let whatever = answered.flatMap { $0.unknowns.isEmpty ? [$0.code] : $0.unknowns }.filter { seen.insert($0).inserted }
    let whichever =
      "whichever way the app's undecided condition\(whatever.count == 1 ? "" : "s") \(whatever.joined(separator: ", ")) answer\(whatever.count == 1 ? "s" : "")"
    verdicts.findings = order.compactMap { key in
      guard let group = byCause[key], let first = group.first else { return nil }
      let lost = group.contains { !$0.counted }
      let closed = group.contains { !$0.opened }
      let states = group.count == tappable ? "in every state iOS shows it" : "in " + group.map(\.state.rawValue).joined(separator: ", ")
      var effects: [String] = []
      if lost { effects.append("is not counted by the \(provider.displayName) SDK") }
      if closed, let target { effects.append("does not open \(target)") }
      let carried = app.profile.app.sdks
      var why =
        first.cause.map { "\($0.message) [\($0.id)]" }
        ?? (carried.contains(provider.rawValue)
          ? (whatever.isEmpty ? "no step of this app hands the tap to the \(provider.displayName) SDK" : "so " + whichever)
          : "the app carries no \(provider.displayName) SDK (app.sdks: \(carried.isEmpty ? "none" : carried.joined(separator: ", ")))")
      if !whatever.isEmpty, first.cause != nil { why += "; the same " + whichever }
      var diagnostic = Diagnostic(
        file: file, rule: (lost ? SimRule.checkTemplateNotCounted : .checkTemplateNotOpened).id, severity: .error,
        message: "tapped \(states), this \(provider.displayName) template \(effects.joined(separator: " and ")) (\(app.choice)): \(why)",
        pointer: evidence, line: place.line, column: place.column)
      diagnostic.part = .template
      diagnostic.related = citation(first.cause?.id, provider: provider.rawValue, app: app)
      return diagnostic
    }
    return verdicts
  }

  /// The cause of a verdict every answer reached: a finding all the runs share that is not about an answer pushsim
  /// assumed (WiredApp.undecidedFinding); nil when they share none (the answers lose the tap each its own way).
  static func cause(of leaves: [Leaf], provider: String) -> SimFinding? {
    guard let first = leaves.first else { return nil }
    guard leaves.count > 1 else { return cause(of: first.findings, provider: provider) }
    let shared = leaves.dropFirst().reduce(Set(first.findings.map { [$0.id, $0.message] })) { common, leaf in
      common.intersection(leaf.findings.map { [$0.id, $0.message] })
    }
    let decided = first.findings.filter {
      shared.contains([$0.id, $0.message]) && !($0.id == SimRule.appRoutingCondition.id && $0.message.hasPrefix(WiredApp.undecidedFinding))
    }
    return cause(of: decided, provider: provider)
  }

  /// The finding that decided a lost tap: the provider's own SDK rules first (its filter, its forwarding), then the
  /// app's routing, then iOS; another SDK's findings are that SDK's business. Errors before warnings within each.
  static func cause(of findings: [SimFinding], provider: String) -> SimFinding? {
    let ranked = findings.filter { !$0.id.hasPrefix("sdk-") || $0.id.hasPrefix("sdk-\(provider)-") }
    func rank(_ finding: SimFinding) -> Int {
      let family = finding.id.hasPrefix("sdk-") ? 0 : finding.id.hasPrefix("app-") ? 1 : 2
      return family * 3 + (finding.severity == .error ? 0 : finding.severity == .warning ? 1 : 2)
    }
    return ranked.filter { $0.severity != .info }.min { rank($0) < rank($1) }
  }

  /// `file:line:column` (the file may hold colons; the last two fields are numbers).
  static func parsePlace(_ text: String) -> CodePlace? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]), line > 0, column > 0 else { return nil }
    return CodePlace(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
  }

  /// The app's line that decided the outcome: the rule's deciding key when the code set it, else the first key of the
  /// provider's SDK the code set, else the app's routing. Defaults have no line and are not cited.
  static func citation(_ rule: String?, provider: String, app: CheckApp) -> [RelatedLocation] {
    // The app's own condition names its line itself (app.routing's `at`).
    if rule == SimRule.appRoutingCondition.id, let entry = app.profile.routingRules.first(where: { $0.sdk == provider }), let at = entry.at,
      let place = parsePlace(at)
    {
      return [
        RelatedLocation(
          file: place.file, line: place.line, column: place.column,
          message: "the app's condition: \(entry.code ?? entry.when.text) (\(entry.when.text))")
      ]
    }
    let placed = app.sources.filter { $0.fromCode && $0.place != nil }
    let wanted = rule.flatMap { SystemRules.rule(id: $0)?.decidingKeys } ?? []
    let source =
      wanted.lazy.compactMap { key in placed.first { $0.key == key } }.first
      ?? placed.first { $0.key.hasPrefix("sdks.\(provider).") }
      ?? placed.first { $0.key == AppSettings.routingKey.path || $0.key == AppSettings.sdksKey.path }
    guard let source, let place = source.place else { return [] }
    return [
      RelatedLocation(file: place.file, line: place.line, column: place.column, message: "the app: \(source.key) = \(source.value), \(source.why)")
    ]
  }
}

extension TemplateCheck {
  /// The verdicts for a template lint has parsed (its tags opaque, its positions those of the file as written).
  public static func check(_ subject: LintSubject, app: CheckApp) -> Verdicts {
    guard let document = subject.document, let value = subject.value, let classification = subject.classification,
      classification.provider.map({ tapEvents[$0.rawValue] != nil }) == true
    else { return Verdicts() }
    let payload = Payload(document: JSONDocument(value: value, bytes: document.bytes, sourceMap: document.sourceMap))
    return check(file: subject.file, payload: payload, classification: classification, app: app, locate: document.sourceMap.location(of:))
  }
}
