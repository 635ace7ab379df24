import Foundation
import Testing

/// Issue 32 item 7: `tap`, `deliver`, `dismiss`, `simulate` and a scenario's `deliver` step read a template as lint and
/// check do: Liquid tags are opaque wherever they stand (docs/config.md, placeholders: inside strings also when they
/// hold quotes, where a value goes, around members), and an error names the file's own line and column. The template
/// is our own Mapp campaign in the shape seeds/000 gives ("push_provider": "mapp_engage", a push id `p`, an `apx_dpl`
/// deep link), so what a tap does is what seeds/000 says the manual integration does with it: the forwarded tap is a
/// Mapp click and the deep link opens.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct TemplatePayloadCLITests {
  /// A tag with quotes inside a string (title, body, a key's value), a tag where a value goes (badge), and a block
  /// around a member: every one of them made strict JSON fail before.
  static let template = """
    {
      "aps": {
        "alert": {"title": "{{ "Hi" | upcase }}", "body": "{{ first_name | default: "friend" }}, your cart is waiting"},
        "badge": {{ cart.count }}
      },
      {% if vip %}"tier": "gold",{% endif %}
      "push_provider": "mapp_engage",
      "p": 5,
      "apx_dpl": "shop://cart"
    }

    """

  static func write(_ name: String, _ text: String) throws -> String { try Binary.temporaryFile("template-payload/\(name)", Array(text.utf8)) }

  static func json(_ text: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
  }

  @Test func tapReadsTheTemplateWithItsTagsOpaque() throws {
    let path = try Self.write("cart.json", Self.template)
    let result = try Binary.run(["tap", path, "--app", "mapp-manual", "--state", "background", "--format", "json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let trace = try Self.json(result.stdout)
    // The marker, the push id and the link were read from around the tags: Mapp counts the forwarded tap, the link opens.
    #expect(trace["provider"] as? String == "mapp")
    let tracked = trace["tracked"] as? [[String: Any]] ?? []
    #expect(tracked.contains { $0["sdk"] as? String == "mapp" && $0["event"] as? String == "click" && $0["status"] as? String == "sent" })
    #expect((trace["ui"] as? [String: Any])?["opened"] as? String == "shop://cart")
  }

  @Test(arguments: ["deliver", "dismiss", "tap"])
  func everyOneShotCommandReadsIt(_ command: String) throws {
    let path = try Self.write("cart-\(command).json", Self.template)
    let result = try Binary.run([command, path, "--app", "mapp-manual", "--state", "foreground", "--format", "json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(try Self.json(result.stdout)["provider"] as? String == "mapp")
  }

  @Test func stdinIsReadTheSameWay() throws {
    let result = try Binary.run(["tap", "--app", "mapp-manual", "--state", "terminated", "--format", "json"], stdin: Data(Self.template.utf8))
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(try Self.json(result.stdout)["provider"] as? String == "mapp")
  }

  @Test func simulateReadsIt() throws {
    let path = try Self.write("cart-simulate.json", Self.template)
    let result = try Binary.run(["simulate", path, "--app", "mapp-manual", "--format", "json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("mapp"), "\(result.stdout.prefix(400))")
  }

  /// A scenario delivers the template from its own folder; the tap is counted as in `tap`.
  @Test func aScenarioDeliverStepReadsIt() throws {
    _ = try Self.write("scenario/cart.json", Self.template)
    let scenario = try Self.write(
      "scenario/cart-tap.json",
      """
      {"schema": "pushsim.scenario/1", "app": "mapp-manual", "state": "background",
       "steps": [{"deliver": "cart.json", "id": "cart"}, {"tap": "cart"}],
       "expect": {"tracked": [{"sdk": "mapp", "event": "click", "notification": "cart"}], "ui": {"opened": "shop://cart"}}}
      """)
    let result = try Binary.run(["run", scenario])
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("1 scenario run, 0 failed"))
  }

  /// A slip after a tag with quotes is an error at the file's own position, the place lint reports it: line 2, column
  /// 40 is the comma after the 20-byte string `"{{ "x" | upcase }}"` that starts at column 20.
  @Test func anErrorNamesTheFilesOwnLineAndColumn() throws {
    let path = try Self.write("slip.json", "{\n  \"aps\": {\"alert\": \"{{ \"x\" | upcase }}\",}\n}\n")
    for command in ["tap", "deliver", "dismiss"] {
      let result = try Binary.run([command, path, "--state", "background"])
      #expect(result.exitCode == 2)
      #expect(result.stderr == "\(path):2:40: error: trailing comma before '}'; strict JSON allows none\n", "\(command)")
    }
    let lint = try Binary.run(["lint", path, "--format", "json"])
    let diagnostics = try Self.json(lint.stdout)["diagnostics"] as? [[String: Any]] ?? []
    #expect(diagnostics.contains { $0["rule"] as? String == "json-trailing-comma" && $0["line"] as? Int == 2 && $0["column"] as? Int == 40 })
  }

  /// In a scenario, the deliver step names the payload's error with the payload's own position.
  @Test func aScenarioNamesThePayloadsPosition() throws {
    _ = try Self.write("scenario-slip/slip.json", "{\n  \"aps\": {\"alert\": \"{{ \"x\" | upcase }}\",}\n}\n")
    let scenario = try Self.write(
      "scenario-slip/slip-tap.json",
      #"{"schema": "pushsim.scenario/1", "app": "plain", "steps": [{"deliver": "slip.json"}, "tap"], "expect": {"ui": {"opened": "app"}}}"#)
    let result = try Binary.run(["run", scenario])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("2:40: trailing comma before '}'"), "\(result.stderr)")
  }
}
