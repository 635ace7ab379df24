extension WiringAnalyzer {
  /// Each path through a callback for its completion handler (issue 32 item 4), from the enumerating walk
  /// (`HandlerPaths.paths`): what the path does with the handler in the manifest's words, the options or result the app
  /// passes, the conditions it runs under as the code writes them and as a predicate over the payload, and its place.
  /// Paths alike in all of these are one. Nil when the method has too many paths to list.
  static func paths(of function: CodeFunction, handler: String, module: WiringModule, recordsReturns: Bool = false)
    -> [WiringFacts.HandlerPath]?
  {
    var walker = HandlerPaths(handler: handler, module: module)
    walker.recordsReturns = recordsReturns
    guard let states = walker.paths(function.body) else { return nil }
    // Local values a condition may name (`let provider = userInfo["provider"] as? String`), as written.
    var bindings: [String: String] = [:]
    CodeWalk.statements(function.body) { statement, _ in
      if case .binding(let name, let value?, _) = statement, bindings.count < 256 { bindings[name] = value.sourceText }
    }
    let reader = ConditionPredicate(module: module, bindings: bindings)
    var found: [WiringFacts.HandlerPath] = []
    for state in states {
      let word: String
      let place: CodePlace?
      if state.twice {
        word = "twice"
        place = state.sites.count > 1 ? state.sites[1] : state.sites.first
      } else if let passed = state.passed {
        word = passed == .sdk ? "passed-to-sdk" : "passed-to-super"
        place = state.sites.first
      } else if state.calls == 1 {
        word = "once"
        place = state.sites.first
      } else {
        word = "never"
        place = state.end ?? state.decidedAt ?? function.place
      }
      var path = WiringFacts.HandlerPath(
        completion: word, sdk: state.passed == .sdk ? state.sdk : nil, value: state.passed == nil && state.value != "()" ? state.value : nil,
        conditions: state.conditions, when: reader.predicate(conditions: state.conditions), place: place, undecided: state.unseen)
      path.returnsHere = word == "never" && state.end != nil
      if !found.contains(path) { found.append(path) }
    }
    return found.sorted { left, right in
      switch (left.place, right.place) {
      case (let a?, let b?) where a != b: return a < b
      case (nil, _?): return false
      case (_?, nil): return true
      default: return (left.completion, left.condition) < (right.completion, right.condition)
      }
    }
  }
}
