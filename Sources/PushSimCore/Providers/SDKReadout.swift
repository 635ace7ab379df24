/// What the Mapp Engage SDK reads from a payload (seeds/000; sdk-behaviour.md §1.5, §1.6).
public struct MappReadout: Sendable, Equatable {
  /// The SDK's `uniqueID`: `[p integerValue]`, else `[apbcd integerValue]` (PS 1).
  public let pushID: Int64
  /// `p`, `apbcd` or nil: where the id came from. `apbcd` marks a rich (inbox) message.
  public let pushIDKey: String?
  /// `push_provider == "mapp_engage"`, the app-side routing marker (seeds/000, "Identify Mapp Notifications").
  public let declared: Bool
  public let deepLink: String?
  public let landingPage: String?
  public let appStoreID: String?
  public let dialNumber: String?
  public let richMedia: String?

  public init(_ payload: Payload) { self.init(root: payload.root) }

  public init(root: some PayloadRoot) {
    (pushID, pushIDKey) = Self.pushID(root)
    declared = root["push_provider"]?.stringValue == "mapp_engage"
    deepLink = root["apx_dpl"]?.stringValue
    landingPage = root["apx_url"]?.stringValue
    appStoreID = Self.text(root["apx_aid"])
    dialNumber = Self.text(root["apx_dn"])
    richMedia = root["ios_apx_media"]?.stringValue
  }

  /// The push id and the key it came from: `p`, else `apbcd`, else 0 and nil.
  static func pushID(_ root: some PayloadRoot) -> (id: Int64, key: String?) {
    let fromP = integerValue(root["p"])
    if fromP != 0 { return (fromP, "p") }
    let fromAPBCD = integerValue(root["apbcd"])
    return fromAPBCD != 0 ? (fromAPBCD, "apbcd") : (0, nil)
  }

  /// The SDK drops a push whose id is 0: "Push Notification wasn't handled by Appoxee" (PS 1).
  public var handledBySDK: Bool { pushID != 0 }

  /// What a tap opens, in the SDK's click types (sdk-behaviour.md §1.6).
  public var clickAction: String {
    if let landingPage { return "landing page \(landingPage) (click type 1)" }
    if let deepLink { return "deep link \(deepLink) (click type 2)" }
    if let appStoreID { return "App Store id \(appStoreID) (click type 3)" }
    if let dialNumber { return "dial \(dialNumber) (click type 4)" }
    return "opens the app (click type 0)"
  }

  /// `-[NSString integerValue]` / `-[NSNumber integerValue]`: leading digits of a string, 0 when none.
  static func integerValue(_ value: JSONValue?) -> Int64 {
    switch value {
    case .integer(let number): return number
    case .real(let number): return number.isFinite && abs(number) < 9e18 ? Int64(number) : 0
    case .bool(let flag): return flag ? 1 : 0
    case .string(let text):
      var scalars = Substring(text).drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" })
      var sign: Int64 = 1
      if let first = scalars.first, first == "-" || first == "+" {
        sign = first == "-" ? -1 : 1
        scalars = scalars.dropFirst()
      }
      var result: Int64 = 0
      for character in scalars {
        guard let digit = character.wholeNumberValue, character.isASCIIDigit else { break }
        let (product, overflow) = result.multipliedReportingOverflow(by: 10)
        if overflow { return sign > 0 ? Int64.max : Int64.min }
        result = product + Int64(digit)
      }
      return sign * result
    default: return 0
    }
  }

  static func text(_ value: JSONValue?) -> String? {
    switch value {
    case .string(let text): text
    case .integer(let number): String(number)
    default: nil
    }
  }
}

/// What the Grovs SDK reads from a payload (seeds/004, "What your app receives").
public struct GrovsReadout: Sendable, Equatable {
  public let isGrovsPush: Bool
  public let campaignID: String?
  public let link: String?
  public let image: String?
  private let root: any PayloadRoot
  /// `userInfo` without `aps`: what reaches `grovsReceivedPayloadFromDeeplink(link:payload:tracking:)`.
  public var payloadForApp: JSONObject {
    JSONObject(root.keys.filter { $0 != "aps" }.compactMap { key in root[key].map { JSONMember(key: key, value: $0) } })
  }
  /// Only `grovs_notification_id`: not a Grovs push since SDK 3.1.
  public let legacyNotificationIDOnly: Bool
  /// Images need the Notification Service Extension, which needs `mutable-content: 1` (seeds/004 §4).
  public let imageReachesExtension: Bool

