#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim rules`, `pushsim explain` and docs/rules.md, all from the registry.
public enum RuleDocs {
  public static let schema = "pushsim.rules/1"

  /// `pushsim.rules/1`: every rule of the book (or of one family), lint and wiring rules with their examples.
  public static func json(family: String? = nil) -> String {
    let entries = RuleBook.entries(family: family.flatMap(RuleBook.Family.init(rawValue:)))
    return JSONWriter().string(.object(["schema": .string(schema), "rules": .array(entries.map(RuleBook.json))])) + "\n"
  }

  /// A wiring example: its files' texts, each after a `// FILE` line when there are several.
  static func exampleText(_ example: WiringExample) -> String {
    example.files.count == 1 ? example.files[0].text : example.files.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n")
  }

  /// The public documents behind a source text (docs/sources.md), one per line.
  static func publicSources(_ source: String) -> [String] {
    let references = SourceKeys.publicReferences(source)
    return references.isEmpty ? [] : ["Public sources (docs/sources.md):"] + references.map { "  " + $0 }
  }

  static func exampleLine(_ example: RuleExample) -> String {
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
      "Generated from the rule registry (`Sources/PushSimCore/Lint/Rules/` and each pack's `SDKs/<Name>/<Name>Lint.swift`) by `pushsim rules --format markdown`;",
      "do not edit by hand. `RECORD=1 make test` regenerates it, and a test fails when it is stale.",
      "\"PS n\" cites row n of `../shared/reference/provider-signatures.md`; `ios-delivery.md` rows (G1…, A2…) cite",
      "`../shared/reference/ios-delivery.md`; `seeds/…` cites the vendor pages.",
      "",
      "Set a rule's severity or turn it off in `.pushsim.json` (`\"rules\": {\"aps-unknown-key\": \"error\"}` or `\"off\"`).",
      "",
      "## Push types",
      "",
    ]
    lines += PushTypeDocs.decision + ["", "The rules read this table (`Sources/PushSimCore/Payload/PushType.swift`):", ""] + PushTypeDocs.table()
    lines += [
      "",
      "## Rules",
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
      let notes = rule.entry.notes
      if !notes.isEmpty { lines += notes.map { "- " + $0 } + [""] }
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
