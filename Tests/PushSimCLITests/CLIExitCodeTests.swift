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
    process.currentDirectoryURL = workingDirectory.map { packageRoot.appendingPathComponent($0) } ?? packageRoot
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
    try Data(bytes).write(to: url)
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
    #expect(result.stderr.contains("over pushsim's 1.0 MiB input cap (an APNs payload is at most 4096 bytes, 5120 for VoIP)"))
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
    #expect(result.stdout == "1 file checked: 0 errors, 0 warnings, 0 info\n")
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
    #expect(result.stderr.contains("unknown rule 'aps-flag-typ' in rules; did you mean 'aps-flag-type'?"))
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
