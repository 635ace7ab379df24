/// One SDK's own state in the world (DESIGN.md §5, §6): what its code knows while the world runs. The pack defines
/// it; the world keeps one per pack, by id, and the dump prints it.
public protocol SDKState: Sendable {
  /// A world's start: what the profile says before the SDK's code runs.
  init(profile: AppProfile)
  /// As a previous launch left it, for a world that starts with the app running; `installed`: the app has the SDK.
  mutating func started(profile: AppProfile, installed: Bool)
  /// What persists, for `--dump-world` and the JSON trace's `world`.
  func dump(_ world: World) -> JSONValue
}

extension SDKState {
  public mutating func started(profile: AppProfile, installed: Bool) {}
}

/// The SDK states of a world, one per pack that keeps state, in the order of their ids.
public struct SDKStates: Sendable {
  private(set) var values: [(id: String, state: any SDKState)]

  init(profile: AppProfile) {
    values = SDKs.all.sorted { $0.id < $1.id }.compactMap { pack in pack.stateType.map { (pack.id, $0.init(profile: profile)) } }
  }

  /// The state of the SDK `id`, as its pack's type.
  subscript<State: SDKState>(_ id: String, as type: State.Type) -> State {
    get {
      // Every pack's state is made in init, so the fallback is only for a type asked under the wrong id.
      values.first { $0.id == id }?.state as? State ?? State(profile: BuiltinProfiles.plain)
    }
    set {
      if let index = values.firstIndex(where: { $0.id == id }) { values[index].state = newValue } else { values.append((id, newValue)) }
    }
  }

  /// Changes the state of the SDK `id` in place. The subscript's get and set hand out a copy that shares the state's
  /// arrays, so every change through it copied them whole: a queue of n events cost n² (issue 31). Here the copy is the
  /// only holder while `body` runs (the slot holds a stand-in meanwhile), so appending to its arrays does not copy them.
  mutating func update<State: SDKState, Result>(_ id: String, as type: State.Type, _ body: (inout State) -> Result) -> Result {
    guard let index = values.firstIndex(where: { $0.id == id }) else {
      var state = self[id, as: State.self]
      defer { values.append((id, state)) }
      return body(&state)
    }
    var state = values[index].state as? State ?? State(profile: BuiltinProfiles.plain)
    values[index].state = VacantState()
    defer { values[index].state = state }
    return body(&state)
  }

  /// The SDK `id`'s state as `--dump-world` prints it, nil when the pack keeps none.
  func dump(_ id: String, _ world: World) -> JSONValue? { values.first { $0.id == id }?.state.dump(world) }

  /// A world that starts with the app running: each SDK as a previous launch left it.
  mutating func started(profile: AppProfile, installed: [String]) {
    for index in values.indices { values[index].state.started(profile: profile, installed: installed.contains(values[index].id)) }
  }
}

/// What a slot of `SDKStates` holds while `update` changes its state (never seen outside it).
private struct VacantState: SDKState {
  init(profile: AppProfile) {}
  init() {}
  func dump(_ world: World) -> JSONValue { .null }
}
