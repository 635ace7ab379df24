extension Payload {
  /// The payload as its sender sends it: unless a declaration says which push type it is, the type the provider's
  /// signature fixes for this form (ConnectyCube's, Bandyer's and Linphone's call pushes are VoIP).
  /// The provider's word comes before the keys: a call push may carry an `aps` alert for the app to read.
  public func sent(by classification: Classification) -> Payload {
    guard declaredPushType == nil, let type = classification.sentAs else { return self }
    var copy = self
    copy.declaredPushType = type
    return copy
  }
}

/// One reason to believe a provider sent the payload.
public struct Evidence: Sendable, Equatable {
  public let pointer: JSONPointer
  public let why: String
  public let tier: SignatureTier
  public let source: String
  /// The push type the provider sends this form as, when its source fixes it (`Signature.sentAs`).
  public var sentAs: PushType? = nil
}

/// A provider that claims the payload, with all its evidence.
public struct ProviderMatch: Sendable, Equatable {
  public let provider: ProviderID
  public internal(set) var evidence: [Evidence]

  /// The strongest tier among the evidence.
  public var tier: SignatureTier { evidence.map(\.tier).min() ?? .supporting }

  /// The push type the provider sends the matched form as (`.voip` for the call pushes of ConnectyCube, Bandyer and
  /// Linphone), from the first evidence whose signature fixes one; nil when none does.
  public var sentAs: PushType? { evidence.lazy.compactMap(\.sentAs).first }
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

  /// The push type the primary provider sends this form as (`Signature.sentAs`), when its source fixes one.
  public var sentAs: PushType? { matches.first { $0.provider == provider }?.sentAs }

  /// Two or more providers (transport aside) claim the payload.
  public var conflict: [ProviderID]? {
    let claimants = matches.map(\.provider).filter { $0 != .firebase }
    return claimants.count > 1 ? claimants : nil
  }
}

/// Classifies payloads with the signature table, in the order of provider-signatures.md §2. A class: its tables are
/// built once and shared, and lint asks `standard` several times per file (a struct was copied, field by field, each time).
public final class Classifier: Sendable {
  /// The classifier over the built-in table, built once (its row index is not free to build).
  public static let standard = Classifier()

  public let table: [Signature]
  /// Which rows can match, as bits (row r is bit r of word r / 64), by anchor key, plus the rows with no anchor:
  /// only rows whose anchor key is in the payload (or that have none) are evaluated. Bits keep table order
  /// without a set or a sort, and the common table (under 64 rows) needs no allocation per file.
  private let rowsByAnchor: KeyTable<RowSet>
  private let unanchored: RowSet
  /// Each row's tier, read without touching the row (the passes below filter on it for every file).
  private let tiers: [SignatureTier]
  /// The rows of each provider.
  private let rowsByProvider: [RowSet]
  /// Each provider's strong rows that yield to no one: one that holds puts the provider among the matches.
  private let decidingRows: [[Int]]
  /// The rows that fix the push type their form is sent as (`Signature.sentAs`): those a key of the payload must
  /// anchor, and those that can match any payload (Bandyer's, one member down).
  private let anchoredSentAsRows: RowSet
  private let unanchoredSentAsRows: RowSet

  public init(table: [Signature] = Signature.table) {
    self.table = table
    var byAnchor: [String: RowSet] = [:]
    var unanchored = RowSet(count: table.count)
    for (row, signature) in table.enumerated() {
      guard let anchors = signature.anchorKeys else {
        unanchored.insert(row)
        continue
      }
      for key in anchors { byAnchor[key, default: RowSet(count: table.count)].insert(row) }
    }
    rowsByAnchor = KeyTable(byAnchor.map { ($0.key, $0.value) })
    self.unanchored = unanchored
    tiers = table.map(\.tier)
    // Both indexed by `ProviderID.ordinal`.
    var byProvider = Array(repeating: RowSet(count: table.count), count: ProviderID.allCases.count)
    // Supporting rows only add evidence to a provider that matched on another row: they cannot make it match.
    for (row, signature) in table.enumerated() where signature.tier != .supporting {
      byProvider[signature.provider.ordinal].insert(row)
    }
    rowsByProvider = byProvider
    var deciding = Array(repeating: [Int](), count: ProviderID.allCases.count)
    for (row, signature) in table.enumerated() where Self.isStrong(signature.tier) && signature.yieldsTo.isEmpty {
      deciding[signature.provider.ordinal].append(row)
    }
    decidingRows = deciding
    var anchoredFixing = RowSet(count: table.count)
    var unanchoredFixing = RowSet(count: table.count)
    for (row, signature) in table.enumerated() where signature.sentAs != nil {
      if signature.anchorKeys == nil { unanchoredFixing.insert(row) } else { anchoredFixing.insert(row) }
    }
    anchoredSentAsRows = anchoredFixing
    unanchoredSentAsRows = unanchoredFixing
  }

  /// False when no candidate row fixes a push type: then the provider cannot say how the payload is sent, and lint
  /// need not classify to find out. A row no key anchors is asked only when the payload's own keys do not decide
  /// (`keysDecide` false: no `aps` that shows or wakes anything), or every file would be classified.
  func mayFixPushType(among candidates: RowSet, keysDecide: Bool) -> Bool {
    candidates.intersects(anchoredSentAsRows) || (!keysDecide && candidates.intersects(unanchoredSentAsRows))
  }

  /// True when one of the provider's strong rows that yield to no one holds (the strong pass below adds such a row's
  /// provider whatever else matched): then the provider is surely among the matches, without classifying.
  public func surelyMatches(_ provider: ProviderID, _ root: some PayloadRoot) -> Bool {
    decidingRows[provider.ordinal].contains { table[$0].condition.evaluate(root) != nil }
  }

