/// The tokens of JSON text that may be broken (RFC 8259 §2–7), for `RecoveryReader`. A token the grammar has no place
/// for is `.bad`: a bare word, a single-quoted string, a number RFC 8259 or jansson refuses, a string with a raw
/// control character or a bad escape. A string never runs past its line (RFC 8259 §7: a line break in a string must be
/// escaped), so one left open is read to the end of its line and no further: its quote cannot turn the rest of the file
/// inside out. Comments (`//`, `/* */`) are skipped as white space and listed, to be blanked and counted as breaks.
struct RecoveryLexer {
  enum Kind: Equatable {
    case openObject, openArray, closeObject, closeArray, comma, colon
    /// A string RFC 8259 accepts (and jansson: escapes, surrogate pairs).
    case string
    /// A number or literal RFC 8259 accepts, within jansson's range (a 64-bit integer, a finite double).
    case scalar
    case bad
    case end
  }

  struct Token {
    var kind: Kind
    var start: Int
    var end: Int
    /// A double- or single-quoted string whose line (or the text) ended before its closing quote.
    var unclosed = false
    /// Quoted with `'`.
    var singleQuoted = false
    /// A backslash escape inside the string (its text needs decoding).
    var hasEscape = false
  }

  let bytes: [UInt8]
  private(set) var index = 0
  /// Comments met, as byte ranges (a `/*` left open runs to the end).
  private(set) var comments: [Range<Int>] = []

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Reads again from `offset` (a token start the reader gives back).
  mutating func rewind(to offset: Int) { index = offset }

  mutating func next() -> Token {
    let count = bytes.count
    skipSpace(recording: true)
    guard index < count else { return Token(kind: .end, start: count, end: count) }
    let start = index
    let byte = bytes[index]
    let single: Kind? =
      switch byte {
      case UInt8(ascii: "{"): .openObject
      case UInt8(ascii: "}"): .closeObject
      case UInt8(ascii: "["): .openArray
      case UInt8(ascii: "]"): .closeArray
      case UInt8(ascii: ","): .comma
      case UInt8(ascii: ":"): .colon
      default: nil
      }
    if let single {
      index += 1
      return Token(kind: single, start: start, end: index)
    }
    if byte == UInt8(ascii: "\"") { return string(from: start) }
    if byte == UInt8(ascii: "'") { return singleQuoted(from: start) }
    while index < count, !Self.endsRun(bytes[index]) { index += 1 }
    return Token(kind: Self.isScalar(bytes[start..<index]) ? .scalar : .bad, start: start, end: index)
  }

  /// The kind of the token at `offset` (white space and comments skipped), the lexer left where it was and no comment
  /// recorded (a copy that recorded one would copy the whole list).
  func peekKind(at offset: Int) -> Kind {
    var copy = RecoveryLexer(bytes)
    copy.index = offset
    copy.skipSpace(recording: false)
    return copy.next().kind
  }

  private mutating func skipSpace(recording: Bool) {
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
        let start = index
        while index < count, bytes[index] != 0x0A { index += 1 }
        if recording { comments.append(start..<index) }
      } else if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
        let start = index
        index += 2
        while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
        index = min(count, index + 2)
        if recording { comments.append(start..<index) }
      } else {
        return
      }
    }
  }

  /// A run of bytes that is no punctuation, quote or white space ends at one of those.
  static func endsRun(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","),
      UInt8(ascii: ":"), UInt8(ascii: "\""), UInt8(ascii: "'"):
      true
    default: false
    }
  }

  /// RFC 8259 §7 string, closed on its line; escapes as §7 lists them, a high surrogate followed by a low one (jansson
  /// refuses a lone surrogate), no raw control character.
  private mutating func string(from start: Int) -> Token {
    let count = bytes.count
    index = start + 1
    var valid = true
    var escaped = false
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return Token(kind: valid ? .string : .bad, start: start, end: index, hasEscape: escaped)
      }
      if byte == 0x0A || byte == 0x0D { break }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        guard index + 1 < count, bytes[index + 1] != 0x0A, bytes[index + 1] != 0x0D else {
          index += 1
          break
        }
        let escape = bytes[index + 1]
        index += 2
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
          UInt8(ascii: "r"), UInt8(ascii: "t"):
          continue
        case UInt8(ascii: "u"):
          guard let unit = hexUnit(at: index) else {
            valid = false
            continue
          }
          index += 4
          if (0xD800..<0xDC00).contains(unit) {
            if index + 1 < count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"), let low = hexUnit(at: index + 2),
              (0xDC00..<0xE000).contains(low)
            {
              index += 6
            } else {
              valid = false
            }
          } else if (0xDC00..<0xE000).contains(unit) {
            valid = false
          }
        default:
          valid = false
        }
        continue
      }
      if byte < 0x20 { valid = false }
      index += 1
    }
    return Token(kind: .bad, start: start, end: index, unclosed: true, hasEscape: escaped)
  }

  /// `'text'`: not JSON; read to its closing quote on the same line.
  private mutating func singleQuoted(from start: Int) -> Token {
    let count = bytes.count
    index = start + 1
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "'") {
        index += 1
        return Token(kind: .bad, start: start, end: index, singleQuoted: true)
      }
      if byte == 0x0A || byte == 0x0D { break }
      index += byte == UInt8(ascii: "\\") && index + 1 < count && bytes[index + 1] != 0x0A ? 2 : 1
    }
    return Token(kind: .bad, start: start, end: index, unclosed: true, singleQuoted: true)
  }

  /// The four hex digits of a `\u` escape at `offset`, read as SourceMap reads them.
  private func hexUnit(at offset: Int) -> UInt16? { SourceMap.hexUnit(bytes[...], at: offset) }

  /// `true`, `false`, `null`, or an RFC 8259 §6 number (`-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`) that
  /// jansson takes: an integer within 64 bits, a fraction or exponent that is a finite double.
  static func isScalar(_ run: ArraySlice<UInt8>) -> Bool {
    if run.elementsEqual("true".utf8) || run.elementsEqual("false".utf8) || run.elementsEqual("null".utf8) { return true }
    var index = run.startIndex
    let end = run.endIndex
    func digit(_ at: Int) -> Bool { at < end && run[at] >= UInt8(ascii: "0") && run[at] <= UInt8(ascii: "9") }
    let negative = index < end && run[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard digit(index) else { return false }
    if run[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while digit(index) { index += 1 }
    }
    var integer = true
    if index < end, run[index] == UInt8(ascii: ".") {
      index += 1
      guard digit(index) else { return false }
      while digit(index) { index += 1 }
      integer = false
    }
    if index < end, run[index] == UInt8(ascii: "e") || run[index] == UInt8(ascii: "E") {
      index += 1
      if index < end, run[index] == UInt8(ascii: "+") || run[index] == UInt8(ascii: "-") { index += 1 }
      guard digit(index) else { return false }
      while digit(index) { index += 1 }
      integer = false
    }
    guard index == end else { return false }
    if integer {
      // jansson reads integers with strtoll and refuses one out of its range ("too big integer").
      var value: Int64 = 0
      for byte in run where byte != UInt8(ascii: "-") {
        let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
        let step = Int64(byte - UInt8(ascii: "0"))
        let (next, overflowAdd) = negative ? times.subtractingReportingOverflow(step) : times.addingReportingOverflow(step)
        if overflowTimes || overflowAdd { return false }
        value = next
      }
      return true
    }
    // jansson refuses a real that overflows ("real number overflow"); an underflow reads as 0.
    return Double(String(decoding: run, as: UTF8.self))?.isFinite == true
  }
}
