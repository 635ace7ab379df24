/// What the system keeps for the push types no app callback receives (issue 33 item 2): the app's Live Activities as
/// ActivityKit holds them, where the world's clock stands in seconds since 1970, and the budgets iOS counts. Every time
/// here is on the world clock (milliseconds); payload dates are whole seconds since 1970.
public struct PushTypeState: Sendable {
  /// The app's Live Activities, oldest first (an update or end applies to the newest: ActivityKit addresses it by a push
  /// token, which the payload does not carry).
  public internal(set) var liveActivities: [LiveActivity] = []
  /// Seconds since 1970 when the world's clock was 0: set by the first Live Activity push with a timestamp (Apple: "Set the
  /// timestamp to the current time in seconds since 1970"), so its stale-date and dismissal-date fall on the clock.
  public var epoch: Int64?
  /// When priority-10 Live Activity pushes counted against the hourly budget (the last hour's are kept).
  public var liveActivityBudgetUses: [Int] = []
  /// When complication pushes reached the watch app (the last day's are kept).
  public var complicationPushes: [Int] = []

  /// How many Live Activities pushes started (they are named `la1`, `la2`…).
  public var startedByPush = 0
  /// Each activity's next change in time (stale, the eight-hour limit, leaving the Lock Screen) as a binary min-heap:
  /// passing time costs a logarithm per change instead of a look at every activity at every push.
  private var due: [Due] = []
  private struct Due: Sendable {
    let time: Int
    let index: Int
  }

  /// The index of the newest Live Activity of each `attributes-type` (an expectation asks for it; a search was linear).
  private var newestByType: [String: Int] = [:]

  /// Adds a Live Activity and schedules its changes.
  mutating func add(_ activity: LiveActivity) {
    liveActivities.append(activity)
    if let type = activity.attributesType { newestByType[type] = liveActivities.count - 1 }
    schedule(liveActivities.count - 1)
  }

  /// Schedules the next change of the activity at `index` (after it changed; an older entry is skipped when it comes up).
  mutating func schedule(_ index: Int) {
    guard liveActivities.indices.contains(index), let time = liveActivities[index].nextChange else { return }
    due.append(Due(time: time, index: index))
    var child = due.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard due[child].time < due[parent].time else { break }
      due.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func popDue() -> Due? {
    guard let first = due.first else { return nil }
    let last = due.removeLast()
    guard !due.isEmpty else { return first }
    due[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < due.count, due[left].time < due[smallest].time { smallest = left }
      if right < due.count, due[right].time < due[smallest].time { smallest = right }
      if smallest == parent { break }
      due.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }

  /// Every change due up to `now`, in the order they happen: (the activity's index, what happened, when).
  mutating func passTime(to now: Int) -> [(index: Int, passage: LiveActivity.Passage, time: Int)] {
    var happened: [(index: Int, passage: LiveActivity.Passage, time: Int)] = []
    while let top = due.first, top.time <= now {
      _ = popDue()
      // An entry an update or end superseded: the activity's next change is another one now.
      guard liveActivities[top.index].nextChange == top.time else { continue }
      happened += liveActivities[top.index].pass(to: top.time).map { (top.index, $0, top.time) }
      schedule(top.index)
    }
    return happened
  }

  /// The newest Live Activity, or the newest of one `attributes-type`.
  public func newest(ofType type: String? = nil) -> LiveActivity? {
    guard let type else { return liveActivities.last }
    return newestByType[type].map { liveActivities[$0] }
  }

  /// The world's clock time (milliseconds) of a date in seconds since 1970 (nil without an epoch, or for a date that is
  /// no number).
  func clockTime(of date: JSONValue?) -> Int? {
    guard let epoch, let seconds = LiveActivity.seconds(date) else { return nil }
    // Both are within ±10^12, so the difference (±2·10^12) in milliseconds (±2·10^15) fits.
    return Int(seconds - epoch) * 1000
  }
}

/// One Live Activity, as ActivityKit holds it (ActivityState: active, stale, ended, dismissed).
public struct LiveActivity: Sendable, Equatable {
  public enum State: String, Sendable, CaseIterable { case active, stale, ended, dismissed }

  /// `la0` for the one the app started itself, `la1`, `la2`… for those pushes started.
  public let id: String
  /// The `attributes-type` of the push that started it; nil for the one the app started (no payload names its type).
  public let attributesType: String?
  public let attributes: JSONValue?
  /// The world's clock when it started (0 for the one the app started before the world began).
  public let started: Int
  public var state: State = .active
  /// The last `content-state` applied.
  public var content: JSONValue?
  public var staleAt: Int?
  public var relevanceScore: Double?
  /// The `timestamp` of the last push applied, in seconds since 1970: an older one is ignored.
  public var lastTimestamp: Int64?
  public var endedAt: Int?
  /// When it leaves the Lock Screen once ended.
  public var dismissAt: Int?

  /// Up to four hours on the Lock Screen after it ends (A22); eight hours active at most (Understand constraints); in
  /// milliseconds (the world clock's unit).
  static let lockScreenAfterEnd = 4 * 3_600_000
  static let activeLimit = 8 * 3_600_000

  /// A date or timestamp in whole seconds since 1970; nil for no number, or one too far from now to be a date (±10^12 s).
  static func seconds(_ value: JSONValue?) -> Int64? {
    guard let number = value?.numberValue, number.isFinite, number.magnitude < 1e12 else { return nil }
    return Int64(number.rounded(.down))
  }

  /// A time after `base` on the clock, saturating instead of overflowing.
  static func after(_ base: Int, _ milliseconds: Int) -> Int { WorldTime.after(base, milliseconds) }

  /// When it next changes on its own: stale at its stale-date, ended at the eight-hour limit, gone from the Lock Screen.
  var nextChange: Int? {
    let limit = Self.after(started, Self.activeLimit)
    switch state {
    case .active: return staleAt.map { min($0, limit) } ?? limit
    case .stale: return limit
    case .ended: return dismissAt
    case .dismissed: return nil
    }
  }

  /// Whether it is still on screen (active, stale, or ended but not yet dismissed).
  public var isOnScreen: Bool { state != .dismissed }

  /// What happens to it as time passes up to `now`: stale at its stale-date, ended at the eight-hour limit, removed from
  /// the Lock Screen at its dismissal time; in the order they happen.
  public enum Passage: Sendable, Equatable { case becameStale, endedAtLimit, dismissed }

  mutating func pass(to now: Int) -> [Passage] {
    var happened: [Passage] = []
    let limit = Self.after(started, Self.activeLimit)
    if state == .active, let staleAt, staleAt <= now, staleAt < limit {
      state = .stale
      happened.append(.becameStale)
    }
    if state == .active || state == .stale, limit <= now {
      state = .ended
      endedAt = limit
      dismissAt = Self.after(limit, Self.lockScreenAfterEnd)
      happened.append(.endedAtLimit)
    }
    if state == .ended, let dismissAt, dismissAt <= now {
      state = .dismissed
      happened.append(.dismissed)
    }
    return happened
  }

  /// As `--dump-world` and a scenario's `liveActivity` expectation read it.
  public var json: JSONValue {
    .object([
      "id": .string(id), "attributesType": .optional(attributesType), "state": .string(state.rawValue), "content": content ?? .null,
      "staleAt": staleAt.map(WorldTime.json) ?? .null, "relevanceScore": relevanceScore.map(JSONValue.real) ?? .null,
      "started": WorldTime.json(started), "endedAt": endedAt.map(WorldTime.json) ?? .null,
      "dismissAt": dismissAt.map(WorldTime.json) ?? .null,
    ])
  }
}
