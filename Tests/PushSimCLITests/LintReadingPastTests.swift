import Foundation
import Testing

/// Issue 33 item 3 as a user meets it: `pushsim lint` on a payload that does not parse reports the syntax error once,
/// and still reports the mistakes around it at the line and column the editor shows, each saying the file does not
/// parse. A payload a user could paste into an issue: a silent inbox sync that someone gave a badge and an alert
/// (content-available with them is no silent push: ios-delivery.md G1, G6), an alert key iOS does not read (§3.3), and a
/// single-quoted sound (RFC 8259 §7: strings take double quotes).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct LintReadingPastTests {
  static let payload = """
    {
      "aps": {
        "content-available": 1,
        "badge": 3,
        "alert": {"title": "Inbox", "colour": "blue"},
        "sound": 'default'
      },
      "sync": "inbox"
    }

    """

  static func lint(_ arguments: [String]) throws -> Binary.Result {
    let path = try Binary.temporaryFile("reading-past/inbox.json", Array(payload.utf8))
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return try Binary.run(["lint", "--no-config", "inbox.json"] + arguments, workingDirectory: folder)
  }

  @Test func textNamesTheBreakOnceAndTheFindingsAroundIt() throws {
    let result = try Self.lint([])
    #expect(result.exitCode == 1)
    let note = " (read past the syntax error at 6:14: the file still does not parse)"
    #expect(
      result.stdout == """
        inbox.json:3:5: warning: content-available 1 with alert, badge: not a silent push; send it as apns-push-type alert, or drop alert/badge for a background push\(note) [aps-background-with-visible]
        inbox.json:5:33: warning: "colour" is not an alert key; iOS ignores it\(note) [aps-alert-unknown-key]
        inbox.json:6:14: error: single-quoted string; JSON strings use double quotes [json-invalid]
        1 file checked: 1 error, 2 warnings, 0 info; config: none

        """)
  }

  @Test func jsonCarriesThePositionsAndTheNote() throws {
    let result = try Self.lint(["--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["diagnostics"] as? [[String: Any]])
    let placed = findings.map { "\($0["rule"] ?? "") \($0["line"] ?? 0):\($0["column"] ?? 0) \($0["pointer"] ?? "")" }
    #expect(
      placed == [
        "aps-background-with-visible 3:5 /aps/content-available", "aps-alert-unknown-key 5:33 /aps/alert/colour", "json-invalid 6:14 ",
      ])
    #expect((findings.first?["message"] as? String)?.hasSuffix("(read past the syntax error at 6:14: the file still does not parse)") == true)
  }
}
