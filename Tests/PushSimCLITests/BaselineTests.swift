import Foundation
import Testing

/// Adopting pushsim on a repository with known findings (issue 10): a baseline keyed by rule,
/// file and pointer, config suppressions with a reason, --max-warnings and --quiet.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct BaselineTests {
  static func folder(_ name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-\(name)-\(getpid())-\(UUID().uuidString.prefix(6))").path
    try FileManager.default.createDirectory(atPath: path + "/.git", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: path + "/templates", withIntermediateDirectories: true)
    return path
  }

  static func write(_ path: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }

  func lint(_ arguments: [String], in directory: String) throws -> Binary.Result {
    try Binary.run(["lint"] + arguments, workingDirectory: directory)
  }

  @Test func aRepositoryWithAHundredKnownFindingsFailsOnlyOnANewOne() throws {
    let repo = try Self.folder("baseline")
    for index in 0..<100 {
      // aps-badge-type (error): badge as a string; the line moves with the index of padding lines.
      try Self.write(repo + "/templates/t\(index).json", String(repeating: "\n", count: index % 3) + #"{"aps": {"alert": "Hi", "badge": "1"}}"#)
    }
    let before = try lint(["templates"], in: repo)
    #expect(before.exitCode == 1)
    let written = try lint(["templates", "--write-baseline", "baseline.json"], in: repo)
    #expect(written.stderr.contains("baseline of 100 finding(s) written to baseline.json"))
    #expect(written.exitCode == 0, "writing a baseline accepts the findings it records (issue 19)")
    let adopted = try lint(["templates", "--baseline", "baseline.json"], in: repo)
    #expect(adopted.exitCode == 0, "\(adopted.stdout.suffix(300))")
    #expect(adopted.stdout.contains("100 suppressed"))
    // Lines move (the baseline has no line numbers): still clean.
    try Self.write(repo + "/templates/t0.json", "\n\n\n\n" + #"{"aps": {"alert": "Hi", "badge": "1"}}"#)
    #expect(try lint(["templates", "--baseline", "baseline.json"], in: repo).exitCode == 0)
    // A new finding fails the run, and is the only one reported.
    try Self.write(repo + "/templates/new.json", #"{"aps": {"alert": "Hi", "content-available": "1"}}"#)
    let added = try lint(["templates", "--baseline", "baseline.json", "--format", "json"], in: repo)
    #expect(added.exitCode == 1)
    let object = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any] ?? [:]
    let active = object["diagnostics"] as? [[String: Any]] ?? []
    #expect(active.map { $0["file"] as? String } == ["templates/new.json"])
    #expect((object["suppressed"] as? [Any])?.count == 100)
    // A fixed finding leaves a stale entry, reported but not failing.
    try FileManager.default.removeItem(atPath: repo + "/templates/new.json")
    try Self.write(repo + "/templates/t5.json", #"{"aps": {"alert": "Hi", "badge": 1}}"#)
    let fixed = try lint(["templates", "--baseline", "baseline.json"], in: repo)
    #expect(fixed.exitCode == 0)
    #expect(fixed.stdout.contains("templates/t5.json: stale baseline entry: aps-badge-type at /aps/badge is no longer found"))
    let sarif = try lint(["templates", "--baseline", "baseline.json", "--format", "sarif"], in: repo)
    #expect(sarif.stdout.contains(#""kind": "external""#))
  }

  @Test func configSuppressionsNeedAReasonAndAreReported() throws {
    let repo = try Self.folder("suppress")
    try Self.write(repo + "/templates/a.json", #"{"aps": {"alert": "Hi", "badge": "1"}}"#)
    try Self.write(repo + "/.pushsim.json", #"{"suppressions": [{"rule": "aps-badge-type", "files": "templates/a.json"}]}"#)
    let missingReason = try lint(["templates"], in: repo)
    #expect(missingReason.exitCode == 2)
    #expect(missingReason.stderr.contains("needs a \"reason\""))
    try Self.write(
      repo + "/.pushsim.json",
      #"{"suppressions": [{"rule": "aps-badge-type", "files": "templates/a.json", "pointer": "/aps/badge", "reason": "the app reads the string"}]}"#)
    let suppressed = try lint(["templates", "--format", "sarif"], in: repo)
    #expect(suppressed.exitCode == 0)
    #expect(suppressed.stdout.contains(#""justification": "the app reads the string""#))
    // The config's globs are relative to its folder wherever lint runs from (docs/config.md): here from templates/.
    let fromInside = try lint(["a.json"], in: repo + "/templates")
    #expect(fromInside.exitCode == 0, "\(fromInside.stdout)")
    #expect(fromInside.stdout.contains("1 suppressed"))
  }

  @Test func maxWarningsAndQuiet() throws {
    let repo = try Self.folder("warnings")
    try Self.write(repo + "/templates/a.json", #"{"aps": {"alert": "Hi", "colour": 1, "size": 2}}"#)
    #expect(try lint(["templates"], in: repo).exitCode == 0)
    #expect(try lint(["templates", "--max-warnings", "1"], in: repo).exitCode == 1)
    #expect(try lint(["templates", "--max-warnings", "2"], in: repo).exitCode == 0)
    let quiet = try lint(["templates", "--quiet"], in: repo)
    #expect(!quiet.stdout.contains("warning:"))
  }

  @Test func forceExcludeAppliesToNamedFiles() throws {
    let repo = try Self.folder("force")
    try FileManager.default.createDirectory(atPath: repo + "/templates/drafts", withIntermediateDirectories: true)
    try Self.write(repo + "/templates/drafts/x.json", #"{"aps": {"badge": "1"}}"#)
    try Self.write(repo + "/.pushsim.json", #"{"exclude": ["templates/drafts/**"]}"#)
    #expect(try lint(["templates/drafts/x.json"], in: repo).exitCode == 1, "a named file is linted")
    let forced = try lint(["templates/drafts/x.json", "--force-exclude"], in: repo)
    #expect(forced.exitCode == 0, "only excluded files were named: nothing to check")
    #expect(forced.stdout.contains("every file named is excluded"))
  }
}
