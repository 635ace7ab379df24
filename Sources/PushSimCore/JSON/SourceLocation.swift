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

  /// The line and column of each offset, in one pass over `bytes` (the offsets sorted first): linear in the text and
  /// in the offsets, where `of(offset:in:)` for each would walk the text once per offset.
  public static func of(offsets: [Int], in bytes: [UInt8]) -> [SourceLocation] {
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    var result = [SourceLocation](repeating: SourceLocation(line: 1, column: 1, offset: 0), count: offsets.count)
    var line = 1
    var column = 1
    var index = 0
    for position in order {
      let end = min(max(offsets[position], 0), bytes.count)
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
      result[position] = SourceLocation(line: line, column: column, offset: end)
    }
    return result
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
