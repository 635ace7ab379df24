import Foundation
import Testing

@testable import PushSimCore

/// Lint reads jansson's tree instead of a converted copy (issue 11). What users rely on is that nothing changes: every
/// member read from the tree is the value the converting parser gives, key order included; the classifier and the SDK
/// readouts conclude the same from either; and the trees' arena slots (Sources/CJanssonArena/arena.c) are safe to hold,
/// share across threads and outgrow.
@Suite struct JSONTreeTests {
  static let texts: [String] = {
    let samples = InvariantTests.samples
    let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
    let files = names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".apns") }.sorted().compactMap {
      try? String(contentsOf: samples.appendingPathComponent($0), encoding: .utf8)
    }
    return files + [
      #"{"b": 1, "a": [1, 2.5, "x", true, false, null, {"z": {}}], "": "empty key"}"#,
      #"{"k\u0000ey": "v\u0000", "n": {"in\u0000ner": [1]}}"#,  // NUL in keys: jansson refuses, pushsim rewrites
      #"{"dup": 1, "dup": 2, "x": {"y": 3, "y": 4}}"#,  // duplicates: the last value wins
      #"{"data": {"pinpoint": {"campaign": {}}}, "aps": {"alert": "Hi"}}"#,
    ]
  }()

  @Test(arguments: texts) func everyMemberReadFromTheTreeIsTheConvertedValue(_ text: String) throws {
    let bytes = Array(text.utf8)
    let converted = try JSONParser().parse(bytes: bytes).value
    let tree = try JSONParser().parseTree(bytes: bytes).tree
    #expect(tree.value == converted)
    guard let object = converted.objectValue else {
      #expect(tree.object == nil)
      return
    }
    let root = try #require(tree.object)
    #expect(root.keys == object.keys)
    #expect(root.members == object.members)
    for member in object {
      #expect(root[member.key] == member.value)
      #expect(root.contains(member.key))
      #expect(root.typeName(member.key) == member.value.typeName)
      #expect(root.shallow(at: JSONPointer(tokens: [member.key])) == object.shallow(at: JSONPointer(tokens: [member.key])))
    }
    #expect(root["no such key"] == nil && !root.contains("no such key"))
  }

  @Test(arguments: texts) func classifierAndReadoutsConcludeTheSameFromTheTree(_ text: String) throws {
    let bytes = Array(text.utf8)
    let payload = Payload(document: try JSONParser().parse(bytes: bytes))
    guard let root = try JSONParser().parseTree(bytes: bytes).tree.object else { return }
    #expect(Classifier.standard.classify(root: root) == Classifier.standard.classify(payload))
    #expect(MappReadout(root: root) == MappReadout(payload))
    #expect(NetmeraReadout(root: root) == NetmeraReadout(payload))
    #expect(GrovsReadout(root: root, serviceExtension: payload.serviceExtension) == GrovsReadout(payload))
  }

  /// Lint asks "is this a Mapp push?" without classifying when no Mapp signature can match the keys: the answer must be
  /// the classifier's, for every provider.
  @Test(arguments: texts) func isForAgreesWithTheClassification(_ text: String) throws {
    let subject = LintSubject(file: "t.json", bytes: Array(text.utf8), options: LintOptions())
    let matched = Set(subject.classification?.matches.map(\.provider) ?? [])
    for provider in ProviderID.allCases {
      #expect(subject.isFor(provider) == matched.contains(provider), "\(provider)")
    }
  }

  /// A repeated key is found by counting strings in the text and in the tree (no second hash lookup per key): escaped
  /// quotes and runs of backslashes do not miscount, a repeat deep inside arrays or taking strings with it is found, and
  /// the same key in different objects is not a repeat (RFC 8259 §4: names within an object should be unique).
  @Test(arguments: [
    (#"{"a": "x\"y", "b": "\\", "c": "\\\"", "d": ["\\\\"], "e": "\\\\\""}"#, false),
    (#"{"a": 1, "a": 2}"#, true),
    (#"{"a": {"x": "1"}, "b": [{"k": 1, "k": {"s": "t"}}]}"#, true),
    (#"{"a": {"a": 1}, "b": {"a": 1}}"#, false),
    (#""just a string""#, false),
    (#"{"k\u0000": 1, "k\u0000": 2}"#, true),
    (#"{"k\u0000": 1, "j\u0000": 2}"#, false),
  ])
  func repeatedKeysAreFoundByCountingStrings(_ text: String, _ repeated: Bool) throws {
    #expect(try JSONParser().parse(text).duplicates.isEmpty != repeated)
  }

  /// The vectorised quote count (strings.c) agrees with a plain byte-by-byte reading of the escapes, at every length
  /// and alignment, with and without backslashes (a backslash escapes the byte after it).
  @Test func quotesCountedInCMatchAPlainCount() {
    func plain(_ bytes: ArraySlice<UInt8>) -> Int {
      var count = 0
      var escaped = false
      for byte in bytes {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          count += 1
        }
      }
      return count
    }
    var generator = SystemRandomNumberGenerator()
    for length in 0..<100 {
      for withBackslashes in [false, true] {
        let choices: [UInt8] = [0x22, 0x00, 0xA2, 0x22 ^ 0x80, 0xFF, 0x5C ^ 0x80, 0x41] + (withBackslashes ? [0x5C] : [])
        let bytes: [UInt8] = (0..<length).map { _ in choices.randomElement(using: &generator) ?? 0 }
        for start in 0..<min(length, 9) + 1 {
          let slice = bytes[start...]
          #expect(StringCount.text(Array(slice)) == plain(slice), "\(Array(slice))")
        }
      }
    }
    #expect(StringCount.text(Array(#""a\"b""#.utf8)) == 2)
    #expect(StringCount.text(Array(#""a\\"b""#.utf8)) == 3)
  }

  /// Pointers into arrays and nested objects, and ones that stop at a scalar or run past the end.
  @Test func shallowReadsFollowPointersAndLeaveContainersUnconverted() throws {
    let text = #"{"a": {"b": [10, {"c": "deep"}], "e": {}}, "s": "x"}"#
    let root = try #require(try JSONParser().parseTree(bytes: Array(text.utf8)).tree.object)
    #expect(root.shallow(at: "/a") == .object(count: 2))
    #expect(root.shallow(at: "/a/b") == .array(count: 2))
    #expect(root.shallow(at: "/a/b/0") == .scalar(.integer(10)))
    #expect(root.shallow(at: "/a/b/1/c") == .scalar(.string("deep")))
    #expect(root.shallow(at: "/a/e") == .object(count: 0))
    #expect(root.shallow(at: "/a/b/2") == nil)
    #expect(root.shallow(at: "/a/b/-1") == nil)
    #expect(root.shallow(at: "/s/x") == nil)
    #expect(root.shallow(at: "/missing") == nil)
  }

  /// More trees alive at once than the arena has slots (64): the rest use malloc, and every tree still reads right;
  /// they are released on other threads than the one that parsed them.
  @Test func manyTreesHeldAtOnceAndReleasedElsewhereStayIntact() async throws {
    let trees = try (0..<200).map { index in
      try JSONParser().parseTree(bytes: Array(#"{"i": \#(index), "s": "\#(String(repeating: "x", count: index))"}"#.utf8)).tree
    }
    for (index, tree) in trees.enumerated() {
      #expect(tree.object?["i"] == .integer(Int64(index)))
      #expect(tree.object?["s"] == .string(String(repeating: "x", count: index)))
    }
    let box = TreesBox(trees)
    await withTaskGroup(of: Void.self) { group in
      for part in 0..<4 { group.addTask { box.release(part) } }
    }
    // The slots are free again: new parses read right.
    let again = try JSONParser().parseTree(bytes: Array(#"{"after": true}"#.utf8)).tree
    #expect(again.object?["after"] == .bool(true))
  }

  /// A tree larger than a slot (256 KiB) continues in malloc'd memory.
  @Test func aTreeLargerThanItsSlotReadsWhole() throws {
    let members = (0..<20_000).map { #""key\#($0)": "value \#($0) \#(String(repeating: "y", count: 20))""# }
    let text = "{" + members.joined(separator: ",") + "}"
    let root = try #require(try JSONParser(maxBytes: 4 << 20).parseTree(bytes: Array(text.utf8)).tree.object)
    #expect(root.count == 20_000)
    #expect(root["key0"] == .string("value 0 " + String(repeating: "y", count: 20)))
    #expect(root["key19999"] == .string("value 19999 " + String(repeating: "y", count: 20)))
  }

  final class TreesBox: @unchecked Sendable {
    private var trees: [[JSONTree]]
    private let lock = NSLock()
    init(_ trees: [JSONTree]) {
      self.trees = (0..<4).map { part in trees.enumerated().filter { $0.offset % 4 == part }.map(\.element) }
    }
    func release(_ part: Int) { lock.withLock { trees[part] = [] } }
  }
}

/// The key filter may say yes to a key outside its set, never no to one inside it.
@Suite struct KeyFilterTests {
  @Test func neverRulesOutAKeyOfTheSet() {
    let keys = ["aps", "", "push_provider", "ü", String(repeating: "k", count: 70), "_nm", "Simulator Target Bundle"]
    let filter = KeyFilter(keys)
    for key in keys { #expect(filter.mayContain(key), "\(key)") }
    #expect(!filter.mayContain("field_1"))  // no key of 7 bytes
    #expect(!filter.mayContain("bps"))  // 3 bytes, but no key starts with b
    #expect(!KeyFilter([]).mayContain(""))
    #expect(filter.mayContain(String(repeating: "k", count: 64)))  // 63 bytes or more share one bit
  }

  /// Byte comparisons agree with Swift's `==` and `<` on NFC text, and tell canonically equivalent spellings apart.
  @Test func byteComparisonsAgreeWithStringsOnNFCText() {
    let words = ["", "a", "ab", "b", "B", "é", "aé", "z", "zz", "ü.json", "u.json", "日本", "a/b", "a.b", String(repeating: "x", count: 40)]
    #expect(words.sorted { $0.utf8Precedes($1) } == words.sorted())
    for left in words {
      for right in words {
        #expect(left.hasSameUTF8(as: right) == (left == right))
        #expect(left.hasUTF8Prefix(right) == left.hasPrefix(right) || right.isEmpty)
      }
    }
    #expect(!"\u{E9}".hasSameUTF8(as: "e\u{301}") && "\u{E9}" == "e\u{301}")
  }
}

/// The key table answers as a dictionary of the same pairs would, for keys in it and not, and keys that differ only in
/// their spelling of the same character (which a `Dictionary` of `String` would confuse).
@Suite struct KeyTableTests {
  @Test func answersAsADictionaryOfTheSamePairs() {
    let pairs = [("alert", 1), ("badge", 2), ("sound", 3), ("content-available", 4), ("", 5), ("\u{E9}", 6), (String(repeating: "k", count: 80), 7)]
    let table = KeyTable(pairs)
    let dictionary = Dictionary(uniqueKeysWithValues: pairs)
    for key in pairs.map(\.0) + ["alerts", "Alert", "bad", "e\u{301}", String(repeating: "k", count: 79), "mutable-content", "sounD"] {
      if key.utf8.elementsEqual("e\u{301}".utf8) {
        #expect(table[key] == nil && dictionary[key] == 6)  // another spelling: a different key, byte for byte
      } else {
        #expect(table[key] == dictionary[key], "\(key)")
      }
    }
    #expect(KeyTable(["a", "b"]).contains("a") && !KeyTable(["a", "b"]).contains("c"))
  }
}
