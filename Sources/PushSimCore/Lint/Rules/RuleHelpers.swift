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
  /// Whether the raw text contains `needle`, ASCII case-insensitively: a cheap gate before a
  /// rule walks the whole value tree.
  func textContains(_ needle: String) -> Bool {
    let pattern = Array(needle.lowercased().utf8)
    guard let first = pattern.first, bytes.count >= pattern.count else { return false }
    var index = 0
    let last = bytes.count - pattern.count
    while index <= last {
      if bytes[index] | 0x20 == first | 0x20 {
        var offset = 1
        while offset < pattern.count, bytes[index + offset] | 0x20 == pattern[offset] | 0x20 { offset += 1 }
        if offset == pattern.count { return true }
      }
      index += 1
    }
    return false
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