  public init(_ payload: Payload) { self.init(root: payload.root, serviceExtension: payload.serviceExtension) }

  public init(root: some PayloadRoot, serviceExtension: ServiceExtensionEligibility) {
    let campaign = root["grovs_campaign_id"]?.stringValue
    isGrovsPush = Self.isGrovsPush(campaignID: campaign)
    campaignID = campaign
    link = root["grovs_link"]?.stringValue
    image = root["grovs_image"]?.stringValue
    self.root = root
    legacyNotificationIDOnly = Self.legacyNotificationIDOnly(root, isGrovsPush: isGrovsPush)
    imageReachesExtension = serviceExtension == .runs
  }

  /// "A push is a Grovs push when its payload has a non-empty grovs_campaign_id" (seeds/004).
  static func isGrovsPush(campaignID: String?) -> Bool { !(campaignID ?? "").isEmpty }

  static func isGrovsPush(_ root: some PayloadRoot) -> Bool { isGrovsPush(campaignID: root["grovs_campaign_id"]?.stringValue) }

  static func legacyNotificationIDOnly(_ root: some PayloadRoot) -> Bool { legacyNotificationIDOnly(root, isGrovsPush: isGrovsPush(root)) }

  private static func legacyNotificationIDOnly(_ root: some PayloadRoot, isGrovsPush: Bool) -> Bool {
    root.contains("grovs_notification_id") && !isGrovsPush
  }

  public static func == (left: GrovsReadout, right: GrovsReadout) -> Bool {
    left.isGrovsPush == right.isGrovsPush && left.campaignID == right.campaignID && left.link == right.link && left.image == right.image
      && left.legacyNotificationIDOnly == right.legacyNotificationIDOnly && left.imageReachesExtension == right.imageReachesExtension
      && left.payloadForApp == right.payloadForApp
  }
}

/// What the Netmera SDK reads from a payload (seeds/003; sdk-behaviour.md §2.2).
public struct NetmeraReadout: Sendable, Equatable {
  public let isNetmeraPush: Bool
  public let pushType: Int64?
  public let action: Int64?
  public let actionURL: String?
  public let buttonCount: Int
  public let carouselCount: Int
  public let deliveryReport: Bool
  public let pushID: String?
  public let mediaURL: String?

  /// `_nm.pt` values of NetmeraPushType (sdk-behaviour.md §2.2).
  public static let pushTypes: [Int64: String] = [
    1: "standard", 2: "interactive", 3: "popup", 6: "silent", 7: "ping", 8: "configUpdate",
    10: "inAppMessage", 11: "recall", 12: "review", 13: "forceUpdate", 14: "webWidget",
  ]
  /// `_nm.act.at` values of PushActionType (sdk-behaviour.md §2.2).
  public static let actionTypes: [Int64: String] = [
    0: "openApp", 1: "openDeeplink", 2: "showWebView", 3: "nothing", 4: "sendEvent", 5: "share",
    6: "review", 7: "showWidget",
  ]

  public init(_ payload: Payload) { self.init(root: payload.root) }

  public init(root: some PayloadRoot) { self.init(nm: root["_nm"]?.objectValue) }

  /// From the `_nm` dictionary alone (nil when the payload has none).
  public init(nm: JSONObject?) {
    isNetmeraPush = nm != nil
    pushType = nm?["pt"].flatMap(Self.number)
    action = nm?["act"]?["at"].flatMap(Self.number)
    actionURL = nm?["act"]?["uri"]?.stringValue ?? nm?["act"]?["url"]?.stringValue
    buttonCount = nm?["ia"]?.arrayValue?.count ?? 0
    carouselCount = nm?["crsl"]?.arrayValue?.count ?? 0
    switch nm?["dr"] {
    case .bool(true), .integer(1), .string("1"), .string("true"): deliveryReport = true
    default: deliveryReport = false
    }
    pushID = nm?["pid"].flatMap(MappReadout.text)
    mediaURL = nm?["mu"]?.stringValue
  }

  public var pushTypeName: String? { pushType.map { Self.pushTypes[$0] ?? "unknown (\($0))" } }
  public var actionName: String? { action.map { Self.actionTypes[$0] ?? "unknown (\($0))" } }
  /// The SDK handles a push only when `_nm.pt` is a known type (isNotificationBelongToSDK, §2.2).
  public var ownedBySDK: Bool { pushType.map { Self.pushTypes[$0] != nil } ?? false }

  private static func number(_ value: JSONValue) -> Int64? {
    switch value {
    case .integer(let number): number
    case .string(let text): Int64(text)
    default: nil
    }
  }
}
