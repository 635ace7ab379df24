/// Grovs' own state (seeds/004 Delivery guarantees). The profile's `sdks.grovs.*` keys say how the
/// app starts; this is what the SDK knows while the world runs.
public struct GrovsState: SDKState {
  /// `Grovs.configure` has run in this process.
  public var configured = false
  /// Consent: a disabled SDK delivers nothing and reports no opens.
  public var enabled: Bool
  public var authenticated = false
  public var networkUp: Bool
  /// Taps that arrived before `configure`, handled once it runs.
  public var heldTaps: [HeldTap] = []
  /// Unreported opens (failed, in flight or awaiting authentication), saved per API key and environment.
  public var pending = PendingOpens()
  /// Campaigns Grovs has counted an open for on this device (one per device: retries never double-count).
  public var counted: Set<String> = []
  /// `allReceivedPayloadsSinceStartup.count` in this process.
  public var payloadsSinceStartup = 0
  /// The APNs token the app passed with `setPushToken(deviceToken:)` in this process: `none`, `held` (set before
  /// `configure`, kept until it runs: seeds/004 §3) or `registered`.
  public var pushToken = "none"
  public var rules = GrovsGuarantees()

  public init(profile: AppProfile) {
    enabled = profile.settings(GrovsSettings.self).enabled
    networkUp = profile.settings(GrovsSettings.self).network != .down
  }

  /// The SDK as a previous launch left it running (a world that starts in a running state).
  public mutating func started(profile: AppProfile, installed: Bool) {
    configured = profile.settings(GrovsSettings.self).configured
    pushToken = configured ? "registered" : "held"
    authenticated = configured && profile.settings(GrovsSettings.self).authenticated
    enabled = profile.settings(GrovsSettings.self).enabled
    networkUp = profile.settings(GrovsSettings.self).network != .down
  }
}

/// The Grovs delivery guarantees as modelled (seeds/004 Delivery guarantees), one switch per row.
/// The defaults are the page's; a test turns each off to show that its scenario then fails.
public struct GrovsGuarantees: Sendable {
  /// Before configure, the tap is held (false: dropped, as SDK 2.3 did).
  public var holdTapsBeforeConfigure = true
  /// Before authentication, the open waits and is sent once the SDK authenticates (false: dropped).
  public var sendAfterAuthentication = true
  /// Network failures are retried at the next foreground.
  public var retryAtForeground = true
  /// Attempts per open before it fails.
  public var maxAttempts = 3
  /// Unreported opens are saved across an app restart.
  public var saveAcrossRestart = true
  /// Saved opens survive a launch without consent.
  public var keepThroughLaunchWithoutConsent = true
  /// Saved opens are dropped when consent is withdrawn.
  public var dropWhenConsentWithdrawn = true

  public init() {}
}

public struct HeldTap: Sendable {
  public let notification: DeliveredNotification
  /// The index of its `push_open` in `World.tracked`.
  public let tracked: Int
}

public struct PendingOpen: Sendable {
  /// The index of its `push_open` in `World.tracked`.
  public let tracked: Int
  public let campaign: String
  /// API key and environment it is saved under.
  public let store: String
  /// The foreground (World.activations) of its last attempt: retries wait for the next one.
  public var lastActivation: Int
}

extension GrovsState {
  public func dump(_ world: World) -> JSONValue {
    .object([
      "configured": .bool(configured), "enabled": .bool(enabled), "authenticated": .bool(authenticated),
      "network": .string(networkUp ? "up" : "down"),
      "heldTaps": .array(heldTaps.map { .string($0.notification.id) }),
      "pendingOpens": .array(
        pending.map {
          .object([
            "campaign": .string($0.campaign), "store": .string($0.store), "attempts": .integer(Int64(world.tracked[$0.tracked].attempts)),
            "status": .string(world.tracked[$0.tracked].status),
          ])
        }),
      "counted": .array(counted.sorted().map(JSONValue.string)),
      "payloadsSinceStartup": .integer(Int64(payloadsSinceStartup)),
      "pushToken": .string(pushToken),
    ])
  }
}

extension World {
  /// Grovs' state in this world.
  public var grovs: GrovsState {
    get { sdks[GrovsModel.id, as: GrovsState.self] }
    set { sdks[GrovsModel.id, as: GrovsState.self] = newValue }
  }
}
