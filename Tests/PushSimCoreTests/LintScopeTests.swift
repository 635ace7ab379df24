import Foundation
import Testing

@testable import PushSimCore

/// Issue 19 item 1: by default lint checks push payloads and templates, not every JSON file of a repository. Written
/// from the issue's list: `.apns`; JSON with `aps` or a provider's keys at its top level; a file that does not parse
/// but holds `"aps"`; files named or included; never pushsim's own documents or JSON Schemas.
@Suite struct LintScopeTests {
  static func decide(_ text: String, path: String = "x.json", chosen: Bool = false) -> LintScope.Decision {
    LintScope.decide(LintSubject(file: path, bytes: Array(text.utf8), options: LintOptions()), path: path, chosen: chosen)
  }

  @Test(arguments: [
    #"{"aps": {"alert": "x"}}"#,
    #"{"aps": 5}"#,
    #"{"gcm.message_id": "1", "notification": {"title": "x"}}"#,  // a data FCM push: no aps, Firebase's keys
    #"{"_nm": {"pt": 1}}"#,  // Netmera's container
    #"{"aps": {"alert": "x",}"#,  // broken, but a template
  ])
  func payloadsAreLinted(_ text: String) {
    #expect(Self.decide(text) == .lint, "\(text)")
  }

  @Test(arguments: [
    #"{"name": "shop-app", "version": "1.2.3", "dependencies": {"react-native": "0.74.0"}}"#,  // package.json
    #"{"compilerOptions": {"strict": true}}"#,  // tsconfig.json
    #"{"project_info": {"project_number": "1"}, "client": [], "configuration_version": "1"}"#,  // google-services.json
    #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "properties": {"aps": {}}}"#,  // a JSON Schema about aps
    #"{"schema": "pushsim.scenario/1", "steps": [{"deliver": "a.json"}], "aps": 1}"#,  // pushsim's own document
    #"[1, 2]"#,
    #"{"broken": "#,
  ])
  func otherJSONIsSkipped(_ text: String) {
    #expect(Self.decide(text) != .lint, "\(text)")
  }

  /// Issue 32 item 3: pushsim's own documents are never payloads, even named or included (a config's include over the
  /// scenario folder made lint report `aps-missing` on every scenario): by their `schema`, or by the keys their parsers
  /// accept (an app profile without `schema`: AppProfile.load; a config: LintConfig.parse), or pushsim's SARIF.
  @Test(arguments: [
    #"{"schema": "pushsim.scenario/1", "app": "plain", "steps": ["launch"]}"#,
    #"{"schema": "pushsim.baseline/1", "findings": []}"#,
    #"{"schema": "pushsim.findings/1", "diagnostics": []}"#,
    #"{"name": "news", "app": {"backgroundModes": ["remote-notification"]}, "sdks": {"grovs": {"enabled": true}}}"#,
    #"{"include": ["campaigns/**"], "scenarios": ["campaigns/scenarios"]}"#,
    #"{"app": "grovs"}"#,
    #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "pushsim"}}}]}"#,
  ])
  func pushsimsOwnDocumentsAreNeverPayloads(_ text: String) {
    guard case .skip(let reason) = Self.decide(text, chosen: true) else {
      Issue.record("linted: \(text)")
      return
    }
    #expect(reason.hasPrefix("pushsim's own document"), "\(reason)")
  }

  /// The shapes never take a payload: `aps` rules them out, and keys no profile or config has.
  @Test(arguments: [
    #"{"aps": {"alert": "x"}, "app": {"screen": "home"}}"#,  // a template whose custom key is named app
    #"{"aps": {"alert": "x"}, "provider": "mapp"}"#,
    #"{"app": {"screen": "home"}, "story_id": "42"}"#,  // data-only, a key no profile has
    #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "ESLint"}}}]}"#,  // another tool's SARIF
  ])
  func payloadShapesAreNotTakenForDocuments(_ text: String) {
    #expect(Self.decide(text, chosen: true) == .lint, "\(text)")
  }

