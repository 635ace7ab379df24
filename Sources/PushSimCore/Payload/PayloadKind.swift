/// The payload classes of ios-delivery.md G1, plus Live Activity (§3.2) and the empty payload.
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
  /// Nothing for iOS to show and no background flag (`{}`, `{"aps":{}}`, custom keys only).
  case empty
  /// The top level is not a JSON object.
  case notAnObject = "not-an-object"

  init(isObject: Bool, aps: APS?) {
    guard isObject else {
      self = .notAnObject
      return
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

  /// One line for people.
  public var summary: String {
    switch self {
    case .alert: "alert: iOS shows it; the app runs only when it is in the foreground or the user taps"
    case .background: "background (silent): no UI; iOS may wake the app to run for up to 30 s"
    case .alertBackground: "alert + background: iOS shows it and may also wake the app"
    case .badgeOrSound: "badge or sound only: no banner, no app code"
    case .liveActivity: "Live Activity update: ActivityKit applies it, the app does not run"
    case .empty: "empty: nothing for iOS to show and no background flag"
    case .notAnObject: "not a payload: the top level must be a JSON object"
    }
  }
}

/// The request headers the payload needs (ios-delivery.md G6, §1.7, A4, A22).
public struct PushHeaders: Sendable, Equatable {
  public let pushType: String
  public let priority: Int
  public let note: String

  init(kind: PayloadKind) {
    switch kind {
    case .notAnObject:
      pushType = "none"
      priority = 0
      note = "not an APNs payload: the top level must be a JSON object"
    case .background, .empty:
      pushType = "background"
      priority = 5
      note = "background pushes must use priority 5; 10 is an error (G6)"
    case .liveActivity:
      pushType = "liveactivity"
      priority = 10
      note = "topic <bundle id>.push-type.liveactivity; priority 10 counts against an hourly budget, 5 does not (A22)"
    case .alert, .alertBackground, .badgeOrSound:
      pushType = "alert"
      priority = 10
      note = "10 delivers immediately; 5 lets iOS save power (A4)"
    }
  }
}
