import Foundation
import Testing

/// The fuzz target built without libFuzzer replays the files it is given (how a crash found by `make fuzz-libfuzzer`
/// is re-run). Every entry point (byte 0 modulo 11) answers with an exit code of 0, 1 or 2 inside the harness, so the
/// replay exits 0; a harness that aborts on a bad code or traps would not.
@Suite struct FuzzHarnessTests {
  static let path = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().appendingPathComponent("pushsim-fuzz").path

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: path), "swift build builds pushsim-fuzz"))
  func replayReachesEveryEntryPoint() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-fuzz-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputs: [String] = [
      #"{"aps":{"alert":"Hi","badge":"1"},"push_provider":"mapp_engage","p":1}"#,  // well-formed, with findings
      #"{"aps":{"alert":"Hi",}"#,  // truncated
      "\u{FF}\u{00}not json",  // not UTF-8 text
      "app.delegate.assigned=after-launch-returns",  // a --set value for entry 7
      #"{"rules":{"aps-badge-type":"off"}}"#,  // a config for entry 5
      "- (void)a:(int)b { if (b) { [[Appoxee shared] c:^{ d(); }]; } else return; }",  // Objective-C for entry 9
      "@implementation X\n- (void)f {\n  [[a b:(^{ [c d:[e f:",  // unterminated Objective-C
    ]
    var files: [String] = []
    for selector in 0..<11 {
      for (index, input) in inputs.enumerated() {
        let file = folder.appendingPathComponent("case-\(selector)-\(index)").path
        _ = FileManager.default.createFile(atPath: file, contents: Data([UInt8(selector), UInt8(index)]) + Data(input.utf8))
        files.append(file)
      }
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.path)
    process.arguments = files
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0, "\(message)")
  }
}
