import Testing

@testable import PushSimCore

/// Template placeholders (issue 10): inside strings they are values of unknown content, so rules
/// about a value's content do not judge them; where a placeholder stands for a value, a sample
/// value or type from the config makes the template checkable, with positions kept.
@Suite struct TemplatePlaceholderTests {
  func rules(_ text: String, _ options: LintOptions = LintOptions()) -> [String] {
    Linter().lint(file: "t.json", bytes: Array(text.utf8), options: options).map(\.rule)
  }

  @Test func placeholdersInsideStringsAreNotJudged() {
    let grovs = #"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "c", "grovs_link": "https://{{host}}/x", "grovs_image": "{{image_url}}"}"#
    #expect(!rules(grovs).contains("grovs-link-url"))
    #expect(!rules(grovs).contains("grovs-image-url"))
    // Without a placeholder the same value is still checked.
    #expect(rules(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "c", "grovs_link": "flash sale"}"#).contains("grovs-link-url"))
    #expect(!rules(#"{"aps": {"alert": "x", "badge": "{{badge}}"}}"#).contains("aps-badge-type"))
    #expect(!rules(#"{"aps": {"alert": "x", "badge": "${badge}"}}"#).contains("aps-badge-type"))
    #expect(rules(#"{"aps": {"alert": "x", "badge": "7"}}"#).contains("aps-badge-type"))
  }

  @Test func aConfiguredPatternIsAPlaceholderToo() {
    var options = LintOptions()
    options.placeholderPattern = "%%([a-z_]+)%%"
    #expect(!rules(#"{"aps": {"alert": "x", "badge": "%%count%%"}}"#, options).contains("aps-badge-type"))
    #expect(rules(#"{"aps": {"alert": "x", "badge": "%%count%%"}}"#).contains("aps-badge-type"))
  }

  /// The configured pattern is compiled once for the run and matched from every lint thread at once (Foundation's
  /// NSRegularExpression is immutable and thread safe): each file's findings are those of a lint on its own.
  @Test func oneCompiledPatternServesConcurrentLints() async {
    var pattern = LintOptions()
    pattern.placeholderPattern = "%%([a-z_]+)%%"
    let options = pattern
    let text = #"{"aps": {"alert": "x", "badge": "%%count%%", "sound": 5}, "u": "%%link%%"}"#
    let alone = rules(text, options)
    #expect(alone == ["aps-sound-type"])
    let results = await withTaskGroup(of: [[String]].self) { group in
      for _ in 0..<8 { group.addTask { (0..<50).map { _ in Linter().lint(file: "t.json", bytes: Array(text.utf8), options: options).map(\.rule) } } }
      var all: [[String]] = []
      for await part in group { all += part }
      return all
    }
    #expect(results.count == 400 && results.allSatisfy { $0 == alone })
  }

  @Test func numericPlaceholdersAreCheckedWithTheirSampleValue() {
    let text = #"{"aps": {"alert": "x", "badge": {{badge}}, "sound": 5}}"#
    // Issue 19: a tag where a value goes is an opaque value: nothing breaks, and the rest is checked.
    #expect(rules(text) == ["aps-sound-type"])
    var options = LintOptions()
    options.placeholderValues = ["badge": "3"]
    let found = Linter().lint(file: "t.json", bytes: Array(text.utf8), options: options)
    #expect(!found.contains { $0.rule == "template-placeholder-breaks-json" })
    // The rest is checked, at its position in the original file.
    let sound = found.first { $0.rule == "aps-sound-type" }
    #expect(sound?.column == 44)
    options.placeholderValues = ["badge": #""three""#]
    #expect(rules(text, options).contains("aps-badge-type"), "a string sample for badge is still a type error")
  }

  @Test func configTypesGiveSampleValues() throws {
    let config = try LintConfig.parse(
      Array(#"{"placeholders": {"types": {"badge": "integer"}, "values": {"flag": 1}, "pattern": "%%([a-z]+)%%"}}"#.utf8), path: ".pushsim.json",
      knownRules: RuleRegistry.ids)
    let options = config.resolve("a.json").options
    #expect(options.placeholderValues == ["badge": "1", "flag": "1"])
    #expect(options.placeholderPattern == "%%([a-z]+)%%")
    #expect(throws: UsageError.self) {
      try LintConfig.parse(Array(#"{"placeholders": {"types": {"badge": "int"}}}"#.utf8), path: "c", knownRules: RuleRegistry.ids)
    }
  }
}

@Suite struct PathFolderTests {
  /// Foundation's `deletingLastPathComponent` traps on a one-letter path (found by the test above
  /// with `path: "c"`); pushsim's own folder helper does not.
  @Test func oneLetterPathsHaveAnEmptyFolder() throws {
    #expect(RepositoryRoot.folder(of: "c") == "")
    #expect(RepositoryRoot.folder(of: "/c") == "/")
    #expect(RepositoryRoot.folder(of: "a/b/c.json") == "a/b")
    let config = try LintConfig.parse(Array("{}".utf8), path: "c", knownRules: RuleRegistry.ids)
    #expect(config.baseDirectory == "")
  }
}
