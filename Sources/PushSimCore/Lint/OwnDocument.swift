/// pushsim's own documents, which are never push payloads (issue 32 item 3): a config whose `include` covers the
/// scenario folder, a file named on the command line, or a pre-commit hook passing every changed file does not make a
/// scenario a template. Recognised by what the parsers of those documents accept:
/// - `"schema": "pushsim.…"` at the top level: every document pushsim reads or writes carries it (scenarios, which
///   `ScenarioParser` requires it of; baselines, which `Baseline.parse` requires it of; app profiles printed by
///   `pushsim profile`; the findings and every other JSON report);
/// - an app profile without `schema` (`AppProfile.load` takes one): only a profile's top-level keys (`app`, `sdks`,
///   `ios`, `apns` as in `ProfileSchema`, and `schema`, `name`, `description`), `app` or `sdks` among them, an object;
/// - a config (`LintConfig.parse`: `.pushsim.json`, or another name given to `--config`): only a config's top-level keys;
/// - a SARIF log pushsim wrote (its `runs[0].tool.driver.name` is `pushsim`).
/// A top-level `aps` rules out the two shapes: no profile or config has one, and a template never loses its lint to them.
enum OwnDocument {
  /// What the document is, said as the reason lint skips it; nil when it is no document of pushsim's.
  static func kind(_ subject: LintSubject) -> String? {
    guard let root = subject.root else { return nil }
    if let schema = root["schema"]?.stringValue, schema.hasPrefix("pushsim.") { return "pushsim's own document (\(schema))" }
    guard !root.isEmpty, !root.contains("aps") else { return nil }
    let keys = root.keys
    if keys.allSatisfy(profileKeys.contains), keys.contains(where: { $0 == "app" || $0 == "sdks" }),
      root.typeName("app") ?? "object" == "object", root.typeName("sdks") ?? "object" == "object"
    {
      return "pushsim's own document (an app profile: its keys are a profile's)"
    }
    if keys.allSatisfy(configKeys.contains) { return "pushsim's own document (a config: its keys are a .pushsim.json's)" }
    if root.contains("runs"), root.contains("version"),
      subject.value(at: JSONPointer(tokens: ["runs", "0", "tool", "driver", "name"])) == .string("pushsim")
    {
      return "pushsim's own document (a SARIF report pushsim wrote)"
    }
    return nil
  }

  /// The top-level keys of an app profile: its own, and the first part of every key `ProfileSchema` knows.
  static let profileKeys: Set<String> = Set(
    ["schema", "name", "description"] + ProfileSchema.allKeys.compactMap { $0.path.split(separator: ".").first.map(String.init) })

  static let configKeys: Set<String> = Set(LintConfig.topKeys)
}
