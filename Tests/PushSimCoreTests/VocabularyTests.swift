import Foundation
import Testing

@testable import PushSimCore

/// Issue 23: the published vocabulary of calls, actors and events. `CallVocabulary.swift` is generated here from the
/// models' sources (every `step(actor, "call")` literal, and `complete` / `systemCallback` likewise, `\(…)` as `…`; every `event: "…"` a pack tracks) and from running
/// every sample payload × built-in profile × state × event and every sample scenario (calls a model builds in a
/// variable). The test fails when the table is stale, when a model writes a call the table does not know, and when
/// docs/vocabulary.md does not match it.
@Suite struct VocabularyTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let table = root.appendingPathComponent("Sources/PushSimCore/SDKs/CallVocabulary.swift")

  /// The calls and events written as literals in the models' sources.
  /// A call's third element is the pack whose folder writes it ("" for the core's files).
  static func fromSources() throws -> (calls: [(String, String, String)], events: [(String, String)]) {
    var calls: [(String, String, String)] = []
    var events: [(String, String)] = []
    let base = root.appendingPathComponent("Sources/PushSimCore")
    let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
    for file in files where !file.hasSuffix("CallVocabulary.swift") {
      let text = Array(try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8).unicodeScalars)
      let parts = file.split(separator: "/")
      let pack = parts.count == 3 && parts[0] == "SDKs" ? SDKs.ids.first { $0 == parts[1].lowercased() } : nil
      var index = 0
      while index < text.count {
        // SimContext's writers of a step: `step`, `complete` (a completion call in words), `systemCallback`.
        if let writer = [".step(", ".complete(", ".systemCallback("].first(where: { matchesWord(text, index, $0) }) {
          let start = index + writer.unicodeScalars.count
          var cursor = start
          let actor = argument(text, &cursor)
          if let call = argument(text, &cursor), let callTemplate = call.literal, let actorText = actor {
            calls.append((actorText.literal ?? "*", callTemplate, pack ?? ""))
          } else if let call = argumentCallbackName(text, cursor: start) {
            calls.append(("app", call, ""))
          }
          index = start
          continue
        }
        if let pack, matchesWord(text, index, "event: \"") {
          var cursor = index + 7
          if let event = argument(text, &cursor)?.literal, !event.contains(Vocabulary.hole) { events.append((pack, event)) }
        }
        index += 1
      }
    }
    return (calls, events)
  }

  static func matchesWord(_ text: [Unicode.Scalar], _ index: Int, _ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars)
    guard index + scalars.count <= text.count else { return false }
    for (offset, scalar) in scalars.enumerated() where text[index + offset] != scalar { return false }
    return true
  }

  struct Argument {
    var literal: String?
  }

  /// The next argument after `cursor` (up to a top-level comma or the closing parenthesis): a string literal as a
  /// template (interpolations as `…`), or an expression (nil literal). Moves `cursor` past its comma.
  static func argument(_ text: [Unicode.Scalar], _ cursor: inout Int) -> Argument? {
    while cursor < text.count, text[cursor] == " " || text[cursor] == "\n" { cursor += 1 }
    guard cursor < text.count, text[cursor] != ")" else { return nil }
    var literal: String?
    if text[cursor] == "\"" {
      var value = ""
      var at = cursor + 1
      while at < text.count, text[at] != "\"" {
        if text[at] == "\\", at + 1 < text.count {
          if text[at + 1] == "(" {
            // Skip the interpolation, nested parentheses and string literals included.
            var depth = 0
            at += 1
            repeat {
              if text[at] == "(" { depth += 1 } else if text[at] == ")" { depth -= 1 } else if text[at] == "\"" { at = skipString(text, at) }
              at += 1
            } while at < text.count && depth > 0
            if !value.hasSuffix(Vocabulary.hole) { value += Vocabulary.hole }
            continue
          }
          value.unicodeScalars.append(text[at + 1])
          at += 2
          continue
        }
        value.unicodeScalars.append(text[at])
        at += 1
      }
      cursor = at + 1
      literal = value
    }
    // To the end of the argument.
    var depth = 0
    while cursor < text.count {
      let scalar = text[cursor]
      if scalar == "\"" {
        cursor = skipString(text, cursor)
      } else if scalar == "(" || scalar == "[" {
        depth += 1
      } else if scalar == ")" || scalar == "]" {
        if depth == 0 { break }
        depth -= 1
      } else if scalar == ",", depth == 0 {
        cursor += 1
        let result = Argument(literal: literal)
        return result
      }
      cursor += 1
    }
    return Argument(literal: literal)
  }

  /// The index of the closing quote of the string literal opening at `start`.
  static func skipString(_ text: [Unicode.Scalar], _ start: Int) -> Int {
    var at = start + 1
    while at < text.count, text[at] != "\"" { at += text[at] == "\\" ? 2 : 1 }
    return at
  }

  /// `step("app", Callback.didReceive …)`: the callback's selector.
  static func argumentCallbackName(_ text: [Unicode.Scalar], cursor start: Int) -> String? {
    var cursor = start
    _ = argument(text, &cursor)
    while cursor < text.count, text[cursor] == " " || text[cursor] == "\n" { cursor += 1 }
    let rest = String(String.UnicodeScalarView(text[cursor..<min(text.count, cursor + 40)]))
    let callbacks = [
      ("Callback.didFinishLaunching", Callback.didFinishLaunching), ("Callback.willPresent", Callback.willPresent),
      ("Callback.didReceiveRemoteNotification", Callback.didReceiveRemoteNotification), ("Callback.didReceive", Callback.didReceive),
      ("Callback.willEnterForeground", Callback.willEnterForeground), ("Callback.didBecomeActive", Callback.didBecomeActive),
      ("Callback.didEnterBackground", Callback.didEnterBackground), ("Callback.willResignActive", Callback.willResignActive),
      ("Callback.serviceExtensionTimeWillExpire", Callback.serviceExtensionTimeWillExpire),
      ("Callback.serviceExtensionWillTerminate", Callback.serviceExtensionWillTerminate),
      ("Callback.serviceExtension", Callback.serviceExtension), ("Callback.locationPush", Callback.locationPush),
    ]
    return callbacks.first { rest.hasPrefix($0.0) }?.1
  }

  /// Every (actor, call) and (sdk, event) the samples produce (run once for the suite).
  static let observedOnce: Result<Observed, any Error> = Result { try observedNow() }
  static func observed() throws -> (calls: [(String, String)], events: [(String, String)]) {
    let seen = try observedOnce.get()
    return (seen.calls.map { ($0.0, $0.1) }, seen.events)
  }

  /// Calls with the SDKs the app carried in the run that showed them (sorted, comma-separated).
  typealias Observed = (calls: [(String, String, String)], events: [(String, String)])

  static func observedNow() throws -> Observed {
    var calls: [(String, String, String)] = []
    var events: [(String, String)] = []
    try TraceWidthTests.everyTrace { trace in
      let sdks = (trace.world?.profile.sdks ?? []).sorted().joined(separator: ",")
      calls += trace.steps.map { ($0.actor, $0.call, sdks) }
      events += trace.tracked.map { ($0.sdk, $0.event) }
    }
    for name in ScenarioTests.names {
      let result = try ScenarioRunner.run(try ScenarioTests.scenario(name))
      let sdks = result.world.profile.sdks.sorted().joined(separator: ",")
      calls += result.entries.flatMap(\.steps).map { ($0.actor, $0.call, sdks) }
      events += result.world.tracked.map { ($0.sdk, $0.event) }
    }
    // Each triple once, in the order first seen (a matrix repeats most calls thousands of times).
    var seenCalls: Set<String> = []
    var seenEvents: Set<String> = []
    return (
      calls.filter { seenCalls.insert($0.0 + "\u{0}" + $0.1 + "\u{0}" + $0.2).inserted },
      events.filter { seenEvents.insert($0.0 + "\u{0}" + $0.1).inserted }
    )
  }

  static func generated() throws -> String {
    let sources = try fromSources()
    let seen = try observedOnce.get()
    var calls = sources.calls.filter { $0.1.count >= 3 && $0.1.contains { $0.isLetter } }
    // A call only a run shows belongs to the SDK that is its actor; the app's or the system's could come from any model.
    for (actor, call, _) in seen.calls where !calls.contains(where: { Vocabulary.matches(call, template: $0.1) }) {
      let pack = actor.hasPrefix("sdk:") ? String(actor.dropFirst(4)) : ""
      calls.append((actor, call, SDKs.ids.contains(pack) ? pack : ""))
    }
    // One line per (actor, call), with the packs that write it: "" when the core writes it too (any app can show it).
    var packs: [String: Set<String>] = [:]
    var core: Set<String> = []
    for (actor, call, pack) in calls {
      let key = actor + "\u{0}" + call
      if pack.isEmpty { core.insert(key) } else { packs[key, default: []].insert(pack) }
    }
    // A model may build a call in a variable that a pack's literal template also matches: a run whose app carries none
    // of the template's packs shows it is not theirs alone, so the SDKs of that app write it too (the core when none).
    for (actor, call, sdks) in seen.calls {
      let carried = Set(sdks.split(separator: ",").map(String.init))
      for template in calls where template.0 == actor && Vocabulary.matches(call, template: template.1) {
        let key = template.0 + "\u{0}" + template.1
        guard !core.contains(key), let owners = packs[key], owners.isDisjoint(with: carried) else { continue }
        if carried.isEmpty { core.insert(key) } else { packs[key, default: []].formUnion(carried) }
      }
    }
    var unique: [(String, String, String)] = []
    var written: Set<String> = []
    for entry in calls.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
      let key = entry.0 + "\u{0}" + entry.1
      guard written.insert(key).inserted else { continue }
      unique.append((entry.0, entry.1, core.contains(key) ? "" : (packs[key] ?? []).sorted().joined(separator: ",")))
    }
    var events: [(String, String)] = []
    for entry in (sources.events + seen.events).sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) where !events.contains(where: { $0 == entry }) {
      if SDKs.ids.contains(entry.0) { events.append(entry) }
    }
    func quoted(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    var lines = [
      "// Generated by Tests/PushSimCoreTests/VocabularyTests.swift (RECORD=1 make test); do not edit by hand.", "",
      "/// Every call a trace step can carry (actor `*` when the model computes it; `…` where it fills in text) and every event",
      "/// each SDK tracks; `packs`: the SDKs whose models write the call (\"\" when the core writes it, for any app).",
      "enum CallVocabulary {", "  static let calls: [(actor: String, call: String, packs: String)] = [",
    ]
    lines += unique.map { "    (\(quoted($0.0)), \(quoted($0.1)), \(quoted($0.2)))," }
    lines += ["  ]", "  static let events: [(sdk: String, event: String)] = ["]
    lines += events.map { "    (\(quoted($0.0)), \(quoted($0.1)))," }
    lines += ["  ]", "}", ""]
    return lines.joined(separator: "\n")
  }

  @Test func theTableIsCurrent() throws {
    let text = try Self.generated()
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try text.write(to: Self.table, atomically: true, encoding: .utf8)
      return
    }
    let current = try String(contentsOf: Self.table, encoding: .utf8)
    #expect(current == text, "Sources/PushSimCore/SDKs/CallVocabulary.swift is stale: run RECORD=1 make test")
  }

  /// Every call a sample produces is one the vocabulary knows, and every event.
  @Test func everyObservedCallIsKnown() throws {
    let seen = try Self.observed()
    let unknown = Set(seen.calls.map(\.1).filter { !Vocabulary.knows(call: $0) })
    #expect(unknown.isEmpty, "\(unknown.sorted().prefix(10))")
    let events = Set(seen.events.filter { !Vocabulary.knows(event: $0.1, sdk: $0.0) }.map { "\($0.0) \($0.1)" })
    #expect(events.isEmpty, "\(events.sorted())")
  }

  @Test func docIsCurrent() {
    DocsTests.check(Vocabulary.markdown(), file: "vocabulary.md")
  }

  /// Templates match what the models fill in, and only that.
  @Test func templatesMatchTheirFilledForms() {
    #expect(Vocabulary.matches("receivedDeepLink(garden://sale/spring)", template: "receivedDeepLink(…)"))
    #expect(Vocabulary.matches("calls the system handler with [.badge]", template: "calls the system handler with …"))
    #expect(!Vocabulary.matches("receivedDeepLinks(x)", template: "receivedDeepLink(…)"))
    #expect(Vocabulary.matches("a b c", template: "a … c"))
    #expect(!Vocabulary.matches("a c", template: "a … c"))
  }
}
