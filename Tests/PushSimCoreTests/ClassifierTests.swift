import Testing

@testable import PushSimCore

/// One matching and one near-miss payload per provider (provider-signatures.md §1, §4).
struct SignatureCase: Sendable, CustomTestStringConvertible {
  let provider: ProviderID
  let matching: String
  let nearMiss: String

  var testDescription: String { provider.rawValue }

  static let all: [SignatureCase] = [
    .init(
      provider: .mapp, matching: #"{"aps":{"alert":"x"},"push_provider":"mapp_engage"}"#,
      nearMiss: #"{"aps":{"alert":"x"},"push_provider":"Mapp_Engage"}"#),
    .init(provider: .netmera, matching: #"{"aps":{"alert":"x"},"_nm":{"pt":1}}"#, nearMiss: #"{"aps":{"alert":"x"},"_nm":"1"}"#),
    .init(provider: .grovs, matching: #"{"aps":{"alert":"x"},"grovs_campaign_id":"c"}"#, nearMiss: #"{"aps":{"alert":"x"},"grovs_campaign_id":""}"#),
    .init(provider: .firebase, matching: #"{"aps":{"alert":"x"},"gcm.message_id":"1"}"#, nearMiss: #"{"aps":{"alert":"x"},"gcm_message_id":"1"}"#),
    .init(provider: .onesignal, matching: #"{"aps":{"alert":"x"},"custom":{"i":"u"}}"#, nearMiss: #"{"aps":{"alert":"x"},"custom":{"a":{}}}"#),
    .init(provider: .braze, matching: #"{"aps":{"alert":"x"},"ab":{"c":"1"}}"#, nearMiss: #"{"aps":{"alert":"x"},"ab":{}}"#),
    .init(
      provider: .airship, matching: #"{"aps":{"alert":"x"},"com.urbanairship.metadata":"m"}"#, nearMiss: #"{"aps":{"alert":"x"},"urbanairship":"m"}"#),
    .init(provider: .clevertap, matching: #"{"aps":{"alert":"x"},"wzrk_id":"1"}"#, nearMiss: #"{"aps":{"alert":"x"},"wzrkid":"1"}"#),
    .init(provider: .iterable, matching: #"{"aps":{"alert":"x"},"itbl":{"templateId":1}}"#, nearMiss: #"{"aps":{"alert":"x"},"itbl":"x"}"#),
    .init(
      provider: .customerio, matching: #"{"aps":{"alert":"x"},"CIO-Delivery-ID":"a","CIO-Delivery-Token":"b"}"#,
      nearMiss: #"{"aps":{"alert":"x"},"CIO-Delivery-ID":"a"}"#),
    .init(provider: .klaviyo, matching: #"{"aps":{"alert":"x"},"body":{"_k":"t"}}"#, nearMiss: #"{"aps":{"alert":"x"},"body":{"url":"u"}}"#),
    .init(provider: .leanplum, matching: #"{"aps":{"alert":"x"},"_lpm":"1"}"#, nearMiss: #"{"aps":{"alert":"x"},"_lpx":"1"}"#),
    .init(provider: .batch, matching: #"{"aps":{"alert":"x"},"com.batch":{"i":"1"}}"#, nearMiss: #"{"aps":{"alert":"x"},"com.batch":{}}"#),
    .init(provider: .pushwoosh, matching: #"{"aps":{"alert":"x"},"pw_msg":"1","p":"3o/2Y"}"#, nearMiss: #"{"aps":{"alert":"x"},"pw_message":"1"}"#),
    .init(provider: .sfmc, matching: #"{"aps":{"alert":"x"},"_sid":"sfmc"}"#, nearMiss: #"{"aps":{"alert":"x"},"_sid":"other"}"#),
    .init(
      provider: .emarsys, matching: #"{"aps":{"alert":"x"},"ems":{"multichannelId":"c"}}"#,
      nearMiss: #"{"aps":{"alert":"x"},"u":{"sid":"s"},"pw_msg":"1"}"#),
    .init(provider: .moengage, matching: #"{"aps":{"alert":"x"},"moengage":{"cid":"1"}}"#, nearMiss: #"{"aps":{"alert":"x"},"moengage":"1"}"#),
    .init(provider: .mixpanel, matching: #"{"aps":{"alert":"x"},"mp":{"m":"1"}}"#, nearMiss: #"{"aps":{"alert":"x"},"mixpanel":{"m":"1"}}"#),
    .init(provider: .swrve, matching: #"{"aps":{"alert":"x"},"_p":"12"}"#, nearMiss: #"{"aps":{"alert":"x"},"_p":null}"#),
    .init(
      provider: .kumulos, matching: #"{"aps":{"alert":"x"},"custom":{"a":{"k.message":{"type":1}},"i":"u"}}"#,
      nearMiss: #"{"aps":{"alert":"x"},"custom":{"a":{"k.message":"x"}}}"#),
    .init(provider: .adobeAJO, matching: #"{"aps":{"alert":"x"},"_xdm":{"cjm":{}}}"#, nearMiss: #"{"aps":{"alert":"x"},"_xdm":{}}"#),
    .init(provider: .adobeCampaign, matching: #"{"aps":{"alert":"x"},"_mId":"m","_dId":"d"}"#, nearMiss: #"{"aps":{"alert":"x"},"_mId":"m"}"#),
    .init(
      provider: .pinpoint, matching: #"{"aps":{"alert":"x"},"data":{"pinpoint":{"campaign":{}}}}"#,
      nearMiss: #"{"aps":{"alert":"x"},"data":{"pinpoint":"x"}}"#),
    .init(
      provider: .pusherBeams, matching: #"{"aps":{"alert":"x"},"data":{"pusher":{"publishId":"p"}}}"#,
      nearMiss: #"{"aps":{"alert":"x"},"data":{"pusher":{"instance":"i"}}}"#),
    .init(provider: .countly, matching: #"{"aps":{"alert":"x"},"c":{"i":"1"}}"#, nearMiss: #"{"aps":{"alert":"x"},"c":"1"}"#),
    .init(provider: .notificare, matching: #"{"aps":{"alert":"x"},"x-sender":"notificare"}"#, nearMiss: #"{"aps":{"alert":"x"},"x-sender":"other"}"#),
    .init(
      provider: .infobip, matching: #"{"aps":{"alert":"x"},"messageId":"m","internalData":{}}"#, nearMiss: #"{"aps":{"alert":"x"},"messageId":7}"#),
    .init(provider: .knock, matching: #"{"aps":{"alert":"x"},"knock_message_id":"k"}"#, nearMiss: #"{"aps":{"alert":"x"},"knock_id":"k"}"#),
    .init(provider: .courier, matching: #"{"aps":{"alert":"x"},"trackingUrl":"https://t"}"#, nearMiss: #"{"aps":{"alert":"x"},"trackingUrl":1}"#),
    .init(
      provider: .appcues,
      matching: #"{"aps":{"alert":"x"},"appcues_account_id":"a","appcues_app_id":"b","appcues_user_id":"c","appcues_notification_id":"d"}"#,
      nearMiss: #"{"aps":{"alert":"x"},"appcues_account_id":"a","appcues_app_id":"b","appcues_user_id":"c"}"#),
    .init(provider: .webengage, matching: #"{"aps":{"alert":"x"},"source":"webengage"}"#, nearMiss: #"{"aps":{"alert":"x"},"source":"WebEngage2"}"#),
    .init(provider: .insider, matching: #"{"aps":{"alert":"x"},"source":"Insider"}"#, nearMiss: #"{"aps":{"alert":"x"},"source":"insider"}"#),
    .init(provider: .appmetrica, matching: #"{"aps":{"alert":"x"},"yamp":{"i":"1"}}"#, nearMiss: #"{"aps":{"alert":"x"},"yamp":"1"}"#),
    .init(
      provider: .intercom, matching: #"{"aps":{"alert":"x"},"intercom_push_type":"notification"}"#,
      nearMiss: #"{"aps":{"alert":"x"},"conversation_id":"1"}"#),
    .init(provider: .sendbird, matching: #"{"aps":{"alert":"x"},"sendbird":{"channel":{}}}"#, nearMiss: #"{"aps":{"alert":"x"},"send_bird":{}}"#),
    .init(provider: .helpshift, matching: #"{"aps":{"alert":"x"},"origin":"helpshift"}"#, nearMiss: #"{"aps":{"alert":"x"},"origin":"web"}"#),
    .init(provider: .zendesk, matching: #"{"aps":{"alert":"x"},"zendesk_sdk_request_id":"1"}"#, nearMiss: #"{"aps":{"alert":"x"},"zendesk_id":"1"}"#),
    .init(
      provider: .expo, matching: #"{"aps":{"alert":"x"},"experienceId":"@o/a","body":{}}"#,
      nearMiss: #"{"aps":{"alert":"x"},"projectId":"p","body":{}}"#),
    .init(provider: .acoustic, matching: #"{"aps":{"alert":"x"},"mce":{"mailingId":"1"}}"#, nearMiss: #"{"aps":{"alert":"x"},"mc":{}}"#),
    .init(
      provider: .stream, matching: #"{"aps":{"alert":"x"},"stream":{"sender":"stream.chat"}}"#,
      nearMiss: #"{"aps":{"alert":"x","category":"stream.chat"}}"#),
    .init(provider: .localytics, matching: #"{"aps":{"alert":"x"},"ll":{"ca":1}}"#, nearMiss: #"{"aps":{"alert":"x"},"l":{"ca":1}}"#),
    .init(provider: .vibes, matching: #"{"aps":{"alert":"x"},"message_uid":"m"}"#, nearMiss: #"{"aps":{"alert":"x"},"message":"m"}"#),
    // Adjust: Constants.FCM_PAYLOAD_VALUE is "uninstall detection"; any other purpose is not Adjust's check.
    .init(
      provider: .adjust, matching: #"{"aps":{"content-available":1},"adjust_purpose":"uninstall detection"}"#,
      nearMiss: #"{"aps":{"content-available":1},"adjust_purpose":"attribution"}"#),
    // Twilio: the Conversations demo reads userInfo["twi_message_type"] as? String; a number is not that.
    .init(
      provider: .twilio, matching: #"{"aps":{"alert":"x"},"twi_message_type":"twilio.conversations.new_message","conversation_sid":"CH1"}"#,
      nearMiss: #"{"aps":{"alert":"x"},"twi_message_type":1,"conversation_sid":"CH1"}"#),
    // Issue 33 item 4; the near misses carry one generic key of the provider alone (NewProviderSignatureTests).
    .init(
      provider: .appsflyer, matching: #"{"aps":{"alert":"x"},"af":{"pid":"p_int","c":"camp","is_retargeting":"true"}}"#,
      nearMiss: #"{"aps":{"alert":"x"},"af":{"c":"camp"}}"#),
    .init(
      provider: .liveperson, matching: #"{"aps":{"alert":"x"},"backendService":"ams","brandId":"1","conversationId":"c"}"#,
      nearMiss: #"{"aps":{"alert":"x"},"conversationId":"c"}"#),
    .init(
      provider: .mindbox, matching: #"{"aps":{"alert":{"body":"x"}},"clickUrl":"https://s","uniqueKey":"u"}"#,
      nearMiss: #"{"aps":{"alert":{"body":"x"}},"clickUrl":"https://s"}"#),
    .init(
      provider: .connectycube, matching: #"{"session_id":"s","signal_type":"startCall","call_type":1}"#,
      nearMiss: #"{"session_id":"s","call_type":1}"#),
    .init(
      provider: .bandyer, matching: #"{"data":{"roomAlias":"room_1","initiator":"usr_1","users":[]}}"#,
      nearMiss: #"{"data":{"roomAlias":"room_1"}}"#),
    .init(
      provider: .linphone, matching: #"{"aps":{"loc-key":"IC_MSG","call-id":"c1"},"from-uri":"sip:a@b"}"#,
      nearMiss: #"{"aps":{"alert":"x"},"call-id":"c1"}"#),
  ]
}

@Suite struct ClassifierTests {
  let classifier = Classifier()

  @Test func everyProviderHasASignatureAndATestCase() {
    let inTable = Set(Signature.table.map(\.provider))
    let tested = Set(SignatureCase.all.map(\.provider))
    #expect(inTable == Set(ProviderID.allCases))
    #expect(tested == Set(ProviderID.allCases))
  }

  @Test(arguments: SignatureCase.all)
  func matchingPayloadIsClassified(_ testCase: SignatureCase) throws {
    let result = classifier.classify(try payload(testCase.matching))
    #expect(result.provider == testCase.provider)
    #expect(result.matches.first?.evidence.isEmpty == false)
  }

  @Test(arguments: SignatureCase.all)
  func nearMissIsNotClassified(_ testCase: SignatureCase) throws {
    let result = classifier.classify(try payload(testCase.nearMiss))
    #expect(result.provider != testCase.provider)
  }

  @Test func everySignatureCitesASource() {
    for signature in Signature.table {
      #expect(!signature.source.isEmpty && !signature.why.isEmpty, "\(signature.provider)")
    }
  }

  @Test func mappDeclaredMarkerAndPushIDMergeIntoOneMatch() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":"x"},"push_provider":"mapp_engage","p":5,"apx_dpl":"a://b"}"#))
    #expect(result.provider == .mapp)
    #expect(result.matches.count == 1)
    #expect(result.matches[0].evidence.map(\.pointer.description) == ["/push_provider", "/p", "/apx_dpl"])
    #expect(result.matches[0].tier == .declared)
  }

  /// sdk-behaviour-more.md: CleverTap §4 fact 13 (any key starting W$ or wzrk_), Airship §3 fact 18
  /// (com.urbanairship.metadata present), Braze §2 fact 20 (a non-empty dictionary under ab), Customer.io §6
  /// (CIO-Delivery-ID and CIO-Delivery-Token both strings).
  @Test func signaturesFollowTheSDKsOwnChecks() throws {
    #expect(classifier.classify(try payload(#"{"aps":{"alert":"x"},"W$id":"1"}"#)).provider == .clevertap)
    #expect(classifier.classify(try payload(#"{"aps":{"alert":"x"},"xW$id":"1","awzrk_id":"2"}"#)).provider == nil)
    let airship = classifier.classify(try payload(#"{"aps":{"alert":"x"},"_":"send","com.urbanairship.metadata":"m"}"#))
    #expect(airship.provider == .airship)
    #expect(airship.matches.first?.evidence.first?.pointer.description == "/com.urbanairship.metadata")
    #expect(airship.matches.first?.tier == .namespaced)
    #expect(classifier.classify(try payload(#"{"aps":{"alert":"x"},"ab":"variant-b"}"#)).provider == nil)
    #expect(classifier.classify(try payload(#"{"aps":{"alert":"x"},"ab":[1]}"#)).provider == nil)
    #expect(classifier.classify(try payload(#"{"aps":{"alert":"x"},"CIO-Delivery-Token":"t"}"#)).provider == nil)
    #expect(classifier.classify(try payload(#"{"aps":{"alert":"x"},"CIO-Delivery-ID":1,"CIO-Delivery-Token":"t"}"#)).provider == nil)
  }

  @Test func mappPushIDAloneIsAWeakMatch() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":"x"},"p":"123"}"#))
    #expect(result.provider == .mapp)
    #expect(result.matches[0].tier == .ambiguous)
  }

  @Test func mappIsNotIdentifiedByItsSupportingKeysAlone() throws {
    // seeds/000 "Identify Mapp Notifications": not aps, mutable-content, ios_apx_media or a category.
    let result = classifier.classify(
      try payload(#"{"aps":{"alert":"x","mutable-content":1,"category":"apx_yes_no_open"},"ios_apx_media":"https://m"}"#))
    #expect(result.provider == nil)
  }

  @Test func pushwooshHashInPIsNotMapp() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":"x"},"pw_msg":"1","p":"12ab"}"#))
    #expect(result.provider == .pushwoosh)
    #expect(result.conflict == nil)
    #expect(result.notes.contains { $0.contains("Pushwoosh's message hash") })
  }

  @Test func kumulosWinsOverOneSignalOnTheSharedCustomKey() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":"x"},"custom":{"i":"u","a":{"k.message":{"data":{"id":1}}}}}"#))
    #expect(result.provider == .kumulos)
    #expect(result.conflict == nil)
  }

  @Test func klaviyoWinsOverExpoOnTheSharedBodyKey() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":"x"},"experienceId":"@o/a","body":{"_k":"t"}}"#))
    #expect(result.provider == .klaviyo)
    #expect(result.conflict == nil)
  }

  @Test func firebaseIsTransportBesideAnotherProvider() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":"x"},"_nm":{"pt":1},"gcm.message_id":"1","google.c.sender.id":"2"}"#))
    #expect(result.provider == .netmera)
    #expect(result.via == .firebase)
    #expect(result.conflict == nil)
    #expect(result.matches.last?.provider == .firebase)
  }

  @Test func firebaseAloneIsTheProvider() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":"x"},"google.c.a.e":"1"}"#))
    #expect(result.provider == .firebase)
    #expect(result.via == nil)
  }

  @Test func grovsNotificationIDAloneIsNotGrovs() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":"Hi"},"grovs_notification_id":"ntf_123"}"#))
    #expect(result.provider == nil)
    #expect(result.notes.contains { $0.contains("not a Grovs push since SDK 3.1") })
  }

  @Test func twoProvidersClaimingOnePayloadIsAConflict() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":"x"},"push_provider":"mapp_engage","grovs_campaign_id":"c"}"#))
    #expect(result.provider == .mapp)
    #expect(result.conflict == [.mapp, .grovs])
  }

  @Test func weakKeysDoNotAddAConflictToAStrongMatch() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":"x"},"itbl":{},"messageId":"m","_":"x"}"#))
    #expect(result.provider == .iterable)
    #expect(result.conflict == nil)
  }

  @Test func plainApplePayloadHasNoProvider() throws {
    let result = classifier.classify(try payload(#"{"aps":{"alert":{"title":"T","body":"B"},"sound":"default"},"url":"https://x"}"#))
    #expect(result.provider == nil)
    #expect(result.matches.isEmpty)
  }
}

/// Tables indexed by provider use `ordinal`: it must be the case's position in `allCases`, one per case.
@Suite struct ProviderOrdinalTests {
  @Test func ordinalIsThePositionInAllCases() {
    for (position, provider) in ProviderID.allCases.enumerated() { #expect(provider.ordinal == position, "\(provider)") }
  }
}
