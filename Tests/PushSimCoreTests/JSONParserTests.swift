import Testing

@testable import PushSimCore

@Suite struct JSONParserTests {
  let parser = JSONParser()

  @Test func keepsIntegerRealBooleanAndNullApart() throws {
    let document = try parser.parse(#"{"i": 1, "r": 1.0, "b": true, "n": null, "s": "1"}"#)
    #expect(document.value["i"] == .integer(1))
    #expect(document.value["r"] == .real(1.0))
    #expect(document.value["b"] == .bool(true))
    #expect(document.value["n"] == .null)
    #expect(document.value["s"] == .string("1"))
    #expect(document.value["r"]?.integerValue == nil)
  }

  @Test func keepsKeyOrder() throws {
    let keys = (0..<12).map { "k\(11 - $0)" }
    let text = "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ",") + "}"
    #expect(try parser.parse(text).value.objectValue?.keys == keys)
  }

  @Test func duplicateKeysKeepTheLastValueAndAreReportedWithPositions() throws {
    let text = """
      {
        "aps": {"badge": 1,
                "badge": 2}
      }
      """
    let document = try parser.parse(text)
    #expect(document.value.value(at: "/aps/badge") == .integer(2))
    #expect(document.duplicates.count == 1)
    let duplicate = try #require(document.duplicates.first)
    #expect(duplicate.key == "badge")
    #expect(duplicate.pointer.description == "/aps/badge")
    #expect(duplicate.location.line == 3)
    #expect(duplicate.location.column == 11)
    #expect(duplicate.firstLocation.line == 2)
    #expect(duplicate.firstLocation.column == 11)
  }

