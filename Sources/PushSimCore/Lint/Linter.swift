/// The severity a rule has in one file: its default, the config's, or off.
public enum RuleSetting: Sendable, Equatable {
  case off
  case on(Severity)

  public init?(_ text: String) {
    if text == "off" {
      self = .off
    } else if let severity = Severity(rawValue: text) {
      self = .on(severity)
    } else {
      return nil
    }
  }
}

/// Runs the rules over one file and locates what they find.
public struct Linter: Sendable {
  public let rules: [LintRule]

  public init(rules: [LintRule] = RuleRegistry.all) {
    self.rules = rules
  }

  /// Lints `bytes` as `file`. `settings` overrides default severities by rule id.
  public func lint(file: String, bytes: [UInt8], options: LintOptions, settings: [String: RuleSetting] = [:], parser: JSONParser = JSONParser())
    -> [Diagnostic]
  {
    let subject = LintSubject(file: file, bytes: bytes, options: options, parser: parser)
    return lint(subject, settings: settings)
  }

  public func lint(_ subject: LintSubject, settings: [String: RuleSetting] = [:]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var found: [(rule: LintRule, severity: Severity, finding: Finding)] = []
    for rule in rules {
      let severity: Severity
      switch settings[rule.id] ?? .on(rule.description.severity) {
      case .off: continue
      case .on(let chosen): severity = chosen
      }
      let judgesValues = Placeholders.valueRules.contains(rule.id)
      let pattern = judgesValues ? subject.options.compiledPattern : nil
      for finding in rule.check(subject) {
        if judgesValues, let text = subject.payload?.value.value(at: finding.pointer)?.stringValue, Placeholders.contains(text, pattern: pattern) {
          continue
        }
        found.append((rule, severity, finding))
      }
    }
    // Every finding of the file located in one pass over its bytes (linear in findings, issue 11).
    let unlocated = found.filter { $0.finding.location == nil }.map(\.finding.pointer)
    let locations = unlocated.isEmpty ? [:] : subject.document?.sourceMap.nearestLocations(of: unlocated) ?? [:]
    for (rule, severity, finding) in found {
      let location = finding.location ?? locations[finding.pointer] ?? SourceLocation(line: 1, column: 1, offset: 0)
      let end = SourceMap.endOfToken(at: location, in: subject.bytes)
      var diagnostic = Diagnostic(
        file: subject.file, rule: rule.id, severity: severity, message: finding.message, pointer: finding.pointer, line: location.line,
        column: location.column, endLine: end.line, endColumn: end.column)
      if Fixer.fixable.contains(rule.id) { diagnostic.fix = Fixer.fix(diagnostic, offset: location.offset, subject: subject) }
      diagnostics.append(diagnostic)
    }
    return diagnostics.sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
  }
}
