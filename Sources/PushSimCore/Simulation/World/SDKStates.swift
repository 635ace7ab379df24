/// Grovs' own state (seeds/004 Delivery guarantees). The profile's `sdks.grovs.*` keys say how the
/// app starts; this is what the SDK knows while the world runs.
public struct GrovsState: Sendable {
  /// `Grovs.configure` has run in this process.
  public var configured = false
  /// Consent: a disabled SDK delivers nothing and reports no opens.
  public var enabled: Bool
  public var authenticated = false
  public var networkUp: Bool
  /// Taps that arrived before `configure`, handled once it runs.
  public var heldTaps: [HeldTap] = []
  /// Unreported opens (failed, in flight or awaiting authentication), saved per API key and environment.
  public var pending: [PendingOpen] = []
  /// Campaigns Grovs has counted an open for on this device (one per device: retries never double-count).
  public var counted: Set<String> = []
  /// `allReceivedPayloadsSinceStartup.count` in this process.
  public var payloadsSinceStartup = 0
  public var rules = GrovsGuarantees()

  init(profile: AppProfile) {
    enabled = profile.bool("sdks.grovs.enabled")
    networkUp = profile.string("sdks.grovs.network") != "down"
  }

  /// The SDK as a previous launch left it running (a world that starts in a running state).
  mutating func started(profile: AppProfile) {
    configured = profile.bool("sdks.grovs.configured")
    authenticated = configured && profile.bool("sdks.grovs.authenticated")
    enabled = profile.bool("sdks.grovs.enabled")
    networkUp = profile.string("sdks.grovs.network") != "down"
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

/// Mapp Engage's own state (sdk-behaviour.md §1.2.2 step 6, §1.4 C.4).
public struct MappState: Sendable {
  /// The launch push `engage(withLaunchOptions:)` stored to match against a later callback.
  public var storedLaunchPush: Int64?
  /// Push ids already processed as an open in this process (a cold-start tap counts once).
  public var processed: Set<Int64> = []
}

/// Netmera's own state (seeds/003 Accessing Notification Data, sdk-behaviour.md §2.5).
public struct NetmeraState: Sendable {
  public var started = false
  /// `Netmera.recentPushObject()`: the last push the SDK converted.
  public var recentPushObject: String?
  /// In-app content on screen (`NetmeraInApp.Content`), shown until the user closes it.
  public var showingContent: String?
  /// A popup or banner that arrived while the app was not active (one slot, last wins).
  public var storedContent: String?
  /// The carousel item the content extension passed to the app for the response being handled.
  public var pickedCarouselItem: String?
}
