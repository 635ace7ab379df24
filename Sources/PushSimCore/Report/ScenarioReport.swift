#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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

  /// What an expectation that fails only with the assumed answers rests on ("" when decided).
  static func undecidedNote(_ check: ScenarioResult.Check) -> String {
    guard !check.passed, !check.fails else { return "" }
    let codes = check.undecided.map(\.code)
    return "; undecided: it rests on the app's condition\(codes.count == 1 ? "" : "s") \(codes.joined(separator: ", ")), which pushsim cannot decide"
  }

  static func at(_ entry: ScenarioResult.Entry, in result: ScenarioResult) -> String {
    entry.number == result.entries.count && entry.step.label == "expect at the end" ? "at the end" : "after step \(entry.number - 1)"
  }

  /// The counts a report ends with, kept as outcomes arrive (the outcomes themselves are not kept).
  struct Tally {
    var scenarios = 0
    var failedScenarios = 0
    var errors = 0
    var expectations = 0
    var failedExpectations = 0
    /// Expectations that fail with the answers pushsim assumes for the app's undecided conditions but hold with
    /// another: no failure (DESIGN.md §7).
    var undecidedExpectations = 0

    mutating func add(_ outcome: Outcome) {
      scenarios += 1
      switch outcome {
      case .failed:
        errors += 1
        failedScenarios += 1
      case .ran(let result):
        if result.failed { failedScenarios += 1 }
        expectations += result.checks.count
        failedExpectations += result.checks.filter(\.fails).count
        undecidedExpectations += result.checks.filter { !$0.passed && !$0.fails }.count
      }
    }
  }

  /// The reporter for `format` (`text` when unknown), writing to `out` as each scenario's outcome
  /// arrives: memory holds one scenario's result, not every result and the whole report (issue 11).
  static func reporter(_ format: String, out: TextOut, style: TextStyle = .plain) -> Reporter {
    switch format {
    case "json": JSONReporter(out)
    case "junit": JUnitReporter(out)
    default: TextReporter(out, style: style)
    }
  }

  /// One scenario's outcome at a time, then `finish` once.
  class Reporter {
    let out: TextOut
    private(set) var tally = Tally()

    init(_ out: TextOut) { self.out = out }

    func add(_ outcome: Outcome) {
      tally.add(outcome)
      write(outcome)
    }

    func write(_ outcome: Outcome) {}
    func finish() {}
  }

  static func render(_ format: String, _ outcomes: [Outcome], style: TextStyle = .plain) -> String {
    let (sink, text) = ReportSink.collecting()
    let reporter = reporter(format, out: sink, style: style)
    for outcome in outcomes { reporter.add(outcome) }
    reporter.finish()
    return text()
  }

  public static func text(_ outcomes: [Outcome], style: TextStyle) -> String { render("text", outcomes, style: style) }
  public static func json(_ outcomes: [Outcome]) -> String { render("json", outcomes) }
  public static func junit(_ outcomes: [Outcome]) -> String { render("junit", outcomes) }

  // MARK: - Text

  final class TextReporter: Reporter {
    let style: TextStyle

    init(_ out: TextOut, style: TextStyle) {
      self.style = style
      super.init(out)
    }

    private func line(_ text: String) { out.write(text + "\n") }

    override func write(_ outcome: Outcome) {
      guard case .ran(let result) = outcome else { return }
      let scenario = result.scenario
      line(style.bold(Visible.text(scenario.file)))
      var header = AlignedRows()
      for (index, line) in TraceReport.wrap(Visible.text(scenario.name), width: TraceReport.textWidth - 12).enumerated() {
        header.add(index == 0 ? "scenario" : "", line)
      }
      header.add("app", "\(Visible.text(scenario.profile.name)) (\(Visible.text(scenario.appChoice))) · starts \(scenario.state.rawValue)")
      if !scenario.source.isEmpty { header.add("source", Visible.text(scenario.source)) }
      for row in header.render(indent: "  ", style: style) { line(row) }
      line("")
      let timed = result.entries.contains { $0.time > 0 }
      for entry in result.entries {
        line(
          "  " + style.bold("\(entry.number). \(Visible.text(entry.step.label))") + (timed ? style.dim("  t=\(WorldTime.seconds(entry.time))s") : ""))
        for step in entry.steps {
          // A step an SDK timer wrote during an advance says when it happened.
          let mark = step.time == entry.time ? "" : "at t=\(WorldTime.seconds(step.time))s; "
          let text = mark + Visible.text(step.note)
          let note = text.isEmpty ? "" : " (" + text + ")"
          let rule = "  " + step.rule
          // Within 120 columns: the call and note are cut to leave room for the rule.
          let body = TraceReport.clip("\(step.actor.padded(to: 11)) \(Visible.text(step.call))\(note)", TraceReport.textWidth - 7 - rule.count)
          line("       " + body + style.dim(rule))
        }
      }
      line("")
      for entry in result.entries {
        for check in entry.checks {
          let mark = check.passed ? style.green("pass") : check.fails ? style.red("FAIL") : style.yellow("UNDECIDED")
          let rule = check.rule.isEmpty ? "" : " [\(check.rule)]"
          let text =
            Visible.text(
              "\(place(scenario.file, check.expectation.location)) \(at(entry, in: result)): \(check.expectation.text) — \(check.actual)"
                + undecidedNote(check)) + rule
          // Wrapped within 120 columns, continuation lines indented under the text.
          for (index, wrapped) in TraceReport.wrap(text, width: TraceReport.textWidth - 7).enumerated() {
            line(index == 0 ? "  \(mark) " + wrapped : "       " + wrapped)
          }
        }
      }
      let held = result.checks.filter(\.passed).count
      let undecided = result.checks.filter { !$0.passed && !$0.fails }.count
      line(
        "  " + (result.failed ? style.red("failed") : held == result.checks.count ? style.green("passed") : style.yellow("undecided"))
          + ": \(held) of \(result.checks.count) expectations hold" + (undecided == 0 ? "" : ", \(undecided) undecided"))
      line("")
    }

    override func finish() {
      let ran = tally.scenarios - tally.errors
      var summary = "\(ran) scenario\(ran == 1 ? "" : "s") run, \(tally.failedScenarios - tally.errors) failed"
      let held = tally.expectations - tally.failedExpectations - tally.undecidedExpectations
      summary += "; expectations: \(held) held, \(tally.failedExpectations) did not"
      if tally.undecidedExpectations > 0 {
        summary += ", \(tally.undecidedExpectations) undecided (they rest on an app condition pushsim cannot decide)"
      }
      if tally.errors > 0 { summary += "; \(tally.errors) could not be read" }
      line(summary)
    }
  }

  // MARK: - JSON

  /// `{"results": [...], "schema": ..., "summary": {...}}` (keys sorted, as `JSONWriter` writes
  /// them): each result is written when it arrives, its steps one by one.
  final class JSONReporter: Reporter {
    private var results = JSONElements(indent: 2)

    override init(_ out: TextOut) {
      super.init(out)
      out.write("{\n  \"results\": [")
    }

    override func write(_ outcome: Outcome) {
      switch outcome {
      case .failed(let error):
        results.append(
          .object([
            "file": .string(error.file), "passed": .bool(false),
            "error": .object([
              "message": .string(error.message), "line": error.location.map { .integer(Int64($0.line)) } ?? .null,
              "column": error.location.map { .integer(Int64($0.column)) } ?? .null,
            ]),
          ]), to: out)
      case .ran(let result):
        results.append(to: out) { ScenarioReport.writeResult(result, indent: 2, to: out) }
      }
    }

    override func finish() {
      let summary = JSONValue.object([
        "scenarios": .integer(Int64(tally.scenarios)), "failedScenarios": .integer(Int64(tally.failedScenarios)),
        "expectations": .integer(Int64(tally.expectations)),
        "passed": .integer(Int64(tally.expectations - tally.failedExpectations - tally.undecidedExpectations)),
        "failed": .integer(Int64(tally.failedExpectations)), "undecided": .integer(Int64(tally.undecidedExpectations)),
      ])
      out.write(
        JSONElements.close(count: results.count, indent: 2) + ",\n  \"schema\": " + JSONWriter().string(.string(schema)) + ",\n  \"summary\": "
          + JSONWriter().string(summary, indent: 1) + "\n}\n")
    }
  }

  static func location(_ location: SourceLocation?) -> [String: JSONValue] {
    ["line": location.map { .integer(Int64($0.line)) } ?? .null, "column": location.map { .integer(Int64($0.column)) } ?? .null]
  }

  /// One result object as `JSONWriter` would write it at `indent`, with its `steps` and
  /// `expectations` written element by element.
  static func writeResult(_ result: ScenarioResult, indent: Int, to out: TextOut) {
    let scenario = result.scenario
    let pad = "\n" + JSONElements.padding(indent + 1)
    var first = true
    func key(_ name: String) {
      out.write((first ? "{" : ",") + pad + "\"" + name + "\": ")
      first = false
    }
    func member(_ name: String, _ value: JSONValue) {
      key(name)
      out.write(JSONWriter().string(value, indent: indent + 1))
    }
    func array(_ name: String, _ write: (inout JSONElements) -> Void) {
      key(name)
      out.write("[")
      var elements = JSONElements(indent: indent + 2)
      write(&elements)
      out.write(JSONElements.close(count: elements.count, indent: indent + 2))
    }
    // In sorted key order.
    member("app", .string(scenario.profile.name))
    member("error", .null)
    array("expectations") { elements in
      for entry in result.entries {
        for check in entry.checks {
          var object = JSONObject([
            "step": .integer(Int64(entry.number)), "expected": .string(check.expectation.text), "actual": .string(check.actual),
            "passed": .bool(check.passed), "rule": .string(check.rule),
          ])
          if !check.undecided.isEmpty { object["undecided"] = .array(check.undecided.map { .string($0.code) }) }
          for (key, value) in location(check.expectation.location) { object[key] = value }
          elements.append(.object(object), to: out)
        }
      }
    }
    member("file", .string(scenario.file))
    member(
      "findings",
      .array(result.findings.map { .object(["id": .string($0.id), "severity": .string($0.severity.rawValue), "message": .string($0.message)]) }))
    member("name", .string(scenario.name))
    member("passed", .bool(result.passed))
    member("source", .string(scenario.source))
    member("state", .string(scenario.state.rawValue))
    array("steps") { elements in
      for entry in result.entries {
        var object = JSONObject([
          "number": .integer(Int64(entry.number)), "label": .string(entry.step.label), "time": WorldTime.json(entry.time),
          "trace": .array(
            entry.steps.map { TraceReport.stepJSON($0, reference: entry.time) }),
        ])
        for (key, value) in location(entry.step.location) { object[key] = value }
        elements.append(.object(object), to: out)
      }
    }
    array("tracked") { elements in
      for tracked in result.world.tracked { elements.append(TraceReport.trackedJSON(tracked), to: out) }
    }
    out.write("\n" + JSONElements.padding(indent) + "}")
  }

  // MARK: - JUnit

  /// One test suite per scenario file, one test case per expectation (with file and line); a file
  /// that cannot be read is an `<error>` case. The counts lead the document, so the suites wait in
  /// a `Spill` until the end.
  final class JUnitReporter: Reporter {
    private let suites = Spill()

    private func line(_ text: String) { suites.write(text + "\n") }

    override func write(_ outcome: Outcome) {
      let file = LintReport.xml(outcome.file)
      switch outcome {
      case .failed(let error):
        line(#"  <testsuite name="\#(file)" tests="1" failures="0" errors="1" skipped="0">"#)
        line(#"    <testcase classname="pushsim.run" name="\#(file)" file="\#(file)" line="\#(error.location?.line ?? 1)">"#)
        line(#"      <error message="\#(LintReport.xml(error.message))" type="input">\#(LintReport.xml(error.line))</error>"#)
        line("    </testcase>")
        line("  </testsuite>")
      case .ran(let result):
        let failed = result.checks.filter(\.fails).count
        let skipped = result.checks.filter { !$0.passed && !$0.fails }.count
        line(#"  <testsuite name="\#(file)" tests="\#(result.checks.count)" failures="\#(failed)" errors="0" skipped="\#(skipped)">"#)
        let classname = LintReport.xml(result.scenario.name)
        for entry in result.entries {
          for check in entry.checks {
            let name = LintReport.xml("\(at(entry, in: result)): \(check.expectation.text)")
            let number = check.expectation.location?.line ?? 1
            let open = #"    <testcase classname="\#(classname)" name="\#(name)" file="\#(file)" line="\#(number)" time="0""#
            if check.passed {
              line(open + "/>")
            } else if !check.fails {
              // Neither held nor failed: it rests on the app's undecided conditions.
              line(open + ">")
              line(#"      <skipped message="\#(LintReport.xml(check.actual + undecidedNote(check)))"/>"#)
              line("    </testcase>")
            } else {
              line(open + ">")
              let message = LintReport.xml("expected \(check.expectation.text); \(check.actual)")
              let rule = check.rule.isEmpty ? "" : " [\(check.rule)]"
              line(
                #"      <failure message="\#(message)" type="expectation">\#(LintReport.xml(place(result.scenario.file, check.expectation.location) + ": " + check.actual + rule))</failure>"#
              )
              line("    </testcase>")
            }
          }
        }
        line("  </testsuite>")
      }
    }

    override func finish() {
      out.write(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
      let total = tally.expectations + tally.errors
      out.write(#"<testsuites name="pushsim run" tests="\#(total)" failures="\#(tally.failedExpectations)" errors="\#(tally.errors)">"# + "\n")
      suites.drain(into: out)
      out.write("</testsuites>\n")
    }
  }
}
