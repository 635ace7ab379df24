#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Campaign templates: tags such as `{{first_name}}` (Handlebars/Liquid), `{% … %}` and `${…}` are opaque wherever they
/// stand (TemplateTags); these rules catch a tag pushsim cannot delimit, and what tags do to the size.
enum TemplateRules {
  static let all: [LintRule] = [placeholderBreaksJSON, sizeAfterExpansion, expectedProvider]

  static let placeholderBreaksJSON = LintRule(
    id: "template-placeholder-breaks-json", title: "Template tag that cannot be delimited breaks the JSON",
    severity: .error,
    rationale:
      "Template tags are opaque wherever they stand: inside strings (also with quotes in them), where a value goes (`\"badge\": {{ unread }}`) and around members (`{% if vip %}…{% endif %}`). A tag pushsim cannot delimit (one left open, or running across lines) leaves text that cannot be read as JSON, so nothing else in the file can be checked: close it on its line, or lint the rendered output.",
    source: "RFC 8259; DESIGN.md §6 (template tags are opaque); issue 19",
    triggering: [RuleExample("{\"aps\": {\"alert\": \"x\", \"badge\": {{\nunread}}}}")],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": "Hi {{ first_name | default: "friend" }}", "badge": {{ unread }}}}"#),
      RuleExample(#"{"aps": {"alert": "Hi"}, {% if vip %}"tier": "gold",{% endif %} "p": 1}"#),
    ]
  ) { subject in
    guard let error = subject.finalError, error.kind == .placeholder else { return [] }
    return [Finding(error.message, location: error.location)]
  }

  static let sizeAfterExpansion = LintRule(
    id: "template-size-after-expansion", title: "Payload can exceed the size limit once placeholders expand",
    severity: .warning,
    rationale:
      "With the longest value each placeholder can take (config `placeholders.maxLength` or `placeholders.lengths`), the rendered payload must still fit in 4096 bytes (5120 VoIP), or APNs rejects it for some recipients only.",
    source: "ios-delivery.md §3.1 (A2: 4096 bytes); config .pushsim.json placeholders",
    triggering: [
      RuleExample(
        #"{"aps": {"alert": {"title": "{{title}}", "body": "{{body}}"}}}"#,
        options: LintOptions(placeholderMaxLength: 100, placeholderLengths: ["body": 4000]))
    ],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi {{first_name}}"}}"#, options: LintOptions(placeholderMaxLength: 64))]
  ) { subject in
    let options = subject.options
    guard options.placeholderMaxLength != nil || !options.placeholderLengths.isEmpty else { return [] }
    let placeholders = Placeholders.find(in: subject.bytes)
    guard !placeholders.isEmpty else { return [] }
    var worst = subject.bytes.count
    var unknown: [String] = []
    for placeholder in placeholders {
      guard let length = options.placeholderLengths[placeholder.name] ?? options.placeholderMaxLength else {
        unknown.append(placeholder.name)
        continue
      }
      // Saturating: lengths come from the config.
      let (sum, overflow) = worst.addingReportingOverflow(length - placeholder.byteCount)
      worst = overflow ? Int.max : sum
    }
    let limit = options.pushType?.facts.sizeLimit ?? Payload.sizeLimit
    guard worst > limit else { return [] }
    let names = Array(Set(placeholders.map(\.name))).sorted().joined(separator: ", ")
    return [
      Finding(
        "with its \(placeholders.count) placeholder(s) (\(names)) at their declared maximum the payload reaches \(worst) bytes, over the \(limit)-byte limit by \(worst - limit)"
          + (unknown.isEmpty ? "" : "; no maximum declared for \(Set(unknown).sorted().joined(separator: ", "))"),
        at: .root)
    ]
  }

