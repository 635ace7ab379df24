import Foundation
import Testing

@testable import PushSimCore

/// Issue 34 item 4: wiring facts a profile key or a scenario step states — several peer delegates, a completion handler
/// called later, the same push delivered twice, the delegate reassigned while the app runs. Each test is written from
/// the source it names, and each checks the opposite fails or is refused.
@Suite struct WiringFactsTests {
  static func run(_ text: String) throws -> ScenarioResult { try ScenarioExpectationTests.run(text) }
  static func failures(_ result: ScenarioResult) -> [String] { ScenarioExpectationTests.failures(result) }
  static func refusal(_ text: String) -> String? { ScenarioExpectationTests.parseError(text) }

  /// A scenario on `app` with `set` and steps, the last step's expectations given.
  static func scenario(app: String, state: String, set: String = "{}", steps: String) -> String {
    #"{"schema": "pushsim.scenario/1", "app": "\#(app)", "state": "\#(state)", "set": \#(set), "steps": [\#(steps)]}"#
  }

  // MARK: - a. Several peer delegates

  /// CioNotificationCenterDelegate.swift @254c465 l.80-98: "when at least one peer implements this selector, the result
  /// comes only from peers", unioned. The app's willPresent answers [] and a peer's answers [.banner]: the banner shows;
  /// without that peer it does not.
  @Test func customerIOUnionsThePeersOptions() throws {
    let app = #""app.delegate.presentationOptions": [], "app.delegate.willPresent": "options""#
    let steps = #"{"deliver": "../payloads/customerio-deep-link.json"}, {"expect": {"ui": {"banner": true}}}"#
    let withPeer = try Self.run(
      Self.scenario(
        app: "customerio", state: "foreground", set: #"{\#(app), "app.delegate.peers": [{"name": "Chat", "presentationOptions": ["banner"]}]}"#,
        steps: steps))
    #expect(Self.failures(withPeer).isEmpty, "\(Self.failures(withPeer))")
    let without = try Self.run(Self.scenario(app: "customerio", state: "foreground", set: "{\(app)}", steps: steps))
    #expect(!without.passed, "the app's [] alone shows no banner")
  }

