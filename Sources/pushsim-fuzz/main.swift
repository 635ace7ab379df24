// In-process fuzz target: the first byte picks the entry point, the rest is the input. Each entry runs the CLI as a
// function (CLIEnvironment with the input as stdin), so every reporter, config, profile, --set, simulator and scenario
// path is reached the way a user reaches it. A trap, a crash or a sanitizer report is a finding; exit codes 0, 1 and 2
// are all normal answers. The oracle (issue 18): every output, stdout in its format and stderr, must satisfy the
// output-safety property (`OutputSafety`: no forged workflow command, no raw control or bidi character, no Markdown
// HTML, image, link or mention); a violation aborts with the output. See Makefile `fuzz-libfuzzer`.
import CFuzzShim
import Foundation
import PushSimCore

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-fuzz-\(getpid())").path
try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
let scratch = folder + "/input"
let payload = folder + "/payload.json"
try? Data(#"{"aps":{"alert":{"title":"Sale","body":"Today"},"mutable-content":1},"push_provider":"mapp_engage","p":7,"apx_dpl":"shop://x"}"#.utf8)
  .write(to: URL(fileURLWithPath: payload))

let lintFormats = ["text", "json", "github", "sarif", "junit", "checkstyle", "gitlab", "markdown"]
let states = ["foreground", "background", "terminated", "force-quit", "never-launched"]
let apps = ["plain", "mapp-manual", "mapp-auto", "netmera", "grovs", "multi"]

func pick(_ options: [String], _ byte: UInt8) -> String { options[Int(byte) % options.count] }

/// What one run wrote (the fuzz target runs one input at a time).
final class Captured: @unchecked Sendable {
  var out = ""
  var err = ""
}

func fail(_ message: String) -> Never {
  let line = Array("pushsim-fuzz: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }  // write(2): a closed stderr is no trap
  abort()
}

func run(_ arguments: [String], stdin: [UInt8]) {
  let captured = Captured()
  let environment = CLIEnvironment(
    writeOut: { captured.out += $0 }, writeErr: { captured.err += $0 }, readStandardInput: { limit in Array(stdin.prefix(limit)) },
    standardInputIsTerminal: false, standardOutputIsTerminal: false, variables: [:])
  let code = CLI(environment: environment).run(arguments)
  if code < 0 || code > 2 { fail("exit code \(code) for \(arguments)") }
  let format = arguments.firstIndex(of: "--format").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
  let problems =
    OutputSafety.violations(captured.out, stream: .stdout(format: format)).map { "stdout: " + $0 }
    + OutputSafety.violations(captured.err, stream: .stderr).map { "stderr: " + $0 }
  if let problem = problems.first { fail("unsafe output for \(arguments.map(Visible.text)): \(problem)") }
}

func writeScratch(_ bytes: ArraySlice<UInt8>) -> Bool {
  FileManager.default.createFile(atPath: scratch, contents: Data(bytes))
}

/// libFuzzer's callback, by its C name (its own code references the symbol even when the driver is given a callback).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size >= 2 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let selector = bytes[0]
  let variant = bytes[1]
  let input = Array(bytes[2...])
  switch selector % 11 {
  case 0: run(["classify", "-", "--format", variant % 2 == 0 ? "json" : "text", "--verbose"], stdin: input)
  case 1: run(["inspect", "-", "--format", variant % 2 == 0 ? "json" : "text"], stdin: input)
  case 2: run(["lint", "-", "--format", pick(lintFormats, variant), "--strict"], stdin: input)
  case 3: run(["tap", "-", "--state", pick(states, variant), "--app", pick(apps, variant / 8), "--format", "json"], stdin: input)
  case 4: run(["simulate", "-", "--all-apps", "--format", pick(["json", "html", "markdown", "text"], variant)], stdin: input)
  case 5: if writeScratch(input[...]) { run(["lint", "--config", scratch, payload, "--format", pick(lintFormats, variant)], stdin: []) }
  case 6: if writeScratch(input[...]) { run(["tap", payload, "--state", pick(states, variant), "--app", scratch], stdin: []) }
  case 7:
    // A command-line value: --set, --state, --app, --action, each echoed in errors.
    let text = String(decoding: input, as: UTF8.self)
    switch variant % 4 {
    case 0: run(["tap", payload, "--state", pick(states, variant), "--app", pick(apps, variant / 8), "--set", text], stdin: [])
    case 1: run(["tap", payload, "--state", text], stdin: [])
    case 2: run(["deliver", payload, "--state", "foreground", "--app", text], stdin: [])
    default: run(["tap", payload, "--state", "background", "--action", text, "--format", "json"], stdin: [])
    }
  case 9:
    // Objective-C through pushsim wiring's own scanner, the analyzer and the rules (Swift needs pushsim-wiring's parser).
    let source = folder + "/AppDelegate.m"
    if FileManager.default.createFile(atPath: source, contents: Data(input)) {
      run(["wiring", source] + (variant % 3 == 0 ? ["--emit-profile"] : ["--format", variant % 3 == 1 ? "json" : "text"]), stdin: [])
    }
  case 10:
    // A project file beside a fixed Objective-C app: Info.plist, Podfile.lock or Package.resolved.
    let names = ["Info.plist", "Podfile.lock", "Package.resolved"]
    let project = folder + "/project"
    try? FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    for name in names { try? FileManager.default.removeItem(atPath: project + "/" + name) }
    let app =
      "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n  [Netmera setPushDelegate:self];\n  return YES;\n}\n@end\n"
    if FileManager.default.createFile(atPath: project + "/AppDelegate.m", contents: Data(app.utf8)),
      FileManager.default.createFile(atPath: project + "/" + pick(names, variant), contents: Data(input))
    {
      run(["wiring", project, "--format", "json"], stdin: [])
    }
  default: if writeScratch(input[...]) { run(["run", scratch, "--format", variant % 2 == 0 ? "json" : "junit"], stdin: []) }
  }
  return 0
}

let status = pushsim_fuzz_drive(CommandLine.argc, CommandLine.unsafeArgv) { data, size in fuzzOne(data, size) }
try? FileManager.default.removeItem(atPath: folder)
exit(status)
