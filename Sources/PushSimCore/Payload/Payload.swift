/// A push payload as iOS hands it to an app (the `userInfo` dictionary), with the facts pushsim
/// derives from it: kind, size, headers, Notification Service Extension eligibility.
public struct Payload: Sendable {
  /// The top-level key `simctl push` and drag-and-drop use to pick the app (ios-delivery.md §4).
  public static let simulatorTargetBundleKey = "Simulator Target Bundle"
  /// APNs limits (ios-delivery.md §3.1, A2): 4096 bytes, 5120 for VoIP.
  public static let sizeLimit = 4096
  public static let voipSizeLimit = 5120

  /// The whole document; a top level that is not an object leaves `root` empty.
  public let value: JSONValue
  public let root: JSONObject
  /// UTF-8 bytes of the payload as written (APNs counts the request body as sent, §3.1).
  public let byteCount: Int
  private let sourceMap: SourceMap

  public init(document: JSONDocument) {
    self.value = document.value
    self.root = document.value.objectValue ?? JSONObject()
    self.byteCount = document.bytes.count
    self.sourceMap = document.sourceMap
  }

  /// The empty object `{}`: what a callback without a notification sees.
  public static let nothing: Payload = {
    let bytes = Array("{}".utf8)
    return Payload(document: JSONDocument(value: .object(JSONObject()), bytes: bytes, sourceMap: SourceMap(scanning: bytes)))
  }()

  /// Bytes once whitespace outside strings is removed, as most sending services minify.
  public var compactByteCount: Int { sourceMap.compactByteCount }

  public var isObject: Bool { value.objectValue != nil }

  /// The typed `aps`, nil when absent or not a dictionary.
  public var aps: APS? { root["aps"]?.objectValue.map(APS.init) }

  public var simulatorTargetBundle: String? { root[Self.simulatorTargetBundleKey]?.stringValue }

  /// Top-level keys beside `aps` (and the simctl key): what the app reads as custom data.
  public var customKeys: [String] {
    root.keys.filter { $0 != "aps" && $0 != Self.simulatorTargetBundleKey }
  }

  /// The push type the sender declared (config `pushType`, `--push-type`, `apns.pushType`, a provider that sends only
  /// one type); nil when only the payload tells.
  public var declaredPushType: PushType?

  public var kind: PayloadKind { PayloadKind(isObject: isObject, aps: aps, declared: declaredPushType) { root[$0] } }

  /// No `aps`, no push type declared, and no key that places it: only the sender knows what it is (PushKit, location
  /// and File Provider pushes need no `aps`; alert and background pushes do nothing without it).
  public var pushTypeUndecided: Bool { isObject && !root.isEmpty && root["aps"] == nil && pushType == nil }

  /// The push type the payload is sent as: the declared one, else the one its keys need; nil when neither tells.
  public var pushType: PushType? { declaredPushType ?? PushType.needed(aps: aps) { root[$0] } }

  public var hasAlertText: Bool { Self.hasAlertText(aps) }

  /// Whether the payload makes iOS show, sound or badge anything (G1 `visible`).
  public var isVisible: Bool { Self.isVisible(aps) }

  /// G10: the Notification Service Extension runs for `mutable-content: 1` plus alert text, when
  /// alerts are authorized.
  public var serviceExtension: ServiceExtensionEligibility { Self.serviceExtension(aps) }

  // The same facts from `aps` alone, for lint, which does not convert the rest of the payload.
  static func hasAlertText(_ aps: APS?) -> Bool { aps?.alert?.hasText ?? false }

  static func isVisible(_ aps: APS?) -> Bool {
    guard let aps else { return false }
    return hasAlertText(aps) || aps.raw["badge"] != nil || aps.raw["sound"] != nil
  }

  static func serviceExtension(_ aps: APS?) -> ServiceExtensionEligibility {
    guard let aps, aps.mutableContent else { return .notRequested }
    return hasAlertText(aps) ? .runs : .noAlertText
  }

  public var headers: PushHeaders { PushHeaders(kind: kind, declared: declaredPushType) }
}

/// Whether the Notification Service Extension runs (ios-delivery.md G10).
public enum ServiceExtensionEligibility: String, Sendable {
  /// `mutable-content: 1` with alert text: it runs when alerts are authorized (not under `simctl push`).
  case runs
  /// `mutable-content: 1` but no title, subtitle or body: iOS never starts it.
  case noAlertText = "no-alert-text"
  /// No `mutable-content: 1`.
  case notRequested = "not-requested"
}
