/// The few text operations pushsim took from full Foundation, written over the UTF-8 bytes (issue 20: the `pushsim`
/// binary links FoundationEssentials only). They match code points literally, never by canonical equivalence or by
/// `Character` (the standard library's `replacing(_:with:)` compares grapheme clusters, so `"<\u{338}"` would not match
/// `"<"`: an escaper built on it would let a raw `<` through). A valid UTF-8 target matches only at scalar boundaries
/// of valid UTF-8 text (no encoding is a part of another), so every range found is a valid `String.Index` range.
extension StringProtocol {
  /// The first (or, `backwards`, the last) place `target` occurs, byte for byte.
  func range(ofBytes target: some StringProtocol, backwards: Bool = false) -> Range<Index>? {
    let needle = Array(target.utf8)
    guard !needle.isEmpty else { return nil }
    let bytes = Array(utf8)
    guard let offset = bytes.withUnsafeBufferPointer({ Self.find(needle, in: $0, backwards: backwards) }) else { return nil }
    let start = utf8.index(utf8.startIndex, offsetBy: offset)
    return start..<utf8.index(start, offsetBy: needle.count)
  }

  /// Every occurrence of `target` replaced by `replacement`, left to right, byte for byte.
  func replacingEvery(_ target: some StringProtocol, with replacement: some StringProtocol) -> String {
    let needle = Array(target.utf8)
    guard !needle.isEmpty else { return String(self) }
    let bytes = Array(utf8)
    guard let first = needle.first, bytes.contains(first) else { return String(self) }
    let substitute = Array(replacement.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == first, index + needle.count <= bytes.count, bytes[index..<(index + needle.count)].elementsEqual(needle) {
        output.append(contentsOf: substitute)
        index += needle.count
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The pieces between the occurrences of `separator` (all of them, empty ones kept), as Foundation's
  /// `components(separatedBy:)` gives them.
  func pieces(separatedBy separator: some StringProtocol) -> [String] {
    var result: [String] = []
    var rest = self[...]
    while let found = rest.range(ofBytes: separator) {
      result.append(String(rest[..<found.lowerBound]))
      rest = rest[found.upperBound...]
    }
    result.append(String(rest))
    return result
  }

  /// Without the spaces and tabs at either end: what Foundation's `trimmingCharacters(in: .whitespaces)` removes
  /// (Unicode's space separators, category Zs, and the tab), line breaks kept.
  func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    var last = scalars.index(before: scalars.endIndex)
    while isSpace(scalars[last]) { last = scalars.index(before: last) }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }

  private static func find(_ needle: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, backwards: Bool) -> Int? {
    let last = buffer.count - needle.count
    guard last >= 0 else { return nil }
    var position = backwards ? last : 0
    while position >= 0, position <= last {
      if buffer[position] == needle[0], (1..<needle.count).allSatisfy({ buffer[position + $0] == needle[$0] }) {
        return position
      }
      position += backwards ? -1 : 1
    }
    return nil
  }
}

private func isSpace(_ scalar: Unicode.Scalar) -> Bool {
  scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
}
