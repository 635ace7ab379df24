import Foundation
import Testing

@testable import PushSimCore

/// Issue 32 item 2 (DESIGN.md §7, "decided, or said to be undecided"): a verdict is decided only when no answer of the
/// app's undecided routing conditions could change it. The app is the manual Mapp integration of seeds/000: the app
/// forwards a tap to Mapp under its own condition ("Identify Mapp Notifications"), and a tap Mapp never sees is never
/// counted as a click ("Forward Notification Taps"). Its condition is undecided when pushsim cannot read it.
@Suite struct UndecidedVerdictTests {
  static let template = ScenarioTests.folder.appendingPathComponent("../payloads/mapp-deeplink.json").standardized.path

  /// mapp-manual with its routing replaced: entries as `app.routing` writes them.
  static func app(sdks: [String] = ["mapp"], routing: String, hold: Bool = true) throws -> CheckApp {
    var profile = try #require(BuiltinProfiles.named("mapp-manual"))
    try profile.set("app.sdks", .array(sdks.map(JSONValue.string)))
    try profile.set("app.routing", try JSONParser().parse(routing).value)
    try profile.set("app.unknownConditionsHold", .bool(hold))
    return CheckApp(profile: profile, choice: "the test app")
  }

  static func verdicts(_ path: String = template, app: CheckApp) throws -> TemplateCheck.Verdicts {
    let loaded = try ScenarioTests.inputs.load(path).get()
    let classification = Classifier.standard.classify(loaded.payload)
    return TemplateCheck.check(
      file: "mapp-deeplink.json", payload: loaded.payload, classification: classification, app: app,
      locate: loaded.document.sourceMap.location(of:))
  }

  static let unknownMapp =
    #"[{"sdk": "mapp", "when": {"unknown": "isMapp(userInfo)"}, "at": "App/AppDelegate.swift:31:7", "code": "isMapp(userInfo)"}]"#

  /// Each consultation is its own unknown: every path through the consultations is run once, whatever the answers
  /// lead to (here a true first answer ends the run, a false one asks twice more).
  @Test func explorationRunsEveryPathOnce() {
    var runs: [[Bool]] = []
    let explored = UndecidedExploration.leaves { fixed -> (result: [Bool], answers: [Bool]?) in
      var answers: [Bool] = []
      func ask() -> Bool {
        let answer = answers.count < fixed.count ? fixed[answers.count] : true
        answers.append(answer)
        return answer
      }
      if !ask() {
        _ = ask()
        _ = ask()
      }
      runs.append(answers)
      return (answers, answers)
    }
    #expect(explored.complete)
    #expect(Set(explored.results) == [[true], [false, true, true], [false, true, false], [false, false, true], [false, false, false]])
    #expect(explored.results.count == 5)
    #expect(runs.first == [true], "the first run takes the default answers")
  }

  /// Past the budget the answers are not all known: the exploration says it is incomplete.
  @Test func explorationPastItsBudgetIsIncomplete() {
    let explored = UndecidedExploration.leaves { fixed -> (result: Int, answers: [Bool]?) in
      let answers = (0..<5).map { $0 < fixed.count ? fixed[$0] : true }
      return (0, answers)
    }
    #expect(!explored.complete)
    #expect(explored.results.count == UndecidedExploration.maxRuns)
  }

  /// The world keeps each consultation: the entry, its code, its place, the push, and the answer the switch gave.
  @Test func theWorldRecordsEachConsultation() throws {
    for hold in [true, false] {
      let app = try Self.app(routing: Self.unknownMapp, hold: hold)
      let loaded = try ScenarioTests.inputs.load(Self.template).get()
      let trace = IOSModel().simulate(
        IOSModel.Input(
          file: "mapp-deeplink.json", payload: loaded.payload, classification: Classifier.standard.classify(loaded.payload), profile: app.profile,
          appChoice: app.choice, state: .background, event: .tap(action: nil)))
      let consulted = trace.world?.undecided ?? []
      #expect(consulted.count == 1)
      #expect(consulted.first?.sdk == "mapp" && consulted.first?.code == "isMapp(userInfo)" && consulted.first?.at == "App/AppDelegate.swift:31:7")
      #expect(consulted.first?.assumed == hold && consulted.first?.notification == "n1")
      // The trace still shows one answer (the switch's), and the click follows from it.
      #expect(trace.tracked.contains { $0.sdk == "mapp" && $0.event == "click" } == hold)
    }
  }

  /// Not counted when the condition is false, counted when it holds: no error, one undecided verdict naming it.
  @Test func aTapLostWithOneAnswerOnlyIsNoError() throws {
    for hold in [true, false] {
      let verdicts = try Self.verdicts(app: try Self.app(routing: Self.unknownMapp, hold: hold))
      #expect(verdicts.findings.isEmpty, "\(verdicts.findings.map(\.message))")
      let undecided = try #require(verdicts.undecided)
      #expect(undecided.conditions.map(\.code) == ["isMapp(userInfo)"])
      #expect(undecided.question.contains("counted by the Mapp Engage SDK"), "\(undecided.question)")
    }
  }

