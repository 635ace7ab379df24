import Foundation
import Testing

/// The behaviours of issue 8's "Why" list, each run through the binary and checked against what
/// its source says (seed section, Apple's documentation as cited in ios-delivery.md, the SDK
/// reference), never against pushsim's own output.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct DeviceWorldCLITests {
  struct Run {
    let exitCode: Int32
    let object: [String: Any]

    var steps: [[String: String]] { (object["steps"] as? [[String: Any]] ?? []).map { $0.compactMapValues { $0 as? String } } }
    var tracked: [[String: Any]] { object["tracked"] as? [[String: Any]] ?? [] }
    var findings: [[String: String]] { (object["findings"] as? [[String: Any]] ?? []).map { $0.compactMapValues { $0 as? String } } }
    var ui: [String: Any] { object["ui"] as? [String: Any] ?? [:] }
    var opened: String? { ui["opened"] as? String }
    func finding(_ id: String) -> [String: String]? { findings.first { $0["id"] == id } }
    func has(call: String) -> Bool { steps.contains { $0["call"]?.contains(call) == true } }
  }

  func run(_ arguments: [String]) throws -> Run {
    let result = try Binary.run(arguments + ["--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    return Run(exitCode: result.exitCode, object: object)
  }

  /// seeds/004 §2: "APNs rejects a token from the other environment (BadDeviceToken) and the token is dropped."
  @Test func grovsPushWithTheWrongEnvironmentNeverReachesTheDevice() throws {
    let run = try run([
      "tap", "samples/payloads/grovs-link-image.json", "--state", "terminated", "--app", "grovs", "--set", "sdks.grovs.build=app-store",
    ])
    #expect(run.finding("apns-bad-device-token")?["severity"] == "error")
    #expect(run.ui["banner"] as? Bool == false)
    #expect(run.tracked.isEmpty)
    #expect(!run.steps.contains { $0["actor"] == "app" })
    #expect(run.exitCode == 1)
  }

  /// ios-delivery.md §3.1: over 4096 bytes APNs answers 413 PayloadTooLarge.
  @Test func oversizePayloadIsRefusedByAPNs() throws {
    let padding = String(repeating: "x", count: 4200)
    let path = try Binary.temporaryFile(
      "big.json", Array(#"{"aps": {"alert": "Hi"}, "p": 1, "push_provider": "mapp_engage", "pad": "\#(padding)"}"#.utf8))
    let run = try run(["tap", path, "--state", "background", "--app", "mapp-manual"])
    #expect(run.finding("apns-size-limit")?["severity"] == "error")
    #expect(run.tracked.isEmpty)
    #expect(run.ui["banner"] as? Bool == false)
    #expect(run.steps.first?["actor"] == "APNs")
    // VoIP pushes may be 5120 bytes (§3.1).
    let voip = try self.run(["deliver", path, "--state", "background", "--app", "mapp-manual", "--set", "apns.pushType=voip"])
    #expect(voip.finding("apns-size-limit") == nil)
  }

  /// sdk-behaviour.md §1.4 A.5: a button without its own action runs the body's deep link, then reportPushOpen.
  @Test func mappButtonOpensTheDeepLink() throws {
    let run = try run(["tap", "samples/payloads/mapp-buttons.json", "--state", "background", "--app", "mapp-manual", "--action", "button1"])
    #expect(run.opened == "shopapp://delivery/A-1042")
    #expect(run.tracked.count == 1)
    #expect(run.exitCode == 0)
  }

  /// sdk-behaviour.md §2 Interactive category: Netmera's NSE registers the `_nm.ia` category itself.
  @Test func netmeraButtonNeedsNoAppCategory() throws {
    let run = try run(["tap", "samples/payloads/netmera-buttons.json", "--state", "background", "--app", "netmera", "--action", "btn_pass"])
    #expect(run.finding("ios-action-unknown") == nil)
    #expect(run.has(call: "didTakeAction(_:from: .interactiveButton, for:)"))
    #expect(run.opened == "airline://boardingpass")
    // simctl push runs no extension, so no category and no buttons (ios-delivery.md §4).
    let simctl = try self.run([
      "tap", "samples/payloads/netmera-buttons.json", "--state", "background", "--app", "netmera", "--action", "btn_pass", "--set",
      "ios.simctlPush=true",
    ])
    #expect(simctl.finding("ios-action-unknown")?["message"]?.contains("simctl push runs no extension") == true)
    #expect(simctl.exitCode == 1)
  }

  /// sdk-behaviour.md §2.5: a carousel pick comes from the content extension; iOS sends only Apple's identifiers.
  @Test func carouselPickUsesTheDefaultActionAndOpensTheItem() throws {
    let run = try run(["tap", "samples/payloads/netmera-carousel.json", "--state", "background", "--app", "netmera", "--action", "carousel:item-2"])
    let response = try #require(run.steps.first { $0["call"] == "userNotificationCenter(_:didReceive:withCompletionHandler:)" })
    #expect(response["note"] == "actionIdentifier com.apple.UNNotificationDefaultActionIdentifier")
    #expect(run.opened == "shopapp://item/2")
    let unknown = try self.run([
      "tap", "samples/payloads/netmera-carousel.json", "--state", "background", "--app", "netmera", "--action", "carousel:item-9",
    ])
    #expect(unknown.finding("ios-carousel-item-unknown") != nil)
    #expect(unknown.tracked.isEmpty)
  }

  /// seeds/003: "Netmera automatically handles all UIApplicationDelegate methods related to remote notifications."
  @Test func netmeraHandlesBackgroundPushesWithoutTheAppsMethod() throws {
    let path = try Binary.temporaryFile("nm-silent.json", Array(#"{"aps": {"content-available": 1}, "_nm": {"pt": 1, "pid": "9"}}"#.utf8))
    let run = try run(["deliver", path, "--state", "background", "--app", "netmera", "--set", "app.implementsDidReceiveRemoteNotification=false"])
    #expect(
      run.steps.contains { $0["actor"] == "sdk:netmera" && $0["call"] == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)" })
    #expect(run.has(call: "sets Netmera.recentPushObject()"))
    #expect(run.findings.isEmpty || run.findings.allSatisfy { $0["severity"] == "info" })
  }

  /// sdk-behaviour.md §1.2.1: the automatic integration adds didReceiveRemoteNotification when the mode is on.
  @Test func mappAutomaticAddsTheRemoteNotificationMethod() throws {
    let run = try run([
      "deliver", "samples/payloads/mapp-silent-update.json", "--state", "background", "--app", "mapp-auto", "--set",
      "app.implementsDidReceiveRemoteNotification=false",
    ])
    #expect(run.steps.contains { $0["actor"] == "sdk:mapp" && $0["call"] == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)" })
    #expect(!run.findings.contains { $0["id"] == "ios-background-wake" })
  }

  /// seeds/002 App Owns the Delegate: the app "must return the presentation options itself".
  @Test func mappAppDelegateReturnsItsOwnOptions() throws {
    let run = try run([
      "deliver", "samples/payloads/mapp-deeplink.json", "--state", "foreground", "--app", "mapp-manual", "--set",
      #"app.delegate.presentationOptions=["banner","sound"]"#,
    ])
    #expect(run.ui["banner"] as? Bool == true)
    #expect(run.ui["list"] as? Bool == false)
  }

  /// seeds/004 §3: Grovs reports the open only through handleNotificationResponse in didReceive.
  @Test func grovsNotCalledFromDidReceiveReportsNothing() throws {
    let run = try run([
      "tap", "samples/payloads/grovs-link-image.json", "--state", "background", "--app", "grovs", "--set",
      #"sdks.grovs.openCalledFrom=["willPresent"]"#,
    ])
    #expect(!run.has(call: "Grovs.handleNotificationResponse"))
    #expect(run.tracked.isEmpty)
    #expect(run.opened == "app")
    #expect(run.finding("sdk-grovs-not-handled")?["severity"] == "error")
    #expect(run.exitCode == 1)
  }

  /// seeds/000 Apps With Multiple Push Providers: the app routes each push to its provider itself.
  @Test func sdkMissingFromRoutingIsReported() throws {
    let run = try run([
      "tap", "samples/payloads/grovs-link-image.json", "--state", "background", "--app", "multi", "--set", #"app.routing=["mapp","firebase"]"#,
    ])
    #expect(run.tracked.isEmpty)
    #expect(run.finding("app-routing")?["severity"] == "error")
  }

  /// provider-signatures.md §3 / seeds/004: a push both Mapp and Grovs claim is counted by one of them only.
  @Test func conflictingPushSaysWhichSDKLosesIt() throws {
    let run = try run(["tap", "samples/payloads/mapp-grovs-conflict.json", "--state", "background", "--app", "multi"])
    #expect(run.tracked.count == 1)
    let message = try #require(run.finding("app-provider-conflict")?["message"])
    #expect(message.contains("mapp never tracks it"))
  }

  /// DESIGN.md §3: 1 means findings, so a single simulation is a CI check; --strict counts warnings.
  @Test func exitCodesFollowTheFindings() throws {
    let error = try Binary.run([
      "tap", "samples/payloads/mapp-deeplink.json", "--state", "terminated", "--app", "mapp-manual", "--set", "sdks.mapp.forwardResponse=false",
    ])
    #expect(error.exitCode == 1)
    let clean = try Binary.run(["tap", "samples/payloads/mapp-deeplink.json", "--state", "terminated", "--app", "mapp-manual"])
    #expect(clean.exitCode == 0)
    let warning = try Binary.run(["deliver", "samples/payloads/silent-background.apns", "--state", "force-quit"])
    #expect(warning.exitCode == 0)
    let strict = try Binary.run(["deliver", "samples/payloads/silent-background.apns", "--state", "force-quit", "--strict"])
    #expect(strict.exitCode == 1)
  }

  /// DESIGN.md §5: "A world can be printed (--dump-world or in the JSON trace)".
  @Test func dumpWorldShowsWhatPersists() throws {
    let run = try run(["tap", "samples/payloads/grovs-link-image.json", "--state", "terminated", "--app", "grovs", "--dump-world"])
    let world = try #require(run.object["world"] as? [String: Any])
    #expect(world["process"] as? String == "foreground")
    let grovs = try #require(world["grovs"] as? [String: Any])
    #expect(grovs["counted"] as? [String] == ["cmp_spring26"])
  }
}