  static let expectedProvider = LintRule(
    id: "template-expected-provider", title: "Template does not classify as the provider its path requires",
    severity: .error,
    rationale:
      "The config (or `--provider`) says which provider each folder's templates belong to. A Mapp template that no longer classifies as Mapp is routed to another SDK by a multi-provider app.",
    source: "provider-signatures.md §2; config .pushsim.json overrides[].provider",
    triggering: [RuleExample(#"{"aps": {"alert": "Sale"}, "grovs_campaign_id": "c1"}"#, options: LintOptions(expectedProvider: .mapp))],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": "Sale"}, "push_provider": "mapp_engage", "p": 1}"#, options: LintOptions(expectedProvider: .mapp))
    ]
  ) { subject in
    guard let expected = subject.options.expectedProvider, let classification = subject.classification, classification.provider != expected else {
      return []
    }
    let got = classification.provider.map { "classifies as \($0.rawValue)" } ?? "matches no provider signature"
    return [Finding("expected a \(expected.rawValue) payload, but it \(got)", at: .root)]
  }
}

/// Template placeholders in raw text: `{{ name }}`, `{{name | default: "x"}}`, `{% … %}`, `${name}`,
/// and a configured pattern (config `placeholders.pattern`, a regular expression).
enum Placeholders {
  struct Placeholder: Equatable {
    let name: String
    let byteCount: Int
    /// Where it starts in the bytes.
    let offset: Int
  }

  static func find(in bytes: [UInt8], pattern: LinearPattern? = nil) -> [Placeholder] {
    var found: [Placeholder] = []
    var index = 0
    let open = UInt8(ascii: "{")
    while index + 1 < bytes.count {
      // Every tag has a `{` first or second: jump to the next one with memchr (most of a payload is no tag).
      let brace: Int? = bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress, let found = memchr(base + index, Int32(open), buffer.count - index) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      guard let brace else { break }
      if brace > index, bytes[brace - 1] == UInt8(ascii: "$") {
        index = brace - 1
      } else if brace + 1 < bytes.count, bytes[brace + 1] == open || bytes[brace + 1] == UInt8(ascii: "%") {
        index = brace
      } else {
        index = brace + 1
        continue
      }
      guard index + 1 < bytes.count else { break }
      let dollar = bytes[index] == UInt8(ascii: "$") && bytes[index + 1] == open
      let closer: UInt8 = dollar ? UInt8(ascii: "}") : bytes[index + 1] == open ? UInt8(ascii: "}") : UInt8(ascii: "%")
      var end = index + 2
      if dollar {
        while end < bytes.count, bytes[end] != closer, bytes[end] != 0x0A { end += 1 }
        guard end < bytes.count, bytes[end] == closer else {
          index += 2
          continue
        }
        let inner = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        found.append(Placeholder(name: name(inner), byteCount: end + 1 - index, offset: index))
        index = end + 1
        continue
      }
      while end + 1 < bytes.count, !(bytes[end] == closer && bytes[end + 1] == UInt8(ascii: "}")), bytes[end] != 0x0A { end += 1 }
      guard end + 1 < bytes.count, bytes[end] == closer else {
        index += 2
        continue
      }
      let inner = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      found.append(Placeholder(name: name(inner), byteCount: end + 2 - index, offset: index))
      index = end + 2
    }
    if let pattern {
      // Linear in the text and in the matches (issue 18): offsets are byte offsets already, and the built-in
      // syntaxes' offsets are looked up in a set.
      let builtIn = Set(found.map(\.offset))
      for match in pattern.matches(in: bytes) where !builtIn.contains(match.range.lowerBound) {
        let captured = match.group.map { String(decoding: bytes[$0], as: UTF8.self) }
        found.append(
          Placeholder(
            name: captured ?? String(decoding: bytes[match.range], as: UTF8.self), byteCount: match.range.count, offset: match.range.lowerBound))
      }
      if !builtIn.isEmpty { found.sort { $0.offset < $1.offset } }
    }
    return found
  }

  private static func name(_ inner: String) -> String {
    let name = inner.drop(while: { $0 == " " || $0 == "{" }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" })
    return name.isEmpty ? inner.trimmingSpaces() : String(name)
  }

  /// Whether a string value holds a placeholder.
  static func contains(_ text: String, pattern: LinearPattern?) -> Bool {
    let bytes = Array(text.utf8)
    return !find(in: bytes, pattern: pattern).isEmpty
  }
}
