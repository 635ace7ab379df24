import Foundation
import Testing

@testable import PushSimCore

/// Generated docs must match the code; `RECORD=1 make test` rewrites them.
@Suite struct DocsTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs")

  static func check(_ generated: String, file: String) {
    let url = docs.appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try? generated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    #expect(current == generated, "docs/\(file) is stale: run RECORD=1 make test")
  }

  @Test func providersDocIsCurrent() {
    Self.check(ProviderDocs.markdown(), file: "providers.md")
  }

  /// The scenario schema (hand-written) accepts exactly the simulated SDKs in `tracked[].sdk`: a scenario that names a
  /// pack's id validates, one that names no pack does not (the CI schema check runs the sample scenarios through it).
  @Test func scenarioSchemaNamesEverySimulatedSDK() throws {
    let schema = try String(contentsOf: Self.docs.appendingPathComponent("scenario.schema.json"), encoding: .utf8)
    let expected = "\"sdk\": {\"enum\": [" + SDKs.ids.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
    #expect(schema.contains(expected), "docs/scenario.schema.json tracked[].sdk should be \(expected)")
  }

  /// The README's count of lint rules is the registry's (it said 52 after the 53rd was added).
  @Test func readmeCountsEveryLintRule() throws {
    let readme = try String(contentsOf: Self.docs.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("There are \(RuleRegistry.all.count) rules"), "README.md: There are \(RuleRegistry.all.count) rules")
  }

  /// The README's count of providers is the table's (it said 44 after issue 33 added six).
  @Test func readmeCountsEveryProvider() throws {
    let readme = try String(contentsOf: Self.docs.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
    let count = ProviderID.allCases.count
    #expect(readme.contains("covers \(count) providers") && readme.contains("(\(count) providers)"), "README.md: \(count) providers")
  }

  @Test func providersDocListsEveryProvider() {
    let text = ProviderDocs.markdown()
    for provider in ProviderID.allCases {
      #expect(text.contains("| `\(provider.rawValue)` |"), "\(provider.rawValue)")
    }
  }
}

