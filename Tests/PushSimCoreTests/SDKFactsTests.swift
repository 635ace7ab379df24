import Foundation
import Testing

@testable import PushSimCore

/// Issue 34: what the SDKs themselves record and say — tracked events' fields, log lines, verdicts, Airship's action
/// runs — with `sdkState` `not` and `tracked` status lists. Each model fact is written from the SDK's source at the
/// commit the pack cites; each expectation kind is checked both ways (the source's answer passes, another fails), and
/// a name no pack declares is refused at load with the nearest.
@Suite struct SDKFactsTests {
  static func run(_ text: String) throws -> ScenarioResult { try ScenarioExpectationTests.run(text) }
  static func failures(_ result: ScenarioResult) -> [String] { ScenarioExpectationTests.failures(result) }
  static func parseError(_ text: String) -> String? { ScenarioExpectationTests.parseError(text) }

  /// A background tap on `payload` with `app`, expecting `expect` (JSON text).
  static func tap(_ app: String, _ payload: String, set: String = "{}", state: String = "background", _ expect: String) -> String {
    #"{"schema": "pushsim.scenario/1", "app": "\#(app)", "set": \#(set), "state": "\#(state)", "steps": [{"deliver": "../payloads/\#(payload)", "id": "n"}, {"tap": "n"}], "expect": \#(expect)}"#
  }

