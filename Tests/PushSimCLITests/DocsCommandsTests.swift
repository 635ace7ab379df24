import Foundation
import Testing

/// Every concrete command that docs/*.md prints (inline code starting with `pushsim ` that names a
/// file under samples/) runs as printed when pasted into bash: bash parses it, and pushsim does not
/// answer with a usage error (exit 2). README.md's commands are run the same way by
/// `make readme-check` (scripts/render_readme.py), which pastes their real output.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct DocsCommandsTests {
  static func commands() throws -> [(file: String, command: String)] {
    let docs = Binary.packageRoot.appendingPathComponent("docs")
    var found: [(String, String)] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: docs.path).sorted() where name.hasSuffix(".md") {
      let text = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let cells = line.contains("| `pushsim ") ? line.replacingOccurrences(of: "\\|", with: "\u{1}") : String(line)
        var rest = Substring(cells)
        while let start = rest.range(of: "`pushsim ") {
          let tail = rest[start.upperBound...]
          guard let end = tail.firstIndex(of: "`") else { break }
          let command = "pushsim " + tail[..<end].replacingOccurrences(of: "\u{1}", with: "|")
          if command.contains("samples/") { found.append((name, command)) }
          rest = tail[tail.index(after: end)...]
        }
      }
    }
    return found
  }

  @Test func everyDocsCommandRunsAsPrinted() throws {
    let commands = try Self.commands()
    #expect(commands.count >= 70, "found \(commands.count) commands")
    let directory = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
    var failures: [String] = []
    for (file, command) in commands {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", command]
      process.currentDirectoryURL = Binary.packageRoot
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = directory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      process.environment = environment
      let err = Pipe()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = err
      try process.run()
      let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      if process.terminationStatus >= 2 { failures.append("docs/\(file): \(command) → exit \(process.terminationStatus): \(stderr)") }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
