/// The payload classes of ios-delivery.md G1, plus one per push type that does not reach UNUserNotificationCenter
/// (`PushType`: Live Activity, widgets, MDM, and the PushKit, location and File Provider types the sender declares),
/// and the empty payload.
public enum PayloadKind: String, Sendable, CaseIterable {
  /// (a) alert text, no `content-available` (also (d) with `mutable-content`).
  case alert
  /// (b) `content-available: 1` and nothing visible: a silent push.
  case background
  /// (c) visible content and `content-available: 1`.
  case alertBackground = "alert+background"
  /// (e) only `badge` and/or `sound`.
  case badgeOrSound = "badge-or-sound"
  /// ActivityKit push: `aps.event` / `aps.content-state`.
  case liveActivity = "live-activity"
  /// WidgetKit push: `aps.content-changed` (a control reload, declared `controls`, carries the same payload).
  case widgets
  /// WidgetKit control reload (declared `controls`).
  case controls
  /// MDM wake-up: `{"mdm": PushMagic}`.
  case mdm
  /// PushKit VoIP call invitation (declared, or sent by a provider that sends only VoIP pushes).
  case voip
  /// PushToTalk channel push (declared).
  case pushToTalk = "push-to-talk"
  /// Location query for the Location Push Service Extension (declared).
  case location
  /// watchOS complication update through PushKit (declared).
  case complication
  /// File Provider change signal (declared).
  case fileProvider = "file-provider"
  /// Nothing for iOS to show and no background flag (`{}`, `{"aps":{}}`, custom keys only).
  case empty
  /// The top level is not a JSON object.
  case notAnObject = "not-an-object"

  /// `declared`: the push type the sender uses (config `pushType`, `--push-type`, `apns.pushType`, or a provider that
  /// sends only one type); it decides for the types a payload cannot show.
  init(isObject: Bool, aps: APS?, declared: PushType? = nil, member: (String) -> JSONValue?) {
    guard isObject else {
      self = .notAnObject
      return
    }
    if let declared, let kind = Self.forType[declared] {
      self = kind
      return
    }
    switch PushType.needed(aps: aps, member: member) {
    case .mdm?:
      self = .mdm
      return
    case .widgets?:
      self = .widgets
      return
    default: break
    }
    guard let aps else {
      self = .empty
      return
    }
    if aps.liveActivity != nil {
      self = .liveActivity
    } else if aps.contentAvailable {
      self = Payload.isVisible(aps) ? .alertBackground : .background
    } else if Payload.hasAlertText(aps) {
      self = .alert
    } else if Payload.isVisible(aps) {
      self = .badgeOrSound
    } else {
      self = .empty
    }
  }

  /// The kinds a push type decides on its own (alert and background pushes are read from `aps`).
  static let forType: [PushType: PayloadKind] = [
    .liveactivity: .liveActivity, .widgets: .widgets, .controls: .controls, .mdm: .mdm, .voip: .voip, .pushtotalk: .pushToTalk, .location: .location,
    .complication: .complication, .fileprovider: .fileProvider,
  ]

  /// The push type this kind is sent as; nil for a payload that is no push.
  public var pushType: PushType? {
    switch self {
    case .alert, .alertBackground, .badgeOrSound: .alert
    case .background, .empty: .background
    case .liveActivity: .liveactivity
    case .widgets: .widgets
    case .controls: .controls
    case .mdm: .mdm
    case .voip: .voip
    case .pushToTalk: .pushtotalk
    case .location: .location
    case .complication: .complication
    case .fileProvider: .fileprovider
    case .notAnObject: nil
    }
  }

  /// One line for people.
  public var summary: String {
    switch self {
    case .alert: "alert: iOS shows it; the app runs only when it is in the foreground or the user taps"
    case .background: "background (silent): no UI; iOS may wake the app to run for up to 30 s"
    case .alertBackground: "alert + background: iOS shows it and may also wake the app"
    case .badgeOrSound: "badge or sound only: no banner, no app code"
    case .liveActivity: "Live Activity update: ActivityKit applies it, the app does not run"
    case .widgets: "widget reload: WidgetKit reloads the app's push-enabled widgets, the app does not run"
    case .controls: "control reload: WidgetKit reloads the app's push-enabled controls, the app does not run"
    case .mdm: "MDM wake-up: the device's MDM client contacts its server, no app code runs"
    case .voip: "VoIP call (PushKit): iOS launches or wakes the app, which must report a call to CallKit"
    case .pushToTalk: "push to talk: the PushToTalk framework wakes the app for the joined channel"
    case .location: "location query: iOS runs the app's Location Push Service Extension"
    case .complication: "complication update (PushKit, watchOS): the watch app refreshes its complication"
    case .fileProvider: "File Provider signal: the system asks the app's File Provider extension to enumerate changes"
    case .empty: "empty: nothing for iOS to show and no background flag"
    case .notAnObject: "not a payload: the top level must be a JSON object"
    }
  }
}

/// The request headers the payload needs (ios-delivery.md G6, §1.7, A4, A22; `PushType.facts`).
public struct PushHeaders: Sendable, Equatable {
  /// The push type; nil for a payload that is no push.
  public let type: PushType?
  public let pushType: String
  public let priority: Int
  /// `apns-topic`, with `<bundle id>` standing for the app's bundle id ("none" for a payload that is no push).
  public let topic: String
  public let note: String

  init(kind: PayloadKind, declared: PushType? = nil) {
    type = declared ?? kind.pushType
    guard let type else {
      pushType = "none"
      priority = 0
      topic = "none"
      note = "not an APNs payload: the top level must be a JSON object"
      return
    }
    let facts = type.facts
    pushType = type.rawValue
    priority = facts.defaultPriority
    topic = facts.topic
    note = facts.priorityNote
  }
}
