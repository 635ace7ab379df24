#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// SARIF 2.1.0 for code scanning (OASIS SARIF v2.1.0; GitHub's "SARIF support for code scanning"):
/// repository-relative URIs under `%SRCROOT%`, rules with help and `helpUri`, columns in Unicode
/// code points, an invocation that says whether every input was read, and fingerprints that do
/// not move when another finding is fixed.
extension LintReport {
  /// Where `helpUri` points: `<base>#<rule id>`, the rule's section of docs/rules.md. `PUSHSIM_DOCS_URL` overrides it.
  public static let defaultDocsURL = Project.docs + "/rules.md"

  public static func sarif(_ run: LintRun, docsURL: String = defaultDocsURL) -> String { render(run, format: "sarif", docsURL: docsURL) }

  static func ruleObjects(_ rules: [LintRule], docsURL: String) -> [JSONValue] {
    rules.map { rule in
      let description = rule.description
      return ruleObject(
        id: description.id, title: description.title, rationale: description.rationale, source: description.source,
        severity: description.severity, tag: String(description.id.prefix(while: { $0 != "-" })), docsURL: docsURL)
    }
  }

  /// One SARIF `reportingDescriptor`: the rule with its help (rationale, source, public documents) and `helpUri`.
  static func ruleObject(
    id: String, title: String, rationale: String, source: String, severity: Severity, tag: String, docsURL: String, anchor: String? = nil
  ) -> JSONValue {
    let sources = SourceKeys.publicReferences(source)
    return .object([
      "id": .string(id),
      "name": .string(camelName(id)),
      "shortDescription": .object(["text": .string(title)]),
      "fullDescription": .object(["text": .string(rationale)]),
      "helpUri": .string(docsURL + "#" + (anchor ?? id)),
      "help": .object([
        "text": .string("\(rationale) Source: \(source)." + sources.map { " \($0)." }.joined()),
        "markdown": .string(
          "\(rationale)\n\nSource: \(source). Details: `pushsim explain \(id)`."
            + (sources.isEmpty ? "" : "\n\nPublic sources:\n" + sources.map { "- \($0)" }.joined(separator: "\n"))),
      ]),
      "defaultConfiguration": .object(["level": .string(severity.sarifLevel)]),
      "properties": .object(["tags": .array([.string("pushsim"), .string(tag)]), "precision": .string("high")]),
    ])
  }

  /// The rules of one part's run: lint's, wiring's, or the simulator's (scenarios and templates simulated through the app).
  static func ruleObjects(for part: ReportPart, lintRules: [LintRule], docsURL: String) -> [JSONValue] {
    switch part {
    case .lint: return ruleObjects(lintRules, docsURL: docsURL)
    case .wiring:
      let wiringDocs = docsURL.replacingEvery("/rules.md", with: "/wiring.md")
      return WiringRules.all.map {
        ruleObject(
          id: $0.id, title: $0.title, rationale: $0.rationale, source: $0.source, severity: $0.severity, tag: "wiring", docsURL: wiringDocs)
      }
    case .scenario, .template:
      let lifecycle = docsURL.replacingEvery("/rules.md", with: "/lifecycle.md")
      return SystemRules.everyRule.map {
        ruleObject(
          id: $0.id, title: $0.title, rationale: $0.detail, source: $0.source, severity: CheckRules.severity($0.id), tag: "simulator",
          docsURL: lifecycle, anchor: "rules")
      }
    }
  }

