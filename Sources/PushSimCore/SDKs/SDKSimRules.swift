/// Simulator rules of the SDK models: each cites the seed page section it follows (and the
/// sdk-behaviour.md row for details the seeds leave open).
public enum SDKRules {
  static func rule(_ id: String, _ title: String, _ detail: String, _ source: String, _ confidence: String = "documented") -> SimRule {
    SimRule(id: id, title: title, detail: detail, source: source, confidence: confidence)
  }

  /// Every pack's simulator rules, in registry order.
  public static var all: [SimRule] { SDKs.all.flatMap { $0.simRules } }
}
