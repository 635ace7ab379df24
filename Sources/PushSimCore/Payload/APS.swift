/// A typed view of the `aps` dictionary (ios-delivery.md §3.2). Each field keeps the raw value
/// when its type is wrong, so lint can say what it found; the typed accessors return nil then.
public struct APS: Sendable, Equatable {
  /// The keys Apple documents inside `aps` (§3.2, with the Live Activity keys, WidgetKit's `content-changed`,
  /// Safari's `url-args` and push to talk's `ptt-push-type` for service updates, which Apple's DTS gave in
  /// developer.apple.com/forums/thread/787878; `PushType.facts` says which push type reads which).
  public static let documentedKeys: Set<String> = [
    "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
    "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "stale-date",
    "content-state", "timestamp", "event", "dismissal-date", "attributes-type", "attributes",
    "input-push-token", "input-push-channel", "content-changed", "url-args", "ptt-push-type",
  ]

  public let raw: JSONObject

  public init(_ raw: JSONObject) {
    self.raw = raw
  }

  public var alert: Alert? { raw["alert"].map(Alert.init) }
  public var badge: Int64? { raw["badge"]?.integerValue }
  public var sound: Sound? { raw["sound"].map(Sound.init) }
  public var threadID: String? { raw["thread-id"]?.stringValue }
  public var category: String? { raw["category"]?.stringValue }
  public var targetContentID: String? { raw["target-content-id"]?.stringValue }
  public var interruptionLevel: String? { raw["interruption-level"]?.stringValue }
  public var relevanceScore: Double? { raw["relevance-score"]?.numberValue }
  public var filterCriteria: String? { raw["filter-criteria"]?.stringValue }

  /// `content-available` is on only as the number 1 (§3.2); `"1"` or `true` are what lint flags.
  public var contentAvailable: Bool { Self.isOne(raw["content-available"]) }
  /// `mutable-content` is on only as the number 1 (§3.2).
  public var mutableContent: Bool { Self.isOne(raw["mutable-content"]) }

  public var liveActivity: LiveActivityFields? { LiveActivityFields(raw) }

  /// Keys inside `aps` that Apple does not document: APNs ignores them (§3.1), the app still sees them.
  public var undocumentedKeys: [String] { raw.members.compactMap { Self.documentedKeyTable.contains($0.key) ? nil : $0.key } }
  /// `documentedKeys` for lookups (lint asks for every key of every payload's aps).
  static let documentedKeyTable = KeyTable(documentedKeys)

  static func isOne(_ value: JSONValue?) -> Bool {
    switch value {
    case .integer(1): true
    case .real(let number): number == 1
    default: false
    }
  }
}

/// `aps.alert`: a string (the body) or a dictionary (§3.3).
public enum Alert: Sendable, Equatable {
  case text(String)
  case dictionary(JSONObject)
  case invalid(JSONValue)

  public static let documentedKeys: Set<String> = [
    "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args",
    "subtitle-loc-key", "subtitle-loc-args", "loc-key", "loc-args",
  ]
  /// Older keys that Apple no longer lists but iOS still reads (ios-delivery.md §3.3, R30).
  public static let legacyKeys: Set<String> = ["action", "action-loc-key", "summary-arg", "summary-arg-count"]
  /// Documented and legacy keys, for lookups.
  static let knownKeyTable = KeyTable(documentedKeys.union(legacyKeys))

  public init(_ value: JSONValue) {
    switch value {
    case .string(let text): self = .text(text)
    case .object(let object): self = .dictionary(object)
    default: self = .invalid(value)
    }
  }

  public var title: String? { field("title") }
  public var subtitle: String? { field("subtitle") }
  public var body: String? {
    if case .text(let text) = self { return text }
    return field("body")
  }

  /// True when the alert carries text iOS can show: a non-empty string, or a title, subtitle or
  /// body, literal or localized (`*-loc-key`). G10 runs the NSE only for such alerts.
  public var hasText: Bool {
    switch self {
    case .text(let text): return !text.isEmpty
    case .dictionary:
      return ["title", "subtitle", "body", "title-loc-key", "subtitle-loc-key", "loc-key"]
        .contains { !(field($0) ?? "").isEmpty }
    case .invalid: return false
    }
  }

  /// True when the text comes from the app's Localizable.strings.
  public var isLocalized: Bool {
    ["title-loc-key", "subtitle-loc-key", "loc-key"].contains { field($0) != nil }
  }

  private func field(_ key: String) -> String? {
    if case .dictionary(let object) = self { return object[key]?.stringValue }
    return nil
  }
}

/// `aps.sound`: a file name, or the critical-alert dictionary (§3.2).
public enum Sound: Sendable, Equatable {
  case named(String)
  case critical(name: String?, volume: Double?, critical: Bool)
  case invalid(JSONValue)

  public init(_ value: JSONValue) {
    switch value {
    case .string(let name): self = .named(name)
    case .object(let object):
      self = .critical(
        name: object["name"]?.stringValue, volume: object["volume"]?.numberValue,
        critical: APS.isOne(object["critical"]))
    default: self = .invalid(value)
    }
  }

  public var isCritical: Bool {
    if case .critical(_, _, true) = self { return true }
    return false
  }

  public var name: String? {
    switch self {
    case .named(let name): name
    case .critical(let name, _, _): name
    case .invalid: nil
    }
  }
}

/// The Live Activity keys of `aps` (§3.2, A22).
public struct LiveActivityFields: Sendable, Equatable {
  public let event: String?
  public let timestamp: JSONValue?
  public let contentState: JSONValue?
  public let attributesType: String?
  public let attributes: JSONValue?
  public let staleDate: JSONValue?
  public let dismissalDate: JSONValue?

  /// The keys only Live Activity pushes carry: `aps` with one of them is a Live Activity push.
  public static let markerKeys = ["event", "content-state"]

  /// Nil unless `aps` has `event` or `content-state`, the keys only Live Activity pushes carry.
  init?(_ aps: JSONObject) {
    guard Self.markerKeys.contains(where: { aps[$0] != nil }) else { return nil }
    event = aps["event"]?.stringValue
    timestamp = aps["timestamp"]
    contentState = aps["content-state"]
    attributesType = aps["attributes-type"]?.stringValue
    attributes = aps["attributes"]
    staleDate = aps["stale-date"]
    dismissalDate = aps["dismissal-date"]
  }
}