  static func result(_ diagnostic: Diagnostic, ruleIndex: [String: Int], location: JSONValue? = nil) -> JSONValue {
    let artifact = location ?? artifactLocation(diagnostic.file)
    var result = JSONObject([
      "ruleId": .string(diagnostic.rule),
      "level": .string(diagnostic.severity.sarifLevel),
      "message": .object(["text": .string(diagnostic.message)]),
      "locations": .array([
        .object([
          "physicalLocation": .object([
            "artifactLocation": artifact,
            "region": .object([
              "startLine": .integer(Int64(diagnostic.line)), "startColumn": .integer(Int64(diagnostic.column)),
              "endLine": .integer(Int64(diagnostic.endLine)), "endColumn": .integer(Int64(diagnostic.endColumn)),
            ]),
          ])
        ])
      ]),
      "partialFingerprints": .object(["primaryLocationLineHash": .string(fingerprint(diagnostic))]),
    ])
    if let index = ruleIndex[diagnostic.rule] { result["ruleIndex"] = .integer(Int64(index)) }
    if !diagnostic.related.isEmpty {
      result["relatedLocations"] = .array(
        diagnostic.related.enumerated().map { index, related in
          .object([
            "id": .integer(Int64(index + 1)), "message": .object(["text": .string(related.message)]),
            "physicalLocation": .object([
              "artifactLocation": artifactLocation(related.file),
              "region": .object(["startLine": .integer(Int64(related.line)), "startColumn": .integer(Int64(related.column))]),
            ]),
          ])
        })
    }
    if let fix = diagnostic.fix {
      let replacements = fix.edits.map { edit -> JSONValue in
        .object([
          "deletedRegion": .object(["byteOffset": .integer(Int64(edit.start)), "byteLength": .integer(Int64(edit.end - edit.start))]),
          "insertedContent": .object(["text": .string(edit.replacement)]),
        ])
      }
      result["fixes"] = .array([
        .object([
          "description": .object(["text": .string(fix.description)]),
          "artifactChanges": .array([.object(["artifactLocation": artifact, "replacements": .array(replacements)])]),
        ])
      ])
    }
    if let suppression = diagnostic.suppression {
      result["suppressions"] = .array([.object(["kind": .string("external"), "justification": .string(suppression.reason)])])
    }
    return .object(result)
  }

  /// A repository-relative path under `%SRCROOT%`; an absolute one (outside the root) as a `file://` URI.
  static func artifactLocation(_ path: String) -> JSONValue {
    if path.hasPrefix("/") { return .object(["uri": .string("file://" + RepositoryRoot.percentEncoded(path))]) }
    return .object(["uri": .string(RepositoryRoot.percentEncoded(path)), "uriBaseId": .string("%SRCROOT%")])
  }

  /// Rule, file, JSON Pointer and message: the same finding keeps its fingerprint when lines move
  /// or other findings are fixed (no line, no occurrence counter).
  static func fingerprint(_ diagnostic: Diagnostic) -> String {
    fnv1a("\(diagnostic.rule)|\(diagnostic.file)|\(diagnostic.pointer)|\(diagnostic.message)")
  }

  static func camelName(_ id: String) -> String {
    let parts = id.split(separator: "-")
    return parts.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
  }

  /// 64-bit FNV-1a as 16 hex digits.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// SARIF 2.1.0, streamed, one run per part (lint, wiring, scenarios, templates through the app; DESIGN.md §6): each
/// part's results (findings, then suppressed ones) wait in its spills, because a run's keys are sorted and
/// `invocations` (which needs every unreadable input) comes first.
final class SARIFReporter: LintReporter {
  private let sink: ReportSink
  private let docsURL: String
  private let lintRules: [LintRule]
  private var ruleIndexes: [ReportPart: [String: Int]] = [:]
  private var active: [ReportPart: Spill] = [:]
  private var covered: [ReportPart: Spill] = [:]
  private var notifications: [JSONValue] = []
  private let resultIndent = 4

  init(_ sink: ReportSink, docsURL: String, rules: [LintRule] = RuleRegistry.all) {
    self.sink = sink
    self.docsURL = docsURL
    self.lintRules = rules
  }

  func begin(_ tally: LintTally) {}

  private func index(_ part: ReportPart) -> [String: Int] {
    if let known = ruleIndexes[part] { return known }
    let ids: [String] =
      switch part {
      case .lint: lintRules.map(\.id)
      case .wiring: WiringRules.all.map(\.id)
      case .scenario, .template: SystemRules.everyRule.map(\.id)
      }
    let made = Dictionary(ids.enumerated().map { ($1, $0) }) { first, _ in first }
    ruleIndexes[part] = made
    return made
  }

