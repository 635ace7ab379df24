/// One time the app's code consulted a routing condition pushsim cannot evaluate (an `app.routing` entry whose `when`
/// rests on `{"unknown": CODE}` for this push): which entry, the code and its place, the push it was asked about, and
/// what the simulation took. The world keeps every one (`World.undecided`), so a verdict reads from the world's state
/// whether its outcome rested on a guess (DESIGN.md §7, issue 32 item 2).
public struct ConsultedCondition: Sendable, Equatable {
  /// The routing entry's SDK (an entry is one SDK).
  public let sdk: String
  /// The condition as the code writes it (the entry's `code`, else its `when`).
  public let code: String
  /// `file:line:column` of the forwarding call in the app's code (the entry's `at`), when known.
  public let at: String?
  /// The parts pushsim cannot evaluate, as the code writes them.
  public let unknowns: [String]
  /// The notification it was asked about ("" before any).
  public let notification: String
  /// What the simulation took: `app.unknownConditionsHold`, or the answer `UndecidedExploration` fixed.
  public let assumed: Bool

  /// The same condition of the app, whichever push or callback asked it: one entry's code at one place.
  public var key: [String] { [sdk, code, at ?? ""] }
}

/// Every answer of the app's undecided conditions (DESIGN.md §7): a verdict is decided only when no answer could change
/// it. A run consults undecided conditions one after another; each consultation is its own unknown (the code may answer
/// differently in willPresent and in didReceive, or for another push), and the runs share nothing but what they are
/// told (`World.assumptions`: the answers of the first n consultations). The first run takes
/// `app.unknownConditionsHold` for each; every later run fixes the answers of one path through the consultations and
/// flips the next, so the runs are the leaves of the decision tree, each once. A run that consults nothing is the
/// only run: a push that meets no undecided condition costs nothing more.
public enum UndecidedExploration {
  /// Runs at most: 16 leaves (four consultations on every path). Past it, the answers are not all known, and no bad
  /// verdict is decided.
  public static let maxRuns = 16

  /// `run`: one simulation with the first answers fixed; it gives its result and the answer of each consultation it
  /// made, in order (nil when it could not run to the end, so its subtree is not known).
  /// `complete`: every leaf was run (false past `maxRuns`, or after a run that could not end).
  public static func leaves<Result>(_ run: ([Bool]) -> (result: Result, answers: [Bool]?)) -> (results: [Result], complete: Bool) {
    var pending: [[Bool]] = [[]]
    var results: [Result] = []
    var complete = true
    while let fixed = pending.popLast() {
      guard results.count < maxRuns else { return (results, false) }
      let (result, answers) = run(fixed)
      results.append(result)
      guard let answers else {
        complete = false
        continue
      }
      // Each consultation past the fixed ones could have answered the other way: a leaf to run, once.
      if answers.count > fixed.count {
        for index in (fixed.count..<answers.count).reversed() {
          pending.append(Array(answers[..<index]) + [!answers[index]])
        }
      }
    }
    return (results, complete)
  }

  /// The distinct conditions among consultations (one entry's code at one place), in the order first consulted.
  public static func distinct(_ consulted: [ConsultedCondition]) -> [ConsultedCondition] {
    var seen: Set<[String]> = []
    return consulted.filter { seen.insert($0.key).inserted }
  }
}
