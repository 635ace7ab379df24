/// CleverTap's own state while the world runs (sdk-behaviour-more.md §4).
public struct CleverTapState: SDKState {
  /// Events raised and waiting for the flush scheduled 1 s later (fact 8): indexes in `World.tracked` and the clock
  /// time each was raised.
  public var queue: [(index: Int, since: Int)] = []
  /// Notifications whose tap was recorded in this process, to tell a second record of the same tap (fact 9, I).
  public private(set) var clicked: [String] = []
  /// `clicked` as a set: whether a tap was recorded before is asked on every tap (a search made n taps cost n²).
  private var clickedSet: Set<String> = []

  public init(profile: AppProfile) {}

  /// Records a tap on the notification `id`; whether one was recorded before in this process.
  mutating func recordClick(_ id: String) -> Bool {
    clicked.append(id)
    return !clickedSet.insert(id).inserted
  }

  /// The process ended or started again: the taps it recorded are gone.
  mutating func forgetClicks() {
    clicked = []
    clickedSet = []
  }

  public func dump(_ world: World) -> JSONValue {
    .object(["queuedEvents": .integer(Int64(queue.count)), "clickedNotifications": .array(clicked.map { .string($0) })])
  }
}

extension World {
  /// CleverTap's state in this world.
  public var clevertap: CleverTapState {
    get { sdks[CleverTapModel.id, as: CleverTapState.self] }
    set { sdks[CleverTapModel.id, as: CleverTapState.self] = newValue }
  }
}
