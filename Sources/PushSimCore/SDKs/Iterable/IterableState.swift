/// Iterable's own state while the world runs (sdk-behaviour-more.md §5).
public struct IterableState: SDKState {
  /// `IterableAPI.initialize` ran in this process.
  public var initialized = false
  /// The one static `pendingNotificationResponse` slot: a tap before initialize (fact 18), a later one overwrites it.
  public var pending: (notification: String, actionIdentifier: String)?
  /// The notification the launch options held, already processed (fact 8): its didReceive is skipped (fact 4).
  public var fromLaunchOptions: String?

  public init(profile: AppProfile) {}

  public mutating func started(profile: AppProfile, installed: Bool) {
    initialized = installed && profile.settings(IterableSettings.self).initialized
  }

  public func dump(_ world: World) -> JSONValue {
    .object(["initialized": .bool(initialized), "pendingNotificationResponse": pending.map { .string($0.notification) } ?? .null])
  }
}

extension World {
  /// Iterable's state in this world.
  public var iterable: IterableState {
    get { sdks[IterableModel.id, as: IterableState.self] }
    set { sdks[IterableModel.id, as: IterableState.self] = newValue }
  }
}
