import Foundation
import Testing

@testable import PushSimCore

/// Issue 23: expectations for what the sources state beyond callbacks and counts — several keys in one `set`, each
/// completion handler's count (never, once, twice), the order of calls, a part of a step's note or a tracked event's
/// detail, and an SDK's state. Each is checked both ways: the scenario that states what the source says passes, the
/// one that states the opposite fails.
@Suite struct ScenarioExpectationTests {
  /// A scenario written inline, read as if it were a file in samples/scenarios (payload paths are relative to it).
  static func run(_ text: String) throws -> ScenarioResult {
    let path = ScenarioTests.folder.appendingPathComponent("inline.json").path
    let document = try JSONParser().parse(bytes: Array(text.utf8))
    let parser = ScenarioParser(
      file: path, document: document, loadPayload: ScenarioTests.inputs.load,
      loadProfile: { path in Result { () throws(InputError) in try SimulateCommand.loadProfile(path, inputs: ScenarioTests.inputs) } })
    return try ScenarioRunner.run(try parser.parse())
  }

  static func failures(_ result: ScenarioResult) -> [String] { result.checks.filter { !$0.passed }.map(\.expectation.text) }

  static func parseError(_ text: String) -> String? {
    do {
      _ = try run(text)
      return nil
    } catch let error as InputError {
      return error.message
    } catch {
      return "\(error)"
    }
  }

