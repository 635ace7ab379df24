/// A verdict of `pushsim check` that rests on the app's undecided conditions (DESIGN.md §7, issue 32 item 2): a
/// template's tap counted with one answer and lost with another, a scenario's expectation that holds with one answer.
/// It is no error: each condition is said once per run (`findings`), at the app's line, with every verdict it decides.
public struct UndecidedVerdict: Sendable {
  public enum Kind: String, Sendable {
    case template, scenario
  }

  public let kind: Kind
  /// The template or scenario as reports name it, and where its verdict would stand.
  public let file: String
  public let line: Int
  public let column: Int
  /// What is undecided, as a clause: "whether a tap on it is counted by the Mapp Engage SDK (tapped in background)".
  public let question: String
  /// The conditions it rests on, each once.
  public let conditions: [ConsultedCondition]

  public init(kind: Kind, file: String, line: Int, column: Int, question: String, conditions: [ConsultedCondition]) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.question = question
    self.conditions = conditions
  }

  /// Verdicts named in one warning at most; the rest are counted.
  static let namedAtMost = 10

  /// One warning (`check-condition-undecided`) per condition, in the order the verdicts first name them: at the
  /// condition's `at`, else where the first verdict it decides stands; naming the code, the verdicts it decides and
  /// how to state it. `shown`: the file of an `at` as the report names it (a scenario's `appSource` profile places its
  /// code by absolute path; the check's app, as the report does), so one condition is one warning whoever read it.
  public static func findings(_ verdicts: [UndecidedVerdict], shown: (String) -> String = { $0 }) -> [Diagnostic] {
    var order: [[String]] = []
    var byCondition: [[String]: (condition: ConsultedCondition, place: CodePlace?, verdicts: [UndecidedVerdict])] = [:]
    for verdict in verdicts {
      for condition in verdict.conditions {
        let place = condition.at.flatMap(TemplateCheck.parsePlace).map { CodePlace(file: shown($0.file), line: $0.line, column: $0.column) }
        let key = [condition.sdk, condition.code, place.map { "\($0.file):\($0.line):\($0.column)" } ?? condition.at ?? ""]
        if byCondition[key] == nil {
          order.append(key)
          byCondition[key] = (condition, place, [])
        }
        byCondition[key]?.verdicts.append(verdict)
      }
    }
    return order.compactMap { key in
      guard let (condition, place, decided) = byCondition[key], let first = decided.first else { return nil }
      let named = decided.prefix(namedAtMost).map { verdict in
        let at = verdict.kind == .scenario ? "\(verdict.file):\(verdict.line)" : verdict.file
        return "\(verdict.kind.rawValue) \(at): \(verdict.question)"
      }
      let more = decided.count > namedAtMost ? "; and \(decided.count - namedAtMost) more" : ""
      let unknowns = condition.unknowns.isEmpty || condition.unknowns == [condition.code] ? "" : " (\(condition.unknowns.joined(separator: "; ")))"
      let message =
        "pushsim cannot decide the app's condition \(condition.code)\(unknowns) before it hands a push to \(condition.sdk), so no error rests on it; it decides \(named.joined(separator: "; "))\(more). To have check decide, state it: the \(condition.sdk) entry of app.routing with a \"when\" (docs/profiles.md, Routing conditions), in a profile the config's \"app\" names (pushsim wiring --emit-profile writes one; docs/config.md)"
      var diagnostic = Diagnostic(
        file: place?.file ?? first.file, rule: SimRule.checkConditionUndecided.id, severity: .warning, message: message, pointer: .root,
        line: place?.line ?? first.line, column: place?.column ?? first.column)
      diagnostic.part = decided.contains { $0.kind == .template } ? .template : .scenario
      return diagnostic
    }
  }
}
