/// One reason to believe a provider sent the payload.
public struct Evidence: Sendable, Equatable {
  public let pointer: JSONPointer
  public let why: String
  public let tier: SignatureTier
  public let source: String
}

/// A provider that claims the payload, with all its evidence.
public struct ProviderMatch: Sendable, Equatable {
  public let provider: ProviderID
  public internal(set) var evidence: [Evidence]

  /// The strongest tier among the evidence.
  public var tier: SignatureTier { evidence.map(\.tier).min() ?? .supporting }
}

/// What the classifier concluded about one payload.
public struct Classification: Sendable, Equatable {
  /// The primary provider: the first match in evaluation order, Firebase only when alone.
  public let provider: ProviderID?
  /// Every provider that matched, in evaluation order (Firebase, as transport, last).
  public let matches: [ProviderMatch]
  /// `.firebase` when FCM keys ride along with another provider's push.
  public let via: ProviderID?
  /// Remarks on near-misses: keys that look like a provider's but do not identify it.
  public let notes: [String]

  /// No provider, no match.
  public static let none = Classification(provider: nil, matches: [], via: nil, notes: [])

  /// Two or more providers (transport aside) claim the payload.
  public var conflict: [ProviderID]? {
    let claimants = matches.map(\.provider).filter { $0 != .firebase }
    return claimants.count > 1 ? claimants : nil
  }
}

/// Classifies payloads with the signature table, in the order of provider-signatures.md §2.
public struct Classifier: Sendable {
  /// The classifier over the built-in table, built once (its row index is not free to build).
  public static let standard = Classifier()

  public let table: [Signature]
  /// Row numbers by anchor key, and a mask of the rows with no anchor: only rows whose anchor key is in the
  /// payload (or that have none) need evaluating.
  private let rowsByAnchor: [String: [Int]]
  private let unanchoredMask: [Bool]

  public init(table: [Signature] = Signature.table) {
    self.table = table
    var byAnchor: [String: [Int]] = [:]
    var unanchored: [Int] = []
    for (row, signature) in table.enumerated() {
      guard let anchors = signature.anchorKeys else {
        unanchored.append(row)
        continue
      }
      for key in anchors { byAnchor[key, default: []].append(row) }
    }
    rowsByAnchor = byAnchor
    var mask = [Bool](repeating: false, count: table.count)
    for row in unanchored { mask[row] = true }
    unanchoredMask = mask
  }

  /// The rows that can match this payload, in table (evaluation) order.
  private func candidateRows(_ payload: Payload) -> [Signature] {
    // A mask over the table keeps table order without a set or a sort (this runs once per linted file).
    var wanted = unanchoredMask
    for member in payload.root {
      for row in rowsByAnchor[member.key] ?? [] { wanted[row] = true }
    }
    var rows: [Signature] = []
    for (row, signature) in table.enumerated() where wanted[row] { rows.append(signature) }
    return rows
  }

  private static let strongTiers: Set<SignatureTier> = [.declared, .namespaced, .structural]

  public func classify(_ payload: Payload) -> Classification {
    let root = payload.value
    let candidates = candidateRows(payload)
    var matches: [ProviderMatch] = []

    func holds(_ signature: Signature) -> [JSONPointer]? { signature.condition.evaluate(root) }

    func add(_ signature: Signature, _ pointers: [JSONPointer]) {
      let evidence = pointers.map { Evidence(pointer: $0, why: signature.why, tier: signature.tier, source: signature.source) }
      if let index = matches.firstIndex(where: { $0.provider == signature.provider }) {
        for item in evidence where !matches[index].evidence.contains(where: { $0.pointer == item.pointer }) {
          matches[index].evidence.append(item)
        }
      } else {
        matches.append(ProviderMatch(provider: signature.provider, evidence: evidence))
      }
    }
    func hasMatch(_ provider: ProviderID) -> Bool { matches.contains { $0.provider == provider } }

    for signature in candidates where Self.strongTiers.contains(signature.tier) {
      guard let pointers = holds(signature) else { continue }
      if signature.yieldsTo.contains(where: hasMatch) { continue }
      add(signature, pointers)
    }
    let strongMatch = !matches.isEmpty
    for signature in candidates where signature.tier == .ambiguous {
      guard !strongMatch || hasMatch(signature.provider) else { continue }
      guard let pointers = holds(signature) else { continue }
      add(signature, pointers)
    }
    for signature in candidates where signature.tier == .supporting && hasMatch(signature.provider) {
      if let pointers = holds(signature) { add(signature, pointers) }
    }
    for signature in candidates where signature.tier == .transport {
      if let pointers = holds(signature) { add(signature, pointers) }
    }

    let primary = matches.first { $0.provider != .firebase }?.provider ?? (hasMatch(.firebase) ? .firebase : nil)
    let via: ProviderID? = hasMatch(.firebase) && primary != .firebase ? .firebase : nil
    return Classification(provider: primary, matches: matches, via: via, notes: Self.notes(for: root, matches: matches))
  }

  /// Remarks that explain a non-match users might expect.
  static func notes(for root: JSONValue, matches: [ProviderMatch]) -> [String] {
    var notes: [String] = []
    let matched = Set(matches.map(\.provider))
    if root["grovs_notification_id"] != nil, !matched.contains(.grovs) {
      notes.append("grovs_notification_id without a non-empty grovs_campaign_id is not a Grovs push since SDK 3.1 (seeds/004)")
    }
    if let marker = root["push_provider"], marker != .string("mapp_engage") {
      let shown = marker.stringValue.map { "\"\($0)\"" } ?? marker.typeName
      notes.append("push_provider is \(shown), not \"mapp_engage\": a Mapp multi-provider filter will not route it to Mapp (seeds/000)")
    }
    if root["p"] != nil, root["pw_msg"] != nil {
      notes.append("p beside pw_msg is Pushwoosh's message hash, not a Mapp push id (provider-signatures.md §3)")
    }
    if root["grovs_campaign_id"] != nil, !matched.contains(.grovs) {
      notes.append("grovs_campaign_id is empty or not a string, so this is not a Grovs push (seeds/004)")
    }
    return notes
  }
}
