import Foundation
import Testing

@testable import PushSimCore

struct RuleCase: Sendable, CustomTestStringConvertible {
  let rule: LintRule
  var testDescription: String { rule.id }
}

/// Every rule's own examples are its first tests: each triggering example fires the rule, each
/// non-triggering one does not (the examples docs/rules.md prints).
@Suite struct RuleExampleTests {
  static let cases = RuleRegistry.all.map(RuleCase.init)

  static func diagnostics(_ example: RuleExample, rule: String) -> [Diagnostic] {
    Linter().lint(file: example.fileName, bytes: Array(example.text.utf8), options: example.options).filter { $0.rule == rule }
  }

  @Test(arguments: cases)
  func triggeringExamplesFire(_ testCase: RuleCase) {
    #expect(!testCase.rule.description.triggering.isEmpty)
    for example in testCase.rule.description.triggering {
      let found = Self.diagnostics(example, rule: testCase.rule.id)
      #expect(!found.isEmpty, "\(testCase.rule.id) did not fire on \(example.text)")
      for diagnostic in found {
        #expect(diagnostic.line >= 1 && diagnostic.column >= 1)
        #expect(diagnostic.severity == testCase.rule.description.severity)
      }
    }
  }

  @Test(arguments: cases)
  func nonTriggeringExamplesStayQuiet(_ testCase: RuleCase) {
    #expect(!testCase.rule.description.nonTriggering.isEmpty)
    for example in testCase.rule.description.nonTriggering {
      let found = Self.diagnostics(example, rule: testCase.rule.id)
      #expect(found.isEmpty, "\(testCase.rule.id) fired on \(example.text): \(found.map(\.message))")
    }
  }

  /// A rule that carries a fix offers one on at least one of its own triggering examples, and applying every fix it
  /// offers leaves fewer of its findings; a rule without one never offers a fix (`pushsim lint --fix`, docs/rules.md).
  @Test(arguments: cases)
  func fixesComeFromTheRuleAndRemoveItsFinding(_ testCase: RuleCase) throws {
    var offered = 0
    for example in testCase.rule.description.triggering {
      let found = Self.diagnostics(example, rule: testCase.rule.id)
      let edits = found.compactMap(\.fix).flatMap(\.edits)
      if !testCase.rule.hasFix {
        #expect(edits.isEmpty, "\(testCase.rule.id) has no fix, yet offered one on \(example.text)")
        continue
      }
      guard !edits.isEmpty else { continue }
      offered += 1
      let fixed = try #require(Fixer.apply(edits, to: Array(example.text.utf8)), "\(testCase.rule.id): edits overlap")
      let after = Linter().lint(file: example.fileName, bytes: fixed, options: example.options).filter { $0.rule == testCase.rule.id }
      #expect(after.count < found.count, "\(testCase.rule.id): \(String(decoding: fixed, as: UTF8.self)) still has \(after.count)")
    }
    if testCase.rule.hasFix { #expect(offered > 0, "\(testCase.rule.id) carries a fix that none of its triggering examples gets") }
  }

  @Test func idsAreKebabCaseUniqueAndPrefixed() {
    let ids = RuleRegistry.ids
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
      #expect(RuleDescription.prefixes.contains { id.hasPrefix($0) }, "\(id)")
    }
  }

  @Test func everyRuleHasTitleRationaleAndSource() {
    for rule in RuleRegistry.all {
      let description = rule.description
      #expect(!description.title.isEmpty && !description.rationale.isEmpty && !description.source.isEmpty, "\(rule.id)")
    }
  }
}

@Suite struct RuleRegistryTests {
  /// Every `LintRule(id: …)` written in the core's rules folder or an SDK pack is in the registry, and vice versa.
  @Test func everyDefinedRuleIsRegistered() throws {
    let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/PushSimCore")
    let files = ["Lint/Rules", "SDKs"].flatMap {
      FileManager.default.enumerator(at: core.appendingPathComponent($0), includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    }
    var defined: [String] = []
    for file in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      var rest = Substring(text)
      while let range = rest.range(of: "LintRule(\n    id: \"") ?? rest.range(of: "LintRule(id: \"") {
        let tail = rest[range.upperBound...]
        defined.append(String(tail.prefix(while: { $0 != "\"" })))
        rest = tail
      }
    }
    #expect(defined.count >= 40)
    #expect(Set(defined) == Set(RuleRegistry.ids))
    #expect(defined.count == RuleRegistry.ids.count)
  }
}

/// The raw-text gates rules use before walking a payload: `textHasHTTPURL` (aps-http-media-url) finds `http://` in any
/// letter case, also written with JSON's escaped slashes (`http:\/\/`, RFC 8259 §7), and not `https://`; `textHasNulEscape`
/// (json-nul-character) finds a `\u0000` escape and not a shorter one. Wherever the text is: at the start, at the end.
@Suite struct TextGateTests {
  func subject(_ text: String) -> LintSubject { LintSubject(file: "t.json", bytes: Array(text.utf8), options: LintOptions()) }

  @Test func httpURLsAreFoundWhereverTheyAre() {
    #expect(subject(#"http://a"#).textHasHTTPURL)
    #expect(subject(#"{"u": "x http://"#).textHasHTTPURL)
    #expect(subject(#"{"u": "HTTP://A"}"#).textHasHTTPURL)
    #expect(subject(#"{"u": "Http://a"}"#).textHasHTTPURL)
    #expect(subject(#"{"u": "htt: https://a http://b"}"#).textHasHTTPURL)
    #expect(subject(#"{"u": "http:\/\/cdn.example.com\/a.jpg"}"#).textHasHTTPURL)
    #expect(!subject(#"{"u": "https://a", "h": "ttp://"}"#).textHasHTTPURL)
    #expect(!subject("ttp://").textHasHTTPURL)
    #expect(!subject("://").textHasHTTPURL)
  }

  /// simctl's drag-and-drop files end in `.apns` (ios-delivery.md §4), in any letter case.
  @Test func apnsFilesAreKnownByTheirExtensionInAnyCase() {
    func named(_ file: String) -> LintSubject { LintSubject(file: file, bytes: Array("{}".utf8), options: LintOptions()) }
    #expect(named("push.apns").isAPNSFile && named("PUSH.APNS").isAPNSFile && named("dir/x.Apns").isAPNSFile)
    #expect(!named("apns").isAPNSFile && !named("x.json").isAPNSFile && !named("x_apns").isAPNSFile && !named("x.apn").isAPNSFile)
    #expect(!named("x\u{0E}apns").isAPNSFile && !named("x.apnS\u{301}").isAPNSFile && named("ü.apns").isAPNSFile)
  }

  @Test func nulEscapesAreFoundAndNearMissesAreNot() {
    #expect(subject(#"{"a": "\u0000"}"#).textHasNulEscape)
    #expect(subject(#"\u0000"#).textHasNulEscape)
    #expect(!subject(#"{"a": "\u000"}"#).textHasNulEscape)
    #expect(!subject(#"{"a": "u0000"}"#).textHasNulEscape)
  }
}
