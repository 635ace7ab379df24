/// The short source keys rules cite (`seeds/000 Step 5`, `PS 1b`, `ios-delivery.md G7 (A5, A6)`),
/// resolved to the public documents a user can open (docs/sources.md).
public enum SourceKeys {
  static let byKey: [String: String] = Dictionary(SourceKeysTable.entries.map { ($0.key, $0.reference) }, uniquingKeysWith: { first, _ in first })

  /// The keys a source text cites, in order of appearance, each once.
  public static func keys(in source: String) -> [String] {
    var found: [String] = []
    func add(_ key: String) { if !found.contains(key) { found.append(key) } }
    let scalars = Array(source.unicodeScalars)
    var index = 0
    func isWordBoundary(_ position: Int) -> Bool {
      position < 0 || position >= scalars.count || !(CharacterSetLike.isWord(scalars[position]))
    }
    while index < scalars.count {
      let rest = String(String.UnicodeScalarView(scalars[index...]))
      if let phrase = SourceKeysTable.entries.lazy.map(\.key).first(where: { $0.count > 3 && !$0.hasPrefix("PS ") && rest.hasPrefix($0) }),
        isWordBoundary(index - 1)
      {
        add(phrase)
        index += phrase.unicodeScalars.count
        continue
      }
      let scalar = scalars[index]
      if rest.hasPrefix("PS "), isWordBoundary(index - 1) {
        let tail = rest.dropFirst(3).prefix(while: { $0.isNumber || ($0.isLetter && $0.isLowercase) })
        if let first = tail.first, first.isNumber {
          add("PS " + tail)
          index += 3 + tail.unicodeScalars.count
          continue
        }
      }
      if scalar == "[", let close = rest.firstIndex(of: "]") {
        let tag = String(rest[...close])
        if byKey[tag] != nil || tag.dropFirst().dropLast().allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "-" }) && tag.count > 2 {
          add(tag)
          index += tag.unicodeScalars.count
          continue
        }
      }
      if "AHFSRKGQ".unicodeScalars.contains(scalar), isWordBoundary(index - 1) {
        let digits = rest.dropFirst().prefix(while: { $0.isNumber })
        if !digits.isEmpty, digits.count <= 2, isWordBoundary(index + 1 + digits.count) {
          add(String(scalar) + digits)
          index += 1 + digits.count
          continue
        }
      }
      index += 1
    }
    return found
  }

  /// The public reference of a key, or nil when docs/sources.md does not define it.
  public static func reference(_ key: String) -> String? { byKey[key] }

  /// `key: reference` lines for a source text (used by explain, SARIF help and docs/rules.md).
  public static func publicReferences(_ source: String) -> [String] {
    keys(in: source).compactMap { key in reference(key).map { "\(key): \($0)" } }
  }

  /// docs/sources.md.
  public static func markdown() -> String {
    var lines = [
      "# Sources",
      "",
      "Every short key that pushsim's rules, `pushsim explain`, SARIF help and these docs cite, with the public document behind it.",
      "Generated from `Sources/PushSimCore/Report/SourceKeysTable.swift` (itself written by `scripts/gen_sources.py` from the source",
      "lists of the research notes); a test fails when a rule cites a key this page does not define.",
      "",
      "- `seeds/000`–`seeds/004` are the vendor pages the SDK models follow, section by section.",
      "- `ios-delivery.md`, `sdk-behaviour.md` and `provider-signatures.md` are pushsim's research notes: their rows (`G7`, `§1.2`,",
      "  `PS 1b`) are summaries, and the keys in parentheses (`A5`, `[MB]`, a repository at a commit) are what they rest on.",
      "",
      "| key | public document |",
      "|---|---|",
    ]
    for entry in SourceKeysTable.entries {
      lines.append("| `\(entry.key)` | \(entry.reference.replacingEvery("|", with: "\\|")) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

enum CharacterSetLike {
  static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value >= 0x30 && scalar.value <= 0x39) || (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
      || scalar == "_"
  }
}
