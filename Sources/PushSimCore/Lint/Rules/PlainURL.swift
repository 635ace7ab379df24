/// The usual shape of a campaign link or image, `http(s)://host/path`, read without Foundation (whose `URL(string:)`
/// costs more than all other rules of a file together): a scheme `http` or `https` in any case, a host of letters,
/// digits and `-` in dot-separated labels, and a path of unreserved characters (RFC 3986 §2.3) and `/`, with no port,
/// user, query or fragment. Anything else is nil, and the rules ask Foundation; on this shape the two agree (tested
/// against Foundation on generated URLs).
struct PlainURL {
  /// Lowercased.
  let scheme: String
  let host: String

  /// `URL.pathExtension` when the last path segment is `name.ext` (a name that does not start with a dot, an
  /// extension that is not empty) or there is no path; nil for any other last segment (ask Foundation).
  let pathExtension: String?

  init?(_ text: String) {
    var text = text
    guard let parts = text.withUTF8(Self.split) else { return nil }
    (scheme, host, pathExtension) = parts
  }

  private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// RFC 3986 §2.3 unreserved, and `/`.
  private static func isPathByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
  }

  private static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, String, String?)? {
    // The scheme: `http` or `https` in any case, then `://`.
    let secure = ASCII.matchesFolded(bytes, at: 4, "s")
    let colon = secure ? 5 : 4
    guard bytes.count > colon + 3, ASCII.matchesFolded(bytes, at: 0, "http"), bytes[colon] == UInt8(ascii: ":"),
      bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
    else { return nil }
    // The host: labels of letters, digits and `-`, none empty.
    var index = colon + 3
    var labelLength = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: "/") {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        guard labelLength > 0 else { return nil }
        labelLength = 0
      } else if isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") {
        labelLength += 1
      } else {
        return nil
      }
      index += 1
    }
    guard labelLength > 0 else { return nil }
    let hostEnd = index
    while index < bytes.count {
      guard isPathByte(bytes[index]) else { return nil }
      index += 1
    }
    return (
      secure ? "https" : "http", String(decoding: UnsafeBufferPointer(rebasing: bytes[(colon + 3)..<hostEnd]), as: UTF8.self),
      pathExtension(bytes[hostEnd...])
    )
  }

  private static func pathExtension(_ path: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    guard let last = path.last else { return "" }
    guard last != UInt8(ascii: "/") else { return nil }
    let segmentStart = path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? path.startIndex
    guard let dot = path[segmentStart...].lastIndex(of: UInt8(ascii: ".")) else { return "" }
    guard dot != segmentStart, dot + 1 != path.endIndex else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: path[(dot + 1)...]), as: UTF8.self)
  }
}
