/// A place in a source file: 1-based line, 1-based column counted in characters (Unicode
/// scalars, as editors and GitHub annotations count them), and the 0-based byte offset.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let line: Int
  public let column: Int
  public let offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public var description: String { "\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.offset < rhs.offset
  }

  /// The line and column of byte `offset` in `bytes` (an offset past the end is the end).
  public static func of(offset: Int, in bytes: [UInt8]) -> SourceLocation {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var column = 1
    var index = 0
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return SourceLocation(line: line, column: column, offset: end)
  }
}

/// Why a document could not be read as JSON. `location` is nil only when the input never reached
/// the parser (too big, unreadable).
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What the parser saw, so lint can file the error under its own rule.
  public enum Kind: String, Sendable {
    case syntax, comment, trailingComma, placeholder, encoding, tooLarge
    /// A comma missing between two members or elements: lint reads on as if it were there (TolerantParse).
    case missingComma
  }

  public let message: String
  public let location: SourceLocation?
  public let kind: Kind

  public init(_ message: String, at location: SourceLocation?, kind: Kind = .syntax) {
    self.message = message
    self.location = location
    self.kind = kind
  }

  public var description: String {
    if let location { return "\(location): \(message)" }
    return message
  }
}
