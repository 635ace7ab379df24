/// Customer.io's own state while the world runs (sdk-behaviour-more.md §6).
public struct CustomerIOState: SDKState {
  /// `MessagingPush.initialize` ran in this process.
  public var initialized = false
  /// Events in the analytics queue (fact 11): indexes in `World.tracked` and the clock time each was queued.
  public var queue: [(index: Int, since: Int)] = []

  public init(profile: AppProfile) {}

  public mutating func started(profile: AppProfile, installed: Bool) {
    initialized = installed && profile.settings(CustomerIOSettings.self).initialized
  }

  public func dump(_ world: World) -> JSONValue {
    .object(["initialized": .bool(initialized), "queuedEvents": .integer(Int64(queue.count))])
  }
}

extension World {
  /// Customer.io's state in this world.
  public var customerio: CustomerIOState {
    get { sdks[CustomerIOModel.id, as: CustomerIOState.self] }
    set { sdks[CustomerIOModel.id, as: CustomerIOState.self] = newValue }
  }
}
