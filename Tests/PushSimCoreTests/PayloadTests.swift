import Testing

@testable import PushSimCore

func payload(_ text: String) throws -> Payload {
  Payload(document: try JSONParser().parse(text))
}

@Suite struct PayloadTests {
  // ios-delivery.md G1 classes, §3.2 Live Activity keys.
  @Test(arguments: [
    (#"{"aps": {"alert": "Hi"}}"#, PayloadKind.alert),
    (#"{"aps": {"alert": {"title": "Hi"}, "mutable-content": 1}}"#, .alert),
    (#"{"aps": {"alert": {"loc-key": "K"}}}"#, .alert),
    (#"{"aps": {"content-available": 1}, "x": 1}"#, .background),
    (#"{"aps": {"alert": "Hi", "content-available": 1}}"#, .alertBackground),
    (#"{"aps": {"badge": 3, "content-available": 1}}"#, .alertBackground),
    (#"{"aps": {"badge": 3}}"#, .badgeOrSound),
    (#"{"aps": {"sound": "default"}}"#, .badgeOrSound),
    (#"{"aps": {"event": "update", "content-state": {}, "timestamp": 1}}"#, .liveActivity),
    (#"{"aps": {}}"#, .empty),
    (#"{}"#, .empty),
    (#"{"itbl": {"isGhostPush": true}}"#, .empty),
    (#"{"aps": {"alert": ""}}"#, .empty),
    (#"{"aps": {"content-available": "1"}}"#, .empty),
    (#"{"aps": {"content-available": true, "alert": "x"}}"#, .alert),
    (#"[1]"#, .notAnObject),
  ])
  func kind(text: String, expected: PayloadKind) throws {
    #expect(try payload(text).kind == expected)
  }

  @Test func serviceExtensionNeedsMutableContentAndAlertText() throws {
    #expect(try payload(#"{"aps": {"alert": "Hi", "mutable-content": 1}}"#).serviceExtension == .runs)
    #expect(try payload(#"{"aps": {"badge": 1, "mutable-content": 1}}"#).serviceExtension == .noAlertText)
    #expect(try payload(#"{"aps": {"alert": "Hi", "mutable-content": "1"}}"#).serviceExtension == .notRequested)
    #expect(try payload(#"{"aps": {"alert": "Hi"}}"#).serviceExtension == .notRequested)
  }

  @Test func headersFollowTheKind() throws {
    let background = try payload(#"{"aps": {"content-available": 1}}"#).headers
    #expect(background.pushType == "background")
    #expect(background.priority == 5)
    #expect(try payload(#"{"aps": {"alert": "Hi"}}"#).headers.pushType == "alert")
    #expect(try payload(#"{"aps": {"alert": "Hi"}}"#).headers.priority == 10)
    #expect(try payload(#"{"aps": {"event": "end", "timestamp": 1, "content-state": {}}}"#).headers.pushType == "liveactivity")
  }

  @Test func sizeCountsTheBytesAsWritten() throws {
    let text = "{\n  \"aps\": {\"alert\": \"héllo\"}\n}"
    let parsed = try payload(text)
    #expect(parsed.byteCount == text.utf8.count)
    #expect(parsed.compactByteCount == #"{"aps":{"alert":"héllo"}}"#.utf8.count)
  }

  @Test func typedViewOfAPS() throws {
    let aps = try #require(
      try payload(
        #"{"aps": {"alert": {"title": "T", "subtitle": "S", "body": "B", "title-loc-key": "K"}, "badge": 2, "sound": {"critical": 1, "name": "alarm.caf", "volume": 0.5}, "thread-id": "t", "category": "c", "interruption-level": "critical", "relevance-score": 0.8, "target-content-id": "w", "filter-criteria": "work", "custom": 1}}"#
      ).aps)
    #expect(aps.alert?.title == "T")
    #expect(aps.alert?.subtitle == "S")
    #expect(aps.alert?.body == "B")
    #expect(aps.alert?.isLocalized == true)
    #expect(aps.badge == 2)
    #expect(aps.sound == .critical(name: "alarm.caf", volume: 0.5, critical: true))
    #expect(aps.sound?.isCritical == true)
    #expect(aps.threadID == "t")
    #expect(aps.category == "c")
    #expect(aps.interruptionLevel == "critical")
    #expect(aps.relevanceScore == 0.8)
    #expect(aps.targetContentID == "w")
    #expect(aps.filterCriteria == "work")
    #expect(aps.undocumentedKeys == ["custom"])
  }

  @Test func liveActivityFields() throws {
    let fields = try #require(
      try payload(
        #"{"aps": {"event": "start", "timestamp": 5, "content-state": {"a": 1}, "attributes-type": "Order", "attributes": {"id": 1}, "stale-date": 9, "dismissal-date": 10}}"#
      ).aps?.liveActivity)
    #expect(fields.event == "start")
    #expect(fields.timestamp == .integer(5))
    #expect(fields.attributesType == "Order")
    #expect(fields.staleDate == .integer(9))
  }

  @Test func customKeysAndSimulatorTargetBundle() throws {
    let parsed = try payload(#"{"Simulator Target Bundle": "com.example", "aps": {"alert": "x"}, "a": 1, "b": 2}"#)
    #expect(parsed.simulatorTargetBundle == "com.example")
    #expect(parsed.customKeys == ["a", "b"])
  }
}

@Suite struct SDKReadoutTests {
  @Test func mappReadsPThenAPBCDWithIntegerValueSemantics() throws {
    #expect(MappReadout(try payload(#"{"p": 12}"#)).pushID == 12)
    #expect(MappReadout(try payload(#"{"p": "34abc"}"#)).pushID == 34)
    let rich = MappReadout(try payload(#"{"p": 0, "apbcd": "98765"}"#))
    #expect(rich.pushID == 98765)
    #expect(rich.pushIDKey == "apbcd")
    #expect(!MappReadout(try payload(#"{"aps": {"alert": "x"}, "push_provider": "mapp_engage"}"#)).handledBySDK)
  }

  @Test func mappClickActionPrefersTheLandingPage() throws {
    let both = MappReadout(try payload(#"{"p": 1, "apx_url": "https://a", "apx_dpl": "app://b"}"#))
    #expect(both.clickAction.hasPrefix("landing page https://a"))
    #expect(MappReadout(try payload(#"{"p": 1, "apx_dpl": "app://b"}"#)).clickAction.hasPrefix("deep link app://b"))
  }

  @Test func grovsHandsTheAppUserInfoWithoutAPS() throws {
    let readout = GrovsReadout(try payload(#"{"aps": {"alert": "x"}, "grovs_campaign_id": "c1", "grovs_link": "https://l", "screen": "home"}"#))
    #expect(readout.isGrovsPush)
    #expect(readout.payloadForApp.keys == ["grovs_campaign_id", "grovs_link", "screen"])
    #expect(!GrovsReadout(try payload(#"{"grovs_campaign_id": ""}"#)).isGrovsPush)
    #expect(GrovsReadout(try payload(#"{"grovs_notification_id": "n"}"#)).legacyNotificationIDOnly)
  }

  @Test func netmeraReadsPushTypeActionButtonsAndDeliveryReport() throws {
    let readout = NetmeraReadout(try payload(#"{"_nm": {"pt": 2, "act": {"at": 1, "uri": "app://x"}, "ia": [{"id": "b1"}], "dr": true}}"#))
    #expect(readout.pushTypeName == "interactive")
    #expect(readout.actionName == "openDeeplink")
    #expect(readout.actionURL == "app://x")
    #expect(readout.buttonCount == 1)
    #expect(readout.deliveryReport)
    #expect(!NetmeraReadout(try payload(#"{"_nm": {"pt": 99}}"#)).ownedBySDK)
  }
}
