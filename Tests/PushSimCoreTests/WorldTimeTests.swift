import Testing

@testable import PushSimCore

/// Sub-second time (issue 34 item 2): the duration parser, the clock in milliseconds printed in seconds, SDK timers in
/// the world's timeline, and single-shot commands that settle. Each expectation comes from its source: the issue's forms
/// (`"750ms"`, `"0.5s"`, `0.5`), OneSignal's launch URL 0.5 s + 0.25 s after the tap after the click listener
/// (sdk-behaviour-more.md §1 facts 12, 17), CleverTap's flush 1 s after the last event, re-scheduled by each event
/// (§4 fact 8: `cancelPreviousPerformRequestsWithTarget:` then `afterDelay:CLTAP_PUSH_DELAY_SECONDS`), ~30 s of
/// background time (ios-delivery.md G4).
@Suite struct WorldTimeTests {
  static let oneSignalURL = "https://shop.example.com/sale/shoes"
  static let oneSignalPush =
    #"{"aps": {"alert": {"title": "Sale", "body": "Shoes"}}, "custom": {"i": "3f9c2a1e-5b7d-4e21-9c8a-0d1e2f3a4b5c", "u": "https://shop.example.com/sale/shoes"}}"#
  static func cleverTapPush(_ id: String) -> String {
    #"{"aps": {"alert": {"title": "Offer", "body": "Dessert"}}, "wzrk_acct_id": "TEST-123", "wzrk_id": "\#(id)", "wzrk_pivot": "wzrk_default"}"#
  }

  static func parse(_ value: JSONValue) -> Int? { try? WorldTime.milliseconds(from: value).get() }
  static func problem(_ value: JSONValue) -> String? {
    if case .failure(let problem) = WorldTime.milliseconds(from: value) { return problem.message }
    return nil
  }

  static func device(_ name: String, _ state: AppState, set: [String] = []) throws -> Device {
    var profile = try #require(BuiltinProfiles.named(name))
    for assignment in set { try profile.apply(assignment: assignment) }
    return Device(world: World.starting(in: state, profile: profile))
  }

  static func steps(_ device: Device, _ call: String) -> [TraceStep] { device.steps.filter { $0.call == call } }

  // MARK: The parser

  @Test func everyFormTheIssueNamesReadsInMilliseconds() {
    #expect(Self.parse(.integer(90)) == 90_000)
    #expect(Self.parse(.real(0.5)) == 500)
    #expect(Self.parse(.string("750ms")) == 750)
    #expect(Self.parse(.string("0.5s")) == 500)
    #expect(Self.parse(.string("30s")) == 30_000)
    #expect(Self.parse(.string("5m")) == 300_000)
    #expect(Self.parse(.string("1.5m")) == 90_000)
    #expect(Self.parse(.string("2h")) == 7_200_000)
    #expect(Self.parse(.string("1d")) == 86_400_000)
    #expect(Self.parse(.string("0.001s")) == 1)
    #expect(Self.parse(.integer(0)) == 0)
    #expect(Self.parse(.string("366d")) == 366 * 86_400_000)
  }

  @Test func badTextIsRefusedWithTheNearestForm() {
    #expect(Self.problem(.string("0.5 s"))?.contains(#"did you mean "0.5s"?"#) == true)
    #expect(Self.problem(.string("500 milliseconds"))?.contains(#"did you mean "500ms"?"#) == true)
    #expect(Self.problem(.string("2 Hours"))?.contains(#"did you mean "2h"?"#) == true)
    #expect(Self.problem(.string("0.5"))?.contains(#"did you mean "0.5s"?"#) == true)
    for refused: JSONValue in [
      .string("-1s"), .string("1w"), .string(""), .string("s"), .string("1.s"), .string(".5s"), .string("0.0005s"), .string("367d"),
      .string("999999999999d"), .string("9999999999999s"), .real(0.0005), .real(-1), .integer(-1), .real(.infinity), .bool(true), .null,
    ] {
      #expect(Self.problem(refused) != nil, "\(refused)")
    }
    // The message names every form, one line.
    let message = Self.problem(.string("soon")) ?? ""
    #expect(message.contains(#""750ms""#) && message.contains("0.5") && !message.contains("\n"))
  }

  @Test func hugeValuesAreRefusedAndClockSumsSaturate() {
    #expect(Self.parse(.integer(Int64.max)) == nil)
    #expect(Self.parse(.real(1e300)) == nil)
    #expect(WorldTime.after(Int.max - 1, 10) == Int.max)
    #expect(WorldTime.milliseconds(seconds: Int.max) == Int.max)
  }

