import Foundation
import Testing

/// Output safety (issue 10, DESIGN.md §3): payload text never reaches a report raw, `--output`
/// writes into its target, `lint --app` keeps stdout for the document, and walks end.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct OutputSafetyTests {
  /// A key with a newline and a forged workflow command, and a value with an ESC sequence.
  static let hostile = #"{"aps": {"alert": "x", "evil\n::error file=forged.json::owned": 1}, "push_provider": "\u001b[31mred"}"#

  @Test func payloadTextCannotForgeAnnotationsOrDriveTheTerminal() throws {
    let path = try Binary.temporaryFile("hostile.json", Array(Self.hostile.utf8))
    for format in ["text", "github", "markdown"] {
      let result = try Binary.run(["lint", path, "--no-config", "--format", format])
      #expect(!result.stdout.contains("\u{1b}"), "\(format): raw ESC")
      #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("::error file=forged.json") }, "\(format): forged annotation")
    }
    let trace = try Binary.run(["tap", path, "--state", "background"])
    #expect(!trace.stdout.contains("\u{1b}"))
    let inspect = try Binary.run(["inspect", path])
    #expect(!inspect.stdout.contains("\u{1b}"))
  }

  /// Issue 18 item 5: `--output` never writes through a symbolic link to a regular file (a committed
  /// `report.sarif -> ~/.bashrc`): the link is replaced and stderr says so; a regular file is written into, keeping
  /// its mode; devices keep working; an input is refused before it is read.
  @Test func outputReplacesALinkKeepsAFilesModeAndRefusesAnInput() throws {
    let target = try Binary.temporaryFile("report.sarif", Array("old".utf8))
    let link = (target as NSString).deletingLastPathComponent + "/report-link-\(getpid()).sarif"
    unlink(link)
    symlink(target, link)
    let result = try Binary.run(["lint", "samples/templates/mapp/spring-sale.json", "--no-config", "--format", "sarif", "--output", link])
    #expect(result.exitCode == 0)
    #expect(result.stderr.contains("is a symbolic link"), "\(result.stderr)")
    var info = stat()
    #expect(lstat(link, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG, "the link is replaced by the report")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old", "the link's target is not written")
    #expect(try String(contentsOfFile: link, encoding: .utf8).contains("\"version\": \"2.1.0\""))
    chmod(target, 0o600)
    let plain = try Binary.run(["lint", "samples/templates/mapp/spring-sale.json", "--no-config", "--format", "sarif", "--output", target])
    #expect(plain.exitCode == 0)
    #expect(stat(target, &info) == 0 && (info.st_mode & 0o777) == 0o600, "a regular file keeps its mode")
    let devNull = try Binary.run(["lint", "samples/templates/mapp/spring-sale.json", "--no-config", "--output", "/dev/null"])
    #expect(devNull.exitCode == 0)
    #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "/dev/null is still a device")
    let directory = try Binary.run(["lint", "samples/templates/mapp/spring-sale.json", "--no-config", "--output", "/tmp"])
    #expect(directory.exitCode == 2)
    #expect(directory.stderr.contains("is a directory"))
    let template = try Binary.temporaryFile("template.json", Array(#"{"aps": {"alert": "x"}}"#.utf8))
    let itself = try Binary.run(["lint", template, "--no-config", "--output", template])
    #expect(itself.exitCode == 2)
    #expect(itself.stderr.contains("it is the input"))
    #expect(try String(contentsOfFile: template, encoding: .utf8) == #"{"aps": {"alert": "x"}}"#, "the input is not emptied")
  }

  @Test func lintAppKeepsStdoutForTheDocument() throws {
    let printed = try Binary.run(["profile", "plain"])
    let profile = try Binary.temporaryFile("app.json", Array(printed.stdout.utf8))
    let json = try Binary.run(["lint", "samples/templates/mapp/spring-sale.json", "--no-config", "--app", profile, "--format", "json"])
    #expect(json.stdout.hasPrefix("{"), "stdout is only the JSON document")
    #expect(json.stderr.contains("valid pushsim.app/1 profile"))
    let missing = try Binary.run(["lint", "--app", "/nonexistent/app.json"])
    #expect(missing.exitCode == 2)
    #expect(missing.stdout.isEmpty)
    #expect(missing.stderr.contains("/nonexistent/app.json: error: no such file or directory"))
  }

  @Test func walksSkipOtherToolsFoldersAndEndOnLinkLoops() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-walk-\(getpid())").path
    for folder in ["/a/Pods", "/a/node_modules/x", "/a/Assets.xcassets/icon.imageset", "/a/real"] {
      try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
    }
    for file in ["/a/Pods/x.json", "/a/node_modules/x/package.json", "/a/Assets.xcassets/icon.imageset/Contents.json"] {
      try Data("{}".utf8).write(to: URL(fileURLWithPath: root + file))
    }
    try Data(#"{"aps": {"alert": "x"}}"#.utf8).write(to: URL(fileURLWithPath: root + "/a/real/push.json"))
    unlink(root + "/a/real/loop")
    symlink(root + "/a", root + "/a/real/loop")
    let result = try Binary.run(["lint", root + "/a", "--no-config", "--format", "json"])
    #expect(result.stdout.contains(#""files": 1"#), "\(result.stdout.prefix(300))")
  }

  /// Issue 18 item 2: a committed `.pushsim.json` that links out of the repository is refused before it is read, so
  /// no error quotes the linked file (`invalid token near 'root'` from /etc/passwd).
  @Test func aConfigLinkedOutOfTheRepositoryIsRefusedUnread() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-config-link-\(getpid())").path
    try? FileManager.default.removeItem(atPath: root)
    try FileManager.default.createDirectory(atPath: root + "/repo/.git", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
    try "root:x:0:0:SECRET_WORD".write(toFile: root + "/outside/passwd", atomically: true, encoding: .utf8)
    try #"{"aps": {"alert": "x"}}"#.write(toFile: root + "/repo/push.json", atomically: true, encoding: .utf8)
    symlink(root + "/outside/passwd", root + "/repo/.pushsim.json")
    let result = try Binary.run(["lint", "push.json"], workingDirectory: root + "/repo")
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("config refused"), "\(result.stderr)")
    #expect(!result.stderr.contains("SECRET_WORD") && !result.stderr.contains("root:x"), "\(result.stderr)")
  }

  func shell(_ command: String) throws -> Binary.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = Binary.packageRoot
    var environment = ProcessInfo.processInfo.environment
    environment["PUSHSIM"] = Binary.path
    process.environment = environment
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Binary.Result(exitCode: process.terminationStatus, stdout: "", stderr: stderr)
  }

  /// issue 11 / DESIGN.md §3: a closed or full stdout is an error line and exit 2, not a trap.
  @Test func closedOrFullStandardOutputIsExit2() throws {
    let closed = try shell(#""$PUSHSIM" classify samples/payloads >&-"#)
    #expect(closed.exitCode == 2)
    #expect(closed.stderr.contains("pushsim: error: cannot write to standard output"))
    let full = try shell(#""$PUSHSIM" lint samples/templates --format sarif > /dev/full"#)
    #expect(full.exitCode == 2)
    #expect(full.stderr.contains("No space left on device"))
    // A pipe closed early while SIGPIPE is ignored (issue 11): 3.7 MB never fit the pipe, so a write meets the closed end.
    let broken = try shell(#"trap '' PIPE; "$PUSHSIM" simulate samples/payloads/*.json --all-apps --format json | true; exit "${PIPESTATUS[0]}""#)
    #expect(broken.exitCode == 2)
    #expect(broken.stderr.contains("pushsim: error: cannot write to standard output: Broken pipe"))
  }

  @Test func hugeNumbersAreRejectedNotTrapped() throws {
    let bytes = try Binary.run(["classify", "samples/payloads/plain-alert.json", "--max-bytes", "9223372036854775807"])
    #expect(bytes.exitCode == 2)
    #expect(bytes.stderr.contains("from 1 to 268435456"))
    let config = try Binary.temporaryFile("huge-max-length.json", Array(#"{"placeholders": {"maxLength": 9223372036854775807}}"#.utf8))
    let lint = try Binary.run(["lint", "--config", config, "samples/templates/generic"])
    #expect(lint.exitCode == 2)
    #expect(lint.stderr.contains("placeholders.maxLength must be a byte count from 0 to 1048576"))
  }

  /// issue 11: FIFOs and devices are refused before reading (a FIFO would block forever), a link
  /// loop says so, and one byte over the cap says the bytes.
  @Test func fifosDevicesLinkLoopsAndTheCapSayWhatTheyAre() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-hostile-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let fifo = folder + "/fifo.json"
    unlink(fifo)
    mkfifo(fifo, 0o600)
    for arguments in [
      ["classify", fifo], ["lint", "--config", fifo, "samples/templates"],
      ["tap", "samples/payloads/plain-alert.json", "--state", "terminated", "--app", fifo],
    ] {
      let result = try Binary.run(arguments)
      #expect(result.exitCode == 2, "\(arguments)")
      #expect(result.stderr.contains("is a FIFO, not a regular file"), "\(arguments): \(result.stderr)")
    }
    let zero = try Binary.run(["classify", "/dev/zero"])
    #expect(zero.stderr == "/dev/zero: error: is a device, not a regular file\n")
    unlink(folder + "/a")
    unlink(folder + "/b")
    symlink(folder + "/b", folder + "/a")
    symlink(folder + "/a", folder + "/b")
    let loop = try Binary.run(["classify", folder + "/a"])
    #expect(loop.stderr.contains("a symbolic link loop"))
    let big = try Binary.temporaryFile("cap-plus-one.json", Array(repeating: 0x20, count: 1_048_577))
    let over = try Binary.run(["classify", big])
    #expect(over.stderr.contains("input is 1048577 bytes, over pushsim's 1048576-byte input cap"))
  }
}

/// GitHub's job summary ($GITHUB_STEP_SUMMARY) is one file every step appends to ("Adding a job summary", GitHub Actions
/// docs): lint keeps what earlier steps wrote, creates the file when missing, and an unwritable path is a warning only.
@Suite struct JobSummaryTests {
  @Test func appendsCreatesAndWarns() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-summary-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let existing = folder + "/summary.md"
    try "## earlier step\n".write(toFile: existing, atomically: true, encoding: .utf8)
    let arguments = ["lint", "samples/payloads/plain-alert.json", "--format", "github"]
    let appended = try Binary.run(arguments, environment: ["GITHUB_STEP_SUMMARY": existing])
    #expect(appended.exitCode == 0)
    let text = try String(contentsOfFile: existing, encoding: .utf8)
    #expect(text.hasPrefix("## earlier step\n"))
    #expect(text.contains("pushsim lint"))
    let created = folder + "/new.md"
    #expect(try Binary.run(arguments, environment: ["GITHUB_STEP_SUMMARY": created]).exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: created))
    let refused = try Binary.run(arguments, environment: ["GITHUB_STEP_SUMMARY": folder])
    #expect(refused.exitCode == 0)
    #expect(refused.stderr == "pushsim: warning: job summary not written: cannot write \(folder): Is a directory\n")
    // Issue 18: a summary path that is a symbolic link is not written through (O_NOFOLLOW), and says why.
    let target = folder + "/target.md"
    try "kept\n".write(toFile: target, atomically: true, encoding: .utf8)
    let link = folder + "/link.md"
    symlink(target, link)
    let linked = try Binary.run(arguments, environment: ["GITHUB_STEP_SUMMARY": link])
    #expect(linked.exitCode == 0)
    #expect(linked.stderr.contains("it is a symbolic link"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept\n")
  }
}
