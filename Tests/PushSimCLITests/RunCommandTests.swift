import Foundation
import Testing

/// `pushsim run` through the binary: exit codes, errors at file:line:column, and the formats.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct RunCommandTests {
  static func scenario(_ name: String, _ text: String) throws -> String {
    // Its own folder: the tests run at once, and a shared push.json rewritten by one was read half-written by another.
    let stem = (name as NSString).deletingPathExtension
    let path = try Binary.temporaryFile("run-\(stem)/\(name)", Array(text.utf8))
    let payload = (path as NSString).deletingLastPathComponent + "/push.json"
    try Data(#"{"aps": {"alert": "Hi"}, "push_provider": "mapp_engage", "p": 5, "apx_dpl": "shop://x"}"#.utf8).write(
      to: URL(fileURLWithPath: payload), options: .atomic)
    return path
  }

  @Test func everySampleScenarioPasses() throws {
    let result = try Binary.run(["run", "samples/scenarios"])
    #expect(result.exitCode == 0, "\(result.stdout.suffix(2000))")
    let files = try FileManager.default.contentsOfDirectory(atPath: Binary.packageRoot.appendingPathComponent("samples/scenarios").path).filter {
      $0.hasSuffix(".json")
    }
    #expect(result.stdout.contains("\(files.count) scenarios run, 0 failed"))
    #expect(!result.stdout.contains("FAIL"))
  }

  @Test func aFailedExpectationIsExit1AndSaysWhatHappened() throws {
    let path = try Self.scenario(
      "fails.json",
      """
      {"schema": "pushsim.scenario/1", "app": "mapp-manual", "set": {"sdks.mapp.forwardResponse": false},
       "steps": [{"deliver": "push.json"}, "tap"],
       "expect": {"tracked": [{"sdk": "mapp", "event": "click"}]}}
      """)
    let result = try Binary.run(["run", path])
    #expect(result.exitCode == 1)
    // The line wraps at the terminal's width, so the check stops before the wrap point a long temporary path moves.
    #expect(result.stdout.contains("FAIL \(path):3:25 at the end: tracked mapp click × 1 — 0 matching;"))
    #expect(result.stdout.contains("1 scenario run, 1 failed; expectations: 0 held, 1 did not"))
  }

  @Test func unknownKeyIsExit2AtItsPosition() throws {
    let path = try Self.scenario("unknown.json", #"{"schema": "pushsim.scenario/1", "app": "plain", "stpes": ["launch"]}"#)
    let result = try Binary.run(["run", path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("\(path):1:50: error: unknown key 'stpes' in a scenario (did you mean 'steps'?)"))
  }

  @Test func missingPayloadIsExit2AtTheDeliverStep() throws {
    let path = try Self.scenario("missing.json", "{\"schema\": \"pushsim.scenario/1\",\n \"steps\": [{\"deliver\": \"nope.json\"}]}")
    let result = try Binary.run(["run", path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("\(path):2:13: error: payload"))
    #expect(result.stderr.contains("nope.json: no such file or directory"))
  }

  @Test func aTapWithNothingOnScreenCannotHappen() throws {
    let path = try Self.scenario("nothing.json", "{\"schema\": \"pushsim.scenario/1\",\n \"steps\": [\"launch\",\n  \"tap\"]}")
    let result = try Binary.run(["run", path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("\(path):3:3: error: step 2 (tap) cannot happen: nothing to tap: no notification was delivered"))
  }

  @Test func badProfileKeyInSetIsExit2() throws {
    let path = try Self.scenario(
      "badset.json", #"{"schema": "pushsim.scenario/1", "steps": [{"set": {"sdks.grovs.netwrok": "down"}}]}"#)
    let result = try Binary.run(["run", path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("unknown profile key 'sdks.grovs.netwrok' (did you mean 'sdks.grovs.network'?)"))
  }

  @Test func jsonAndJUnitCarryEveryExpectation() throws {
    let json = try Binary.run(["run", "samples/scenarios/grovs-network-failure.json", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any] ?? [:]
    #expect(object["schema"] as? String == "pushsim.scenario-result/1")
    let results = object["results"] as? [[String: Any]] ?? []
    let expectations = results.first?["expectations"] as? [[String: Any]] ?? []
    #expect(expectations.count == 6)
    #expect(expectations.allSatisfy { $0["passed"] as? Bool == true && $0["line"] is Int })
    let junit = try Binary.run(["run", "samples/scenarios/grovs-network-failure.json", "--format", "junit"])
    #expect(junit.stdout.components(separatedBy: "<testcase ").count - 1 == 6)
    #expect(junit.stdout.contains(#"file="samples/scenarios/grovs-network-failure.json" line="11""#))
  }
}
