extension FirebaseModel {
  /// What Firebase Messaging reads in a message (sdk-behaviour-more.md §7.2 facts 8–11): `gcm.message_id`, whether
  /// analytics are on for it (`google.c.a.e` "1") and the link it opens (`gcm.app_link`).
  static func inspect(_ payload: Payload) -> SDKInspection? {
    let root = payload.root
    let messageID = root["gcm.message_id"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    let analytics = root["google.c.a.e"]?.stringValue == "1"
    let link = tapTarget(payload).flatMap { $0.isEmpty ? nil : $0 }
    var lines: [String] = []
    if let messageID {
      lines.append("FCM message: gcm.message_id \(messageID)")
      lines.append(
        analytics
          ? "analytics: google.c.a.e 1: _nf when shown in the foreground, _no when opened (once per message id a session)"
          : "analytics: none (google.c.a.e is not \"1\")")
      lines.append("opens: " + (link.map { "\($0) (gcm.app_link, through the app delegate)" } ?? "nothing of its own (no gcm.app_link)"))
    }
    return SDKInspection(
      sdk: id, title: "Firebase", isOwn: messageID != nil, lines: lines,
      json: JSONObject([
        "fcmMessage": .bool(messageID != nil), "messageId": .optional(messageID), "analytics": .bool(analytics), "appLink": .optional(link),
      ]))
  }
}
