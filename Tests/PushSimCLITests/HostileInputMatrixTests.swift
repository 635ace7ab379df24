import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Issue 11 item 1, DESIGN.md §3: every hostile input gives the documented exit code and, for an
/// error, one line `file[:line:column]: error: message` on stderr, within 1 s of CPU and 64 MiB, and
/// never a signal (a trap) or a hang. Each case runs the binary with `posix_spawn` and `wait4`, so
/// its CPU time and peak memory are its own. The bounds are for the release build (`make test`
/// builds it); an unoptimised debug binary gets 5× the CPU time.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct HostileInputMatrixTests {
  static let release = Binary.packageRoot.appendingPathComponent(".build/release/pushsim").path

  /// The release binary when it is at least as new as the debug one, else the debug binary.
  static let binary: (path: String, cpuBound: Double) = {
    func modified(_ path: String) -> Date? { (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
    if let built = modified(release), let debug = modified(Binary.path), built >= debug { return (release, 1.0) }
    if !FileManager.default.isExecutableFile(atPath: Binary.path), FileManager.default.isExecutableFile(atPath: release) { return (release, 1.0) }
    return (Binary.path, 5.0)
  }()

  static let memoryBoundKiB = 64 * 1024

  /// The scratch folder, made once: every hostile file the cases name.
  static let folder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-matrix-\(getpid())").path
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder + "/loopdir/sub", withIntermediateDirectories: true)
    chmod(folder, 0o755)
    func write(_ name: String, _ bytes: [UInt8]) { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes)) }
    func write(_ name: String, _ text: String) { write(name, Array(text.utf8)) }
    write("empty.json", [])
    write("ff.json", [0xFF])
    write("bad-utf8.json", Array(#"{"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8))
    write("bom.json", [0xEF, 0xBB, 0xBF] + Array(#"{"aps": {}}"#.utf8))
    write("utf16.json", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])
    write("nul.json", Array(#"{"a": "x"#.utf8) + [0x00] + Array(#"y"}"#.utf8))
    write("surrogate.json", #"{"a": "\ud800"}"#)
    write("deep.json", String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000))
    write("huge-exponent.json", #"{"a": 1e999999}"#)
    write("tiny-exponent.json", #"{"aps": {"alert": "x"}, "a": 1e-999999}"#)
    write("two-to-the-64.json", #"{"aps": {"badge": 18446744073709551616}}"#)
    write("twenty-mb.json", [UInt8](repeating: 0x20, count: 20 << 20))
    let cap = 1 << 20
    write("cap.json", Array(#"{"a": ""#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: cap - 9) + Array(#""}"#.utf8))
    write("cap-plus-one.json", Array(#"{"a": ""#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: cap - 8) + Array(#""}"#.utf8))
    mkfifo(folder + "/fifo.json", 0o600)
    symlink(folder + "/loop-b.json", folder + "/loop-a.json")
    symlink(folder + "/loop-a.json", folder + "/loop-b.json")
    write("loopdir/sub/push.json", #"{"aps": {"alert": "Hi"}}"#)
    symlink("..", folder + "/loopdir/sub/up")
    write("locked.json", #"{"aps": {"alert": "Hi"}}"#)
    chmod(folder + "/locked.json", 0o000)
    try? FileManager.default.createDirectory(atPath: folder + "/nothing", withIntermediateDirectories: true)
    // Configs and profiles: wrong types, huge values, deep values, hostile globs.
    write("config-wrong-type.json", #"{"rules": 5}"#)
    write("config-unknown-key.json", #"{"overrides": [{"files": ["a"], "rulez": {}}]}"#)
    write("config-huge.json", #"{"placeholders": {"maxLength": 9223372036854775807}}"#)
    write(
      "config-deep.json", #"{"placeholders": {"values": {"x": "# + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "}}}"
    )
    write("config-globs.json", #"{"include": ["**/**/**/**/**/**/**/**/**/**/nomatch", "*a*a*a*a*a*a*a*a*a*a*a*a*b"]}"#)
    write("profile-wrong-type.json", #"{"schema": "pushsim.app/1", "app": {"sdks": 5}}"#)
    write("profile-huge.json", #"{"schema": "pushsim.app/1", "app": {"sdks": ["# + String(repeating: #""mapp", "#, count: 20_000) + #""mapp"]}}"#)
    write(
      "profile-deep.json", #"{"schema": "pushsim.app/1", "app": "# + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "}"
    )
    // Scenarios: a wrong type, a huge number, and the most deliveries that fit under the input cap.
    write("scenario-wrong-type.json", #"{"schema": "pushsim.scenario/1", "steps": 5}"#)
    write("scenario-huge.json", #"{"schema": "pushsim.scenario/1", "steps": [{"advance": 9223372036854775807}]}"#)
    // The payload is named relative to the scenario, so the file's size does not depend on where the checkout is.
    write("plain-alert.json", #"{"aps": {"alert": "x"}}"#)
    let deliveries = (0..<21_000).map { #"{"deliver": "plain-alert.json", "id": "n\#($0)"}"# }.joined(separator: ",")
    write("scenario-long.json", #"{"schema": "pushsim.scenario/1", "app": "plain", "state": "foreground", "steps": ["# + deliveries + "]}")
    // pushsim wiring (issue 12): hostile sources for the Objective-C scanner and SwiftParser.
    try? FileManager.default.createDirectory(atPath: folder + "/wiring", withIntermediateDirectories: true)
    let method = "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n"
    write("wiring/deep.m", method + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + ";\n}\n@end\n")
    write("wiring/deep-blocks.m", method + String(repeating: "^{ ", count: 20_000) + String(repeating: "}", count: 20_000) + ";\n}\n@end\n")
    write(
      "wiring/deep.swift", "func f() {\n  let x = " + String(repeating: "(", count: 50_000) + "1" + String(repeating: ")", count: 50_000) + "\n}\n")
    write("wiring/unterminated.m", method + "  [[Appoxee shared] engageWithLaunchOptions:o andDelegate:^{ if (x) { [a b:@\"")
    write(
      "wiring/big.m",
      method + (0..<12_000).map { "  [[Appoxee shared] doSomething:@\"x\($0)\" with:[NSNumber numberWithInt:\($0)]];" }.joined(separator: "\n")
        + "\n  return YES;\n}\n@end\n")
    write("wiring/junk.swift", [0xFF, 0xFE, 0x00, 0x41, 0x00, 0xC3, 0x28] + Array(repeating: 0x7B, count: 1000))
    mkfifo(folder + "/wiring/fifo.m", 0o600)
    // Issue 18: symbolic links out of the tree, paths named inside inputs, super-linear patterns and scenarios,
    // writes through links, names that are not UTF-8, a 1 MB generated Swift file.
    try? FileManager.default.createDirectory(atPath: folder + "/escape/inside", withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(atPath: folder + "/outside", withIntermediateDirectories: true)
    write("outside/secret.json", #"{"aps": {"alert": "outside"}, "SECRET_KEY_NAME": 1}"#)
    write("escape/inside/push.json", #"{"aps": {"alert": "inside"}}"#)
    write("escape/inside/AppDelegate.m", "@implementation AppDelegate\n@end\n")
    symlink("/", folder + "/escape/inside/root")
    symlink(folder + "/outside", folder + "/escape/inside/out")
    symlink(folder + "/outside/secret.json", folder + "/escape/inside/secret-link.json")
    write("escape/scenario.json", #"{"schema": "pushsim.scenario/1", "app": "plain", "steps": [{"deliver": "inside/push.json"}]}"#)
    for (name, path) in [
      ("etc", "/etc/shadow"), ("up", "../../../../../../x.json"), ("proc", "/proc/self/environ"), ("nul", "inside/push.json\\u0000x"),
    ] {
      write("escape/deliver-\(name).json", #"{"schema": "pushsim.scenario/1", "app": "plain", "steps": [{"deliver": "\#(path)"}]}"#)
    }
    write("escape/app-outside.json", #"{"schema": "pushsim.scenario/1", "app": "../outside/secret.json", "steps": ["launch"]}"#)
    let injection = #"x` <img src=x onerror=alert(1)> ![i](https://evil.example/i.png) @octocat | cell |\n::error file=F::o"#
    write(
      "markdown-injection.json",
      #"{"aps": {"alert": "Sale", "category": "\#(injection)", "badge": "\#(injection)"}, "push_provider": "mapp_engage", "p": 7, "apx_dpl": "\#(injection)"}"#
    )
    write("pattern-config.json", #"{"placeholders": {"pattern": "(a+)+$"}}"#)
    write("pattern-alert.json", #"{"aps": {"alert": "# + "\"" + String(repeating: "a", count: 40) + "!\"}}")
    write("pattern-a-config.json", #"{"placeholders": {"pattern": "a"}}"#)
    write("pattern-many.json", #"{"aps": {"alert": "x"}, "t": "# + "\"" + String(repeating: "a", count: 160_000) + "\"}")
    let pairs = (0..<16_000).map { #"{"deliver":"plain-alert.json","id":"n\#($0)"},{"tap":"n\#($0)"}"# }.joined(separator: ",")
    write("scenario-pairs.json", #"{"schema": "pushsim.scenario/1", "app": "plain", "state": "foreground", "steps": ["# + pairs + "]}")
    try? FileManager.default.createDirectory(atPath: folder + "/bytes", withIntermediateDirectories: true)
    // A name with the byte 0xFF (not UTF-8): written with open(2), as a String cannot hold it.
    let rawName = (Array((folder + "/bytes/bad").utf8) + [0xFF] + Array("name.json".utf8) + [0]).map { CChar(bitPattern: $0) }
    let descriptor = open(rawName, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let badge = Array(#"{"aps": {"alert": "x", "badge": "1"}}"#.utf8)
    _ = Glibc.write(descriptor, badge, badge.count)
    close(descriptor)
    let generated = (0..<2_970).map { index in
      "final class Generated\(index): NSObject {\n  let value\(index): Int = \(index)\n"
        + "  func handle\(index)(_ userInfo: [AnyHashable: Any], completion: @escaping () -> Void) {\n"
        + "    if let link = userInfo[\"link\(index)\"] as? String, link.hasPrefix(\"https://\") {\n      print(\"open \\(link) \(index)\")\n"
        + "    } else {\n      completion()\n    }\n  }\n}\n"
    }.joined()
    write("wiring/generated.swift", "import UIKit\nimport UserNotifications\n\n" + generated)
    let table = (0..<13_200).map { #"  "key_\#($0)": ["id": \#($0), "name": "Item number \#($0)", "tags": ["a", "b"]],"# }
    write("wiring/table.swift", "let table: [String: Any] = [\n" + table.joined(separator: "\n") + "\n]\n")
    // Findings in one file: 1,000, 10,000 and 50,000 keys inside aps (each an aps-unknown-key warning); 50,000 is the
    // issue's ~1 MiB file that took a minute when each finding rescanned the file.
    for count in [1_000, 10_000, 50_000] {
      write("findings-\(count).json", #"{"aps": {"alert": "x""# + (0..<count).map { #", "k\#($0)": 1"# }.joined() + "}}")
    }
    // 20,000 files.
    try? FileManager.default.createDirectory(atPath: folder + "/many", withIntermediateDirectories: true)
    for index in 0..<20_000 { write("many/\(index).json", #"{"aps": {"alert": "x"}}"#) }
    // Odd file names: each carries one finding (a string badge).
    try? FileManager.default.createDirectory(atPath: folder + "/odd", withIntermediateDirectories: true)
    for name in oddNames { write("odd/" + name, #"{"aps": {"alert": "x", "badge": "1"}}"#) }
    return folder
  }()

  static let oddNames = [
    "new\nline.json", "quote\".json", "<tag>&amp;.json", "comma,colon:%25.json", "space name.json", "ünïcødé 😀.json", "-dash.json",
    "tab\t.json", "esc\u{1b}[31m.json", "cr\r.json", "apos'.json", "back\\slash.json",
  ]

  enum Expect {
    /// Exit 2 and one stderr line `<file>[:line:column]: error: <text…>`.
    case inputError(file: String, place: String?, containing: String)
    /// Exit 2 and one stderr line containing the text (usage errors: `pushsim: error: …`).
    case usageError(containing: String)
    /// This exit code; stderr holds no error line.
    case exit(Int32)
    /// Exit 1 with the finding on stdout, `<file>:line:column: error: … [rule]`.
    case finding(file: String, place: String, rule: String)
    /// Exit 2 and one stderr line per link out of the folder, `<folder>/<name>: error: leads out of the repository…`
    /// (issue 31), plus the lines that contain `alsoContaining` when given.
    case refusedLinks(String, [String], alsoContaining: String? = nil)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    var stdin: Spawn.Stream = .file("/dev/null")
    var stdout: Spawn.Stream = .capture
    var stderr: Spawn.Stream = .capture
    var asNobody = false
    let expect: Expect
    /// A bound of this case's own (release build), when it is not the matrix's 1 s of CPU and 64 MiB.
    var cpuBound: Double? = nil
    var memoryKiB: Int? = nil
    var testDescription: String { name }
  }

  /// Each input file, given to `classify` (invalid JSON is an input error, exit 2) and to `lint`
  /// (invalid JSON is a `json-invalid` finding, exit 1; an unreadable input exit 2).
  static let inputs: [(file: String, place: String?, message: String, lintFinds: Bool)] = [
    ("missing.json", nil, "no such file or directory", false),
    ("empty.json", "1:1", "empty input", true),
    ("ff.json", "1:1", "invalid UTF-8 (byte 0xFF)", true),
    ("bad-utf8.json", "1:8", "invalid UTF-8 (byte 0xC3)", true),
    ("bom.json", "1:1", "byte order mark", true),
    ("utf16.json", "1:1", "UTF-16", true),
    ("nul.json", "1:9", "NUL byte", true),
    ("surrogate.json", "1:7", "invalid Unicode", true),
    ("deep.json", "1:2049", "nested deeper than 2048 levels", true),
    ("huge-exponent.json", "1:7", "real number overflow", true),
    ("two-to-the-64.json", "1:19", "too big integer", true),
    ("twenty-mb.json", nil, "input is 20.0 MiB, over pushsim's 1.0 MiB input cap", false),
    ("cap-plus-one.json", nil, "input is 1048577 bytes, over pushsim's 1048576-byte input cap", false),
    ("fifo.json", nil, "is a FIFO, not a regular file", false),
    ("/dev/zero", nil, "is a device, not a regular file", false),
    ("/dev/urandom", nil, "is a device, not a regular file", false),
    ("loop-a.json", nil, "a symbolic link loop", false),
    ("nothing", nil, "directory holds no *.json or *.apns files", false),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    for input in inputs {
      let path = input.file.hasPrefix("/") ? input.file : folder + "/" + input.file
      cases.append(
        Case(
          name: "classify \(input.file)", arguments: ["classify", path],
          expect: .inputError(file: path, place: input.place, containing: input.message)))
      cases.append(
        Case(
          name: "lint \(input.file)", arguments: ["lint", "--no-config", path],
          expect: input.lintFinds
            ? .finding(file: path, place: input.place ?? "1:1", rule: "json-invalid") : .inputError(file: path, place: nil, containing: input.message)
        ))
    }
    let root = Binary.packageRoot.path
    cases += [
      Case(name: "classify exactly the cap", arguments: ["classify", folder + "/cap.json"], expect: .exit(0)),
      Case(name: "classify 1e-999999", arguments: ["classify", folder + "/tiny-exponent.json"], expect: .exit(0)),
      Case(name: "lint a symlinked directory loop", arguments: ["lint", "--no-config", folder + "/loopdir"], expect: .exit(0)),
      Case(name: "lint 20,000 files", arguments: ["lint", "--no-config", folder + "/many"], expect: .exit(0)),
      // Exit 1: beside the warnings, the payload is over APNs' 4096 bytes (aps-size-limit, an error).
      Case(name: "lint 50,000 findings in one file", arguments: ["lint", "--no-config", folder + "/findings-50000.json"], expect: .exit(1)),
      Case(
        name: "unreadable file (as a non-root user)", arguments: ["classify", folder + "/locked.json"], asNobody: true,
        expect: .inputError(file: folder + "/locked.json", place: nil, containing: "permission denied")),
      Case(
        name: "closed stdin", arguments: ["classify", "-"], stdin: .closed,
        expect: .inputError(file: "<stdin>", place: nil, containing: "standard input is closed")),
      Case(
        name: "closed stdout", arguments: ["classify", root + "/samples/payloads"], stdout: .closed,
        expect: .usageError(containing: "cannot write to standard output: Bad file descriptor")),
      Case(name: "closed stderr", arguments: ["classify", folder + "/missing.json"], stderr: .closed, expect: .exit(2)),
      Case(
        name: "stdout is /dev/full", arguments: ["lint", root + "/samples/templates", "--format", "sarif"], stdout: .file("/dev/full"),
        expect: .usageError(containing: "cannot write to standard output: No space left on device")),
      Case(
        name: "config of the wrong type", arguments: ["lint", "--config", folder + "/config-wrong-type.json", folder + "/cap.json"],
        expect: .inputError(file: folder + "/config-wrong-type.json", place: "1:2", containing: "rules must be an object")),
      Case(
        name: "config with an unknown key", arguments: ["lint", "--config", folder + "/config-unknown-key.json", folder + "/cap.json"],
        expect: .inputError(file: folder + "/config-unknown-key.json", place: "1:33", containing: "unknown key 'overrides[0].rulez'")),
      Case(
        name: "config with a huge value", arguments: ["lint", "--config", folder + "/config-huge.json", folder + "/cap.json"],
        expect: .inputError(file: folder + "/config-huge.json", place: "1:19", containing: "placeholders.maxLength must be a byte count")),
      // The first `[` is at column 35 and level 4 (root, placeholders, values, x): level 2049 is at column 35 + 2045.
      Case(
        name: "config nested 5,000 deep", arguments: ["lint", "--config", folder + "/config-deep.json", folder + "/cap.json"],
        expect: .inputError(file: folder + "/config-deep.json", place: "1:2080", containing: "nested deeper than 2048 levels")),
      Case(
        name: "config with hostile globs", arguments: ["lint", "--config", folder + "/config-globs.json", folder + "/many"],
        expect: .usageError(containing: "no *.json or *.apns files to lint")),
      Case(
        name: "profile of the wrong type",
        arguments: ["tap", root + "/samples/payloads/plain-alert.json", "--state", "terminated", "--app", folder + "/profile-wrong-type.json"],
        expect: .inputError(file: folder + "/profile-wrong-type.json", place: "1:37", containing: "invalid value integer 5 for app.sdks")),
      Case(
        name: "profile with a huge value",
        arguments: ["tap", root + "/samples/payloads/plain-alert.json", "--state", "terminated", "--app", folder + "/profile-huge.json"],
        expect: .exit(0)),
      // The first `[` is at column 36 and level 2: level 2049 is at column 36 + 2047.
      Case(
        name: "profile nested 5,000 deep",
        arguments: ["tap", root + "/samples/payloads/plain-alert.json", "--state", "terminated", "--app", folder + "/profile-deep.json"],
        expect: .inputError(file: folder + "/profile-deep.json", place: "1:2083", containing: "nested deeper than 2048 levels")),
      Case(
        name: "unknown --set key",
        arguments: ["tap", root + "/samples/payloads/plain-alert.json", "--state", "terminated", "--set", "app.nonexistent=1"],
        expect: .usageError(containing: "unknown profile key 'app.nonexistent'")),
      Case(
        name: "huge --set value",
        arguments: [
          "tap", root + "/samples/payloads/plain-alert.json", "--state", "terminated", "--set",
          "sdks.grovs.apiKey=" + String(repeating: "k", count: 100_000),
        ], expect: .exit(0)),
      Case(
        name: "simulate a payload nested 200,000 deep", arguments: ["simulate", folder + "/deep.json"],
        expect: .inputError(file: folder + "/deep.json", place: "1:2049", containing: "nested deeper than 2048 levels")),
      Case(
        name: "scenario of the wrong type", arguments: ["run", folder + "/scenario-wrong-type.json"],
        expect: .inputError(file: folder + "/scenario-wrong-type.json", place: "1:34", containing: "a scenario needs a non-empty \"steps\" array")),
      Case(
        name: "scenario with a huge number", arguments: ["run", folder + "/scenario-huge.json"],
        expect: .inputError(file: folder + "/scenario-huge.json", place: "1:45", containing: "advance takes seconds")),
      // Each step kept its location by rescanning the file, and each delivery searched the whole notification list: quadratic.
      Case(name: "scenario of 21,000 deliveries (near the input cap)", arguments: ["run", folder + "/scenario-long.json"], expect: .exit(0)),
      Case(name: "wiring: Objective-C brackets 100,000 deep", arguments: ["wiring", folder + "/wiring/deep.m"], expect: .exit(0)),
      Case(name: "wiring: Objective-C blocks 20,000 deep", arguments: ["wiring", folder + "/wiring/deep-blocks.m"], expect: .exit(0)),
      Case(name: "wiring: Swift parentheses 50,000 deep", arguments: ["wiring", folder + "/wiring/deep.swift"], expect: .exit(0)),
      // It calls Mapp and assigns no delegate: error findings, exit 1.
      Case(name: "wiring: unterminated Objective-C", arguments: ["wiring", folder + "/wiring/unterminated.m", "--format", "json"], expect: .exit(1)),
      Case(name: "wiring: 12,000 SDK calls in one method (1 MB)", arguments: ["wiring", folder + "/wiring/big.m"], expect: .exit(1)),
      Case(name: "wiring: invalid UTF-8 and NUL bytes in Swift", arguments: ["wiring", folder + "/wiring/junk.swift"], expect: .exit(0)),
      Case(
        name: "wiring: a FIFO", arguments: ["wiring", folder + "/wiring/fifo.m"],
        expect: .inputError(file: folder + "/wiring/fifo.m", place: nil, containing: "is a FIFO, not a regular file")),
      Case(
        name: "wiring: a directory with no sources", arguments: ["wiring", folder + "/many"],
        expect: .inputError(file: folder + "/many", place: nil, containing: "directory holds no *.swift")),
      // Issue 18: a walk never follows a link out of its root (a link to / ends at once); nothing outside is read. Issue 31
      // item 4: each link out is an input the run could not read — one line each, and exit 2.
      Case(
        name: "run: a folder with links to / and outside", arguments: ["run", folder + "/escape/inside"],
        expect: .refusedLinks(folder + "/escape/inside", ["out", "root", "secret-link.json"], alsoContaining: "unknown key 'aps' in a scenario")),
      Case(
        name: "classify: a folder with links to / and outside", arguments: ["classify", folder + "/escape/inside"],
        expect: .refusedLinks(folder + "/escape/inside", ["out", "root", "secret-link.json"])),
      Case(
        name: "simulate: a folder with links to / and outside", arguments: ["simulate", folder + "/escape/inside"],
        expect: .refusedLinks(folder + "/escape/inside", ["out", "root", "secret-link.json"])),
      Case(
        name: "lint: a folder with links to / and outside", arguments: ["lint", "--no-config", folder + "/escape/inside"],
        expect: .refusedLinks(folder + "/escape/inside", ["out", "root", "secret-link.json"])),
      Case(
        name: "wiring: a folder with links to / and outside", arguments: ["wiring", folder + "/escape/inside"],
        expect: .refusedLinks(folder + "/escape/inside", ["out", "root"])),
      Case(
        name: "run: deliver /etc/shadow", arguments: ["run", folder + "/escape/deliver-etc.json"],
        expect: .inputError(file: folder + "/escape/deliver-etc.json", place: "1:61", containing: "is outside the repository root")),
      Case(
        name: "run: deliver ../../../x", arguments: ["run", folder + "/escape/deliver-up.json"],
        expect: .inputError(file: folder + "/escape/deliver-up.json", place: "1:61", containing: "is outside the repository root")),
      Case(
        name: "run: deliver /proc/self/environ", arguments: ["run", folder + "/escape/deliver-proc.json"],
        expect: .inputError(file: folder + "/escape/deliver-proc.json", place: "1:61", containing: "is outside the repository root")),
      Case(
        name: "run: deliver a path with NUL", arguments: ["run", folder + "/escape/deliver-nul.json"],
        expect: .inputError(file: folder + "/escape/deliver-nul.json", place: "1:61", containing: "holds a NUL")),
      Case(
        name: "run: an app profile outside the repository", arguments: ["run", folder + "/escape/app-outside.json"],
        expect: .inputError(file: folder + "/escape/app-outside.json", place: "1:34", containing: "is outside the repository root")),
      Case(
        name: "lint: placeholders.pattern (a+)+$ on a 40-byte alert",
        arguments: ["lint", "--config", folder + "/pattern-config.json", folder + "/pattern-alert.json"], expect: .exit(0)),
      Case(
        name: "lint: placeholders.pattern a with 160,000 matches",
        arguments: ["lint", "--config", folder + "/pattern-a-config.json", folder + "/pattern-many.json"],
        expect: .finding(file: folder + "/pattern-many.json", place: "1:1", rule: "aps-size-limit")),
      // 67 MiB here: the timeline of 32,000 steps is kept for the report (linear; the matrix bound is 64 MiB).
      Case(
        name: "run: 16,000 deliver and tap pairs", arguments: ["run", folder + "/scenario-pairs.json"], expect: .exit(0), cpuBound: 2,
        memoryKiB: 96 * 1024),
      Case(
        name: "lint: a file name that is not UTF-8", arguments: ["lint", "--no-config", folder + "/bytes"],
        expect: .finding(file: folder + "/bytes/bad\\x{ff}name.json", place: "1:24", rule: "aps-badge-type")),
      Case(
        name: "wiring: 1 MB of generated Swift (issue 18: 5 s, 128 MiB)", arguments: ["wiring", folder + "/wiring/generated.swift"],
        expect: .exit(0), cpuBound: 5, memoryKiB: 128 * 1024),
      Case(
        name: "wiring: a 1 MB generated data table (issue 18: 5 s, 128 MiB)", arguments: ["wiring", folder + "/wiring/table.swift"],
        expect: .exit(0), cpuBound: 5, memoryKiB: 128 * 1024),
      // Forged workflow commands and terminal escapes in command-line values and file names: still one stderr line.
      Case(
        name: "--state with a forged annotation", arguments: ["tap", folder + "/plain-alert.json", "--state", "x\n::error file=F::o\u{1b}[2J"],
        expect: .usageError(containing: "invalid value 'x\\n::error file=F::o\\u{1b}[2J' for '--state'")),
      Case(
        name: "a missing file named with a forged annotation", arguments: ["classify", folder + "/x\n::error file=F::o.json"],
        expect: .inputError(file: folder + "/x\\n::error file=F::o.json", place: nil, containing: "no such file")),
      // Markdown injection (a backtick closing the code span, raw HTML, an image, a mention, a pipe, a newline): the
      // content is checked by the property test and make markdown-check; here, the bounds and the exit codes.
      Case(
        name: "simulate --format markdown with Markdown injection",
        arguments: ["simulate", folder + "/markdown-injection.json", "--format", "markdown"], expect: .exit(0)),
      Case(
        name: "lint --format markdown with Markdown injection",
        arguments: ["lint", "--no-config", folder + "/markdown-injection.json", "--format", "markdown"], expect: .exit(1)),
      Case(
        name: "lint --output over its own input",
        arguments: ["lint", "--no-config", folder + "/plain-alert.json", "--output", folder + "/plain-alert.json"],
        expect: .usageError(containing: "it is the input")),
      Case(
        name: "--max-bytes 2^63-1", arguments: ["classify", folder + "/cap.json", "--max-bytes", "9223372036854775807"],
        expect: .usageError(containing: "from 1 to 268435456")),
    ]
    return cases
  }()

  static var nobody: [String]? {
    guard getuid() == 0 else { return [] }
    let setpriv = "/usr/bin/setpriv"
    return FileManager.default.isExecutableFile(atPath: setpriv) ? [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] : nil
  }

  func run(_ item: Case) throws -> Spawn.Outcome {
    _ = Self.folder
    var prefix: [String] = []
    if item.asNobody {
      let nobody = try #require(Self.nobody, "running as root needs setpriv (util-linux) to read as another user")
      prefix = nobody
    }
    return try Spawn.run(
      Self.binary.path, item.arguments, stdin: item.stdin, stdout: item.stdout, stderr: item.stderr, directory: Binary.packageRoot.path,
      prefix: prefix)
  }

  func checkBounds(_ outcome: Spawn.Outcome, _ name: String, cpu: Double? = nil, memoryKiB: Int? = nil) {
    #expect(!outcome.timedOut, "\(name): hung (killed after 10 s)")
    #expect(outcome.signal == nil, "\(name): ended by signal \(outcome.signal ?? 0)")
    let cpuBound = cpu.map { $0 * Self.binary.cpuBound } ?? Self.binary.cpuBound
    #expect(outcome.cpu <= cpuBound, "\(name): \(outcome.cpu) s of CPU")
    #expect(outcome.peakKiB < (memoryKiB ?? Self.memoryBoundKiB), "\(name): peak \(outcome.peakKiB / 1024) MiB")
  }

  @Test(arguments: cases) func hostileInput(_ item: Case) throws {
    let outcome = try run(item)
    checkBounds(outcome, item.name, cpu: item.cpuBound, memoryKiB: item.memoryKiB)
    switch item.expect {
    case .inputError(let file, let place, let text):
      #expect(outcome.status == 2, "\(item.name): exit \(outcome.status)")
      let lines = outcome.stderrLines
      #expect(lines.count == 1, "\(item.name): \(outcome.stderr)")
      let prefix = file + (place.map { ":" + $0 } ?? "") + ": error: "
      #expect(lines.first?.hasPrefix(prefix) == true, "\(item.name): \(outcome.stderr)")
      #expect(lines.first?.contains(text) == true, "\(item.name): \(outcome.stderr)")
    case .usageError(let text):
      #expect(outcome.status == 2, "\(item.name): exit \(outcome.status)")
      #expect(outcome.stderrLines.count == 1, "\(item.name): \(outcome.stderr)")
      #expect(outcome.stderr.hasPrefix("pushsim: error: ") && outcome.stderr.contains(text), "\(item.name): \(outcome.stderr)")
    case .exit(let code):
      #expect(outcome.status == code, "\(item.name): exit \(outcome.status): \(outcome.stderr.prefix(300))")
      #expect(!outcome.stderr.contains("error:"), "\(item.name): \(outcome.stderr.prefix(300))")
    case .refusedLinks(let folder, let names, let other):
      #expect(outcome.status == 2, "\(item.name): exit \(outcome.status)")
      let lines = outcome.stderrLines
      #expect(lines.count == names.count + (other == nil ? 0 : 1), "\(item.name): \(outcome.stderr)")
      for name in names {
        #expect(lines.contains { $0.hasPrefix("\(folder)/\(name): error: leads out of the repository") }, "\(item.name): \(name)")
      }
      if let other { #expect(lines.contains { $0.contains(other) }, "\(item.name): \(outcome.stderr)") }
    case .finding(let file, let place, let rule):
      #expect(outcome.status == 1, "\(item.name): exit \(outcome.status)")
      #expect(outcome.stderr.isEmpty, "\(item.name): \(outcome.stderr)")
      let line = outcome.stdout.split(separator: "\n").first { $0.hasSuffix("[\(rule)]") }
      #expect(line?.hasPrefix("\(file):\(place): error: ") == true, "\(item.name): \(outcome.stdout.prefix(300))")
    }
  }

  /// Lint time grows linearly with the findings of one file (issue 11): CPU time for 1,000, 10,000 and 50,000 findings, each
  /// step within twice the growth of the count (a rescan per finding made 50,000 about 25 times 10,000).
  @Test func lintTimeIsLinearInFindings() throws {
    var cpu: [Int: Double] = [:]
    for count in [1_000, 10_000, 50_000] {
      let outcome = try Spawn.run(
        Self.binary.path, ["lint", "--no-config", Self.folder + "/findings-\(count).json", "--format", "json"], directory: Binary.packageRoot.path)
      checkBounds(outcome, "\(count) findings")
      #expect(outcome.status == 1, "\(count) findings: exit \(outcome.status)")  // the size limit is an error
      #expect(outcome.stdout.contains(#""warnings": \#(count)"#))
      cpu[count] = outcome.cpu
    }
    let base = 0.05  // start-up and parsing, which do not grow with the findings
    #expect((cpu[10_000] ?? 0) <= 2 * 10 * ((cpu[1_000] ?? 0) + base), "\(cpu)")
    #expect((cpu[50_000] ?? 0) <= 2 * 5 * ((cpu[10_000] ?? 0) + base), "\(cpu)")
  }

  /// Odd file names in every format: one finding per file, no raw control character anywhere, and
  /// each document readable by what consumes it (a JSON parser, an XML parser, one GitHub command per line).
  @Test(arguments: ["text", "json", "github", "sarif", "junit", "checkstyle", "gitlab", "markdown"]) func oddFileNames(_ format: String) throws {
    let outcome = try Spawn.run(
      Self.binary.path, ["lint", "--no-config", Self.folder + "/odd", "--format", format], directory: Binary.packageRoot.path)
    checkBounds(outcome, format)
    #expect(outcome.status == 1, "\(format): exit \(outcome.status): \(outcome.stderr)")
    let controls = outcome.stdout.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }
    #expect(controls.isEmpty, "\(format): raw controls \(controls.map(\.value))")
    let count = Self.oddNames.count
    switch format {
    case "json":
      let value = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
      #expect((value?["diagnostics"] as? [Any])?.count == count)
    case "sarif":
      let value = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
      let run = (value?["runs"] as? [[String: Any]])?.first
      #expect((run?["results"] as? [Any])?.count == count)
    case "gitlab":
      #expect((try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [Any])?.count == count)
    case "junit", "checkstyle":
      let parser = XMLParser(data: Data(outcome.stdout.utf8))
      #expect(parser.parse(), "\(format): \(parser.parserError.map { "\($0)" } ?? "")")
    case "github":
      let lines = outcome.stdout.split(separator: "\n")
      #expect(lines.count == count)
      #expect(lines.allSatisfy { $0.hasPrefix("::error file=") })
    case "markdown":
      #expect(outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("| `") }.count == count)
    default:
      #expect(outcome.stdout.split(separator: "\n").count == count + 1)
    }
  }
}
