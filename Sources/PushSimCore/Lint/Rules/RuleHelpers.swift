import CJanssonArena

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
  /// Whether the raw text holds a `\u0000` escape: a cheap gate (memchr for a backslash, which most
  /// payloads lack, then memmem) before a rule walks the whole value tree.
  var textHasNulEscape: Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, memchr(base, Int32(UInt8(ascii: "\\")), buffer.count) != nil else { return false }
      return Self.contains(buffer, "\\u0000")
    }
  }

  /// Whether the raw text may hold an `http://` URL: memchr to each `/` (rare in JSON outside URLs), and at `://`
  /// a look back for `http` in any letter case; a text with a backslash may write `http:\/\/`, so there `http:` or
  /// `HTTP:` anywhere is enough.
  var textHasHTTPURL: Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      let slash = Int32(UInt8(ascii: "/"))
      var offset = 0
      while offset < buffer.count, let hit = memchr(base + offset, slash, buffer.count - offset) {
        let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if position >= 5, position + 1 < buffer.count, buffer[position - 1] == UInt8(ascii: ":"), buffer[position + 1] == UInt8(ascii: "/"),
          ASCII.matchesFolded(buffer, at: position - 5, "http")
        {
          return true
        }
        offset = position + 1
      }
      guard memchr(base, Int32(UInt8(ascii: "\\")), buffer.count) != nil else { return false }
      return Self.contains(buffer, "http:") || Self.contains(buffer, "HTTP:")
    }
  }

  private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { pattern in
      pushsim_find_bytes(bytes.baseAddress, bytes.count, pattern.baseAddress, pattern.count) != nil
    }
  }

  /// Whether the missing `aps` is a defect (`aps-missing`), undecided (`push-type-undecided`), or not missing.
  enum APSMissing { case notMissing, decided, undecided }

  var apsMissing: APSMissing {
    guard let root, !root.contains("aps"), !root.isEmpty else { return .notMissing }
    if let declared = options.pushType { return declared.facts.needsAPS ? .decided : .notMissing }
    // A payload its keys place (an MDM wake-up), or a provider that sends only a type without aps, needs none.
    if let type = kind?.pushType, kind != .empty { return type.facts.needsAPS ? .decided : .notMissing }
    if root.keys.contains(where: { APSRules.notificationKeys.contains($0) }) { return .decided }
    if classification?.provider != nil { return .decided }
    return .undecided
  }

  var apsMissingIsUndecided: Bool { apsMissing == .undecided }

  /// The size limit of the push type the file is sent as (VoIP 5120, every other 4096).
  var sizeLimit: Int { pushType?.facts.sizeLimit ?? Payload.sizeLimit }

  /// The alert dictionary and its pointer, when `aps.alert` is one.
  var alertDictionary: JSONObject? { aps?["alert"]?.objectValue }
}

extension Array where Element == Finding {
  static func when(_ condition: Bool, _ finding: @autoclosure () -> Finding) -> [Finding] {
    condition ? [finding()] : []
  }
}
