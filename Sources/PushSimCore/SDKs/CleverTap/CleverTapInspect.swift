extension CleverTapModel {
  /// What CleverTap reads in a push (sdk-behaviour-more.md §4.5 fact 13, §4.2 facts 6, 7): its `W$`/`wzrk_` keys, the
  /// notification id `wzrk_id` and the deep link `wzrk_dl`.
  static func inspect(_ payload: Payload) -> SDKInspection? {
    let readout = CleverTapReadout(payload)
    var lines: [String] = []
    if readout.isCleverTapPush {
      lines.append("CleverTap push: " + (readout.id.map { "wzrk_id \($0)" } ?? "no wzrk_id"))
      lines.append("a tap opens: " + (readout.deepLink.map { "\($0) (wzrk_dl)" } ?? "the app (no wzrk_dl)"))
      lines.append("Notification Clicked carries: " + readout.eventKeys.joined(separator: ", "))
    }
    return SDKInspection(
      sdk: id, isOwn: readout.isCleverTapPush, lines: lines,
      json: JSONObject([
        "clevertapPush": .bool(readout.isCleverTapPush), "id": .optional(readout.id), "deepLink": .optional(readout.deepLink),
        "eventKeys": .array(readout.eventKeys.map(JSONValue.string)),
      ]))
  }
}