  /// False when no row that can make `provider` match is among a payload's candidate rows (`candidateRows`): then the
  /// provider is surely not among the matches, and nothing need be classified.
  func mayMatch(_ provider: ProviderID, among candidates: RowSet) -> Bool {
    candidates.intersects(rowsByProvider[provider.ordinal])
  }

  /// A set of table rows.
  struct RowSet: Sendable {
    var low: UInt64 = 0
    /// Rows from 64 on, rarely any.
    var high: [UInt64] = []

    init(count: Int) { high = Array(repeating: 0, count: max(0, (count - 1) / 64)) }

    mutating func insert(_ row: Int) {
      if row < 64 { low |= 1 << UInt64(row) } else { high[row / 64 - 1] |= 1 << UInt64(row % 64) }
    }

    mutating func formUnion(_ other: RowSet) {
      low |= other.low
      for index in high.indices where index < other.high.count { high[index] |= other.high[index] }
    }

    func intersects(_ other: RowSet) -> Bool {
      low & other.low != 0 || zip(high, other.high).contains { $0 & $1 != 0 }
    }

    func contains(_ row: Int) -> Bool {
      row < 64 ? low & (1 << UInt64(row)) != 0 : high[row / 64 - 1] & (1 << UInt64(row % 64)) != 0
    }
  }

  /// The rows that can match this payload: those with an anchor among its keys, and those with none.
  func candidateRows(_ root: some PayloadRoot) -> RowSet {
    var wanted = unanchored
    for key in root.keys {
      if let rows = rowsByAnchor[key] { wanted.formUnion(rows) }
    }
    return wanted
  }

  private static func isStrong(_ tier: SignatureTier) -> Bool {
    switch tier {
    case .declared, .namespaced, .structural: true
    default: false
    }
  }

  public func classify(_ payload: Payload) -> Classification { classify(root: payload.root) }

  /// Classifies from the top-level members alone (a non-object payload has none, and matches nothing).
  public func classify<Root: PayloadRoot>(root: Root) -> Classification {
    let wanted = candidateRows(root)
    var matches: [ProviderMatch] = []

    func holds(_ signature: Signature) -> [JSONPointer]? { signature.condition.evaluate(root) }

    func add(_ signature: Signature, _ pointers: [JSONPointer]) {
      let evidence = pointers.map {
        Evidence(pointer: $0, why: signature.why, tier: signature.tier, source: signature.source, sentAs: signature.sentAs)
      }
      if let index = matches.firstIndex(where: { $0.provider == signature.provider }) {
        for item in evidence where !matches[index].evidence.contains(where: { $0.pointer == item.pointer }) {
          matches[index].evidence.append(item)
        }
      } else {
        matches.append(ProviderMatch(provider: signature.provider, evidence: evidence))
      }
    }
    func hasMatch(_ provider: ProviderID) -> Bool { matches.contains { $0.provider == provider } }

    // Four passes over the candidate rows in table order, one per tier group.
    for row in table.indices where Self.isStrong(tiers[row]) && wanted.contains(row) {
      let signature = table[row]
      guard let pointers = holds(signature) else { continue }
      if signature.yieldsTo.contains(where: hasMatch) { continue }
      add(signature, pointers)
    }
    let strongMatch = !matches.isEmpty
    for row in table.indices where tiers[row] == .ambiguous && wanted.contains(row) {
      let signature = table[row]
      guard !strongMatch || hasMatch(signature.provider) else { continue }
      guard let pointers = holds(signature) else { continue }
      add(signature, pointers)
    }
    for row in table.indices where tiers[row] == .supporting && wanted.contains(row) && hasMatch(table[row].provider) {
      if let pointers = holds(table[row]) { add(table[row], pointers) }
    }
    for row in table.indices where tiers[row] == .transport && wanted.contains(row) {
      if let pointers = holds(table[row]) { add(table[row], pointers) }
    }

    let primary = matches.first { $0.provider != .firebase }?.provider ?? (hasMatch(.firebase) ? .firebase : nil)
    let via: ProviderID? = hasMatch(.firebase) && primary != .firebase ? .firebase : nil
    return Classification(provider: primary, matches: matches, via: via, notes: Self.notes(for: root, matches: matches))
  }

  /// Remarks that explain a non-match users might expect.
  static func notes(for root: some PayloadRoot, matches: [ProviderMatch]) -> [String] {
    var notes: [String] = []
    let matched = matches.map(\.provider)
    if root.contains("grovs_notification_id"), !matched.contains(.grovs) {
      notes.append("grovs_notification_id without a non-empty grovs_campaign_id is not a Grovs push since SDK 3.1 (seeds/004)")
    }
    if let marker = root["push_provider"], marker != .string("mapp_engage") {
      let shown = marker.stringValue.map { "\"\($0)\"" } ?? marker.typeName
      notes.append("push_provider is \(shown), not \"mapp_engage\": a Mapp multi-provider filter will not route it to Mapp (seeds/000)")
    }
    if root.contains("p"), root.contains("pw_msg") {
      notes.append("p beside pw_msg is Pushwoosh's message hash, not a Mapp push id (provider-signatures.md §3)")
    }
    if root.contains("grovs_campaign_id"), !matched.contains(.grovs) {
      notes.append("grovs_campaign_id is empty or not a string, so this is not a Grovs push (seeds/004)")
    }
    if root.contains("af"), !matched.contains(.appsflyer), let sender = matched.first(where: { $0 != .firebase }),
      Signature.appsFlyerObject.evaluate(root) != nil
    {
      notes.append(
        "af is AppsFlyer's push attribution (pid, c, is_retargeting): AppsFlyer measures this \(sender.displayName) push, it does not send it (support.appsflyer.com 207364076)"
      )
    }
    return notes
  }
}
