/// The usual shape of a campaign link or image, `http(s)://host/path`, read without Foundation (whose `URL(string:)`
/// costs more than all other rules of a file together): a scheme `http` or `https` in any case, a host of letters,
/// digits and `-` in dot-separated labels, and a path of unreserved characters (RFC 3986 §2.3) and `/`, with no port,
/// user, query or fragment. Anything else is nil, and the rules ask Foundation; on this shape the two agree (tested
/// against Foundation on generated URLs).
struct PlainURL {
  /// Lowercased.
  let scheme: String
  let host: String
  let path: String

  init?(_ text: String) {
    let bytes = Array(text.utf8)
    func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon == 4 || colon == 5 else { return nil }
    let scheme = String(decoding: bytes[..<colon].map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    guard scheme == "http" || scheme == "https", bytes.count > colon + 3, bytes[colon + 1] == UInt8(ascii: "/"),
      bytes[colon + 2] == UInt8(ascii: "/")
    else { return nil }
    let hostStart = colon + 3
    let hostEnd = bytes[hostStart...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
    let host = bytes[hostStart..<hostEnd]
    // Labels of letters, digits and `-`, none empty.
    var labelLength = 0
    for byte in host {
      if byte == UInt8(ascii: ".") {
        guard labelLength > 0 else { return nil }
        labelLength = 0
      } else if isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") {
        labelLength += 1
      } else {
        return nil
      }
    }
    guard labelLength > 0 else { return nil }
    let path = bytes[hostEnd...]
    guard path.allSatisfy({ isLetter($0) || isDigit($0) || "-._~/".utf8.contains($0) }) else { return nil }
    self.scheme = scheme
    self.host = String(decoding: host, as: UTF8.self)
    self.path = String(decoding: path, as: UTF8.self)
  }

  /// `URL.pathExtension` when the last path segment is `name.ext` (a name that does not start with a dot, an
  /// extension that is not empty) or there is no path; nil for any other last segment (ask Foundation).
  var pathExtension: String? {
    let segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    guard let last = segments.last, !last.isEmpty else { return path.isEmpty ? "" : nil }
    guard let dot = last.lastIndex(of: UInt8(ascii: ".")) else { return "" }
    guard dot != last.startIndex, last.index(after: dot) != last.endIndex else { return nil }
    return String(decoding: last[last.index(after: dot)...], as: UTF8.self)
  }
}