  @Test func duplicatePointerInsideArraysAndEscapedKeys() throws {
    let document = try parser.parse(#"{"a": [{"x": 1}, {"x": 1, "\u0078": 2}]}"#)
    #expect(document.duplicates.map(\.pointer.description) == ["/a/1/x"])
    #expect(document.value.value(at: "/a/1/x") == .integer(2))
  }

  @Test func sameKeyInDifferentObjectsIsNoDuplicate() throws {
    #expect(try parser.parse(#"{"a": {"x": 1}, "b": {"x": 2}}"#).duplicates.isEmpty)
  }

  @Test(arguments: [
    (#"{"a": 1,}"#, 1, 8, "trailing comma before '}'"),
    ("[1, 2,\n]", 1, 6, "trailing comma before ']'"),
    ("{\n  // note\n  \"a\": 1\n}", 2, 3, "comment ('//')"),
    ("{\"a\": /* x */ 1}", 1, 7, "comment ('/*')"),
    ("{'a': 1}", 1, 2, "single-quoted string"),
    ("{\"a\": 1", 1, 8, "an object is not closed"),
    ("[1, 2", 1, 6, "an array is not closed"),
    ("", 1, 1, "empty input"),
    ("{\"a\": 1} x", 1, 10, "unexpected text after the top-level value"),
    ("{\"name\": {{first_name}}}", 1, 10, "template tag '{{first_name}}' stands where a value goes"),
    ("{\"name\": {{first_name\n}}}", 1, 10, "template tag '{{first_name' is not closed on its line"),
    ("{a: 1}", 1, 2, "object key must be a double-quoted string"),
    ("[NaN]", 1, 2, "NaN is not a JSON number"),
  ])
  func parseErrorsNameWhatTheParserSawAndWhere(text: String, line: Int, column: Int, message: String) {
    #expect(throws: JSONParseError.self) { try parser.parse(text) }
    do {
      _ = try parser.parse(text)
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
      #expect(error.location?.line == line, "\(String(describing: error.location))")
      #expect(error.location?.column == column, "\(String(describing: error.location))")
    }
  }

  @Test func rawNulByteIsABinaryFile() {
    let bytes: [UInt8] = Array(#"{"a": ""#.utf8) + [0] + Array(#""}"#.utf8)
    #expect(
      throws: JSONParseError(
        "NUL byte in the input: this is a binary file, not JSON text", at: SourceLocation(line: 1, column: 8, offset: 7), kind: .encoding)
    ) {
      try parser.parse(bytes: bytes)
    }
  }

  @Test func invalidUTF8IsRejectedWithItsPosition() {
    let bytes: [UInt8] = Array("{\n \"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    do {
      _ = try parser.parse(bytes: bytes)
      Issue.record("invalid UTF-8 was accepted")
    } catch {
      #expect(error.message.contains("invalid UTF-8 (byte 0xC3)"))
      #expect(error.location == SourceLocation(line: 2, column: 8, offset: 9))
    }
  }

  @Test func overlongAndSurrogateUTF8AreInvalid() {
    #expect(InputCheck.firstInvalidUTF8([0xC0, 0x80]) == 0)
    #expect(InputCheck.firstInvalidUTF8([0x41, 0xED, 0xA0, 0x80]) == 1)
    #expect(InputCheck.firstInvalidUTF8(Array("héllo ✓ 🎉".utf8)) == nil)
  }

  @Test(arguments: [[0xC0, 0x80] as [UInt8], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]])
  func parserRejectsOverlongSurrogateOutOfRangeAndTruncatedUTF8(_ sequence: [UInt8]) {
    do {
      _ = try parser.parse(bytes: Array(#"["a"#.utf8) + sequence + Array(#""]"#.utf8))
      Issue.record("accepted \(sequence)")
    } catch {
      #expect(error.message.hasPrefix("invalid UTF-8"), "\(error.message)")
      #expect(error.location?.column == 4)
    }
  }

  @Test func nulAfterAValueIsNotTheEndOfInput() {
    #expect(throws: JSONParseError.self) { try parser.parse(bytes: Array("123".utf8) + [0]) }
  }

  @Test func byteOrderMarksAreNamed() {
    #expect(throws: JSONParseError.self) { try parser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)) }
    do { _ = try parser.parse(bytes: [0xFF, 0xFE, 0x7B, 0x00]) } catch {
      #expect(error.message.hasPrefix("UTF-16 text"))
    }
  }

  @Test func inputOverTheCapIsRefusedBeforeParsing() {
    let small = JSONParser(maxBytes: 16)
    do {
      _ = try small.parse(#"{"aps": {"alert": "too long for the cap"}}"#)
      Issue.record("accepted input over the cap")
    } catch {
      #expect(error.location == nil)
      #expect(error.message.contains("over pushsim's 16 bytes input cap"))
      #expect(error.message.contains("at most 4096 bytes"))
    }
  }

  @Test func nulEscapesAreKeptInValuesAndKeys() throws {
    #expect(try parser.parse(#"["a\u0000b"]"#).value == .array([.string("a\u{0}b")]))
    let keyed = try parser.parse(#"{"foo\u0000bar": 42}"#)
    #expect(keyed.value.objectValue?.keys == ["foo\u{0}bar"])
    #expect(keyed.value["foo\u{0}bar"] == .integer(42))
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
    do {
      _ = try parser.parse(text)
      Issue.record("accepted 5000 levels")
    } catch {
      #expect(error.message.contains("nested deeper than 2048 levels"))
    }
  }

  @Test func scalarsAndArraysParseAtTopLevel() throws {
    #expect(try parser.parse("[1, \"x\"]").value == .array([.integer(1), .string("x")]))
    #expect(try parser.parse(" 12 ").value == .integer(12))
  }

  @Test func sourceMapLocatesPointers() throws {
    let text = """
      {
        "aps": {
          "alert": {"title": "Hi", "loc-args": ["a", "b"]}
        },
        "a/b": 1
      }
      """
    let map = try parser.parse(text).sourceMap
    #expect(map.location(of: "/aps")?.description == "2:3")
    #expect(map.location(of: "/aps/alert/title")?.description == "3:15")
    #expect(map.location(of: "/aps/alert/loc-args/1")?.description == "3:48")
    #expect(map.location(of: "/a~1b")?.description == "5:3")
    #expect(map.nearestLocation(of: "/aps/alert/missing")?.description == "3:5")
  }

  @Test func compactSizeDropsOnlyWhitespaceOutsideStrings() throws {
    let document = try parser.parse("{\n  \"a b\": [1, 2],\n  \"c\": \"x y\"\n}\n")
    #expect(document.sourceMap.compactByteCount == #"{"a b":[1,2],"c":"x y"}"#.utf8.count)
  }
}

/// Keys are compared as bytes, as jansson and iOS's JSONSerialization / NSDictionary do: a precomposed and a decomposed
/// "é" are two different keys, not a repeated one.
@Suite struct JSONKeyIdentityTests {
  @Test func canonicallyEquivalentKeysAreDistinct() throws {
    let document = try JSONParser().parse(#"{"\u00e9": 1, "e\u0301": 2}"#)
    #expect(document.duplicates.isEmpty)
    let object = try #require(document.value.objectValue)
    #expect(object["\u{E9}"] == .integer(1))
    #expect(object["e\u{301}"] == .integer(2))
    let tree = try #require(try JSONParser().parseTree(bytes: Array(#"{"\u00e9": 1, "e\u0301": 2}"#.utf8)).tree.object)
    #expect(tree["e\u{301}"] == .integer(2))
  }
}

@Suite struct JSONPointerTests {
  @Test func escapesAndUnescapesTildeAndSlash() {
    let pointer = JSONPointer(tokens: ["a/b", "c~d", ""])
    #expect(pointer.description == "/a~1b/c~0d/")
    #expect(JSONPointer(parsing: pointer.description) == pointer)
  }

  /// RFC 6901 §3 escapes the code points `~` and `/`, also where a combining mark makes them part of a larger character.
  @Test func escapesCodePointsNotCharacters() {
    #expect(JSONPointer(tokens: ["/\u{301}", "ü~", "~01"]).description == "/~1\u{301}/ü~0/~001")
    #expect(JSONPointer(parsing: "/~1\u{301}")?.tokens == ["/\u{301}"])
  }

  @Test func rejectsTextThatIsNotAPointer() {
    #expect(JSONPointer(parsing: "aps") == nil)
    #expect(JSONPointer(parsing: "/a~2") == nil)
    #expect(JSONPointer(parsing: "") == .root)
  }

  @Test func resolvesIntoObjectsAndArrays() {
    let value = JSONValue.object(["a": .array([.integer(1), .object(["b": .bool(true)])])])
    #expect(value.value(at: "/a/1/b") == .bool(true))
    #expect(value.value(at: "/a/2") == nil)
    #expect(value.value(at: "/a/-1") == nil)
    #expect(value.value(at: "") == value)
  }
}

@Suite struct JSONWriterTests {
  /// RFC 8259 §7: a written string reads back as itself, with the specials (`"`, `\\`, controls) at every position
  /// around the 16-byte runs the writer copies whole, and no raw control character in the output.
  @Test func stringsReadBackAsWrittenAtEveryPosition() throws {
    let pieces = ["a", "\"", "\\", "\n", "\u{01}", "\u{1F}", "é", "日", "\t", " ", "/"]
    var generator = SystemRandomNumberGenerator()
    for length in 0..<70 {
      let text = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
      let written = JSONWriter().string(.string(text))
      #expect(!written.unicodeScalars.contains { $0.value < 0x20 }, "\(written)")
      #expect(try JSONParser().parse(written).value == .string(text), "\(written)")
    }
  }

  @Test func sortsKeysAndEscapes() {
    let value = JSONValue.object(["b": .string("q\"\n\u{1}"), "a": .array([.real(0.5), .real(2), .null])])
    #expect(JSONWriter(pretty: false).string(value) == #"{"a":[0.5,2.0,null],"b":"q\"\n\u0001"}"#)
  }

  @Test func roundTripsThroughTheParser() throws {
    let text = #"{"z": {"y": [1, 2.5, "é", false]}, "a": null}"#
    let value = try JSONParser().parse(text).value
    #expect(try JSONParser().parse(JSONWriter(sortedKeys: false).string(value)).value == value)
  }
}

@Suite struct LocatorInArraysTests {
  /// The first key of an object inside an array is located at the key, like any other member.
  @Test func firstKeyOfAnObjectInAnArray() throws {
    let text = "{\"schema\": \"x\",\n \"steps\": [{\"deliver\": \"nope.json\", \"id\": \"a\"}]}"
    let document = try JSONParser().parse(text)
    #expect(document.sourceMap.location(of: JSONPointer(tokens: ["steps", "0", "deliver"]))?.description == "2:13")
    #expect(document.sourceMap.location(of: JSONPointer(tokens: ["steps", "0", "id"]))?.description == "2:37")
  }
}

@Suite struct BatchLocatorTests {
  /// One pass locates every pointer exactly where the single-pointer locator does (issue 11: lint no longer rescans per finding).
  @Test func batchLocationsMatchSingleLocations() throws {
    let text =
      "{\"aps\": {\"alert\": {\"title\": \"T\", \"loc-args\": [\"a\", {\"x\": 1}]}, \"badge\": \"1\"},\n \"a~b\": [1, [2, 3]], \"esc\\u0041\": 1}"
    let map = try JSONParser().parse(text).sourceMap
    let pointers = [
      "/aps", "/aps/alert/title", "/aps/alert/loc-args/1/x", "/aps/badge", "/a~0b/1/0", "/escA", "/aps/missing/deeper", "", "/nope",
    ].compactMap(JSONPointer.init(parsing:))
    let batch = map.nearestLocations(of: pointers)
    for pointer in pointers { #expect(batch[pointer] == map.nearestLocation(of: pointer), "\(pointer)") }
  }

  /// Past a few children the trie hashes them (50,000 findings in one object): the same locations, and two spellings
  /// of one character stay two keys.
  @Test func manyChildrenAndTwoSpellingsOfOneKey() throws {
    let members = (0..<20).map { "\"k\($0)\": \($0)" } + [#""\u00e9": 1"#, #""e\u0301": 2"#]
    let text = "{\"o\": {" + members.joined(separator: ",\n") + "}, \"a\": [" + (0..<20).map(String.init).joined(separator: ", ") + "]}"
    let map = try JSONParser().parse(text).sourceMap
    let pointers =
      (0..<20).map { JSONPointer(tokens: ["o", "k\($0)"]) } + (0..<20).map { JSONPointer(tokens: ["a", "\($0)"]) }
      + [JSONPointer(tokens: ["o", "\u{E9}"]), JSONPointer(tokens: ["o", "e\u{301}"]), JSONPointer(tokens: ["o", "k99"])]
    let batch = map.nearestLocations(ofEach: pointers)
    for (pointer, found) in zip(pointers, batch) { #expect(found?.location == map.nearestLocation(of: pointer), "\(pointer)") }
    #expect(batch[40]?.location != batch[41]?.location)
  }
}
