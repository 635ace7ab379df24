import Testing

@testable import PushSimCore

/// `pushsim inspect` reads a payload the way each simulated SDK does (each pack's `inspect`, from the readout its model
/// simulates with). The facts checked come from sdk-behaviour-more.md, the sections named in each case.
@Suite struct InspectSectionsTests {
  static func inspection(_ json: String) throws -> Inspection {
    let document = try JSONParser().parse(json)
    return Inspection(loaded: LoadedPayload(file: "push.json", document: document, payload: Payload(document: document)))
  }

  static func section(_ sdk: String, _ json: String) throws -> SDKInspection {
    try #require(try inspection(json).sdks.first { $0.sdk == sdk })
  }

  /// Every simulated SDK has a reading, so the JSON's `sdks` has the same members for every payload.
  @Test func everySimulatedSDKReadsEveryPayload() throws {
    let inspection = try Self.inspection(#"{"aps": {"alert": "Hi"}}"#)
    #expect(inspection.sdks.map(\.sdk) == SDKs.ids)
    // Mapp Engage, Netmera and Grovs show "not its push"; the other SDKs show only their own pushes.
    #expect(inspection.sdks.filter(\.shown).map(\.sdk) == ["mapp", "grovs", "netmera"])
    let text = InspectReport.text(inspection, style: .plain)
    #expect(text.contains("not a Netmera push") && !text.contains("OneSignal"))
  }

  /// §1.7 fact 27: OneSignal's push has custom.i; §1.3 fact 17: the launch URL is custom.u.
  @Test func oneSignal() throws {
    let section = try Self.section("onesignal", #"{"aps": {"alert": "Hi"}, "custom": {"i": "5c2a", "u": "https://shop.example.com/sale"}}"#)
    #expect(section.isOwn)
    #expect(section.lines.first == "OneSignal push: notification id 5c2a (custom.i)")
    #expect(section.json["launchUrl"] == .string("https://shop.example.com/sale"))
  }

  /// §2.5 facts 20, 21: a Braze push has a non-empty ab; ab_uri is its deep link; uninstall tracking is internal.
  @Test func braze() throws {
    let section = try Self.section("braze", #"{"aps": {"content-available": 1}, "ab": {"c": "cmp"}, "appboy_uninstall_tracking": true}"#)
    #expect(section.isOwn && section.json["internal"] == .bool(true))
    #expect(try !Self.section("braze", #"{"aps": {"alert": "x"}, "ab": {}}"#).isOwn)
  }

  /// §5.3 fact 10: a proof push (campaignId 0, templateId not 0) is not tracked.
  @Test func iterableProofPush() throws {
    let section = try Self.section("iterable", #"{"aps": {"alert": "x"}, "itbl": {"campaignId": 0, "templateId": 7, "messageId": "m1"}}"#)
    #expect(section.lines.contains("not tracked: a proof push (campaignId 0)"))
    #expect(section.json["untracked"] == .string("a proof push (campaignId 0)"))
  }

  /// §3.4 fact 13: "alert" in the payload's foreground presentation is list and banner.
  @Test func airshipForegroundPresentation() throws {
    let section = try Self.section(
      "airship",
      #"{"aps": {"alert": "x"}, "_": "send-1", "com.urbanairship.metadata": "m", "com.urbanairship.foreground_presentation": ["alert", "sound"]}"#)
    #expect(section.lines.contains("foreground presentation: [alert, sound] → .list, .banner, .sound (com.urbanairship.foreground_presentation)"))
    #expect(section.json["sendId"] == .string("send-1"))
  }

  /// §7.2 fact 8, 11: analytics only with google.c.a.e "1"; gcm.app_link is what the message opens.
  @Test func firebase() throws {
    let section = try Self.section("firebase", #"{"aps": {"alert": "x"}, "gcm.message_id": "1:1", "gcm.app_link": "https://a.example/x"}"#)
    #expect(section.isOwn && section.json["analytics"] == .bool(false) && section.json["appLink"] == .string("https://a.example/x"))
  }

  /// §6.6 facts 17, 18: both CIO-Delivery-ID and CIO-Delivery-Token; §4.5 fact 13: a wzrk_ key.
  @Test func customerIOAndCleverTap() throws {
    #expect(try !Self.section("customerio", #"{"aps": {"alert": "x"}, "CIO-Delivery-ID": "d"}"#).isOwn)
    #expect(try Self.section("customerio", #"{"aps": {"alert": "x"}, "CIO-Delivery-ID": "d", "CIO-Delivery-Token": "t"}"#).isOwn)
    // The Notification Clicked event carries the wzrk_ keys, W$ rewritten to wzrk_.
    let clevertap = try Self.section("clevertap", #"{"aps": {"alert": "x"}, "wzrk_id": "1", "W$pn": "x", "wzrk_dl": "app://x"}"#)
    #expect(clevertap.json["eventKeys"] == .array([.string("wzrk_dl"), .string("wzrk_id"), .string("wzrk_pn")]))
    #expect(clevertap.lines.contains("a tap opens: app://x (wzrk_dl)"))
  }

  /// Text from the payload is shown as terminal text: a control character in a link does not reach the terminal.
  @Test func payloadTextIsEscaped() throws {
    let inspection = try Self.inspection(#"{"aps": {"alert": "x"}, "ab": {"c": "cmp"}, "ab_uri": "app://x\u001b[31m"}"#)
    #expect(!InspectReport.text(inspection, style: .plain).contains("\u{1b}"))
  }
}
