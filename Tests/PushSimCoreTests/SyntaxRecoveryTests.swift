import Testing

@testable import PushSimCore

/// Issue 19 item 7: after a missing comma lint reads on, as JSON editors do, so a mistake further on is still found,
/// at its position in the file as written.
@Suite struct SyntaxRecoveryTests {
  static func lint(_ text: String) -> [Diagnostic] { Linter().lint(file: "t.json", bytes: Array(text.utf8), options: LintOptions()) }

  @Test func aMisspelledKeyAfterAMissingCommaIsStillFound() {
    let found = Self.lint("{\n  \"aps\": {\n    \"alert\": \"Sale\"\n    \"sund\": \"chime.caf\"\n  }\n}\n")
    let missing = found.first { $0.rule == "json-invalid" }
    #expect(missing?.message.hasPrefix("missing ','") == true)
    #expect(missing?.line == 3 && missing?.column == 20, "where the comma belongs: right after \"Sale\"")
    let unknown = found.first { $0.rule == "aps-unknown-key" }
    #expect(unknown?.line == 4 && unknown?.column == 5, "\(found.map { "\($0.rule) \($0.line):\($0.column)" })")
  }

  @Test func elementsToo() {
    let found = Self.lint(#"{"aps": {"alert": "x"}, "ids": [1 2, 3]}"#)
    #expect(found.map(\.rule) == ["json-invalid"])
    #expect(found.first?.message.contains("between two elements") == true)
  }

  /// With no white space to stand in for the comma, positions could not be kept: the error stands alone.
  @Test func withoutRoomTheErrorStands() {
    let found = Self.lint(#"{"aps": {"alert": "x""sund": "y"}}"#)
    #expect(found.map(\.rule) == ["json-invalid"])
    #expect(found.first?.message.contains("reads on") == false)
  }
}