@Suite struct SimulationDocsTests {
  @Test func lifecycleDocIsCurrent() {
    let markdown = SimulationDocs.lifecycleMarkdown()
    DocsTests.check(markdown, file: "lifecycle.md")
    for rule in SystemRules.all + PushKitRules.all + WorldRules.all { #expect(markdown.contains("`\(rule.id)`"), "\(rule.id)") }
    for state in AppState.allCases { #expect(markdown.contains("### \(state.rawValue)\n\n```mermaid\nsequenceDiagram")) }
  }

  @Test func profilesDocIsCurrent() {
    let markdown = SimulationDocs.profilesMarkdown()
    DocsTests.check(markdown, file: "profiles.md")
    for key in ProfileSchema.keys { #expect(markdown.contains("`\(key.path)`")) }
  }

  /// Steps and findings name their rule by a typed constant (`rule: .iosWillPresent`), so the compiler checks every use;
  /// what it cannot check is that each constant is also in the registry `pushsim explain` reads. Every `static let … =
  /// SimRule(` or `SDKRules.rule(` declaration in the sources is, once, and no two rules share an id.
  @Test func everyDeclaredSimulatorRuleIsInTheRegistry() throws {
    let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/PushSimCore")
    let files = FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    var declared: [String] = []
    for file in files where file.pathExtension == "swift" {
      let source = try String(contentsOf: file, encoding: .utf8)
      for marker in [" = SimRule(\n", " = SimRule(", " = SDKRules.rule(\n", " = SDKRules.rule("] {
        var rest = Substring(source)
        while let range = rest.range(of: marker) {
          let tail = rest[range.upperBound...].drop { $0 == " " || $0 == "\n" }
          let literal = tail.hasPrefix("id: \"") ? tail.dropFirst(5) : tail.hasPrefix("\"") ? tail.dropFirst() : Substring("")
          let id = String(literal.prefix { $0 != "\"" })
          if !id.isEmpty { declared.append(id) }
          rest = tail
        }
      }
    }
    let registry = SystemRules.everyRule.map(\.id)
    #expect(declared.count >= 90, "found \(declared.count) rule declarations")
    #expect(Set(declared).subtracting(registry).isEmpty, "declared but not in SystemRules.everyRule: \(Set(declared).subtracting(registry).sorted())")
    #expect(Set(registry).subtracting(declared).isEmpty, "in the registry but not a constant: \(Set(registry).subtracting(declared).sorted())")
    #expect(Set(registry).count == registry.count, "two rules share an id")
  }
}

@Suite struct SourcesDocTests {
  @Test func sourcesDocIsCurrent() {
    DocsTests.check(SourceKeys.markdown(), file: "sources.md")
  }

  /// Every key a lint or simulator rule cites is defined in docs/sources.md with a public document.
  @Test func everyCitedKeyIsDefined() {
    let sources = RuleRegistry.all.map { ($0.id, $0.description.source) } + SystemRules.everyRule.map { ($0.id, $0.source) }
    var undefined: [String] = []
    var cited = 0
    for (id, source) in sources {
      let keys = SourceKeys.keys(in: source)
      cited += keys.count
      for key in keys where SourceKeys.reference(key) == nil { undefined.append("\(id): \(key)") }
    }
    #expect(undefined.isEmpty, "\(undefined.joined(separator: ", "))")
    #expect(cited > 150)
  }

  @Test func keysAreFoundWhereRulesWriteThem() {
    #expect(
      SourceKeys.keys(in: "ios-delivery.md G7 (A5, A6, H1, R1); seeds/000 Forward Notification Taps note") == [
        "ios-delivery.md", "G7", "A5", "A6", "H1", "R1", "seeds/000",
      ])
    #expect(SourceKeys.keys(in: "seeds/000 \"Identify Mapp Notifications\"; PS 1b, §2a") == ["seeds/000", "PS 1b"])
    #expect(SourceKeys.keys(in: "sdk-behaviour.md §1.2.2 step 6 [MB]") == ["sdk-behaviour.md", "[MB]"])
  }

  @Test func explainShowsThePublicDocument() {
    let run = CLIRun(["explain", "ios-delegate-too-late"])
    #expect(
      run.stdout.contains(
        "A6: UNUserNotificationCenter.delegate — https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate"))
    let lint = CLIRun(["explain", "mapp-missing-push-provider"])
    #expect(lint.stdout.contains("seeds/000: Mapp Engage, Manual Integration in Swift"))
  }

  /// What the linter and check do with a rule is part of the rule, and explain and `rules --format json` say it: the
  /// badge string is fixed and not judged inside a template placeholder; an unknown aps key has no fix; Mapp's marker
  /// rules give way to check's simulation; a simulator rule names the profile keys that decide it.
  @Test func explainAndTheRuleListSayWhatHappensToARulesFindings() throws {
    let badge = CLIRun(["explain", "aps-badge-type"]).stdout
    #expect(badge.contains("\nFix: pushsim lint --fix") && badge.contains("\nTemplates: a value holding a placeholder is not judged"))
    let unknown = CLIRun(["explain", "aps-unknown-key"]).stdout
    #expect(!unknown.contains("Fix:") && !unknown.contains("Templates:"))
    #expect(CLIRun(["explain", "mapp-missing-push-provider"]).stdout.contains("pushsim check: replaced by check-template-not-counted"))
    #expect(CLIRun(["explain", "sdk-mapp-filter"]).stdout.contains("Decided by: sdks.mapp.filter"))
    let json = try JSONParser().parse(CLIRun(["rules", "--format", "json", "--family", "lint"]).stdout).value
    let rules = json.value(at: "/rules")?.arrayValue ?? []
    let fixable = rules.filter { $0.value(at: "/fixable") == .bool(true) }.compactMap { $0.value(at: "/id")?.stringValue }
    #expect(
      Set(fixable) == [
        "json-comment", "json-trailing-comma", "aps-flag-type", "aps-badge-type", "aps-interruption-level", "aps-alert-unknown-key",
        "mapp-push-provider-value",
      ])
  }
}

@Suite struct WiringDocsTests {
  @Test func wiringDocIsCurrent() {
    let markdown = WiringDocs.markdown()
    DocsTests.check(markdown, file: "wiring.md")
    for rule in WiringRules.all { #expect(markdown.contains("\n## \(rule.id)\n"), "\(rule.id)") }
  }

  /// Every wiring rule cites sources docs/sources.md defines, and explain prints its examples.
  @Test(arguments: WiringRules.all.map(\.id))
  func ruleSourcesResolve(_ id: String) throws {
    let rule = try #require(WiringRules.rule(id: id))
    let keys = SourceKeys.keys(in: rule.source)
    #expect(!keys.isEmpty)
    for key in keys { #expect(SourceKeys.reference(key) != nil, "\(id) cites \(key), which docs/sources.md does not define") }
    let text = RuleBook.explain(rule.entry)
    #expect(text.hasPrefix("\(id) (wiring rule, \(rule.severity.rawValue))"))
    #expect(text.contains("Triggers on:") && text.contains("Does not trigger on:"))
  }
}
