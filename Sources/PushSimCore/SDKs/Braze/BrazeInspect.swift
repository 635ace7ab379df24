extension BrazeModel {
  /// What Braze reads in a push (sdk-behaviour-more.md §2.5 facts 20, 21): a non-empty `ab` dictionary, the deep link
  /// `ab_uri`, the campaign `ab.c`, and the flags of its internal pushes.
  static func inspect(_ payload: Payload) -> SDKInspection? {
    let readout = BrazeReadout(payload)
    var lines: [String] = []
    if readout.isBrazePush {
      lines.append("Braze push (ab)" + (readout.campaign.map { ": campaign \($0) (ab.c)" } ?? ""))
      lines.append("a tap opens: " + (readout.uri.map { "\($0) (ab_uri)" } ?? "the app (no ab_uri)"))
      if readout.isInternal { lines.append("internal push (appboy_uninstall_tracking or ab.ab_sync_geos): Braze's own, no work for the app") }
      if readout.isStory { lines.append("Push Story (ab_carousel): shown by Braze's content extension") }
    }
    return SDKInspection(
      sdk: id, isOwn: readout.isBrazePush, lines: lines,
      json: JSONObject([
        "brazePush": .bool(readout.isBrazePush), "uri": .optional(readout.uri), "campaign": .optional(readout.campaign),
        "internal": .bool(readout.isInternal), "story": .bool(readout.isStory),
      ]))
  }
}
