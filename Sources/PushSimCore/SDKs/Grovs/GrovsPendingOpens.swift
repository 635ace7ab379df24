/// Grovs' unreported opens, in the order they were reported, each under a number that never changes: sending or dropping
/// one moves no other, and a foreground finds the opens it retries in its store's index instead of going through every
/// open saved so far (with the network down, n taps made that n²: issue 31).
public struct PendingOpens: Sendable, Sequence {
  /// The opens by number; numbers grow with each open reported, so they keep the order.
  private var opens: [Int: PendingOpen] = [:]
  /// The numbers in the order reported; removed ones stay until compaction (when they are more than half).
  private var order: [Int] = []
  private var next = 0
  /// Per store, the opens whose last attempt failed below the limit of attempts: those a foreground retries.
  private var retrying: [String: Set<Int>] = [:]

  public init() {}

  public var count: Int { opens.count }
  public var isEmpty: Bool { opens.isEmpty }

  public func makeIterator() -> IndexingIterator<[PendingOpen]> { order.compactMap { opens[$0] }.makeIterator() }

  public subscript(number: Int) -> PendingOpen? { opens[number] }

  /// Adds an open at the end; its number.
  mutating func append(_ open: PendingOpen) -> Int {
    let number = next
    next += 1
    opens[number] = open
    order.append(number)
    return number
  }

  mutating func setLastActivation(_ number: Int, _ activation: Int) { opens[number]?.lastActivation = activation }

  /// Whether the open waits for the next foreground's retry.
  mutating func setRetrying(_ number: Int, _ retries: Bool) {
    guard let store = opens[number]?.store else { return }
    if retries { retrying[store, default: []].insert(number) } else { retrying[store]?.remove(number) }
  }

  mutating func remove(_ number: Int) {
    guard let open = opens.removeValue(forKey: number) else { return }
    retrying[open.store]?.remove(number)
    if order.count > 32 && order.count > 2 * opens.count { order = order.filter { opens[$0] != nil } }
  }

  /// The numbers of the opens saved under `store`, in order.
  func numbers(in store: String) -> [Int] { order.filter { opens[$0]?.store == store } }

  /// The numbers of the opens under `store` that a foreground retries, in order.
  func retried(in store: String) -> [Int] { (retrying[store] ?? []).sorted() }
}
