import Testing

@testable import PushSimCore

/// The reader behind lint's reading past syntax errors (issue 33 item 3), checked against RFC 8259's grammar and
/// jansson: what it keeps stays at its byte offset, what it writes is JSON, and it is bounded on any input.
@Suite struct RecoveryReaderTests {
  static func read(_ text: String) -> RecoveryReader.Outcome? { RecoveryReader.read(Array(text.utf8)) }

  /// Every byte of the file is kept, blanked, or (where a blank or a skipped member was) a comma; line breaks never
  /// change; only closing brackets are added, at the end.
  static func keepsOffsets(_ input: [UInt8], _ output: [UInt8]) -> Bool {
    guard output.count >= input.count else { return false }
    for (index, byte) in input.enumerated() where output[index] != byte {
      if byte == 0x0A || byte == 0x0D { return false }
      if output[index] != 0x20 && output[index] != UInt8(ascii: ",") { return false }
    }
    return output[input.count...].allSatisfy { $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "]") }
  }

  static let broken: [String] = [
    "{\"aps\": {\"alert\": 'Hi', \"badge\": 1}}",
    "{aps: {\"alert\": \"Hi\"}, \"data\": {\"a\": [1, 2, 3]}}",
    "{\"aps\": {\"alert\" \"Hi\", \"badge\": 1}}",
    "{\"aps\": {\"alert\": \"Hi\n  \"badge\": 1\n}}",
    "{\"aps\": {\"badge\": , \"sound\": \"a\"}}",
    "{\"aps\": {\"badge\": 1}}}",
    "{\"aps\": {\"badge\": 1}, \"x\": 2}, \"y\": 3}",
    "{\"aps\": {\"badge\": 1]}",
    "{\"aps\": {\"badge\": 1 ~ \"sound\": \"a\"}}",
    "{\"aps\": {\"badge\": 1, \"list\": [1, 2 3, , x, {\"k\": 'v'}]",
    "{\"aps\": {\"alert\": \"caf\u{E9} \u{2600}\", \"t\": '\u{1F600}', \"badge\": 1}}",
    "{\"a\": 1\"b\": 2, \"c\": [\"x\"\"y\"]}",
    "{\"a\": 1,, \"b\": 2,}",
    "{\"a\": {\"b\": {\"c\": // note\n 1 /* two\n lines */ , \"d\": NaN}}}",
    "{\"a\": \"\\x\", \"b\": \"\\ud800\", \"c\": 99999999999999999999, \"d\": 1e400, \"e\": \"\u{01}\"}",
    "{\"a\": [{\"b\": 1}, {\"c\": 2]}",
    "{\"aps\": {\"alert\": {\"title\": \"x\", \"body\": 'y, z'}, \"sound\": \"s\"}}",
    "{“aps”: {\"alert\": \"x\"}}",
    "[1, 2, 'three', {\"a\": }]",
  ]

  @Test(arguments: broken)
  func whatItKeepsStaysAtItsOffsetAndJanssonReadsIt(_ text: String) throws {
    let input = Array(text.utf8)
    let outcome = try #require(RecoveryReader.read(input), "nothing read past in \(text)")
    #expect(Self.keepsOffsets(input, outcome.text), "\(String(decoding: outcome.text, as: UTF8.self))")
    #expect(throws: Never.self, "\(String(decoding: outcome.text, as: UTF8.self))") { try JSONParser().parseTree(bytes: outcome.text) }
    #expect(outcome.recovery.breaks > 0)
  }

  @Test func aSkippedMemberIsNamedWhenItsKeyIsReadable() throws {
    let outcome = try #require(Self.read(#"{"aps": {"sound": 'x', content-available: 1, "alert": {"title": "a"}}, "data": {"k": 1}}"#))
    let recovery = outcome.recovery
    #expect(recovery.mayHoldUnread("sound", in: "/aps"))
    #expect(recovery.mayHoldUnread("content-available", in: "/aps"))
    #expect(!recovery.mayHoldUnread("timestamp", in: "/aps"), "only sound and content-available were skipped")
    #expect(!recovery.readWhole("/aps"))
    #expect(!recovery.readWhole(.root), "something inside the top level was skipped")
    #expect(!recovery.mayHoldUnread("aps", in: .root), "the top level's own members were all read")
    #expect(recovery.readWhole("/aps/alert"))
    #expect(recovery.readWhole("/data"))
    let tree = try JSONParser().parseTree(bytes: outcome.text)
    #expect(tree.tree.value.value(at: "/aps") == .object(["alert": .object(["title": .string("a")])]))
  }

  @Test func whatTheEndLeftOpenMayHaveHeldAnything() throws {
    let recovery = try #require(Self.read(#"{"aps": {"alert": "Hi", "badge": 1"#)).recovery
    #expect(recovery.mayHoldUnread("timestamp", in: "/aps"))
    #expect(recovery.mayHoldUnread("aps", in: .root))
  }

  @Test func aMissingColonOrAStrayWordLeavesTheKeyUnknown() throws {
    #expect(try #require(Self.read(#"{"aps": {"sound" "x", "badge": 1}}"#)).recovery.mayHoldUnread("event", in: "/aps"))
    #expect(try #require(Self.read(#"{"aps": {"badge": 1 event, "sound": "x"}}"#)).recovery.mayHoldUnread("event", in: "/aps"))
    #expect(try #require(Self.read(#"{"aps": {"badge": 1, ...}}"#)).recovery.mayHoldUnread("event", in: "/aps"))
  }

  /// Brackets that do not match make the depth of what follows a guess: members may belong to another container. That
  /// moves keys, but creates none: a key that is nowhere in the text is absent from every container.
  @Test func bracketsThatDoNotMatchMoveKeysButCreateNone() throws {
    let extra = try #require(Self.read(#"{"aps": {"badge": 1}, "sound": "a"}}"#)).recovery
    #expect(extra.structureUncertain)
    #expect(extra.mayHoldUnread("sound", in: "/aps"), "the extra bracket may be the one after badge")
    #expect(!extra.mayHoldUnread("timestamp", in: "/aps"), "timestamp is nowhere in the text")
    #expect(!extra.readWhole("/aps"))

    let missing = try #require(Self.read("{\"aps\": {\"alert\": {\"title\": \"x\",\n\"timestamp\": 1}\n}")).recovery
    #expect(missing.structureUncertain)
    #expect(missing.mayHoldUnread("timestamp", in: "/aps"), "the brace alert lacks may be missing before timestamp")
    #expect(!missing.mayHoldUnread("event", in: "/aps"))

    let early = try #require(Self.read(#"{"aps": {"badge": 1}}, "sound": "a"}"#)).recovery
    #expect(early.structureUncertain && early.mayHoldUnread("event", in: "/aps"), "text after the top level is not read: it may hold anything")

    let wrongKind = try #require(Self.read(#"{"aps": {"badge": 1], "sound": "a"}}"#)).recovery
    #expect(wrongKind.structureUncertain)

    let balanced = try #require(Self.read(#"{"aps": {"badge": 1, "sound": 'a'}}"#)).recovery
    #expect(!balanced.structureUncertain)
  }

  @Test func aValidTextOrOneThatStartsWithNoContainerIsNotReadPast() {
    #expect(Self.read(#"{"aps": {"badge": 1}}"#) == nil)
    #expect(Self.read(#"nope {"aps": 1}"#) == nil)
    #expect(Self.read("") == nil)
    #expect(Self.read("   ") == nil)
  }

  /// Bounded: past `maxBreaks` the rest is left unread; deeper than jansson (2048) nothing is read past; neither traps.
  @Test func boundedInBreaksAndDepth() throws {
    let many = "{" + String(repeating: "a: 1, ", count: 20_000) + "\"aps\": {\"badge\": 'x'}}"
    let outcome = try #require(Self.read(many))
    #expect(outcome.recovery.breaks <= RecoveryReader.maxBreaks + 3)
    #expect(throws: Never.self) { try JSONParser().parseTree(bytes: outcome.text) }
    #expect(outcome.recovery.mayHoldUnread("aps", in: .root))

    #expect(Self.read(String(repeating: "[", count: 5000) + "x") == nil)
    let deep = String(repeating: "{\"a\": ", count: 2000) + "'x'" + String(repeating: "}", count: 2000)
    let deepOutcome = try #require(Self.read(deep))
    #expect(throws: Never.self) { try JSONParser().parseTree(bytes: deepOutcome.text) }
    let pointer = JSONPointer(tokens: Array(repeating: "a", count: 1999))
    #expect(deepOutcome.recovery.mayHoldUnread("b", in: pointer), "below the recorded depth: unknown")
    #expect(!deepOutcome.recovery.mayHoldUnread("b", in: .root), "the top level's own members were all read")
  }

  /// Mutations of a payload (bytes deleted, doubled or replaced by JSON's punctuation, quotes, letters and characters of
  /// several bytes): whenever the reader answers, jansson reads its text and every kept byte is where it was.
  @Test func mutatedPayloadsReadPastIntoJSON() {
    let seed = Array(
      """
      {"aps": {"alert": {"title": "Caf\u{E9}", "body": "Hi {{name}}", "loc-args": ["a", 1]}, "badge": 3, "sound": "a.caf",
        "content-available": 1}, "data": {"list": [1, 2.5, -3e2, true, null, {"k": "v"}], "s": "\\u00e9\\n"}}
      """.utf8)
    let alphabet: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "'", "a", "1", " ", "\n", "/", "*", "\\", "\u{E9}", "\u{1F600}"].map {
      Array($0.utf8)
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var read = 0
    for _ in 0..<3000 {
      var bytes = seed
      for _ in 0..<(1 + random(4)) {
        let at = random(bytes.count)
        switch random(3) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(contentsOf: alphabet[random(alphabet.count)], at: at)
        default: bytes.replaceSubrange(at..<(at + 1), with: alphabet[random(alphabet.count)])
        }
      }
      guard (try? InputCheck.validate(bytes)) != nil, let outcome = RecoveryReader.read(bytes) else { continue }
      read += 1
      if !Self.keepsOffsets(bytes, outcome.text) || (try? JSONParser().parseTree(bytes: outcome.text)) == nil {
        Issue.record("\(String(decoding: bytes, as: UTF8.self)) → \(String(decoding: outcome.text, as: UTF8.self))")
        return
      }
    }
    #expect(read > 1000)
  }
}
