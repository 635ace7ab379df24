/// What a pack declares it can record (issue 34), each entry with the SDK source it comes from: the fields of each
/// event it tracks, the lines it logs, the verdicts it reaches, the actions it runs. A scenario that names anything
/// else is refused at load with the nearest declared one (ScenarioExpect+SDKFacts.swift); docs/vocabulary.md lists
/// them (`Vocabulary.sdkFactsMarkdown`).

/// The fields one tracked event carries. A name with `…` stands for a family (`wzrk_…`: every key of that prefix).
struct SDKEventFields: Sendable {
  let event: String
  let fields: [(name: String, meaning: String)]
  /// The SDK's source: `repository@commit path` (lines or function).
  let source: String
}

/// A line the SDK logs, verbatim, with `…` where the SDK fills in a value.
struct SDKLogLine: Sendable {
  let line: String
  let source: String
}

extension SDKModel {
  static var eventFields: [SDKEventFields] { [] }
  static var logLines: [SDKLogLine] { [] }
  static var verdictNames: [String] { [] }
  static var actionNames: [String] { [] }
}

/// Lookups over every pack's declarations.
enum SDKFacts {
  /// The field names `event` of `sdk` (any SDK or event when nil) can carry.
  static func fieldNames(sdk: String?, event: String?) -> [String] {
    var names: [String] = []
    for pack in SDKs.all where sdk == nil || pack.id == sdk {
      for entry in pack.eventFields where event == nil || entry.event == event {
        for field in entry.fields where !names.contains(field.name) { names.append(field.name) }
      }
    }
    return names
  }

  /// Whether `name` is one of `names`, or of a family among them (`wzrk_…`).
  static func known(_ name: String, among names: [String]) -> Bool {
    names.contains(name) || names.contains { $0.contains(Vocabulary.hole) && Vocabulary.matches(name, template: $0) }
  }

  static func logLines(sdk: String?) -> [String] {
    SDKs.all.filter { sdk == nil || $0.id == sdk }.flatMap { pack in pack.logLines.map { $0.line } }
  }

  static func verdictNames(sdk: String?) -> [String] {
    var names: [String] = []
    for pack in SDKs.all where sdk == nil || pack.id == sdk {
      for name in pack.verdictNames where !names.contains(name) { names.append(name) }
    }
    return names
  }

  static func actionNames(sdk: String?) -> [String] {
    SDKs.all.filter { sdk == nil || $0.id == sdk }.flatMap { $0.actionNames }
  }

  /// Whether a logged line is the declared `template`'s line or a part of it: an expectation may quote part of a line
  /// (`"not from CleverTap"`), and a logged line matches it when it contains that part.
  static func logMatches(_ logged: String, expected: String) -> Bool {
    logged.contains(expected) || Vocabulary.matches(logged, template: expected)
  }

  /// Whether `text` is a declared line, or a part of one (the literal text between its `…`).
  static func knownLine(_ text: String, sdk: String?) -> Bool {
    logLines(sdk: sdk).contains { line in
      line == text || Vocabulary.matches(text, template: line)
        || line.components(separatedBy: Vocabulary.hole).contains { !$0.isEmpty && $0.contains(text) }
        || (text.contains(Vocabulary.hole) && Vocabulary.matches(line, template: text))
    }
  }
}
