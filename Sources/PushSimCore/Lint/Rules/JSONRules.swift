/// Rules on the text itself: it must be strict JSON with an object at the top (ios-delivery.md §3.1, A2).
enum JSONRules {
  static let all: [LintRule] = [invalid, comment, trailingComma, duplicateKey, notObject, nulCharacter]

  static let invalid = LintRule(
    id: "json-invalid", title: "Not valid JSON",
    severity: .error,
    rationale:
      "APNs and `simctl push` accept only strict JSON (RFC 8259) in UTF-8. Anything else is rejected before it reaches a device. Reported once, at the first syntax error (and at each missing comma lint reads past). Lint then reads on past it, as editors do, so mistakes around it are still found: a member or element that breaks the grammar (a key that is no double-quoted string, a missing colon or value, a single-quoted string, a string whose line ends before it closes, stray text) is skipped to the next comma, closing bracket, or line that starts with a key; a missing comma, a comment, a trailing comma and extra closing brackets at the end are read past; brackets the end of the file leaves open are closed. Every position is the file's as written. Rules that judge keys that are there (a wrong type, an unknown key, a key beside another) run on that structure and say so in their message; rules that rest on a key being absent run there only when nothing skipped could be that key (and, where brackets do not match, which moves members between objects, only when the key is nowhere in the file); the others (size, the top level, the provider it classifies as, duplicate keys) need a file that parses. Text that is no UTF-8, a file over the input cap, and a template tag left open are not read past.",
    source: "ios-delivery.md §3.1 (A2), §4 (S1); RFC 8259 §2–7 (the grammar the reading past follows)",
    triggering: [
      RuleExample(#"{"aps": {"alert": "Hi"}"#), RuleExample(#"{"aps": {"alert": 'Hi'}}"#),
      RuleExample("{\"aps\": {\"alert\": \"Hi\"\n  \"badge\": 1}}"),
    ],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}}"#)]
  ) { subject in
    // A missing comma is reported and read past (issue 19: the rules still check what follows it).
    let missing = subject.repairs.filter { $0.kind == .missingComma }.map { Finding($0.message, location: $0.location) }
    guard let error = subject.finalError, [.syntax, .encoding, .tooLarge, .missingComma].contains(error.kind) else { return missing }
    // A missing comma with no white space to stand in stops the parse: the message does not say it read on.
    let message = error.message.replacingEvery(" (pushsim reads on as if it were there)", with: "")
    return missing + [Finding(message, location: error.location ?? SourceLocation(line: 1, column: 1, offset: 0))]
  }

  static let comment = LintRule(
    id: "json-comment", title: "Comment in JSON",
    severity: .error,
    rationale: "Strict JSON has no comments. Docs and templates often carry `//` or `/* */` notes that break the payload when it is sent as is.",
    source: "RFC 8259; ios-delivery.md §3.1",
    triggering: [RuleExample("{\n  // greeting\n  \"aps\": {\"alert\": \"Hi\"}\n}")],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "// not a comment inside a string"}}"#)],
    fix: .atOffset(Fixer.removeComment)
  ) { subject in
    subject.repairs.filter { $0.kind == .comment }.map { Finding($0.message, location: $0.location) }
  }

  static let trailingComma = LintRule(
    id: "json-trailing-comma", title: "Trailing comma",
    severity: .error,
    rationale: "A comma before `}` or `]` is valid JavaScript but not JSON. APNs and `simctl push` reject the payload.",
    source: "RFC 8259; ios-delivery.md §3.1",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "badge": 1,}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi", "badge": 1}}"#)],
    fix: .atOffset(Fixer.removeTrailingComma)
  ) { subject in
    subject.repairs.filter { $0.kind == .trailingComma }.map { Finding($0.message, location: $0.location) }
  }

  static let duplicateKey = LintRule(
    id: "json-duplicate-key", title: "Duplicate key",
    severity: .error,
    rationale:
      "iOS's JSONSerialization keeps the last value of a repeated key; other parsers keep the first or fail. The template says two things and the device sees one of them.",
    source: "RFC 8259 §4 (names SHOULD be unique); DESIGN.md §3",
    triggering: [RuleExample(#"{"aps": {"badge": 1, "badge": 2}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"badge": 1}, "data": {"badge": 2}}"#)]
  ) { subject in
    (subject.document?.duplicates ?? []).map {
      Finding("duplicate key \"\($0.key)\" (first at \($0.firstLocation)); iOS keeps this last value", location: $0.location)
    }
  }

  static let notObject = LintRule(
    id: "json-not-object", title: "Top level is not an object",
    severity: .error,
    rationale: "An APNs payload is a JSON object with an `aps` dictionary; an array or a scalar is rejected.",
    source: "ios-delivery.md §3.1 (A2), §4 (S1: simctl requires a top-level object)",
    triggering: [RuleExample(#"[{"aps": {"alert": "Hi"}}]"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}}"#)]
  ) { subject in
    guard subject.document != nil, subject.root == nil, let value = subject.value else { return [] }
    return [Finding("the top level is \(Show.value(value)); a payload must be a JSON object", at: .root)]
  }

  static let nulCharacter = LintRule(
    id: "json-nul-character", title: "NUL character in a string",
    severity: .warning,
    rationale: "`\\u0000` is valid JSON, but C string APIs on the device and in sending services cut the text at it.",
    source: "RFC 8259 §7; jansson JSON_ALLOW_NUL",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi\u0000there"}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi there"}}"#)]
  ) { subject in
    guard subject.textHasNulEscape, let value = subject.value else { return [] }
    var findings: [Finding] = []
    func walk(_ value: JSONValue, _ pointer: JSONPointer) {
      switch value {
      case .string(let text) where text.unicodeScalars.contains("\u{0}"):
        findings.append(Finding("string contains a NUL character (\\u0000)", at: pointer))
      case .array(let items):
        for (index, item) in items.enumerated() { walk(item, pointer.appending(index)) }
      case .object(let object):
        for member in object {
          if member.key.unicodeScalars.contains("\u{0}") {
            findings.append(Finding("key contains a NUL character (\\u0000)", at: pointer.appending(member.key)))
          }
          walk(member.value, pointer.appending(member.key))
        }
      default: break
      }
    }
    walk(value, .root)
    return findings
  }
}
