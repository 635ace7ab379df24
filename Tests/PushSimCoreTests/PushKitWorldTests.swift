import Foundation
import Testing

@testable import PushSimCore

/// VoIP and push-to-talk pushes on one world, each test from Apple's sentences (docs/sources.md):
/// - Apple PKPushType.voip: "For apps linked against the iOS 13 SDK or later, the system terminates your app if you fail
///   to report these notifications to CallKit. If your app repeatedly fails to report VoIP notifications to CallKit, the
///   system stops launching your app for VoIP push notifications."
/// - Apple Responding to VoIP Notifications: PushKit "doesn't require your app to be running to receive calls"; CallKit
///   "operates the system's call-related UIs, including the incoming or outgoing call screens".
/// - Apple Creating a Push to Talk app: "The token isn't active until a person joins the channel"; "the system starts
///   the app in the background and calls incomingPushResult".
@Suite struct PushKitWorldTests {
  /// A VoIP call invitation: the app's own keys, no `aps` (PushKit hands the app the whole dictionary).
  static let call = #"{"call": {"uuid": "5C4E3D2B-1A09-4F8E-B7D6-C5B4A3928170", "handle": "+442079460000"}}"#
  static let talk = #"{"activeSpeaker": "Ada", "channel": "ops"}"#

  static func push(_ json: String, as type: PushType) throws -> WorldEvent {
    let payload = Payload(document: try JSONParser().parse(json))
    return .deliver(PushMessage(file: "p.json", payload: payload, classification: Classifier.standard.classify(payload), pushType: type))
  }

  static func device(_ state: AppState, set: [String] = []) throws -> Device {
    try WorldTests.device(BuiltinProfiles.plain, state, set: set)
  }

  static let callback = "pushRegistry(_:didReceiveIncomingPushWith:for:completion:)"

  static func calls(_ device: Device, _ call: String) -> Int { device.steps.filter { $0.call == call }.count }
  static func found(_ device: Device, _ rule: SimRule) -> [SimFinding] { device.findings.filter { $0.id == rule.id } }

  // MARK: - Registered or not

  /// No PKPushRegistry for .voIP, no VoIP token: the server has nothing to send to, so nothing happens on the device.
  @Test func anAppWithoutPushKitGetsNothing() throws {
    let device = try Self.device(.terminated)
    device.apply(try Self.push(Self.call, as: .voip))
    #expect(Self.calls(device, Self.callback) == 0)
    #expect(device.world.process == .notRunning)
    #expect(device.world.launches == 1, "not launched again")
    #expect(Self.found(device, .iosVoipNoToken).map(\.severity) == [.warning])
    #expect(device.world.pushKit.calls.isEmpty)
  }

  /// "doesn't require your app to be running to receive calls": a terminated app is launched in the background and its
  /// PushKit callback runs; with the call reported, CallKit shows it. No banner, no notification delegate.
  @Test func aRegisteredAppIsLaunchedAndItsReportedCallIsShown() throws {
    let device = try Self.device(.terminated, set: ["app.pushKit.voip=true"])
    device.apply(try Self.push(Self.call, as: .voip))
    #expect(device.world.process == .background)
    #expect(device.world.launches == 2)
    let order = device.steps.map(\.call)
    let launch = try #require(order.firstIndex(of: Callback.didFinishLaunching))
    let callback = try #require(order.firstIndex(of: Self.callback))
    let report = try #require(order.firstIndex(of: "CXProvider.reportNewIncomingCall(with:update:completion:)"))
    #expect(launch < callback && callback < report)
    #expect(device.steps[callback].actor == "app")
    #expect(device.world.pushKit.calls.map(\.notification) == ["n1"])
    #expect(!device.world.screen.banner && !device.world.screen.list)
    #expect(Self.calls(device, Callback.willPresent) == 0 && Self.calls(device, Callback.didReceiveRemoteNotification) == 0)
    #expect(device.findings.filter { $0.severity != .info }.isEmpty, "\(device.findings)")
  }

  /// A suspended app is woken, not launched again; a foreground app gets the callback and no banner.
  @Test func aSuspendedAppIsWokenAndAForegroundOneShowsNoBanner() throws {
    let suspended = try Self.device(.background, set: ["app.pushKit.voip=true"])
    suspended.apply(try Self.push(Self.call, as: .voip))
    #expect(suspended.world.process == .background)
    #expect(suspended.world.launches == 1)
    #expect(Self.calls(suspended, Self.callback) == 1)
    let foreground = try Self.device(.foreground, set: ["app.pushKit.voip=true"])
    foreground.apply(try Self.push(Self.call, as: .voip))
    #expect(foreground.world.process == .foreground)
    #expect(Self.calls(foreground, Callback.willPresent) == 0)
    #expect(!foreground.world.screen.banner)
    #expect(foreground.world.pushKit.calls.count == 1)
  }

  /// An app that has never been launched never ran the code that registers PushKit: no VoIP token yet.
  @Test func aNeverLaunchedAppHasNoVoIPToken() throws {
    let device = try Self.device(.neverLaunched, set: ["app.pushKit.voip=true"])
    device.apply(try Self.push(Self.call, as: .voip))
    #expect(device.world.process == .neverLaunched)
    #expect(Self.calls(device, Self.callback) == 0)
    #expect(!Self.found(device, .iosVoipNoToken).isEmpty)
  }

