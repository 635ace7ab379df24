#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shared wording for rule messages.
enum Show {
  /// A value as a message shows it: `string "1"`, `boolean true`, `integer 0`, `an object`.
  static func value(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): "string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
    case .integer(let number): "integer \(number)"
    case .real(let number): "real \(JSONWriter.format(number))"
    case .bool(let flag): "boolean \(flag)"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension LintSubject {
  /// Whether the raw text contains `needle` (exactly, or in upper case): a cheap gate before a
  /// rule walks the whole value tree.
  func textContains(_ needle: String) -> Bool {
    Self.contains(bytes, needle) || Self.contains(bytes, needle.uppercased())
  }

  /// memchr to each occurrence of the pattern's rarest-looking byte (its first one that is not a letter, as `:` in
  /// `http:`), then a compare: stepping to each first byte was slow for a common letter such as `h`.
  private static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return false }
    let anchor = pattern.firstIndex { !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) } ?? 0
    return bytes.withUnsafeBufferPointer { haystack in
      guard let base = haystack.baseAddress else { return false }
      var offset = anchor  // the anchor byte of a match at position p is at p + anchor
      let last = haystack.count - pattern.count + anchor
      while offset <= last {
        guard let hit = memchr(base + offset, Int32(pattern[anchor]), last - offset + 1) else { return false }
        let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
        if memcmp(base + position, pattern, pattern.count) == 0 { return true }
        offset = position + anchor + 1
      }
      return false
    }
  }

  /// `[(pointer, value)]` of the `aps` members, for rules that walk it.
  var apsMembers: [(JSONPointer, JSONMember)] {
    guard let aps else { return [] }
    return aps.members.map { (JSONPointer(tokens: ["aps", $0.key]), $0) }
  }

  /// The alert dictionary and its pointer, when `aps.alert` is one.
  var alertDictionary: JSONObject? { aps?["alert"]?.objectValue }

  /// The payload classifies as `provider`, or the config says it must.
  func isFor(_ provider: ProviderID) -> Bool {
    classification?.matches.contains { $0.provider == provider } == true || options.expectedProvider == provider
  }
}

extension Array where Element == Finding {
  static func when(_ condition: Bool, _ finding: @autoclosure () -> Finding) -> [Finding] {
    condition ? [finding()] : []
  }
}
