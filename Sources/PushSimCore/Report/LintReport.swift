import Foundation

/// The lint results of one run: files checked and their diagnostics, in file order.
public struct LintRun: Sendable {
  public let files: [String]
  public let diagnostics: [Diagnostic]
  public let strict: Bool

  public init(files: [String], diagnostics: [Diagnostic], strict: Bool) {
    self.files = files
    self.diagnostics = diagnostics
    self.strict = strict
  }

  public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

  /// Whether a diagnostic fails the run: errors always, warnings under `--strict`.
  public func fails(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
  }

  public var failed: Bool { diagnostics.contains(where: fails) }
}

/// Reporters for `pushsim lint`: pure functions of the run.
public enum LintReport {
  public static let schema = "pushsim.lint/1"
  public static let formats = ["text", "json", "github", "sarif", "junit"]

  public static func render(_ run: LintRun, format: String, style: TextStyle = .plain) -> String {
    switch format {
    case "json": json(run)
    case "github": github(run)
    case "sarif": sarif(run)
    case "junit": junit(run)
    default: text(run, style: style)
    }
  }

  /// `file:line:col: severity: message [rule]`, then a summary line.
  public static func text(_ run: LintRun, style: TextStyle) -> String {
    var lines = run.diagnostics.map { diagnostic -> String in
      let severity =
        switch diagnostic.severity {
        case .error: style.red("error")
        case .warning: style.yellow("warning")
        case .info: style.cyan("info")
        }
      return "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(severity): \(diagnostic.message) " + style.dim("[\(diagnostic.rule)]")
    }
    lines.append(summary(run))
    return lines.joined(separator: "\n") + "\n"
  }

  public static func summary(_ run: LintRun) -> String {
    let counts =
      "\(run.count(.error)) error\(run.count(.error) == 1 ? "" : "s"), \(run.count(.warning)) warning\(run.count(.warning) == 1 ? "" : "s"), \(run.count(.info)) info"
    return "\(run.files.count) file\(run.files.count == 1 ? "" : "s") checked: \(counts)"
  }

  public static func json(_ run: LintRun) -> String {
    let diagnostics = run.diagnostics.map { diagnostic -> JSONValue in
      .object([
        "file": .string(diagnostic.file), "rule": .string(diagnostic.rule), "severity": .string(diagnostic.severity.rawValue),
        "message": .string(diagnostic.message), "pointer": .string(diagnostic.pointer.description),
        "line": .integer(Int64(diagnostic.line)), "column": .integer(Int64(diagnostic.column)),
      ])
    }
    let summary = JSONValue.object([
      "errors": .integer(Int64(run.count(.error))), "warnings": .integer(Int64(run.count(.warning))), "infos": .integer(Int64(run.count(.info))),
      "failed": .bool(run.failed),
    ])
    return JSONWriter().string(
      .object(["schema": .string(schema), "files": .integer(Int64(run.files.count)), "diagnostics": .array(diagnostics), "summary": summary]))
      + "\n"
  }

  // MARK: - GitHub Actions

  /// `::error file=…,line=…,col=…,title=…::message`, escaped as @actions/core does.
  public static func github(_ run: LintRun) -> String {
    run.diagnostics.map { diagnostic in
      let properties = [
        "file=" + escapeProperty(diagnostic.file), "line=\(diagnostic.line)", "col=\(diagnostic.column)",
        "title=" + escapeProperty("pushsim \(diagnostic.rule)"),
      ]
      return "::\(diagnostic.severity.githubCommand) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))"
    }.map { $0 + "\n" }.joined()
  }

