#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a lint run adds up to, counted as results stream by: what every reporter's summary and
/// header say, without holding the findings themselves.
public struct LintTally: Sendable {
  public var strict: Bool
  public var files = 0
  public var errors = 0
  public var warnings = 0
  public var infos = 0
  /// Active findings that fail the run: errors, and warnings under `--strict`.
  public var failing = 0
  /// Files with no active finding.
  public var clean = 0
  public var suppressed = 0
  public var unreadable = 0
  /// Files a walk found that are no push payload (LintScope), not checked.
  public var skipped = 0
  /// The `.pushsim.json` files that applied, as reports show paths.
  public var configs: [String] = []
  public var root: RepositoryRoot?
  /// Baseline entries the run no longer finds.
  public var stale: [BaselineEntry] = []
  /// `--max-warnings N`: more warnings than this fail the run.
  public var maxWarnings: Int?

  /// The command whose report this is: `lint`, `wiring`, `run` or `check`. It names the JSON schema, the JUnit
  /// suite and the Markdown heading; every other part of the report is the same record written the same way.
  public var command = "lint"
  /// `check`: what each part covered ("12 templates linted", "3 scenarios run"), said before the summary.
  public var coverage: [String] = []
  /// The parts the report covers: SARIF writes one run per part, even an empty one (a part that found nothing is news).
  public var parts: [ReportPart] = [.lint]

  public init(strict: Bool) { self.strict = strict }

  /// Whether a diagnostic fails the run: errors always, warnings under `--strict`.
  public func fails(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
  }

  public var failed: Bool { failing > 0 || maxWarnings.map { warnings > $0 } == true }

  /// Counts one linted file's results.
  mutating func add(file diagnostics: [Diagnostic], suppressed: Int) {
    files += 1
    if diagnostics.isEmpty { clean += 1 }
    count(diagnostics)
    self.suppressed += suppressed
  }

  /// Counts findings by severity, and the ones that fail the run.
  mutating func count(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      switch diagnostic.severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .info: infos += 1
      }
      if fails(diagnostic) { failing += 1 }
    }
  }
}

/// The lint results of one run held in memory: files checked and their diagnostics, in file order
/// (tests and small callers; `pushsim lint` streams the same reporters instead).
public struct LintRun: Sendable {
  public let files: [String]
  public let diagnostics: [Diagnostic]
  public let strict: Bool
  /// Inputs that could not be read: every format reports them, and the run exits 2.
  public var unreadable: [InputError] = []
  public var configs: [String] = []
  public var root: RepositoryRoot?
  /// Findings a baseline or a config suppression covers (not in `diagnostics`).
  public var suppressed: [Diagnostic] = []
  public var staleBaseline: [BaselineEntry] = []
  public var maxWarnings: Int?

  public init(files: [String], diagnostics: [Diagnostic], strict: Bool) {
    self.files = files
    self.diagnostics = diagnostics
    self.strict = strict
  }

  typealias FileGroup = (file: String, listed: Bool, diagnostics: [Diagnostic], suppressed: [Diagnostic])

  /// The files in order, each with its diagnostics and suppressed findings (a file that only
  /// appears in a diagnostic comes after the listed ones, and is not counted as checked).
  func byFile() -> [FileGroup] {
    let active = Dictionary(grouping: diagnostics, by: \.file)
    let covered = Dictionary(grouping: suppressed, by: \.file)
    var order = files.map { ($0, true) }
    var known = Set(files)
    for file in (diagnostics + suppressed).map(\.file) where known.insert(file).inserted { order.append((file, false)) }
    return order.map { ($0.0, $0.1, active[$0.0] ?? [], covered[$0.0] ?? []) }
  }

  public var tally: LintTally { tally(byFile()) }

  private func tally(_ groups: [FileGroup]) -> LintTally {
    var tally = LintTally(strict: strict)
    for group in groups {
      // A file that only appears in a diagnostic was not checked: its findings count, it does not.
      if group.listed { tally.add(file: group.diagnostics, suppressed: 0) } else { tally.count(group.diagnostics) }
    }
    tally.suppressed = suppressed.count
    tally.unreadable = unreadable.count
    tally.configs = configs
    tally.root = root
    tally.stale = staleBaseline
    tally.maxWarnings = maxWarnings
    return tally
  }

  public var failed: Bool { tally.failed }

  /// Feeds the run through a streaming reporter.
  func feed(_ reporter: LintReporter) {
    let groups = byFile()
    let tally = tally(groups)
    reporter.begin(tally)
    for group in groups { reporter.file(group.file, diagnostics: group.diagnostics, suppressed: group.suppressed) }
    for error in unreadable { reporter.unreadable(error) }
    reporter.finish(tally)
  }
}

