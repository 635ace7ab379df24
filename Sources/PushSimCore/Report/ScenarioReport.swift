import Foundation

/// Reporters for `pushsim run`: text (the timeline, then one line per expectation), the
/// `pushsim.scenario-result/1` JSON, and JUnit (one test case per expectation).
public enum ScenarioReport {
  public static let schema = "pushsim.scenario-result/1"
  public static let formats = ["text", "json", "junit"]

  /// A scenario that ran, or one that could not be read or run (exit 2).
  public enum Outcome: Sendable {
    case ran(ScenarioResult)
    case failed(InputError)

    var file: String {
      switch self {
      case .ran(let result): result.scenario.file
      case .failed(let error): error.file
      }
    }
  }

  static func place(_ file: String, _ location: SourceLocation?) -> String { file + (location.map { ":\($0.line):\($0.column)" } ?? "") }

  static func at(_ entry: ScenarioResult.Entry, in result: ScenarioResult) -> String {
    entry.number == result.entries.count && entry.step.label == "expect at the end" ? "at the end" : "after step \(entry.number - 1)"
  }

  // MARK: - Text

  public static func text(_ outcomes: [Outcome], style: TextStyle) -> String {
    var lines: [String] = []
    for outcome in outcomes {
      guard case .ran(let result) = outcome else { continue }
      let scenario = result.scenario
      lines.append(style.bold(Visible.text(scenario.file)))
      var header = AlignedRows()
      for (index, line) in TraceReport.wrap(Visible.text(scenario.name), width: TraceReport.textWidth - 12).enumerated() {
        header.add(index == 0 ? "scenario" : "", line)
      }
      header.add("app", "\(scenario.profile.name) (\(scenario.appChoice)) · starts \(scenario.state.rawValue)")
      if !scenario.source.isEmpty { header.add("source", scenario.source) }
      lines += header.render(indent: "  ", style: style)
      lines.append("")
      let timed = result.entries.contains { $0.time > 0 }
      for entry in result.entries {
        lines.append("  " + style.bold("\(entry.number). \(Visible.text(entry.step.label))") + (timed ? style.dim("  t=\(entry.time)s") : ""))
        for step in entry.steps {
          let text = Visible.text(step.note)
          let note = text.isEmpty ? "" : " (" + text + ")"
          let rule = "  " + step.rule
          // Within 120 columns: the call and note are cut to leave room for the rule.
          let body = TraceReport.clip("\(step.actor.padded(to: 11)) \(Visible.text(step.call))\(note)", TraceReport.textWidth - 7 - rule.count)
          lines.append("       " + body + style.dim(rule))
        }
      }
      lines.append("")
      for entry in result.entries {
        for check in entry.checks {
          let mark = check.passed ? style.green("pass") : style.red("FAIL")
          let rule = check.rule.isEmpty ? "" : " [\(check.rule)]"
          let text =
            Visible.text("\(place(scenario.file, check.expectation.location)) \(at(entry, in: result)): \(check.expectation.text) — \(check.actual)")
            + rule
          // Wrapped within 120 columns, continuation lines indented under the text.
          for (index, line) in TraceReport.wrap(text, width: TraceReport.textWidth - 7).enumerated() {
            lines.append(index == 0 ? "  \(mark) " + line : "       " + line)
          }
        }
      }
      let failed = result.checks.filter { !$0.passed }.count
      lines.append(
        "  " + (failed == 0 ? style.green("passed") : style.red("failed"))
          + ": \(result.checks.count - failed) of \(result.checks.count) expectations hold")
      lines.append("")
    }
    let ran = outcomes.compactMap { if case .ran(let result) = $0 { result } else { nil } }
    let checks = ran.flatMap(\.checks)
    let failedScenarios = ran.filter { !$0.passed }.count
    let errors = outcomes.count - ran.count
    var summary = "\(ran.count) scenario\(ran.count == 1 ? "" : "s") run, \(failedScenarios) failed"
    summary += "; expectations: \(checks.filter(\.passed).count) held, \(checks.filter { !$0.passed }.count) did not"
    if errors > 0 { summary += "; \(errors) could not be read" }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - JSON

  public static func json(_ outcomes: [Outcome]) -> String {
    let results: [JSONValue] = outcomes.map { outcome in
      switch outcome {
      case .failed(let error):
        return .object([
          "file": .string(error.file), "passed": .bool(false),
          "error": .object([
            "message": .string(error.message), "line": error.location.map { .integer(Int64($0.line)) } ?? .null,
            "column": error.location.map { .integer(Int64($0.column)) } ?? .null,
          ]),
        ])
      case .ran(let result):
        return resultJSON(result)
      }
    }
    let ran = outcomes.compactMap { if case .ran(let result) = $0 { result } else { nil } }
    let checks = ran.flatMap(\.checks)
    let document = JSONValue.object([
      "schema": .string(schema),
      "results": .array(results),
      "summary": .object([
        "scenarios": .integer(Int64(outcomes.count)), "failedScenarios": .integer(Int64(outcomes.count - ran.filter(\.passed).count)),
        "expectations": .integer(Int64(checks.count)), "passed": .integer(Int64(checks.filter(\.passed).count)),
        "failed": .integer(Int64(checks.filter { !$0.passed }.count)),
      ]),
    ])
    return JSONWriter().string(document) + "\n"
  }

  static func location(_ location: SourceLocation?) -> [String: JSONValue] {
    ["line": location.map { .integer(Int64($0.line)) } ?? .null, "column": location.map { .integer(Int64($0.column)) } ?? .null]
  }

  static func resultJSON(_ result: ScenarioResult) -> JSONValue {
    let scenario = result.scenario
    let steps: [JSONValue] = result.entries.map { entry in
      var object = JSONObject([
        "number": .integer(Int64(entry.number)), "label": .string(entry.step.label), "time": .integer(Int64(entry.time)),
        "trace": .array(
          entry.steps.map { .object(["actor": .string($0.actor), "call": .string($0.call), "note": .string($0.note), "rule": .string($0.rule)]) }),
      ])
      for (key, value) in location(entry.step.location) { object[key] = value }
      return .object(object)
    }
    let expectations: [JSONValue] = result.entries.flatMap { entry in
      entry.checks.map { check in
        var object = JSONObject([
          "step": .integer(Int64(entry.number)), "expected": .string(check.expectation.text), "actual": .string(check.actual),
          "passed": .bool(check.passed), "rule": .string(check.rule),
        ])
        for (key, value) in location(check.expectation.location) { object[key] = value }
        return .object(object)
      }
    }
    return .object([
      "file": .string(scenario.file), "name": .string(scenario.name), "source": .string(scenario.source), "app": .string(scenario.profile.name),
      "state": .string(scenario.state.rawValue), "passed": .bool(result.passed), "steps": .array(steps), "expectations": .array(expectations),
      "tracked": .array(result.world.tracked.map(TraceReport.trackedJSON)),
      "findings": .array(
        result.findings.map { .object(["id": .string($0.id), "severity": .string($0.severity.rawValue), "message": .string($0.message)]) }),
      "error": .null,
    ])
  }

  // MARK: - JUnit

  /// One test suite per scenario file, one test case per expectation (with file and line); a file
  /// that cannot be read is an `<error>` case.
  public static func junit(_ outcomes: [Outcome]) -> String {
    let ran = outcomes.compactMap { if case .ran(let result) = $0 { result } else { nil } }
    let total = ran.map(\.checks.count).reduce(0, +) + (outcomes.count - ran.count)
    let failures = ran.flatMap(\.checks).filter { !$0.passed }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="pushsim run" tests="\#(total)" failures="\#(failures)" errors="\#(outcomes.count - ran.count)">"#,
    ]
    for outcome in outcomes {
      let file = LintReport.xml(outcome.file)
      switch outcome {
      case .failed(let error):
        lines.append(#"  <testsuite name="\#(file)" tests="1" failures="0" errors="1" skipped="0">"#)
        lines.append(#"    <testcase classname="pushsim.run" name="\#(file)" file="\#(file)" line="\#(error.location?.line ?? 1)">"#)
        lines.append(#"      <error message="\#(LintReport.xml(error.message))" type="input">\#(LintReport.xml(error.line))</error>"#)
        lines += ["    </testcase>", "  </testsuite>"]
      case .ran(let result):
        let failed = result.checks.filter { !$0.passed }.count
        lines.append(#"  <testsuite name="\#(file)" tests="\#(result.checks.count)" failures="\#(failed)" errors="0" skipped="0">"#)
        let classname = LintReport.xml(result.scenario.name)
        for entry in result.entries {
          for check in entry.checks {
            let name = LintReport.xml("\(at(entry, in: result)): \(check.expectation.text)")
            let line = check.expectation.location?.line ?? 1
            let open = #"    <testcase classname="\#(classname)" name="\#(name)" file="\#(file)" line="\#(line)" time="0""#
            if check.passed {
              lines.append(open + "/>")
            } else {
              lines.append(open + ">")
              let message = LintReport.xml("expected \(check.expectation.text); \(check.actual)")
              let rule = check.rule.isEmpty ? "" : " [\(check.rule)]"
              lines.append(
                #"      <failure message="\#(message)" type="expectation">\#(LintReport.xml(place(result.scenario.file, check.expectation.location) + ": " + check.actual + rule))</failure>"#
              )
              lines.append("    </testcase>")
            }
          }
        }
        lines.append("  </testsuite>")
      }
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }
}
