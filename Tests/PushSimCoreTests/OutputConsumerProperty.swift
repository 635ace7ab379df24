import Foundation
import Testing

@testable import PushSimCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Issue 31 item 5, the consumer half of the output-safety property: every document pushsim writes is one the consumer
/// of its format accepts (JSON: a JSON parser; JUnit and Checkstyle: an XML parser) and reads the input's text back,
/// whatever the inputs hold. Which document a command writes is stated here from the docs (docs/json-output.md,
/// `pushsim help`), not from the code under test: `--format json|sarif|gitlab`, and three commands that print JSON with
/// no `--format` (`init --print`, `profile NAME`, `wiring --emit-profile`). The real consumers (jsonschema, the SARIF
/// schema, junitparser, cmark-gfm) read the same hostile outputs in `make schema-check`, `sarif-check` and
/// `markdown-check`.
extension OutputSafetyPropertyTests {
  enum Document { case json, xml, mermaid, other }

  static func document(of arguments: [String]) -> Document {
    switch format(of: arguments) {
    case "json", "sarif", "gitlab": return .json
    case "junit", "checkstyle": return .xml
    case "mermaid": return .mermaid
    default: break
    }
    let command = arguments.first
    if command == "init" && arguments.contains("--print") { return .json }
    if command == "profile" && arguments.count > 1 && !arguments[1].hasPrefix("-") { return .json }
    if command == "wiring" && arguments.contains("--emit-profile") { return .json }
    return .other
  }

