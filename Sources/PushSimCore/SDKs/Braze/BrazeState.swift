/// Braze's own state while the world runs (sdk-behaviour-more.md §2). The profile's `sdks.braze.*` keys say how the app
/// starts it; this is what the SDK knows.
public struct BrazeState: SDKState {
  /// `Braze(configuration:)` ran in this process: the instance exists (fact 5).
  public var instance = false
  /// `prepareForDelayedInitialization` ran in this process (fact 24).
  public var prepared = false
  /// The app's `subscribeToUpdates` closure is registered in this process (facts 11, 13).
  public var subscribed = false
  /// Braze pushes tapped before initialization, kept to be processed at initialization (fact 25): the notification
  /// id, the action, and the index of the held event in `World.tracked`.
  public var held: [Held] = []
  /// Push clicks in the event queue, waiting for the request policy to flush them (fact 16, I): indexes in
  /// `World.tracked`, with the clock time they were queued.
  public var queue: [(index: Int, since: Int)] = []
  /// Notifications whose open the update closure has seen (fact 14: not twice).
  public var announced: Set<String> = []

  public struct Held: Sendable {
    public var notification: String
    public var actionIdentifier: String
    public var index: Int
  }

  public init(profile: AppProfile) {}

  /// The app ran before: Braze was initialized and subscribed as the profile says.
  public mutating func started(profile: AppProfile, installed: Bool) {
    guard installed else { return }
    let settings = profile.settings(BrazeSettings.self)
    instance = settings.initialized
    prepared = settings.delayedInitialization
    subscribed = instance && settings.subscribesToUpdates != .none
  }

  public func dump(_ world: World) -> JSONValue {
    .object([
      "instance": .bool(instance), "preparedForDelayedInitialization": .bool(prepared), "subscribedToUpdates": .bool(subscribed),
      "heldPushes": .array(held.map { .string($0.notification) }), "queuedEvents": .integer(Int64(queue.count)),
    ])
  }
}

extension World {
  /// Braze's state in this world.
  public var braze: BrazeState {
    get { sdks[BrazeModel.id, as: BrazeState.self] }
    set { sdks[BrazeModel.id, as: BrazeState.self] = newValue }
  }
}
