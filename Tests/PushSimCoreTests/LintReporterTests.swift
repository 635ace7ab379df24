import Testing

@testable import PushSimCore

@Suite struct LintReporterTests {
  static let diagnostic = Diagnostic(
    file: "templates/a,b:c.json", rule: "aps-flag-type", severity: .error, message: "50% off\r\nline two: a, b", pointer: "/aps/badge", line: 3,
    column: 7)
  static let run = LintRun(files: ["templates/a,b:c.json", "templates/ok.json"], diagnostics: [diagnostic], strict: false)

  @Test func githubEscapesDataAndProperties() {
    #expect(LintReport.escapeData("100%\r\n") == "100%25%0D%0A")
    #expect(LintReport.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    // The message repeats file:line:col [rule]: past GitHub's annotation cap the log shows only the message.
    #expect(
      LintReport.github(Self.run)
        == "::error file=templates/a%2Cb%3Ac.json,line=3,col=7,endLine=3,endColumn=8,title=pushsim aps-flag-type::templates/a,b:c.json:3:7: 50%25 off%0D%0Aline two: a, b [aps-flag-type]\n"
    )
    // ESC and other controls never reach the log raw.
    #expect(LintReport.escapeData("a\u{1b}[31mb") == "a\\u{1b}[31mb")
  }

  @Test func githubUsesWarningAndNotice() {
    let warning = Diagnostic(file: "a.json", rule: "aps-unknown-key", severity: .warning, message: "m", pointer: .root, line: 1, column: 1)
    let info = Diagnostic(
      file: "a.json", rule: "grovs-mutable-content-without-image", severity: .info, message: "m", pointer: .root, line: 1, column: 1)
    let output = LintReport.github(LintRun(files: ["a.json"], diagnostics: [warning, info], strict: false))
    #expect(output.hasPrefix("::warning file=a.json"))
    #expect(output.contains("\n::notice file=a.json"))
  }

  @Test func textLineFormat() {
    #expect(Self.diagnostic.textLine == "templates/a,b:c.json:3:7: error: 50% off\r\nline two: a, b [aps-flag-type]")
    #expect(LintReport.text(Self.run, style: .plain).hasSuffix("2 files checked: 1 error, 0 warnings, 0 info; config: none\n"))
  }

  @Test func jsonCarriesEveryField() throws {
    let value = try JSONParser().parse(LintReport.json(Self.run)).value
    #expect(value["schema"] == .string("pushsim.lint/1"))
    #expect(value["files"] == .integer(2))
    let first = try #require(value["diagnostics"]?.arrayValue?.first)
    for key in ["file", "rule", "severity", "message", "pointer", "line", "column"] { #expect(first[key] != nil, "\(key)") }
    #expect(first["pointer"] == .string("/aps/badge"))
  }

  @Test func sarifHasRulesHelpRelativeURIsAndFingerprints() throws {
    let value = try JSONParser().parse(LintReport.sarif(Self.run)).value
    #expect(value["version"] == .string("2.1.0"))
    let run = try #require(value["runs"]?.arrayValue?.first)
    let rules = try #require(run.value(at: "/tool/driver/rules")?.arrayValue)
    #expect(rules.count == RuleRegistry.all.count)
    for rule in rules {
      #expect(rule.value(at: "/shortDescription/text")?.stringValue?.isEmpty == false)
      #expect(rule.value(at: "/fullDescription/text")?.stringValue?.isEmpty == false)
      #expect(rule.value(at: "/help/text")?.stringValue?.isEmpty == false)
    }
    let result = try #require(run["results"]?.arrayValue?.first)
    #expect(result.value(at: "/locations/0/physicalLocation/artifactLocation/uri") == .string("templates/a,b%3Ac.json"))
    #expect(result.value(at: "/locations/0/physicalLocation/region/startLine") == .integer(3))
    #expect(result.value(at: "/partialFingerprints/primaryLocationLineHash")?.stringValue?.count == 16)
    #expect(result.value(at: "/locations/0/physicalLocation/region/endColumn") == .integer(8))
    #expect(run["columnKind"] == .string("unicodeCodePoints"))
    #expect(run.value(at: "/invocations/0/executionSuccessful") == .bool(true))
    #expect(rules.allSatisfy { $0["helpUri"]?.stringValue?.hasSuffix("#" + ($0["id"]?.stringValue ?? "")) == true })
    #expect(result["ruleIndex"]?.integerValue.map { rules[Int($0)]["id"] } == .string("aps-flag-type"))
  }

  @Test func sarifFingerprintsDoNotDependOnTheLine() throws {
    let moved = Diagnostic(file: "t.json", rule: "aps-flag-type", severity: .error, message: "m", pointer: "/aps/badge", line: 40, column: 2)
    let original = Diagnostic(file: "t.json", rule: "aps-flag-type", severity: .error, message: "m", pointer: "/aps/badge", line: 3, column: 2)
    func hash(_ diagnostic: Diagnostic) throws -> JSONValue? {
      try JSONParser().parse(LintReport.sarif(LintRun(files: ["t.json"], diagnostics: [diagnostic], strict: false))).value
        .value(at: "/runs/0/results/0/partialFingerprints/primaryLocationLineHash")
    }
    #expect(try hash(moved) == hash(original))
  }

  @Test func junitHasOneTestCasePerDiagnosticAndPerCleanFile() {
    let output = LintReport.junit(Self.run)
    #expect(output.contains(#"<testsuite name="pushsim lint" tests="2" failures="1" errors="0""#))
    #expect(output.contains(#"<testcase classname="pushsim.lint" name="templates/ok.json" file="templates/ok.json" time="0"/>"#))
    #expect(output.contains(#"file="templates/a,b:c.json" line="3" time="0">"#))
    // CR and LF in attributes are character references (attribute normalisation would drop them).
    #expect(output.contains(#"<failure message="50% off&#13;&#10;line two: a, b" type="error">"#))
    #expect(LintReport.xml("a<b & \"c\"\u{1}") == "a&lt;b &amp; &quot;c&quot;U+0001")
  }

  @Test func strictMakesWarningsFail() {
    let warning = Diagnostic(file: "a.json", rule: "aps-unknown-key", severity: .warning, message: "m", pointer: .root, line: 1, column: 1)
    #expect(!LintRun(files: ["a.json"], diagnostics: [warning], strict: false).failed)
    #expect(LintRun(files: ["a.json"], diagnostics: [warning], strict: true).failed)
  }
}