  /// Message escaping: `%`, CR, LF (escapeData).
  public static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Property escaping: escapeData plus `:` and `,` (escapeProperty).
  public static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }

  // MARK: - SARIF 2.1.0

  public static func sarif(_ run: LintRun, rules: [LintRule] = RuleRegistry.all) -> String {
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let ruleObjects = rules.map { rule -> JSONValue in
      let description = rule.description
      let family = String(description.id.prefix(while: { $0 != "-" }))
      return .object([
        "id": .string(description.id),
        "name": .string(camelName(description.id)),
        "shortDescription": .object(["text": .string(description.title)]),
        "fullDescription": .object(["text": .string(description.rationale)]),
        "help": .object([
          "text": .string("\(description.rationale) Source: \(description.source)."),
          "markdown": .string("\(description.rationale)\n\nSource: \(description.source). Details: `pushsim explain \(description.id)`."),
        ]),
        "defaultConfiguration": .object(["level": .string(description.severity.sarifLevel)]),
        "properties": .object(["tags": .array([.string("pushsim"), .string(family)]), "precision": .string("high")]),
      ])
    }
    var occurrences: [String: Int] = [:]
    let results = run.diagnostics.map { diagnostic -> JSONValue in
      let uri = relativeURI(diagnostic.file)
      let key = "\(diagnostic.rule)|\(uri)|\(diagnostic.pointer)"
      occurrences[key, default: 0] += 1
      var result = JSONObject([
        "ruleId": .string(diagnostic.rule),
        "level": .string(diagnostic.severity.sarifLevel),
        "message": .object(["text": .string(diagnostic.message)]),
        "locations": .array([
          .object([
            "physicalLocation": .object([
              "artifactLocation": .object(["uri": .string(uri), "uriBaseId": .string("%SRCROOT%")]),
              "region": .object(["startLine": .integer(Int64(diagnostic.line)), "startColumn": .integer(Int64(diagnostic.column))]),
            ])
          ])
        ]),
        "partialFingerprints": .object(["primaryLocationLineHash": .string("\(fnv1a(key)):\(occurrences[key] ?? 1)")]),
      ])
      if let index = ruleIndex[diagnostic.rule] { result["ruleIndex"] = .integer(Int64(index)) }
      return .object(result)
    }
    let document = JSONValue.object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([
        .object([
          "tool": .object([
            "driver": .object([
              "name": .string("pushsim"), "semanticVersion": .string(Commands.version), "version": .string(Commands.version),
              "rules": .array(ruleObjects),
            ])
          ]),
          "results": .array(results),
        ])
      ]),
    ])
    return JSONWriter().string(document) + "\n"
  }

  /// A path relative to the working directory, with `/` separators, as SARIF consumers expect.
  static func relativeURI(_ path: String) -> String {
    var result = path
    let cwd = FileManager.default.currentDirectoryPath
    if result.hasPrefix(cwd + "/") { result.removeFirst(cwd.count + 1) }
    while result.hasPrefix("./") { result.removeFirst(2) }
    return result.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/")
  }

  static func camelName(_ id: String) -> String {
    let parts = id.split(separator: "-")
    return parts.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
  }

  /// 64-bit FNV-1a as 16 hex digits: a stable fingerprint, independent of line numbers.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  // MARK: - JUnit

  /// One test case per file; a file fails when it has a failing diagnostic.
  public static func junit(_ run: LintRun) -> String {
    let byFile = Dictionary(grouping: run.diagnostics, by: \.file)
    let failedFiles = run.files.filter { (byFile[$0] ?? []).contains(where: run.fails) }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="pushsim lint" tests="\#(run.files.count)" failures="\#(failedFiles.count)" errors="0">"#,
      #"  <testsuite name="pushsim lint" tests="\#(run.files.count)" failures="\#(failedFiles.count)" errors="0" skipped="0">"#,
    ]
    for file in run.files {
      let diagnostics = byFile[file] ?? []
      let name = xml(file)
      guard !diagnostics.isEmpty else {
        lines.append(#"    <testcase classname="pushsim.lint" name="\#(name)"/>"#)
        continue
      }
      lines.append(#"    <testcase classname="pushsim.lint" name="\#(name)">"#)
      let body = diagnostics.map { xml($0.textLine) }.joined(separator: "\n")
      if diagnostics.contains(where: run.fails) {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        lines.append(#"      <failure message="\#(errors) error(s), \#(warnings) warning(s)" type="lint">\#(body)</failure>"#)
      } else {
        lines.append("      <system-out>\(body)</system-out>")
      }
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  static func xml(_ text: String) -> String { MarkupEscape.escape(text, controls: .keepWhitespace) }

}
