import Foundation

/// SARIF 2.1.0 for code scanning (OASIS SARIF v2.1.0; GitHub's "SARIF support for code scanning"):
/// repository-relative URIs under `%SRCROOT%`, rules with help and `helpUri`, columns in Unicode
/// code points, an invocation that says whether every input was read, and fingerprints that do
/// not move when another finding is fixed.
extension LintReport {
  /// Where `helpUri` points: `<base>#<rule id>`, the rule's section of docs/rules.md. `PUSHSIM_DOCS_URL` overrides it.
  public static let defaultDocsURL = "https://github.com/pushsim/pushsim/blob/main/docs/rules.md"

  public static func sarif(_ run: LintRun, rules: [LintRule] = RuleRegistry.all, docsURL: String = defaultDocsURL) -> String {
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let ruleObjects = rules.map { rule -> JSONValue in
      let description = rule.description
      let family = String(description.id.prefix(while: { $0 != "-" }))
      return .object([
        "id": .string(description.id),
        "name": .string(camelName(description.id)),
        "shortDescription": .object(["text": .string(description.title)]),
        "fullDescription": .object(["text": .string(description.rationale)]),
        "helpUri": .string(docsURL + "#" + description.id),
        "help": .object([
          "text": .string(
            "\(description.rationale) Source: \(description.source)." + SourceKeys.publicReferences(description.source).map { " \($0)." }.joined()),
          "markdown": .string(
            "\(description.rationale)\n\nSource: \(description.source). Details: `pushsim explain \(description.id)`."
              + (SourceKeys.publicReferences(description.source).isEmpty
                ? "" : "\n\nPublic sources:\n" + SourceKeys.publicReferences(description.source).map { "- \($0)" }.joined(separator: "\n"))),
        ]),
        "defaultConfiguration": .object(["level": .string(description.severity.sarifLevel)]),
        "properties": .object(["tags": .array([.string("pushsim"), .string(family)]), "precision": .string("high")]),
      ])
    }
    let results = (run.diagnostics + run.suppressed).map { diagnostic -> JSONValue in
      var result = JSONObject([
        "ruleId": .string(diagnostic.rule),
        "level": .string(diagnostic.severity.sarifLevel),
        "message": .object(["text": .string(diagnostic.message)]),
        "locations": .array([
          .object([
            "physicalLocation": .object([
              "artifactLocation": artifactLocation(diagnostic.file),
              "region": .object([
                "startLine": .integer(Int64(diagnostic.line)), "startColumn": .integer(Int64(diagnostic.column)),
                "endLine": .integer(Int64(diagnostic.endLine)), "endColumn": .integer(Int64(diagnostic.endColumn)),
              ]),
            ])
          ])
        ]),
        "partialFingerprints": .object(["primaryLocationLineHash": .string(fingerprint(diagnostic))]),
      ])
      if let index = ruleIndex[diagnostic.rule] { result["ruleIndex"] = .integer(Int64(index)) }
      if let fix = diagnostic.fix {
        let replacements = fix.edits.map { edit -> JSONValue in
          .object([
            "deletedRegion": .object(["byteOffset": .integer(Int64(edit.start)), "byteLength": .integer(Int64(edit.end - edit.start))]),
            "insertedContent": .object(["text": .string(edit.replacement)]),
          ])
        }
        result["fixes"] = .array([
          .object([
            "description": .object(["text": .string(fix.description)]),
            "artifactChanges": .array([.object(["artifactLocation": artifactLocation(diagnostic.file), "replacements": .array(replacements)])]),
          ])
        ])
      }
      if let suppression = diagnostic.suppression {
        result["suppressions"] = .array([.object(["kind": .string("external"), "justification": .string(suppression.reason)])])
      }
      return .object(result)
    }
    var notifications = run.unreadable.map { error -> JSONValue in
      .object([
        "level": .string("error"), "message": .object(["text": .string("cannot lint \(error.file): \(error.message)")]),
        "locations": .array([.object(["physicalLocation": .object(["artifactLocation": artifactLocation(error.file)])])]),
      ])
    }
    for entry in run.staleBaseline {
      notifications.append(
        .object([
          "level": .string("note"),
          "message": .object(["text": .string("stale baseline entry: \(entry.rule) at \(entry.pointer) is no longer found")]),
          "locations": .array([.object(["physicalLocation": .object(["artifactLocation": artifactLocation(entry.file)])])]),
        ]))
    }
    var runObject = JSONObject([
      "tool": .object([
        "driver": .object([
          "name": .string("pushsim"), "semanticVersion": .string(Commands.version), "version": .string(Commands.version),
          "informationUri": .string(docsURL.replacingOccurrences(of: "/blob/main/docs/rules.md", with: "")), "rules": .array(ruleObjects),
        ])
      ]),
      "automationDetails": .object(["id": .string("pushsim/lint/")]),
      "columnKind": .string("unicodeCodePoints"),
      "invocations": .array([
        .object(["executionSuccessful": .bool(run.unreadable.isEmpty), "toolExecutionNotifications": .array(notifications)])
      ]),
      "results": .array(results),
    ])
    if let root = run.root { runObject["originalUriBaseIds"] = .object(["%SRCROOT%": .object(["uri": .string(root.fileURI)])]) }
    let document = JSONValue.object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([.object(runObject)]),
    ])
    return JSONWriter().string(document) + "\n"
  }

  /// A repository-relative path under `%SRCROOT%`; an absolute one (outside the root) as a `file://` URI.
  static func artifactLocation(_ path: String) -> JSONValue {
    if path.hasPrefix("/") { return .object(["uri": .string("file://" + RepositoryRoot.percentEncoded(path))]) }
    return .object(["uri": .string(RepositoryRoot.percentEncoded(path)), "uriBaseId": .string("%SRCROOT%")])
  }

  /// Rule, file, JSON Pointer and message: the same finding keeps its fingerprint when lines move
  /// or other findings are fixed (no line, no occurrence counter).
  static func fingerprint(_ diagnostic: Diagnostic) -> String {
    fnv1a("\(diagnostic.rule)|\(diagnostic.file)|\(diagnostic.pointer)|\(diagnostic.message)")
  }

  static func camelName(_ id: String) -> String {
    let parts = id.split(separator: "-")
    return parts.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
  }

  /// 64-bit FNV-1a as 16 hex digits.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
