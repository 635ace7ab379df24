import Foundation
import Testing

@testable import PushSimCore

/// Issue 34 item 1: the sample scenarios check something. Each expectation of each sample is mutated, one at a time, into
/// a statement the run contradicts (a count one more or one less, another call, another URL, present for absent, the
/// opposite flag, another state or value), and every mutant must fail: an expectation that held (or the scenario was
/// refused at load, exit 2) whatever it said would be a silent pass.
@Suite struct ScenarioMutationTests {
  /// One mutant: where in the scenario, what changed, and the mutated document.
  struct Mutant {
    let scenario: String
    let what: String
    let document: JSONValue
  }

  /// Calls every app can show (the core writes them), used in place of an expected call that happened.
  static let coreCalls = [
    Callback.willResignActive, Callback.didEnterBackground, Callback.willEnterForeground, Callback.didReceiveRemoteNotification,
    Callback.willPresent, Callback.didReceive, Callback.didFinishLaunching, Callback.didBecomeActive,
  ]

  /// Every mutant of one scenario: each expectation (each expect block, each entry, each field) changed alone.
  /// `seen`: the calls the original run wrote (a replacement call must be one it did not write).
  static func mutants(of name: String, _ document: JSONValue, seen: Set<String>) -> [Mutant] {
    guard let root = document.objectValue else { return [] }
    var found: [Mutant] = []
    func add(_ what: String, _ changed: JSONValue) { found.append(Mutant(scenario: name, what: what, document: changed)) }
    // The expect blocks: the steps' and the end's, each with a way to put a changed block back.
    var blocks: [(String, JSONValue, (JSONValue) -> JSONValue)] = []
    if let end = root["expect"] {
      blocks.append(
        (
          "expect", end,
          { block in
            var copy = root; copy["expect"] = block; return .object(copy)
          }
        ))
    }
    for (index, step) in (root["steps"]?.arrayValue ?? []).enumerated() {
      guard let block = step["expect"] else { continue }
      blocks.append(
        (
          "steps[\(index)].expect", block,
          { changed in
            var copy = root
            var steps = root["steps"]?.arrayValue ?? []
            steps[index] = .object(JSONObject([JSONMember(key: "expect", value: changed)]))
            copy["steps"] = .array(steps)
            return .object(copy)
          }
        ))
    }
    for (where_, block, put) in blocks {
      guard let expect = block.objectValue else { continue }
      for member in expect {
        for (what, value) in mutations(member.key, member.value, seen: seen) {
          var changed = expect
          changed[member.key] = value
          add("\(where_).\(member.key)\(what)", put(.object(changed)))
        }
      }
    }
    return found
  }

