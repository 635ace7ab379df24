import Foundation
import Testing

@testable import PushSimCore

/// Issue 34 item 1: no expectation passes without checking something. `…` in an expected call is the wildcard
/// docs/scenarios.md and docs/vocabulary.md describe (any text there), and an expectation about something the scenario's
/// app can never do (a call or step only a pack it does not carry writes, that pack's events, state or rules) is refused
/// at load instead of passing with `"count": 0`.
@Suite struct ScenarioNoSilentPassTests {
  static func scenario(app: String, set: String = "", steps: String, expect: String) -> String {
    #"{"schema": "pushsim.scenario/1", "app": "\#(app)", \#(set.isEmpty ? "" : #""set": {\#(set)}, "#)"state": "background", "steps": [\#(steps)], "expect": \#(expect)}"#
  }

  static let brazeTap = #"{"deliver": "../payloads/braze-deep-link.json", "id": "cart"}, {"tap": "cart"}"#

  /// sdk-behaviour-more.md §2.2 fact 15: with the app opening Braze's URL, the app calls UIApplication.open once. Written
  /// with `…` the expectation matches that call whatever the URL: count 1 holds, count 0 and count 2 fail.
  @Test func ellipsisMatchesAnyTextThere() throws {
    for (count, holds) in [(1, true), (0, false), (2, false)] {
      let result = try ScenarioExpectationTests.run(
        Self.scenario(
          app: "braze", set: #""sdks.braze.opensURL": "app""#, steps: Self.brazeTap,
          expect: #"{"callbacks": [{"call": "UIApplication.open(…)", "actor": "app", "count": \#(count)}]}"#))
      #expect(result.passed == holds, "count \(count): \(ScenarioExpectationTests.failures(result))")
    }
    // A part of the text with the wildcard after it: the scheme and path, any query.
    let part = try ScenarioExpectationTests.run(
      Self.scenario(
        app: "braze", set: #""sdks.braze.opensURL": "app""#, steps: Self.brazeTap,
        expect:
          #"{"callbacks": [{"call": "UIApplication.open(shop://cart?…)", "count": 1}], "order": ["braze(_:shouldOpenURL:)", "UIApplication.open(…)"]}"#
      ))
    #expect(part.passed, "\(ScenarioExpectationTests.failures(part))")
    let other = try ScenarioExpectationTests.run(
      Self.scenario(
        app: "braze", set: #""sdks.braze.opensURL": "app""#, steps: Self.brazeTap,
        expect: #"{"callbacks": [{"call": "UIApplication.open(https://…)", "count": 1}]}"#))
    #expect(!other.passed, "the URL opened is shop://, not https://")
  }

  /// A wildcard whose literal text meets no call a model writes is refused, with the nearest call.
  @Test func aWildcardThatMeetsNoCallIsRefused() {
    let message = ScenarioExpectationTests.parseError(
      Self.scenario(app: "braze", steps: Self.brazeTap, expect: #"{"callbacks": [{"call": "UIApplication.opens(…)", "count": 0}]}"#))
    #expect(message?.contains("no model writes the call 'UIApplication.opens(…)'") == true, "\(message ?? "accepted")")
    #expect(message?.contains("UIApplication.open(…)") == true, "\(message ?? "accepted")")
  }

  /// A Grovs app carries no Braze: a Braze call, a step by Braze, Braze's events, state or rules can never appear, so
  /// each is refused at load (before, `"count": 0` and `absent` passed whatever happened).
  @Test func expectationsAboutAnSDKTheAppDoesNotCarryAreRefused() {
    let steps = #"{"deliver": "../payloads/grovs-link-image.json", "id": "sale"}, {"tap": "sale"}"#
    let cases = [
      (
        #"{"callbacks": [{"call": "braze.notifications.handleUserNotification(response:withCompletionHandler:)", "count": 0}]}"#,
        "only the braze model"
      ),
      (#"{"callbacks": [{"call": "application(_:didFinishLaunchingWithOptions:)", "actor": "sdk:braze", "count": 0}]}"#, "does not carry braze"),
      (#"{"tracked": [{"sdk": "braze", "count": 0}]}"#, "does not carry braze"),
      (#"{"tracked": [{"event": "push_click", "count": 0}]}"#, "only braze track 'push_click'"),
      (#"{"findings": {"absent": ["sdk-braze-not-forwarded"]}}"#, "sdk-braze-not-forwarded is a rule of the braze model"),
      (#"{"sdkState": {"braze": {"heldPushes": []}}}"#, "does not carry braze"),
      (
        #"{"order": ["application(_:didFinishLaunchingWithOptions:)", "braze.notifications.handleUserNotification(response:withCompletionHandler:)"]}"#,
        "only the braze model"
      ),
    ]
    for (expect, reason) in cases {
      let message = ScenarioExpectationTests.parseError(Self.scenario(app: "grovs", steps: steps, expect: expect))
      #expect(message?.contains(reason) == true, "\(expect): \(message ?? "accepted")")
      #expect(message?.contains("can never happen") == true || message?.contains("never") == true, "\(expect): \(message ?? "accepted")")
    }
    // The system's callbacks can happen in any app: not refused. Only SDK models write UIApplication.open
    // (docs/vocabulary.md), and the Grovs model is not one of them, so in a Grovs app it is refused too.
    #expect(
      ScenarioExpectationTests.parseError(
        Self.scenario(
          app: "grovs", steps: steps,
          expect: #"{"callbacks": [{"call": "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", "count": 0}]}"#))
        == nil)
    let open = ScenarioExpectationTests.parseError(
      Self.scenario(app: "grovs", steps: steps, expect: #"{"callbacks": [{"call": "UIApplication.open(…)", "count": 0}]}"#))
    #expect(open?.contains("models write 'UIApplication.open(…)', and the app does not carry them") == true, "\(open ?? "accepted")")
  }

  /// An SDK a `set` step adds to app.sdks can act after it: its expectations are not refused.
  @Test func anSDKASetStepAddsIsCarried() {
    let steps = #"{"set": {"app.sdks": ["grovs", "braze"]}}, {"deliver": "../payloads/grovs-link-image.json", "id": "sale"}, {"tap": "sale"}"#
    let message = ScenarioExpectationTests.parseError(
      Self.scenario(app: "grovs", steps: steps, expect: #"{"tracked": [{"sdk": "braze", "count": 0}]}"#))
    #expect(message == nil, "\(message ?? "")")
  }
}
