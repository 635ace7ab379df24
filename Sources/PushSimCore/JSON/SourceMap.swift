/// A key that occurs twice in one object. iOS's `JSONSerialization` keeps the last value; strict
/// JSON tools disagree, so pushsim reports it.
public struct DuplicateKey: Sendable, Equatable {
  /// The pointer of the member, e.g. `/aps/badge`.
  public let pointer: JSONPointer
  public let key: String
  /// Where the repeated key is written.
  public let location: SourceLocation
  /// Where the key first appears.
  public let firstLocation: SourceLocation
}

/// Positions recovered from the source bytes. jansson keeps no positions on parsed values, so a
/// small scanner walks the (already validated) text. Duplicate keys are scanned for only when the
/// parser saw one; a pointer is located on demand by a walk that follows just that path and stops
/// as soon as it is found or known to be absent.
public struct SourceMap: Sendable {
  public let duplicates: [DuplicateKey]
  let bytes: [UInt8]

  /// Bytes of the document minified: whitespace outside strings removed.
  public var compactByteCount: Int { Self.compactSize(bytes) }

  /// Scans `bytes`, which the parser has accepted as JSON, for duplicate keys when
  /// `findDuplicates` (the parser knows whether there are any).
  public init(scanning bytes: [UInt8], findDuplicates: Bool = true) {
    self.bytes = bytes
    if findDuplicates {
      var scanner = DuplicateScanner(bytes: bytes)
      scanner.run()
      duplicates = scanner.duplicates
    } else {
      duplicates = []
    }
  }

  /// The location of the member's key when the pointer names an object member, else of the value.
  public func location(of pointer: JSONPointer) -> SourceLocation? {
    let (location, depth) = Locator(bytes: bytes, target: pointer).run()
    return depth == pointer.tokens.count ? location : nil
  }

  /// The location of the deepest part of `pointer` that exists (a missing key points at its parent).
  public func nearestLocation(of pointer: JSONPointer) -> SourceLocation? {
    Locator(bytes: bytes, target: pointer).run().location
  }

  /// Where the token starting at `start` ends (exclusive): a string with its quotes, a number or
  /// literal, or the opening bracket of a container. Work is the token's length, not the file's.
  public static func endOfToken(at start: SourceLocation, in bytes: [UInt8]) -> SourceLocation {
    let begin = start.offset
    guard begin < bytes.count else { return SourceLocation(line: start.line, column: start.column + 1, offset: begin) }
    var end = begin + 1
    if bytes[begin] == UInt8(ascii: "\"") {
      end = endOfString(bytes, from: begin).0
    } else if bytes[begin] != UInt8(ascii: "{") && bytes[begin] != UInt8(ascii: "[") {
      while end < bytes.count, !isDelimiter(bytes[end]) { end += 1 }
    }
    var line = start.line
    var column = start.column
    for byte in bytes[begin..<min(end, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(line: line, column: column, offset: end)
  }

  /// Bytes without whitespace outside strings.
  static func compactSize(_ bytes: [UInt8]) -> Int {
    var count = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        count += 1
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if isWhitespace(byte) {
        continue
      } else {
        count += 1
        if byte == UInt8(ascii: "\"") { inString = true }
      }
    }
    return count
  }

  static func fnv(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  /// JSON's insignificant whitespace (RFC 8259 §2): space, tab, line feed, carriage return.
  @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  static func isDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"): true
    default: false
    }
  }

  /// The offset just past the closing quote of the string opening at `start`, whether it holds a
  /// backslash escape, and how many characters (scalars) it spans, quotes included.
  static func endOfString(_ bytes: [UInt8], from start: Int) -> (Int, Bool, Int) {
    var index = start + 1
    var hasEscape = false
    var scalars = 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { return (index + 1, hasEscape, scalars + 1) }
      if byte == UInt8(ascii: "\\") {
        hasEscape = true
        index += 2
        scalars += 2
        continue
      }
      if byte & 0xC0 != 0x80 { scalars += 1 }
      index += 1
    }
    return (bytes.count, hasEscape, scalars)
  }

  /// Decodes the body of a JSON string (between the quotes).
  static func decodeString(_ body: ArraySlice<UInt8>, hasEscape: Bool) -> String {
    guard hasEscape else { return String(decoding: body, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    var output: [UInt8] = []
    func flush() {
      if !output.isEmpty {
        scalars.append(contentsOf: String(decoding: output, as: UTF8.self).unicodeScalars)
        output.removeAll(keepingCapacity: true)
      }
    }
    var index = body.startIndex
    while index < body.endIndex {
      let byte = body[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < body.endIndex else {
        output.append(byte)
        index += 1
        continue
      }
      let escape = body[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        guard let unit = hexUnit(body, at: index) else { continue }
        index += 4
        var value = UInt32(unit)
        if (0xD800..<0xDC00).contains(unit), index + 5 < body.endIndex,
          body[index] == UInt8(ascii: "\\"), body[index + 1] == UInt8(ascii: "u"),
          let low = hexUnit(body, at: index + 2), (0xDC00..<0xE000).contains(low)
        {
          value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          index += 6
        }
        flush()
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      default: output.append(escape)
      }
    }
    flush()
    return String(scalars)
  }

  /// The four hex digits of a `\u` escape at `index` (an index of `body`), nil when they are not four hex digits.
  static func hexUnit(_ body: ArraySlice<UInt8>, at index: Int) -> UInt16? {
    guard index + 4 <= body.endIndex else { return nil }
    var value: UInt16 = 0
    for byte in body[index..<(index + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }
}
