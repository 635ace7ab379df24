import Foundation

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
/// small scanner walks the (already validated) text. The pass made for every document is cheap:
/// it finds duplicate keys and the compact size without building a pointer per value. The map
/// from JSON Pointer to line:column is built on the first lookup (only files with findings need it).
public struct SourceMap: Sendable {
  public let duplicates: [DuplicateKey]
  /// Bytes of the document minified: whitespace outside strings removed.
  public let compactByteCount: Int
  private let index: LocationIndex

  /// The location of the member's key when the pointer names an object member, else of the value.
  public func location(of pointer: JSONPointer) -> SourceLocation? {
    index.keyLocations[pointer] ?? index.valueLocations[pointer]
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

  /// Scans `bytes`, which the parser has accepted as JSON. `findDuplicates: false` (the parser
  /// knows there are none) skips the scan and counts the compact size with a tight loop.
  public init(scanning bytes: [UInt8], findDuplicates: Bool = true) {
    if findDuplicates {
      var scanner = Scanner(bytes: bytes, recordLocations: false)
      scanner.run()
      duplicates = scanner.duplicates
      compactByteCount = scanner.compactByteCount
    } else {
      duplicates = []
      compactByteCount = Self.compactSize(bytes)
    }
    index = LocationIndex(bytes: bytes)
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
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        continue
      } else {
        count += 1
        if byte == UInt8(ascii: "\"") { inString = true }
      }
    }
    return count
  }

  /// The pointer-to-location maps, built once on first use.
  private final class LocationIndex: @unchecked Sendable {
    private let bytes: [UInt8]
    private let lock = NSLock()
    private var built: (values: [JSONPointer: SourceLocation], keys: [JSONPointer: SourceLocation])?

    init(bytes: [UInt8]) { self.bytes = bytes }

    var valueLocations: [JSONPointer: SourceLocation] { maps().values }
    var keyLocations: [JSONPointer: SourceLocation] { maps().keys }

    private func maps() -> (values: [JSONPointer: SourceLocation], keys: [JSONPointer: SourceLocation]) {
      lock.lock()
      defer { lock.unlock() }
      if let built { return built }
      var scanner = Scanner(bytes: bytes, recordLocations: true)
      scanner.run()
      built = (scanner.valueLocations, scanner.keyLocations)
      return built ?? ([:], [:])
    }
  }

  /// One pass over the text. With `recordLocations` it builds the pointer maps; without, it only
  /// tracks what duplicate detection needs.
  private struct Scanner {
    struct Frame {
      let isObject: Bool
      var nextIndex = 0
      var expectKey = true
      /// The current member's key bytes (start, end, has escape) or array index.
      var currentKey: (Int, Int, Bool)?
      var keyHashes: [UInt64] = []
      var keyLocations: [SourceLocation] = []
      var keySpans: [(Int, Int, Bool)] = []
      /// Only with recordLocations.
      var pointer: JSONPointer = .root
    }

    let bytes: [UInt8]
    let recordLocations: Bool
    var duplicates: [DuplicateKey] = []
    var compactByteCount = 0
    var valueLocations: [JSONPointer: SourceLocation] = [:]
    var keyLocations: [JSONPointer: SourceLocation] = [:]
    private var stack: [Frame] = []
    private var line = 1
    private var column = 1
    private var index = 0

    init(bytes: [UInt8], recordLocations: Bool) {
      self.bytes = bytes
      self.recordLocations = recordLocations
    }

    private func here() -> SourceLocation { SourceLocation(line: line, column: column, offset: index) }

    private func key(_ span: (Int, Int, Bool)) -> String {
      SourceMap.decodeString(bytes[span.0..<span.1], hasEscape: span.2)
    }

    /// The pointer of the value about to start (and advances the array index).
    private mutating func enterValue() -> JSONPointer? {
      guard !stack.isEmpty else { return recordLocations ? .root : nil }
      let top = stack.count - 1
      if stack[top].isObject {
        return recordLocations ? stack[top].pointer.appending(stack[top].currentKey.map(key) ?? "") : nil
      }
      let position = stack[top].nextIndex
      stack[top].nextIndex += 1
      return recordLocations ? stack[top].pointer.appending(position) : nil
    }

    /// The pointer of the current path (for a duplicate found without recorded locations).
    private func pathPointer() -> JSONPointer {
      var tokens: [String] = []
      for frame in stack.dropLast() {
        if frame.isObject {
          tokens.append(frame.currentKey.map(key) ?? "")
        } else {
          tokens.append(String(frame.nextIndex - 1))
        }
      }
      return JSONPointer(tokens: tokens)
    }

    mutating func run() {
      let count = bytes.count
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
          let pointer = enterValue()
          if let pointer { valueLocations[pointer] = here() }
          stack.append(Frame(isObject: byte == UInt8(ascii: "{"), pointer: pointer ?? .root))
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          _ = stack.popLast()
        case UInt8(ascii: ","):
          if let top = stack.indices.last, stack[top].isObject { stack[top].expectKey = true }
        case UInt8(ascii: ":"):
          if let top = stack.indices.last { stack[top].expectKey = false }
        case UInt8(ascii: "\""):
          let start = here()
          let (end, hasEscape, scalars) = SourceMap.endOfString(bytes, from: index)
          if let top = stack.indices.last, stack[top].isObject, stack[top].expectKey {
            let span = (index + 1, end - 1, hasEscape)
            record(key: span, at: start, frame: top)
          } else if let pointer = enterValue() {
            valueLocations[pointer] = start
          }
          compactByteCount += end - index
          column += scalars
          index = end
          continue
        default:
          // A number or a literal: it runs to the next delimiter.
          if let pointer = enterValue() { valueLocations[pointer] = here() }
          var end = index
          while end < count, !SourceMap.isDelimiter(bytes[end]) { end += 1 }
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

    private mutating func record(key span: (Int, Int, Bool), at location: SourceLocation, frame top: Int) {
      stack[top].currentKey = span
      if recordLocations {
        keyLocations[stack[top].pointer.appending(key(span))] = location
        return
      }
      let hash = span.2 ? SourceMap.fnv(Array(key(span).utf8)[...]) : SourceMap.fnv(bytes[span.0..<span.1])
      for (position, existing) in stack[top].keyHashes.enumerated() where existing == hash {
        let first = stack[top].keySpans[position]
        guard key(first) == key(span) else { continue }
        let name = key(span)
        duplicates.append(
          DuplicateKey(pointer: pathPointer().appending(name), key: name, location: location, firstLocation: stack[top].keyLocations[position]))
        return
      }
      stack[top].keyHashes.append(hash)
      stack[top].keySpans.append(span)
      stack[top].keyLocations.append(location)
    }
  }

  static func fnv(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
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
