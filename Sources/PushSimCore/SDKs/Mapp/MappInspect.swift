extension MappModel {
  /// What the Mapp SDK reads in a push (seeds/000 Identify Mapp Notifications; sdk-behaviour.md §1.1): a non-zero `p` or
  /// `apbcd`, what a tap opens, and the `push_provider` marker a filtering app routes on.
  static func inspect(_ payload: Payload) -> SDKInspection? {
    let mapp = MappReadout(payload)
    var lines: [String] = []
    if mapp.handledBySDK {
      lines.append("handles it: push id \(mapp.pushID) from \(mapp.pushIDKey ?? "p")\(mapp.pushIDKey == "apbcd" ? " (rich message)" : "")")
      lines.append("a tap opens: \(mapp.clickAction)")
    } else {
      lines.append("ignores it: no non-zero p or apbcd (\"wasn't handled by Appoxee\")")
    }
    lines.append(
      mapp.declared
        ? "multi-provider filter: push_provider = \"mapp_engage\" routes it to Mapp"
        : "multi-provider filter: no push_provider = \"mapp_engage\", so a filtering app does not route it to Mapp")
    if let media = mapp.richMedia { lines.append("rich media: \(media) (read by the app's NSE only)") }
    return SDKInspection(
      sdk: id, isOwn: mapp.handledBySDK, shownAlways: true, lines: lines,
      json: JSONObject([
        "handled": .bool(mapp.handledBySDK), "pushId": .integer(mapp.pushID), "pushIdKey": .optional(mapp.pushIDKey),
        "declared": .bool(mapp.declared), "deepLink": .optional(mapp.deepLink), "landingPage": .optional(mapp.landingPage),
        "richMedia": .optional(mapp.richMedia),
      ]))
  }
}
