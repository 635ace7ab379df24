import Foundation
import Testing

@testable import PushSimCore

/// A golden output per reporter for `pushsim lint` on samples/templates with its config.
@Suite struct LintGoldenTests {
  static let base = ["lint", "--config", "samples/templates/.pushsim.json", "samples/templates"]

  @Test(arguments: LintReport.formats)
  func reporterGolden(_ format: String) {
    let run = CLIRun(Self.base + ["--format", format])
    #expect(run.exitCode == 1)
    #expect(run.stderr == "")
    let ext =
      [
        "text": "txt", "json": "json", "github": "github.txt", "sarif": "sarif", "junit": "xml", "checkstyle": "checkstyle.xml",
        "gitlab": "gitlab.json", "markdown": "md",
      ][format] ?? format
    // The repository root's absolute URI (SARIF originalUriBaseIds) depends on where the checkout is.
    let root = "file://" + RepositoryRoot.percentEncoded(CLIRun.packageRoot + "/")
    Golden.check(run.stdout.replacingOccurrences(of: root, with: "file:///checkout/"), named: "lint/templates.\(ext)")
  }

  @Test func everyBadTemplateHasADiagnosticAndGoodOnesHaveNone() throws {
    let run = CLIRun(Self.base + ["--format", "json"])
    let diagnostics = try #require(try JSONParser().parse(run.stdout).value["diagnostics"]?.arrayValue)
    let files = Set(diagnostics.compactMap { $0["file"]?.stringValue })
    for good in [
      "mapp/spring-sale.json", "grovs/campaign-image.json", "netmera/standard.json", "generic/silent-sync.apns", "generic/liquid-welcome.json",
    ] {
      #expect(!files.contains("samples/templates/" + good), "\(good)")
    }
    for bad in [
      "mapp/missing-marker.json", "mapp/wrong-casing-no-id.json", "grovs/webp-image-no-mutable.json", "grovs/legacy-notification-id.json",
      "netmera/deeplink-without-uri.json", "generic/flags-as-strings.json", "generic/placeholder-badge.json", "generic/trailing-comma.apns",
      "generic/long-article.json",
    ] {
      #expect(files.contains("samples/templates/" + bad), "\(bad)")
    }
    #expect(!files.contains { $0.contains("drafts/") }, "the config excludes drafts/")
  }

  @Test func rulesDocIsCurrentAndListsEveryRule() {
    let markdown = RuleDocs.markdown()
    DocsTests.check(markdown, file: "rules.md")
    for id in RuleRegistry.ids {
      #expect(markdown.contains("\n## \(id)\n"), "\(id) missing from docs/rules.md")
    }
  }

  @Test func explainPrintsTheRuleAndSuggestsForTypos() {
    let run = CLIRun(["explain", "aps-flag-type"])
    #expect(run.exitCode == 0)
    #expect(run.stdout.hasPrefix("aps-flag-type (error): content-available / mutable-content not the number 1"))
    #expect(run.stdout.contains("Source: ios-delivery.md §3.2"))
    let typo = CLIRun(["explain", "aps-flag-typ"])
    #expect(typo.exitCode == 2)
    #expect(typo.stderr == "pushsim: error: unknown rule 'aps-flag-typ' (did you mean 'aps-flag-type'?); see pushsim rules\n")
  }

  @Test func rulesListsEveryRuleInEachFormat() throws {
    let text = CLIRun(["rules"]).stdout
    for id in RuleRegistry.ids { #expect(text.contains(id + " ")) }
    let json = try JSONParser().parse(CLIRun(["rules", "--format", "json", "--family", "lint"]).stdout).value
    #expect(json["rules"]?.arrayValue?.count == RuleRegistry.all.count)
    #expect(CLIRun(["rules", "--format", "markdown"]).stdout == RuleDocs.markdown())
  }
}
