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
    #expect(
      try Self.holds(
        Self.scenario(
          app: "plain", set: noData, steps: deliver, expect: #""callbacks": [{"call": "completionHandler(.noData)", "actor": "app", "count": 1}]"#)))
    #expect(
      !(try Self.holds(
        Self.scenario(app: "plain", set: noData, steps: deliver, expect: #""callbacks": [{"call": "completionHandler(.newData)", "count": 1}]"#))))
    // The default (no key): the plain app's .newData.
    #expect(
      try Self.holds(
        Self.scenario(
          app: "plain", set: "", steps: deliver, expect: #""callbacks": [{"call": "completionHandler(.newData)", "actor": "app", "count": 1}]"#)))
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
    #expect(
      try Self.holds(
        Self.scenario(app: "iterable", set: set, steps: Self.urlTap, expect: #""callbacks": ["# + Self.asked + ", " + Self.sdkOpens + "]")))
  }

  /// No delegate (the default): nobody is asked, and Iterable opens the URL.
  @Test func withNoURLDelegateNobodyIsAsked() throws {
    let never = #"{"call": "urlDelegate.handle(iterableURL:inContext:)", "count": 0}"#
    #expect(
      try Self.holds(Self.scenario(app: "iterable", set: "", steps: Self.urlTap, expect: #""callbacks": ["# + never + ", " + Self.sdkOpens + "]")))
    #expect(!(try Self.holds(Self.scenario(app: "iterable", set: "", steps: Self.urlTap, expect: #""callbacks": ["# + Self.asked + "]"))))
  }

  // MARK: - d. The app's URL entry points; e. Braze's forwardUniversalLinks

  static let billTap = #"{"deliver": "../payloads/customerio-https-link.json", "id": "b"}, {"tap": "b"}"#
  static let continueCall = #"{"call": "application(_:continue:restorationHandler:)", "actor": "app", "count": 1}"#
  static let cioOpens = #"{"call": "UIApplication.open(https://planner.example.com/billing)", "actor": "sdk:customerio", "count": 1}"#

  /// customerio-ios DeepLinkUtil.swift l.50-57: continue-user-activity first; false (or none) and Customer.io opens it.
  @Test func customerIOOpensTheLinkItselfOnlyWhenTheAppDoesNotTakeIt() throws {
    #expect(
      try Self.holds(
        Self.scenario(
          app: "customerio", set: "", steps: Self.billTap,
          expect: #""callbacks": ["# + Self.continueCall + #", {"call": "UIApplication.open(https://planner.example.com/billing)", "count": 0}]"#)))
    #expect(
      try Self.holds(
        Self.scenario(
          app: "customerio", set: #""app.continueUserActivity": "declines""#, steps: Self.billTap,
          expect: #""callbacks": ["# + Self.continueCall + ", " + Self.cioOpens + "]")))
    let absent = #""app.continueUserActivity": "absent""#
    #expect(
      try Self.holds(
        Self.scenario(
          app: "customerio", set: absent, steps: Self.billTap,
          expect: #""callbacks": [{"call": "application(_:continue:restorationHandler:)", "count": 0}, "# + Self.cioOpens + "]")))
    #expect(
      !(try Self.holds(Self.scenario(app: "customerio", set: absent, steps: Self.billTap, expect: #""callbacks": ["# + Self.continueCall + "]"))))
  }

  /// FIRMessaging.m handleIncomingLinkIfNeededFromMessage: continue-user-activity if implemented, else open-URL, else nobody.
  @Test func firebaseHandsTheLinkToTheFirstEntryTheAppImplements() throws {
    let tap = #"{"deliver": "../payloads/firebase-app-link.json"}, "tap""#
    let open = #"{"call": "application(_:open:options:)", "actor": "app", "count": 1}"#
    #expect(
      try Self.holds(
        Self.scenario(
          app: "firebase", set: "", steps: tap,
          expect: #""callbacks": ["# + Self.continueCall + #", {"call": "application(_:open:options:)", "count": 0}]"#)))
    #expect(
      try Self.holds(
        Self.scenario(app: "firebase", set: #""app.continueUserActivity": "absent""#, steps: tap, expect: #""callbacks": ["# + open + "]")))
    let neither = #""app.continueUserActivity": "absent", "app.openURL": "absent""#
    #expect(try Self.holds(Self.scenario(app: "firebase", set: neither, steps: tap, expect: #""ui": {"opened": "app"}"#)))
    #expect(
      !(try Self.holds(
        Self.scenario(app: "firebase", set: neither, steps: tap, expect: #""ui": {"opened": "https://shop.example.com/p/blue-trainers"}"#))))
  }

  /// Fact 15: universal links reach application(_:continue:restorationHandler:) only with forwardUniversalLinks.
  @Test func brazeForwardsUniversalLinksOnlyWhenConfigured() throws {
    let tap = #"{"deliver": "../payloads/braze-universal-link.json", "id": "s"}, {"tap": "s"}"#
    let brazeOpens = #"{"call": "UIApplication.open(https://shop.example.com/collections/spring)", "actor": "sdk:braze", "count": 1}"#
    #expect(
      try Self.holds(
        Self.scenario(
          app: "braze", set: #""sdks.braze.forwardUniversalLinks": true"#, steps: tap, expect: #""callbacks": ["# + Self.continueCall + "]")))
    #expect(
      try Self.holds(
        Self.scenario(
          app: "braze", set: "", steps: tap,
          expect: #""callbacks": [{"call": "application(_:continue:restorationHandler:)", "count": 0}, "# + brazeOpens + "]")))
    // A custom scheme is never a universal link: Braze opens it, forwarding or not.
    let scheme = #"{"deliver": "../payloads/braze-deep-link.json", "id": "c"}, {"tap": "c"}"#
    #expect(
      try Self.holds(
        Self.scenario(
          app: "braze", set: #""sdks.braze.forwardUniversalLinks": true"#, steps: scheme,
          expect: #""callbacks": [{"call": "application(_:continue:restorationHandler:)", "count": 0}]"#)))
  }

  /// Fact 15: braze(_:shouldOpenURL:) is asked before any URL when a BrazeDelegate is set; true and Braze opens it.
  @Test func aBrazeDelegateThatAllowsIsAskedAndBrazeOpens() throws {
    let tap = #"{"deliver": "../payloads/braze-deep-link.json", "id": "c"}, {"tap": "c"}"#
    let asked = #"{"call": "braze(_:shouldOpenURL:)", "count": 1}"#
    let brazeOpens = #"{"call": "UIApplication.open(shop://cart?promo=SHOES20)", "actor": "sdk:braze", "count": 1}"#
    #expect(
      try Self.holds(
        Self.scenario(
          app: "braze", set: #""sdks.braze.opensURL": "allows""#, steps: tap, expect: #""callbacks": ["# + asked + ", " + brazeOpens + "]")))
    #expect(!(try Self.holds(Self.scenario(app: "braze", set: "", steps: tap, expect: #""callbacks": ["# + asked + "]"))))
  }

  // MARK: - f. One callback forwarded to several SDKs in order

  static let twoSDKs = #""app.sdks": ["braze", "iterable"]"#
  static let cartTap = #"{"deliver": "../payloads/braze-deep-link.json", "id": "cart"}, {"tap": "cart"}"#
  static let iterableSees = #"{"call": "IterableAppIntegration.userNotificationCenter(_:didReceive:withCompletionHandler:)", "count": 1}"#

  /// Fact 27: routing by handleUserNotification's Bool, the app stops at Braze; an app that forwards to each reaches
  /// Iterable too, and as both call the handler they were given (facts 19, 13), it is called more than once.
  @Test func forwardingToEachSDKReachesTheSecondOne() throws {
    #expect(
      !(try Self.holds(Self.scenario(app: "braze", set: Self.twoSDKs, steps: Self.cartTap, expect: #""callbacks": ["# + Self.iterableSees + "]"))))
    let each = Self.twoSDKs + #", "app.routingStops": "never""#
    #expect(
      try Self.holds(
        Self.scenario(
          app: "braze", set: each, steps: Self.cartTap,
          expect: #""callbacks": ["# + Self.iterableSees + #"], "findings": {"present": ["ios-response-completion"]}"#)))
    // Iterable given nil (passesHandler false) leaves the handler to the app, which calls it after Braze did: still twice.
    let passesNil = each + #", "sdks.iterable.passesHandler": false"#
    #expect(
      try Self.holds(
        Self.scenario(app: "braze", set: passesNil, steps: Self.cartTap, expect: #""findings": {"present": ["ios-response-completion"]}"#)))
    // A push neither SDK claims but Iterable, which completes: once, no finding.
    let plain = #"{"deliver": "../payloads/plain-alert.json", "id": "p"}, {"tap": "p"}"#
    #expect(
      try Self.holds(
        Self.scenario(
          app: "braze", set: each, steps: plain, expect: #""findings": {"absent": ["ios-response-completion"]}, "completionHandlers": "once""#)))
  }

  // MARK: - g. Categories an SDK builds from the payload

  /// Fact 17 (ITBNotificationServiceExtension.swift l.108-123): with the extension, a push without aps.category gets a
  /// category named after its messageId holding its action buttons; without it, a button cannot be selected at all.
  @Test func iterablesExtensionRegistersTheButtonsCategory() throws {
    let steps = #"{"deliver": "../payloads/iterable-buttons-no-category.json", "id": "p"}, {"action": "buy", "on": "p"}"#
    let tracked = #""tracked": [{"sdk": "iterable", "event": "trackPushOpen", "detail": "actionIdentifier buy", "count": 1}]"#
    #expect(try Self.holds(Self.scenario(app: "iterable", set: #""sdks.iterable.serviceExtension": true"#, steps: steps, expect: tracked)))
    let refused = ScenarioExpectationTests.parseError(Self.scenario(app: "iterable", set: "", steps: steps, expect: tracked))
    #expect(refused?.contains("not in the notification's category") == true)
    // Under simctl push no extension runs, so no category either.
    let simctl = #""sdks.iterable.serviceExtension": true, "ios.simctlPush": true"#
    #expect(ScenarioExpectationTests.parseError(Self.scenario(app: "iterable", set: simctl, steps: steps, expect: tracked)) != nil)
  }

  /// NotificationContentParser.swift l.83, l.110-111: openApp false makes a background button; `remind` runs Iterable's
  /// custom action without bringing the app to the foreground.
  @Test func anOpenAppFalseButtonStaysInTheBackground() throws {
    let steps = #"{"deliver": "../payloads/iterable-buttons-no-category.json", "id": "p"}, {"action": "remind", "on": "p"}"#
    let set = #""sdks.iterable.serviceExtension": true, "sdks.iterable.customActionDelegate": "handles""#
    #expect(
      try Self.holds(
        Self.scenario(
          app: "iterable", set: set, steps: steps,
          expect:
            #""callbacks": [{"call": "customActionDelegate.handle(iterableCustomAction:inContext:)", "note": "action type remindLater", "count": 1}], "state": "background""#
        )))
  }
}
