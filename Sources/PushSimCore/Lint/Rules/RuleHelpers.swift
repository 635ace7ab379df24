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

  /// memchr to each candidate first byte, then a compare.
  private static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first, bytes.count >= pattern.count else { return false }
    return bytes.withUnsafeBufferPointer { haystack in
      guard let base = haystack.baseAddress else { return false }
      var offset = 0
      let last = haystack.count - pattern.count
      while offset <= last {
        guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
        let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + position, pattern, pattern.count) == 0 { return true }
        offset = position + 1
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
