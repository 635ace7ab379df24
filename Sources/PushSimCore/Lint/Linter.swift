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
  private let basis: [FindingBasis]

  public init(rules: [LintRule] = RuleRegistry.all) {
    self.rules = rules
    judgesValues = rules.map(\.judgesValues)
    fixers = rules.map(\.fix)
    checks = rules.map(\.check)
    ids = rules.map(\.id)
    defaults = rules.map(\.description.severity)
    basis = rules.map(\.basis)
  }

  /// Lints `bytes` as `file`. `settings` overrides default severities by rule id.
  public func lint(file: String, bytes: [UInt8], options: LintOptions, settings: [String: RuleSetting] = [:], parser: JSONParser = JSONParser())
    -> [Diagnostic]
  {
    let subject = LintSubject(file: file, bytes: bytes, options: options, parser: parser)
    return lint(subject, settings: settings)
  }

  public func lint(_ subject: LintSubject, settings: [String: RuleSetting] = [:]) -> [Diagnostic] {
    // A comment or trailing comma read past was blanked byte for byte: a character of several bytes in it shortened the
    // line for the source map, so lines and columns are counted in the file itself (only then: most files have none).
    var diagnostics = located(
      findings(of: subject, settings: settings), in: subject, fixing: true, positionsIn: subject.repairs.isEmpty ? nil : subject.bytes)
    // A file that does not parse: the rules that can still decide run on the structure around the syntax errors
    // (issue 33 item 3). Only then: a file that parses never reads past anything.
    if subject.finalError != nil, let partial = subject.readingPastSyntaxErrors(), let recovery = partial.recovery {
      let found = findings(of: partial, settings: settings) { self.basis[$0].runs(on: partial, after: recovery) }
      if !found.isEmpty {
        let breaks = subject.finalError?.location.map { " past the syntax error at \($0)" } ?? " past a syntax error"
        let note = " (read\(breaks): the file still does not parse)"
        diagnostics += located(found, in: partial, fixing: false, note: note, positionsIn: subject.bytes)
      }
    }
    diagnostics.sort { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
    return diagnostics
  }

  private typealias Found = (rule: Int, severity: Severity, finding: Finding)

  /// The findings of every rule that is on (and, on a subject read past syntax errors, that `runs`).
  private func findings(of subject: LintSubject, settings: [String: RuleSetting], runs: ((Int) -> Bool)? = nil) -> [Found] {
    var found: [Found] = []
    let pattern = subject.options.compiledPattern
    for index in checks.indices {
      let severity: Severity
      switch (settings.isEmpty ? nil : settings[ids[index]]) ?? .on(defaults[index]) {
      case .off: continue
      case .on(let chosen): severity = chosen
      }
      if let runs, !runs(index) { continue }
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
    return found
  }

  /// Every finding of the file located in one pass over its bytes (linear in findings, issue 11). `positionsIn`: the
  /// bytes the lines and columns are counted in, when the document's text is not the file's (a reading past syntax
  /// errors blanked bytes, which may have held characters of several bytes each): only offsets are taken from it.
  private func located(
    _ found: [Found], in subject: LintSubject, fixing: Bool, note: String = "", positionsIn file: [UInt8]? = nil
  ) -> [Diagnostic] {
    let unlocated = found.map { $0.finding.location == nil ? $0.finding.pointer : nil }
    let locations =
      unlocated.contains { $0 != nil } ? subject.document?.sourceMap.nearestLocations(ofEach: unlocated) ?? [] : []
    func place(_ position: Int) -> SourceLocation {
      let located = position < locations.count ? locations[position]?.location : nil
      return found[position].finding.location ?? located ?? SourceLocation(line: 1, column: 1, offset: 0)
    }
    let recounted = file.map { SourceLocation.of(offsets: found.indices.map { place($0).offset }, in: $0) }
    var diagnostics: [Diagnostic] = []
    diagnostics.reserveCapacity(found.count)
    for (position, (index, severity, finding)) in found.enumerated() {
      let location = recounted?[position] ?? place(position)
      let end = SourceMap.endOfToken(at: location, in: subject.bytes)
      var diagnostic = Diagnostic(
        file: subject.file, rule: ids[index], severity: severity, message: note.isEmpty ? finding.message : finding.message + note,
        pointer: finding.pointer, line: location.line, column: location.column, endLine: end.line, endColumn: end.column)
      if fixing, let fixer = fixers[index] {
        // A pointer located exactly is at its key already: the fix need not locate it again.
        diagnostic.fix = Fixer.fix(
          diagnostic, by: fixer, offset: location.offset,
          keyLocated: finding.location == nil && position < locations.count && locations[position]?.exact == true, subject: subject)
      }
      diagnostics.append(diagnostic)
    }
    return diagnostics
  }
}
