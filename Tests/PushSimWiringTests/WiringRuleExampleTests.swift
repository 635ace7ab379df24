import PushSimCore
import PushSimSwiftSource
import Testing

/// Every wiring rule's examples, read as pushsim wiring reads an app: each triggering example has
/// a finding of that rule, each non-triggering one has none (issue 12, "Every wiring rule's
/// examples pass").
@Suite struct WiringRuleExampleTests {
  static func findings(_ example: WiringExample) -> [WiringFinding] {
    let module = WiringModule.reading(example.files.map { (path: $0.name, bytes: Array($0.text.utf8)) }) { path, text in
      SwiftSource.read(path: path, text: text)
    }
    return WiringRules.findings(WiringAnalyzer.analyze(module))
  }

  @Test(arguments: WiringRules.all.map(\.id))
  func triggeringExamplesTrigger(_ id: String) throws {
    let rule = try #require(WiringRules.rule(id: id))
    #expect(!rule.triggering.isEmpty)
    for example in rule.triggering {
      let found = Self.findings(example)
      #expect(found.contains { $0.rule == id }, "\(id) does not trigger; found \(found.map(\.line))")
    }
  }

  @Test(arguments: WiringRules.all.map(\.id))
  func nonTriggeringExamplesDoNot(_ id: String) throws {
    let rule = try #require(WiringRules.rule(id: id))
    #expect(!rule.nonTriggering.isEmpty)
    for example in rule.nonTriggering {
      let found = Self.findings(example)
      #expect(!found.contains { $0.rule == id }, "\(id) triggers: \(found.filter { $0.rule == id }.map(\.line))")
    }
  }
}
