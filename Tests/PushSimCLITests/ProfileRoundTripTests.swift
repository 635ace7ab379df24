import Foundation
import Testing

/// The profile law (DESIGN.md §6, issue 21 item 2): a built-in profile printed by `pushsim profile NAME` and loaded back
/// with `--app FILE` gives the same traces as the built-in, for every sample payload in every state × event
/// (`pushsim simulate` runs the whole matrix). Only the line naming the choice (`--app NAME` or `--app FILE`) differs.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct ProfileRoundTripTests {
  static let builtins = ["plain", "mapp-manual", "mapp-auto", "netmera", "grovs", "multi"]

  @Test(arguments: builtins)
  func aPrintedProfileSimulatesAsTheBuiltIn(_ name: String) throws {
    let printed = try Binary.run(["profile", name])
    #expect(printed.exitCode == 0)
    let file = try Binary.temporaryFile("round-trip/\(name).json", Array(printed.stdout.utf8))
    let builtin = try Binary.run(["simulate", "samples/payloads", "--app", name, "--format", "json"])
    let loaded = try Binary.run(["simulate", "samples/payloads", "--app", file, "--format", "json"])
    #expect(builtin.exitCode == loaded.exitCode)
    func withoutChoice(_ text: String) -> [Substring] { text.split(separator: "\n").filter { !$0.contains("\"appChoice\"") } }
    let expected = withoutChoice(builtin.stdout)
    let actual = withoutChoice(loaded.stdout)
    #expect(expected.count > 1000, "the matrix covers every sample payload")
    #expect(
      expected == actual, "first difference at line \(expected.indices.first { $0 >= actual.count || expected[$0] != actual[$0] } ?? expected.count)")
  }

  /// seeds/002 App Owns the Delegate: the app's willPresent reads showNotificationsOnForeground, so a Mapp push in the
  /// foreground shows nothing while the flag is false — with the built-in and with its printed profile alike.
  @Test func theSeedsForegroundPatternSurvivesPrinting() throws {
    let printed = try Binary.run(["profile", "mapp-manual"])
    let file = try Binary.temporaryFile("round-trip/seeds-002.json", Array(printed.stdout.utf8))
    for app in ["mapp-manual", file] {
      let result = try Binary.run(["deliver", "samples/payloads/mapp-deeplink.json", "--state", "foreground", "--app", app, "--format", "json"])
      #expect(result.stdout.contains("Appoxee.shared()?.showNotificationsOnForeground"), "\(app)")
      #expect(result.stdout.contains("\"banner\": false"), "\(app): no banner")
      #expect(result.stdout.contains("\"list\": false"), "\(app): not in the list")
    }
  }
}
