/// A timed action an SDK's code scheduled (`performSelector:afterDelay:`, `dispatch_after`, `asyncAfter`): who, what,
/// and when it runs on the world's clock (issue 34 item 2). It lives in the app's process: a kill or force-quit drops it.
public struct PendingTimer: Sendable {
  /// The world clock (milliseconds) when it runs.
  public let due: Int
  /// The SDK that scheduled it (`onesignal`, `iterable`, `clevertap`…): its model runs it (`SDKModel.timerFired`).
  public let owner: String
  /// What it does, in the owner's words (`launchURL`, `flush`): the owner's model reads it.
  public let action: String
  /// What it acts on (a URL, a button id), as text.
  public let argument: String
  /// The notification it belongs to: its id, and its place in the notification center (the model reads its payload
  /// when it runs). Not a copy of the notification: a CleverTap flush re-scheduled per tap kept 6,000 copies of the
  /// payload in cancelled timers.
  public let notificationID: String?
  let notificationIndex: Int?
  /// Order of scheduling: timers due at the same time run in the order they were scheduled.
  let sequence: Int
}

/// The SDK timers pending in the app's process, in due order (issue 34 item 2). `advance` runs those it passes, each at
/// its due time; a single-shot command runs those due within its settle window (`WorldTimers.settleWindow`).
///
/// Kept sorted by (due, sequence) with a moving head: a timer is almost always due after those already pending, so
/// scheduling is an append after a binary search, and running is a step of the head; a scenario of n taps is linear.
public struct WorldTimers: Sendable {
  private var queue: [PendingTimer] = []
  private var head = 0
  private var scheduled = 0

  /// How long a single-shot command (`tap`, `deliver`, `simulate`, `check`) lets time pass after its event so the
  /// outcome is whole: the longest SDK delay pushsim models below a few seconds — CleverTap's flush 1 s after the last
  /// event (sdk-behaviour-more.md §4 fact 8) — with OneSignal's launch URL (0.75 s, §1 fact 17) and Iterable's cold
  /// start (0.1 s, §5 fact 8) inside it. Timers due later stay pending (`--dump-world` lists them).
  public static let settleWindow = 1000

  /// For each owner and action cancelled (`"owner action"`), the first scheduling sequence still live: a cancel is one
  /// write, and the timers it cancelled are skipped when they come up (a scan per cancel made n events cost n²).
  private var liveFrom: [String: Int] = [:]

  private func isLive(_ timer: PendingTimer) -> Bool { timer.sequence >= liveFrom[timer.owner + " " + timer.action, default: 0] }

  /// The timers still pending, in the order they run.
  public var pending: [PendingTimer] { queue[head...].filter(isLive) }

  /// The first pending timer's due time.
  public var nextDue: Int? { pending.first?.due }

  mutating func schedule(due: Int, owner: String, action: String, argument: String, notification: (id: String, index: Int)?) {
    let timer = PendingTimer(
      due: due, owner: owner, action: action, argument: argument, notificationID: notification?.id, notificationIndex: notification?.index,
      sequence: scheduled)
    scheduled += 1
    // The first index whose timer is due after this one (equal due times keep their scheduling order).
    var low = head
    var high = queue.count
    while low < high {
      let middle = low + (high - low) / 2
      if queue[middle].due <= due { low = middle + 1 } else { high = middle }
    }
    queue.insert(timer, at: low)
  }

  /// Cancels the owner's pending timers for `action` (`cancelPreviousPerformRequestsWithTarget:`): those scheduled so far.
  mutating func cancel(owner: String, action: String) {
    liveFrom[owner + " " + action] = scheduled
  }

  /// The next timer due at or before `time`, taken off the queue.
  mutating func popDue(upTo time: Int) -> PendingTimer? {
    while head < queue.count, queue[head].due <= time {
      let timer = queue[head]
      head += 1
      // Drop what ran once it is most of the storage (amortised constant per timer).
      if head > 32, head * 2 > queue.count {
        queue.removeFirst(head)
        head = 0
      }
      if isLive(timer) { return timer }
    }
    return nil
  }

  /// The process ended: its timers are gone with it.
  mutating func removeAll() {
    queue = []
    head = 0
    liveFrom = [:]
  }
}
