/// What the Braze SDK reads in a push (sdk-behaviour-more.md §2.5, facts 20, 21): a Braze push has a non-empty
/// dictionary under `ab`; its deep link is the top-level `ab_uri`; its internal pushes (uninstall tracking, geofence
/// sync) are marked by `appboy_uninstall_tracking` and `ab.ab_sync_geos` (braze-swift-sdk BrazeKitCompat ABKPushUtils.m).
struct BrazeReadout {
  let isBrazePush: Bool
  let uri: String?
  /// The campaign tracking string the click names (`ab.c`, I: the key as Braze payloads carry it, not documented).
  let campaign: String?
  let isInternal: Bool
  let isStory: Bool

  init(_ payload: Payload) {
    let root = payload.root
    let ab = root["ab"]?.objectValue
    isBrazePush = !(ab?.isEmpty ?? true)
    uri = root["ab_uri"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    campaign = ab?["c"]?.stringValue
    isInternal = Self.flag(root["appboy_uninstall_tracking"]) || Self.flag(ab?["ab_sync_geos"])
    isStory = Self.flag(ab?["ab_carousel"]) || ab?["ab_carousel"]?.objectValue != nil
  }

  /// NSNumber/NSString boolValue as ABKPushUtils reads these flags: true, a non-zero number, or a string starting 1–9,
  /// y, Y, t or T.
  static func flag(_ value: JSONValue?) -> Bool {
    switch value {
    case .bool(let flag): return flag
    case .integer(let number): return number != 0
    case .real(let number): return number != 0
    case .string(let text): return text.trimmingSpaces().first.map { "123456789yYtT".contains($0) } ?? false
    default: return false
    }
  }
}
