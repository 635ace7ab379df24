#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The one way lint, check, wiring and run write findings (issue 19 item 6): the format's writer (`LintReport`), the
/// GitHub job summary beside `--format github`, `--output` (never over an input, never through a link), the config
/// suppressions and `--baseline`, `--write-baseline`, the tally and the exit code. A command finds its findings and
/// hands them here file by file.
final class FindingOutput {
  private let environment: CLIEnvironment
  private let reporter: TeeReporter
  private let sink: ReportSink
  private let output: OutputFile.Stream?
  private let summary: LintCommand.JobSummary?
  private let inputPaths: [String]
  private let containment: ContainedPath?
  private var reportedUnreadable: Set<String> = []
  private let baselinePath: String?
  private var filter: FindingFilter
  private var baselineCounts: [BaselineEntry: Int]?
  private(set) var tally: LintTally

  /// `inputPaths`: the files the run reads, which the report may not overwrite.
  init(_ command: ParsedCommand, environment: CLIEnvironment, inputs: InputFiles, tally: LintTally, inputPaths: [String]) throws(UsageError) {
    self.environment = environment
    var tally = tally
    if let text = command.value("max-warnings") {
      guard let maximum = Int(text), maximum >= 0 else { throw UsageError("invalid value '\(text)' for '--max-warnings': give a whole number") }
      tally.maxWarnings = maximum
    }
    self.tally = tally
    let baseline = try command.value("baseline").map { path throws(UsageError) in BaselineMatch(try Self.loadBaseline(path, inputs: inputs)) }
    filter = FindingFilter(baseline: baseline, quiet: command.flag("quiet"))
    baselinePath = command.value("write-baseline")
    baselineCounts = baselinePath == nil ? nil : [:]
    let inputPaths = inputPaths + [command.value("baseline"), command.value("config")].compactMap { $0 }
    self.inputPaths = inputPaths
    containment = inputs.containment
    let output = try command.value("output").map { path throws(UsageError) in
      try OutputFile.Stream(path, inputs: inputPaths, containment: inputs.containment)
    }
    self.output = output
    if let note = output?.note { environment.writeErrLine("pushsim: note: \(note)") }
    let format = command.value("format") ?? "text"
    let failure = FailureBox()
    sink = ReportSink { text in
      guard let output else { return environment.writeOut(text) }
      do throws(UsageError) { try output.write(text) } catch { failure.error = failure.error ?? error }
    }
    failureBox = failure
    var reporters = [
      LintReport.reporter(
        format, sink: sink, style: output == nil ? environment.style : .plain,
        docsURL: environment.variables["PUSHSIM_DOCS_URL"] ?? LintReport.defaultDocsURL)
    ]
    let summary =
      format == "github" ? environment.variables["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : LintCommand.JobSummary($0) } : nil
    if let summary { reporters.append(MarkdownReporter(summary.sink, rowBytes: MarkdownReporter.jobSummaryRowBytes)) }
    self.summary = summary
    reporter = TeeReporter(reporters)
  }

  private let failureBox: FailureBox
  private final class FailureBox { var error: UsageError? }

  /// Starts the report; what the tally knows before any file (configs, root, parts, coverage) must be set by now.
  func begin(_ adjust: (inout LintTally) -> Void = { _ in }) {
    adjust(&tally)
    reporter.begin(tally)
  }

  /// Sets what the tally says at the end (check's coverage).
  func adjust(_ change: (inout LintTally) -> Void) { change(&tally) }

  /// An input that could not be read: on stderr, in the report, and the run exits 2. Once, however many of the run's
  /// walks met it (check's survey and its lint walk both meet a link out of the repository).
  func unreadable(_ error: InputError) {
    guard reportedUnreadable.insert(error.line).inserted else { return }
    environment.writeErr(error.line + "\n")
    reporter.unreadable(error)
    tally.unreadable += 1
  }

  /// One file's findings. `checked`: the file was checked itself (counted among the files); wiring's and scenarios'
  /// findings come in by file too. `config`/`relative`: the config that applies and the file relative to its folder.
  func file(
    _ shown: String, found: [Diagnostic], config: LintConfig? = nil, relative: @autoclosure () -> String? = nil, checked: Bool = true
  ) {
    if baselineCounts != nil { for diagnostic in found { baselineCounts?[BaselineEntry(diagnostic), default: 0] += 1 } }
    guard filter.filters(config) else {
      // Nothing to filter: the findings go on as they are (a copy of 50,000 findings cost 14 MB).
      if checked { tally.add(file: found, suppressed: 0) } else { tally.count(found) }
      reporter.file(shown, diagnostics: found, suppressed: [])
      return
    }
    let (active, suppressed) = filter.split(found, config: config, relative: relative() ?? shown)
    if checked {
      tally.add(file: active, suppressed: suppressed.count)
    } else {
      tally.count(active)
      tally.suppressed += suppressed.count
    }
    reporter.file(shown, diagnostics: active, suppressed: suppressed)
  }

  /// Findings of files read as a whole (the app's sources): each file checked, with its findings; a finding in a file
  /// that was not among them (a place the code names elsewhere) after them, by name.
  func files(_ checked: [String], found: [Diagnostic]) {
    let byFile = Dictionary(grouping: found, by: \.file)
    for file in checked { self.file(file, found: byFile[file] ?? []) }
    let known = Set(checked)
    for (file, found) in byFile.sorted(by: { $0.key < $1.key }) where !known.contains(file) { self.file(file, found: found, checked: false) }
  }

  /// A file a walk found that is no push payload.
  func skipped() { tally.skipped += 1 }

  /// Ends the report, writes the baseline when asked, and gives the exit code.
  func finish() throws(UsageError) -> Int32 {
    tally.stale = filter.stale
    reporter.finish(tally)
    sink.flush()
    summary?.finish(environment)
    if let output {
      if let failure = failureBox.error { throw failure }
      try output.commit()
      // The line is escaped whole, once (`writeErrLine`).
      environment.writeErrLine(LintReport.summary(tally, escape: { $0 }, prose: { $0 }) + "; report written to \(output.path)")
    }
    if let path = baselinePath, let baselineCounts {
      try OutputFile.write(Baseline.document(baselineCounts), to: path, inputs: inputPaths, containment: containment)
      environment.writeErrLine("baseline of \(baselineCounts.values.reduce(0, +)) finding(s) written to \(path)")
      // Writing a baseline accepts today's findings: the run succeeded (issue 19); an unreadable input is still exit 2.
      return tally.unreadable > 0 ? ExitCode.usage : ExitCode.success
    }
    if tally.unreadable > 0 { return ExitCode.usage }
    return tally.failed ? ExitCode.findings : ExitCode.success
  }

  static func loadBaseline(_ path: String, inputs: InputFiles) throws(UsageError) -> [BaselineEntry: Int] {
    switch inputs.readBytes(path) {
    case .failure(let error): throw UsageError("baseline \(error.file): \(error.message)")
    case .success(let bytes):
      do { return try Baseline.parse(bytes, path: path) } catch { throw UsageError(error.line) }
    }
  }
}