  // MARK: Seconds out

  @Test func aWholeSecondPrintsAsBeforeAndAFractionAsADecimal() {
    #expect(WorldTime.seconds(30_000) == "30")
    #expect(WorldTime.seconds(0) == "0")
    #expect(WorldTime.seconds(750) == "0.75")
    #expect(WorldTime.seconds(1_500) == "1.5")
    #expect(WorldTime.seconds(1) == "0.001")
    #expect(WorldTime.json(30_000) == .integer(30))
    #expect(WorldTime.json(750) == .real(0.75))
    #expect(WorldTime.label(90_000) == "90s")
    #expect(WorldTime.label(750) == "750ms")
    #expect(WorldTime.label(1_500) == "1.5s")
  }

  // MARK: Timers

  @Test func timersRunInDueOrderAndSameTimesInSchedulingOrder() {
    var timers = WorldTimers()
    timers.schedule(due: 500, owner: "a", action: "x", argument: "first at 500", notification: nil)
    timers.schedule(due: 100, owner: "b", action: "x", argument: "at 100", notification: nil)
    timers.schedule(due: 500, owner: "c", action: "x", argument: "second at 500", notification: nil)
    timers.schedule(due: 2_000, owner: "d", action: "x", argument: "later", notification: nil)
    var ran: [String] = []
    while let timer = timers.popDue(upTo: 1_000) { ran.append(timer.argument) }
    #expect(ran == ["at 100", "first at 500", "second at 500"])
    #expect(timers.pending.map(\.argument) == ["later"])
    timers.cancel(owner: "d", action: "x")
    #expect(timers.nextDue == nil)
    #expect(timers.popDue(upTo: 5_000) == nil, "a cancelled timer never runs")
    // A timer scheduled after the cancel is live.
    timers.schedule(due: 3_000, owner: "d", action: "x", argument: "again", notification: nil)
    #expect(timers.popDue(upTo: 5_000)?.argument == "again")
  }

  /// Facts 12, 17: the launch URL is scheduled at the tap, the click listener fires, and the URL opens 0.75 s later.
  @Test func oneSignalOpensTheLaunchURLThreeQuartersOfASecondAfterTheTap() throws {
    let device = try Self.device("onesignal", .background)
    device.apply(try WorldTests.push(Self.oneSignalPush))
    device.apply(.tap(id: nil, action: nil))
    let open = "UIApplication.open(\(Self.oneSignalURL))"
    #expect(device.world.screen.opened == "app")
    #expect(Self.steps(device, open).isEmpty)
    device.apply(.advance(milliseconds: 749))
    #expect(Self.steps(device, open).isEmpty, "0.5 s + 0.25 s: not before 750 ms")
    #expect(device.world.screen.opened == "app")
    device.apply(.advance(milliseconds: 1))
    #expect(device.world.screen.opened == Self.oneSignalURL)
    #expect(Self.steps(device, open).map(\.time) == [750])
    let click = try #require(device.steps.firstIndex { $0.call == "onClick(event:)" })
    let opened = try #require(device.steps.firstIndex { $0.call == open })
    #expect(click < opened, "fact 12: the app callback fires before the delayed open")
  }

  @Test func aTimerRunsAtItsDueTimeInsideALongerAdvance() throws {
    let device = try Self.device("onesignal", .foreground)
    device.apply(try WorldTests.push(Self.oneSignalPush))
    device.apply(.tap(id: nil, action: nil))
    device.apply(.advance(seconds: 5))
    #expect(Self.steps(device, "UIApplication.open(\(Self.oneSignalURL))").map(\.time) == [750])
    #expect(device.world.clock == 5_000)
  }

  @Test func aKillDropsThePendingTimers() throws {
    let device = try Self.device("onesignal", .background)
    device.apply(try WorldTests.push(Self.oneSignalPush))
    device.apply(.tap(id: nil, action: nil))
    #expect(device.world.timers.pending.count == 1)
    device.apply(.kill)
    device.apply(.advance(seconds: 1))
    #expect(device.world.timers.pending.isEmpty)
    #expect(!device.steps.contains { $0.call.hasPrefix("UIApplication.open(") })
  }

