/// The timeline of a running scenario, indexed as it grows, so that an expectation is answered from the index instead of
/// a search of every step so far: n expectations after n steps were n² (issue 31: 10,000 `callbacks` took 29 s). Each
/// step is read once when it arrives; the answers are the ones a search would give.
final class TraceIndex {
  /// Steps with one call that look the same (actor, note, arguments), and how many there are.
  struct Shape {
    let actor: String
    let note: String
    let args: [String: String]
    var count: Int
  }

  private struct ShapeKey: Hashable {
    let actor: String
    let note: String
    let args: [String: String]
  }

  /// The steps read so far.
  private(set) var count = 0
  /// The steps with each call, in order.
  private var stepsByCall: [String: [Int]] = [:]
  /// Per call, its steps grouped by shape (few per call: the models write the same note for the same thing).
  private var shapesByCall: [String: [Shape]] = [:]
  private var shapeIndexes: [String: [ShapeKey: Int]] = [:]
  /// Per question "the last step that …", the last answer and how far the steps were read for it.
  private var lastMatches: [String: (read: Int, last: Int?)] = [:]
  /// Each distinct call, in the order first seen: what an expected call with `…` is matched against.
  private var distinctCalls: [String] = []
  /// Per expected call with `…`: the distinct calls read for it so far and those that match it.
  private var wildcardMatches: [String: (read: Int, calls: [String])] = [:]
  /// The first finding with each rule id, and how many findings were read.
  private var firstFindings: [String: Int] = [:]
  private var findingsRead = 0

  /// Reads the steps and findings added since the last call.
  func catchUp(_ steps: [TraceStep], _ findings: [SimFinding]) {
    while count < steps.count {
      add(steps[count], at: count)
      count += 1
    }
    while findingsRead < findings.count {
      if firstFindings[findings[findingsRead].id] == nil { firstFindings[findings[findingsRead].id] = findingsRead }
      findingsRead += 1
    }
  }

  private func add(_ step: TraceStep, at index: Int) {
    if stepsByCall[step.call] == nil { distinctCalls.append(step.call) }
    stepsByCall[step.call, default: []].append(index)
    let key = ShapeKey(actor: step.actor, note: step.note, args: step.args)
    if let shape = shapeIndexes[step.call]?[key] {
      shapesByCall[step.call]?[shape].count += 1
    } else {
      shapeIndexes[step.call, default: [:]][key] = shapesByCall[step.call]?.count ?? 0
      shapesByCall[step.call, default: []].append(Shape(actor: step.actor, note: step.note, args: step.args, count: 1))
    }
  }

  /// The distinct calls an expected call names: itself, or with `…` (a wildcard: any text there, docs/scenarios.md) every
  /// call seen that matches it. Each distinct call is matched once per pattern, when it first appears.
  func calls(matching expected: String) -> [String] {
    guard expected.contains(Vocabulary.hole) else { return stepsByCall[expected] == nil ? [] : [expected] }
    var (read, calls) = wildcardMatches[expected] ?? (0, [])
    while read < distinctCalls.count {
      if Vocabulary.matches(distinctCalls[read], template: expected) { calls.append(distinctCalls[read]) }
      read += 1
    }
    wildcardMatches[expected] = (read, calls)
    return calls
  }

  /// The first `limit` steps with this call (or matching it, with `…`), in order.
  func firstSteps(call: String, limit: Int) -> [Int] {
    Array(calls(matching: call).flatMap { (stepsByCall[$0] ?? []).prefix(limit) }.sorted().prefix(limit))
  }

  /// The last step with this call (or matching it, with `…`).
  func lastStep(call: String) -> Int? { calls(matching: call).compactMap { stepsByCall[$0]?.last }.max() }

  /// The shapes of the steps with this call (or matching it, with `…`).
  func shapes(call: String) -> [Shape] { calls(matching: call).flatMap { shapesByCall[$0] ?? [] } }

  /// The first step with this call (or matching it, with `…`) after `position`.
  func firstStep(call: String, after position: Int) -> Int? {
    calls(matching: call).compactMap { firstStep(exactly: $0, after: position) }.min()
  }

  private func firstStep(exactly call: String, after position: Int) -> Int? {
    let indexes = stepsByCall[call] ?? []
    var low = 0
    var high = indexes.count
    while low < high {
      let middle = (low + high) / 2
      if indexes[middle] <= position { low = middle + 1 } else { high = middle }
    }
    return low < indexes.count ? indexes[low] : nil
  }

  /// The last step of `steps` that `matches`, for the question named `key` (one key, one predicate): the steps come
  /// after the ones read for that key before, so each step is read once per question.
  func lastStep(_ key: String, in steps: [TraceStep], where matches: (TraceStep) -> Bool) -> Int? {
    var (read, last) = lastMatches[key] ?? (0, nil)
    while read < steps.count {
      if matches(steps[read]) { last = read }
      read += 1
    }
    lastMatches[key] = (read, last)
    return last
  }

  /// The first finding with this rule id.
  func firstFinding(_ id: String) -> Int? { firstFindings[id] }
}