  /// The world after a background tap, for reading what the models recorded.
  static func world(_ app: String, _ payload: String, set: String = "{}", state: String = "background") throws -> World {
    try run(tap(app, payload, set: set, state: state, #"{"state": "foreground"}"#)).world
  }

  // MARK: - Fields, from the SDKs' sources

  /// Iterable@25cd00e1 InternalIterableAPI.swift l.595-611: trackPushOpen(_:dataFields:) passes the metadata's
  /// campaignId, templateId, messageId and appAlreadyRunning false; InternalIterableAppIntegration.swift l.192:
  /// dataFields carries the action identifier, "default" for the body (Constants.swift ITBL_USER_DEFAULT_ACTION).
  @Test func iterablePushOpenFields() throws {
    let world = try Self.world("iterable", "iterable-deep-link.json")
    let open = try #require(world.tracked.first { $0.event == "trackPushOpen" })
    #expect(open.fields["campaignId"] == .integer(4_218_832))
    #expect(open.fields["templateId"] == .integer(5_861_204))
    #expect(open.fields["messageId"] == .string("7c1f4e2a9b3d4f6e8a0b1c2d3e4f5a6b"))
    #expect(open.fields["appAlreadyRunning"] == .bool(false))
    #expect(open.fields["dataFields"]?.objectValue?["actionIdentifier"] == .string("default"))
  }

  /// CleverTap@3af43fc7 CTEventBuilder.m l.166-174: only W$ and wzrk_ keys are sent, W$ rewritten to wzrk_; the app's
  /// own keys (`table`) and `aps` are not.
  @Test func clevertapEventDataIsItsOwnKeysOnly() throws {
    let world = try Self.world("clevertap", "clevertap-deep-link.json")
    let clicked = try #require(world.tracked.first { $0.event == "Notification Clicked" })
    #expect(clicked.fields["wzrk_dt"] == .string("1"), "W$dt is sent as wzrk_dt")
    #expect(clicked.fields["W$dt"] == nil)
    #expect(clicked.fields["table"] == nil)
    #expect(clicked.fields["aps"] == nil)
    #expect(clicked.fields["wzrk_cts"] != nil, "CLTAP_NOTIFICATION_CLICKED_TAG is set on every push event")
  }

  /// customerio@8b9ee362 PushClickHandler.swift l.35: trackMetric(deliveryID: cioDelivery.id, event: .opened,
  /// deviceToken: cioDelivery.token); DataPipelineImplementation.swift l.362-368: recipient is that token.
  @Test func customerioRecipientIsThePayloadsToken() throws {
    let world = try Self.world("customerio", "customerio-deep-link.json")
    let opened = try #require(world.tracked.first { $0.event == "opened" })
    #expect(opened.fields["recipient"] == .string("3a7f2c1e9b8d4f60a1c2e3d4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4"))
    #expect(opened.fields["deliveryId"] == .string("dgPQBwoGAAF5AAFb6wfwMA=="))
  }

  /// firebase@ae9c71ca FIRMessagingAnalytics.m paramsForEvent: _nt only for a `from` with /topics/, _nmt only for a
  /// timestamp that is not 0; firebase-notification.json has neither c_id nor ts, so its _no carries no _nmid or _nmt.
  @Test func firebaseParametersOnlyWhenThePayloadHasThem() throws {
    let plain = try Self.world("firebase", "firebase-notification.json", state: "terminated")
    let open = try #require(plain.tracked.first { $0.event == "_no" })
    #expect(open.fields["_nmid"] == nil && open.fields["_nmt"] == nil && open.fields["_nt"] == nil)
    let root = JSONObject(["google.c.a.ts": .string("0"), "from": .string("/topics/news"), "google.c.a.c_id": .string("")])
    let fields = FirebaseModel.analyticsParameters(root)
    #expect(fields["_nmt"] == nil, "a timestamp of 0 is left out")
    #expect(fields["_nt"] == .string("/topics/news"))
    #expect(fields["_nmid"] == nil, "an empty composer id is left out")
  }

  // MARK: - Expectations both ways

  /// The field the source sets passes; another value, and a field given as text where the event has a number, fail.
  @Test func fieldsCompareAsJSON() throws {
    let expect = { (fields: String) in #"{"tracked": [{"sdk": "iterable", "event": "trackPushOpen", "fields": \#(fields)}]}"# }
    #expect(Self.failures(try Self.run(Self.tap("iterable", "iterable-deep-link.json", expect(#"{"templateId": 5861204}"#)))).isEmpty)
    #expect(!(try Self.run(Self.tap("iterable", "iterable-deep-link.json", expect(#"{"templateId": 1}"#)))).passed)
    #expect(!(try Self.run(Self.tap("iterable", "iterable-deep-link.json", expect(#"{"templateId": "5861204"}"#)))).passed)
    #expect(!(try Self.run(Self.tap("iterable", "iterable-deep-link.json", expect(#"{"appAlreadyRunning": true}"#)))).passed)
  }

  /// A tap Braze drops before initialization (analyticsBehavior .drop, sdk-behaviour-more.md §2.7 fact 25) is listed as
  /// dropped: a plain count 0 fails, the status list "sent or queued" states "nothing sent" in one line.
  @Test func statusListSaysNothingWasSent() throws {
    let set = #"{"sdks.braze.delayedInitialization": true, "sdks.braze.initialized": false, "sdks.braze.analyticsBehavior": "drop"}"#
    let plain = try Self.run(
      Self.tap("braze", "braze-deep-link.json", set: set, state: "terminated", #"{"tracked": [{"sdk": "braze", "count": 0}]}"#))
    #expect(!plain.passed)
    let listed = try Self.run(
      Self.tap(
        "braze", "braze-deep-link.json", set: set, state: "terminated",
        #"{"tracked": [{"sdk": "braze", "status": ["sent", "queued"], "count": 0}, {"sdk": "braze", "status": ["dropped"], "count": 1}]}"#))
    #expect(Self.failures(listed).isEmpty, "\(Self.failures(listed))")
  }

  /// sdkState not: Braze holds the push tapped before its delayed initialization (fact 24): `not heldPushes []` holds,
  /// and fails once initialization processed it.
  @Test func sdkStateNot() throws {
    let set = #"{"sdks.braze.delayedInitialization": true, "sdks.braze.initialized": false}"#
    let held = try Self.run(
      Self.tap("braze", "braze-deep-link.json", set: set, state: "terminated", #"{"sdkState": {"braze": {"not": {"heldPushes": []}}}}"#))
    #expect(Self.failures(held).isEmpty, "\(Self.failures(held))")
    let processed = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "braze", "set": \#(set), "state": "terminated", "steps": [{"deliver": "../payloads/braze-deep-link.json", "id": "n"}, {"tap": "n"}, {"set": {"sdks.braze.initialized": true}}], "expect": {"sdkState": {"braze": {"not": {"heldPushes": []}}}}}"#
    )
    #expect(!processed.passed)
  }

  /// CleverTap.m l.1343-1347: a push without W$/wzrk_ keys is logged as not CleverTap's and not processed; its own push
  /// is `mine` and logs "handling push notification".
  @Test func clevertapLogsAndVerdicts() throws {
    let foreign = try Self.world("clevertap", "firebase-notification.json")
    #expect(foreign.verdicts.map { "\($0.name) \($0.value)" } == ["mine false"])
    #expect(foreign.logs.count == 1)
    #expect(foreign.logs.first?.line.contains("push notification not from CleverTap, not processing: ") == true)
    let own = try Self.world("clevertap", "clevertap-deep-link.json")
    #expect(own.verdicts.contains { $0.name == "mine" && $0.value })
    #expect(own.logs.contains { $0.line.contains("handling push notification") })
    #expect(!own.logs.contains { $0.line.contains("not from CleverTap") })
    // The expectation both ways.
    let expectForeign =
      #"{"logs": [{"sdk": "clevertap", "line": "not from CleverTap", "count": 1}], "verdicts": [{"sdk": "clevertap", "mine": false}]}"#
    #expect(Self.failures(try Self.run(Self.tap("clevertap", "firebase-notification.json", expectForeign))).isEmpty)
    #expect(Self.failures(try Self.run(Self.tap("clevertap", "clevertap-deep-link.json", expectForeign))).count == 2)
  }

  /// AddTagsAction.swift (urbanairship/ios-library@569cbf7a): registered as ^+t and add_tags_action; a tap runs it in
  /// launchedFromPush with the payload's value. A background push is not one of its valid situations: no run.
  @Test func airshipTagActionRuns() throws {
    let tapped = try Self.world("airship", "airship-tags.json")
    #expect(tapped.actionRuns.map(\.name) == ["add_tags_action"])
    #expect(tapped.actionRuns.first?.situation == "launchedFromPush")
    #expect(tapped.actionRuns.first?.argument == .array([.string("gardener"), .string("spring-2026")]))
    let wrong = try Self.run(
      Self.tap("airship", "airship-tags.json", #"{"actions": [{"action": "add_tags_action", "situation": "foregroundPush"}]}"#))
    #expect(!wrong.passed)
    let silent = try Self.run(
      #"{"schema": "pushsim.scenario/1", "app": "airship", "state": "background", "steps": [{"deliver": "../payloads/airship-silent.json"}], "expect": {"actions": [{"action": "add_tags_action", "count": 0}]}}"#
    )
    #expect(Self.failures(silent).isEmpty)
  }

  // MARK: - Refused at load, with the nearest

  @Test func undeclaredNamesAreRefused() {
    let field = Self.parseError(
      Self.tap("iterable", "iterable-deep-link.json", #"{"tracked": [{"sdk": "iterable", "event": "trackPushOpen", "fields": {"messageID": "m"}}]}"#))
    #expect(field?.contains("carries no field 'messageID'") == true && field?.contains("messageId") == true, "\(field ?? "accepted")")
    let line = Self.parseError(
      Self.tap("clevertap", "firebase-notification.json", #"{"logs": [{"sdk": "clevertap", "line": "push not from CleverTap"}]}"#))
    #expect(line?.contains("logs no line") == true && line?.contains("nearest") == true, "\(line ?? "accepted")")
    let verdict = Self.parseError(Self.tap("clevertap", "firebase-notification.json", #"{"verdicts": [{"sdk": "clevertap", "mien": false}]}"#))
    #expect(verdict?.contains("mine") == true, "\(verdict ?? "accepted")")
    let noVerdicts = Self.parseError(Self.tap("mapp-manual", "mapp-deeplink.json", #"{"verdicts": [{"sdk": "mapp", "mine": true}]}"#))
    #expect(noVerdicts?.contains("records no verdicts") == true, "\(noVerdicts ?? "accepted")")
    let action = Self.parseError(Self.tap("airship", "airship-tags.json", #"{"actions": [{"sdk": "airship", "action": "add_tag_action"}]}"#))
    #expect(action?.contains("did you mean 'add_tags_action'") == true, "\(action ?? "accepted")")
    let status = Self.parseError(Self.tap("braze", "braze-deep-link.json", #"{"tracked": [{"sdk": "braze", "status": ["sent", "droped"]}]}"#))
    #expect(status?.contains("unknown status 'droped'") == true, "\(status ?? "accepted")")
    let notKey = Self.parseError(Self.tap("braze", "braze-deep-link.json", #"{"sdkState": {"braze": {"not": {"heldPush": []}}}}"#))
    #expect(notKey != nil)
  }

  /// Every declared field, line and action comes with its source.
  @Test func everyDeclarationCitesASource() {
    for pack in SDKs.all {
      for entry in pack.eventFields { #expect(entry.source.contains("@") || entry.source.contains("sdk-behaviour"), "\(pack.id) \(entry.event)") }
      for line in pack.logLines { #expect(line.source.contains("@"), "\(pack.id) \(line.line)") }
    }
  }

  // MARK: - SDK delegate callbacks' arguments

  /// The URL each SDK hands the app's delegate is the push's link: Customer.io's deepLinkCallback gets CIO.push.link
  /// (DeepLinkUtil.swift l.33-57), OneSignal's click listener event carries the notification id and launch URL
  /// (OSNotificationClickEvent, sdk-behaviour-more.md §1 fact 13), Braze's shouldOpenURL gets ab_uri ([BZ-DL]).
  @Test func delegateCallbacksCarryTheirArguments() throws {
    let customerio = try Self.run(
      Self.tap(
        "customerio", "customerio-deep-link.json", set: #"{"sdks.customerio.deepLinkCallback": "handles"}"#,
        #"{"callbacks": [{"call": "deepLinkCallback(planner://billing/plans)", "args": {"url": "planner://billing/plans"}, "count": 1}]}"#))
    #expect(Self.failures(customerio).isEmpty, "\(Self.failures(customerio))")
    let onesignal = try Self.run(
      Self.tap(
        "onesignal", "onesignal-launch-url.json",
        #"{"callbacks": [{"call": "onClick(event:)", "args": {"notification.notificationId": "3f9c2a1e-5b7d-4e21-9c8a-0d1e2f3a4b5c", "result.actionId": null, "result.url": "https://shop.example.com/sale/shoes"}, "count": 1}]}"#
      ))
    #expect(Self.failures(onesignal).isEmpty, "\(Self.failures(onesignal))")
    let other = try Self.run(
      Self.tap(
        "onesignal", "onesignal-launch-url.json", #"{"callbacks": [{"call": "onClick(event:)", "args": {"result.url": "https://example.com"}}]}"#))
    #expect(!other.passed)
  }

  /// Braze's handleUserNotification returns false for another provider's push (sdk-behaviour-more.md §2.4 fact 19):
  /// `mine` false; true for its own.
  @Test func brazeMineVerdict() throws {
    let foreign = try Self.world("braze", "firebase-notification.json")
    #expect(foreign.verdicts.map { "\($0.sdk) \($0.name) \($0.value)" } == ["braze mine false"])
    let own = try Self.world("braze", "braze-deep-link.json")
    #expect(own.verdicts.map { "\($0.sdk) \($0.name) \($0.value)" } == ["braze mine true"])
  }

  /// autoIntegrate's swizzled didReceive hands the push to _handlePushNotification, which checks it is CleverTap's
  /// first (CleverTap.m l.1343-1347): another provider's push raises nothing and is logged as not CleverTap's.
  @Test func clevertapAutoIntegrateIgnoresForeignPushes() throws {
    let world = try Self.world("clevertap-auto", "firebase-notification.json")
    #expect(world.tracked.filter { $0.sdk == "clevertap" }.isEmpty)
    #expect(world.verdicts.map { "\($0.name) \($0.value)" } == ["mine false"])
    #expect(world.logs.first?.line.contains("not from CleverTap") == true)
  }
}
