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
/// small scanner walks the (already validated) text once and records where each value and key
/// starts, which keys repeat, and the size of the text without insignificant whitespace.
public struct SourceMap: Sendable {
  public private(set) var valueLocations: [JSONPointer: SourceLocation] = [:]
  public private(set) var keyLocations: [JSONPointer: SourceLocation] = [:]
  public private(set) var duplicates: [DuplicateKey] = []
  /// Bytes of the document minified: whitespace outside strings removed.
  public private(set) var compactByteCount = 0

  /// The location of the member's key when the pointer names an object member, else of the value.
  public func location(of pointer: JSONPointer) -> SourceLocation? {
    keyLocations[pointer] ?? valueLocations[pointer]
  }

  /// The nearest recorded location at or above `pointer` (a missing key points at its parent).
  public func nearestLocation(of pointer: JSONPointer) -> SourceLocation? {
    var current: JSONPointer? = pointer
    while let candidate = current {
      if let found = location(of: candidate) { return found }
      current = candidate.parent
    }
    return nil
  }

  private struct Frame {
    let isObject: Bool
    let pointer: JSONPointer
    var nextIndex = 0
    var expectKey = true
    var pendingKey: String?
    var seenKeys: [String: SourceLocation] = [:]
  }

  /// Scans `bytes`, which the parser has accepted as JSON.
  public init(scanning bytes: [UInt8]) {
    var stack: [Frame] = []
    var line = 1
    var column = 1
    var index = 0
    let count = bytes.count

    func here() -> SourceLocation { SourceLocation(line: line, column: column, offset: index) }

    func slotPointer() -> JSONPointer {
      guard var top = stack.popLast() else { return .root }
      let pointer: JSONPointer
      if top.isObject {
        pointer = top.pointer.appending(top.pendingKey ?? "")
      } else {
        pointer = top.pointer.appending(top.nextIndex)
        top.nextIndex += 1
      }
      stack.append(top)
      return pointer
    }

    while index < count {
      let byte = bytes[index]
      switch byte {
      case 0x20, 0x09, 0x0D:
        index += 1
        column += 1
        continue
      case 0x0A:
        index += 1
        line += 1
        column = 1
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let pointer = slotPointer()
        valueLocations[pointer] = here()
        stack.append(Frame(isObject: byte == UInt8(ascii: "{"), pointer: pointer))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = stack.popLast()
      case UInt8(ascii: ","):
        if !stack.isEmpty && stack[stack.count - 1].isObject { stack[stack.count - 1].expectKey = true }
      case UInt8(ascii: ":"):
        if !stack.isEmpty { stack[stack.count - 1].expectKey = false }
      case UInt8(ascii: "\""):
        let start = here()
        let (end, hasEscape, scalars) = Self.endOfString(bytes, from: index)
        let isKey = !stack.isEmpty && stack[stack.count - 1].isObject && stack[stack.count - 1].expectKey
        if isKey {
          let key = Self.decodeString(bytes[(index + 1)..<(end - 1)], hasEscape: hasEscape)
          var top = stack.removeLast()
          let pointer = top.pointer.appending(key)
          if let first = top.seenKeys[key] {
            duplicates.append(DuplicateKey(pointer: pointer, key: key, location: start, firstLocation: first))
          } else {
            top.seenKeys[key] = start
          }
          top.pendingKey = key
          stack.append(top)
          keyLocations[pointer] = start
        } else {
          valueLocations[slotPointer()] = start
        }
        compactByteCount += end - index
        column += scalars
        index = end
        continue
      default:
        // A number or a literal: it runs to the next delimiter.
        valueLocations[slotPointer()] = here()
        var end = index
        while end < count, !Self.isDelimiter(bytes[end]) { end += 1 }
        compactByteCount += end - index
        column += end - index
        index = end
        continue
      }
      compactByteCount += 1
      index += 1
      column += 1
    }
  }

  private static func isDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"): true
    default: false
    }
  }

  /// The offset just past the closing quote of the string opening at `start`, whether it holds a
  /// backslash escape, and how many characters (scalars) it spans, quotes included.
  private static func endOfString(_ bytes: [UInt8], from start: Int) -> (Int, Bool, Int) {
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

  private static func hexUnit(_ body: ArraySlice<UInt8>, at index: Int) -> UInt16? {
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
