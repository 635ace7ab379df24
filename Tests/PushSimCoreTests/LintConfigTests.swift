import Foundation
import Testing

@testable import PushSimCore

@Suite struct GlobTests {
  @Test(arguments: [
    ("templates/mapp/**", "templates/mapp/spring.json", true),
    ("templates/mapp/**", "templates/mapp/2026/spring.json", true),
    ("templates/mapp/**", "templates/grovs/spring.json", false),
    ("templates/*.json", "templates/a.json", true),
    ("templates/*.json", "templates/sub/a.json", false),
    ("*.apns", "deep/down/x.apns", true),
    ("**/drafts/**", "a/drafts/b/c.json", true),
    ("templates/mapp", "templates/mapp/x.json", true),
    ("templates/mapp/", "templates/mapp/x.json", true),
    ("file?.json", "file1.json", true),
    ("file[ab].json", "fileb.json", true),
    ("file[ab].json", "filec.json", false),
    ("./templates/**", "templates/x.json", true),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
  }
}

@Suite struct LintConfigTests {
  func parse(_ text: String) throws(UsageError) -> LintConfig {
    try LintConfig.parse(Array(text.utf8), path: "cfg/.pushsim.json", knownRules: RuleRegistry.ids)
  }

  func error(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func overridesApplyInOrderAndLaterOnesWin() throws {
    let config = try parse(
      """
      {"rules": {"aps-unknown-key": "error"},
       "placeholders": {"maxLength": 32},
       "overrides": [
         {"files": ["mapp/**"], "provider": "mapp", "rules": {"aps-unknown-key": "off"}},
         {"files": ["mapp/voip/**"], "pushType": "voip", "placeholders": {"lengths": {"name": 10}}}
       ]}
      """)
    #expect(config.baseDirectory == "cfg")
    let plain = config.resolve("other/a.json")
    #expect(plain.settings["aps-unknown-key"] == .on(.error))
    #expect(plain.options.expectedProvider == nil)
    #expect(plain.options.placeholderMaxLength == 32)
    let mapp = config.resolve("mapp/a.json")
    #expect(mapp.settings["aps-unknown-key"] == .off)
    #expect(mapp.options.expectedProvider == .mapp)
    #expect(!mapp.options.voip)
    let voip = config.resolve("mapp/voip/call.json")
    #expect(voip.options.voip)
    #expect(voip.options.expectedProvider == .mapp)
    #expect(voip.options.placeholderLengths == ["name": 10])
  }

  @Test func includeAndExclude() throws {
    let config = try parse(#"{"include": ["templates/**"], "exclude": ["templates/drafts/**"]}"#)
    #expect(config.selects("templates/a.json"))
    #expect(!config.selects("templates/drafts/a.json"))
    #expect(!config.selects("other/a.json"))
  }

  @Test func mistakesAreUsageErrorsThatNameTheFix() {
    #expect(
      error(#"{"rulez": {}}"#)
        == "cfg/.pushsim.json:1:2: unknown key 'rulez' (did you mean 'rules'?); valid keys: include, exclude, rules, placeholders, provider, pushType, overrides, suppressions, defaultExcludes, sources, scenarios, app"
    )
    #expect(
      error(#"{"rules": {"aps-flag-typ": "off"}}"#)
        == "cfg/.pushsim.json:1:12: unknown rule 'aps-flag-typ' in rules (did you mean 'aps-flag-type'?); see pushsim rules")
    #expect(
      error(#"{"rules": {"aps-flag-type": "fatal"}}"#) == #"cfg/.pushsim.json:1:12: rules.aps-flag-type must be "error", "warning", "info" or "off""#)
    #expect(error(#"{"overrides": [{"files": ["a/**"], "provider": "map"}]}"#)?.contains("did you mean 'mapp'?") == true)
    // At the override, as its files key is missing.
    #expect(error(#"{"overrides": [{"provider": "mapp"}]}"#) == "cfg/.pushsim.json:1:16: overrides[0].files needs at least one glob")
    #expect(error(#"{"pushType": "push"}"#)?.contains("pushType must be") == true)
    #expect(error(#"{"include": "a", }"#)?.contains("invalid config: trailing comma") == true)
    #expect(error(#"[]"#) == "cfg/.pushsim.json: the config must be a JSON object")
  }
}

@Suite struct ConfigDocsTests {
  /// docs/config.md documents every key the config parser accepts.
  @Test func everyKeyIsDocumented() throws {
    let text = try String(contentsOf: DocsTests.docs.appendingPathComponent("config.md"), encoding: .utf8)
    for key in LintConfig.topKeys { #expect(text.contains("| `\(key)` |"), "\(key)") }
  }
}

@Suite struct GlobComplexityTests {
  /// issue 11: hostile globs are matched in polynomial time (they took over 10 s per file when matched by backtracking).
  @Test func hostileGlobsStillMatchCorrectly() {
    let path = "templates/" + String(repeating: "a/", count: 30) + String(repeating: "a", count: 60) + ".json"
    #expect(!Glob("**/**/**/**/**/**/**/**/**/**/nomatch").matches(path))
    #expect(!Glob("*a*a*a*a*a*a*a*a*a*a*a*b").matches(path))
    #expect(Glob("**/**/**/*a*a*a*.json").matches(path))
    #expect(Glob("templates/**/a*.json").matches(path))
    #expect(Glob("t?mplates/[abc]/**").matches(path))
  }

  @Test func longUnknownNamesGetNoSuggestion() {
    #expect(Suggest.closest(String(repeating: "x", count: 900_000), among: RuleRegistry.ids) == nil)
    #expect(Suggest.closest("aps-flag-typ", among: RuleRegistry.ids) == "aps-flag-type")
  }
}

@Suite struct ConfigErrorLineTests {
  /// issue 11: config errors print `path:line:column: error: message`, not `pushsim: error: path:…`.
  @Test func configErrorsStartWithTheFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-cfg-\(getpid()).json").path
    try Data("{\n  \"rules\": {\"aps-flag-type\": \"loud\"},}".utf8).write(to: URL(fileURLWithPath: path))
    let run = CLIRun(["lint", "--config", path, "samples/templates/mapp"])
    #expect(run.exitCode == 2)
    #expect(run.stderr == "\(path):2:37: error: invalid config: trailing comma before '}'; strict JSON allows none\n")
    try Data(#"{"rulez": {}}"#.utf8).write(to: URL(fileURLWithPath: path))
    let unknown = CLIRun(["lint", "--config", path, "samples/templates/mapp"])
    #expect(unknown.stderr.hasPrefix("\(path):1:2: error: unknown key 'rulez'"))  // at the key
  }
}

/// Lexical path resolution as POSIX pathname resolution describes it for `.`, `..` and repeated slashes
/// (symlinks are not followed): the plain-path fast path must agree with the full walk.
@Suite struct PathNormaliseTests {
  @Test(arguments: [
    ("templates/a.json", "/repo", "/repo/templates/a.json"),
    ("/abs/a.json", "/repo", "/abs/a.json"),
    ("a.json", "/", "/a.json"),
    ("a.json", "/repo/", "/repo/a.json"),
    ("./a.json", "/repo", "/repo/a.json"),
    ("sub/../a.json", "/repo", "/repo/a.json"),
    ("sub/./a.json", "/repo", "/repo/sub/a.json"),
    ("sub//a.json", "/repo", "/repo/sub/a.json"),
    ("sub/", "/repo", "/repo/sub"),
    ("../../../x", "/repo", "/x"),
    ("a.json", "/repo/./w/../v", "/repo/v/a.json"),
    ("sub/.hidden.json", "/repo", "/repo/sub/.hidden.json"),
    ("..a/b", "/repo", "/repo/..a/b"),
  ])
  func resolves(path: String, base: String, expected: String) {
    #expect(RepositoryRoot.normalise(path, from: base) == expected)
  }
}

@Suite struct PlainPathTests {
  @Test(arguments: [
    ("/work/.build/bench/t.json", true), ("templates/.hidden/a.json", true), (".build/x", true), ("a/.../b", true),
    ("/", false), ("", false), ("a//b", false), ("a/", false), ("./a", false), ("a/./b", false), ("a/..", false),
    ("../a", false), ("/a/../b", false), ("//a", false),
  ])
  func plainMeansNothingToResolve(path: String, plain: Bool) {
    #expect(RepositoryRoot.isPlain(path) == plain)
  }
}

/// DESIGN.md §3: report paths are relative to the root, or absolute outside it; "inside" means below the root's folder,
/// not a sibling that shares its name as a prefix.
@Suite struct DisplayPathTests {
  @Test(arguments: [
    ("a.json", "sub/a.json"), ("./a.json", "sub/a.json"), ("../b.json", "b.json"), ("/repo/c/d.json", "c/d.json"),
    ("/repository/x.json", "/repository/x.json"), ("/repo", "/repo"), ("/elsewhere/x.json", "/elsewhere/x.json"),
    ("../../up.json", "/up.json"), ("-", "<stdin>"), ("/repo/ü/ä.json", "ü/ä.json"),
  ])
  func shownRelativeToTheRoot(file: String, shown: String) {
    let root = RepositoryRoot(path: "/repo", origin: "--root", currentDirectory: "/repo/sub")
    #expect(root.display(file) == shown)
  }

  /// The shortcut for a plain relative path (the current directory at, inside or outside the root) agrees with
  /// normalising it to an absolute path first.
  @Test(arguments: ["/repo", "/repo/sub", "/repo/sub/deeper", "/elsewhere", "/", "/repository"])
  func plainRelativePathsAsTheFullWayShowsThem(currentDirectory: String) {
    let root = RepositoryRoot(path: "/repo", origin: "--root", currentDirectory: currentDirectory)
    for file in ["a.json", "x/y/z.json", ".hidden/a.json", "ü/ä.json"] {
      let full = RepositoryRoot.normalise(file, from: currentDirectory)
      let expected = full.hasPrefix("/repo/") ? String(full.dropFirst("/repo/".count)) : full
      #expect(root.display(file) == expected, "\(currentDirectory) \(file)")
    }
  }

  @Test func theFilesystemRootContainsEverything() {
    let root = RepositoryRoot(path: "/", origin: "--root", currentDirectory: "/w")
    #expect(root.display("a/b.json") == "w/a/b.json")
    #expect(root.display("/x.json") == "x.json")
    #expect(root.absolute("a/b.json") == "/w/a/b.json")
  }
}

/// DESIGN.md §3: a directory walk lints `*.json` and `*.apns` (simctl's payload files), in any letter case.
@Suite struct PayloadNameTests {
  @Test(arguments: [
    ("a.json", true), ("A.JSON", true), ("push.Apns", true), ("ä.json", true), ("a.b.json", true),
    ("a.json.bak", false), ("json", false), ("a.", false), ("a.jsonx", false), ("a.jsön", false), ("a.js", false),
  ])
  func payloadFilesByExtension(name: String, payload: Bool) {
    #expect(DirectoryWalker.isPayload(name) == payload)
  }
}

/// Report text shows control characters (C0, DEL, C1, U+2028/2029) escaped and everything else as it is; the byte
/// shortcut for plain text must agree with reading every scalar.
@Suite struct VisibleTextTests {
  @Test(arguments: [
    "plain ascii", "tab\there", "new\nline", "\u{7F}del", "c1\u{85}next", "\u{2028}sep", "\u{2029}", "© copyright", "€ euro",
    "日本", "é", "", "\u{9F}", "\u{A0}nbsp", "\u{2027}", "\u{202A}", "rtl\u{202E}txt", "\u{2066}iso\u{2069}", "\u{200F}",
    "\u{200B}zero-width space kept",
  ])
  func controlsEscapedEverythingElseKept(_ text: String) {
    let expected = text.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "\n": return "\\n"
      case "\r": return "\\r"
      case "\t": return "\\t"
      default:
        // Controls (C0, DEL, C1, the Unicode line and paragraph separators) and the bidi controls of UAX #9.
        let bidi =
          [0x061C, 0x200E, 0x200F].contains(scalar.value) || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        let control = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 || bidi
        return control ? "\\u{" + String(scalar.value, radix: 16) + "}" : String(scalar)
      }
    }.joined()
    #expect(Visible.text(text) == expected)
  }
}
