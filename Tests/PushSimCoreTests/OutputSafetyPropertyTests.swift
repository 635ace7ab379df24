import Foundation
import Testing

@testable import PushSimCore

/// Issue 18 item 3: one hostile string through every input field (payload keys and values, file names, profile,
/// scenario and config fields, command-line values) into every command × format. Every output, stdout and stderr,
/// must satisfy the output-safety property (`OutputSafety`): no line a CI runner reads as a command unless pushsim
/// wrote it, no raw control or bidi character, nothing a Markdown renderer turns into HTML, an image, a link or a
/// mention. Written from GitHub's workflow-command syntax (actions/runner ActionCommand), GFM 0.29 and UAX #9.
@Suite struct OutputSafetyPropertyTests {
  /// A forged annotation after a newline, a CR, terminal escapes (clear screen, an OSC 8 link), bidi overrides, the
  /// runner's older `##[` syntax, raw HTML, a Markdown image and link, a mention, bare URLs, backticks, a pipe, a C1
  /// control, the Unicode line separator, the end of a CDATA section, an XML comment and quotes.
  static let hostile =
    "x\n::error file=FORGED.json,line=1::owned\r\u{1b}[2J\u{1b}]8;;https://evil.example/\u{07}link\u{1b}]8;;\u{07}"
    + "\u{202e}fdp\u{2066}iso\u{2069} ##[error]v1 <img src=x onerror=alert(1)> ![i](https://evil.example/i.png) "
    + "[l](https://evil.example) @octocat www.evil.example ``code` | cell | \u{85}c1 \u{2028}ls \u{7f}del ]]> <!-- -- \"q' "

  /// Every hostile form in a file or folder name: no `/`, no NUL, and short enough (174 bytes) that a name with a
  /// suffix stays under NAME_MAX (255 bytes; the whole `hostile` is 273, and no file could be named with it).
  static let hostileName =
    "x\n::error file=FORGED.json::owned\r\u{1b}[2J\u{1b}]8;;u\u{07}l\u{1b}]8;;\u{07}\u{202e}fdp ##[error]v <img src=x onerror=alert(1)> "
    + "![i](u) [l](https:e.x) @octocat www.e.x ``c` | ]]> <!-- -- \"q' \u{85}c1 \u{2028}ls \u{7f}"

  static func json(_ text: String) -> String { JSONWriter(pretty: false).string(.string(text)) }

