/// File names as bytes (issue 18). A Linux file name is any bytes but `/` and NUL, not always UTF-8; a Swift `String`
/// holds only valid UTF-8. So a name read from a directory is decoded reversibly: each byte that is not part of valid
/// UTF-8, and each byte of a valid encoding of U+10FF00…U+10FFFF (which the escape itself uses, so that the mapping is
/// one to one), becomes the scalar U+10FF00 + byte. `withCString` turns such a path back into its bytes to open it,
/// and reports show the escaped bytes as `\x{80}` (`Visible.text`). Names in valid UTF-8 (all others) are unchanged.
public enum FileName {
  static let escapeBase: UInt32 = 0x10FF00

  /// The escaped byte, when a scalar is one.
  static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
    scalar.value >= escapeBase ? UInt8(scalar.value - escapeBase) : nil
  }

  /// The name's bytes as a String (see the type's comment).
  public static func decode(_ bytes: UnsafeRawBufferPointer) -> String {
    // Valid UTF-8 without the escape plane's lead byte F4: the usual case, decoded as it is.
    if !bytes.contains(0xF4) {
      var index = 0
      while index < bytes.count {
        let length = validLength(bytes, at: index)
        if length == 0 { break }
        index += length
      }
      if index == bytes.count { return String(decoding: bytes, as: UTF8.self) }
    }
    var output = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      let length = validLength(bytes, at: index)
      if length == 0 {
        output.append(escape(bytes[index]))
        index += 1
        continue
      }
      let decoded = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self).unicodeScalars
      if let scalar = decoded.first, scalar.value < escapeBase {
        output.append(scalar)
      } else {
        for offset in 0..<length { output.append(escape(bytes[index + offset])) }
      }
      index += length
    }
    return String(output)
  }

  static func escape(_ byte: UInt8) -> Unicode.Scalar { Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}" }

  /// The length of the valid UTF-8 sequence at `index` (RFC 3629 §4), 0 when there is none.
  static func validLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
    let lead = bytes[index]
    func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      index + offset < bytes.count && range.contains(bytes[index + offset])
    }
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
    case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
    case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default: return 0
    }
  }

  /// The extension of the path's last component (`jpg` in `a/b.jpg`, `gz` in `a.tar.gz`): empty when the name has no
  /// dot, only a leading one (`.hidden`) or ends with one, as `NSString.pathExtension` gives it.
  static func pathExtension(_ path: String) -> String {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// Calls `body` with the path's bytes, the escaped bytes restored, as a C string.
  public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    guard path.utf8.contains(0xF4) else { return try path.withCString(body) }
    var bytes: [CChar] = []
    for scalar in path.unicodeScalars {
      if let byte = escapedByte(scalar) {
        bytes.append(CChar(bitPattern: byte))
      } else {
        bytes += String(scalar).utf8.map { CChar(bitPattern: $0) }
      }
    }
    bytes.append(0)
    return try body(bytes)
  }
}