/// A lint reporter that writes as results arrive, in the order it is given them: `begin` with
/// what is known before any file (configs, root, strict), each file's findings, unreadable inputs,
/// then `finish` with the final counts. Memory stays flat: what a format needs later in the document
/// goes to a `Spill`.
protocol LintReporter: AnyObject {
  func begin(_ tally: LintTally)
  func file(_ file: String, diagnostics: [Diagnostic], suppressed: [Diagnostic])
  func unreadable(_ error: InputError)
  func finish(_ tally: LintTally)
}

/// Reporters for `pushsim lint`, one per format.
public enum LintReport {
  public static let schema = "pushsim.lint/1"
  /// The neutral record's JSON (docs/findings.schema.json): check's, and wiring's and run's findings with a baseline.
  public static let findingsSchema = "pushsim.findings/1"
  public static let formats = ["text", "json", "github", "sarif", "junit", "checkstyle", "gitlab", "markdown"]

  /// The streaming reporter of `format`, writing to `sink`.
  static func reporter(_ format: String, sink: ReportSink, style: TextStyle = .plain, docsURL: String = defaultDocsURL) -> LintReporter {
    switch format {
    case "json": JSONReporter(sink)
    case "github": GitHubReporter(sink)
    case "sarif": SARIFReporter(sink, docsURL: docsURL)
    case "junit": JUnitReporter(sink)
    case "checkstyle": CheckstyleReporter(sink)
    case "gitlab": GitLabReporter(sink)
    case "markdown": MarkdownReporter(sink)
    default: TextReporter(sink, style: style)
    }
  }

  /// A whole in-memory run in one format.
  public static func render(_ run: LintRun, format: String, style: TextStyle = .plain, docsURL: String = defaultDocsURL) -> String {
    let (sink, text) = ReportSink.collecting()
    run.feed(reporter(format, sink: sink, style: style, docsURL: docsURL))
    return text()
  }

  public static func text(_ run: LintRun, style: TextStyle) -> String { render(run, format: "text", style: style) }
  public static func json(_ run: LintRun) -> String { render(run, format: "json") }

  /// `escape`: how the config files' names are written (they are input text): terminal text, or Markdown. `prose`: how
  /// the coverage sentences are, which name the app's folders (terminal text, or Markdown prose).
  public static func summary(
    _ tally: LintTally, escape: (String) -> String = Visible.text, prose: (String) -> String = Visible.text
  ) -> String {
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    var line = tally.coverage.isEmpty ? "" : tally.coverage.map(prose).joined(separator: ", ") + "; "
    line += "\(plural(tally.files, "file")) checked: \(plural(tally.errors, "error")), \(plural(tally.warnings, "warning")), \(tally.infos) info"
    if tally.suppressed > 0 { line += "; \(tally.suppressed) suppressed" }
    if !tally.stale.isEmpty { line += "; \(tally.stale.count) stale baseline entr\(tally.stale.count == 1 ? "y" : "ies")" }
    if let maximum = tally.maxWarnings, tally.warnings > maximum { line += "; more than --max-warnings \(maximum)" }
    if tally.unreadable > 0 { line += "; \(tally.unreadable) could not be read" }
    if tally.skipped > 0 { line += "; \(plural(tally.skipped, "other JSON file")) skipped (no push payload; --verbose lists them)" }
    line += "; config: " + (tally.configs.isEmpty ? "none" : tally.configs.map(escape).joined(separator: ", "))
    return line
  }

  /// `neutral`: the check's record (`pushsim.findings/1`), with the part and the related locations; lint's
  /// `pushsim.lint/1` has neither.
  static func diagnosticJSON(_ diagnostic: Diagnostic, neutral: Bool = false) -> JSONValue {
    // In the order the writer sorts keys to (so it need not sort them).
    var object = JSONObject([
      "column": .integer(Int64(diagnostic.column)), "file": .string(diagnostic.file), "line": .integer(Int64(diagnostic.line)),
      "message": .string(diagnostic.message), "pointer": .string(diagnostic.pointer.description), "rule": .string(diagnostic.rule),
      "severity": .string(diagnostic.severity.rawValue),
    ])
    if let suppression = diagnostic.suppression {
      object["suppression"] = .object(["kind": .string(suppression.kind.rawValue), "reason": .string(suppression.reason)])
    }
    if neutral {
      object["part"] = .string(diagnostic.part.rawValue)
      object["related"] = .array(
        diagnostic.related.map {
          .object([
            "column": .integer(Int64($0.column)), "file": .string($0.file), "line": .integer(Int64($0.line)), "message": .string($0.message),
          ])
        })
    }
    return .object(object)
  }

  static func xml(_ text: String) -> String { MarkupEscape.escape(text, controls: .keepWhitespace) }
}

