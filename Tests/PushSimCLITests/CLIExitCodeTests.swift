import Foundation
import Testing

/// Runs the built `pushsim` binary as a user would: real process, real stdin, exit codes.
struct Binary {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let path: String = {
    let candidates = [".build/debug/pushsim", ".build/release/pushsim"].map { packageRoot.appendingPathComponent($0).path }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
  }()

  struct Result {
    let exitCode: Int32
    let stdout: String
    let stderr: String
  }

  static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:], workingDirectory: String? = nil) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL =
      workingDirectory.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : packageRoot.appendingPathComponent($0) } ?? packageRoot
    var variables = ProcessInfo.processInfo.environment
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      exitCode: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
  }

  static func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-cli-tests-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    // A name may hold a folder ("case/scenario.json"): tests that run at once each write their own files.
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url, options: .atomic)
    return url.path
  }
}

@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct CLIExitCodeTests {
  @Test func versionAndHelp() throws {
    let version = try Binary.run(["--version"])
    #expect(version.exitCode == 0)
    #expect(version.stdout.hasPrefix("pushsim "))
    for command in ["classify", "inspect"] {
      let help = try Binary.run([command, "--help"])
      #expect(help.exitCode == 0)
      #expect(help.stdout.hasPrefix("Usage: pushsim \(command)"))
    }
    #expect(try Binary.run([]).stdout.contains("Commands:"))
  }

  @Test func unknownCommandIsExit2WithASuggestion() throws {
    let result = try Binary.run(["clasify", "x"])
    #expect(result.exitCode == 2)
    #expect(result.stderr == "pushsim: error: unknown command 'clasify'; did you mean 'classify'?\n")
    #expect(result.stdout == "")
  }

  @Test func unknownFlagIsExit2WithASuggestion() throws {
    let result = try Binary.run(["inspect", "--fromat", "json", "samples/payloads/plain-alert.json"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("did you mean '--format'?"))
  }

  @Test func classifyAValidFileIsExit0() throws {
    let result = try Binary.run(["classify", "samples/payloads/mapp-deeplink.json"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("mapp"))
    #expect(result.stderr == "")
  }

  @Test func missingFileIsExit2WithOneLine() throws {
    let result = try Binary.run(["inspect", "no/such/file.json"])
    #expect(result.exitCode == 2)
    #expect(result.stderr == "no/such/file.json: error: no such file or directory\n")
  }

  @Test func directoryGivenToInspectIsExit2() throws {
    let result = try Binary.run(["inspect", "samples"])
    #expect(result.exitCode == 2)
    #expect(result.stderr == "samples: error: is a directory; give a payload file\n")
  }

  @Test func invalidJSONIsExit2WithLineAndColumn() throws {
    let path = try Binary.temporaryFile("trailing.json", Array("{\n  \"aps\": {\"alert\": \"x\",}\n}\n".utf8))
    let result = try Binary.run(["classify", path])
    #expect(result.exitCode == 2)
    #expect(result.stderr == "\(path):2:23: error: trailing comma before '}'; strict JSON allows none\n")
  }

  @Test func binaryFileIsExit2() throws {
    let path = try Binary.temporaryFile("image.json", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00])
    let result = try Binary.run(["inspect", path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.hasSuffix(":3:1: error: NUL byte in the input: this is a binary file, not JSON text\n"))
  }

  @Test func hugeFileIsRefusedWithTheCapInTheMessage() throws {
    let big = Array("{\"aps\":{\"alert\":\"".utf8) + Array(repeating: UInt8(ascii: "a"), count: 1_100_000) + Array("\"}}".utf8)
    let path = try Binary.temporaryFile("huge.json", big)
    let result = try Binary.run(["inspect", path])
    #expect(result.exitCode == 2)
    // Both sizes round to 1.0 MiB, so the message gives the bytes.
    #expect(
      result.stderr.contains("input is 1100020 bytes, over pushsim's 1048576-byte input cap (an APNs payload is at most 4096 bytes, 5120 for VoIP)"))
    let raised = try Binary.run(["inspect", "--max-bytes", "2000000", path])
    #expect(raised.exitCode == 0)
  }

  @Test func wrongTopLevelTypeStillClassifies() throws {
    let path = try Binary.temporaryFile("array.json", Array("[1, 2]".utf8))
    let result = try Binary.run(["classify", "--format", "json", path])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("\"kind\": \"not-an-object\""))
  }

  @Test func stdinWithDash() throws {
    let payload = Data(#"{"aps":{"alert":"x"},"_nm":{"pt":1}}"#.utf8)
    let result = try Binary.run(["classify", "-"], stdin: payload)
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("<stdin>  netmera"))
  }

  @Test func someBadInputsAmongGoodOnesStillReportTheGoodOnes() throws {
    let result = try Binary.run(["classify", "samples/payloads/plain-alert.json", "missing.json"])
    #expect(result.exitCode == 2)
    #expect(result.stdout.contains("plain-alert.json"))
    #expect(result.stderr == "missing.json: error: no such file or directory\n")
  }

  @Test func duplicateKeysAreAcceptedWithAWarning() throws {
    let path = try Binary.temporaryFile("dup.json", Array("{\"aps\": {\"alert\": \"a\"},\n \"p\": 1, \"p\": 2}".utf8))
    let result = try Binary.run(["classify", "--format", "json", path])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "\(path):2:10: warning: duplicate key \"p\" (first at 2:2); the last value wins, as with iOS's JSONSerialization\n")
  }

  @Test func noColourWhenNotATerminal() throws {
    let result = try Binary.run(["classify", "samples/payloads"])
    #expect(!result.stdout.contains("\u{1B}["))
  }
}

