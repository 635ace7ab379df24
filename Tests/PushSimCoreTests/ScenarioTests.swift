import Foundation
import Testing

@testable import PushSimCore

/// The sample scenarios (samples/scenarios/) pass, and they test the model, not themselves: with
/// the Grovs delivery guarantee a scenario encodes switched off, that scenario fails.
@Suite struct ScenarioTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("samples/scenarios")
  static let inputs = InputFiles(readStandardInput: { _ in [] })

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
  }

  static func scenario(_ name: String) throws -> Scenario {
    let path = folder.appendingPathComponent(name).path
    let loaded = try inputs.load(path).get()
    let parser = ScenarioParser(
      file: path, document: loaded.document, loadPayload: inputs.load,
      loadProfile: { path in Result { () throws(InputError) in try SimulateCommand.loadProfile(path, inputs: inputs) } })
    return try parser.parse()
  }

  @Test(arguments: names)
  func samplePasses(_ name: String) throws {
    let result = try ScenarioRunner.run(try Self.scenario(name))
    let failed = result.checks.filter { !$0.passed }.map { "\($0.expectation.text): \($0.actual)" }
    #expect(failed.isEmpty, "\(name): \(failed.joined(separator: "; "))")
    #expect(!result.checks.isEmpty)
  }

  @Test func everyGrovsDeliveryGuaranteeRowHasAScenario() {
    // seeds/004 Delivery guarantees: one scenario per row and per clause the issue names.
    for name in [
      "grovs-before-configure.json", "grovs-disabled-before-configure.json", "grovs-before-authentication.json", "grovs-network-failure.json",
      "grovs-network-failure-three-attempts.json", "grovs-app-restart.json", "grovs-no-consent.json", "grovs-consent-withdrawn.json",
    ] {
      #expect(Self.names.contains(name), "\(name)")
    }
  }

  /// Each row's rule switched off makes its scenario fail.
  static let mutations: [(String, String, @Sendable (inout GrovsGuarantees) -> Void)] = [
    ("grovs-before-configure.json", "taps before configure dropped", { $0.holdTapsBeforeConfigure = false }),
    ("grovs-before-authentication.json", "opens before authentication dropped", { $0.sendAfterAuthentication = false }),
    ("grovs-network-failure.json", "no retry at the foreground", { $0.retryAtForeground = false }),
    ("grovs-network-failure-three-attempts.json", "five attempts instead of three", { $0.maxAttempts = 5 }),
    ("grovs-app-restart.json", "opens not saved across a restart", { $0.saveAcrossRestart = false }),
    ("grovs-no-consent.json", "saved opens dropped by a launch without consent", { $0.keepThroughLaunchWithoutConsent = false }),
    ("grovs-consent-withdrawn.json", "saved opens kept when consent is withdrawn", { $0.dropWhenConsentWithdrawn = false }),
    ("grovs-test-campaign.json", "one attempt only", { $0.maxAttempts = 1 }),
  ]

  @Test(arguments: mutations.indices)
  func changingTheModelledRuleFailsItsScenario(_ index: Int) throws {
    let (name, change, mutate) = Self.mutations[index]
    let scenario = try Self.scenario(name)
    #expect(try ScenarioRunner.run(scenario).passed, "\(name) passes with the page's rules")
    let mutated = try ScenarioRunner.run(scenario) { world in mutate(&world.grovs.rules) }
    #expect(!mutated.passed, "\(name) still passes with \(change)")
  }
}

@Suite struct ScenarioDocsTests {
  /// docs/scenarios.md describes every step and expectation key the parser accepts.
  @Test func everyKeyIsDocumented() throws {
    let text = try String(contentsOf: DocsTests.docs.appendingPathComponent("scenarios.md"), encoding: .utf8)
    for key in ScenarioParser.topKeys { #expect(text.contains("`\(key)`"), "top-level \(key)") }
    for step in ScenarioParser.bareSteps { #expect(text.contains("`\"\(step)\"`"), "step \(step)") }
    for step in ["deliver", "tap", "action", "carousel", "dismiss", "set", "advance", "expect"] {
      #expect(text.contains("{\"\(step)\""), "step \(step)")
    }
    for key in ScenarioParser.expectKeys { #expect(text.contains("| `\(key)` |"), "expect \(key)") }
  }
}
