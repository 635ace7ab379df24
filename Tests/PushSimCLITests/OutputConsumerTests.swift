import Foundation
import Testing

/// Issue 31 item 5 through the shipped programs: the profile `pushsim wiring --emit-profile` prints (in pushsim-wiring,
/// which reads Swift) is JSON a JSON reader accepts, and holds a Swift string literal's text as the code wrote it, even
/// when it holds `##[`, a workflow command, controls, bidi controls and markup.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct OutputConsumerTests {
  /// The literal's text as the code spells it, with raw ESC, U+202E, a C1 control and U+2028 in it (a Swift string literal
  /// holds no raw line break); the profile holds the literal as written (`ProfileFromCode`: the text between the quotes).
  static let literal =
    "x ::error file=F.swift::owned ##[error]v \u{1B}[2J\u{202E} \u{85}c1 \u{2028}ls <img src=x onerror=alert(1)> ]]> -- \\\"q' @octocat"

  @Test func anEmittedProfileIsJSONHoldingTheLiteral() throws {
    let source = """
      import UIKit
      import Grovs
      @main class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          Grovs.configure(APIKey: "\(Self.literal)", useTestEnvironment: false, delegate: self)
          return true
        }
        // Grovs' push API (seeds/004): without it Grovs is links only and not in the simulated app (issue 32).
        func application(_ a: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
          Grovs.setPushToken(deviceToken: deviceToken)
        }
      }

      """
    let file = try Binary.temporaryFile("emit-profile-\(UUID().uuidString.prefix(8))/AppDelegate.swift", Array(source.utf8))
    let result = try Binary.run(["wiring", (file as NSString).deletingLastPathComponent, "--emit-profile"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let grovs = (document?["sdks"] as? [String: Any])?["grovs"] as? [String: Any]
    #expect(grovs?["apiKey"] as? String == Self.literal, "\(result.stdout)")
    #expect(!result.stdout.contains("##["), "no workflow command in the raw output")
    #expect(!result.stdout.split(separator: "\n").contains { $0.drop { $0 == " " }.hasPrefix("::") })
  }
}
