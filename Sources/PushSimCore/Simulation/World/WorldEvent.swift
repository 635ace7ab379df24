/// What can happen to the device (DESIGN.md §5). `deliver`, `tap` and `dismiss` are short scripts
/// of these; scenarios are longer ones.
public enum WorldEvent: Sendable {
  /// The user opens the app from the home screen (a launch when it is not running).
  case launch
  /// The user brings the backgrounded app forward (app switcher).
  case foreground
  /// The user leaves the app: it is suspended.
  case background
  /// Something covers the app in the foreground (Control Center, an incoming call, the app switcher): it is inactive.
  case interrupt
  /// The cover goes away: the app is active again.
  case resume
  /// The system ends the app (it is not running, launched before).
  case kill
  /// The user swipes the app away in the app switcher.
  case forceQuit
  /// A push is sent to the device. `id` names the notification for later taps.
  case deliver(PushMessage)
  /// The user taps a notification on screen (the newest when `id` is nil), or one of its actions.
  case tap(id: String?, action: String?)
  /// The user picks an item in a carousel content extension (Netmera `_nm.crsl`).
  case pickCarouselItem(id: String?, item: String)
  /// The user dismisses a notification on screen.
  case dismiss(id: String?)
  /// The user closes in-app content an SDK shows (Netmera web view, popup, banner).
  case closeInAppContent
  /// A profile key changes: network, consent, configure, authentication, an SDK version…
  case set(path: String, value: JSONValue)
  /// Time passes, in milliseconds (`World.clock`'s unit).
  case advance(milliseconds: Int)

  /// Time passes by whole seconds.
  public static func advance(seconds: Int) -> WorldEvent { .advance(milliseconds: WorldTime.milliseconds(seconds: seconds)) }

  public var name: String {
    switch self {
    case .launch: "launch"
    case .foreground: "foreground"
    case .background: "background"
    case .interrupt: "interrupt"
    case .resume: "resume"
    case .kill: "kill"
    case .forceQuit: "force-quit"
    case .deliver(let push): "deliver \(push.file)"
    case .tap(_, nil): "tap"
    case .tap(_, let action?): "action \(action)"
    case .pickCarouselItem(_, let item): "carousel \(item)"
    case .dismiss: "dismiss"
    case .closeInAppContent: "close in-app content"
    case .set(let path, let value): "set \(path) \(Show.value(value))"
    case .advance(let milliseconds): "advance \(WorldTime.label(milliseconds))"
    }
  }
}

/// A push on its way to the device: the payload, where it came from, and who sent it.
public struct PushMessage: Sendable {
  public let file: String
  public let payload: Payload
  public let classification: Classification
  public let id: String?
  /// The apns-push-type this push is sent with (a scenario's `pushType`, `--push-type`); nil: the profile's
  /// `apns.pushType`, else what the payload needs.
  public let pushType: PushType?

  public init(file: String, payload: Payload, classification: Classification, id: String? = nil, pushType: PushType? = nil) {
    self.file = file
    self.payload = payload
    self.classification = classification
    self.id = id
    self.pushType = pushType
  }

  /// The push type the device receives it as: the message's, else the header the profile sends, else what its
  /// provider sends this form as (`Classification.sentAs`), else what the payload needs; nil when nothing says.
  func sentAs(header: PushType?) -> PushType? { pushType ?? header ?? classification.sentAs ?? payload.pushType }

  /// The payload as the device receives it: sent as `sentAs(header:)` says, so its kind is the delivered one (a VoIP
  /// push without `aps` is `voip`, not `empty`).
  func received(header: PushType?) -> Payload {
    var payload = payload
    payload.declaredPushType = sentAs(header: header)
    return payload
  }
}