  @Test func namedOrApnsFilesAreAlwaysLinted() {
    #expect(Self.decide(#"{"name": "x"}"#, chosen: true) == .lint)
    #expect(Self.decide(#"{"Simulator Target Bundle": "a.b"}"#, path: "push.APNS") == .lint)
  }

  /// A small app repository: only the templates are checked, from the root and from a subfolder, and the rest is
  /// counted as skipped.
  @Test func anAppRepositoryLintsItsTemplatesOnly() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-scope-\(getpid())").path
    try? FileManager.default.removeItem(atPath: root)
    for folder in ["/.git", "/templates", "/scenarios", "/ios/App/Assets.xcassets/AppIcon.appiconset"] {
      try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
    }
    let files = [
      "package.json": #"{"name": "shop", "version": "1.0.0", "dependencies": {"react-native": "0.74.0"}}"#,
      "tsconfig.json": #"{"compilerOptions": {"strict": true}}"#,
      "google-services.json": #"{"project_info": {"project_id": "shop"}, "client": []}"#,
      "push.schema.json": #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}"#,
      "ios/App/Assets.xcassets/AppIcon.appiconset/Contents.json": #"{"images": []}"#,
      "scenarios/tap.json": #"{"schema": "pushsim.scenario/1", "steps": ["launch"]}"#,
      "templates/ok.json": #"{"aps": {"alert": "ok"}}"#,
      "templates/badge.json": #"{"aps": {"alert": "x", "badge": "1"}}"#,
    ]
    for (name, text) in files { try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8) }
    let fromRoot = CLIRun(["lint", root, "--format", "json"])
    #expect(fromRoot.stdout.contains(#""files": 2"#), "\(fromRoot.stdout.suffix(300))")
    #expect(fromRoot.stdout.contains(#""skipped": 5"#))
    #expect(fromRoot.stdout.contains(#""file": "templates/badge.json""#))
    #expect(fromRoot.exitCode == 1)
    let fromTemplates = CLIRun(["lint", root + "/templates", "--format", "json"])
    #expect(fromTemplates.stdout.contains(#""files": 2"#))
    #expect(fromTemplates.stdout.contains(#""file": "templates/badge.json""#), "paths stay relative to the repository root")
    // A file named on the command line is linted whatever it holds: package.json has no aps and nothing says what it
    // is, so it is undecided (a warning), not accused of lacking aps (DESIGN.md §7).
    let named = CLIRun(["lint", root + "/package.json"])
    #expect(named.stdout.contains("[push-type-undecided]"), "a file named on the command line is linted whatever it holds")
  }
}

/// Issue 19 item 6: `pushsim rules` lists every family, each rule once, and `--family` narrows it.
@Suite struct RuleFamiliesTests {
  @Test func everyFamilyIsListed() throws {
    let text = CLIRun(["rules"]).stdout
    for id in RuleRegistry.ids + WiringRules.all.map(\.id) + SystemRules.everyRule.map(\.id) {
      #expect(text.contains("  \(id) "), "\(id)")
    }
    #expect(text.contains("lint rules (\(RuleRegistry.ids.count)):"))
    #expect(text.contains("wiring rules (\(WiringRules.all.count)):"))
    #expect(text.contains("simulator rules (\(SystemRules.everyRule.count)):"))
    let wiring = CLIRun(["rules", "--family", "wiring"]).stdout
    #expect(!wiring.contains("json-invalid") && wiring.contains("wiring-completion-twice"))
    let json = try JSONParser().parse(CLIRun(["rules", "--format", "json"]).stdout).value
    let families = try #require(json["rules"]?.arrayValue).compactMap { $0["family"]?.stringValue }
    #expect(Set(families) == ["lint", "wiring", "simulator"])
    #expect(families.count == RuleRegistry.ids.count + WiringRules.all.count + SystemRules.everyRule.count)
  }
}
