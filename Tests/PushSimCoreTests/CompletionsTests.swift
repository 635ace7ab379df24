import Foundation
import Testing

@testable import PushSimCore

/// The completion scripts are run by the shells they are for: bash's `complete -F` protocol (COMP_WORDS, COMP_CWORD →
/// COMPREPLY, bash(1) "Programmable Completion"), fish's `complete -C` (fish docs, "complete"), `zsh -n` for syntax.
/// CI installs zsh and fish (.ci/run); on a machine without them the checks that need them fail under CI only.
@Suite struct CompletionsTests {
  static func executable(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static func scriptFile(_ shell: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-completion-\(UUID().uuidString).\(shell)").path
    try #require(Completions.script(for: shell)).write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func required(_ shell: String) -> String? {
    if let found = executable(shell) { return found }
    if ProcessInfo.processInfo.environment["CI"] == "true" { Issue.record("\(shell) is missing: .ci/run installs it") }
    return nil
  }

  /// What bash offers for the words typed so far (the last word is the one being completed).
  static func bash(_ words: [String], script: String) throws -> [String] {
    let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
    let program = "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _pushsim; printf '%s\\n' \"${COMPREPLY[@]}\""
    let (status, output) = try run("/bin/bash", ["--norc", "-c", program])
    #expect(status == 0, "\(output)")
    return output.split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesCommandsOptionsValuesAndPositionals() throws {
    let script = try Self.scriptFile("bash")
    defer { try? FileManager.default.removeItem(atPath: script) }
    #expect(try Self.run("/bin/bash", ["-n", script]).status == 0)
    #expect(try Self.bash(["pushsim", "li"], script: script) == ["lint"])
    #expect(try Self.bash(["pushsim", "s"], script: script) == ["simulate"])
    #expect(try Self.bash(["pushsim", "lint", "--fo"], script: script).sorted() == ["--force-exclude", "--format"])
    #expect(
      try Self.bash(["pushsim", "lint", "--format", ""], script: script)
        == ["text", "json", "github", "sarif", "junit", "checkstyle", "gitlab", "markdown"])
    #expect(try Self.bash(["pushsim", "tap", "p.json", "-s", "term"], script: script) == ["terminated"])
    #expect(try Self.bash(["pushsim", "tap", "--app", "mapp-"], script: script) == ["mapp-manual", "mapp-auto"])
    #expect(try Self.bash(["pushsim", "explain", "aps-badge"], script: script) == ["aps-badge-type"])
    #expect(try Self.bash(["pushsim", "help", "pro"], script: script) == ["profile"])
    #expect(try Self.bash(["pushsim", "profile", "gr"], script: script) == ["grovs"])
    #expect(try Self.bash(["pushsim", "completions", "z"], script: script) == ["zsh"])
    // A value that is a number or a PATH=VALUE has nothing to offer.
    #expect(try Self.bash(["pushsim", "lint", "--max-bytes", ""], script: script) == [])
  }

  @Test func fishCompletesFromTheSameTable() throws {
    guard let fish = Self.required("fish") else { return }
    let script = try Self.scriptFile("fish")
    defer { try? FileManager.default.removeItem(atPath: script) }
    #expect(try Self.run(fish, ["-n", script]).status == 0)
    func offered(_ line: String) throws -> [String] {
      let (status, output) = try Self.run(fish, ["--no-config", "-c", "source '\(script)'; complete -C '\(line)'"])
      #expect(status == 0, "\(output)")
      return output.split(separator: "\n").map { String($0.split(separator: "\t", maxSplits: 1)[0]) }
    }
    #expect(try offered("pushsim li") == ["lint"])
    #expect(try offered("pushsim lint --fo").sorted() == ["--force-exclude", "--format"])
    #expect(try offered("pushsim tap --state ").sorted() == ["background", "force-quit", "foreground", "never-launched", "terminated"])
    #expect(try offered("pushsim explain aps-badge") == ["aps-badge-type"])
  }

  /// zsh has no non-interactive completion entry point, so the script is installed in `fpath` and a real interactive
  /// zsh (in a zpty pseudo-terminal, zshmodules(1) "zsh/zpty") is sent the typed line and a Tab; what it lists is read back.
  @Test func zshCompletesInAnInteractiveShell() throws {
    guard let zsh = Self.required("zsh") else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-zsh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(Completions.script(for: "zsh")).write(to: folder.appendingPathComponent("_pushsim"), atomically: true, encoding: .utf8)
    #expect(try Self.run(zsh, ["-n", folder.appendingPathComponent("_pushsim").path]).status == 0)
    let cases: [(line: String, expected: [String])] = [
      ("pushsim li", ["pushsim lint"]),
      ("pushsim lint --format ", ["checkstyle", "gitlab", "sarif", "markdown"]),
      ("pushsim tap --app mapp-", ["mapp-auto", "mapp-manual"]),
      ("pushsim explain aps-badge", ["aps-badge-type"]),
    ]
    // Each line: type it and Tab, read until every expected word is on the screen (10 s at most), print the screen.
    var driver = """
      zmodload zsh/zpty
      zpty -b z 'zsh -f -i'
      zpty -w z 'fpath=(\(folder.path) $fpath); autoload -Uz compinit; compinit -u -D; PS1="%% "'
      sleep 0.5; while zpty -r -t z chunk; do :; done
      try() {
        local line=$1 out="" chunk word done; shift
        zpty -w -n z "$line"$'\\t'
        for _ in {1..100}; do
          while zpty -r -t z chunk; do out+=$chunk; done
          done=1; for word in "$@"; do [[ $out == *$word* ]] || done=0; done
          (( done )) && break; sleep 0.1
        done
        print -r -- "<<$line>>${out//$'\\e'/}"
        zpty -w -n z $'\\C-u'; sleep 0.2; while zpty -r -t z chunk; do :; done
      }

      """
    for (line, expected) in cases {
      driver += "try '\(line)' " + expected.map { "'\($0)'" }.joined(separator: " ") + "\n"
    }
    driver += "zpty -d z\n"
    let (status, output) = try Self.run("/usr/bin/timeout", ["60", zsh, "-f", "-c", driver])
    #expect(status == 0, "\(output)")
    let screens = output.components(separatedBy: "<<").dropFirst()
    #expect(screens.count == cases.count, "\(output)")
    for ((line, expected), screen) in zip(cases, screens) {
      #expect(screen.hasPrefix(line + ">>"), "\(screen)")
      for word in expected { #expect(screen.contains(word), "\(line): \(word) not offered in \(screen)") }
    }
  }

  /// Every option of every command is offered by every shell's script: the scripts come from the table.
  @Test(arguments: Completions.shells)
  func everyOptionIsInTheScript(shell: String) throws {
    let script = try #require(Completions.script(for: shell))
    for spec in Commands.all {
      #expect(script.contains(spec.name), "\(shell): \(spec.name)")
      for option in spec.options {
        let needle = shell == "fish" ? "-l \(option.long)" : "--\(option.long)"
        #expect(script.contains(needle), "\(shell): \(spec.name) \(needle)")
      }
    }
  }

  @Test func unknownShellIsRefused() {
    #expect(Completions.script(for: "tcsh") == nil)
  }
}

/// docs/pushsim.1 is generated from the same table; groff reads it without a warning (groff -ww -z, man(7) macros).
@Suite struct ManPageTests {
  @Test func manPageIsCurrent() {
    DocsTests.check(ManPage.render(), file: "pushsim.1")
  }

  @Test func manPageNamesEveryCommandAndOption() {
    let page = ManPage.render()
    for spec in Commands.all {
      #expect(page.contains(".SS \(ManPage.escaped(spec.name))\n"), "\(spec.name)")
      for option in spec.options { #expect(page.contains("\\fB\\-\\-\(ManPage.escaped(option.long))\\fR"), "\(spec.name) --\(option.long)") }
    }
  }

  @Test func groffRendersItWithoutWarnings() throws {
    guard let groff = CompletionsTests.executable("groff") else {
      if ProcessInfo.processInfo.environment["CI"] == "true" { Issue.record("groff is missing") }
      return
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-\(UUID().uuidString).1").path
    try ManPage.render().write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (status, warnings) = try CompletionsTests.run(groff, ["-man", "-ww", "-z", path])
    #expect(status == 0)
    #expect(warnings.isEmpty, "\(warnings)")
    let (_, text) = try CompletionsTests.run(groff, ["-man", "-Tutf8", "-P", "-cbou", path])
    #expect(text.contains("pushsim lint [PATH...]"))
    #expect(text.contains("--max-bytes N"))
  }

  @Test func roffEscaping() {
    #expect(ManPage.escaped("--set a\\b") == "\\-\\-set a\\eb")
    #expect(ManPage.escaped(".pushsim.json") == "\\&.pushsim.json")
    #expect(ManPage.escaped("'quoted'") == "\\&'quoted'")
  }
}

@Suite struct ManPageUnicodeTests {
  @Test func nonASCIIBecomesGroffUnicodeEscapes() {
    #expect(ManPage.escaped("a — b") == "a \\[u2014] b")
    #expect(ManPage.escaped("état") == "\\[u00E9]tat")
  }
}
