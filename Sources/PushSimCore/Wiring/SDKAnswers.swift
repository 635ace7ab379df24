/// What an SDK's call that answers a Bool about a push means, as a predicate over the payload (issue 32 item 1): the
/// SDKs' own "is this mine" checks and the handling calls whose answer says the push was theirs, by SDK id and the
/// member (Swift) or selector (Objective-C) called. Each entry is written from the SDK's page or source.
enum SDKAnswers {
  /// seeds/004 "Pushes from other providers" and "Delivery guarantees": a push is a Grovs push when its payload has a
  /// non-empty `grovs_campaign_id`; `handleNotificationResponse` returns false and does nothing for other pushes;
  /// `isGrovsNotification(userInfo:)` checks without handling.
  static let grovsPush: RoutingPredicate = .all([.has(["grovs_campaign_id"]), .not(.equals(["grovs_campaign_id"], .string("")))])

  static let table: [String: [String: RoutingPredicate]] = [
    "grovs": ["handleNotificationResponse": grovsPush, "isGrovsNotification": grovsPush]
  ]

  static func predicate(_ sdk: String, _ member: String) -> RoutingPredicate? { table[sdk]?[member] }
}
