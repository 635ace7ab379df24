/// The one list of rules. A test fails when a rule is missing here or from docs/rules.md.
public enum RuleRegistry {
  public static let all: [LintRule] =
    JSONRules.all + APSRules.all + AlertSoundRules.all + LiveActivityRules.all + PushTypeRules.all + SimctlRules.all
    + SDKs.all.flatMap { $0.lintRules }
    + TemplateRules.all

  /// By id, built once: `pushsim check` asks for every lint finding.
  private static let byID = Dictionary(all.map { ($0.id, $0) }) { first, _ in first }

  public static func rule(id: String) -> LintRule? { byID[id] }

  public static var ids: [String] { all.map(\.id) }
}
