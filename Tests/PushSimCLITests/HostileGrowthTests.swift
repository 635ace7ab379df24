import Foundation
import Testing

/// Issue 31 item 3, DESIGN.md §3 and §6 ("work is linear in every input"): a scenario a pull request controls grows in
/// one count at a time — the folders `appSource` names, the `callbacks` expectations over a long trace, a CleverTap
/// queue, Grovs opens that fail with the network down, Netmera's categories — and the run stays linear in it. Each class runs at 1× and 4×
/// through the binary (HostileInputMatrixTests' spawn and bounds): exit 0, within 1 s of CPU and 64 MiB (the debug binary
/// gets 5× the CPU), and 4× the count takes at most about 4× the time plus start-up. Each class was quadratic before
/// (issue 31: 4× the Grovs notifications took 15× the time).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct HostileGrowthTests {
  struct Growth: CustomTestStringConvertible, Sendable {
    let name: String
    /// The count at 1× (4× runs four times it).
    let base: Int
    /// The scenario's JSON for a count.
    let scenario: @Sendable (Int) -> String
    var testDescription: String { name }
  }

  /// Deliver (or deliver and tap) steps for notifications 0..<count, each named `prefix` + its number.
  static func steps(_ count: Int, payload: String, prefix: String, then more: String = "") -> String {
    (0..<count).map { #"{"deliver": "\#(payload)", "id": "\#(prefix)\#($0)"}, {"tap": "\#(prefix)\#($0)"}\#(more)"# }.joined(separator: ", ")
  }

  static let didReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"

  static let classes: [Growth] = [
    // One folder named again and again is read once (it was read and parsed once per entry).
    Growth(name: "appSource naming one folder", base: 500) { count in
      let names = Array(repeating: #""app""#, count: count).joined(separator: ", ")
      return #"{"schema": "pushsim.scenario/1", "appSource": [\#(names)], "steps": ["launch"]}"#
    },
    // Each expectation is answered from the trace's index (it searched the whole trace).
    Growth(name: "callbacks expectations over deliver and tap pairs", base: 1_000) { count in
      let expectations = Array(repeating: #"{"call": "\#(didReceive)", "count": \#(count)}"#, count: count).joined(separator: ", ")
      return #"{"schema": "pushsim.scenario/1", "app": "plain", "state": "foreground", "steps": ["#
        + steps(count, payload: "plain-alert.json", prefix: "n") + #", {"expect": {"callbacks": [\#(expectations)]}}]}"#
    },
    // CleverTap's queue and its taps of this process are changed in place and looked up, not copied and searched.
    Growth(name: "CleverTap taps queued in one process", base: 1_500) { count in
      #"{"schema": "pushsim.scenario/1", "app": "clevertap", "state": "background", "steps": ["#
        + steps(count, payload: "clevertap-deep-link.json", prefix: "c", then: #", "background""#) + #", {"advance": "1s"}]}"#
    },
    // A foreground retries only the opens that have attempts left (it went through every failed open saved so far).
    Growth(name: "Grovs opens with the network down", base: 500) { count in
      #"{"schema": "pushsim.scenario/1", "app": "grovs", "set": {"sdks.grovs.network": "down"}, "state": "background", "steps": ["#
        + steps(count, payload: "grovs-link-image.json", prefix: "g", then: #", "background""#) + "]}"
    },
    // Netmera registers a category per notification; an action finds it by id (it searched them all).
    Growth(name: "Netmera actions on categories registered per notification", base: 1_000) { count in
      let steps = (0..<count).map { #"{"deliver": "netmera-buttons.json", "id": "b\#($0)"}, {"action": "btn_pass", "on": "b\#($0)"}, "background""# }
      return #"{"schema": "pushsim.scenario/1", "app": "netmera", "state": "background", "steps": ["# + steps.joined(separator: ", ") + "]}"
    },
  ]

  /// A repository of its own: the payloads and the Grovs sample app the scenarios name, and each scenario at 1× and 4×.
  static func repository(_ growth: Growth) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-growth-\(getpid())-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
    let samples = Binary.packageRoot.appendingPathComponent("samples").path
    for payload in ["plain-alert.json", "clevertap-deep-link.json", "grovs-link-image.json", "netmera-buttons.json"] {
      try FileManager.default.copyItem(atPath: samples + "/payloads/" + payload, toPath: folder + "/" + payload)
    }
    try FileManager.default.copyItem(atPath: samples + "/apps/grovs/AppDelegate.swift", toPath: folder + "/app/AppDelegate.swift")
    for scale in [1, 4] {
      try growth.scenario(growth.base * scale).write(toFile: folder + "/scenario-\(scale).json", atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test(arguments: classes) func linearGrowth(_ growth: Growth) throws {
    let folder = try Self.repository(growth)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Each size runs twice, interleaved, and the faster run counts: the suites run in parallel, and one run slowed by
    // another test's load says nothing of how the work grows (CI read 0.53 s at 4× for a scenario that takes 0.27 to
    // 0.31 s, 3.5× its 1×, alone).
    var cpu: [Int: Double] = [:]
    for scale in [1, 4, 1, 4] {
      let name = "\(growth.name) × \(growth.base * scale)"
      let outcome = try Spawn.run(
        HostileInputMatrixTests.binary.path, ["run", "--root", folder, folder + "/scenario-\(scale).json"], directory: Binary.packageRoot.path)
      HostileInputMatrixTests().checkBounds(outcome, name)
      #expect(outcome.status == 0, "\(name): exit \(outcome.status): \(outcome.stderr.prefix(300))")
      cpu[scale] = min(cpu[scale] ?? .infinity, outcome.cpu)
    }
    // Start-up and reading the scenario, which do not grow with the count (5× for the debug binary, as the bound).
    let startUp = 0.1 * HostileInputMatrixTests.binary.cpuBound
    #expect((cpu[4] ?? 0) <= 4.5 * (cpu[1] ?? 0) + startUp, "\(growth.name): \(cpu)")
  }
}
