/// The one list of rules. A test fails when a rule is missing here or from docs/rules.md.
public enum RuleRegistry {
  public static let all: [LintRule] =
    JSONRules.all + APSRules.all + AlertSoundRules.all + LiveActivityRules.all + SimctlRules.all + SDKs.all.flatMap { $0.lintRules }
    + TemplateRules.all

  public static func rule(id: String) -> LintRule? { all.first { $0.id == id } }

  public static var ids: [String] { all.map(\.id) }
}
