#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The lint formats CI tools read: GitHub workflow commands, JUnit, Checkstyle, GitLab Code
/// Quality and Markdown. Every one carries the inputs that could not be read.
extension LintReport {
  public static func github(_ run: LintRun) -> String { render(run, format: "github") }
  public static func junit(_ run: LintRun) -> String { render(run, format: "junit") }

  /// Message escaping for a workflow command: `%`, CR and LF as the runner unescapes them (@actions/core's
  /// escapeData), then everything else as terminal text (`Visible.text`: other controls, bidi controls, `##[`).
  public static func escapeData(_ text: String) -> String {
    let percent = text.utf8.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }
    guard percent else { return Visible.text(text) }
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return Visible.text(output)
  }

  /// Property escaping: escapeData plus `:` and `,` (escapeProperty).
  public static func escapeProperty(_ text: String) -> String {
    let data = escapeData(text)
    guard data.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") }) else { return data }
    return data.replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
  }

  /// Attribute text: XML-escaped, with CR, LF and tab as character references (attribute
  /// normalisation would turn them into spaces).
  static func attribute(_ text: String) -> String { MarkupEscape.escape(text, controls: .attribute) }

}

/// GitHub Actions: `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`, escaped as
/// @actions/core does. The message repeats `file:line:col [rule]`: past GitHub's 10 annotations per
/// severity and step the log shows only the message. Under `--strict` warnings are errors.
final class GitHubReporter: LintReporter {
  private let sink: ReportSink
  private let unreadableSpill = Spill()
  private var strict = false

  init(_ sink: ReportSink) { self.sink = sink }

  func begin(_ tally: LintTally) { strict = tally.strict }

  func file(_ file: String, diagnostics: [Diagnostic], suppressed: [Diagnostic]) {
    for diagnostic in diagnostics {
      let command = strict && diagnostic.severity == .warning ? "error" : diagnostic.severity.githubCommand
      let properties = [
        "file=" + LintReport.escapeProperty(diagnostic.file), "line=\(diagnostic.line)", "col=\(diagnostic.column)",
        "endLine=\(diagnostic.endLine)", "endColumn=\(diagnostic.endColumn)", "title=" + LintReport.escapeProperty("pushsim \(diagnostic.rule)"),
      ]
      let message =
        "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.message) [\(diagnostic.rule)]"
        + diagnostic.related.map { " (\($0.message): \($0.file):\($0.line))" }.joined()
      sink.write("::\(command) \(properties.joined(separator: ","))::\(LintReport.escapeData(message))\n")
    }
  }

  func unreadable(_ error: InputError) {
    unreadableSpill.write("::error file=\(LintReport.escapeProperty(error.file)),title=pushsim cannot read::\(LintReport.escapeData(error.line))\n")
  }

  func finish(_ tally: LintTally) { unreadableSpill.drain(into: sink) }
}

/// JUnit XML: one test case per diagnostic (failing for errors, and for warnings under `--strict`),
/// one passing case per clean file, and an `<error>` case per unreadable input; `file` and `line`
/// attributes; tab, CR and LF as character references in attributes and text (no raw control character, DESIGN.md §3).
/// The counts open the document, so the cases wait in spills until the end.
final class JUnitReporter: LintReporter {
  private let sink: ReportSink
  private let findings = Spill()
  private let cleanFiles = Spill()
  private let unreadableCases = Spill()
  private var findingCount = 0
  private var tally = LintTally(strict: false)
  private var suite = "pushsim.lint"

  init(_ sink: ReportSink) { self.sink = sink }

  func begin(_ tally: LintTally) {
    self.tally = tally
    suite = "pushsim." + tally.command
  }

