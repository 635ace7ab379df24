/// Mapp Engage's own state (sdk-behaviour.md §1.2.2 step 6, §1.4 C.4).
public struct MappState: SDKState {
  /// The launch push `engage(withLaunchOptions:)` stored to match against a later callback.
  public var storedLaunchPush: Int64?
  /// Push ids already processed as an open in this process (a cold-start tap counts once).
  public var processed: Set<Int64> = []
}

extension MappState {
  public init(profile: AppProfile) {}

  public func dump(_ world: World) -> JSONValue {
    .object([
      "storedLaunchPush": storedLaunchPush.map(JSONValue.integer) ?? .null,
      "processed": .array(processed.sorted().map(JSONValue.integer)),
    ])
  }
}

extension World {
  /// Mapp's state in this world.
  public var mapp: MappState {
    get { sdks[MappModel.id, as: MappState.self] }
    set { sdks[MappModel.id, as: MappState.self] = newValue }
  }
}
