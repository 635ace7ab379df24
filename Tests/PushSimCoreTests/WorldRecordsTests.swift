import Foundation
import Testing

@testable import PushSimCore

/// Issue 34: what the world records as it happens — each system callback with a completion handler and every call of a
/// handler for it, every open, the presentation and the delegate's peers — and the expectations that read it
/// (`completions`, `completionHandlers`, `opened`, `ui.sound`, `ui.options`, `delegate`). Each is written from a source
/// (sdk-behaviour-more.md facts, Apple's delegate contract) and checked both ways.
@Suite struct WorldRecordsTests {
  static func run(_ text: String) throws -> ScenarioResult { try ScenarioExpectationTests.run(text) }
  static func failures(_ result: ScenarioResult) -> [String] { ScenarioExpectationTests.failures(result) }

  static let customerIOTap =
    #"{"schema": "pushsim.scenario/1", "app": "customerio", "state": "background", "steps": [{"deliver": "../payloads/customerio-deep-link.json", "id": "trial"}, {"tap": "trial"}], "expect": "#

  /// sdk-behaviour-more.md §6.5 fact 14: Customer.io's proxy answers the system handler exactly once after every peer
  /// reported. The app's call reaches the proxy's handler, not the system's: the world holds one didReceive with two
  /// calls, and only Customer.io's reaches the system.
  @Test func customerIOPeerCallsTheProxysHandler() throws {
    let result = try Self.run(Self.customerIOTap + #"{"completionHandlers": {"didReceive": "once"}}}"#)
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
    let records = result.world.completions.filter { $0.callback == "didReceive" }
    #expect(records.count == 1)
    let record = try #require(records.first)
    #expect(record.notification == "trial")
    #expect(record.receiver == "sdk:customerio")
    #expect(record.calls.map(\.caller) == ["app", "sdk:customerio"])
    #expect(record.calls.map(\.system) == [false, true])
    #expect(record.systemCalls == 1)
  }

  /// The issue's silent pass: under Customer.io's proxy a scenario saying the system's didReceive handler is never
  /// called held while the proxy calls it once. It fails now, and so does "twice" (the app's call is not the system's).
  @Test func didReceiveNeverFailsUnderTheProxy() throws {
    for word in ["never", "twice"] {
      let result = try Self.run(Self.customerIOTap + #"{"completionHandlers": {"didReceive": "\#(word)"}}}"#)
      #expect(!result.passed, "\(word) must fail: the proxy calls the system's handler once")
    }
  }

  /// sdk-behaviour-more.md §3.5 fact 16: Airship wraps the app's handler with ensureOnce. An app that calls it twice
  /// calls the wrapper twice; Airship calls the system's handler once.
  @Test func airshipEnsureOnce() throws {
    let result = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "airship", "set": {"app.completionHandlers.didReceive": "twice"}, "state": "background", "steps": [{"deliver": "../payloads/airship-deep-link.json", "id": "sale"}, {"tap": "sale"}], "expect": {"completions": [{"callback": "didReceive", "caller": "app", "system": false, "count": 2}, {"callback": "didReceive", "caller": "sdk:airship", "system": true, "count": 1}, {"caller": "app", "system": true, "count": 0}]}}"#
    )
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
    let wrong = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "airship", "set": {"app.completionHandlers.didReceive": "twice"}, "state": "background", "steps": [{"deliver": "../payloads/airship-deep-link.json", "id": "sale"}, {"tap": "sale"}], "expect": {"completions": [{"callback": "didReceive", "caller": "app", "system": true, "count": 2}]}}"#
    )
    #expect(!wrong.passed)
  }

  /// Without a wrapper the app's own calls are the system's: an app that calls didReceive's handler twice (ios-delivery.md:
  /// undocumented, a trap) has two calls that reach the system, each with no value.
  @Test func plainAppCallsTheSystemsHandler() throws {
    let result = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "plain", "set": {"app.completionHandlers.didReceive": "twice"}, "state": "background", "steps": [{"deliver": "../payloads/plain-alert.json", "id": "a"}, "tap"], "expect": {"completions": [{"callback": "didReceive", "notification": "a", "caller": "app", "value": "", "system": true, "count": 2}, {"callback": "didReceive", "used": true, "count": 1}], "completionHandlers": {"didReceive": "twice"}}}"#
    )
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
  }

  /// sdk-behaviour-more.md §1.5 fact 25: OneSignal calls willPresent's handler itself after the app's original; iOS uses
  /// the first call. Both reach the system; the app's is the one used, and the options applied are the app's.
  @Test func onesignalSecondAnswerIsNotUsed() throws {
    let text =
      #"{"schema": "pushsim.scenario/1", "app": "onesignal", "set": {"app.delegate.owner": "app", "app.delegate.implementsWillPresent": true, "app.delegate.implementsDidReceive": true}, "state": "foreground", "steps": [{"deliver": "../payloads/onesignal-launch-url.json", "id": "sale"}], "expect": "#
    let result = try Self.run(
      text
        + #"{"completions": [{"callback": "willPresent", "caller": "app", "value": "[.list, .sound, .banner]", "used": true}, {"callback": "willPresent", "caller": "sdk:onesignal", "value": "[.alert, .badge, .sound]", "system": true, "used": false}], "ui": {"options": ["sound", "list", "banner"], "sound": "default"}}}"#
    )
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
    let wrong = try Self.run(
      text + #"{"completions": [{"caller": "sdk:onesignal", "used": true}], "ui": {"options": ["badge", "sound", "alert"]}}}"#)
    #expect(Self.failures(wrong).count == 2, "\(Self.failures(wrong))")
  }

  /// ios-delivery.md §1.2: out of the foreground iOS presents with the payload's own options, with no app code; a
  /// presentation with no sound option plays none.
  @Test func presentationOptionsAndSound() throws {
    let background = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "plain", "state": "background", "steps": [{"deliver": "../payloads/onesignal-launch-url.json"}], "expect": {"ui": {"options": ["banner", "list", "sound", "badge"], "sound": "default"}, "completions": [{"count": 0}]}}"#
    )
    #expect(Self.failures(background).isEmpty, "\(Self.failures(background))")
    let silent = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "plain", "set": {"app.delegate.presentationOptions": ["banner"]}, "state": "foreground", "steps": [{"deliver": "../payloads/onesignal-launch-url.json"}], "expect": {"ui": {"options": ["banner"], "sound": null}}}"#
    )
    #expect(Self.failures(silent).isEmpty, "\(Self.failures(silent))")
    let wrong = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "plain", "set": {"app.delegate.presentationOptions": ["banner"]}, "state": "foreground", "steps": [{"deliver": "../payloads/onesignal-launch-url.json"}], "expect": {"ui": {"options": ["banner", "list"], "sound": "default"}}}"#
    )
    #expect(Self.failures(wrong).count == 2)
  }

  /// sdk-behaviour-more.md §1.3 fact 17: with launch URLs in the app, OneSignal opens an https launch URL in its own web
  /// view, not through UIApplication.open, 0.75 s after the tap; the tap from the background brought the app forward
  /// first (iOS).
  @Test func opensRecordOpenerAndMechanism() throws {
    let result = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "onesignal", "set": {"sdks.onesignal.launchURLsInApp": true}, "state": "background", "steps": [{"deliver": "../payloads/onesignal-launch-url.json", "id": "n"}, {"tap": "n"}, {"advance": "1s"}], "expect": {"ui": {"opened": "web view https://shop.example.com/sale/shoes"}}}"#
    )
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
    let opens = result.world.opens
    #expect(opens.map(\.target) == ["app", "https://shop.example.com/sale/shoes"])
    #expect(opens.map(\.opener) == ["iOS", "sdk:onesignal"])
    #expect(opens.map(\.mechanism) == ["launch", "in-app web view"])
    #expect(opens.allSatisfy { $0.notification == "n" })
    #expect(opens.map(\.time) == [0, 750], "the launch URL opens 0.5 s + 0.25 s after the tap (fact 17)")
    let never = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "onesignal", "set": {"sdks.onesignal.launchURLsInApp": true}, "state": "background", "steps": [{"deliver": "../payloads/onesignal-launch-url.json", "id": "n"}, {"tap": "n"}, {"advance": "1s"}], "expect": {"opened": [{"mechanism": "UIApplication.open", "count": 0}, {"url": "https://shop.example.com/sale/shoes", "opener": "sdk:onesignal", "count": 0}]}}"#
    )
    #expect(Self.failures(never).count == 1, "the URL did open: count 0 fails; UIApplication.open was never used: it holds")
  }

  /// sdk-behaviour-more.md §6.2 fact 8: Customer.io opens an https link through the app's
  /// application(_:continue:restorationHandler:) (no deep-link callback), a custom scheme through UIApplication.open.
  @Test func customerIOLinkMechanisms() throws {
    let https = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "customerio", "state": "background", "steps": [{"deliver": "../payloads/customerio-https-link.json", "id": "w"}, {"tap": "w"}], "expect": {"opened": [{"opener": "sdk:customerio", "mechanism": "continue userActivity", "notification": "w"}, {"mechanism": "UIApplication.open", "count": 0}]}}"#
    )
    #expect(Self.failures(https).isEmpty, "\(Self.failures(https))")
    let scheme = try Self.run(
      Self.customerIOTap + #"{"opened": [{"url": "planner://billing/plans", "opener": "sdk:customerio", "mechanism": "UIApplication.open"}]}}"#)
    #expect(Self.failures(scheme).isEmpty, "\(Self.failures(scheme))")
  }

  /// sdk-behaviour-more.md §6.1 fact 2: Customer.io's proxy is the delegate and keeps the app's delegate as a peer; a
  /// plain app's own object is the delegate with no peers.
  @Test func delegateAndPeers() throws {
    let proxy = try Self.run(Self.customerIOTap + #"{"delegate": {"owner": "sdk:customerio", "peers": ["app"]}}}"#)
    #expect(Self.failures(proxy).isEmpty, "\(Self.failures(proxy))")
    let plain = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "plain", "state": "background", "steps": ["launch"], "expect": {"delegate": {"owner": "app", "peers": []}}}"#
    )
    #expect(Self.failures(plain).isEmpty, "\(Self.failures(plain))")
    let wrong = try Self.run(Self.customerIOTap + #"{"delegate": {"owner": "app"}}}"#)
    #expect(!wrong.passed)
  }

  /// The callers `completions` accepts are exactly the ones the models produce: every caller in the sample scenarios'
  /// worlds is accepted, and every accepted caller occurs in some sample.
  @Test func completionCallersAreTheModels() throws {
    var callers: Set<String> = []
    for name in ScenarioTests.names {
      let result = try ScenarioRunner.run(try ScenarioTests.scenario(name))
      for record in result.world.completions { callers.formUnion(record.calls.map(\.caller)) }
    }
    #expect(callers == Set(ScenarioParser.completionCallers), "produced: \(callers.sorted())")
  }

  /// Names no model produces are refused at load with the nearest one, never matched to nothing.
  @Test func unknownNamesAreRefused() {
    let head = #"{"schema": "pushsim.scenario/1", "app": "plain", "steps": ["launch"], "expect": "#
    let cases: [(String, String)] = [
      (#"{"completions": [{"caller": "sdk:customrio"}]}}"#, "did you mean 'sdk:customerio'"),
      (#"{"completions": [{"callback": "didRecieve"}]}}"#, "did you mean 'didReceive'"),
      (#"{"completions": [{"value": ".newdata"}]}}"#, "did you mean '.newData'"),
      (#"{"completions": [{"value": "[.banr, .list]"}]}}"#, "did you mean 'banner'"),
      (#"{"opened": [{"mechanism": "UIApplication.openURL"}]}}"#, "did you mean 'UIApplication.open'"),
      (#"{"opened": [{"opener": "ios"}]}}"#, "did you mean 'iOS'"),
      (#"{"opened": [{"url": "UIApplication.open(…)"}]}}"#, "matched whole"),
      (#"{"ui": {"options": ["banners"]}}}"#, "did you mean 'banner'"),
      (#"{"delegate": {"owner": "sdk:onesignl"}}}"#, "did you mean 'sdk:onesignal'"),
    ]
    for (expect, wanted) in cases {
      let message = ScenarioExpectationTests.parseError(head + expect)
      #expect(message?.contains(wanted) == true, "\(expect): \(message ?? "accepted")")
    }
  }
}
