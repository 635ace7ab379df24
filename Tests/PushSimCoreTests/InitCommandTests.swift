import Foundation
import Testing

@testable import PushSimCore

/// Issue 19 item 2: `pushsim init` looks at a repository and writes `.pushsim.json` with what it found and why; then
/// `pushsim wiring` and `pushsim run` with no PATH read the folders it names.
@Suite struct InitCommandTests {
  static func repository() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-init-\(getpid())-\(UUID().uuidString.prefix(6))").path
    for folder in ["/.git", "/campaigns/mapp", "/ios/App", "/qa/scenarios", "/web"] {
      try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
    }
    let files = [
      "campaigns/mapp/sale.json": #"{"aps": {"alert": "Sale"}, "push_provider": "mapp_engage", "p": 7}"#,
      "campaigns/welcome.apns": #"{"Simulator Target Bundle": "com.example.shop", "aps": {"alert": "Hi"}}"#,
      "ios/App/AppDelegate.m":
        "@interface AppDelegate : UIResponder <UIApplicationDelegate, UNUserNotificationCenterDelegate>\n@end\n@implementation AppDelegate\n@end\n",
      "ios/App/Helpers.m": "@implementation Helpers\n@end\n",
      "qa/scenarios/tap.json": #"{"schema": "pushsim.scenario/1", "app": "plain", "steps": ["launch"]}"#,
      "web/package.json": #"{"name": "web", "version": "1.0.0"}"#,
    ]
    for (name, text) in files { try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8) }
    return root
  }

  @Test func findsTemplatesSourcesAndScenariosAndSaysWhy() throws {
    let root = try Self.repository()
    let printed = CLIRun(["init", root, "--print"])
    #expect(printed.exitCode == 0)
    let config = try JSONParser().parse(printed.stdout).value
    #expect(config["include"] == .array([.string("campaigns/**")]))
    #expect(config["sources"] == .array([.string("ios/App")]))
    #expect(config["scenarios"] == .array([.string("qa/scenarios")]))
    #expect(printed.stderr.contains("campaigns: 2 push payloads"))
    #expect(printed.stderr.contains("ios/App: AppDelegate.m mentions UNUserNotificationCenterDelegate"))
    #expect(!FileManager.default.fileExists(atPath: root + "/.pushsim.json"), "--print writes nothing")

    let written = CLIRun(["init", root])
    #expect(written.exitCode == 0)
    #expect(written.stdout.contains("wrote .pushsim.json"))
    #expect(CLIRun(["init", root]).exitCode == 2, "an existing config is kept")

    // wiring and run with no PATH read the folders the config names.
    let wiring = CLIRun(["wiring", "--root", root, "--format", "json"])
    #expect(wiring.stdout.contains("ios/App/AppDelegate.m"), "\(wiring.stderr)")
    let run = CLIRun(["run", "--root", root])
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("1 scenario run"))
  }

  @Test func configuredFoldersStayInTheRepository() throws {
    let root = try Self.repository()
    try #"{"sources": ["../elsewhere"]}"#.write(toFile: root + "/.pushsim.json", atomically: true, encoding: .utf8)
    let result = CLIRun(["wiring", "--root", root])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("without '..'"))
    try #"{"include": ["campaigns/**"]}"#.write(toFile: root + "/.pushsim.json", atomically: true, encoding: .utf8)
    let none = CLIRun(["run", "--root", root])
    #expect(none.exitCode == 2)
    #expect(none.stderr.contains("pushsim init writes it"))
  }
}
