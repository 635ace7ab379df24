/// A wiring rule (issue 12): a defect in an app's push code, with its source and examples that the
/// tests read and check, and that `pushsim explain` prints.
public struct WiringRule: Sendable {
  public let id: String
  public let title: String
  public let severity: Severity
  public let rationale: String
  /// Seed section or reference row (docs/sources.md keys).
  public let source: String
  /// Code that triggers the rule, and code that does not.
  public let triggering: [WiringExample]
  public let nonTriggering: [WiringExample]
  let check: @Sendable (WiringFacts) -> [WiringFinding.Draft]

  init(
    id: String, title: String, severity: Severity, rationale: String, source: String, triggering: [WiringExample],
    nonTriggering: [WiringExample], check: @escaping @Sendable (WiringFacts) -> [WiringFinding.Draft]
  ) {
    self.id = id
    self.title = title
    self.severity = severity
    self.rationale = rationale
    self.source = source
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.check = check
  }

  public func findings(_ facts: WiringFacts) -> [WiringFinding] {
    check(facts).map { WiringFinding(rule: id, severity: $0.severity ?? severity, message: $0.message, place: $0.place) }
  }
}

/// Source files of an example app: names say the language (`AppDelegate.swift`, `AppDelegate.m`,
/// `Podfile.lock`).
public struct WiringExample: Sendable {
  public let files: [(name: String, text: String)]

  public init(_ name: String, _ text: String) { files = [(name, text)] }
  public init(files: [(name: String, text: String)]) { self.files = files }
}

public struct WiringFinding: Sendable {
  public let rule: String
  public let severity: Severity
  public let message: String
  public let place: CodePlace?

  struct Draft: Sendable {
    let message: String
    let place: CodePlace?
    /// A finding that rests on what pushsim cannot see is a warning, whatever the rule's severity (DESIGN.md §7).
    var severity: Severity? = nil

    init(_ message: String, _ place: CodePlace?, severity: Severity? = nil) {
      self.message = message
      self.place = place
      self.severity = severity
    }
  }

  /// `file:line:column: severity: message [rule]` (the place left out when the code has none).
  public var line: String { (place.map { $0.text + ": " } ?? "") + "\(severity.rawValue): \(message) [\(rule)]" }
}
