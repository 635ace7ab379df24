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
  static func fromSources() throws -> (calls: [(String, String)], events: [(String, String)]) {
    var calls: [(String, String)] = []
    var events: [(String, String)] = []
    let base = root.appendingPathComponent("Sources/PushSimCore")
    let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
    for file in files where !file.hasSuffix("CallVocabulary.swift") {
      let text = Array(try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8).unicodeScalars)
      let pack = file.hasPrefix("SDKs/") ? file.split(separator: "/").dropFirst().first.map { String($0).lowercased() } : nil
      var index = 0
      while index < text.count {
        // SimContext's writers of a step: `step`, `complete` (a completion call in words), `systemCallback`.
        if let writer = [".step(", ".complete(", ".systemCallback("].first(where: { matchesWord(text, index, $0) }) {
          let start = index + writer.unicodeScalars.count
          var cursor = start
          let actor = argument(text, &cursor)
          if let call = argument(text, &cursor), let callTemplate = call.literal, let actorText = actor {
            calls.append((actorText.literal ?? "*", callTemplate))
          } else if let call = argumentCallbackName(text, cursor: start) {
            calls.append(("app", call))
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
  static let observedOnce: Result<(calls: [(String, String)], events: [(String, String)]), any Error> = Result { try observedNow() }
  static func observed() throws -> (calls: [(String, String)], events: [(String, String)]) { try observedOnce.get() }

  static func observedNow() throws -> (calls: [(String, String)], events: [(String, String)]) {
    var calls: [(String, String)] = []
    var events: [(String, String)] = []
    try TraceWidthTests.everyTrace { trace in
      calls += trace.steps.map { ($0.actor, $0.call) }
      events += trace.tracked.map { ($0.sdk, $0.event) }
    }
    for name in ScenarioTests.names {
      let result = try ScenarioRunner.run(try ScenarioTests.scenario(name))
      calls += result.entries.flatMap(\.steps).map { ($0.actor, $0.call) }
      events += result.world.tracked.map { ($0.sdk, $0.event) }
    }
    // Each pair once, in the order first seen (a matrix repeats most calls thousands of times).
    func unique(_ pairs: [(String, String)]) -> [(String, String)] {
      var seen: Set<String> = []
      return pairs.filter { seen.insert($0.0 + "\u{0}" + $0.1).inserted }
    }
    return (unique(calls), unique(events))
  }

  static func generated() throws -> String {
    let sources = try fromSources()
    let seen = try observed()
    var calls = sources.calls.filter { $0.1.count >= 3 && $0.1.contains { $0.isLetter } }
    for (actor, call) in seen.calls where !calls.contains(where: { Vocabulary.matches(call, template: $0.1) }) { calls.append((actor, call)) }
    var unique: [(String, String)] = []
    for entry in calls.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) where !unique.contains(where: { $0 == entry }) { unique.append(entry) }
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
      "/// each SDK tracks.", "enum CallVocabulary {", "  static let calls: [(actor: String, call: String)] = [",
    ]
    lines += unique.map { "    (\(quoted($0.0)), \(quoted($0.1)))," }
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
