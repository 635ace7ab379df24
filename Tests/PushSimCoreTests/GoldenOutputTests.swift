import Foundation
import Testing

@testable import PushSimCore

/// Golden text and JSON outputs of `classify` and `inspect` on every sample payload.
@Suite struct GoldenOutputTests {
  static let samples: [String] = {
    _ = CLIRun.packageRoot
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "samples/payloads")) ?? []
    return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".apns") }.sorted()
  }()

  @Test func samplesExist() {
    #expect(Self.samples.count >= 14)
  }

  @Test func classifyTextOnAllSamples() {
    let run = CLIRun(["classify", "samples/payloads"])
    #expect(run.exitCode == 0)
    #expect(run.stderr == "")
    Golden.check(run.stdout, named: "classify-samples.txt")
  }

  @Test func classifyVerboseOnAllSamples() {
    let run = CLIRun(["classify", "--verbose", "samples/payloads"])
    Golden.check(run.stdout, named: "classify-samples-verbose.txt")
  }

  @Test func classifyJSONOnAllSamples() {
    let run = CLIRun(["classify", "--format", "json", "samples/payloads"])
    #expect(run.exitCode == 0)
    Golden.check(run.stdout, named: "classify-samples.json")
  }

  @Test(arguments: samples)
  func inspectText(_ sample: String) {
    let run = CLIRun(["inspect", "samples/payloads/\(sample)"])
    #expect(run.exitCode == 0)
    Golden.check(run.stdout, named: "inspect/\(sample).txt")
  }

  @Test(arguments: samples)
  func inspectJSON(_ sample: String) throws {
    let run = CLIRun(["inspect", "--format", "json", "samples/payloads/\(sample)"])
    #expect(run.exitCode == 0)
    let parsed = try JSONParser().parse(run.stdout).value
    #expect(parsed["schema"] == .string("pushsim.inspect/1"))
    Golden.check(run.stdout, named: "inspect/\(sample).json")
  }
}

@Suite struct ColourTests {
  @Test func colourOnlyOnATerminalAndNeverWithNoColor() {
    let terminal = CLIRun(["classify", "samples/payloads/mapp-deeplink.json"], stdoutIsTerminal: true)
    #expect(terminal.stdout.contains("\u{1B}[32mmapp\u{1B}[0m"))
    let noColor = CLIRun(["classify", "samples/payloads/mapp-deeplink.json"], variables: ["NO_COLOR": "1"], stdoutIsTerminal: true)
    #expect(!noColor.stdout.contains("\u{1B}["))
    let piped = CLIRun(["classify", "samples/payloads/mapp-deeplink.json"])
    #expect(!piped.stdout.contains("\u{1B}["))
    #expect(terminal.stdout.replacingOccurrences(of: "\u{1B}[32m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "") == piped.stdout)
  }

  @Test func dashOnATerminalIsAUsageError() {
    let run = CLIRun(["classify", "-"], stdinIsTerminal: true)
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("stdin is a terminal"))
  }
}

/// Golden traces of the plain app on every sample: a tap on a terminated app (text and JSON) and
/// a delivery in the foreground (text).
@Suite struct TraceGoldenTests {
  @Test(arguments: GoldenOutputTests.samples)
  func tapTerminated(_ sample: String) throws {
    let text = CLIRun(["tap", "samples/payloads/\(sample)", "--state", "terminated", "--app", "plain"])
    #expect(text.exitCode == 0)
    Golden.check(text.stdout, named: "trace/\(sample).tap-terminated.txt")
    let json = CLIRun(["tap", "samples/payloads/\(sample)", "--state", "terminated", "--app", "plain", "--format", "json"])
    #expect(try JSONParser().parse(json.stdout).value["schema"] == .string("pushsim.trace/1"))
    Golden.check(json.stdout, named: "trace/\(sample).tap-terminated.json")
  }

  @Test(arguments: GoldenOutputTests.samples)
  func deliverForeground(_ sample: String) {
    let run = CLIRun(["deliver", "samples/payloads/\(sample)", "--state", "foreground", "--app", "plain"])
    #expect(run.exitCode == 0)
    Golden.check(run.stdout, named: "trace/\(sample).deliver-foreground.txt")
  }
}

@Suite struct PathExpansionTests {
  @Test func classifyExpandsGlobsAndReportsEmptyOnes() {
    let run = CLIRun(["classify", "samples/payloads/grovs-link-*.json", "samples/payloads/none-*.json"])
    #expect(run.stdout.hasPrefix("samples/payloads/grovs-link-image.json  grovs"))
    #expect(run.stdout.split(separator: "\n").count == 1)
    #expect(run.stderr == "samples/payloads/none-*.json: error: no file matches this glob\n")
    #expect(run.exitCode == 2)
  }

  @Test func globRootIsTheFixedPrefix() {
    #expect(InputFiles.globRoot("templates/mapp/**/*.json") == "templates/mapp")
    #expect(InputFiles.globRoot("*.json") == ".")
  }
}

@Suite struct OutputOptionTests {
  @Test func lintOutputWritesTheReportToAFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-output-\(getpid()).sarif").path
    let run = CLIRun(["lint", "--no-config", "samples/templates/mapp", "--format", "sarif", "--output", path])
    #expect(run.exitCode == 1)
    #expect(run.stdout == "")
    #expect(run.stderr == "3 files checked: 1 error, 2 warnings, 0 info; config: none; report written to \(path)\n")
    let written = try JSONParser().parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))).value
    #expect(written["version"] == .string("2.1.0"))
  }

  @Test func inspectVoipChecksTheVoipLimit() throws {
    let run = CLIRun(["inspect", "samples/payloads/plain-alert.json", "--voip", "--format", "json"])
    #expect(try JSONParser().parse(run.stdout).value.value(at: "/size/limit") == .integer(5120))
  }
}

@Suite struct ProfileFileErrorTests {
  @Test func lintAppReportsEveryProfileProblemAsOneErrorLine() throws {
    let directory = FileManager.default.temporaryDirectory
    let broken = directory.appendingPathComponent("pushsim-profile-broken-\(getpid()).json").path
    try Data("{\n \"app\": ,}".utf8).write(to: URL(fileURLWithPath: broken))
    let parse = CLIRun(["lint", "--app", broken])
    #expect(parse.exitCode == 1)
    #expect(parse.stdout == "\(broken):2:9: error: invalid JSON: unexpected token near ','\n")
    let wrong = directory.appendingPathComponent("pushsim-profile-wrong-\(getpid()).json").path
    try Data(#"{"app": {"delegate": {"assigned": "later"}}}"#.utf8).write(to: URL(fileURLWithPath: wrong))
    let tap = CLIRun(["tap", "samples/payloads/plain-alert.json", "--state", "terminated", "--app", wrong])
    #expect(tap.exitCode == 2)
    // DESIGN.md §3: file:line:column: error: message, the file first, at the key with the wrong value.
    #expect(tap.stderr.hasPrefix("\(wrong):1:23: error: invalid value string \"later\" for app.delegate.assigned"))
  }
}
