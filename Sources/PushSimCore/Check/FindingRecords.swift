/// Every part's findings as the one neutral record (DESIGN.md §6): wiring findings, scenario expectations that do not
/// hold, and (in `TemplateCheck`) templates through the app. One writer per format then writes them all.
public enum FindingRecords {
  /// A wiring finding; one without a place (the code holds nothing to point at) stands at line 1 of `fallbackFile`.
  /// `bytes`: the source files' text, to count the column in code points as every report does (the code model counts
  /// UTF-8 bytes).
  public static func wiring(_ finding: WiringFinding, fallbackFile: String, bytes: [String: [UInt8]] = [:]) -> Diagnostic {
    var diagnostic = Diagnostic(
      file: finding.place?.file ?? fallbackFile, rule: finding.rule, severity: finding.severity, message: finding.message, pointer: .root,
      line: finding.place?.line ?? 1, column: finding.place.map { column($0, bytes) } ?? 1)
    diagnostic.part = .wiring
    return diagnostic
  }

  /// The code-point column of a place in the code model (UTF-8 byte columns).
  static func column(_ place: CodePlace, _ bytes: [String: [UInt8]]) -> Int {
    bytes[place.file].map { WiringReport.codePointColumn(place, in: $0) } ?? place.column
  }

  /// Each expectation of a scenario that does not hold whatever the app's undecided conditions answer, at the
  /// expectation's line: what it expected, what happened, and the rule behind what happened. (One that holds with some
  /// answer is no error: `undecided` gives it.)
  /// `file`: the scenario as reports name it (relative to the repository root).
  public static func scenario(_ result: ScenarioResult, file: String? = nil) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for entry in result.entries {
      for check in entry.checks where check.fails {
        let at = ScenarioReport.at(entry, in: result)
        let behind = check.rule.isEmpty ? "" : " [\(check.rule)]"
        var diagnostic = Diagnostic(
          file: file ?? result.scenario.file, rule: SimRule.checkScenarioExpectation.id, severity: .error,
          message: "\(result.scenario.name) \(at): expected \(check.expectation.text), got \(check.actual)\(behind)", pointer: .root,
          line: check.expectation.location?.line ?? 1, column: check.expectation.location?.column ?? 1)
        diagnostic.part = .scenario
        found.append(diagnostic)
      }
    }
    return found
  }

  /// Each expectation of a scenario whose outcome another answer of the app's undecided conditions turns
  /// (`ScenarioResult.Check.undecided`): no error, a verdict said at the condition.
  public static func undecided(_ result: ScenarioResult, file: String? = nil) -> [UndecidedVerdict] {
    result.entries.flatMap { entry in
      entry.checks.filter { !$0.undecided.isEmpty }.map { check in
        UndecidedVerdict(
          kind: .scenario, file: file ?? result.scenario.file, line: check.expectation.location?.line ?? 1,
          column: check.expectation.location?.column ?? 1,
          question:
            "whether \(check.expectation.text) holds \(ScenarioReport.at(entry, in: result)) (with the answers the trace assumes, \(check.passed ? "it does" : "got " + check.actual))",
          conditions: check.undecided)
      }
    }
  }
}
