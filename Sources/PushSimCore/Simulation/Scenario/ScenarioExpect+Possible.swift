/// An expectation about something that can never happen under the scenario's app is refused at load (issue 34): it
/// would pass or fail whatever the models do. A call only packs the app does not carry write, a step by such an SDK,
/// its tracked events, its state and its rules' findings — with `"count": 0` or `absent` they passed silently.
final class ExpectationScope {
  /// The SDKs the app carries at some point: the profile's `app.sdks` (after the top-level `set`) and every `app.sdks`
  /// a `set` step gives.
  var sdks: Set<String> = []
  /// `Vocabulary.packs(ofCall:)` per call named (a scenario may name one call in thousands of expectations).
  var packsOfCall: [String: Set<String>?] = [:]
}

extension ScenarioParser {
  /// The SDKs the app carries at some point of the scenario: `app.sdks` of the profile and of each `set` step.
  static func carriedSDKs(_ profile: AppProfile, steps: [JSONValue]) -> Set<String> {
    var sdks = Set(profile.sdks)
    for step in steps {
      guard let list = step["set"]?["app.sdks"]?.arrayValue else { continue }
      sdks.formUnion(list.compactMap(\.stringValue))
    }
    return sdks
  }

  /// Why an SDK named by an expectation can never act in this scenario, or nil when it can.
  func notCarried(_ sdk: String) -> String? {
    guard !scope.sdks.contains(sdk) else { return nil }
    let carried = scope.sdks.sorted()
    return "the app does not carry \(sdk) (app.sdks: \(carried.isEmpty ? "none" : carried.joined(separator: ", "))): this can never happen"
  }

  /// Refuses a call that only packs the app does not carry write.
  func requirePossible(call: String, at pointer: JSONPointer) throws(InputError) {
    let packs: Set<String>?
    if let known = scope.packsOfCall[call] {
      packs = known
    } else {
      packs = Vocabulary.packs(ofCall: call)
      scope.packsOfCall[call] = packs
    }
    guard let packs, packs.isDisjoint(with: scope.sdks) else { return }
    let carried = scope.sdks.sorted()
    throw error(
      "only the \(packs.sorted().joined(separator: ", ")) model\(packs.count == 1 ? "" : "s") write '\(call)', and the app does not carry "
        + "\(packs.count == 1 ? "it" : "them") (app.sdks: \(carried.isEmpty ? "none" : carried.joined(separator: ", "))): this can never happen",
      at: pointer)
  }

  /// Refuses an actor `sdk:X` for an SDK the app does not carry.
  func requirePossible(actor: String, at pointer: JSONPointer) throws(InputError) {
    guard actor.hasPrefix("sdk:"), let reason = notCarried(String(actor.dropFirst(4))) else { return }
    throw error("\(actor): \(reason)", at: pointer)
  }

  /// Refuses an SDK (tracked, sdkState) the app does not carry.
  func requirePossible(sdk: String, at pointer: JSONPointer) throws(InputError) {
    guard let reason = notCarried(sdk) else { return }
    throw error(reason, at: pointer)
  }

  /// Refuses a finding of a pack's rule (`sdk-<id>-…`) when the app does not carry that SDK.
  func requirePossible(finding id: String, at pointer: JSONPointer) throws(InputError) {
    let parts = id.split(separator: "-")
    guard parts.count > 2, parts[0] == "sdk", SDKs.ids.contains(String(parts[1])), let reason = notCarried(String(parts[1])) else { return }
    throw error("\(id) is a rule of the \(parts[1]) model, and \(reason)", at: pointer)
  }
}
