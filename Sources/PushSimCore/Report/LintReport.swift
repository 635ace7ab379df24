import Foundation

/// The lint results of one run: files checked and their diagnostics, in file order.
public struct LintRun: Sendable {
  public let files: [String]
  public let diagnostics: [Diagnostic]
  public let strict: Bool
  /// Inputs that could not be read: every format reports them, and the run exits 2.
  public var unreadable: [InputError] = []
  /// The `.pushsim.json` files that applied, as reports show paths.
  public var configs: [String] = []
  public var root: RepositoryRoot?
  /// Findings a baseline or a config suppression covers (not in `diagnostics`).
  public var suppressed: [Diagnostic] = []
  /// Baseline entries the run no longer finds.
  public var staleBaseline: [BaselineEntry] = []
  /// `--max-warnings N`: more warnings than this fail the run.
  public var maxWarnings: Int?

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

  public var failed: Bool {
    diagnostics.contains(where: fails) || maxWarnings.map { count(.warning) > $0 } == true
  }
}

/// Reporters for `pushsim lint`: pure functions of the run.
public enum LintReport {
  public static let schema = "pushsim.lint/1"
  public static let formats = ["text", "json", "github", "sarif", "junit", "checkstyle", "gitlab", "markdown"]

  public static func render(_ run: LintRun, format: String, style: TextStyle = .plain) -> String {
    switch format {
    case "json": json(run)
    case "github": github(run)
    case "sarif": sarif(run)
    case "junit": junit(run)
    case "checkstyle": checkstyle(run)
    case "gitlab": gitlab(run)
    case "markdown": markdown(run)
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
      return "\(Visible.text(diagnostic.file)):\(diagnostic.line):\(diagnostic.column): \(severity): \(Visible.text(diagnostic.message)) "
        + style.dim("[\(diagnostic.rule)]")
    }
    for entry in run.staleBaseline {
      lines.append("\(Visible.text(entry.file)): stale baseline entry: \(entry.rule) at \(Visible.text(entry.pointer)) is no longer found")
    }
    lines.append(summary(run))
    return lines.joined(separator: "\n") + "\n"
  }

  public static func summary(_ run: LintRun) -> String {
    let counts =
      "\(run.count(.error)) error\(run.count(.error) == 1 ? "" : "s"), \(run.count(.warning)) warning\(run.count(.warning) == 1 ? "" : "s"), \(run.count(.info)) info"
    var line = "\(run.files.count) file\(run.files.count == 1 ? "" : "s") checked: \(counts)"
    if !run.suppressed.isEmpty { line += "; \(run.suppressed.count) suppressed" }
    if !run.staleBaseline.isEmpty { line += "; \(run.staleBaseline.count) stale baseline entr\(run.staleBaseline.count == 1 ? "y" : "ies")" }
    if let maximum = run.maxWarnings, run.count(.warning) > maximum { line += "; more than --max-warnings \(maximum)" }
    if !run.unreadable.isEmpty { line += "; \(run.unreadable.count) could not be read" }
    line += "; config: " + (run.configs.isEmpty ? "none" : run.configs.joined(separator: ", "))
    return line
  }

  static func diagnosticJSON(_ diagnostic: Diagnostic) -> JSONValue {
    var object = JSONObject([
      "file": .string(diagnostic.file), "rule": .string(diagnostic.rule), "severity": .string(diagnostic.severity.rawValue),
      "message": .string(diagnostic.message), "pointer": .string(diagnostic.pointer.description),
      "line": .integer(Int64(diagnostic.line)), "column": .integer(Int64(diagnostic.column)),
    ])
    if let suppression = diagnostic.suppression {
      object["suppression"] = .object(["kind": .string(suppression.kind.rawValue), "reason": .string(suppression.reason)])
    }
    return .object(object)
  }

  public static func json(_ run: LintRun) -> String {
    let diagnostics = run.diagnostics.map(diagnosticJSON)
    let summary = JSONValue.object([
      "errors": .integer(Int64(run.count(.error))), "warnings": .integer(Int64(run.count(.warning))), "infos": .integer(Int64(run.count(.info))),
      "failed": .bool(run.failed), "unreadable": .integer(Int64(run.unreadable.count)), "suppressed": .integer(Int64(run.suppressed.count)),
    ])
    let unreadable = run.unreadable.map { error -> JSONValue in
      .object([
        "file": .string(error.file), "message": .string(error.message), "line": error.location.map { .integer(Int64($0.line)) } ?? .null,
        "column": error.location.map { .integer(Int64($0.column)) } ?? .null,
      ])
    }
    return JSONWriter().string(
      .object([
        "schema": .string(schema), "files": .integer(Int64(run.files.count)), "diagnostics": .array(diagnostics), "unreadable": .array(unreadable),
        "configs": .array(run.configs.map(JSONValue.string)), "suppressed": .array(run.suppressed.map(diagnosticJSON)),
        "staleBaseline": .array(
          run.staleBaseline.map { .object(["rule": .string($0.rule), "file": .string($0.file), "pointer": .string($0.pointer)]) }),
        "summary": summary,
      ])) + "\n"
  }

  static func xml(_ text: String) -> String { MarkupEscape.escape(text, controls: .keepWhitespace) }

}