  private func spill(_ spills: inout [ReportPart: Spill], _ part: ReportPart) -> Spill {
    if let known = spills[part] { return known }
    let made = Spill()
    spills[part] = made
    return made
  }

  func file(_ file: String, diagnostics: [Diagnostic], suppressed: [Diagnostic]) {
    // Every result of a file has the same artifact location (its file): made once.
    let location = LintReport.artifactLocation(file)
    func spilled(_ diagnostic: Diagnostic) -> String {
      JSONElements.spilled(
        LintReport.result(diagnostic, ruleIndex: index(diagnostic.part), location: diagnostic.file == file ? location : nil),
        indent: resultIndent)
    }
    for diagnostic in diagnostics { spill(&active, diagnostic.part).write(spilled(diagnostic)) }
    for diagnostic in suppressed { spill(&covered, diagnostic.part).write(spilled(diagnostic)) }
  }

  func unreadable(_ error: InputError) {
    notifications.append(
      .object([
        "level": .string("error"), "message": .object(["text": .string("cannot read \(error.file): \(error.message)")]),
        "locations": .array([.object(["physicalLocation": .object(["artifactLocation": LintReport.artifactLocation(error.file)])])]),
      ]))
  }

  func finish(_ tally: LintTally) {
    for entry in tally.stale {
      notifications.append(
        .object([
          "level": .string("note"),
          "message": .object(["text": .string("stale baseline entry: \(entry.rule) at \(entry.pointer) is no longer found")]),
          "locations": .array([.object(["physicalLocation": .object(["artifactLocation": LintReport.artifactLocation(entry.file)])])]),
        ]))
    }
    let writer = JSONWriter()
    let parts = Set(tally.parts).union(active.keys).union(covered.keys).sorted()
    // The keys in the order JSONWriter sorts them: $schema, runs, version; in a run automationDetails … tool.
    sink.write("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"runs\": [")
    for (number, part) in parts.enumerated() {
      // Unreadable inputs and stale entries are said once, by the first run.
      let said = number == 0 ? notifications : []
      let invocations = JSONValue.array([
        .object([
          "executionSuccessful": .bool(number != 0 || tally.unreadable == 0), "toolExecutionNotifications": .array(said),
        ])
      ])
      let tool = JSONValue.object([
        "driver": .object([
          "name": .string("pushsim"), "semanticVersion": .string(Commands.version), "version": .string(Commands.version),
          "informationUri": .string(Project.repository),
          "rules": .array(LintReport.ruleObjects(for: part, lintRules: lintRules, docsURL: docsURL)),
        ])
      ])
      // One category per part for code scanning (a file may not hold two runs of one tool and category).
      let category = parts.count == 1 ? "pushsim/\(tally.command)/" : "pushsim/\(tally.command)/\(part.rawValue)/"
      sink.write(number == 0 ? "\n    {" : ",\n    {")
      sink.write("\n      \"automationDetails\": " + writer.string(.object(["id": .string(category)]), indent: 3))
      sink.write(",\n      \"columnKind\": \"unicodeCodePoints\",\n      \"invocations\": " + writer.string(invocations, indent: 3))
      if let root = tally.root {
        sink.write(",\n      \"originalUriBaseIds\": " + writer.string(.object(["%SRCROOT%": .object(["uri": .string(root.fileURI)])]), indent: 3))
      }
      sink.write(",\n      \"results\": [")
      let found = active[part]
      let kept = covered[part]
      found?.drain(into: sink, skip: 1)
      kept?.drain(into: sink, skip: found?.isEmpty ?? true ? 1 : 0)
      let empty = (found?.isEmpty ?? true) && (kept?.isEmpty ?? true)
      sink.write(empty ? "]" : "\n      ]")
      sink.write(",\n      \"tool\": " + writer.string(tool, indent: 3) + "\n    }")
    }
    sink.write("\n  ],\n  \"version\": \"2.1.0\"\n}\n")
  }
}
