/// What an SDK's call that answers a Bool about a push means, as a predicate over the payload (issue 32 item 1): the
/// SDKs' own "is this mine" checks and the handling calls whose answer says the push was theirs (`SDKPredicates`, each
/// entry written from the SDK's source), by SDK id and the member (Swift) or selector (Objective-C) called.
enum SDKAnswers {
  /// SDK id → member or selector → predicate.
  static let table: [String: [String: RoutingPredicate]] = {
    var table: [String: [String: RoutingPredicate]] = [:]
    for entry in SDKPredicates.all {
      let member = String(entry.swift.prefix { $0 != "(" })
      table[entry.sdk, default: [:]][member] = entry.predicate
      if let selector = entry.objectiveC {
        table[entry.sdk, default: [:]][selector] = entry.predicate
        table[entry.sdk, default: [:]][String(selector.prefix { $0 != ":" })] = entry.predicate
      }
    }
    return table
  }()

  /// Calls made on the push's own object (`notification.isAirshipPush()`): member → predicate.
  static let onArgument: [String: RoutingPredicate] = {
    var table: [String: RoutingPredicate] = [:]
    for entry in SDKPredicates.all where entry.receiver == .argument { table[String(entry.swift.prefix { $0 != "(" })] = entry.predicate }
    return table
  }()

  /// SDK id → the members and selectors that only answer (not a handling call): a call of one is not a forward.
  static let checksOnly: [String: Set<String>] = {
    var table: [String: Set<String>] = [:]
    for entry in SDKPredicates.all where entry.kind == .predicate {
      table[entry.sdk, default: []].insert(String(entry.swift.prefix { $0 != "(" }))
      if let selector = entry.objectiveC { table[entry.sdk, default: []].insert(selector) }
    }
    return table
  }()

  static func predicate(_ sdk: String, _ member: String) -> RoutingPredicate? { table[sdk]?[member] }
}
