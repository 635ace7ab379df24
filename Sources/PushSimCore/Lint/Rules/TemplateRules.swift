import Foundation

/// Campaign templates: placeholders such as `{{first_name}}` (Handlebars/Liquid) or `{% … %}`
/// inside strings are fine; these rules catch what breaks when they are not.
enum TemplateRules {
  static let all: [LintRule] = [placeholderBreaksJSON, sizeAfterExpansion, expectedProvider]

  static let placeholderBreaksJSON = LintRule(
    id: "template-placeholder-breaks-json", title: "Placeholder outside a string breaks the JSON",
    severity: .error,
    rationale:
      "A placeholder written where a value goes (`\"badge\": {{count}}`) is only JSON after rendering. Sent or tested as is, the template is invalid; quote it, or lint the rendered output.",
    source: "RFC 8259; DESIGN.md §1 (campaign teams keep templates in git)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi {{first_name}}", "badge": {{unread}}}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi {{first_name}}", "badge": 1}}"#)]
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
      worst += length - placeholder.byteCount
    }
    let limit = options.voip ? Payload.voipSizeLimit : Payload.sizeLimit
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

/// Template placeholders in raw text: `{{ name }}`, `{{name | default: "x"}}`, `{% … %}`.
enum Placeholders {
  struct Placeholder: Equatable {
    let name: String
    let byteCount: Int
  }

  static func find(in bytes: [UInt8]) -> [Placeholder] {
    var found: [Placeholder] = []
    var index = 0
    let open = UInt8(ascii: "{")
    while index + 1 < bytes.count {
      guard bytes[index] == open, bytes[index + 1] == open || bytes[index + 1] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      let closer: UInt8 = bytes[index + 1] == open ? UInt8(ascii: "}") : UInt8(ascii: "%")
      var end = index + 2
      while end + 1 < bytes.count, !(bytes[end] == closer && bytes[end + 1] == UInt8(ascii: "}")), bytes[end] != 0x0A { end += 1 }
      guard end + 1 < bytes.count, bytes[end] == closer else {
        index += 2
        continue
      }
      let inner = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      let name = inner.drop(while: { $0 == " " || $0 == "{" }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" })
      found.append(Placeholder(name: name.isEmpty ? inner.trimmingCharacters(in: .whitespaces) : String(name), byteCount: end + 2 - index))
      index = end + 2
    }
    return found
  }
}