  /// The mutations of one expectation key: (what changed, the key's new value).
  static func mutations(_ key: String, _ value: JSONValue, seen: Set<String>) -> [(String, JSONValue)] {
    var found: [(String, JSONValue)] = []
    func count(_ entry: JSONObject, default fallback: Int64?) -> [JSONObject] {
      var changed: [JSONObject] = []
      guard let current = entry["count"]?.integerValue ?? fallback else {
        // "At least once": never.
        var copy = entry
        copy["count"] = .integer(0)
        return [copy]
      }
      for next in [current + 1, current - 1] where next >= 0 {
        var copy = entry
        copy["count"] = .integer(next)
        changed.append(copy)
      }
      return changed
    }
    switch key {
    case "verdicts":
      // Each verdict named, the other answer.
      guard let entries = value.arrayValue else { return [] }
      for (index, item) in entries.enumerated() {
        guard let entry = item.objectValue else { continue }
        for member in entry {
          guard let flag = member.value.boolValue else { continue }
          var copy = entry
          copy[member.key] = .bool(!flag)
          var list = entries
          list[index] = .object(copy)
          found.append(("[\(index)].\(member.key)", .array(list)))
        }
      }
    case "delegate":
      guard let entry = value.objectValue else { return [] }
      if let owner = entry["owner"]?.stringValue {
        var copy = entry
        copy["owner"] = .string(owner == "app" ? "none" : "app")
        found.append((".owner", .object(copy)))
      }
      if let peers = entry["peers"]?.arrayValue {
        var copy = entry
        copy["peers"] = .array(peers.isEmpty ? [.string("app")] : Array(peers.dropLast()))
        found.append((".peers", .object(copy)))
      }
    case "tracked", "callbacks", "opened", "logs", "completions", "actions":
      // Arrays of entries with a count (default 1 for tracked and opened entries, "at least once" for callbacks).
      guard let entries = value.arrayValue else { return [] }
      for (index, item) in entries.enumerated() {
        guard let entry = item.objectValue else { continue }
        func put(_ changed: JSONObject) -> JSONValue {
          var copy = entries
          copy[index] = .object(changed)
          return .array(copy)
        }
        let fallback: Int64? = key == "callbacks" ? nil : 1
        for changed in count(entry, default: fallback) { found.append(("[\(index)].count=\(changed["count"] ?? .null)", put(changed))) }
        if key == "callbacks", entry["count"]?.integerValue != 0, let replacement = coreCalls.first(where: { !seen.contains($0) }) {
          var copy = entry
          copy["call"] = .string(replacement)
          found.append(("[\(index)].call=\(replacement)", put(copy)))
        }
        if key == "callbacks", entry["count"]?.integerValue != 0, let args = entry["args"]?.objectValue, let first = args.members.first {
          var changedArgs = args
          changedArgs[first.key] = .string((first.value.stringValue ?? "nil") + "-mutated")
          var copy = entry
          copy["args"] = .object(changedArgs)
          found.append(("[\(index)].args.\(first.key)", put(copy)))
        }
        if let url = entry["url"]?.stringValue, entry["count"]?.integerValue != 0 {
          var copy = entry
          copy["url"] = .string(url + "-mutated")
          found.append(("[\(index)].url", put(copy)))
        }
      }
    case "order":
      guard var calls = value.arrayValue, let replacement = coreCalls.first(where: { !seen.contains($0) }) else { return [] }
      calls[calls.count - 1] = .string(replacement)
      found.append(("[last]=\(replacement)", .array(calls)))
    case "findings":
      guard let entry = value.objectValue else { return [] }
      for (from, to) in [("present", "absent"), ("absent", "present")] {
        for (index, id) in (entry[from]?.arrayValue ?? []).enumerated() {
          var copy = entry
          var list = entry[from]?.arrayValue ?? []
          list.remove(at: index)
          copy[from] = list.isEmpty ? nil : .array(list)
          copy[to] = .array((entry[to]?.arrayValue ?? []) + [id])
          found.append((".\(from)→\(to) \(id.stringValue ?? "")", .object(copy)))
        }
      }
    case "ui":
      guard let entry = value.objectValue else { return [] }
      for member in entry {
        var copy = entry
        switch member.value {
        case .bool(let flag): copy[member.key] = .bool(!flag)
        case .integer(let number): copy[member.key] = .integer(number + 1)
        case .string(let text): copy[member.key] = member.key == "opened" && text != "app" ? .string("app") : .string("https://mutated.example/")
        case .null: copy[member.key] = member.key == "badge" ? .integer(99) : member.key == "opened" ? .string("app") : .string("mutated")
        case .array(let items): copy[member.key] = .array(items.isEmpty ? [.string("banner")] : Array(items.dropLast()))
        default: continue
        }
        found.append((".\(member.key)", .object(copy)))
      }
    case "state":
      let other = ProcessState.allCases.map(\.rawValue).first { $0 != value.stringValue } ?? "foreground"
      found.append(("=\(other)", .string(other)))
    case "completionHandlers":
      let next = ["never": "once", "once": "twice", "twice": "once"]
      if let word = value.stringValue, let other = next[word] {
        found.append(("=\(other)", .string(other)))
      } else if let entry = value.objectValue {
        for member in entry {
          guard let word = member.value.stringValue, let other = next[word] else { continue }
          var copy = entry
          copy[member.key] = .string(other)
          found.append((".\(member.key)=\(other)", .object(copy)))
        }
      }
    case "sdkState":
      guard let sdks = value.objectValue else { return [] }
      for sdk in sdks {
        guard let keys = sdk.value.objectValue else { continue }
        for member in keys where member.key != "not" {
          var changedKeys = keys
          changedKeys[member.key] = mutated(member.value)
          var copy = sdks
          copy[sdk.key] = .object(changedKeys)
          found.append((".\(sdk.key).\(member.key)", .object(copy)))
        }
      }
    case "calls":
      if let number = value.integerValue {
        for next in [number + 1, number - 1] where next >= 0 { found.append(("=\(next)", .integer(next))) }
      }
    case "liveActivity":
      guard let entry = value.objectValue else { return [] }
      for member in entry where member.key != "attributesType" {
        var copy = entry
        if member.key == "state" {
          let current = member.value.stringValue ?? ""
          let other = ["active", "stale", "ended", "dismissed", "none"].first { $0 != current } ?? "none"
          copy["state"] = .string(other)
        } else if member.key == "content", let content = member.value.objectValue, let first = content.members.first {
          var changed = content
          changed[first.key] = mutated(first.value)
          copy["content"] = .object(changed)
        } else {
          copy[member.key] = mutated(member.value)
        }
        found.append((".\(member.key)", .object(copy)))
      }
    default:
      // A kind this test does not know yet: flip every leaf it can (a new kind should be added above).
      found.append((" (whole value)", mutated(value)))
    }
    return found
  }