  /// The same app with the condition decided false for this push (it tests a key the template lacks): an error.
  @Test func aDecidedConditionStillAccuses() throws {
    let verdicts = try Self.verdicts(app: try Self.app(routing: #"[{"sdk": "mapp", "when": {"has": "provider"}, "code": "isMapp(userInfo)"}]"#))
    #expect(verdicts.findings.map(\.rule) == ["check-template-not-counted"])
    #expect(verdicts.findings.first?.severity == .error)
    #expect(verdicts.undecided == nil)
  }

  /// An undecided condition before a decided one: whether Grovs claims the push or not, Mapp's own condition is false
  /// for it (Grovs hands a push that is not its own on, seeds/004), so the tap is lost with every answer: an error, and
  /// it says the answer does not matter.
  @Test func aTapLostWithEveryAnswerIsAnError() throws {
    let app = try Self.app(
      sdks: ["grovs", "mapp"],
      routing:
        #"[{"sdk": "grovs", "when": {"unknown": "isGrovs(userInfo)"}, "code": "isGrovs(userInfo)"}, {"sdk": "mapp", "when": {"has": "provider"}}]"#)
    let verdicts = try Self.verdicts(app: app)
    #expect(verdicts.findings.map(\.rule) == ["check-template-not-counted"])
    #expect(verdicts.findings.first?.message.contains("whichever way the app's undecided condition isGrovs(userInfo) answers") == true)
    #expect(verdicts.undecided == nil)
  }

  /// A scenario expecting the click: it fails with one answer and holds with the other, so it is no failure; with the
  /// condition decided false it fails.
  @Test func aScenarioExpectationThatAnAnswerTurnsIsNoFailure() throws {
    func scenario(_ routing: String) throws -> ScenarioResult {
      try ScenarioExpectationTests.run(
        #"{"schema": "pushsim.scenario/1", "app": "mapp-manual", "set": {"app.unknownConditionsHold": false, "app.routing": \#(routing)}, "state": "background", "steps": [{"deliver": "../payloads/mapp-deeplink.json", "id": "sale"}, {"tap": "sale"}], "expect": {"tracked": [{"sdk": "mapp", "event": "click"}]}}"#
      )
    }
    let undecided = try scenario(Self.unknownMapp)
    #expect(!undecided.passed && !undecided.failed)
    #expect(undecided.checks.first?.undecided.map(\.code) == ["isMapp(userInfo)"])
    #expect(FindingRecords.scenario(undecided).isEmpty)
    #expect(FindingRecords.undecided(undecided).map(\.kind) == [.scenario])
    let decided = try scenario(#"[{"sdk": "mapp", "when": {"has": "provider"}}]"#)
    #expect(decided.failed)
    #expect(FindingRecords.scenario(decided).map(\.rule) == ["check-scenario-expectation"])
    #expect(FindingRecords.undecided(decided).isEmpty)
  }

  /// One warning per condition, at the condition's line, naming every verdict it decides.
  @Test func eachConditionIsSaidOnceAtItsLine() {
    func condition(_ code: String, _ at: String?) -> ConsultedCondition {
      ConsultedCondition(sdk: "mapp", code: code, at: at, unknowns: [code], notification: "n1", assumed: true)
    }
    let first = condition("isMapp(userInfo)", "App/AppDelegate.swift:31:7")
    let second = condition("isPromo(userInfo)", nil)
    let verdicts = [
      UndecidedVerdict(kind: .template, file: "templates/a.json", line: 3, column: 5, question: "whether a", conditions: [first]),
      UndecidedVerdict(kind: .scenario, file: "scenarios/b.json", line: 12, column: 17, question: "whether b", conditions: [first, second]),
    ]
    let warnings = UndecidedVerdict.findings(verdicts)
    #expect(warnings.count == 2)
    #expect(warnings.allSatisfy { $0.rule == "check-condition-undecided" && $0.severity == .warning })
    #expect(warnings[0].file == "App/AppDelegate.swift" && warnings[0].line == 31 && warnings[0].column == 7)
    #expect(warnings[0].message.contains("templates/a.json: whether a") && warnings[0].message.contains("scenarios/b.json:12: whether b"))
    // No place in the profile: it stands where the first verdict it decides would have.
    #expect(warnings[1].file == "scenarios/b.json" && warnings[1].line == 12 && !warnings[1].message.contains("templates/a.json"))
  }
}

/// `pushsim run`'s own reports say an expectation that an answer turns is undecided and count it as no failure.
@Suite struct UndecidedRunReportTests {
  @Test func runReportsSayUndecidedAndDoNotFail() throws {
    let result = try ScenarioExpectationTests.run(
      #"{"schema": "pushsim.scenario/1", "app": "mapp-manual", "set": {"app.unknownConditionsHold": false, "app.routing": \#(UndecidedVerdictTests.unknownMapp)}, "state": "background", "steps": [{"deliver": "../payloads/mapp-deeplink.json", "id": "sale"}, {"tap": "sale"}], "expect": {"tracked": [{"sdk": "mapp", "event": "click"}]}}"#
    )
    let text = ScenarioReport.text([.ran(result)], style: .plain)
    #expect(text.contains("UNDECIDED") && !text.contains("FAIL"), "\(text)")
    #expect(text.contains("1 scenario run, 0 failed; expectations: 0 held, 0 did not, 1 undecided"), "\(text)")
    let json = try JSONParser().parse(ScenarioReport.json([.ran(result)])).value
    #expect(json.value(at: "/summary/failedScenarios") == .integer(0))
    #expect(json.value(at: "/summary/undecided") == .integer(1))
    #expect(json.value(at: "/results/0/expectations/0/undecided") == .array([.string("isMapp(userInfo)")]))
    let junit = ScenarioReport.junit([.ran(result)])
    #expect(junit.contains(#"failures="0""#) && junit.contains("<skipped message="), "\(junit)")
  }
}