  /// The scratch folder with every hostile input file.
  static let folder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-property-\(getpid())").path
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder + "/named", withIntermediateDirectories: true)
    func write(_ name: String, _ text: String) { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8)) }
    let h = json(hostile)
    // Payload keys and values: alert, category, sound, an unknown aps key, Mapp's deep link and marker, a custom key.
    write(
      "values.json",
      #"{"aps": {"alert": {"title": \#(h), "body": \#(h)}, "category": \#(h), "sound": \#(h), \#(h): 1, "badge": \#(h)}, "#
        + #""push_provider": \#(h), "p": 7, "apx_dpl": \#(h), "grovs_campaign_id": \#(h), "grovs_link": \#(h), \#(h): \#(h)}"#)
    write("mapp.json", #"{"aps": {"alert": "Sale", "category": \#(h)}, "push_provider": "mapp_engage", "p": 7, "apx_dpl": \#(h)}"#)
    write("named/" + hostileName + ".json", #"{"aps": {"alert": "x", "badge": "1"}}"#)
    // Profiles: a hostile name, and an unknown key.
    var profile = CLIRun(["profile", "mapp-manual"]).stdout
    profile = profile.replacingOccurrences(of: #""name": "mapp-manual""#, with: #""name": \#(h)"#)
    write("profile.json", profile)
    write("profile-key.json", #"{"schema": "pushsim.app/1", "name": "x", "app": {\#(h): true}}"#)
    // Scenarios: each field on its own.
    let base = #""schema": "pushsim.scenario/1""#
    write(
      "scenario-name.json",
      #"{\#(base), "name": \#(h), "description": \#(h), "app": "mapp-manual", "steps": [{"deliver": "mapp.json", "id": \#(h)}, {"tap": \#(h)}, {"expect": {"callbacks": [{"call": \#(h)}], "ui": {"opened": \#(h)}}}]}"#
    )
    write("scenario-app.json", #"{\#(base), "app": \#(h), "steps": ["launch"]}"#)
    write("scenario-state.json", #"{\#(base), "state": \#(h), "steps": ["launch"]}"#)
    write("scenario-step.json", #"{\#(base), "steps": [\#(h)]}"#)
    write("scenario-tap.json", #"{\#(base), "steps": [{"tap": \#(h)}]}"#)
    write("scenario-set.json", #"{\#(base), "steps": [{"set": {\#(h): true}}]}"#)
    write("scenario-deliver.json", #"{\#(base), "steps": [{"deliver": \#(h)}]}"#)
    write("scenario-key.json", #"{\#(base), \#(h): 1, "steps": ["launch"]}"#)
    // Configs: a rule id, a key, a provider, a glob, a pattern.
    write("config-rule.json", #"{"rules": {\#(h): "error"}}"#)
    write("config-key.json", #"{\#(h): 1}"#)
    write("config-provider.json", #"{"provider": \#(h)}"#)
    write("config-glob.json", #"{"include": [\#(h)]}"#)
    write("config-pattern.json", #"{"placeholders": {"pattern": \#(h)}}"#)
    write("config-severity.json", #"{"rules": {"aps-badge-type": \#(h)}}"#)
    // Source files: an Objective-C file with a hostile name and hostile text; a Swift file (needs pushsim-wiring).
    let objc =
      "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n"
      + "  [[Appoxee shared] engageWithLaunchOptions:o andDelegate:nil andSDKID:@\(h)];\n  return YES;\n}\n@end\n"
    write("named/" + hostileName + ".m", objc)
    write("named/" + hostileName + ".swift", "let x = \(h)\n")
    return folder
  }()

  struct Invocation: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    var testDescription: String { arguments.map { Visible.text($0).prefix(40) }.joined(separator: " ") }
  }

  static let invocations: [Invocation] = {
    let f = folder
    let h = hostile
    var all: [[String]] = []
    let payloads = [f + "/values.json", f + "/named/" + hostileName + ".json", f + "/missing-" + hostileName + ".json"]
    for format in ["text", "json"] {
      all.append(["classify", "--verbose", "--format", format] + payloads)
      for payload in payloads { all.append(["inspect", "--verbose", payload, "--format", format]) }
    }
    let configs = ["config-rule", "config-key", "config-provider", "config-glob", "config-pattern", "config-severity"]
    for format in LintReport.formats {
      all.append(["lint", "--no-config", "--format", format, f + "/values.json", f + "/named", f + "/missing-" + hostileName + ".json"])
      for config in configs { all.append(["lint", "--config", f + "/" + config + ".json", "--format", format, f + "/values.json"]) }
      all.append(["lint", "--no-config", "--format", format, "--provider", h, f + "/values.json"])
      all.append(["lint", "--no-config", "--format", format, "--app", f + "/profile-key.json", f + "/values.json"])
    }
    for command in ["deliver", "tap", "dismiss"] {
      for format in ["text", "json", "mermaid"] {
        for payload in [f + "/values.json", f + "/mapp.json"] {
          all.append([command, payload, "--state", "background", "--app", f + "/profile.json", "--format", format, "--verbose", "--dump-world"])
          all.append([command, payload, "--state", "terminated", "--format", format])
        }
        all.append([command, f + "/mapp.json", "--state", h, "--format", format])
        all.append([command, f + "/mapp.json", "--state", "foreground", "--app", h, "--format", format])
        all.append([command, f + "/mapp.json", "--state", "foreground", "--app", f + "/profile-key.json", "--format", format])
        all.append([command, f + "/mapp.json", "--state", "foreground", "--set", h, "--format", format])
        all.append([command, f + "/mapp.json", "--state", "foreground", "--set", "app.routing=" + h, "--format", format])
        all.append([command, f + "/mapp.json", "--state", "foreground", "--set", h + "=1", "--format", format])
        all.append([command, f + "/missing-" + hostileName + ".json", "--state", "foreground", "--format", format])
      }
    }
    all.append(["tap", f + "/mapp.json", "--state", "background", "--action", h])
    for format in ["text", "json", "junit"] {
      for scenario in ["name", "app", "state", "step", "tap", "set", "deliver", "key"] {
        all.append(["run", f + "/scenario-\(scenario).json", "--format", format])
      }
    }
    for format in ["text", "markdown", "json", "html"] {
      all.append(["simulate", f + "/values.json", f + "/mapp.json", "--app", f + "/profile.json", "--format", format])
      all.append(["simulate", f + "/named/" + hostileName + ".json", "--all-apps", "--format", format])
      all.append(["simulate", f + "/mapp.json", "--set", h, "--format", format])
    }
    for format in ["text", "json", "github", "sarif"] {
      all.append(["wiring", f + "/named", "--format", format])
      all.append(["wiring", f + "/named/" + hostileName + ".m", "--format", format])
      all.append(["wiring", f + "/missing-" + hostileName + ".m", "--format", format])
    }
    all.append(["wiring", f + "/named/" + hostileName + ".m", "--emit-profile"])
    // Command-line values echoed in usage errors.
    for arguments in [
      [h], ["classify", "--format", h], ["lint", "--format", h], ["lint", "--" + h], ["explain", h], ["profile", h], ["completions", h],
      ["profile", "plain", "--set", h], ["lint", "--max-warnings", h, f + "/values.json"], ["classify", "--max-bytes", h],
      ["help", h], ["run", f + "/missing-" + hostileName + ".json"], ["lint", "--no-config", "--baseline", f + "/" + hostileName],
      ["lint", "--no-config", "--output", f + "/missing-dir/" + hostileName, f + "/values.json"],
    ] {
      all.append(arguments)
    }
    return (all + repositoryInvocations).map(Invocation.init)
  }()

  static func format(of arguments: [String]) -> String? {
    if let index = arguments.firstIndex(of: "--format"), index + 1 < arguments.count { return arguments[index + 1] }
    return nil
  }

  @Test(arguments: invocations)
  func everyOutputIsSafe(_ invocation: Invocation) {
    let run = CLIRun(invocation.arguments)
    let format = Self.format(of: invocation.arguments)
    let out = OutputSafety.violations(run.stdout, stream: .stdout(format: format))
    let err = OutputSafety.violations(run.stderr, stream: .stderr)
    #expect(out.isEmpty, "stdout: \(out.prefix(3))")
    #expect(err.isEmpty, "stderr: \(err.prefix(3))")
    // Issue 31 item 5: the document is one its consumer accepts (a JSON parser, an XML parser), reading the input's text.
    let consumer = Self.consumerProblems(invocation.arguments, stdout: run.stdout)
    #expect(consumer.isEmpty, "\(consumer.prefix(3))")
    // Each field is escaped where it is written, so the input's line break never reaches the stream: the output guard
    // (the last line of defence) never has to turn a line's leading `::` into `\u{3a}:`.
    for (name, text) in [("stdout", run.stdout), ("stderr", run.stderr)] {
      #expect(!text.contains("\\u{3a}:error file=FORGED"), "\(name): a field reached the stream unescaped")
    }
  }

  /// The checker itself: each hostile form is caught, and pushsim's own annotations and Markdown pass.
  @Test func theCheckerCatchesEachForm() {
    #expect(!OutputSafety.violations("a\n::error file=x::y\n", stream: .stderr).isEmpty)
    #expect(!OutputSafety.violations("  ::warning::y\n", stream: .stdout(format: nil)).isEmpty)
    #expect(OutputSafety.violations("::error file=a.json,line=1::m\n", stream: .stdout(format: "github")).isEmpty)
    #expect(!OutputSafety.violations("x ##[error]y\n", stream: .stdout(format: "json")).isEmpty)
    #expect(!OutputSafety.violations("\u{1b}[2J", stream: .stderr).isEmpty)
    #expect(!OutputSafety.violations("a\u{202e}b", stream: .stderr).isEmpty)
    #expect(!OutputSafety.violations("| a | ![i](https://x/i.png) |", stream: .stdout(format: "markdown")).isEmpty)
    #expect(!OutputSafety.violations("| a | <img src=x> |", stream: .stdout(format: "markdown")).isEmpty)
    #expect(!OutputSafety.violations("hi @octocat", stream: .stdout(format: "markdown")).isEmpty)
    #expect(!OutputSafety.violations("| a | b |\n|---|---|\n| x | y | z |", stream: .stdout(format: "markdown")).isEmpty)
    #expect(OutputSafety.violations("| a | b |\n|---|---|\n| `a|b` | `@x <img> [l](https://e)` |", stream: .stdout(format: "markdown")).count == 1)
    #expect(OutputSafety.violations("| `a\\|b` | ``@x <img> ` [l](https://e)`` |<br>ok", stream: .stdout(format: "markdown")).isEmpty)
    #expect(!OutputSafety.violations("<p><img src=x></p>", stream: .stdout(format: "html")).isEmpty)
  }

  /// MarkdownText, written from GFM §6.3 (code spans) and §4.10 (tables).
  @Test func markdownCodeSpansHoldAnyText() {
    #expect(MarkdownText.code("a`b", inTable: false) == "``a`b``")
    #expect(MarkdownText.code("`x`", inTable: false) == "`` `x` ``")
    #expect(MarkdownText.code("a|b", inTable: true) == "`a\\|b`")
    #expect(MarkdownText.code("", inTable: true) == "(empty)")
    #expect(MarkdownText.code("a\nb", inTable: false) == "`a\\nb`")
    #expect(MarkdownText.prose("see @octocat", inTable: false) == "`see @octocat`")
    #expect(MarkdownText.prose("*bold* <b>", inTable: false) == "\\*bold\\* \\<b\\>")
  }

  /// OutputGuard, a chunk at a time: a sequence cut between two chunks is still found.
  @Test(arguments: [1, 2, 3, 5, 64])
  func theGuardHoldsAcrossChunks(_ size: Int) {
    let text = "ok\n  ::error::x\n##[group]y\nbell\u{07} \u{1b}[31mred\u{1b}[0m \u{1b}]8;;u\u{07} c1\u{85} rtl\u{202e} · … →\n"
    let guardian = OutputGuard(.terminal)
    let bytes = Array(text.utf8)
    var output = ""
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + size)
      // Chunks are whole characters (ReportSink never splits one).
      var cut = end
      while cut < bytes.count, bytes[cut] & 0xC0 == 0x80 { cut += 1 }
      output += guardian.filter(String(decoding: bytes[start..<cut], as: UTF8.self))
      start = cut
    }
    output += guardian.finish()
    let withoutColours = output.replacingOccurrences(of: "\u{1b}[31m", with: "").replacingOccurrences(of: "\u{1b}[0m", with: "")
    #expect(OutputSafety.violations(withoutColours, stream: .stdout(format: nil)).isEmpty, "\(output)")
    #expect(output.contains("\u{1b}[31mred\u{1b}[0m"), "pushsim's own colours pass")
    #expect(output.contains("\\u{1b}]8;;u"), "an OSC 8 link is shown, not run")
    #expect(output.contains("· … →"), "common characters pass")
    #expect(output.contains("  \\u{3a}:error::x"))
  }
}