  /// A value a state or content comparison cannot take for the original.
  static func mutated(_ value: JSONValue) -> JSONValue {
    switch value {
    case .bool(let flag): return .bool(!flag)
    case .integer(let number): return .integer(number + 1)
    case .real(let number): return .real(number + 1)
    case .string(let text): return .string(text + "-mutated")
    case .null: return .string("mutated")
    case .array(let items): return .array(items + [.string("mutated")])
    case .object(var object):
      object["mutated"] = .bool(true)
      return .object(object)
    }
  }

  /// How a mutant ended: it failed a check, it was refused at load, or it passed (a silent pass).
  enum Outcome: Equatable { case failed, refused(String), passed }

  static func outcome(_ document: JSONValue) -> Outcome {
    do {
      let result = try ScenarioExpectationTests.run(JSONWriter(pretty: false).string(document))
      return result.passed ? .passed : .failed
    } catch let error as InputError {
      return .refused(error.message)
    } catch {
      return .refused("\(error)")
    }
  }

  @Test(arguments: ScenarioTests.names)
  func everyMutatedExpectationFails(_ name: String) throws {
    let path = ScenarioTests.folder.appendingPathComponent(name).path
    let document = try ScenarioTests.inputs.load(path).get().document.value
    let original = try ScenarioRunner.run(try ScenarioTests.scenario(name))
    #expect(original.passed, "\(name) passes as written")
    let seen = Set(original.entries.flatMap(\.steps).map(\.call))
    let mutants = Self.mutants(of: name, document, seen: seen)
    #expect(!mutants.isEmpty, "\(name) has expectations to mutate")
    for mutant in mutants {
      let outcome = Self.outcome(mutant.document)
      #expect(outcome != .passed, "\(name): the mutant \(mutant.what) still passes")
      if ProcessInfo.processInfo.environment["MUTATION_LOG"] != nil {
        let shown: String
        switch outcome {
        case .failed: shown = "failed"
        case .refused(let message): shown = "refused: \(message)"
        case .passed: shown = "passed"
        }
        print("mutant \(name) \(mutant.what): \(shown)")
      }
    }
  }
}
