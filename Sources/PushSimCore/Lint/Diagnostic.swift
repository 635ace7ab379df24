/// The part of a repository check a finding comes from (DESIGN.md §6: one record for lint, wiring, scenarios and
/// check). SARIF writes one run per part.
public enum ReportPart: String, Sendable, CaseIterable, Comparable {
  /// Payload text: `pushsim lint`.
  case lint
  /// The app's code: `pushsim wiring`.
  case wiring
  /// A scenario's expectations: `pushsim run`.
  case scenario
  /// A template simulated through the repository's app: `pushsim check`.
  case template

  public static func < (left: ReportPart, right: ReportPart) -> Bool {
    allCases.firstIndex(of: left) ?? 0 < allCases.firstIndex(of: right) ?? 0
  }
}

/// A second place a finding points to: the app's line that decided it, or the template a scenario delivered.
public struct RelatedLocation: Sendable, Equatable {
  public let file: String
  public let line: Int
  public let column: Int
  public let message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }
}

/// One finding, located: file, line, column and (for payload text) JSON Pointer. The one record every part writes
/// (lint, wiring, scenarios, check); one writer per format reads it (`LintReport.reporter`).
public struct Diagnostic: Sendable, Equatable {
  public let file: String
  public let rule: String
  public let severity: Severity
  public let message: String
  public let pointer: JSONPointer
  public let line: Int
  public let column: Int
  /// Where the located token (the key, or the value's first token) ends: exclusive, as SARIF counts.
  public let endLine: Int
  public let endColumn: Int
  /// Set when a baseline or a config suppression covers it: it is reported, but does not fail.
  public var suppression: Suppression?
  /// A mechanical fix (`lint --fix`, SARIF `fixes`), when the intent is unambiguous.
  public var fix: Fix?
  /// Which part of a check found it.
  public var part: ReportPart = .lint
  /// The app's line that decided it, and other places it names.
  public var related: [RelatedLocation] = []

  public init(
    file: String, rule: String, severity: Severity, message: String, pointer: JSONPointer, line: Int, column: Int, endLine: Int? = nil,
    endColumn: Int? = nil
  ) {
    self.file = file
    self.rule = rule
    self.severity = severity
    self.message = message
    self.pointer = pointer
    self.line = line
    self.column = column
    self.endLine = endLine ?? line
    self.endColumn = endColumn ?? column + 1
  }

  /// `file:line:col: severity: message [rule]`
  public var textLine: String {
    "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
  }
}
