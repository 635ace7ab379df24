import Foundation
import Testing

/// Issue 31 item 4: the gate never passes on what it could not read — each way a pull request made `check` or a hook
/// exit 0 over a broken template or a wiring error, as the pull request would commit it. Item 3: the survey is linear
/// in the folders it finds. Runs the binary built beside the tests (release when newer, as the matrix does).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct HostileGateTests {
  static let brokenTemplate = #"{"aps": {"alert": "Sale", "badge": "1"}}"#

  /// A fresh repository (a `.git` folder makes it the root) with the given files.
  static func repository(_ name: String, files: [String: [UInt8]]) throws -> String {
    let repo = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-gate-\(getpid())-\(name)").path
    try? FileManager.default.removeItem(atPath: repo)
    try FileManager.default.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
    for (path, bytes) in files {
      let full = repo + "/" + path
      try FileManager.default.createDirectory(atPath: RepositoryFolder.of(full), withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: full))
    }
    return repo
  }

  static func run(_ arguments: [String], in directory: String) throws -> Spawn.Outcome {
    try Spawn.run(HostileInputMatrixTests.binary.path, arguments, directory: directory, timeout: 30)
  }

  /// `init` in a repository whose template folder is named `tpl[1]` wrote `"include": ["tpl[1]/**"]`, a character class
  /// that matches `tpl1`: check then linted nothing and exited 0. The folder is written so that it matches itself.
  @Test func initWritesAFolderWithGlobCharactersSoThatItMatches() throws {
    let repo = try Self.repository("glob", files: ["tpl[1]/sale.json": Array(Self.brokenTemplate.utf8)])
    let initialised = try Self.run(["init"], in: repo)
    #expect(initialised.status == 0, "\(initialised.stderr)")
    let config = try String(contentsOfFile: repo + "/.pushsim.json", encoding: .utf8)
    #expect(config.contains(#""tpl[[]1]/**""#), "\(config)")
    let checked = try Self.run(["check", "."], in: repo)
    #expect(checked.status == 1, "exit \(checked.status): \(checked.stdout) \(checked.stderr)")
    #expect(checked.stdout.contains("tpl[1]/sale.json:1:27: error:") && checked.stdout.contains("[aps-badge-type]"), "\(checked.stdout)")
  }

  /// An app delegate with a wiring error padded past 1 MiB (under the 8 MiB source cap) was read by the survey with the
  /// payload cap and dropped: check said no app code was found and exited 0.
  @Test func aSourcePastTheInputCapIsStillTheAppsCode() throws {
    let delegate = """
      import UIKit
      import UserNotifications
      class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                    withCompletionHandler completionHandler: @escaping () -> Void) {
          print(response.notification.request.identifier)
        }
      }

      """
    let padding = "// " + String(repeating: "x", count: 1_500_000) + "\n"
    let repo = try Self.repository(
      "big-source", files: ["App/AppDelegate.swift": Array((delegate + padding).utf8), "t/a.json": Array(#"{"aps": {"alert": "x"}}"#.utf8)])
    let checked = try Self.run(["check", "."], in: repo)
    #expect(checked.status == 1, "exit \(checked.status): \(checked.stdout) \(checked.stderr)")
    #expect(
      checked.stdout.contains("App/AppDelegate.swift:4:8: error:") && checked.stdout.contains("[wiring-did-receive-completion]"), "\(checked.stdout)")
    #expect(checked.stdout.contains("1 source file read"), "\(checked.stdout)")
  }

  /// A source over the 8 MiB source cap cannot be read: the survey says so and the run fails (exit 2), not "no app code".
  @Test func aSourcePastTheSourceCapFailsTheRun() throws {
    let big = Array("class AppDelegate: UIApplicationDelegate {}\n//".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 9 << 20)
    let repo = try Self.repository("huge-source", files: ["App/AppDelegate.swift": big, "t/a.json": Array(#"{"aps": {"alert": "x"}}"#.utf8)])
    let checked = try Self.run(["check", "."], in: repo)
    #expect(checked.status == 2, "exit \(checked.status): \(checked.stderr)")
    #expect(
      checked.stderr.contains("App/AppDelegate.swift: error: input is") && checked.stderr.contains("over pushsim's 8.0 MiB input cap"),
      "\(checked.stderr)")
  }

  /// The pre-commit hook passed file names without `--`: a committed file named `--write-baseline=/abs/b.json` made the
  /// hook exit 0 over a broken template and write outside the repository. The hook's script runs here on this build.
  @Test func theHookTakesNoOptionFromAFileName() throws {
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-gate-\(getpid())-written").path
    try? FileManager.default.removeItem(atPath: outside)
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    let forged = "--write-baseline=\(outside)/b.json"
    let repo = try Self.repository(
      "hook", files: ["bad.json": Array(Self.brokenTemplate.utf8), forged: Array(#"{"aps": {"alert": "x"}}"#.utf8)])
    // The hook's clone: its script, and the installed pushsim it runs (this build).
    let clone = repo + "-clone"
    try? FileManager.default.removeItem(atPath: clone)
    try FileManager.default.createDirectory(atPath: clone + "/scripts", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: clone + "/.pushsim-install/bin", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Binary.packageRoot.appendingPathComponent("scripts/pre-commit-hook.sh").path, toPath: clone + "/scripts/pre-commit-hook.sh")
    let built = URL(fileURLWithPath: HostileInputMatrixTests.binary.path).deletingLastPathComponent().path
    for program in ["pushsim", "pushsim-wiring"] { symlink(built + "/" + program, clone + "/.pushsim-install/bin/" + program) }
    // As pre-commit runs the entry `scripts/pre-commit-hook.sh lint --force-exclude`, a user's arg, then the files.
    let hook = try Spawn.run(
      "/bin/bash", [clone + "/scripts/pre-commit-hook.sh", "lint", "--force-exclude", "--format=text", forged, "bad.json"], directory: repo,
      timeout: 30)
    #expect(hook.status == 1, "exit \(hook.status): \(hook.stdout) \(hook.stderr)")
    #expect(hook.stdout.contains("bad.json:1:27: error:"), "\(hook.stdout)")
    #expect(!FileManager.default.fileExists(atPath: outside + "/b.json"), "wrote outside the repository")
  }

  /// The survey (`init`, and `check` without a config) grouped folders by comparing every pair: 4× the template folders
  /// took 13–15× the time. Now 4× the folders takes about 4× the time.
  @Test func theSurveyIsLinearInItsFolders() throws {
    var cpu: [Int: Double] = [:]
    for count in [500, 2_000] {
      var files: [String: [UInt8]] = [:]
      for index in 0..<count { files["c\(index)/t\(index)/p.json"] = Array(#"{"aps": {"alert": "x"}}"#.utf8) }
      let repo = try Self.repository("survey-\(count)", files: files)
      let outcome = try Self.run(["init", "--print"], in: repo)
      #expect(outcome.status == 0, "\(count): exit \(outcome.status) \(outcome.stderr.prefix(200))")
      #expect(outcome.stdout.contains(#""c0/t0/**""#) || outcome.stdout.contains(#""c0/**""#), "\(outcome.stdout.prefix(200))")
      cpu[count] = outcome.cpu
      try? FileManager.default.removeItem(atPath: repo)
    }
    let base = 0.05  // start-up
    #expect((cpu[2_000] ?? 0) <= 2 * 4 * ((cpu[500] ?? 0) + base), "\(cpu)")
  }
}
