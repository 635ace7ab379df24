import Testing

@testable import PushSimCore

/// Issue 34 item 4: profile keys for wiring facts the app's code decides. Each test states what the source says in a
/// scenario, and the opposite, and checks that the first holds and the second fails.
@Suite struct WiringFactKeysTests {
  static func scenario(app: String, set: String, state: String = "background", steps: String, expect: String) -> String {
    #"{"schema": "pushsim.scenario/1", "app": ""# + app + #"", "set": {"# + set + #"}, "state": ""# + state + #"", "steps": ["# + steps
      + #"], "expect": {"# + expect + "}}"
  }

  static func holds(_ text: String) throws -> Bool { ScenarioExpectationTests.failures(try ScenarioExpectationTests.run(text)).isEmpty }

  // MARK: - a. The app's own fetch result

  /// Apple's UIBackgroundFetchResult: the app passes its own result; `.noData` is not `.newData`.
  @Test func theAppsFetchResultIsTheOneItsHandlerGets() throws {
    let deliver = #"{"deliver": "../payloads/silent-background.apns"}"#
    let noData = #""app.completionHandlers.fetchResult": "noData""#
    #expect(try Self.holds(Self.scenario(app: "plain", set: noData, steps: deliver, expect: #""callbacks": [{"call": "completionHandler(.noData)", "actor": "app", "count": 1}]"#)))
    #expect(!(try Self.holds(Self.scenario(app: "plain", set: noData, steps: deliver, expect: #""callbacks": [{"call": "completionHandler(.newData)", "count": 1}]"#))))
    // The default (no key): the plain app's .newData.
    #expect(try Self.holds(Self.scenario(app: "plain", set: "", steps: deliver, expect: #""callbacks": [{"call": "completionHandler(.newData)", "actor": "app", "count": 1}]"#)))
  }

  /// sdk-behaviour-more.md §3.5 fact 16 (Airship AutoIntegration): one result to the system, newData if the app or
  /// Airship reported it, else failed, else noData. Airship's own result here is .noData, so the app's decides.
  @Test func airshipPassesTheAppsResultOnWhenItsOwnIsNoData() throws {
    let deliver = #"{"deliver": "../payloads/airship-silent.json"}"#
    for (result, merged) in [("newData", "newData"), ("failed", "failed"), ("noData", "noData")] {
      let text = Self.scenario(
        app: "airship", set: #""app.completionHandlers.fetchResult": ""# + result + #"""#, steps: deliver,
        expect: #""callbacks": [{"call": "calls the system fetch handler once", "note": "one result: ."# + merged + #" ", "count": 1}]"#)
      #expect(try Self.holds(text), "\(result)")
    }
  }

  // MARK: - b. Iterable's custom action delegate

  static let customTap = #"{"deliver": "../payloads/iterable-custom-action.json", "id": "cart"}, {"tap": "cart"}"#

  /// NotificationResponseTests.testTrackOpenPushWithCustomAction: the delegate is called with the action's type, and the
  /// open is tracked, whether it returns true or false.
  @Test func aCustomActionDelegateIsCalledWhateverItReturns() throws {
    for answer in ["handles", "declines"] {
      let set = #""sdks.iterable.customActionDelegate": ""# + answer + #"""#
      let called =
        #""callbacks": [{"call": "customActionDelegate.handle(iterableCustomAction:inContext:)", "note": "action type addToCart", "count": 1}], "tracked": [{"sdk": "iterable", "event": "trackPushOpen", "count": 1}]"#
      #expect(try Self.holds(Self.scenario(app: "iterable", set: set, steps: Self.customTap, expect: called)), "\(answer)")
    }
  }

  /// IterableConfig.swift: customActionDelegate is nil by default; ActionRunner calls `customActionHandler?(type)`, so
  /// nothing is called without one.
  @Test func withoutACustomActionDelegateNothingIsCalled() throws {
    let never = #""callbacks": [{"call": "customActionDelegate.handle(iterableCustomAction:inContext:)", "count": 0}]"#
    #expect(try Self.holds(Self.scenario(app: "iterable", set: "", steps: Self.customTap, expect: never)))
    let once = #""callbacks": [{"call": "customActionDelegate.handle(iterableCustomAction:inContext:)", "count": 1}]"#
    #expect(!(try Self.holds(Self.scenario(app: "iterable", set: "", steps: Self.customTap, expect: once))))
  }

  // MARK: - c. A URL delegate that returns false, apart from none

  static let urlTap = #"{"deliver": "../payloads/iterable-deep-link.json", "id": "w"}, {"tap": "w"}"#
  static let asked = #"{"call": "urlDelegate.handle(iterableURL:inContext:)", "count": 1}"#
  static let sdkOpens = #"{"call": "AppExtensionHelper.open(https://music.example.com/playlists/weekly)", "actor": "sdk:iterable", "count": 1}"#

  /// ActionRunnerTests.validateUrlOpenAction: the URL handler returns false and the URL opener opens the URL.
  @Test func aDecliningURLDelegateIsAskedThenIterableOpens() throws {
    let set = #""sdks.iterable.urlHandling": "declines""#
    #expect(try Self.holds(Self.scenario(app: "iterable", set: set, steps: Self.urlTap, expect: #""callbacks": ["# + Self.asked + ", " + Self.sdkOpens + "]")))
  }

  /// No delegate (the default): nobody is asked, and Iterable opens the URL.
  @Test func withNoURLDelegateNobodyIsAsked() throws {
    let never = #"{"call": "urlDelegate.handle(iterableURL:inContext:)", "count": 0}"#
    #expect(try Self.holds(Self.scenario(app: "iterable", set: "", steps: Self.urlTap, expect: #""callbacks": ["# + never + ", " + Self.sdkOpens + "]")))
    #expect(!(try Self.holds(Self.scenario(app: "iterable", set: "", steps: Self.urlTap, expect: #""callbacks": ["# + Self.asked + "]"))))
  }
}
