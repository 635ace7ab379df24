import Foundation

/// The lint formats CI tools read: GitHub workflow commands, JUnit, Checkstyle, GitLab Code
/// Quality and Markdown. Every one carries the inputs that could not be read.
extension LintReport {
  // MARK: - GitHub Actions

  /// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`, escaped as @actions/core does.
  /// The message repeats `file:line:col [rule]`: past GitHub's 10 annotations per severity and
  /// step the log shows only the message. Under `--strict` warnings are errors.
  public static func github(_ run: LintRun) -> String {
    var lines = run.diagnostics.map { diagnostic in
      let command = run.strict && diagnostic.severity == .warning ? "error" : diagnostic.severity.githubCommand
      let properties = [
        "file=" + escapeProperty(diagnostic.file), "line=\(diagnostic.line)", "col=\(diagnostic.column)",
        "endLine=\(diagnostic.endLine)", "endColumn=\(diagnostic.endColumn)", "title=" + escapeProperty("pushsim \(diagnostic.rule)"),
      ]
      let message = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.message) [\(diagnostic.rule)]"
      return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
    }
    for error in run.unreadable {
      lines.append("::error file=\(escapeProperty(error.file)),title=pushsim cannot read::\(escapeData(error.line))")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Message escaping: `%`, CR, LF (escapeData), and ESC and other controls so that no payload
  /// text reaches the runner's log raw.
  public static func escapeData(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          output += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }

  /// Property escaping: escapeData plus `:` and `,` (escapeProperty).
  public static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }

  /// The `$GITHUB_STEP_SUMMARY` Markdown: counts, then a table of the findings.
  public static func githubSummary(_ run: LintRun) -> String { markdown(run) }

  // MARK: - JUnit

