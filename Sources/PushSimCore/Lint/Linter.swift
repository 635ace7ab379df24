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
  /// Per rule, looked up once (not per file): whether placeholders exempt its findings, and whether it has a fix.
  private let judgesValues: [Bool]
  private let fixers: [LintFixer?]
  /// The rules' checks, ids and default severities, read out once: the loop over rules runs for every file.
  private let checks: [@Sendable (LintSubject) -> [Finding]]
  private let ids: [String]
  private let defaults: [Severity]

  public init(rules: [LintRule] = RuleRegistry.all) {
    self.rules = rules
    judgesValues = rules.map(\.judgesValues)
    fixers = rules.map(\.fix)
    checks = rules.map(\.check)
    ids = rules.map(\.id)
    defaults = rules.map(\.description.severity)
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
    var found: [(rule: Int, severity: Severity, finding: Finding)] = []
    let pattern = subject.options.compiledPattern
    for index in checks.indices {
      let severity: Severity
      switch (settings.isEmpty ? nil : settings[ids[index]]) ?? .on(defaults[index]) {
      case .off: continue
      case .on(let chosen): severity = chosen
      }
      let exemptsPlaceholders = judgesValues[index]
      let findings = checks[index](subject)
      if findings.isEmpty { continue }
      found.reserveCapacity(found.count + findings.count)  // one rule may find 50,000: grown once, not doubled
      for finding in findings {
        if exemptsPlaceholders, let text = subject.value(at: finding.pointer)?.stringValue,
          Placeholders.contains(text, pattern: pattern) || subject.isOpaqueValue(at: finding.pointer)
        {
          continue
        }
        found.append((index, severity, finding))
      }
    }
    // Every finding of the file located in one pass over its bytes (linear in findings, issue 11).
    let unlocated = found.map { $0.finding.location == nil ? $0.finding.pointer : nil }
    let locations =
      unlocated.contains { $0 != nil } ? subject.document?.sourceMap.nearestLocations(ofEach: unlocated) ?? [] : []
    diagnostics.reserveCapacity(found.count)
    for (position, (index, severity, finding)) in found.enumerated() {
      let located = position < locations.count ? locations[position] : nil
      let location = finding.location ?? located?.location ?? SourceLocation(line: 1, column: 1, offset: 0)
      let end = SourceMap.endOfToken(at: location, in: subject.bytes)
      var diagnostic = Diagnostic(
        file: subject.file, rule: ids[index], severity: severity, message: finding.message, pointer: finding.pointer, line: location.line,
        column: location.column, endLine: end.line, endColumn: end.column)
      if let fixer = fixers[index] {
        // A pointer located exactly is at its key already: the fix need not locate it again.
        diagnostic.fix = Fixer.fix(
          diagnostic, by: fixer, offset: location.offset, keyLocated: finding.location == nil && located?.exact == true, subject: subject)
      }
      diagnostics.append(diagnostic)
    }
    found.removeAll()
    diagnostics.sort { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
    return diagnostics
  }
}
