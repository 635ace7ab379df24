/// One lint result, located: file, line, column and JSON Pointer.
public struct Diagnostic: Sendable, Equatable {
  public let file: String
  public let rule: String
  public let severity: Severity
  public let message: String
  public let pointer: JSONPointer
  public let line: Int
  public let column: Int

  public init(file: String, rule: String, severity: Severity, message: String, pointer: JSONPointer, line: Int, column: Int) {
    self.file = file
    self.rule = rule
    self.severity = severity
    self.message = message
    self.pointer = pointer
    self.line = line
    self.column = column
  }

  /// `file:line:col: severity: message [rule]`
  public var textLine: String {
    "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
  }
}
