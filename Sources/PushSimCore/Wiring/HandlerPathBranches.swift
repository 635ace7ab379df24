extension HandlerPaths {
  /// The longest combined condition text kept.
  static let maxConditionBytes = 8192

  /// A branch in the enumerating walk, from one path (issue 32 item 4): each arm runs from the path with the arm's
  /// condition added. The paths that come out of every arm alike, each under its arm's condition alone (a branch that
  /// changes nothing for the handler: `if debug { print(…) }`), keep the conditions they came in with; paths that come
  /// out alike from some arms run under any of those arms' conditions.
  func branchPaths(_ branch: CodeBranch, from state: State, deferred: inout [[CodeStatement]]) -> Set<State> {
    var start = state
    start.conditions = []
    let routes = self.routes(branch, from: [start])
    var members: [(route: Int, state: State)] = []
    for (index, route) in routes.enumerated() {
      let entering = Set(
        route.states.map { state -> State in
          var state = HandlerAnswers.settled(state)
          state.conditions.append(route.condition)
          state.decidedAt = branch.place
          return state
        })
      let out = route.arm.map { run($0, from: entering, deferred: &deferred) } ?? entering
      if enumeration?.exceeded == true { return [] }
      members += out.map { (index, $0) }
    }
    var groups: [State: [(route: Int, state: State)]] = [:]
    for member in members {
      var key = member.state
      key.conditions = []
      key.decidedAt = nil
      groups[key, default: []].append(member)
    }
    var result: Set<State> = []
    for (key, group) in groups {
      var combined = key
      let everyArmAlike =
        group.count == routes.count && Set(group.map(\.route)).count == routes.count
        && group.allSatisfy { $0.state.conditions == [routes[$0.route].condition] }
      if everyArmAlike {
        combined.conditions = state.conditions
        combined.decidedAt = state.decidedAt
      } else if group.count == 1 {
        // A condition the path already runs under (`let handled = …` then `if handled`) is not written twice.
        combined.conditions = state.conditions + group[0].state.conditions.filter { !state.conditions.contains($0) }
        combined.decidedAt = group[0].state.decidedAt
      } else {
        let either = PathEnding.any(group.map { PathEnding.all($0.state.conditions) })
        // Texts stay small: a combination past the cap is undecided (only code with very many paths reaches it).
        combined.conditions = state.conditions + [either.utf8.count > Self.maxConditionBytes ? Self.undecided("one of many paths") : either]
        combined.decidedAt = branch.place
      }
      result.insert(combined)
    }
    return result
  }
}
