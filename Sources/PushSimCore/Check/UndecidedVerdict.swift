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

  /// One routing entry that consults an undecided condition: its SDK, its code and where the app forwards.
  struct Entry: Equatable {
    let sdk: String
    let code: String
    let place: CodePlace?
  }

  /// One warning (`check-condition-undecided`) per condition, in the order the verdicts first name them. A condition is
  /// the code pushsim cannot read (its `unknown` parts): one helper the app tests before several forwards (a `switch`
  /// over it, an early return on it) is one warning, at the first forward's `at` (else where the first verdict it
  /// decides stands), the others its related places; it names the code, the verdicts it decides and how to state it.
  /// `shown`: the file of an `at` as the report names it (a scenario's `appSource` profile places its code by absolute
  /// path; the check's app, as the report does), so one condition is one warning whoever read it.
  public static func findings(_ verdicts: [UndecidedVerdict], shown: (String) -> String = { $0 }) -> [Diagnostic] {
    var order: [[String]] = []
    var groups: [[String]: (unknowns: [String], entries: [Entry], verdicts: [UndecidedVerdict])] = [:]
    for verdict in verdicts {
      var counted: Set<[String]> = []
      for condition in verdict.conditions {
        let place = condition.at.flatMap(TemplateCheck.parsePlace).map { CodePlace(file: shown($0.file), line: $0.line, column: $0.column) }
        let entry = Entry(sdk: condition.sdk, code: condition.code, place: place)
        let key =
          condition.unknowns.isEmpty
          ? [condition.sdk, condition.code, place.map { "\($0.file):\($0.line):\($0.column)" } ?? condition.at ?? ""] : [""] + condition.unknowns
        if groups[key] == nil {
          order.append(key)
          groups[key] = (condition.unknowns.isEmpty ? [condition.code] : condition.unknowns, [], [])
        }
        if groups[key]?.entries.contains(entry) == false { groups[key]?.entries.append(entry) }
        if counted.insert(key).inserted { groups[key]?.verdicts.append(verdict) }
      }
    }
    return order.compactMap { key in
      guard let group = groups[key], let first = group.verdicts.first, let entry = group.entries.first else { return nil }
      let named = group.verdicts.prefix(namedAtMost).map { verdict in
        let at = verdict.kind == .scenario ? "\(verdict.file):\(verdict.line)" : verdict.file
        return "\(verdict.kind.rawValue) \(at): \(verdict.question)"
      }
      let more = group.verdicts.count > namedAtMost ? "; and \(group.verdicts.count - namedAtMost) more" : ""
      let sdks = group.entries.map(\.sdk)
      let forwards =
        group.entries.count == 1
        ? sdks[0] : group.entries.map { "\($0.sdk)\($0.place.map { " (\($0.file):\($0.line):\($0.column))" } ?? "")" }.joined(separator: " and to ")
      let entries = sdks.count == 1 ? "the \(sdks[0]) entry" : "the \(sdks.joined(separator: " and ")) entries"
      let message =
        "pushsim cannot decide the app's condition \(group.unknowns.joined(separator: "; ")), which the app tests before it hands a push to \(forwards), so no error rests on it; it decides \(named.joined(separator: "; "))\(more). To have check decide, state it: \(entries) of app.routing with a \"when\" (docs/profiles.md, Routing conditions), in a profile the config's \"app\" names (pushsim wiring --emit-profile writes one; docs/config.md)"
      var diagnostic = Diagnostic(
        file: entry.place?.file ?? first.file, rule: SimRule.checkConditionUndecided.id, severity: .warning, message: message, pointer: .root,
        line: entry.place?.line ?? first.line, column: entry.place?.column ?? first.column)
      diagnostic.part = group.verdicts.contains { $0.kind == .template } ? .template : .scenario
      diagnostic.related = group.entries.dropFirst().compactMap { other in
        other.place.map {
          RelatedLocation(file: $0.file, line: $0.line, column: $0.column, message: "the app hands a push to \(other.sdk) under \(other.code)")
        }
      }
      return diagnostic
    }
  }
}