  /// Fact 8: each event cancels the pending flush and schedules one 1 s later, so a second tap at 0.5 s moves the flush
  /// from 1 s to 1.5 s.
  @Test func cleverTapsFlushMovesToOneSecondAfterTheLastEvent() throws {
    let device = try Self.device("clevertap", .foreground)
    device.apply(try WorldTests.push(Self.cleverTapPush("1"), id: "one"))
    device.apply(.tap(id: "one", action: nil))
    device.apply(.advance(milliseconds: 500))
    device.apply(try WorldTests.push(Self.cleverTapPush("2"), id: "two"))
    device.apply(.tap(id: "two", action: nil))
    let clicks = { device.world.tracked.filter { $0.sdk == "clevertap" && $0.event == "Notification Clicked" }.map(\.status) }
    #expect(clicks() == ["queued", "queued"])
    device.apply(.advance(milliseconds: 600))
    #expect(clicks() == ["queued", "queued"], "at 1.1 s the flush of the first event was re-scheduled")
    device.apply(.advance(milliseconds: 400))
    #expect(clicks() == ["sent", "sent"])
    #expect(Self.steps(device, "flushes the queue").map(\.time) == [1_500])
  }

  /// sdk-behaviour.md §2.5 (popup row): content that arrives while the app is not active is tried again every 0.2 s,
  /// up to 8 times, then stored and shown at the next foreground.
  @Test func netmeraRetriesAPopupEveryFifthOfASecondWhileTheAppIsCovered() throws {
    let shown = { (device: Device) in device.steps.filter { $0.call == "shows in-app content" }.map(\.time) }
    let stored = { (device: Device) in device.steps.filter { $0.call.hasPrefix("stores the in-app") }.map(\.time) }
    let soon = try Self.device("netmera", .foreground)
    soon.apply(.interrupt)
    soon.apply(try WorldTests.push(WorldTests.netmeraPopup))
    #expect(shown(soon).isEmpty)
    soon.apply(.resume)
    soon.apply(.advance(milliseconds: 199))
    #expect(shown(soon).isEmpty, "the next attempt is 0.2 s after the first")
    soon.apply(.advance(milliseconds: 1))
    #expect(shown(soon) == [200])
    let late = try Self.device("netmera", .foreground)
    late.apply(.interrupt)
    late.apply(try WorldTests.push(WorldTests.netmeraPopup))
    late.apply(.advance(seconds: 5))
    #expect(shown(late).isEmpty)
    #expect(stored(late) == [1_600], "eight attempts 0.2 s apart, then stored")
    late.apply(.resume)
    #expect(shown(late) == [5_000])
  }

  // MARK: The clock in milliseconds

  /// ios-delivery.md G4: about 30 s of background time after a wake.
  @Test func theBackgroundSuspensionComesAtThirtySeconds() throws {
    let silent = #"{"aps": {"content-available": 1}}"#
    let short = try Self.device("plain", .background)
    short.apply(try WorldTests.push(silent))
    #expect(short.world.process == .background)
    short.apply(.advance(milliseconds: 29_999))
    #expect(short.world.process == .background)
    let long = try Self.device("plain", .background)
    long.apply(try WorldTests.push(silent))
    long.apply(.advance(seconds: 30))
    #expect(long.world.process == .suspended)
  }

  // MARK: Single-shot commands settle

  @Test func aTapShowsTheLaunchURLAndMarksWhenItOpened() throws {
    let profile = try #require(BuiltinProfiles.named("onesignal"))
    let payload = Payload(document: try JSONParser().parse(Self.oneSignalPush))
    let input = IOSModel.Input(
      file: "p.json", payload: payload, classification: Classifier.standard.classify(payload), profile: profile, appChoice: "onesignal",
      state: .background, event: .tap(action: nil))
    let trace = IOSModel().simulate(input)
    #expect(trace.ui.opened == Self.oneSignalURL)
    let open = try #require(trace.steps.first { $0.call == "UIApplication.open(\(Self.oneSignalURL))" })
    #expect(open.time == 750)
    #expect(trace.world?.clock == 750, "the clock stops at the last timer, not at the window's end")
    #expect(TraceReport.text(trace, style: .plain, verbose: true).contains("+0.75 s: the launch URL"))
    // JSON: a time only on the step the timer wrote.
    let steps = trace.steps.map { TraceReport.stepJSON($0, reference: 0) }
    #expect(steps.filter { $0["time"] != nil } == [TraceReport.stepJSON(open, reference: 0)])
    #expect(TraceReport.stepJSON(open, reference: 0)["time"] == .real(0.75))
  }

  @Test func theSampleOpensTheURLOnlyAfterThreeQuartersOfASecond() throws {
    let result = try ScenarioRunner.run(try ScenarioTests.scenario("onesignal-launch-url-timing.json"))
    #expect(result.entries.map(\.time) == [0, 0, 0, 500, 500, 750, 750])
    #expect(result.checks.filter { !$0.passed }.isEmpty)
    #expect(result.checks.count == 7)
  }
}
