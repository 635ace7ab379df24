/// App states (DESIGN.md §3, ios-delivery.md §1.2).
public enum AppState: String, Sendable, CaseIterable {
  case foreground
  /// Suspended in the background, launched before.
  case background
  /// Not running: the system ended it (jetsam); launched before.
  case terminated
  /// The user swiped it away in the app switcher.
  case forceQuit = "force-quit"
  /// Installed but never launched.
  case neverLaunched = "never-launched"

  var isRunning: Bool { self == .foreground || self == .background }
}

/// What happens to the push.
public enum SimEvent: Sendable, Equatable {
  /// The push arrives; nobody touches it.
  case deliver
  /// The user taps the notification body (or an action button when `action` is set).
  case tap(action: String?)
  /// The user dismisses it explicitly.
  case dismiss

  public var name: String {
    switch self {
    case .deliver: "deliver"
    case .tap(nil): "tap"
    case .tap(let action?): "tap --action \(action)"
    case .dismiss: "dismiss"
    }
  }
}

/// `UNNotificationDefaultActionIdentifier` / `UNNotificationDismissActionIdentifier` (ios-delivery.md terminology).
public enum ActionIdentifier {
  public static let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"
  public static let dismissAction = "com.apple.UNNotificationDismissActionIdentifier"
}

/// One line of the timeline: who did what, why, and the rule behind it.
public struct TraceStep: Sendable, Equatable {
  public let actor: String
  public let call: String
  public let note: String
  public let rule: String
  /// The world's clock when the step happened (milliseconds; printed in seconds, `WorldTime`).
  public let time: Int
  /// The arguments of a callback the app receives, by parameter name, as text (`nil` for a nil value): what a scenario's
  /// `args` expectation compares (issue 23).
  public let args: [String: String]

  public init(_ actor: String, _ call: String, note: String = "", rule: String = "", time: Int = 0, args: [String: String] = [:]) {
    self.actor = actor
    self.call = call
    self.note = note
    self.rule = rule
    self.time = time
    self.args = args
  }
}

/// What the user sees and what opens.
public struct UIOutcome: Sendable, Equatable {
  public var banner = false
  public var list = false
  public var sound: String?
  /// The presentation options iOS applied at the last presentation (willPresent's answer, or the payload's own out of
  /// the foreground); nil when the last push was not presented.
  public var options: [String]?
  public var badge: Int64?
  /// What the tap opened: "app", a deep link, a landing page… nil when nothing opened.
  public var opened: String?
}

/// An event an SDK tracks (DESIGN.md §3 `tracked[]`). It lives in the world, and its status is
/// the SDK's: `sent`, `queued` (with the attempts made so far), `failed`, `dropped`.
public struct TrackedEvent: Sendable, Equatable {
  public let sdk: String
  public let event: String
  public var status: String
  public var detail: String
  /// Delivery attempts made so far (0: not tried yet, for example awaiting authentication).
  public var attempts: Int
  /// The id of the notification it belongs to.
  public var notification: String

  public init(sdk: String, event: String, status: String = "sent", detail: String = "", attempts: Int = 1, notification: String = "") {
    self.sdk = sdk
    self.event = event
    self.status = status
    self.detail = detail
    self.attempts = attempts
    self.notification = notification
  }
}

/// Something that goes wrong, or deserves a word, with the rule that says so.
public struct SimFinding: Sendable, Equatable {
  public let id: String
  public let severity: Severity
  public let message: String

  public init(_ id: String, _ severity: Severity, _ message: String) {
    self.id = id
    self.severity = severity
    self.message = message
  }
}

/// The result of one simulation.
public struct Trace: Sendable {
  public let file: String
  public let provider: ProviderID?
  public let app: String
  public let appChoice: String
  public let state: AppState
  public let event: SimEvent
  public let kind: PayloadKind
  public var steps: [TraceStep] = []
  public var ui = UIOutcome()
  public var tracked: [TrackedEvent] = []
  public var findings: [SimFinding] = []
  /// The world after the last event (what persists: `--dump-world`).
  public var world: World?
  /// With `--app-source`: where each derived profile key came from (a line of code, or the default).
  public var profileSources: [ProfileSource] = []

  /// Error findings, and warnings too when `strict`: what makes `deliver`, `tap` and `dismiss` exit 1.
  public func fails(strict: Bool) -> Bool {
    findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }
}
