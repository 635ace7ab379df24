import Foundation
import Testing

@testable import PushSimCore

/// Runs the CLI in-process from the package root and captures what it writes.
struct CLIRun {
  let exitCode: Int32
  let stdout: String
  let stderr: String

  static let packageRoot: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    _ = FileManager.default.changeCurrentDirectoryPath(root)
    return root
  }()

  init(_ arguments: [String], stdin: String = "", stdinIsTerminal: Bool = false, variables: [String: String] = [:], stdoutIsTerminal: Bool = false) {
    _ = Self.packageRoot
    let out = Capture()
    let err = Capture()
    let input = Array(stdin.utf8)
    let environment = CLIEnvironment(
      writeOut: { out.append($0) }, writeErr: { err.append($0) },
      readStandardInput: { limit in Array(input.prefix(limit)) },
      standardInputIsTerminal: stdinIsTerminal, standardOutputIsTerminal: stdoutIsTerminal, variables: variables)
    exitCode = CLI(environment: environment).run(arguments)
    stdout = out.text
    stderr = err.text
  }

  final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    func append(_ text: String) { lock.withLock { buffer += text } }
    var text: String { lock.withLock { buffer } }
  }
}

/// Golden files live in Tests/PushSimCoreTests/Golden. `RECORD=1 make test` rewrites them; then
/// read the diff by eye before committing.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  static func check(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("missing golden file \(name); run RECORD=1 make test and review it", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "output differs from Golden/\(name); RECORD=1 make test re-records", sourceLocation: sourceLocation)
  }
}
