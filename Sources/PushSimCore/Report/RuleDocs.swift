#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim rules`, `pushsim explain` and docs/rules.md, all from the registry.
public enum RuleDocs {
  public static let schema = "pushsim.rules/1"

  public static func text(_ rules: [LintRule] = RuleRegistry.all) -> String {
    let idWidth = rules.map(\.id.count).max() ?? 0
    return rules.map { rule in
      let severity = rule.description.severity.rawValue
      return rule.id.padded(to: idWidth + 2) + severity.padded(to: 9)
        + rule.description.title
    }.joined(separator: "\n") + "\n"
  }

  /// `pushsim.rules/1`: every lint rule with its examples, and (`family` nil or not "lint") the wiring and simulator
  /// rules, each with its `family`.
  public static func json(_ rules: [LintRule] = RuleRegistry.all, family: String? = nil) -> String {
    var items: [JSONValue] = []
    if family == nil || family == "lint" {
      items += rules.map { rule -> JSONValue in
        let description = rule.description
        return .object([
          "family": .string("lint"), "id": .string(description.id), "title": .string(description.title),
          "severity": .string(description.severity.rawValue), "rationale": .string(description.rationale), "source": .string(description.source),
          "triggering": .array(description.triggering.map { .string($0.text) }),
          "nonTriggering": .array(description.nonTriggering.map { .string($0.text) }),
        ])
      }
    }
    if family == nil || family == "wiring" {
      items += WiringRules.all.map { rule -> JSONValue in
        .object([
          "family": .string("wiring"), "id": .string(rule.id), "title": .string(rule.title), "severity": .string(rule.severity.rawValue),
          "rationale": .string(rule.rationale), "source": .string(rule.source),
          "triggering": .array(rule.triggering.map(exampleJSON)), "nonTriggering": .array(rule.nonTriggering.map(exampleJSON)),
        ])
      }
    }
    if family == nil || family == "simulator" {
      items += SystemRules.everyRule.map { rule -> JSONValue in
        .object([
          "family": .string("simulator"), "id": .string(rule.id), "title": .string(rule.title), "severity": .null,
          "rationale": .string(rule.detail), "source": .string(rule.source), "confidence": .string(rule.confidence),
        ])
      }
    }
    return JSONWriter().string(.object(["schema": .string(schema), "rules": .array(items)])) + "\n"
  }

  /// A wiring example: its files' texts, each after a `// FILE` line when there are several.
  static func exampleJSON(_ example: WiringExample) -> JSONValue {
    .string(example.files.count == 1 ? example.files[0].text : example.files.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n"))
  }

  public static func explain(_ rule: LintRule) -> String {
    let description = rule.description
    var lines = [
      "\(description.id) (\(description.severity.rawValue)): \(description.title)",
      "",
      description.rationale,
      "",
      "Source: \(description.source)",
    ]
    lines += publicSources(description.source)
    lines += [
      "",
      "Triggers on:",
    ]
    lines += description.triggering.map { "  " + exampleLine($0) }
    lines += ["", "Does not trigger on:"]
    lines += description.nonTriggering.map { "  " + exampleLine($0) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `pushsim explain` for a simulator rule.
  public static func explain(_ rule: SimRule) -> String {
    ([
      "\(rule.id) (simulator rule, confidence \(rule.confidence)): \(rule.title)", "", rule.detail, "", "Source: \(rule.source)",
    ] + publicSources(rule.source)).joined(separator: "\n") + "\n"
  }

  /// The public documents behind a source text (docs/sources.md), one per line.
  static func publicSources(_ source: String) -> [String] {
    let references = SourceKeys.publicReferences(source)
    return references.isEmpty ? [] : ["Public sources (docs/sources.md):"] + references.map { "  " + $0 }
  }

  private static func exampleLine(_ example: RuleExample) -> String {
    var text = example.text.count > 160 ? String(example.text.prefix(120)) + "… (\(example.text.utf8.count) bytes)" : example.text
    text = text.replacingEvery("\n", with: "⏎")
    var context: [String] = []
    if example.fileName != "example.json" { context.append("file \(example.fileName)") }
    if let provider = example.options.expectedProvider { context.append("expected provider \(provider.rawValue)") }
    if let maximum = example.options.placeholderMaxLength { context.append("placeholders.maxLength \(maximum)") }
    if !example.options.placeholderLengths.isEmpty {
      context.append(
        "placeholders.lengths " + example.options.placeholderLengths.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
      )
    }
    return text + (context.isEmpty ? "" : "  (\(context.joined(separator: "; ")))")
  }

  /// docs/rules.md
  public static func markdown(_ rules: [LintRule] = RuleRegistry.all) -> String {
    var lines = [
      "# Lint rules",
      "",
      "Generated from the rule registry (`Sources/PushSimCore/Lint/Rules/`) by `pushsim rules --format markdown`;",
      "do not edit by hand. `RECORD=1 make test` regenerates it, and a test fails when it is stale.",
      "\"PS n\" cites row n of `../shared/reference/provider-signatures.md`; `ios-delivery.md` rows (G1…, A2…) cite",
      "`../shared/reference/ios-delivery.md`; `seeds/…` cites the vendor pages.",
      "",
      "Set a rule's severity or turn it off in `.pushsim.json` (`\"rules\": {\"aps-unknown-key\": \"error\"}` or `\"off\"`).",
      "",
      "| rule | severity | title |",
      "|---|---|---|",
    ]
    lines += rules.map { "| [`\($0.id)`](#\($0.id)) | \($0.description.severity.rawValue) | \($0.description.title) |" }
    for rule in rules {
      let description = rule.description
      lines += [
        "", "## \(description.id)", "", "**\(description.title)**: \(description.severity.rawValue) by default.", "", description.rationale, "",
        "Source: \(description.source)", "",
      ]
      lines.append("Triggers on:")
      lines.append("")
      for example in description.triggering { lines += codeBlock(example) }
      lines.append("Does not trigger on:")
      lines.append("")
      for example in description.nonTriggering { lines += codeBlock(example) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func codeBlock(_ example: RuleExample) -> [String] {
    var header: [String] = []
    if example.fileName != "example.json" { header.append("file `\(example.fileName)`") }
    if let provider = example.options.expectedProvider { header.append("config `provider: \(provider.rawValue)`") }
    if let maximum = example.options.placeholderMaxLength { header.append("config `placeholders.maxLength: \(maximum)`") }
    for (name, length) in example.options.placeholderLengths.sorted(by: { $0.key < $1.key }) {
      header.append("`placeholders.lengths.\(name): \(length)`")
    }
    let text = example.text.count > 300 ? String(example.text.prefix(60)) + "…(\(example.text.utf8.count) bytes in all)" : example.text
    return (header.isEmpty ? [] : ["With " + header.joined(separator: ", ") + ":", ""]) + ["```json", text, "```", ""]
  }
}
