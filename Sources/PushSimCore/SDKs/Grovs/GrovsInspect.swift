extension GrovsModel {
  /// What Grovs reads in a push (seeds/004 What your app receives): its campaign, the link it resolves, the image, and
  /// the payload `grovsReceivedPayloadFromDeeplink` gets.
  static func inspect(_ payload: Payload) -> SDKInspection? {
    let grovs = GrovsReadout(payload)
    var lines: [String]
    if grovs.isGrovsPush {
      lines = ["Grovs push: campaign \(grovs.campaignID ?? "")"]
      lines.append(
        "link: " + (grovs.link.map { "\($0) (resolved with source push; one push_open)" } ?? "none (link is nil; payload is the push's data)"))
      if let image = grovs.image {
        lines.append(
          "image: \(image)" + (grovs.imageReachesExtension ? " (NSE attaches it on a device)" : " (no mutable-content 1: the NSE never sees it)"))
      }
      lines.append("payload to the app: " + JSONWriter(sortedKeys: false, pretty: false).string(.object(grovs.payloadForApp)))
    } else if grovs.legacyNotificationIDOnly {
      lines = ["not a Grovs push: only grovs_notification_id (not Grovs since SDK 3.1)"]
    } else {
      lines = ["not a Grovs push: no non-empty grovs_campaign_id; handleNotificationResponse returns false"]
    }
    return SDKInspection(
      sdk: id, isOwn: grovs.isGrovsPush, shownAlways: true, lines: lines,
      json: JSONObject([
        "grovsPush": .bool(grovs.isGrovsPush), "campaignId": .optional(grovs.campaignID), "link": .optional(grovs.link),
        "image": .optional(grovs.image), "payload": grovs.isGrovsPush ? .object(grovs.payloadForApp) : .null,
      ]))
  }
}
