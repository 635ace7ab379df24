import Foundation
import Testing

@testable import PushSimCore

/// Issue 11 item 3: reports stream per file, and what a format needs later in the document waits in
/// a spill (memory up to 1 MiB, then a temporary file). These check the pieces a streamed report is
/// made of: that a spill gives back exactly what was put in, and that a streamed document is the
/// document (parsed by the same parser consumers use, counted from the input).
@Suite struct StreamingReportTests {
  /// More than the spill keeps in memory, with 2-, 3- and 4-byte characters at every offset, so some
  /// straddle the 64 KiB chunks the drain reads.
  @Test func aSpillGivesBackEveryByteAcrossItsTemporaryFile() {
    let spill = Spill()
    var expected = ""
    for index in 0..<90_000 {
      let piece = "\(index) é € 𝄞 \u{1F600}|" + String(repeating: "x", count: index % 7)
      spill.write(piece)
      expected += piece
    }
    #expect(expected.utf8.count > 2 * Spill.memoryBytes)
    let (sink, text) = ReportSink.collecting()
    spill.drain(into: sink)
    #expect(text() == expected)
  }

  @Test func aDrainCanDropTheLeadingComma() {
    let spill = Spill()
    spill.write(",\n  1")
    spill.write(",\n  2")
    let (sink, text) = ReportSink.collecting()
    spill.drain(into: sink, skip: 1)
    #expect(text() == "\n  1,\n  2")
  }

  static func diagnostic(_ file: String, _ line: Int, _ severity: Severity = .error) -> Diagnostic {
    Diagnostic(file: file, rule: "aps-badge-type", severity: severity, message: "badge é \"\(line)\"", pointer: "/aps/badge", line: line, column: 3)
  }

  /// A run large enough that every spill moves to its temporary file (~8,000 findings per format
  /// section, each a few hundred bytes): the JSON formats still parse and hold every finding once,
  /// in order.
  @Test(arguments: ["json", "sarif", "gitlab"]) func largeJSONReportsParseAndKeepEveryFinding(_ format: String) throws {
    let files = (0..<4_000).map { "t/\($0).json" }
    var diagnostics: [Diagnostic] = []
    var suppressed: [Diagnostic] = []
    for (index, file) in files.enumerated() {
      diagnostics.append(Self.diagnostic(file, index + 1))
      diagnostics.append(Self.diagnostic(file, index + 2, .warning))
      var covered = Self.diagnostic(file, index + 3)
      covered.suppression = Suppression(kind: .baseline, reason: "in the baseline")
      suppressed.append(covered)
    }
    var run = LintRun(files: files, diagnostics: diagnostics, strict: false)
    run.suppressed = suppressed
    run.unreadable = [InputError(file: "bad.json", message: "input is empty")]
    let value = try JSONParser(maxBytes: 64 << 20).parse(LintReport.render(run, format: format)).value
    switch format {
    case "json":
      #expect(value["diagnostics"]?.arrayValue?.count == 8_000)
      #expect(value["suppressed"]?.arrayValue?.count == 4_000)
      #expect(value["unreadable"]?.arrayValue?.count == 1)
      #expect(value.value(at: "/diagnostics/7999/line") == .integer(4_001))
      #expect(value.value(at: "/summary/errors") == .integer(4_000))
    case "sarif":
      let results = value.value(at: "/runs/0/results")?.arrayValue ?? []
      #expect(results.count == 12_000)
      // Findings first, then the suppressed ones (SARIF `suppressions`), each once.
      #expect(results.prefix(8_000).allSatisfy { $0["suppressions"] == nil })
      #expect(results.suffix(4_000).allSatisfy { $0["suppressions"] != nil })
      #expect(value.value(at: "/runs/0/invocations/0/executionSuccessful") == .bool(false))
    default:
      // Code Quality: one issue per active finding, then a blocker per unreadable input.
      let issues = value.arrayValue ?? []
      #expect(issues.count == 8_001)
      #expect(issues.last?["severity"] == .string("blocker"))
    }
  }

  @Test func emptyArraysStayEmptyWhenStreamed() throws {
    let run = LintRun(files: ["ok.json"], diagnostics: [], strict: false)
    let json = try JSONParser().parse(LintReport.render(run, format: "json")).value
    #expect(json["diagnostics"] == .array([]))
    #expect(json["suppressed"] == .array([]))
    let sarif = try JSONParser().parse(LintReport.render(run, format: "sarif")).value
    #expect(sarif.value(at: "/runs/0/results") == .array([]))
    #expect(try JSONParser().parse(LintReport.render(run, format: "gitlab")).value == .array([]))
  }

  /// GitHub refuses a job summary over 1024 KiB ("$GITHUB_STEP_SUMMARY upload aborted, supports content
  /// up to a size of 1024k"): the summary's table stops before that and says how many rows it left out.
  @Test func theJobSummaryStaysUnderGitHubsLimit() {
    let files = (0..<20_000).map { "templates/campaign-\($0).json" }
    let run = LintRun(files: files, diagnostics: files.map { Self.diagnostic($0, 1) }, strict: false)
    let (sink, text) = ReportSink.collecting()
    run.feed(MarkdownReporter(sink, rowBytes: MarkdownReporter.jobSummaryRowBytes))
    let summary = text()
    #expect(summary.utf8.count < 1024 * 1024)
    let rows = summary.split(separator: "\n").filter { $0.hasPrefix("| `templates/") }.count
    #expect(rows > 1_000 && rows < 20_000)
    #expect(summary.contains("\n\(20_000 - rows) more rows not shown"))
    // The summary line still counts every finding.
    #expect(summary.contains("20000 files checked: 20000 errors"))
  }
}