  func file(_ file: String, diagnostics: [Diagnostic], suppressed: [Diagnostic]) {
    let attribute = LintReport.attribute
    guard !diagnostics.isEmpty else {
      cleanFiles.write(#"    <testcase classname="\#(suite)" name="\#(attribute(file))" file="\#(attribute(file))" time="0"/>"# + "\n")
      return
    }
    for diagnostic in diagnostics {
      findingCount += 1
      let name = attribute("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column) \(diagnostic.rule)")
      var text =
        #"    <testcase classname="\#(suite).\#(attribute(diagnostic.rule))" name="\#(name)" file="\#(attribute(diagnostic.file))" line="\#(diagnostic.line)" time="0">"#
        + "\n"
      if tally.fails(diagnostic) {
        text +=
          #"      <failure message="\#(attribute(diagnostic.message))" type="\#(diagnostic.severity.rawValue)">\#(attribute(diagnostic.textLine))</failure>"#
      } else {
        text += "      <system-out>\(attribute(diagnostic.textLine))</system-out>"
      }
      findings.write(text + "\n    </testcase>\n")
    }
  }

  func unreadable(_ error: InputError) {
    let attribute = LintReport.attribute
    unreadableCases.write(
      #"    <testcase classname="\#(suite)" name="\#(attribute(error.file))" file="\#(attribute(error.file))" time="0">"# + "\n"
        + #"      <error message="\#(attribute(error.message))" type="unreadable">\#(attribute(error.line))</error>"#
        + "\n    </testcase>\n")
  }

  func finish(_ tally: LintTally) {
    let tests = findingCount + tally.clean + tally.unreadable
    let counts = #"tests="\#(tests)" failures="\#(tally.failing)" errors="\#(tally.unreadable)""#
    sink.write(
      #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<testsuites name="pushsim \#(tally.command)" \#(counts) time="0">"# + "\n"
        + #"  <testsuite name="pushsim \#(tally.command)" \#(counts) skipped="0" time="0">"# + "\n")
    findings.drain(into: sink)
    cleanFiles.drain(into: sink)
    unreadableCases.drain(into: sink)
    sink.write("  </testsuite>\n</testsuites>\n")
  }
}

/// Checkstyle XML (Danger, Jenkins warnings-ng, reviewdog `-f=checkstyle`): a `<file>` per file, an
/// `<error>` per diagnostic with `source` = `pushsim.<rule>`, then a `<file>` per unreadable input.
final class CheckstyleReporter: LintReporter {
  private let sink: ReportSink
  private let unreadableFiles = Spill()
  private var tally = LintTally(strict: false)

  init(_ sink: ReportSink) { self.sink = sink }

  func begin(_ tally: LintTally) {
    self.tally = tally
    sink.write(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<checkstyle version="4.3">"# + "\n")
  }

  func file(_ file: String, diagnostics: [Diagnostic], suppressed: [Diagnostic]) {
    let attribute = LintReport.attribute
    guard !diagnostics.isEmpty else {
      sink.write(#"  <file name="\#(attribute(file))"/>"# + "\n")
      return
    }
    sink.write(#"  <file name="\#(attribute(file))">"# + "\n")
    for diagnostic in diagnostics {
      let severity = tally.fails(diagnostic) ? "error" : diagnostic.severity == .info ? "info" : "warning"
      sink.write(
        #"    <error line="\#(diagnostic.line)" column="\#(diagnostic.column)" severity="\#(severity)" message="\#(attribute(diagnostic.message))" source="pushsim.\#(attribute(diagnostic.rule))"/>"#
          + "\n")
    }
    sink.write("  </file>\n")
  }

  func unreadable(_ error: InputError) {
    let attribute = LintReport.attribute
    unreadableFiles.write(
      #"  <file name="\#(attribute(error.file))">"# + "\n"
        + #"    <error line="\#(error.location?.line ?? 1)" column="\#(error.location?.column ?? 1)" severity="error" message="\#(attribute(error.message))" source="pushsim.unreadable"/>"#
        + "\n  </file>\n")
  }

  func finish(_ tally: LintTally) {
    unreadableFiles.drain(into: sink)
    sink.write("</checkstyle>\n")
  }
}

/// GitLab Code Quality JSON: an array of issues with `description`, `check_name`, `fingerprint`,
/// `severity` (`info`, `minor`, `major`, `critical`, `blocker`) and `location`.
final class GitLabReporter: LintReporter {
  private let sink: ReportSink
  private var issues = JSONElements(indent: 1)
  private var blockers = 0
  private let unreadableIssues = Spill()
  private var tally = LintTally(strict: false)

  init(_ sink: ReportSink) { self.sink = sink }

  func begin(_ tally: LintTally) {
    self.tally = tally
    sink.write("[")
  }

  func file(_ file: String, diagnostics: [Diagnostic], suppressed: [Diagnostic]) {
    for diagnostic in diagnostics {
      let severity = tally.fails(diagnostic) ? "major" : diagnostic.severity == .info ? "info" : "minor"
      issues.append(
        .object([
          "type": .string("issue"), "description": .string("\(diagnostic.message) [\(diagnostic.rule)]"),
          "check_name": .string(diagnostic.rule), "fingerprint": .string(LintReport.fingerprint(diagnostic)), "severity": .string(severity),
          "location": .object(["path": .string(diagnostic.file), "lines": .object(["begin": .integer(Int64(diagnostic.line))])]),
        ]), to: sink)
    }
  }

  func unreadable(_ error: InputError) {
    blockers += 1
    let issue = JSONValue.object([
      "type": .string("issue"), "description": .string("cannot lint: \(error.message)"), "check_name": .string("pushsim-unreadable"),
      "fingerprint": .string(LintReport.fnv1a("unreadable|\(error.file)")), "severity": .string("blocker"),
      "location": .object(["path": .string(error.file), "lines": .object(["begin": .integer(Int64(error.location?.line ?? 1))])]),
    ])
    unreadableIssues.write(JSONElements.spilled(issue, indent: 1))
  }

  func finish(_ tally: LintTally) {
    unreadableIssues.drain(into: sink, skip: issues.count == 0 ? 1 : 0)
    sink.write(JSONElements.close(count: issues.count + blockers, indent: 1) + "\n")
  }
}

/// A Markdown report for a pull request comment or a job summary: the summary line, then a table of
/// the findings. `rowBytes` caps the table (GitHub refuses a job summary over 1 MiB); the rows left
/// out are counted below it.
final class MarkdownReporter: LintReporter {
  /// GitHub's limit for `$GITHUB_STEP_SUMMARY` is 1024 KiB per step; the rows stop well before it.
  static let jobSummaryRowBytes = 900 * 1024
  private let sink: ReportSink
  private let rows = Spill()
  private let rowBytes: Int?
  private var written = 0
  private var omitted = 0
  private var tally = LintTally(strict: false)

  init(_ sink: ReportSink, rowBytes: Int? = nil) {
    self.sink = sink
    self.rowBytes = rowBytes
  }

  func begin(_ tally: LintTally) { self.tally = tally }

  private func row(_ text: String) {
    let size = text.utf8.count + 1
    if let rowBytes, written + size > rowBytes {
      omitted += 1
      return
    }
    written += size
    rows.write(text + "\n")
  }

  func file(_ file: String, diagnostics: [Diagnostic], suppressed: [Diagnostic]) {
    for diagnostic in diagnostics {
      let severity = tally.fails(diagnostic) ? "**\(diagnostic.severity.rawValue)**" : diagnostic.severity.rawValue
      row(
        "| \(MarkdownText.code(diagnostic.file, inTable: true)) | \(diagnostic.line):\(diagnostic.column) | \(severity) | "
          + "\(MarkdownText.code(diagnostic.rule, inTable: true)) | \(MarkdownText.prose(diagnostic.message, inTable: true)) |")
    }
  }

  func unreadable(_ error: InputError) {
    row("| \(MarkdownText.code(error.file, inTable: true)) | | **unreadable** | | \(MarkdownText.prose(error.message, inTable: true)) |")
  }

  func finish(_ tally: LintTally) {
    sink.write(
      "## pushsim \(tally.command)\n\n"
        + LintReport.summary(
          tally, escape: { MarkdownText.code($0, inTable: false) }, prose: { MarkdownText.prose($0, inTable: false) }) + "\n")
    guard !rows.isEmpty || omitted > 0 else { return }
    sink.write("\n| file | line | severity | rule | message |\n|---|---|---|---|---|\n")
    rows.drain(into: sink)
    if omitted > 0 {
      sink.write(
        "\n\(omitted) more row\(omitted == 1 ? "" : "s") not shown: a job summary holds at most 1 MiB; the annotations and `--format sarif` have every finding.\n"
      )
    }
  }
}
