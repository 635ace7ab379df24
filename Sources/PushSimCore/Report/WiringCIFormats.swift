import Foundation

/// `pushsim wiring --format github|sarif`: the findings for CI, as `lint` writes them (GitHub
/// Actions workflow commands; SARIF 2.1.0 for code scanning, rules from `WiringRules`).
extension WiringReport {
  /// Where `helpUri` points: the rule's section of docs/wiring.md (`PUSHSIM_DOCS_URL` gives the base, as for lint).
  public static let defaultDocsURL = "https://github.com/pushsim/pushsim/blob/main/docs/wiring.md"

  /// `::error file=…,line=…,col=…,title=pushsim RULE::file:line:col: message [RULE]`, one per finding; under
  /// `--strict` warnings are errors. Unreadable inputs are errors without a line.
  public static func github(_ findings: [WiringFinding], unreadable: [InputError], strict: Bool) -> String {
    var lines: [String] = []
    for finding in findings {
      let command = strict && finding.severity == .warning ? "error" : finding.severity.githubCommand
      var properties: [String] = []
      if let place = finding.place {
        properties = ["file=" + LintReport.escapeProperty(place.file), "line=\(place.line)", "col=\(place.column)"]
      }
      properties.append("title=" + LintReport.escapeProperty("pushsim \(finding.rule)"))
      lines.append("::\(command) \(properties.joined(separator: ","))::\(LintReport.escapeData(finding.line))")
    }
    for error in unreadable {
      lines.append("::error file=\(LintReport.escapeProperty(error.file)),title=pushsim cannot read::\(LintReport.escapeData(error.line))")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// SARIF 2.1.0. Columns are counted in Unicode code points (`columnKind`), converted from the
  /// UTF-8 byte columns of the code model with `codePointColumn`.
  public static func sarif(
    _ findings: [WiringFinding], unreadable: [InputError], docsURL: String = defaultDocsURL, codePointColumn: (CodePlace) -> Int = { $0.column }
  ) -> String {
    let rules = WiringRules.all
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let ruleObjects = rules.map { rule in
      LintReport.ruleObject(
        id: rule.id, title: rule.title, rationale: rule.rationale, source: rule.source, severity: rule.severity, tag: "wiring", docsURL: docsURL)
    }
    let results: [JSONValue] = findings.map { finding in
      var result = JSONObject([
        "ruleId": .string(finding.rule), "level": .string(finding.severity.sarifLevel), "message": .object(["text": .string(finding.message)]),
        "partialFingerprints": .object([
          "primaryLocationLineHash": .string(LintReport.fnv1a("\(finding.rule)|\(finding.place?.file ?? "")|\(finding.message)"))
        ]),
      ])
      if let index = ruleIndex[finding.rule] { result["ruleIndex"] = .integer(Int64(index)) }
      if let place = finding.place {
        result["locations"] = .array([
          .object([
            "physicalLocation": .object([
              "artifactLocation": LintReport.artifactLocation(place.file),
              "region": .object(["startLine": .integer(Int64(place.line)), "startColumn": .integer(Int64(codePointColumn(place)))]),
            ])
          ])
        ])
      }
      return .object(result)
    }
    let notifications: [JSONValue] = unreadable.map { error in
      .object([
        "level": .string("error"), "message": .object(["text": .string("cannot read \(error.file): \(error.message)")]),
        "locations": .array([.object(["physicalLocation": .object(["artifactLocation": LintReport.artifactLocation(error.file)])])]),
      ])
    }
    let document = JSONValue.object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"), "version": .string("2.1.0"),
      "runs": .array([
        .object([
          "automationDetails": .object(["id": .string("pushsim/wiring/")]), "columnKind": .string("unicodeCodePoints"),
          "invocations": .array([
            .object(["executionSuccessful": .bool(unreadable.isEmpty), "toolExecutionNotifications": .array(notifications)])
          ]),
          "results": .array(results),
          "tool": .object([
            "driver": .object([
              "name": .string("pushsim"), "semanticVersion": .string(Commands.version), "version": .string(Commands.version),
              "informationUri": .string(docsURL.replacingOccurrences(of: "/blob/main/docs/wiring.md", with: "")), "rules": .array(ruleObjects),
            ])
          ]),
        ])
      ]),
    ])
    return JSONWriter().string(document) + "\n"
  }

  /// The code-point column of a UTF-8 byte column in `bytes` (the file's text).
  static func codePointColumn(_ place: CodePlace, in bytes: [UInt8]) -> Int {
    var line = 1
    var start = 0
    var index = 0
    while index < bytes.count && line < place.line {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        start = index + 1
      }
      index += 1
    }
    let end = min(start + max(place.column - 1, 0), bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.count + 1
  }
}
