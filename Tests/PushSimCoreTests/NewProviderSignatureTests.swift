import Testing

@testable import PushSimCore

/// Issue 33 item 4: seven providers the classifier did not know. Each test states what the cited source says the
/// provider's payload holds (SignatureTable.swift names the repository, commit and function), the keys the evidence
/// must name, and one payload with only a generic key of the provider that must not be named after it.
@Suite struct NewProviderSignatureTests {
  let classifier = Classifier()

  func classify(_ json: String) throws -> Classification { classifier.classify(try payload(json)) }

  func evidence(_ result: Classification, _ provider: ProviderID) -> [String] {
    result.matches.first { $0.provider == provider }?.evidence.map(\.pointer.description) ?? []
  }

  // MARK: Pushwoosh system commands

  /// PWSystemCommandDispatcher.m isSystemPush: takes the integerValue of pw_system_push from an NSNumber or an
  /// NSString; PWSystemCommandDispatcherTest.m accepts @"1" like @1 and refuses @0. The payload has no pw_msg.
  @Test func pushwooshSystemCommandIsPushwoosh() throws {
    for marker in ["1", #""1""#] {
      let result = try classify(#"{"aps":{"content-available":1},"pw_system_push":\#(marker),"pw_command":"setLogLevel","value":"INFO"}"#)
      #expect(result.provider == .pushwoosh, "pw_system_push \(marker)")
      #expect(evidence(result, .pushwoosh) == ["/pw_system_push", "/pw_command"])
      #expect(result.matches.first?.tier == .declared)
    }
    let list = try classify(#"{"pw_system_push":1,"pw_commands":[{"command":"setLogLevel","value":"DEBUG"}]}"#)
    #expect(evidence(list, .pushwoosh) == ["/pw_system_push", "/pw_commands"])
  }

  @Test func pushwooshCommandWithoutTheSystemFlagIsNotPushwoosh() throws {
    #expect(try classify(#"{"aps":{"content-available":1},"pw_command":"setLogLevel","value":"INFO"}"#).provider == nil)
    #expect(try classify(#"{"pw_system_push":0,"pw_command":"setLogLevel"}"#).provider == nil)
    #expect(try classify(#"{"pw_system_push":"yes","pw_command":"setLogLevel"}"#).provider == nil)
  }

  /// provider-signatures.md §3: p is Mapp's and Pushwoosh's, u is Pushwoosh's custom data that Emarsys reads as u.sid.
  /// A system push names Pushwoosh, so neither Mapp's weak p nor Emarsys's u.sid adds a conflict.
  @Test func pushwooshSystemCommandKeepsPAndUAsPushwooshs() throws {
    let result = try classify(#"{"pw_system_push":1,"pw_command":"setLogLevel","p":"123","u":{"sid":"s1"}}"#)
    #expect(result.provider == .pushwoosh)
    #expect(result.conflict == nil)
  }

  /// NSString.integerValue: "skipping whitespace at the beginning of the string", 0 when the text is no decimal
  /// number (developer.apple.com/documentation/foundation/nsstring/integervalue); NSNumber's for a bool is 0 or 1.
  @Test func foundationIntegerValueReadsAsNSStringAndNSNumberDo() {
    #expect(Condition.foundationIntegerValue(.scalar(.string(" 1"))) == 1)
    #expect(Condition.foundationIntegerValue(.scalar(.string("+1"))) == 1)
    #expect(Condition.foundationIntegerValue(.scalar(.string("-7"))) == -7)
    #expect(Condition.foundationIntegerValue(.scalar(.string("one"))) == 0)
    #expect(Condition.foundationIntegerValue(.scalar(.string(""))) == 0)
    #expect(Condition.foundationIntegerValue(.scalar(.string("99999999999999999999"))) == Int64.max)
    #expect(Condition.foundationIntegerValue(.scalar(.bool(true))) == 1)
    #expect(Condition.foundationIntegerValue(.scalar(.real(1.0))) == 1)
    #expect(Condition.foundationIntegerValue(.scalar(.null)) == nil)
    #expect(Condition.foundationIntegerValue(.object(count: 1)) == nil)
  }

  // MARK: AppsFlyer

  /// support.appsflyer.com 207364076 and the RN plugin's "JSON Method": an af object at the top level with pid, c
  /// and is_retargeting.
  @Test func appsFlyerAttributionObjectIsAppsFlyer() throws {
    let result = try classify(#"{"aps":{"alert":"Get 5000 coins"},"af":{"c":"spring","is_retargeting":"true","pid":"pushes_int"}}"#)
    #expect(result.provider == .appsflyer)
    #expect(evidence(result, .appsflyer) == ["/af", "/af/pid", "/af/c", "/af/is_retargeting"])
    #expect(result.matches.first?.tier == .ambiguous)
  }

  @Test func afWithoutItsParametersIsNotAppsFlyer() throws {
    #expect(try classify(#"{"aps":{"alert":"x"},"af":{"pid":"pushes_int"}}"#).provider == nil)
    #expect(try classify(#"{"aps":{"alert":"x"},"af":"pid=pushes_int&c=spring&is_retargeting=true"}"#).provider == nil)
  }

  /// "The solution is indifferent to the push provider": the af object rides on another provider's push, which
  /// that provider sent. The classifier names the sender and says what af is, with no conflict.
  @Test func appsFlyerOnAnotherProvidersPushIsANoteNotAConflict() throws {
    let result = try classify(#"{"aps":{"alert":"x"},"ab":{"c":"camp"},"af":{"c":"spring","is_retargeting":"true","pid":"braze_int"}}"#)
    #expect(result.provider == .braze)
    #expect(result.conflict == nil)
    #expect(result.notes.contains { $0.contains("AppsFlyer measures this Braze push") })
  }

  // MARK: LivePerson

  /// developer-center push-service/tls.md "Payload": backendService, conversationId, brandId (and originatorId) are
  /// the shared fields of a LivePerson push.
  @Test func livePersonPushIsLivePerson() throws {
    let result = try classify(
      #"{"aps":{"alert":"Agent: hi","sound":"default"},"backendService":"ams","conversationId":"13a1","originatorId":"9.1","brandId":"9"}"#)
    #expect(result.provider == .liveperson)
    #expect(evidence(result, .liveperson) == ["/backendService", "/brandId", "/conversationId", "/originatorId"])
  }

  @Test func conversationAndBrandIdsAloneAreNotLivePerson() throws {
    #expect(try classify(#"{"aps":{"alert":"x"},"brandId":"9","conversationId":"13a1"}"#).provider == nil)
    #expect(try classify(#"{"aps":{"alert":"x"},"backendService":"ams"}"#).provider == nil)
  }

  // MARK: Mindbox

  /// MBPushNotification / CurrentFormatStrategy: clickUrl, imageUrl, payload, buttons and uniqueKey at the top level.
  @Test func mindboxCurrentFormatIsMindbox() throws {
    let result = try classify(
      #"{"aps":{"alert":{"title":"T","body":"B"}},"clickUrl":"https://s","imageUrl":"https://i","payload":"{}","uniqueKey":"g1"}"#)
    #expect(result.provider == .mindbox)
    #expect(evidence(result, .mindbox) == ["/uniqueKey", "/clickUrl", "/imageUrl", "/payload"])
  }

  /// NotificationStrategyFactory: clickUrl and uniqueKey inside aps select the legacy format.
  @Test func mindboxLegacyFormatInsideApsIsMindbox() throws {
    let result = try classify(#"{"aps":{"alert":{"body":"B"},"clickUrl":"https://s","uniqueKey":"g1"}}"#)
    #expect(result.provider == .mindbox)
    #expect(evidence(result, .mindbox) == ["/aps/clickUrl", "/aps/uniqueKey"])
  }

  /// The SDK's own isMindboxPush accepts clickUrl with aps.alert.body; clickUrl is a generic name, so pushsim does not
  /// name Mindbox without the uniqueKey Mindbox's pushes carry (a documented difference, docs/providers.md).
  @Test func clickUrlAloneIsNotMindbox() throws {
    #expect(try classify(#"{"aps":{"alert":{"body":"B"}},"clickUrl":"https://s"}"#).provider == nil)
    #expect(try classify(#"{"aps":{"alert":{"body":"B"}},"uniqueKey":"g1"}"#).provider == nil)
  }

  // MARK: ConnectyCube

  /// connectycube-flutter-call-kit VoIPController: session_id and signal_type (startCall, endCall, rejectCall) read in
  /// PushKit's didReceiveIncomingPushWith; ios_voip=1 makes ConnectyCube send it as a VoIP push.
  @Test func connectyCubeCallPushIsConnectyCubeSentAsVoIP() throws {
    let start = try classify(
      #"{"session_id":"3f6b","signal_type":"startCall","call_type":1,"caller_id":7,"caller_name":"A","call_opponents":"8,9"}"#)
    #expect(start.provider == .connectycube)
    #expect(evidence(start, .connectycube) == ["/session_id", "/signal_type", "/call_type", "/caller_id", "/caller_name", "/call_opponents"])
    #expect(start.matches.first?.sentAs == .voip)
    #expect(try classify(#"{"session_id":"3f6b","signal_type":"endCall"}"#).provider == .connectycube)
  }

  @Test func sessionIdAloneIsNotConnectyCube() throws {
    #expect(try classify(#"{"aps":{"alert":"x"},"session_id":"3f6b"}"#).provider == nil)
    #expect(try classify(#"{"session_id":"3f6b","signal_type":"ringing"}"#).provider == nil)
  }

  // MARK: Bandyer (Kaleyra Video)

  /// The sample README's "Notification Payload": initiator, users, roomAlias and options, at the key path the app
  /// sets in notificationPayloadKeyPath (here "call"); a VoIP push.
  @Test func bandyerCallDictionaryAtTheKeyPathIsBandyerSentAsVoIP() throws {
    let result = try classify(
      #"{"call":{"initiator":"usr_1","users":[{"user":{"userAlias":"usr_2"},"status":"invited"}],"roomAlias":"room_1","options":{"callType":"audio_video"}}}"#
    )
    #expect(result.provider == .bandyer)
    #expect(evidence(result, .bandyer) == ["/call/roomAlias", "/call/initiator", "/call/users"])
    #expect(result.matches.first?.sentAs == .voip)
    #expect(try classify(#"{"initiator":"usr_1","users":[],"roomAlias":"room_1"}"#).provider == .bandyer)
  }

  @Test func roomAliasAloneOrDeeperIsNotBandyer() throws {
    #expect(try classify(#"{"call":{"roomAlias":"room_1"}}"#).provider == nil)
    #expect(try classify(#"{"aps":{"alert":"x"},"users":[],"initiator":"usr_1"}"#).provider == nil)
    // One level only: a key path of two components is not looked at.
    #expect(try classify(#"{"a":{"b":{"initiator":"usr_1","users":[],"roomAlias":"room_1"}}}"#).provider == nil)
  }

  // MARK: Linphone (Flexisip)

  /// flexisip apple-request.cc: the VoIP template puts call-id (and loc-key IC_MSG) inside aps beside a top-level
  /// from-uri and pn_ttl; liblinphone's processRemoteNotification: reads aps.call-id.
  @Test func flexisipVoIPPushIsLinphoneSentAsVoIP() throws {
    let result = try classify(
      #"{"aps":{"sound":"","loc-key":"IC_MSG","loc-args":["A"],"call-id":"c1","send-time":"2026-03-02 09:15:00"},"from-uri":"sip:a@b","pn_ttl":60}"#)
    #expect(result.provider == .linphone)
    #expect(evidence(result, .linphone).prefix(2) == ["/from-uri", "/aps/call-id"])
    #expect(result.matches.first?.sentAs == .voip)
  }

  /// The Background template adds content-available to aps; the Message template has call-id and chat-room-addr at
  /// the top level and an alert (apns-push-type alert).
  @Test func flexisipBackgroundAndMessagePushesAreLinphone() throws {
    let background = try classify(#"{"aps":{"badge":0,"content-available":1,"loc-key":"IC_MSG","call-id":"c1"},"from-uri":"sip:a@b"}"#)
    #expect(background.provider == .linphone)
    #expect(background.matches.first?.sentAs == .background)
    let message = try classify(
      #"{"aps":{"alert":{"loc-key":"IM_MSG","loc-args":["A"]},"mutable-content":1},"from-uri":"sip:a@b","call-id":"c2","chat-room-addr":""}"#)
    #expect(message.provider == .linphone)
    #expect(evidence(message, .linphone).prefix(3) == ["/from-uri", "/call-id", "/chat-room-addr"])
    #expect(message.matches.first?.sentAs == .alert)
  }

  @Test func callIdAloneIsNotLinphone() throws {
    #expect(try classify(#"{"aps":{"alert":"x"},"call-id":"c1"}"#).provider == nil)
    #expect(try classify(#"{"aps":{"call-id":"c1","loc-key":"IC_MSG"}}"#).provider == nil)
  }

  // MARK: the table

  /// Every row of the three call providers that can name them records the push type, and each is voip but Linphone's
  /// background and message forms.
  @Test func callProvidersRecordTheirPushType() {
    for provider in [ProviderID.connectycube, .bandyer, .linphone] {
      let rows = Signature.table.filter { $0.provider == provider && $0.tier != .supporting }
      #expect(!rows.isEmpty)
      #expect(rows.allSatisfy { $0.sentAs != nil }, "\(provider)")
      #expect(rows.contains { $0.sentAs == .voip }, "\(provider)")
    }
    #expect(Signature.table.compactMap(\.sentAs).allSatisfy { [.voip, .background, .alert].contains($0) })
  }
}
