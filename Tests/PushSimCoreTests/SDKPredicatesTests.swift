import Testing

@testable import PushSimCore

/// Issue 32 item 1: each SDK's own "is this push mine?" call, as a condition over the payload (SDKPredicates.swift).
/// Every entry must hold on a push in the shape the SDK's own tests or documentation show, and fail on every other
/// provider's push; the boundary cases below are the ones the SDK's code decides (read at the commit each entry cites).
/// The payloads are our own, written in those shapes.
@Suite struct SDKPredicatesTests {
  /// One push per pack, each carrying only its own provider's keys.
  static let pushes: [String: String] = [
    // seeds/000 "Identify Mapp Notifications": the declared marker next to aps.
    "mapp": #"{"aps": {"alert": {"title": "Weekend offer", "body": "Two for one"}}, "push_provider": "mapp_engage", "p": 4711}"#,
    // seeds/004 "Testing": grovs_campaign_id, grovs_link and the campaign's own data keys.
    "grovs":
      #"{"aps": {"alert": {"title": "Autumn sale", "body": "Today only"}}, "grovs_campaign_id": "cmp-autumn", "grovs_link": "https://shop.sqd.link/autumn", "promo": "autumn"}"#,
    // Netmera's _nm dictionary with its push type (sdk-behaviour.md §2; pushsim's Netmera pack).
    "netmera": #"{"aps": {"alert": "Your order shipped"}, "_nm": {"pt": 1, "pid": "p-81", "act": {"type": 1}}}"#,
    // FCM's message id and analytics keys (firebase-ios-sdk FIRMessagingConstants.m, FIRMessagingAnalytics.m).
    "firebase": #"{"aps": {"alert": "New reply"}, "gcm.message_id": "1700000000000001", "google.c.a.e": "1", "google.c.sender.id": "4242"}"#,
    // OneSignal-iOS-SDK UnitTests/UnitTests.m: userInfo with os_data.i (the notification id) and buttons.
    "onesignal":
      #"{"aps": {"alert": "Match starts", "mutable-content": 1}, "os_data": {"i": "5c8e2b8a-0d7e-4f7e-9b0a-1f2e3d4c5b6a", "buttons": [{"i": "watch", "n": "Watch"}]}}"#,
    // braze-swift-sdk BrazeKitCompat ABKPushUtils.m: a non-empty dictionary under ab, the deep link in ab_uri.
    "braze": #"{"aps": {"alert": "Streak saved"}, "ab": {"c": "dGVzdC1jYW1wYWlnbg=="}, "ab_uri": "fitness://streak"}"#,
    // clevertap-ios-sdk CleverTapSDKTests/CleverTapInstanceTests.m l.304-308: wzrk_id next to aps.
    "clevertap": #"{"aps": {"alert": "Price drop"}, "wzrk_id": "1700000000_20260101", "wzrk_dl": "market://item/12"}"#,
    // iterable-swift-sdk: the itbl dictionary (campaignId, templateId, messageId, defaultAction).
    "iterable":
      #"{"aps": {"alert": "Back in stock"}, "itbl": {"campaignId": 1234, "templateId": 5678, "messageId": "m-1", "defaultAction": {"type": "openUrl", "data": "https://example.com/item"}}}"#,
    // customerio-ios Tests/MessagingPush/MessagingPushImplementationTest.swift l.93-107 (makeCIORequest).
    "customerio":
      #"{"aps": {"alert": "Welcome"}, "CIO-Delivery-ID": "dlv-901", "CIO-Delivery-Token": "tok-abc", "CIO": {"push": {"link": "app://welcome"}}}"#,
    // urbanairship/ios-library Airship/AirshipCore/Tests/AirshipEventsTest.swift testPushReceived: _ and the metadata string.
    "airship": #"{"aps": {"alert": "Gate changed"}, "_": "send-1", "com.urbanairship.metadata": "eyJ2ZXJzaW9uX2lkIjoxfQ=="}"#,
  ]

  static func payload(_ text: String) throws -> JSONObject {
    try #require(try JSONParser().parse(text).value.objectValue, "not a JSON object: \(text)")
  }

