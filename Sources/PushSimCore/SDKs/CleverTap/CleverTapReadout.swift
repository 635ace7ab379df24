/// What the CleverTap SDK reads in a push (sdk-behaviour-more.md §4.5 fact 13, §4.2 facts 6, 7): a CleverTap push has a
/// top-level key starting `W$` or `wzrk_`; `wzrk_id` is its notification id, `wzrk_dl` its deep link, `wzrk_acct_id`
/// the account it belongs to.
struct CleverTapReadout {
  let isCleverTapPush: Bool
  let id: String?
  let deepLink: String?
  /// The keys the `Notification Clicked` event carries (`W$` rewritten to `wzrk_`).
  let eventKeys: [String]

  init(_ payload: Payload) {
    let root = payload.root
    let keys = root.keys.filter { $0.hasPrefix("W$") || $0.hasPrefix("wzrk_") }
    isCleverTapPush = !keys.isEmpty
    id = root["wzrk_id"]?.stringValue
    deepLink = root["wzrk_dl"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    eventKeys = keys.map { $0.hasPrefix("W$") ? "wzrk_" + $0.dropFirst(2) : $0 }.sorted()
  }
}
