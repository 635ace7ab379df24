import Foundation
import Testing

/// Repository-relative paths and the nearest config (issue 10; DESIGN.md §3): a repository built
/// on the fly with `git init`, linted from a subfolder.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct LintPathsTests {
  /// outer/.pushsim.json (outside the repository: must never apply), outer/repo/ (git), with
  /// templates/.pushsim.json switching aps-unknown-key off, and templates/mapp/sale.json.
  static func repository() throws -> (outer: String, repo: String) {
    let outer = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-repo-\(getpid())-\(UUID().uuidString.prefix(6))").path
    let repo = outer + "/repo"
    for folder in ["/templates/mapp", "/templates/odd name", "/other"] {
      try FileManager.default.createDirectory(atPath: repo + folder, withIntermediateDirectories: true)
    }
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "init", "-q", repo]
    try git.run()
    git.waitUntilExit()
    if !FileManager.default.fileExists(atPath: repo + "/.git") {
      try FileManager.default.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
    }
    func write(_ path: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
    try write(outer + "/.pushsim.json", #"{"rules": {"aps-unknown-key": "off", "mapp-missing-push-provider": "off"}}"#)
    try write(repo + "/templates/.pushsim.json", #"{"rules": {"aps-unknown-key": "off"}}"#)
    let sale = #"{"aps": {"alert": "Sale", "colour": "red"}, "p": 5}"#
    try write(repo + "/templates/mapp/sale.json", sale)
    try write(repo + "/templates/odd name/a b.json", sale)
    try write(repo + "/other/sale.json", sale)
    return (outer, repo)
  }

  func lint(_ arguments: [String], in directory: String) throws -> Binary.Result {
    try Binary.run(["lint"] + arguments, workingDirectory: directory)
  }

  @Test func pathsFromASubfolderPointAtRepositoryFiles() throws {
    let (_, repo) = try Self.repository()
    let sub = repo + "/templates/mapp"
    let github = try lint([".", "--format", "github"], in: sub)
    #expect(github.stdout.contains("file=templates/mapp/sale.json,"), "\(github.stdout)")
    let junit = try lint([".", "--format", "junit"], in: sub)
    #expect(junit.stdout.contains(#"file="templates/mapp/sale.json""#))
    let sarif = try lint([".", "--format", "sarif"], in: sub)
    let object = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any] ?? [:]
    let run = (object["runs"] as? [[String: Any]])?.first ?? [:]
    let location = ((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    let artifact = location?["artifactLocation"] as? [String: Any]
    #expect(artifact?["uri"] as? String == "templates/mapp/sale.json")
    #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
    let bases = run["originalUriBaseIds"] as? [String: [String: String]]
    #expect(bases?["%SRCROOT%"]?["uri"]?.hasSuffix("/repo/") == true)
    // `..` is normalised, and the nearest config (templates/.pushsim.json) applies from the subfolder.
    let up = try lint(["../mapp/sale.json", "--format", "json"], in: sub)
    #expect(up.stdout.contains(#""file": "templates/mapp/sale.json""#))
    #expect(!up.stdout.contains("aps-unknown-key"), "templates/.pushsim.json switches it off")
  }

  @Test func theNearestConfigAppliesAndNeverOneAboveTheRoot() throws {
    let (_, repo) = try Self.repository()
    let fromRoot = try lint(["templates/", "other/", "--format", "json", "--verbose"], in: repo)
    #expect(fromRoot.stderr.contains("templates/mapp/sale.json: config templates/.pushsim.json"))
    #expect(fromRoot.stderr.contains("other/sale.json: config none"), "outer/.pushsim.json is above the root")
    let text = try lint(["templates/", "other/"], in: repo)
    #expect(text.stdout.contains("other/sale.json:1:27: warning:") && text.stdout.contains("[aps-unknown-key]"))
    #expect(!text.stdout.contains("templates/mapp/sale.json:1:27"))
    #expect(text.stdout.contains("config: templates/.pushsim.json"))
  }

  @Test func absolutePathsOutsideTheRootStayAbsoluteAndOddNamesAreEncoded() throws {
    let (outer, repo) = try Self.repository()
    let outside = outer + "/loose.json"
    try Data(#"{"aps": {"alert": "x", "colour": 1}}"#.utf8).write(to: URL(fileURLWithPath: outside))
    let result = try lint([outside, "templates/odd name", "--format", "sarif"], in: repo)
    #expect(result.stdout.contains(#""uri": "file://\#(outside)""#), "\(result.stdout.prefix(600))")
    #expect(result.stdout.contains(#""uri": "templates/odd%20name/a%20b.json""#))
    let github = try lint([outside, "--format", "github"], in: repo)
    #expect(github.stdout.contains("file=\(outside),"))
  }

  @Test func anUnreadableInputIsInEveryFormatAndExit2() throws {
    let (_, repo) = try Self.repository()
    for format in ["text", "json", "github", "sarif", "junit"] {
      let result = try lint(["templates/", "nope.json", "--format", format], in: repo)
      #expect(result.exitCode == 2, "\(format)")
      #expect(result.stderr.contains("nope.json: error: no such file or directory"), "\(format)")
    }
    let sarif = try lint(["templates/", "nope.json", "--format", "sarif"], in: repo)
    #expect(sarif.stdout.contains(#""executionSuccessful": false"#))
    #expect(sarif.stdout.contains("no such file or directory"))
    let junit = try lint(["nope.json", "--format", "junit"], in: repo)
    #expect(junit.stdout.contains("<error "))
    let json = try lint(["nope.json", "--format", "json"], in: repo)
    #expect(json.stdout.contains(#""unreadable""#))
    let github = try lint(["nope.json", "--format", "github"], in: repo)
    #expect(github.stdout.contains("::error file=nope.json"))
  }

  /// Issue 31 item 1: a folder the pull request turns into a link out of the repository is never read, walked into or
  /// named on the command line; the run says it could not read it and fails (item 4).
  @Test func aSymlinkedFolderOutsideTheRootIsNeverRead() throws {
    let (outer, repo) = try Self.repository()
    try FileManager.default.createDirectory(atPath: outer + "/elsewhere", withIntermediateDirectories: true)
    try Data(#"{"aps": {"alert": "x", "badge": "1"}}"#.utf8).write(to: URL(fileURLWithPath: outer + "/elsewhere/x.json"))
    unlink(repo + "/templates/linked")
    symlink(outer + "/elsewhere", repo + "/templates/linked")
    let walked = try lint(["templates", "--format", "json"], in: repo)
    #expect(!walked.stdout.contains("elsewhere") && !walked.stdout.contains("linked/x.json"), "not followed out of the root")
    #expect(walked.exitCode == 2 && walked.stderr.contains("templates/linked: error: leads out of the repository"), "\(walked.stderr)")
    let named = try lint(["templates/linked", "--format", "json"], in: repo)
    #expect(!named.stdout.contains("aps-badge-type"), "not followed when named either")
    #expect(named.exitCode == 2 && named.stderr.contains("templates/linked: error: leads out of the repository"), "\(named.stderr)")
  }
}