  // MARK: - The CallKit rule

  /// "the system terminates your app if you fail to report these notifications to CallKit": the process ends.
  @Test func anUnreportedPushGetsTheAppTerminated() throws {
    for report in ["never", "after-completion"] {
      let device = try Self.device(.background, set: ["app.pushKit.voip=true", "app.pushKit.callReport=\(report)"])
      device.apply(try Self.push(Self.call, as: .voip))
      #expect(Self.calls(device, Self.callback) == 1, "\(report)")
      #expect(device.world.process == .notRunning, "\(report)")
      #expect(device.world.pushKit.calls.isEmpty, "\(report)")
      #expect(device.world.pushKit.unreportedVoIPPushes == 1, "\(report)")
      #expect(Self.found(device, .iosVoipNoCallReport).map(\.severity) == [.error], "\(report)")
      #expect(!device.world.delegateAssigned, "in-memory state is gone (\(report))")
    }
  }

  /// Undecided (pushsim wiring could not tell): the trace assumes the call is reported, and says so in a warning.
  @Test func anUndecidedReportIsAWarningNeverAnError() throws {
    let device = try Self.device(.terminated, set: ["app.pushKit.voip=true", "app.pushKit.callReport=undecided"])
    device.apply(try Self.push(Self.call, as: .voip))
    #expect(Self.found(device, .iosVoipNoCallReport).map(\.severity) == [.warning])
    #expect(!device.findings.contains { $0.severity == .error })
    #expect(device.world.pushKit.calls.count == 1)
    #expect(device.world.process == .background)
  }

  /// "If your app repeatedly fails to report … the system stops launching your app": after ios.voipFailuresBeforeCutoff
  /// unreported pushes (3; Apple gives no number) later VoIP pushes do nothing, even once the app reports again.
  @Test func repeatedFailuresStopVoIPDelivery() throws {
    let device = try Self.device(.terminated, set: ["app.pushKit.voip=true", "app.pushKit.callReport=never"])
    for _ in 0..<2 { device.apply(try Self.push(Self.call, as: .voip)) }
    #expect(!device.world.pushKit.voipStopped)
    #expect(Self.found(device, .iosVoipStopped).isEmpty)
    device.apply(try Self.push(Self.call, as: .voip))
    #expect(device.world.pushKit.voipStopped)
    #expect(Self.found(device, .iosVoipStopped).first?.severity == .warning, "the count rests on pushsim's choice: never an error")
    device.apply(.set(path: "app.pushKit.callReport", value: .string("in-callback")))
    let launches = device.world.launches
    device.apply(try Self.push(Self.call, as: .voip))
    #expect(Self.calls(device, Self.callback) == 3)
    #expect(device.world.launches == launches)
    #expect(device.world.pushKit.calls.isEmpty)
    #expect(device.steps.last?.call == "does not deliver the VoIP push")
  }

  /// The cut-off is a switch: `1` stops after the first failure, `never` not at all.
  @Test func theCutoffIsAProfileSwitch() throws {
    let one = try Self.device(.terminated, set: ["app.pushKit.voip=true", "app.pushKit.callReport=never", "ios.voipFailuresBeforeCutoff=1"])
    one.apply(try Self.push(Self.call, as: .voip))
    #expect(one.world.pushKit.voipStopped)
    let never = try Self.device(.terminated, set: ["app.pushKit.voip=true", "app.pushKit.callReport=never", "ios.voipFailuresBeforeCutoff=never"])
    for _ in 0..<12 { never.apply(try Self.push(Self.call, as: .voip)) }
    #expect(!never.world.pushKit.voipStopped)
    #expect(Self.calls(never, Self.callback) == 12)
  }

  /// Apple does not say whether a force-quit app is launched: launches by default, not-launched on request (a warning).
  @Test func forceQuitFollowsItsSwitch() throws {
    let launched = try Self.device(.forceQuit, set: ["app.pushKit.voip=true"])
    launched.apply(try Self.push(Self.call, as: .voip))
    #expect(launched.world.process == .background)
    #expect(launched.world.pushKit.calls.count == 1)
    let lost = try Self.device(.forceQuit, set: ["app.pushKit.voip=true", "ios.callPushesAfterForceQuit=not-launched"])
    lost.apply(try Self.push(Self.call, as: .voip))
    #expect(lost.world.process == .forceQuit)
    #expect(Self.calls(lost, Self.callback) == 0)
    #expect(Self.found(lost, .iosCallPushForceQuit).map(\.severity) == [.warning])
  }

