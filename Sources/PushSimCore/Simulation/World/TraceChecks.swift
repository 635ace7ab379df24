/// Checks over a timeline that the invariant tests and scenario expectations share.
public enum TraceChecks {
  static let callbacksWithHandlers: Set<String> = [Callback.willPresent, Callback.didReceive, Callback.didReceiveRemoteNotification]

  /// The callbacks whose completion handler was not called exactly once: (step index, call, times).
  public static func completionProblems(_ steps: [TraceStep]) -> [(index: Int, call: String, times: Int)] {
    completionCounts(steps).filter { $0.times != 1 }
  }

  /// Every callback that has a completion handler, with how many times the handler was called before the next system
  /// callback: (step index, call, times).
  public static func completionCounts(_ steps: [TraceStep]) -> [(index: Int, call: String, times: Int)] {
    var counts: [(Int, String, Int)] = []
    for (index, step) in steps.enumerated() where callbacksWithHandlers.contains(step.call) {
      var calls = 0
      var next = index + 1
      while next < steps.count, !TraceReport.systemCallbacks.contains(steps[next].call) {
        if steps[next].call.hasPrefix("completionHandler(") { calls += 1 }
        next += 1
      }
      counts.append((index, step.call, calls))
    }
    return counts
  }
}
