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
    lines.append(summary(run))
    return lines.joined(separator: "\n") + "\n"
  }

  public static func summary(_ run: LintRun) -> String {
    let counts =
      "\(run.count(.error)) error\(run.count(.error) == 1 ? "" : "s"), \(run.count(.warning)) warning\(run.count(.warning) == 1 ? "" : "s"), \(run.count(.info)) info"
    var line = "\(run.files.count) file\(run.files.count == 1 ? "" : "s") checked: \(counts)"
    if !run.unreadable.isEmpty { line += "; \(run.unreadable.count) could not be read" }
    line += "; config: " + (run.configs.isEmpty ? "none" : run.configs.joined(separator: ", "))
    return line
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
      "failed": .bool(run.failed), "unreadable": .integer(Int64(run.unreadable.count)),
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
        "configs": .array(run.configs.map(JSONValue.string)), "summary": summary,
      ])) + "\n"
  }

  static func xml(_ text: String) -> String { MarkupEscape.escape(text, controls: .keepWhitespace) }

}
