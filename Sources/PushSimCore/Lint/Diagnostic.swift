/// One lint result, located: file, line, column and JSON Pointer.
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