  /// What a consumer finds wrong with `stdout`: empty when it accepts it (an empty stdout is a usage error's).
  static func consumerProblems(_ arguments: [String], stdout: String) -> [String] {
    guard !stdout.isEmpty else { return [] }
    switch document(of: arguments) {
    case .json:
      guard let value = try? JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed]) else {
        return ["not JSON: \(Visible.text(String(stdout.prefix(300))))"]
      }
      if format(of: arguments) == "json", (value as? [String: Any])?["schema"] as? String == nil { return ["no \"schema\""] }
      // The text a JSON reader gets back is the input's, not a terminal escape of it.
      if let expected = roundTrips[arguments], !strings(in: value).contains(where: { $0.contains(expected) }) {
        return ["the input's text is not read back: \(Visible.text(expected))"]
      }
      return []
    case .xml:
      let parser = XMLParser(data: Data(stdout.utf8))
      return parser.parse() ? [] : ["not XML: \(parser.parserError.map { "\($0)" } ?? "?")"]
    case .mermaid:
      // A sequence diagram's statements, one a line (mermaid's sequenceDiagram grammar): a message's text holds no `;`
      // (a statement break) and no `#` (an entity such as `#35;`), so no escape changes what mermaid parses.
      let statement = #/ {2}(participant [A-Za-z0-9.]+|Note over [A-Za-z0-9.]+: [^;#\n]*|[A-Za-z0-9.]+-?->>[A-Za-z0-9.]+: [^;#\n]*)/#
      let lines = stdout.split(separator: "\n")
      guard lines.first == "sequenceDiagram" else { return ["no sequenceDiagram"] }
      return lines.dropFirst().filter { (try? statement.wholeMatch(in: $0)) == nil }.map { "not a statement: \(Visible.text(String($0)))" }
    case .other:
      return []
    }
  }

  /// Every key and string value in a JSON value.
  static func strings(in value: Any) -> [String] {
    switch value {
    case let text as String: [text]
    case let array as [Any]: array.flatMap(strings)
    case let object as [String: Any]: object.keys + object.values.flatMap(strings)
    default: []
    }
  }

  /// A repository whose folder and file names are hostile: push templates, app sources (Objective-C, read in-process)
  /// and scenarios that `pushsim init` and `pushsim check` find by their survey.
  static func repository(_ label: String) -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-consumer-\(label)-\(getpid())").path
    let files = FileManager.default
    try? files.removeItem(atPath: root)
    let n = hostileName
    for folder in [".git", n, n + "-app", n + "-scenarios"] {
      try? files.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    func write(_ path: String, _ text: String) { _ = files.createFile(atPath: root + "/" + path, contents: Data(text.utf8)) }
    let h = json(hostile)
    write(n + "/" + n + ".json", #"{"aps": {"alert": \#(h), "badge": "1"}, "push_provider": "mapp_engage", "p": 7, "apx_dpl": \#(h)}"#)
    let objc =
      "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n@implementation AppDelegate\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n"
      + "  [[Appoxee shared] engageWithLaunchOptions:o andDelegate:nil andSDKID:@\(h)];\n  return YES;\n}\n@end\n"
    write(n + "-app/" + n + ".m", objc)
    write(n + "-scenarios/push.json", #"{"aps": {"alert": "Sale"}, "push_provider": "mapp_engage", "p": 7, "apx_dpl": \#(h)}"#)
    write(
      n + "-scenarios/" + n + ".json",
      #"{"schema": "pushsim.scenario/1", "name": \#(h), "description": \#(h), "app": "mapp-manual", "steps": [{"deliver": "push.json", "id": \#(h)}, {"tap": \#(h)}, {"expect": {"callbacks": [{"call": \#(h)}], "ui": {"opened": \#(h)}}}]}"#
    )
    return root
  }

  /// `check` in every format (`--verbose`: the survey's folders on stderr), `init` (`--print`, and writing the config),
  /// profiles with hostile values, the profile a hostile app's code implies, and a world dump holding a profile value.
  static let repositoryInvocations: [[String]] = {
    let surveyed = repository("survey")
    let initialised = repository("init")
    let h = hostile
    let payload = surveyed + "/" + hostileName + "/" + hostileName + ".json"
    var all: [[String]] = []
    for format in LintReport.formats {
      all.append(["check", surveyed, "--verbose", "--format", format])
      all.append(["check", surveyed, "--app", "grovs", "--format", format])
    }
    all.append(["init", surveyed, "--print"])
    all.append(["init", initialised, "--force"])
    for (profile, key) in [("grovs", "sdks.grovs.apiKey"), ("onesignal", "sdks.onesignal.appId"), ("netmera", "sdks.netmera.version")] {
      all.append(["profile", profile, "--set", key + "=" + h])
    }
    all.append(["wiring", surveyed + "/" + hostileName + "-app", "--emit-profile"])
    // Lines that name a profile, a report and a baseline written to a hostile path.
    let f = folder
    all.append(["lint", "--app", f + "/profile.json"])
    all.append(["lint", "--app", f + "/profile.json", "--format", "json"])
    all.append(["lint", "--no-config", "--output", f + "/out-" + hostileName + ".txt", f + "/values.json"])
    all.append(["lint", "--no-config", "--write-baseline", f + "/baseline-" + hostileName + ".txt", f + "/values.json"])
    for format in ["text", "json"] {
      all.append(["tap", payload, "--state", "background", "--app", "grovs", "--set", "sdks.grovs.apiKey=" + h, "--dump-world", "--format", format])
    }
    return all
  }()

  /// Outputs that must hold the input's text as it was (after the JSON reader's unescaping).
  static var roundTrips: [[String]: String] {
    var expected: [[String]: String] = [:]
    for arguments in repositoryInvocations where arguments.first == "profile" { expected[arguments] = hostile }
    for arguments in repositoryInvocations where arguments.first == "init" && arguments.contains("--print") { expected[arguments] = hostileName }
    return expected
  }
}

/// The guard never rewrites a document (issue 31 item 5): what the writer of each format makes of a hostile text is
/// already safe, so every guard passes it as it is, and the format's reader gets the text back.
@Suite struct EscapedDocumentsPassTheGuard {
  static func guarded(_ text: String, _ family: OutputGuard.Family) -> String {
    let guardian = OutputGuard(family)
    return guardian.filter(text) + guardian.finish()
  }

  @Test(arguments: [OutputSafetyPropertyTests.hostile, "##[", "###[x]", "a#", "#", "x ##[error]y ##[warning]z", "\\##[", "#\u{202e}#["])
  func everyGuardPassesJSONAndMarkupAsTheyAre(_ text: String) throws {
    let json = JSONWriter().string(.object(JSONObject([JSONMember(key: text, value: .array([.string(text)]))]))) + "\n"
    for family in [OutputGuard.Family.json, .terminal, .workflow] { #expect(Self.guarded(json, family) == json, "\(family)") }
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String]]
    #expect(object == [text: [text]], "a JSON reader reads the text back")
    let xml = "<a b=\"\(MarkupEscape.escape(text, controls: .attribute))\">\(MarkupEscape.escape(text, controls: .keepWhitespace))</a>\n"
    #expect(Self.guarded(xml, .markup) == xml)
    #expect(XMLParser(data: Data(xml.utf8)).parse(), "\(xml)")
    let terminal = Visible.text(text) + "\n"
    for family in [OutputGuard.Family.terminal, .workflow] { #expect(Self.guarded(terminal, family) == terminal, "\(family)") }
  }
}
