/// What a wiring verdict may not rest on (DESIGN.md §7, issue 31 item 2): code the readers did not read because it is
/// over their budget (`SourceBudget`). A function that holds such a construct is undecided: its handler's completion is
/// `unknown`, and an error found at it is reported as a warning that says why, never as an error.
public struct WiringUndecided: Sendable {
  /// A function holding a construct that was not read: from its place to the next function's place in its file.
  public struct Span: Sendable {
    public var start: CodePlace
    public var end: CodePlace?
    public var cut: CodeTooComplex
  }

  public var cuts: [CodeTooComplex] = []
  public var spans: [Span] = []

  public init() {}

  /// The constructs of a module over the budget, and the functions that hold them.
  init(_ module: WiringModule) {
    for file in module.files where !file.tooComplex.isEmpty {
      cuts += file.tooComplex
      let starts = file.allFunctions.map(\.place).sorted()
      for cut in file.tooComplex {
        // The last function that starts before the cut holds it (the cut is in its body or after it).
        var low = 0
        var high = starts.count
        while low < high {
          let middle = low + (high - low) / 2
          if starts[middle] <= cut.place { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { continue }
        let start = starts[low - 1]
        guard !spans.contains(where: { $0.start == start }) else { continue }
        spans.append(Span(start: start, end: low < starts.count ? starts[low] : nil, cut: cut))
      }
    }
  }

  /// The construct not read in the function at `place`, when there is one.
  public func cut(at place: CodePlace?) -> CodeTooComplex? {
    guard let place else { return nil }
    return spans.first { $0.start <= place && ($0.end.map { place < $0 } ?? ($0.start.file == place.file)) }?.cut
  }

  /// A finding made at a function that was not read whole: an error there becomes a warning that says why.
  func decided(_ finding: WiringFinding) -> WiringFinding {
    guard finding.severity == .error, finding.rule != WiringRules.tooComplexID, let cut = cut(at: finding.place) else { return finding }
    return WiringFinding(
      rule: finding.rule, severity: .warning,
      message: finding.message + " (undecided: code at line \(cut.place.line) of this function is over pushsim's budget and was not read)",
      place: finding.place)
  }
}