@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct LintExitCodeTests {
  @Test func cleanFileIsExit0() throws {
    let result = try Binary.run(["lint", "--no-config", "samples/templates/mapp/spring-sale.json"])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "1 file checked: 0 errors, 0 warnings, 0 info; config: none\n")
  }

  @Test func errorsAreExit1() throws {
    let result = try Binary.run(["lint", "--no-config", "samples/templates/generic/flags-as-strings.json"])
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.contains(
        "samples/templates/generic/flags-as-strings.json:4:5: error: content-available is string \"1\"; APNs expects the number 1 [aps-flag-type]"))
  }

  @Test func invalidJSONIsAFindingNotAnInputError() throws {
    let path = try Binary.temporaryFile("broken.json", Array("{\"aps\": {\"alert\": \"x\"}".utf8))
    let result = try Binary.run(["lint", "--no-config", path])
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("[json-invalid]"))
  }

  @Test func warningsFailOnlyWithStrict() throws {
    let path = try Binary.temporaryFile("warn.json", Array(#"{"aps": {"alert": "Hi", "image": "https://x/a.png"}}"#.utf8))
    #expect(try Binary.run(["lint", "--no-config", path]).exitCode == 0)
    #expect(try Binary.run(["lint", "--no-config", "--strict", path]).exitCode == 1)
  }

  @Test func providerFlagRequiresEveryFileToMatch() throws {
    let result = try Binary.run(["lint", "--no-config", "--provider", "grovs", "samples/templates/mapp/spring-sale.json"])
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("expected a grovs payload, but it classifies as mapp [template-expected-provider]"))
    #expect(try Binary.run(["lint", "--provider", "mapps", "x"]).stderr.contains("did you mean 'mapp'?"))
  }

  @Test func missingPathIsExit2() throws {
    let result = try Binary.run(["lint", "--no-config", "samples/templates/mapp/spring-sale.json", "nope.json"])
    #expect(result.exitCode == 2)
    #expect(result.stderr == "nope.json: error: no such file or directory\n")
  }

  @Test func badConfigIsExit2() throws {
    let config = try Binary.temporaryFile("bad.pushsim.json", Array(#"{"rules": {"aps-flag-typ": "off"}}"#.utf8))
    let result = try Binary.run(["lint", "--config", config, "samples/templates/mapp"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("unknown rule 'aps-flag-typ' in rules (did you mean 'aps-flag-type'?)"))
  }

  @Test func globsAreExpanded() throws {
    let result = try Binary.run(["lint", "--no-config", "samples/templates/netmera/*.json", "--format", "json"])
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("\"files\": 2"))
  }

  @Test func configIsFoundUpwardFromTheWorkingDirectory() throws {
    let process = try Binary.run(["lint", "--format", "json"], workingDirectory: "samples/templates/mapp")
    #expect(process.stdout.contains("template-expected-provider") || process.stdout.contains("mapp-missing-push-provider"))
    #expect(process.stdout.contains("\"files\": 3"))
  }
}

@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct SimulationCLITests {
  func trace(_ arguments: [String]) throws -> (Binary.Result, [String: Any]) {
    let result = try Binary.run(arguments + ["--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    return (result, object)
  }

  func calls(_ object: [String: Any]) -> [(actor: String, call: String, note: String)] {
    (object["steps"] as? [[String: Any]] ?? []).map { ($0["actor"] as? String ?? "", $0["call"] as? String ?? "", $0["note"] as? String ?? "") }
  }

  @Test func tapOnATerminatedAppLaunchesThenDeliversTheDefaultAction() throws {
    let (result, object) = try trace(["tap", "samples/payloads/plain-alert.json", "--state", "terminated"])
    #expect(result.exitCode == 0)
    #expect(object["schema"] as? String == "pushsim.trace/1")
    let steps = calls(object)
    let launch = try #require(steps.firstIndex { $0.call == "application(_:didFinishLaunchingWithOptions:)" })
    #expect(steps[launch].note.contains("launchOptions[.remoteNotification]"))
    let response = try #require(steps.firstIndex { $0.call == "userNotificationCenter(_:didReceive:withCompletionHandler:)" })
    #expect(launch < response)
    #expect(steps[response].note.contains("com.apple.UNNotificationDefaultActionIdentifier"))
    #expect((object["findings"] as? [Any])?.isEmpty == true)
  }

  @Test func delegateAssignedAfterLaunchLosesTheTap() throws {
    let (result, object) = try trace([
      "tap", "samples/payloads/plain-alert.json", "--state", "terminated", "--set", "app.delegate.assigned=after-launch-returns",
    ])
    // DESIGN.md §3: an error finding in a simulated trace is exit 1.
    #expect(result.exitCode == 1)
    #expect(!calls(object).contains { $0.call == "userNotificationCenter(_:didReceive:withCompletionHandler:)" })
    let findings = object["findings"] as? [[String: Any]] ?? []
    #expect(findings.contains { $0["id"] as? String == "ios-delegate-too-late" && $0["severity"] as? String == "error" })
  }

  @Test func silentPushToAForceQuitAppIsDiscarded() throws {
    let (_, object) = try trace(["deliver", "samples/payloads/silent-background.apns", "--state", "force-quit"])
    #expect(!calls(object).contains { $0.actor == "app" })
    let findings = object["findings"] as? [[String: Any]] ?? []
    #expect(findings.contains { $0["id"] as? String == "ios-force-quit-discard" })
  }

  @Test func badSetIsExit2NamingTheChoices() throws {
    let result = try Binary.run(["tap", "samples/payloads/plain-alert.json", "--state", "terminated", "--set", "app.delegate.assigned=later"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("choose one of before-launch-returns, after-launch-returns, never"))
    let unknown = try Binary.run(["tap", "samples/payloads/plain-alert.json", "--state", "terminated", "--set", "app.delegate.asigned=never"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.stderr.contains("did you mean 'app.delegate.assigned'?"))
    let missingState = try Binary.run(["tap", "samples/payloads/plain-alert.json"])
    #expect(missingState.exitCode == 2)
    #expect(missingState.stderr.contains("needs --state"))
  }

  @Test func payloadDefaultsToPayloadJSONThenStdin() throws {
    let piped = try Binary.run(["deliver", "--state", "background"], stdin: Data(#"{"aps": {"content-available": 1}}"#.utf8))
    #expect(piped.exitCode == 0)
    #expect(piped.stdout.hasPrefix("<stdin> · deliver · state background"))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-default-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"{"aps": {"alert": "Hi"}}"#.utf8).write(to: directory.appendingPathComponent("payload.json"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Binary.path)
    process.arguments = ["deliver", "--state", "background"]
    process.currentDirectoryURL = directory
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(text.hasPrefix("payload.json · deliver · state background"))
  }

  @Test func mermaidIsASequenceDiagram() throws {
    let result = try Binary.run(["tap", "samples/payloads/plain-alert.json", "--state", "terminated", "--format", "mermaid"])
    #expect(result.stdout.hasPrefix("sequenceDiagram\n  participant User\n  participant iOS\n  participant App\n"))
    #expect(result.stdout.contains("iOS->>App: userNotificationCenter(_:didReceive:withCompletionHandler:)"))
  }

  @Test func profileRoundTripsThroughLintApp() throws {
    let printed = try Binary.run(["profile", "plain", "--set", "app.notificationsAuthorized=false"])
    #expect(printed.exitCode == 0)
    let path = try Binary.temporaryFile("profile.json", Array(printed.stdout.utf8))
    let validated = try Binary.run(["lint", "--app", path])
    #expect(validated.exitCode == 0)
    #expect(validated.stdout == "\(path): valid pushsim.app/1 profile 'plain'\n")
    let used = try Binary.run(["deliver", "samples/payloads/plain-alert.json", "--state", "background", "--app", path])
    #expect(used.stdout.contains("ios-not-authorized"))
    let bad = try Binary.temporaryFile("bad-profile.json", Array(#"{"app": {"delegate": {"owner": "nobody"}}}"#.utf8))
    let invalid = try Binary.run(["lint", "--app", bad])
    #expect(invalid.exitCode == 1)
    #expect(invalid.stdout.contains("error: invalid value string \"nobody\" for app.delegate.owner: choose one of app, sdk, none"))
  }

  @Test func explainCoversSimulatorRules() throws {
    let result = try Binary.run(["explain", "ios-delegate-too-late"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("Source: ios-delivery.md G7"))
  }
}

/// The issue's acceptance runs for the SDK models, against the binary.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct SDKModelCLITests {
  func tracked(_ arguments: [String]) throws -> (tracked: [[String: String]], findings: [String]) {
    let result = try Binary.run(arguments + ["--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    let findings = object["findings"] as? [[String: Any]] ?? []
    // DESIGN.md §3: exit 1 exactly when the trace has an error finding.
    let errors = findings.contains { $0["severity"] as? String == "error" }
    #expect(result.exitCode == (errors ? 1 : 0), "\(result.stderr)")
    let tracked = (object["tracked"] as? [[String: Any]] ?? []).map { $0.compactMapValues { $0 as? String } }
    return (tracked, findings.compactMap { $0["id"] as? String })
  }

  @Test func mappManualTapTracksExactlyOneClick() throws {
    let run = try tracked(["tap", "samples/payloads/mapp-deeplink.json", "--state", "terminated", "--app", "mapp-manual"])
    #expect(run.tracked.filter { $0["sdk"] == "mapp" && $0["event"] == "click" }.count == 1)
    #expect(run.tracked.count == 1)
  }

  @Test func mappWithoutForwardingTracksNothingAndSaysWhy() throws {
    let run = try tracked([
      "tap", "samples/payloads/mapp-deeplink.json", "--state", "terminated", "--app", "mapp-manual", "--set", "sdks.mapp.forwardResponse=false",
    ])
    #expect(run.tracked.isEmpty)
    #expect(run.findings.contains("sdk-mapp-not-forwarded"))
  }

  @Test func grovsPushInTheMultiAppTracksOnePushOpenAndNoMappClick() throws {
    let run = try tracked(["tap", "samples/payloads/grovs-link-image.json", "--state", "terminated", "--app", "multi"])
    #expect(run.tracked.filter { $0["sdk"] == "grovs" && $0["event"] == "push_open" }.count == 1)
    #expect(!run.tracked.contains { $0["sdk"] == "mapp" })
  }

  @Test func grovsOpenCalledOnDeliveryCountsAnUntappedPush() throws {
    let run = try tracked([
      "deliver", "samples/payloads/grovs-link-image.json", "--state", "foreground", "--app", "grovs", "--set",
      #"sdks.grovs.openCalledFrom=["didReceive","willPresent"]"#,
    ])
    #expect(run.tracked.contains { $0["sdk"] == "grovs" && $0["event"] == "push_open" })
    #expect(run.findings.contains("sdk-grovs-open-on-delivery"))
  }

  @Test func defaultProfileFollowsTheProvider() throws {
    let result = try Binary.run(["tap", "samples/payloads/netmera-standard.json", "--state", "terminated"])
    #expect(result.stdout.contains("app      netmera (default for provider netmera)"))
  }
}
