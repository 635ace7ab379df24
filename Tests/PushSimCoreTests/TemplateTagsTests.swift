import Testing

@testable import PushSimCore

/// Issue 19 item 3: template tags are opaque wherever they stand, and positions stay those of the file as written.
@Suite struct TemplateTagsTests {
  static func rules(_ text: String) -> [Diagnostic] { Linter().lint(file: "t.json", bytes: Array(text.utf8), options: LintOptions()) }

  @Test(arguments: [
    #"{"aps": {"alert": "Welcome back, {{ first_name | default: "friend" }}"}}"#,  // quotes inside a tag in a string
    #"{"aps": {"alert": "{% if vip %}Hi {{ "VIP" | upcase }}{% endif %}"}}"#,
    #"{"aps": {"alert": "x", "badge": {{ unread }}}, "p": {{ message_id }}}"#,  // where a value goes
    #"{"aps": {"alert": "x"}, "ids": [{{ a }}, {{ b }}]}"#,  // array elements
    #"{"aps": {"alert": "x"}, {% if vip %}"tier": "gold",{% endif %} "k": 1}"#,  // around members
    #"{"aps": {"alert": "x", "sound": "default",{% if vip %}"badge": 1{% endif %}}}"#,
    #"{"aps": {"alert": "x"}, "k": "${ user.name }", "n": ${ count }}"#,
  ])
  func templatesParseAndNothingIsJudgedAboutTags(_ text: String) {
    let found = Self.rules(text)
    #expect(found.isEmpty, "\(text): \(found.map { "\($0.rule) \($0.message)" })")
  }

  @Test func theRewriteKeepsEveryByteInPlace() {
    let text = Array(#"{"a": "{{ x | d: "y" }}", "b": {{ n }}, {% if z %}"c": 1,{% endif %} "d": 2}"#.utf8)
    let rewritten = TemplateTags.opaque(text, pattern: nil, values: [:])
    #expect(rewritten.bytes.count == text.count)
    let blank = { (tag: String) in String(repeating: " ", count: tag.utf8.count) }
    let expected = #"{"a": "{{ x | d: 'y' }}", "b": "{ n }", "# + blank("{% if z %}") + #""c": 1,"# + blank("{% endif %}") + #" "d": 2}"#
    #expect(String(decoding: rewritten.bytes, as: UTF8.self) == expected)
    #expect(rewritten.valueOffsets.count == 1)
  }

  /// A finding after tags is reported where the file has it.
  @Test func positionsAfterTagsAreThoseOfTheFile() {
    let text = #"{"aps": {"alert": "{{ a | d: "x" }}", "badge": {{ n }}, "sound": 5}}"#
    let sound = Self.rules(text).first { $0.rule == "aps-sound-type" }
    let prefix = text.components(separatedBy: "\"sound\"")[0]
    #expect(sound?.column == prefix.utf8.count + 1)
  }

  /// What is still wrong is still found: a misspelled key beside tags, a real trailing comma, a tag left open.
  @Test func theRestIsStillChecked() {
    #expect(Self.rules(#"{"aps": {"alert": "{{ a | d: "x" }}", "sund": "x"}}"#).contains { $0.rule == "aps-unknown-key" })
    #expect(Self.rules(#"{"aps": {"alert": "x", "badge": 1,}}"#).contains { $0.rule == "json-trailing-comma" })
    #expect(Self.rules("{\"aps\": {\"alert\": \"x\", \"badge\": {{ n\n}}}}").contains { $0.rule == "template-placeholder-breaks-json" })
  }
}
