/// One path through the PushKit callback as `CallReportPaths` walks it: the order of its events, and its verdict.
extension CallReportPaths {
  enum Event: Hashable {
    case report, reportLater, complete, unsure
  }

  /// What one path does, as the rules and the profile say it.
  enum Verdict: String {
    /// It reports the call before it finishes (before completion; a scheduled report with completion called later).
    case inCallback = "in-callback"
    /// It never reports the call.
    case never
    /// It reports only after the callback finished: completion called while the report is scheduled for later, or
    /// (the variant without completion) a report scheduled after the method returns.
    case afterCompletion = "after-completion"
    /// It calls completion, then reports in the same run of the method: whether iOS checks at the completion call or
    /// when the method returns Apple does not say.
    case completedFirst = "completed-first"
    /// It rests on code pushsim cannot see.
    case undecided
  }

  struct Path: Hashable {
    /// The first time each kind of event happens on the path, in order, with its place.
    var events: [Event] = []
    var places: [CodePlace] = []
    var exited = false
    /// Where the path leaves the method (`return`, `throw`).
    var end: CodePlace?
    /// The branch whose arm last decided the path.
    var decidedAt: CodePlace?

    init() {}

    init(_ event: Event, _ place: CodePlace) {
      events = [event]
      places = [place]
    }

    mutating func add(_ event: Event, _ place: CodePlace) {
      guard !events.contains(event) else { return }
      events.append(event)
      places.append(place)
    }

    func place(of event: Event) -> CodePlace? { events.firstIndex(of: event).map { places[$0] } }

    /// This path, then `next` (a fragment: an expression's effects, a closure's or a helper's path).
    func then(_ next: Path) -> Path {
      var path = self
      for (event, place) in zip(next.events, next.places) { path.add(event, place) }
      if path.end == nil { path.end = next.end }
      if next.decidedAt != nil { path.decidedAt = next.decidedAt }
      return path
    }

    /// The path's verdict; `completion`: the callback has a completion handler (the deadline is its call, else the
    /// method's return).
    func verdict(completion: Bool) -> Verdict {
      let index = { (event: Event) in events.firstIndex(of: event) }
      let deadline = completion ? index(.complete) : nil
      let before = { (event: Event) -> Bool in index(event).map { at in deadline.map { at < $0 } ?? true } ?? false }
      if before(.report) { return .inCallback }
      if before(.unsure) { return .undecided }
      guard deadline != nil else {
        // No completion called in the method's own run: a scheduled report is in time only for the completion variant.
        if index(.reportLater) != nil { return completion ? .inCallback : .afterCompletion }
        return .never
      }
      if index(.report) != nil { return .completedFirst }
      if index(.reportLater) != nil { return .afterCompletion }
      if index(.unsure) != nil { return .undecided }
      return .never
    }
  }
}
