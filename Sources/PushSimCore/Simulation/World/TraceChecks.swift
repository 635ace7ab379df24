/// Checks over a world's records that the invariant tests and scenario expectations share.
public enum TraceChecks {
  /// The callbacks whose system completion handler was not called exactly once: (record index, callback, times).
  public static func completionProblems(_ records: [CompletionRecord]) -> [(index: Int, call: String, times: Int)] {
    completionCounts(records).filter { $0.times != 1 }
  }

  /// Every callback that has a completion handler, with how many calls reached the system's handler (a call of a
  /// wrapper's handler is not one: World.completions): (record index, callback name, times).
  public static func completionCounts(_ records: [CompletionRecord]) -> [(index: Int, call: String, times: Int)] {
    records.enumerated().map { ($0.offset, $0.element.callback, $0.element.systemCalls) }
  }
}