/// `file:line:col: severity: message [rule]`, then stale baseline entries and a summary line.
final class TextReporter: LintReporter {
  private let sink: ReportSink
  private let style: TextStyle

  init(_ sink: ReportSink, style: TextStyle) {
    self.sink = sink
    self.style = style
  }

  func begin(_ tally: LintTally) {}

  func file(_ file: String, diagnostics: [Diagnostic], suppressed: [Diagnostic]) {
    for diagnostic in diagnostics {
      let severity =
        switch diagnostic.severity {
        case .error: style.red("error")
        case .warning: style.yellow("warning")
        case .info: style.cyan("info")
        }
      sink.write(
        "\(Visible.text(diagnostic.file)):\(diagnostic.line):\(diagnostic.column): \(severity): \(Visible.text(diagnostic.message)) "
          + style.dim("[\(diagnostic.rule)]") + "\n")
      for related in diagnostic.related {
        sink.write("  \(Visible.text(related.file)):\(related.line):\(related.column): note: \(Visible.text(related.message))\n")
      }
    }
  }

  func unreadable(_ error: InputError) {}

  func finish(_ tally: LintTally) {
    for entry in tally.stale {
      sink.write("\(Visible.text(entry.file)): stale baseline entry: \(entry.rule) at \(Visible.text(entry.pointer)) is no longer found\n")
    }
    sink.write(LintReport.summary(tally) + "\n")
  }
}

/// `pushsim.lint/1` (docs/json-output.md), keys sorted as every pushsim JSON output: `configs`
/// first, then the diagnostics as they arrive; suppressed findings and unreadable inputs wait in a spill.
final class JSONReporter: LintReporter {
  private let sink: ReportSink
  private var diagnostics = JSONElements(indent: 2)
  private var suppressed = JSONElements(indent: 2)
  private var unreadableItems = JSONElements(indent: 2)
  private let suppressedSpill = Spill()
  private let unreadableSpill = Spill()
  private var neutral = false

  init(_ sink: ReportSink) { self.sink = sink }

  func begin(_ tally: LintTally) {
    neutral = tally.command != "lint"
    sink.write("{\n  \"configs\": " + JSONWriter().string(.array(tally.configs.map(JSONValue.string)), indent: 1) + ",\n  \"diagnostics\": [")
  }

  func file(_ file: String, diagnostics found: [Diagnostic], suppressed covered: [Diagnostic]) {
    for diagnostic in found { diagnostics.append(LintReport.diagnosticJSON(diagnostic, neutral: neutral), to: sink) }
    for diagnostic in covered { suppressed.append(LintReport.diagnosticJSON(diagnostic, neutral: neutral), to: suppressedSpill) }
  }

  func unreadable(_ error: InputError) {
    let item = JSONValue.object([
      "file": .string(error.file), "message": .string(error.message), "line": error.location.map { .integer(Int64($0.line)) } ?? .null,
      "column": error.location.map { .integer(Int64($0.column)) } ?? .null,
    ])
    unreadableItems.append(item, to: unreadableSpill)
  }

  func finish(_ tally: LintTally) {
    let writer = JSONWriter()
    let summary = JSONValue.object([
      "errors": .integer(Int64(tally.errors)), "warnings": .integer(Int64(tally.warnings)), "infos": .integer(Int64(tally.infos)),
      "failed": .bool(tally.failed), "unreadable": .integer(Int64(tally.unreadable)), "suppressed": .integer(Int64(tally.suppressed)),
      "skipped": .integer(Int64(tally.skipped)),
    ])
    let stale = JSONValue.array(
      tally.stale.map { .object(["rule": .string($0.rule), "file": .string($0.file), "pointer": .string($0.pointer)]) })
    sink.write(JSONElements.close(count: diagnostics.count, indent: 2))
    if neutral {
      sink.write(",\n  \"coverage\": " + writer.string(.array(tally.coverage.map(JSONValue.string)), indent: 1))
    }
    sink.write(",\n  \"files\": \(tally.files)")
    if neutral { sink.write(",\n  \"parts\": " + writer.string(.array(tally.parts.map { .string($0.rawValue) }), indent: 1)) }
    sink.write(",\n  \"schema\": " + writer.string(.string(tally.command == "lint" ? LintReport.schema : LintReport.findingsSchema)))
    sink.write(",\n  \"staleBaseline\": " + writer.string(stale, indent: 1) + ",\n  \"summary\": " + writer.string(summary, indent: 1))
    sink.write(",\n  \"suppressed\": [")
    suppressedSpill.drain(into: sink)
    sink.write(JSONElements.close(count: suppressed.count, indent: 2) + ",\n  \"unreadable\": [")
    unreadableSpill.drain(into: sink)
    sink.write(JSONElements.close(count: unreadableItems.count, indent: 2) + "\n}\n")
  }
}
