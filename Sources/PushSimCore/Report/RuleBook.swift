/// Every rule pushsim has, in one shape: lint rules (on payload text), wiring rules (on the app's code) and simulator
/// rules (the iOS, world and SDK behaviour a trace step or finding names). `pushsim rules` lists this book and
/// `pushsim explain ID` prints one entry of it; each family's own type turns into an entry in one place below.
public enum RuleBook {
  public enum Family: String, Sendable, CaseIterable {
    case lint, wiring, simulator
  }

  /// A rule's example as `pushsim rules --format json` writes it (`text`) and as `pushsim explain` prints it (`lines`).
  public struct Example: Sendable {
    public let text: String
    public let lines: [String]
  }

  public struct Entry: Sendable {
    public let family: Family
    public let id: String
    public let title: String
    /// The default severity; nil for simulator rules, whose findings carry their own.
    public let severity: Severity?
    public let rationale: String
    public let source: String
    /// H / M / L (simulator rules): how the reference grades the evidence.
    public let confidence: String?
    /// What else the rule does, a line each: its fix, its template exemption, the profile keys that decide it.
    public let notes: [String]
    public let triggering: [Example]
    public let nonTriggering: [Example]
    /// Facts for `pushsim rules --format json` beside the common fields.
    let extra: JSONObject

    /// `pushsim explain`'s first line.
    var heading: String {
      switch family {
      case .lint: "\(id) (\(severity?.rawValue ?? "")): \(title)"
      case .wiring: "\(id) (wiring rule, \(severity?.rawValue ?? "")): \(title)"
      case .simulator: "\(id) (simulator rule, confidence \(confidence ?? "")): \(title)"
      }
    }
  }

  /// Every rule, lint first, then wiring, then simulator.
  public static var all: [Entry] {
    RuleRegistry.all.map(\.entry) + WiringRules.all.map(\.entry) + SystemRules.everyRule.map(\.entry)
  }

  public static func entries(family: Family?) -> [Entry] {
    guard let family else { return all }
    switch family {
    case .lint: return RuleRegistry.all.map(\.entry)
    case .wiring: return WiringRules.all.map(\.entry)
    case .simulator: return SystemRules.everyRule.map(\.entry)
    }
  }

  public static func entry(id: String) -> Entry? {
    RuleRegistry.rule(id: id)?.entry ?? WiringRules.rule(id: id)?.entry ?? SystemRules.rule(id: id)?.entry
  }

  public static var ids: [String] { all.map(\.id) }

  /// `pushsim explain ID`.
  public static func explain(_ entry: Entry) -> String {
    var lines = [entry.heading, "", entry.rationale, "", "Source: \(entry.source)"]
    lines += RuleDocs.publicSources(entry.source)
    if !entry.notes.isEmpty { lines += [""] + entry.notes }
    if !entry.triggering.isEmpty || !entry.nonTriggering.isEmpty {
      lines += ["", "Triggers on:"] + entry.triggering.flatMap(\.lines)
      lines += ["", "Does not trigger on:"] + entry.nonTriggering.flatMap(\.lines)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One `pushsim.rules/1` item.
  static func json(_ entry: Entry) -> JSONValue {
    var object = JSONObject([
      "family": .string(entry.family.rawValue), "id": .string(entry.id), "title": .string(entry.title),
      "severity": entry.severity.map { .string($0.rawValue) } ?? .null, "rationale": .string(entry.rationale), "source": .string(entry.source),
    ])
    if let confidence = entry.confidence { object["confidence"] = .string(confidence) }
    if entry.family != .simulator {
      object["triggering"] = .array(entry.triggering.map { .string($0.text) })
      object["nonTriggering"] = .array(entry.nonTriggering.map { .string($0.text) })
    }
    for member in entry.extra { object[member.key] = member.value }
    return .object(object)
  }
}

extension LintRule {
  var entry: RuleBook.Entry {
    let description = description
    var notes: [String] = []
    if hasFix { notes.append("Fix: pushsim lint --fix rewrites it in place where the intent is unambiguous (the file's formatting kept).") }
    if judgesValues {
      notes.append("Templates: a value holding a placeholder is not judged; its content is unknown until the template is rendered.")
    }
    if guessesAppRouting {
      notes.append(
        "pushsim check: replaced by check-template-not-counted, which simulates the app's own routing instead of guessing it.")
    }
    if let note = basis.note { notes.append(note) }
    return RuleBook.Entry(
      family: .lint, id: description.id, title: description.title, severity: description.severity, rationale: description.rationale,
      source: description.source, confidence: nil, notes: notes,
      triggering: description.triggering.map { RuleBook.Example(text: $0.text, lines: ["  " + RuleDocs.exampleLine($0)]) },
      nonTriggering: description.nonTriggering.map { RuleBook.Example(text: $0.text, lines: ["  " + RuleDocs.exampleLine($0)]) },
      extra: JSONObject([
        "fixable": .bool(hasFix), "judgesTemplateValues": .bool(judgesValues), "guessesAppRouting": .bool(guessesAppRouting),
        "pastSyntaxErrors": .string(basis.name),
      ]))
  }
}

extension FindingBasis {
  /// `pastSyntaxErrors` in `pushsim rules --format json`.
  var name: String {
    switch self {
    case .present: "runs"
    case .absent: "runs-when-read-whole"
    case .parsedDocument: "never"
    }
  }

  /// The line `pushsim explain` and docs/rules.md print (none for a rule that needs the file to parse: the json-invalid
  /// entry says which rules read on).
  var note: String? {
    switch self {
    case .present:
      return
        "Syntax errors: also runs on the structure lint reads past a JSON syntax error; its finding there says so (the file still does not parse)."
    case .absent(let absences):
      let parts = absences.map { absence in
        let named = absence.keys.map { $0.map { "`\($0)`" }.joined(separator: " or ") }
        guard let pointer = absence.object else {
          return named.map { "no member lint skipped anywhere could be \($0) (the keys that say the push type)" } ?? "nothing was skipped"
        }
        let object = pointer.tokens.isEmpty ? "the top level" : "`\(pointer)`"
        return named.map { "no member lint skipped from \(object) could be \($0)" } ?? "\(object) was read whole"
      }
      return "Syntax errors: rests on keys being absent, so past a JSON syntax error it runs only when "
        + parts.joined(separator: ", and ") + "."
    case .parsedDocument:
      return nil
    }
  }
}

extension WiringRule {
  var entry: RuleBook.Entry {
    RuleBook.Entry(
      family: .wiring, id: id, title: title, severity: severity, rationale: rationale, source: source, confidence: nil, notes: [],
      triggering: triggering.map { RuleBook.Example(text: RuleDocs.exampleText($0), lines: WiringDocs.exampleLines($0)) },
      nonTriggering: nonTriggering.map { RuleBook.Example(text: RuleDocs.exampleText($0), lines: WiringDocs.exampleLines($0)) }, extra: JSONObject())
  }
}

extension SimRule {
  var entry: RuleBook.Entry {
    let notes =
      decidingKeys.isEmpty
      ? [] : ["Decided by: " + decidingKeys.joined(separator: ", ") + " (pushsim check cites the app's line that set them)."]
    return RuleBook.Entry(
      family: .simulator, id: id, title: title, severity: nil, rationale: detail, source: source, confidence: confidence, notes: notes,
      triggering: [], nonTriggering: [],
      extra: decidingKeys.isEmpty ? JSONObject() : JSONObject(["decidingKeys": .array(decidingKeys.map { .string($0) })]))
  }
}