  /// PeerDeliveryCompletionAggregate (sdk-behaviour-more.md §6.5 facts 14, 15): the system handler is called once after
  /// every peer reported, and never when one peer never calls its handler; a peer without didReceive is not waited for.
  @Test func customerIOWaitsForEveryPeer() throws {
    let steps =
      #"{"deliver": "../payloads/customerio-deep-link.json"}, "tap", {"expect": {"callbacks": [{"call": "calls the system handler once", "count": 1}]}}"#
    let reporting = try Self.run(
      Self.scenario(
        app: "customerio", state: "background", set: #"{"app.delegate.peers": [{"name": "A", "didReceive": "twice"}, {"name": "B"}]}"#, steps: steps))
    #expect(Self.failures(reporting).isEmpty, "\(Self.failures(reporting))")
    let stuck = try Self.run(
      Self.scenario(app: "customerio", state: "background", set: #"{"app.delegate.peers": [{"name": "A", "didReceive": "never"}]}"#, steps: steps))
    #expect(!stuck.passed, "a peer that never completes leaves the system handler uncalled")
  }

  /// iOS holds one delegate (A6); Airship wraps only the delegate set now (sdk-behaviour-more.md §3.1 facts 3, 4): the
  /// peers get no call under Airship or in a plain app.
  @Test func onlyAProxyThatKeepsEveryDelegateCallsPeers() throws {
    for (app, payload) in [("plain", "plain-alert.json"), ("airship", "airship-foreground.json")] {
      let result = try Self.run(
        Self.scenario(
          app: app, state: "foreground", set: #"{"app.delegate.peers": [{"name": "Chat", "presentationOptions": ["banner"], "didReceive": "once"}]}"#,
          steps:
            #"{"deliver": "../payloads/\#(payload)"}, "tap", {"expect": {"callbacks": [{"call": "forwards willPresent to the peer Chat", "count": 0}, {"call": "forwards didReceive to the peer Chat", "count": 0}]}}"#
        ))
      #expect(Self.failures(result).isEmpty, "\(app): \(Self.failures(result))")
    }
  }

  /// A peer list is checked at load: an unknown key, a name given twice, an option iOS does not have.
  @Test func peersAreCheckedAtLoad() {
    for (peers, words) in [
      (#"[{"name": "A", "options": ["banner"]}]"#, "unknown key 'options'"), (#"[{"name": "A"}, {"name": "A"}]"#, "listed twice"),
      (#"[{"name": "A", "presentationOptions": ["popup"]}]"#, "presentationOptions must be"), (#"[{"didReceive": "once"}]"#, "needs a \"name\""),
      (#"[{"name": "A", "didReceive": "sometimes"}]"#, "didReceive must be one of"),
    ] {
      let error = Self.refusal(Self.scenario(app: "customerio", state: "background", set: #"{"app.delegate.peers": \#(peers)}"#, steps: #""launch""#))
      #expect(error?.contains(words) == true, "\(peers): \(error ?? "accepted")")
    }
  }

  // MARK: - b. A completion handler called later

  /// A1: "Your app has up to 30 seconds": a fetch handler called after 29.5 s is called; after 31 s iOS ends the app first.
  @Test func fetchHandlerPastThirtySeconds() throws {
    let steps = #"{"deliver": "../payloads/silent-background.apns"}"#
    let inTime = try Self.run(
      Self.scenario(
        app: "plain", state: "background", set: #"{"app.completionHandlers.fetchAfter": 29.5}"#,
        steps: steps
          + #", {"expect": {"callbacks": [{"call": "completionHandler(.newData)", "count": 1}], "findings": {"absent": ["ios-fetch-completion"]}}}"#))
    #expect(Self.failures(inTime).isEmpty, "\(Self.failures(inTime))")
    let late = try Self.run(
      Self.scenario(
        app: "plain", state: "background", set: #"{"app.completionHandlers.fetchAfter": 31}"#,
        steps: steps
          + #", {"expect": {"callbacks": [{"call": "completionHandler(.newData)", "count": 0}, {"call": "ends the app", "actor": "iOS", "count": 1}], "findings": {"present": ["ios-fetch-completion"]}}}"#
      ))
    #expect(Self.failures(late).isEmpty, "\(Self.failures(late))")
  }

  /// The delay is seconds, fractions allowed, 0 to 600; text such as "0.5s" or a negative number is refused at load.
  @Test func delaysAreSeconds() {
    #expect(
      Self.refusal(Self.scenario(app: "plain", state: "background", set: #"{"app.completionHandlers.didReceiveAfter": 0.25}"#, steps: #""launch""#))
        == nil)
    for bad in [#""0.5s""#, "-1", "601"] {
      let error = Self.refusal(
        Self.scenario(app: "plain", state: "background", set: #"{"app.completionHandlers.didReceiveAfter": \#(bad)}"#, steps: #""launch""#))
      #expect(error?.contains("give a number of seconds from 0 to 600") == true, "\(bad): \(error ?? "accepted")")
    }
  }

  // MARK: - c. The same push twice

  /// A4: no deduplication by apns-id: the same push sent again is presented again (willPresent twice in the foreground).
  @Test func redeliveredPushArrivesAgain() throws {
    let result = try Self.run(
      Self.scenario(
        app: "plain", state: "foreground",
        steps:
          #"{"deliver": "../payloads/plain-alert.json", "id": "a"}, {"redeliver": "a"}, {"expect": {"callbacks": [{"call": "userNotificationCenter(_:willPresent:withCompletionHandler:)", "count": 2}]}}"#
      ))
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
    let unknown = Self.refusal(
      Self.scenario(app: "plain", state: "foreground", steps: #"{"deliver": "../payloads/plain-alert.json", "id": "sale"}, {"redeliver": "sail"}"#))
    #expect(unknown?.contains("no earlier deliver step gave as its id") == true && unknown?.contains("sale") == true, "\(unknown ?? "accepted")")
  }

  // MARK: - d. The delegate reassigned

  /// A6, ios-delivery.md G9: with the delegate set to nil a foreground alert is not shown; assigned again, it is.
  @Test func delegateSetToNilAndBack() throws {
    let result = try Self.run(
      Self.scenario(
        app: "plain", state: "foreground",
        steps:
          #"{"delegate": "nil"}, {"deliver": "../payloads/plain-alert.json"}, {"expect": {"ui": {"banner": false}}}, {"delegate": "app"}, {"deliver": "../payloads/plain-alert.json"}, {"expect": {"ui": {"banner": true}}}"#
      ))
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
  }

  /// sdk-behaviour-more.md §3.1 fact 3: under Airship's automatic setup, delegate = nil re-installs Airship's dummy
  /// delegate, so Airship still answers willPresent with the push's foreground_presentation (alert: banner and list).
  @Test func airshipKeepsItsDummyOnNil() throws {
    let result = try Self.run(
      Self.scenario(
        app: "airship", state: "foreground",
        steps:
          #"{"delegate": "nil"}, {"deliver": "../payloads/airship-foreground.json"}, {"expect": {"ui": {"banner": true}, "callbacks": [{"call": "calls the app's own willPresent", "count": 0}]}}"#
      ))
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
  }

  /// NotificationCenterDelegatePeerRegistry.swift @254c465 l.24-33: nil clears every peer and the proxy stays: a tap is
  /// still tracked, and no peer is called.
  @Test func customerIONilClearsPeers() throws {
    let result = try Self.run(
      Self.scenario(
        app: "customerio", state: "background", set: #"{"app.delegate.peers": [{"name": "Chat", "didReceive": "once"}]}"#,
        steps:
          #""launch", {"delegate": "nil"}, "background", {"deliver": "../payloads/customerio-deep-link.json"}, "tap", {"expect": {"tracked": [{"sdk": "customerio", "event": "opened", "count": 1}], "callbacks": [{"call": "forwards didReceive to the peer Chat", "count": 0}, {"call": "forwards didReceive to the app's own delegate", "count": 0}]}}"#
      ))
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
  }

  /// A target that is not nil, app or an SDK id is refused at load with the nearest one; the app that is not running
  /// assigns nothing (a warning).
  @Test func delegateTargets() throws {
    let error = Self.refusal(Self.scenario(app: "plain", state: "foreground", steps: #"{"delegate": "sdk:customer.io"}"#))
    #expect(error?.contains("unknown delegate") == true && error?.contains("sdk:customerio") == true, "\(error ?? "accepted")")
    let stopped = try Self.run(
      Self.scenario(app: "plain", state: "terminated", steps: #"{"delegate": "nil"}, {"expect": {"findings": {"present": ["world-delegate"]}}}"#))
    #expect(Self.failures(stopped).isEmpty, "\(Self.failures(stopped))")
  }

  // MARK: - e. The app calls an SDK's API

  /// IterableAPI.track(pushOpen:) calls `internalImplementation?.trackPushOpen(userInfo)` (sdk-behaviour-more.md §5.3
  /// fact 9): before IterableAPI.initialize nothing is sent; after it, trackPushOpen with appAlreadyRunning false.
  @Test func iterableTrackPushOpenNeedsInitialize() throws {
    let steps = { (expected: Int) in
      #"{"deliver": "../payloads/iterable-deep-link.json", "id": "w"}, {"call": "IterableAPI.track(pushOpen:)", "on": "w"}, {"expect": {"tracked": [{"sdk": "iterable", "event": "trackPushOpen", "detail": "appAlreadyRunning false", "count": \#(expected)}]}}"#
    }
    let initialized = try Self.run(Self.scenario(app: "iterable", state: "foreground", steps: steps(1)))
    #expect(Self.failures(initialized).isEmpty, "\(Self.failures(initialized))")
    let before = try Self.run(Self.scenario(app: "iterable", state: "foreground", set: #"{"sdks.iterable.initialized": false}"#, steps: steps(0)))
    #expect(Self.failures(before).isEmpty, "\(Self.failures(before))")
  }

  /// CleverTap.m @3af43fc l.3364-3380: recordNotificationClickedEvent raises Notification Clicked when sharedInstance()
  /// exists; without credentials it is nil and nothing is raised.
  @Test func cleverTapRecordsWhatTheAppHandsIt() throws {
    let steps = { (expected: Int) in
      #"{"deliver": "../payloads/clevertap-deep-link.json", "id": "s"}, {"call": "CleverTap.sharedInstance()?.recordNotificationClickedEvent(withData:)", "on": "s"}, {"expect": {"tracked": [{"sdk": "clevertap", "event": "Notification Clicked", "notification": "s", "count": \#(expected)}]}}"#
    }
    let result = try Self.run(Self.scenario(app: "clevertap", state: "foreground", steps: steps(1)))
    #expect(Self.failures(result).isEmpty, "\(Self.failures(result))")
    let noCredentials = try Self.run(
      Self.scenario(app: "clevertap", state: "foreground", set: #"{"sdks.clevertap.credentials": false}"#, steps: steps(0)))
    #expect(Self.failures(noCredentials).isEmpty, "\(Self.failures(noCredentials))")
  }

  /// An API no model has is refused at load with the nearest; an SDK the app does not carry is a warning at run time.
  @Test func callStepsAreChecked() throws {
    let error = Self.refusal(Self.scenario(app: "iterable", state: "foreground", steps: #"{"call": "IterableAPI.track(pushOpen)"}"#))
    #expect(error?.contains("IterableAPI.track(pushOpen:)") == true, "\(error ?? "accepted")")
    let missing = try Self.run(
      Self.scenario(
        app: "plain", state: "foreground",
        steps:
          #"{"deliver": "../payloads/plain-alert.json"}, {"call": "IterableAPI.track(pushOpen:)"}, {"expect": {"findings": {"present": ["world-app-call"]}}}"#
      ))
    #expect(Self.failures(missing).isEmpty, "\(Self.failures(missing))")
  }

  // MARK: - f. Airship's PushNotificationDelegate

  /// DefaultAirshipPush.presentationOptionsForNotification: the delegate's extendPresentationOptions gets the payload's
  /// options and its answer is used, only when a pushNotificationDelegate is set.
  @Test func airshipExtendPresentationOptions() throws {
    let steps = #"{"deliver": "../payloads/airship-foreground.json"}, {"expect": {"ui": {"banner": false}}}"#
    let set = { (delegate: String) in
      #"{"app.delegate.implementsWillPresent": false, "sdks.airship.pushNotificationDelegate": "\#(delegate)", "sdks.airship.extendsPresentationOptions": true, "sdks.airship.extendedPresentationOptions": ["sound"]}"#
    }
    let extended = try Self.run(Self.scenario(app: "airship", state: "foreground", set: set("completes"), steps: steps))
    #expect(Self.failures(extended).isEmpty, "\(Self.failures(extended))")
    let noDelegate = try Self.run(Self.scenario(app: "airship", state: "foreground", set: set("none"), steps: steps))
    #expect(!noDelegate.passed, "with no PushNotificationDelegate the payload's alert shows the banner")
  }

  // MARK: - g. A service extension that runs out of time

  /// A9: an extension that does not finish within the limit gets serviceExtensionTimeWillExpire(); 29.5 s of work is in
  /// time under the 30 s limit, 30.5 s is not.
  @Test func serviceExtensionWorkPastTheLimit() throws {
    for (seconds, late) in [("29.5", false), ("30.5", true)] {
      let result = try Self.run(
        Self.scenario(
          app: "plain", state: "background", set: #"{"app.serviceExtension.seconds": \#(seconds)}"#,
          steps:
            #"{"deliver": "../payloads/mutable-content-image.json"}, {"expect": {"callbacks": [{"call": "serviceExtensionTimeWillExpire()", "count": \#(late ? 1 : 0)}]}}"#
        ))
      #expect(Self.failures(result).isEmpty, "\(seconds) s: \(Self.failures(result))")
    }
  }
}
