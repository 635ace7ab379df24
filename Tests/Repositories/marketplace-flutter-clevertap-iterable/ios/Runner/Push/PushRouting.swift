import Foundation

/// Which sender a push comes from, for AppDelegate's routing.
enum PushRouting {
  /// Iterable keeps its metadata in an "itbl" dictionary (its NotificationHelper tests the same key).
  static func isIterablePush(_ userInfo: [AnyHashable: Any]) -> Bool {
    userInfo["itbl"] is [AnyHashable: Any]
  }

  /// Data messages from our order service come through FCM.
  static func isFirebaseMessage(_ userInfo: [AnyHashable: Any]) -> Bool {
    userInfo["gcm.message_id"] != nil
  }

  /// Seller notifications: "kind" is "seller.order_received", "seller.payout", "seller.review", …
  static func sellerKind(_ userInfo: [AnyHashable: Any]) -> String? {
    guard let kind = userInfo["kind"] as? String, kind.hasPrefix("seller.") else {
      return nil
    }
    return kind
  }
}