  /// Both keys of one `set` apply, in the order written: a deep-link handler removed and an allow list that refuses the
  /// link together keep Airship from opening it.
  @Test func oneSetChangesSeveralKeys() throws {
    let result = try Self.run(
      #"""
      {"schema": "pushsim.scenario/1", "app": "airship", "state": "background", "steps": [
        {"set": {"sdks.airship.deepLinkHandler": "none", "sdks.airship.urlAllowList": ["https://*.example.com"]}},
        {"deliver": "../payloads/airship-deep-link.json", "id": "sale"}, {"tap": "sale"},
        {"expect": {"ui": {"opened": "app"}, "findings": {"present": ["sdk-airship-actions"]}}}]}
      """#)
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
    #expect(result.entries[0].step.label == #"set sdks.airship.deepLinkHandler "none", sdks.airship.urlAllowList ["https://*.example.com"]"#)
  }

  /// ios-delivery.md: a didReceive completion handler the app calls twice is counted twice, one it never calls zero times;
  /// "once" fails for both.
  @Test func completionHandlerCountsPerCallback() throws {
    for (setting, word) in [("twice", "twice"), ("never", "never")] {
      let passing = try Self.run(
        #"{"schema": "pushsim.scenario/1", "app": "plain", "set": {"app.completionHandlers.didReceive": "\#(setting)"}, "state": "background", "steps": [{"deliver": "../payloads/plain-alert.json"}, "tap"], "expect": {"completionHandlers": {"didReceive": "\#(word)"}}}"#
      )
      #expect(Self.failures(passing).isEmpty, "\(setting): \(Self.failures(passing))")
      let failing = try Self.run(
        #"{"schema": "pushsim.scenario/1", "app": "plain", "set": {"app.completionHandlers.didReceive": "\#(setting)"}, "state": "background", "steps": [{"deliver": "../payloads/plain-alert.json"}, "tap"], "expect": {"completionHandlers": "once"}}"#
      )
      #expect(!failing.passed, "\(setting) is not once")
    }
    // A handler Airship wrapped: the app calls it twice, the system's is called once (sdk-behaviour-more.md §3.5 fact 16).
    let wrapped = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "airship", "set": {"app.completionHandlers.didReceive": "twice"}, "state": "background", "steps": [{"deliver": "../payloads/airship-deep-link.json"}, "tap"], "expect": {"completionHandlers": {"didReceive": "once"}}}"#
    )
    #expect(Self.failures(wrapped).isEmpty, "\(Self.failures(wrapped))")
  }

  /// ios-delivery.md G7: the tap that launches the app is delivered after didFinishLaunching; the reverse order fails and
  /// says where each call is.
  @Test func orderOfCalls() throws {
    let launch = "application(_:didFinishLaunchingWithOptions:)"
    let tap = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    let scenario = { (calls: [String]) in
      #"{"schema": "pushsim.scenario/1", "app": "plain", "state": "terminated", "steps": [{"deliver": "../payloads/plain-alert.json"}, "tap"], "expect": {"order": ["\#(calls[0])", "\#(calls[1])"]}}"#
    }
    #expect(try Self.run(scenario([launch, tap])).passed)
    let reversed = try Self.run(scenario([tap, launch]))
    #expect(!reversed.passed)
    #expect(reversed.checks.first?.actual.contains("before") == true, "\(reversed.checks.first?.actual ?? "")")
  }

  /// A part of a tracked event's detail and of a step's note: Airship's conversion carries the push's send id `_`
  /// (sdk-behaviour-more.md §3.3 fact 10); a wrong id fails.
  @Test func detailAndNote() throws {
    let body = { (id: String) in
      #"{"schema": "pushsim.scenario/1", "app": "airship", "state": "background", "steps": [{"deliver": "../payloads/airship-deep-link.json"}, "tap"], "expect": {"tracked": [{"sdk": "airship", "event": "conversion", "detail": "\#(id)"}], "callbacks": [{"call": "sets the conversion send id", "note": "\#(id)", "count": 1}]}}"#
    }
    #expect(try Self.run(body("f3c2a1b0-4d5e-4f60-8a7b-9c0d1e2f3a4b")).passed)
    #expect(Self.failures(try Self.run(body("MISSING_SEND_ID"))).count == 2)
  }

  /// A callback's arguments: didReceive gets the action identifier the user chose (Apple's UNNotificationResponse), Airship's
  /// DeepLinkDelegate the ^d link (sdk-behaviour-more.md §3.2 fact 7); another value, or a nil one, fails.
  @Test func callbackArguments() throws {
    let body = { (link: String) in
      #"{"schema": "pushsim.scenario/1", "app": "airship", "state": "background", "steps": [{"deliver": "../payloads/airship-deep-link.json"}, "tap"], "expect": {"callbacks": [{"call": "userNotificationCenter(_:didReceive:withCompletionHandler:)", "args": {"actionIdentifier": "com.apple.UNNotificationDefaultActionIdentifier"}, "count": 1}, {"call": "receivedDeepLink(garden://sale/spring)", "args": {"deepLink": \#(link)}, "count": 1}]}}"#
    }
    #expect(try Self.run(body(#""garden://sale/spring""#)).passed)
    let wrong = try Self.run(body(#""garden://sale/autumn""#))
    #expect(Self.failures(wrong).count == 1)
    #expect(wrong.checks.last?.actual.contains("deepLink: garden://sale/spring") == true, "\(wrong.checks.last?.actual ?? "")")
    #expect(!(try Self.run(body("null")).passed))
  }

  /// An SDK's state as --dump-world prints it: Airship's launchNotificationResponse holds the tapped notification and is
  /// cleared when the app enters the background (sdk-behaviour-more.md §3.2 fact 8).
  @Test func sdkState() throws {
    let result = try Self.run(
      #"""
      {"schema": "pushsim.scenario/1", "app": "airship", "state": "background", "steps": [
        {"deliver": "../payloads/airship-deep-link.json", "id": "sale"}, {"tap": "sale"},
        {"expect": {"sdkState": {"airship": {"launchNotificationResponse": "sale", "tookOff": true}}}},
        "background",
        {"expect": {"sdkState": {"airship": {"launchNotificationResponse": null}}}},
        {"expect": {"sdkState": {"airship": {"launchNotificationResponse": "sale"}}}}]}
      """#)
    #expect(Self.failures(result) == [#"airship state launchNotificationResponse = "sale""#])
  }

  /// What no model can produce is a scenario error with its place and a suggestion, not a check that silently passes.
  @Test func mistakesAreErrors() {
    let head = #"{"schema": "pushsim.scenario/1", "app": "airship", "steps": ["launch"], "expect": "#
    #expect(
      Self.parseError(head + #"{"sdkState": {"airship": {"launchResponse": 1}}}}"#)?.contains(
        "use tookOff, launchNotificationResponse, conversionSendID") == true)
    #expect(Self.parseError(head + #"{"sdkState": {"firebaes": {}}}}"#)?.contains("unknown key 'firebaes'") == true)
    #expect(Self.parseError(head + #"{"completionHandlers": "thrice"}}"#)?.contains(#""never", "once" or "twice""#) == true)
    #expect(Self.parseError(head + #"{"completionHandlers": {"didRecieve": "once"}}}"#)?.contains("did you mean 'didReceive'") == true)
    #expect(Self.parseError(head + #"{"order": ["launch"]}}"#)?.contains("two or more calls") == true)
    // The vocabulary (docs/vocabulary.md): a misspelled call with "count": 0 would pass silently; it is refused.
    let misspelled = Self.parseError(head + #"{"callbacks": [{"call": "recievedDeepLink(garden://sale/spring)", "count": 0}]}}"#)
    #expect(misspelled?.contains("no model writes the call") == true, "\(misspelled ?? "")")
    #expect(misspelled?.contains("did you mean 'receivedDeepLink(…)'") == true, "\(misspelled ?? "")")
    #expect(Self.parseError(head + #"{"order": ["applicationDidBecomeActive(_:)", "applicationDidBecomActive(_:)"]}}"#) != nil)
    #expect(
      Self.parseError(head + #"{"callbacks": [{"call": "completionHandler()", "actor": "sdk:airhsip"}]}}"#)?.contains("did you mean 'sdk:airship'")
        == true)
    #expect(Self.parseError(head + #"{"tracked": [{"sdk": "airship", "event": "converison"}]}}"#)?.contains("did you mean 'conversion'") == true)
    // A call the models write, with the text they fill in, is accepted.
    #expect(Self.parseError(head + #"{"callbacks": [{"call": "receivedDeepLink(shop://anything)", "count": 0}]}}"#) == nil)
  }
}