  @Test(arguments: SDKPredicates.all)
  func holdsOnItsOwnPushAndFailsOnEveryOther(_ entry: SDKPredicate) throws {
    let own = try Self.payload(try #require(Self.pushes[entry.sdk]))
    #expect(entry.condition.evaluate(own) == true, "\(entry.callText) on \(entry.sdk)'s push")
    if entry.needs.isEmpty {
      #expect(entry.predicate.evaluate(own, action: nil) == true)
    } else {
      #expect(entry.predicate == .unknown(entry.callText), "a test RoutingPredicate cannot state stays unknown")
    }
    for (sdk, text) in Self.pushes where sdk != entry.sdk {
      let foreign = try Self.payload(text)
      #expect(entry.condition.evaluate(foreign) == false, "\(entry.callText) on \(sdk)'s push")
      if entry.needs.isEmpty { #expect(entry.predicate.evaluate(foreign, action: nil) == false) }
    }
  }

  func holds(_ sdk: String, _ swift: String, _ text: String) throws -> Bool? {
    let entry = try #require(SDKPredicates.all.first { $0.sdk == sdk && $0.swift == swift })
    return entry.condition.evaluate(try Self.payload(text))
  }

  /// CleverTap.m l.1515-1528: any top-level key starting W$ or wzrk_ (CTUtils doesString:startWith:, exact and
  /// case-sensitive); CleverTapInstanceTests.m l.310-319 (W$id holds; aps with custom_key does not).
  @Test func cleverTapTestsEveryTopLevelKeyPrefix() throws {
    let call = "isCleverTapNotification(_:)"
    #expect(try holds("clevertap", call, #"{"W$id": "campaign_7"}"#) == true)
    #expect(try holds("clevertap", call, #"{"aps": {"alert": "Hi"}, "wzrk_acct_id": "TEST-123"}"#) == true)
    #expect(try holds("clevertap", call, #"{"aps": {"alert": "Hi"}, "custom_key": "value"}"#) == false)
    #expect(try holds("clevertap", call, #"{"aps": {"alert": "Hi"}, "my_wzrk_id": "1"}"#) == false)
    #expect(try holds("clevertap", call, #"{"aps": {"alert": "Hi"}, "WZRK_id": "1"}"#) == false)
    #expect(try holds("clevertap", call, #"{"aps": {"alert": "Hi"}, "data": {"wzrk_id": "1"}}"#) == false)
    #expect(try holds("clevertap", call, "{}") == false)
  }

  /// ABKPushUtils.m l.29-32: ab must be a dictionary with at least one member.
  @Test func brazeNeedsANonEmptyDictionaryUnderAb() throws {
    for call in ["isBrazeNotification(_:)", "handleUserNotification(response:withCompletionHandler:)", "isAppboyRemoteNotification(_:)"] {
      #expect(try holds("braze", call, #"{"aps": {"alert": "Hi"}, "ab": {"c": "x"}}"#) == true)
      #expect(try holds("braze", call, #"{"aps": {"alert": "Hi"}, "ab": {}}"#) == false)
      #expect(try holds("braze", call, #"{"aps": {"alert": "Hi"}, "ab": "c"}"#) == false)
      #expect(try holds("braze", call, #"{"aps": {"alert": "Hi"}, "ab_uri": "app://x"}"#) == false)
    }
  }

  /// PushNotification.swift l.35-47: both delivery keys, each `as? String` (an empty string is still a string).
  @Test func customerIONeedsBothDeliveryKeysAsStrings() throws {
    for call in [
      "userNotificationCenter(_:didReceive:withCompletionHandler:)", "userNotificationCenter(_:didReceive:)", "didReceive(_:withContentHandler:)",
    ] {
      #expect(try holds("customerio", call, #"{"CIO-Delivery-ID": "", "CIO-Delivery-Token": ""}"#) == true)
      #expect(try holds("customerio", call, #"{"aps": {"alert": "Hi"}, "CIO-Delivery-ID": "d"}"#) == false)
      #expect(try holds("customerio", call, #"{"CIO-Delivery-ID": 901, "CIO-Delivery-Token": "t"}"#) == false)
      #expect(try holds("customerio", call, #"{"CIO-Delivery-ID": "d", "CIO-Delivery-Token": null}"#) == false)
    }
  }

  /// seeds/004: a non-empty grovs_campaign_id; grovs_notification_id alone is not a Grovs push since 3.1.
  @Test func grovsNeedsANonEmptyCampaignID() throws {
    for call in ["isGrovsNotification(userInfo:)", "handleNotificationResponse(_:)", "handleNotificationOpen(userInfo:)"] {
      #expect(try holds("grovs", call, #"{"aps": {"alert": "Hi"}, "grovs_campaign_id": ""}"#) == false)
      #expect(try holds("grovs", call, #"{"aps": {"alert": "Hi"}, "grovs_campaign_id": 42}"#) == false)
      #expect(try holds("grovs", call, #"{"aps": {"alert": "Hi"}, "grovs_notification_id": "n-1"}"#) == false)
      #expect(try holds("grovs", call, #"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "c"}"#) == true)
    }
  }

  /// +isOneSignalPayload: `payload[@"custom"][@"i"] || payload[@"os_data"][@"i"]`: either container, and NSNull is an
  /// object to Objective-C, so a null id still counts (RoutingPredicate's has() would not: hence a needed form).
  @Test func oneSignalTestsEitherIdWithNullCounting() throws {
    let call = "isOneSignalPayload(_:)"
    #expect(try holds("onesignal", call, #"{"aps": {"alert": "Hi"}, "custom": {"i": "a1", "u": "https://example.com"}}"#) == true)
    #expect(try holds("onesignal", call, #"{"aps": {"alert": "Hi"}, "custom": {"i": null}}"#) == true)
    #expect(try holds("onesignal", call, #"{"aps": {"alert": "Hi"}, "custom": {"a": {"k": "v"}}}"#) == false)
    #expect(try holds("onesignal", call, #"{"aps": {"alert": "Hi"}, "i": "a1"}"#) == false)
  }

  /// DefaultAirshipPush.swift `isAirshipPush()`: `userInfo["com.urbanairship.metadata"] != nil` on `[AnyHashable: Any]`,
  /// where NSNull is a value; the send id `_` alone is not enough.
  @Test func airshipTestsTheMetadataKeyOnly() throws {
    let call = "isAirshipPush()"
    #expect(try holds("airship", call, #"{"aps": {"alert": "Hi"}, "_": "send-1"}"#) == false)
    #expect(try holds("airship", call, #"{"aps": {"alert": "Hi"}, "com.urbanairship.metadata": null}"#) == true)
  }

  /// seeds/000: the helper compares push_provider with "mapp_engage"; the SDK's own key p is not what it reads.
  @Test func mappHelperReadsTheDeclaredMarkerOnly() throws {
    let call = "isMappNotification(_:)"
    #expect(try holds("mapp", call, #"{"aps": {"alert": "Hi"}, "push_provider": "mapp"}"#) == false)
    #expect(try holds("mapp", call, #"{"aps": {"alert": "Hi"}, "p": 4711}"#) == false)
  }

  /// The seed's helper body, as the wiring reader reads it, is the Mapp entry's predicate.
  @Test func mappEntryIsWhatTheReaderMakesOfTheSeedHelper() throws {
    let entry = try #require(SDKPredicates.all.first { $0.sdk == "mapp" })
    let read = ConditionPredicate().predicate(conditions: [#"userInfo["push_provider"] as? String == "mapp_engage""#])
    #expect(entry.predicate == read)
  }

  /// Every simulated SDK is answered once: by entries, or by a reason why it has no such call.
  @Test func everyPackIsAnswered() {
    let listed = Set(SDKPredicates.all.map(\.sdk))
    let without = Set(SDKPredicates.none.map(\.sdk))
    #expect(listed.union(without) == Set(SDKs.ids))
    #expect(listed.isDisjoint(with: without))
  }

  /// Each citation names a source docs/sources.md defines, and every key it names is defined.
  @Test func citationsResolve() {
    for text in SDKPredicates.all.map(\.source) + SDKPredicates.none.map(\.reason) {
      let keys = SourceKeys.keys(in: text)
      #expect(!keys.isEmpty, "no source key in: \(text)")
      for key in keys { #expect(SourceKeys.reference(key) != nil, "\(key) is not in docs/sources.md") }
    }
  }

  /// A Swift name and its Objective-C selector take the same number of arguments.
  @Test func swiftNamesAndSelectorsAgree() throws {
    for entry in SDKPredicates.all {
      let labels = try #require(entry.swift.split(separator: "(").last).filter { $0 == ":" }.count
      if let selector = entry.objectiveC { #expect(selector.filter { $0 == ":" }.count == labels, "\(entry.swift) vs \(selector)") }
      if entry.completion != nil { #expect(entry.kind == .handling && entry.swift.contains("Handler"), "\(entry.swift)") }
    }
  }
}

extension SDKPredicate: CustomTestStringConvertible {
  public var testDescription: String { "\(sdk): \(callText)" }
}
