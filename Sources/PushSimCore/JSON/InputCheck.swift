#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks made on the raw bytes before the JSON parser sees them, so that a binary file, a UTF-16
/// file or invalid UTF-8 gets a message that says what it is, with its position.
enum InputCheck {
  /// Checked before parsing: byte order marks, and NUL bytes, which jansson would take for the
  /// end of the input (`123<NUL>` would parse as 123).
  static func validateStart(_ bytes: [UInt8]) throws(JSONParseError) {
    let first = bytes.first ?? 0
    let second = bytes.count > 1 ? bytes[1] : 0
    if (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF) {
      throw JSONParseError(
        "UTF-16 text (byte order mark \(hex(bytes[0])) \(hex(bytes[1]))); APNs payloads are UTF-8 JSON",
        at: SourceLocation(line: 1, column: 1, offset: 0), kind: .encoding)
    }
    if first == 0xEF && second == 0xBB && bytes.count > 2 && bytes[2] == 0xBF {
      throw JSONParseError(
        "UTF-8 byte order mark at the start; strict JSON text must not begin with one (RFC 8259 §8.1)",
        at: SourceLocation(line: 1, column: 1, offset: 0), kind: .encoding)
    }
    // memchr: this runs on every input, and a byte loop is ten times slower.
    let nulOffset = bytes.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
    if let nul = nulOffset {
      throw JSONParseError(
        "NUL byte in the input: this is a binary file, not JSON text",
        at: SourceLocation.of(offset: nul, in: bytes), kind: .encoding)
    }
  }

  /// The whole input: binary data and invalid UTF-8, with their position.
  static func validate(_ bytes: [UInt8]) throws(JSONParseError) {
    try validateStart(bytes)
    if let bad = firstInvalidUTF8(bytes) {
      throw JSONParseError(
        "invalid UTF-8 (byte \(hex(bytes[bad]))); JSON text must be UTF-8",
        at: SourceLocation.of(offset: bad, in: bytes), kind: .encoding)
    }
  }

  /// The offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629:
  /// no overlong forms, no surrogates, nothing above U+10FFFF).
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; high = 0x9F
      case 0xF0: length = 4; low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; high = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = bytes[index + 1]
      guard second >= low && second <= high else { return index }
      var next = index + 2
      while next < index + length {
        guard bytes[next] & 0xC0 == 0x80 else { return index }
        next += 1
      }
      index += length
    }
    return nil
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
  }
}