  /// One test case per diagnostic (failing for errors, and for warnings under `--strict`), one
  /// passing case per clean file, and an `<error>` case per unreadable input; `file` and `line`
  /// attributes, CR, LF and tab escaped in attributes.
  public static func junit(_ run: LintRun) -> String {
    let failing = run.diagnostics.filter(run.fails).count
    let withFindings = Set(run.diagnostics.map(\.file))
    let clean = run.files.filter { !withFindings.contains($0) }
    let tests = run.diagnostics.count + clean.count + run.unreadable.count
    let counts = #"tests="\#(tests)" failures="\#(failing)" errors="\#(run.unreadable.count)""#
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="pushsim lint" \#(counts) time="0">"#,
      #"  <testsuite name="pushsim lint" \#(counts) skipped="0" time="0">"#,
    ]
    for diagnostic in run.diagnostics {
      let name = attribute("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column) \(diagnostic.rule)")
      let open =
        #"    <testcase classname="pushsim.lint.\#(attribute(diagnostic.rule))" name="\#(name)" file="\#(attribute(diagnostic.file))" line="\#(diagnostic.line)" time="0""#
      if run.fails(diagnostic) {
        lines.append(open + ">")
        lines.append(
          #"      <failure message="\#(attribute(diagnostic.message))" type="\#(diagnostic.severity.rawValue)">\#(xml(diagnostic.textLine))</failure>"#
        )
        lines.append("    </testcase>")
      } else {
        lines.append(open + ">")
        lines.append("      <system-out>\(xml(diagnostic.textLine))</system-out>")
        lines.append("    </testcase>")
      }
    }
    for file in clean {
      lines.append(#"    <testcase classname="pushsim.lint" name="\#(attribute(file))" file="\#(attribute(file))" time="0"/>"#)
    }
    for error in run.unreadable {
      lines.append(#"    <testcase classname="pushsim.lint" name="\#(attribute(error.file))" file="\#(attribute(error.file))" time="0">"#)
      lines.append(#"      <error message="\#(attribute(error.message))" type="unreadable">\#(xml(error.line))</error>"#)
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Attribute text: XML-escaped, with CR, LF and tab as character references (attribute
  /// normalisation would turn them into spaces).
  static func attribute(_ text: String) -> String {
    xml(text).replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\r", with: "&#13;").replacingOccurrences(
      of: "\t", with: "&#9;")
  }

  // MARK: - Checkstyle

  /// Checkstyle XML (Danger, Jenkins warnings-ng, reviewdog `-f=checkstyle`): a `<file>` per
  /// file, an `<error>` per diagnostic with `source` = `pushsim.<rule>`.
  public static func checkstyle(_ run: LintRun) -> String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
    let byFile = Dictionary(grouping: run.diagnostics, by: \.file)
    for file in run.files + run.unreadable.map(\.file) {
      let diagnostics = byFile[file] ?? []
      let unreadable = run.unreadable.filter { $0.file == file }
      guard !diagnostics.isEmpty || !unreadable.isEmpty else {
        lines.append(#"  <file name="\#(attribute(file))"/>"#)
        continue
      }
      lines.append(#"  <file name="\#(attribute(file))">"#)
      for diagnostic in diagnostics {
        let severity = run.fails(diagnostic) ? "error" : diagnostic.severity == .info ? "info" : "warning"
        lines.append(
          #"    <error line="\#(diagnostic.line)" column="\#(diagnostic.column)" severity="\#(severity)" message="\#(attribute(diagnostic.message))" source="pushsim.\#(attribute(diagnostic.rule))"/>"#
        )
      }
      for error in unreadable {
        lines.append(
          #"    <error line="\#(error.location?.line ?? 1)" column="\#(error.location?.column ?? 1)" severity="error" message="\#(attribute(error.message))" source="pushsim.unreadable"/>"#
        )
      }
      lines.append("  </file>")
    }
    lines.append("</checkstyle>")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - GitLab Code Quality

  /// GitLab Code Quality JSON: an array of issues with `description`, `check_name`,
  /// `fingerprint`, `severity` (`info`, `minor`, `major`, `critical`, `blocker`) and `location`.
  public static func gitlab(_ run: LintRun) -> String {
    var issues = run.diagnostics.map { diagnostic -> JSONValue in
      let severity = run.fails(diagnostic) ? "major" : diagnostic.severity == .info ? "info" : "minor"
      return .object([
        "type": .string("issue"), "description": .string("\(diagnostic.message) [\(diagnostic.rule)]"), "check_name": .string(diagnostic.rule),
        "fingerprint": .string(fingerprint(diagnostic)), "severity": .string(severity),
        "location": .object(["path": .string(diagnostic.file), "lines": .object(["begin": .integer(Int64(diagnostic.line))])]),
      ])
    }
    for error in run.unreadable {
      issues.append(
        .object([
          "type": .string("issue"), "description": .string("cannot lint: \(error.message)"), "check_name": .string("pushsim-unreadable"),
          "fingerprint": .string(fnv1a("unreadable|\(error.file)")), "severity": .string("blocker"),
          "location": .object(["path": .string(error.file), "lines": .object(["begin": .integer(Int64(error.location?.line ?? 1))])]),
        ]))
    }
    return JSONWriter().string(.array(issues)) + "\n"
  }

  // MARK: - Markdown

  /// A Markdown report for a pull request comment or a job summary.
  public static func markdown(_ run: LintRun) -> String {
    var lines = ["## pushsim lint", "", summary(run), ""]
    if !run.diagnostics.isEmpty || !run.unreadable.isEmpty {
      lines += ["| file | line | severity | rule | message |", "|---|---|---|---|---|"]
      for diagnostic in run.diagnostics {
        let severity = run.fails(diagnostic) ? "**\(diagnostic.severity.rawValue)**" : diagnostic.severity.rawValue
        lines.append(
          "| `\(cell(diagnostic.file))` | \(diagnostic.line):\(diagnostic.column) | \(severity) | `\(diagnostic.rule)` | \(cell(diagnostic.message)) |"
        )
      }
      for error in run.unreadable { lines.append("| `\(cell(error.file))` | | **unreadable** | | \(cell(error.message)) |") }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// Table cell text: pipes escaped, line breaks and controls shown, no raw HTML.
  static func cell(_ text: String) -> String {
    MarkupEscape.escape(text, controls: .showAll).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
  }
}