  /// A VoIP push's payload needs no aps; over 5120 bytes APNs refuses it (generating-a-remote-notification).
  @Test func theVoIPSizeLimitIs5120Bytes() throws {
    let filler = String(repeating: "x", count: 5000)
    let device = try Self.device(.foreground, set: ["app.pushKit.voip=true"])
    device.apply(try Self.push(#"{"note": "\#(filler)"}"#, as: .voip))
    #expect(Self.calls(device, Self.callback) == 1)
    let big = String(repeating: "x", count: 5200)
    let refused = try Self.device(.foreground, set: ["app.pushKit.voip=true"])
    refused.apply(try Self.push(#"{"note": "\#(big)"}"#, as: .voip))
    #expect(Self.calls(refused, Self.callback) == 0)
    #expect(refused.findings.contains { $0.id == SimRule.apnsSizeLimit.id })
  }

  // MARK: - Push to talk

  /// "The token isn't active until a person joins the channel": without a joined channel nothing is delivered.
  @Test func pushToTalkWithoutAChannelReachesNothing() throws {
    let device = try Self.device(.terminated)
    device.apply(try Self.push(Self.talk, as: .pushtotalk))
    #expect(Self.calls(device, "incomingPushResult(channelManager:channelUUID:pushPayload:)") == 0)
    #expect(device.world.process == .notRunning)
    #expect(Self.found(device, .iosPttNoChannel).map(\.severity) == [.warning])
  }

  /// "the system starts the app in the background and calls incomingPushResult"; the active participant is shown, and a
  /// `.leaveChannel` result leaves the channel so that the next push reaches nothing.
  @Test func pushToTalkStartsTheAppAndTakesItsResult() throws {
    let device = try Self.device(.terminated, set: ["app.pushToTalk.joined=true"])
    device.apply(try Self.push(Self.talk, as: .pushtotalk))
    #expect(device.world.process == .background)
    #expect(Self.calls(device, "incomingPushResult(channelManager:channelUUID:pushPayload:)") == 1)
    #expect(device.world.pushKit.activeSpeaker == "Ada")
    #expect(!device.world.screen.banner)
    device.apply(.set(path: "app.pushToTalk.pushResult", value: .string("leave-channel")))
    device.apply(try Self.push(Self.talk, as: .pushtotalk))
    #expect(device.world.pushKit.leftChannel)
    device.apply(try Self.push(Self.talk, as: .pushtotalk))
    #expect(Self.calls(device, "incomingPushResult(channelManager:channelUUID:pushPayload:)") == 2)
    #expect(!Self.found(device, .iosPttNoChannel).isEmpty)
  }

  // MARK: - The trace

  /// The trace's kind is the kind delivered: a payload without aps sent as voip is a VoIP push, not an empty one.
  @Test func theTraceKindIsTheDeliveredKind() throws {
    let payload = Payload(document: try JSONParser().parse(Self.call))
    var profile = BuiltinProfiles.plain
    try profile.apply(assignment: "apns.pushType=voip")
    let input = IOSModel.Input(
      file: "p.json", payload: payload, classification: Classifier.standard.classify(payload), profile: profile, appChoice: "plain",
      state: .terminated, event: .deliver)
    #expect(payload.kind == .empty)
    #expect(IOSModel().simulate(input).kind == .voip)
    try profile.apply(assignment: "apns.pushType=auto")
    let plain = IOSModel.Input(
      file: "p.json", payload: payload, classification: Classifier.standard.classify(payload), profile: profile, appChoice: "plain",
      state: .terminated, event: .deliver)
    #expect(IOSModel().simulate(plain).kind == .empty)
  }
}

/// The sample scenario states the CallKit rule over time, and it tests the model: with the cut-off switched off (or the
/// termination's world effect gone) it fails.
@Suite struct PushKitScenarioTests {
  @Test func theCallKitScenarioPassesAndFailsWithoutTheCutoff() throws {
    let scenario = try ScenarioTests.scenario("voip-callkit-report.json")
    let result = try ScenarioRunner.run(scenario)
    #expect(result.passed, "\(result.checks.filter { !$0.passed }.map { "\($0.expectation.text): \($0.actual)" })")
    let noCutoff = try ScenarioRunner.run(scenario) { world in
      try? world.profile.set("ios.voipFailuresBeforeCutoff", .string("never"))
    }
    #expect(!noCutoff.passed)
    let lenient = try ScenarioRunner.run(scenario) { world in
      try? world.profile.set("ios.voipFailuresBeforeCutoff", .string("10"))
    }
    #expect(!lenient.passed)
  }

  /// `calls` counts the incoming calls CallKit showed, both ways: the count the model gives passes, another fails; a
  /// value that is no count is a scenario error.
  @Test func callsIsACount() throws {
    let scenario = #"""
      {"schema": "pushsim.scenario/1", "app": "plain", "set": {"app.pushKit.voip": true}, "state": "background", "steps": [
        {"deliver": "../payloads/voip-call.json", "pushType": "voip"},
        {"expect": {"calls": COUNT}}
      ]}
      """#
    #expect(try ScenarioExpectationTests.run(scenario.replacingOccurrences(of: "COUNT", with: "1")).passed)
    #expect(try !ScenarioExpectationTests.run(scenario.replacingOccurrences(of: "COUNT", with: "0")).passed)
    let error = ScenarioExpectationTests.parseError(scenario.replacingOccurrences(of: "COUNT", with: #""one""#))
    #expect(error?.contains("a count is a whole number") == true, "\(error ?? "no error")")
  }
}
