import Foundation
import Testing

@testable import PushSimCore

/// The text operations pushsim writes itself so that the `pushsim` binary links FoundationEssentials only (issue 20),
/// checked against full Foundation's (which the tests link), and against the one difference on purpose: code points
/// are matched literally, never by canonical equivalence or grapheme cluster.
struct TextTests {
  /// Deterministic text from an alphabet with the cases that matter: markup, spaces of several kinds, a combining
  /// mark after `<`, non-ASCII letters and an emoji.
  static func samples() -> [String] {
    let alphabet = ["a", "b", "<", "&", "|", "'", " ", "\t", "\u{3000}", "\u{A0}", "é", "🙂", "ab", ",", "\n", "%", "#"]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<400).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 59)
      return (0..<length).map { step in alphabet[Int((state >> UInt64(step % 50)) % UInt64(alphabet.count))] }.joined()
    }
  }

  @Test func replacingEveryIsFoundationsReplacingOccurrences() {
    for text in Self.samples() {
      for (target, replacement) in [("<", "&lt;"), ("'", #"'\''"#), ("ab", "X"), ("|", "\\|"), (" ", ""), ("🙂", "?")] {
        #expect(text.replacingEvery(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement), "\(text)")
      }
    }
    // Left to right, never overlapping.
    #expect("aaa".replacingEvery("aa", with: "b") == "ba")
  }

  @Test func anEscaperMissesNoCodePointThatACombiningMarkFollows() {
    // "<" + U+0338 is one grapheme (canonically "≮"); the standard library's replacing(_:with:) compares Characters
    // and leaves it, which would let a raw "<" into HTML. Literal matching replaces it.
    let text = "<\u{338}b>"
    #expect(text.replacingEvery("<", with: "&lt;") == "&lt;\u{338}b>")
    #expect(!text.replacingEvery("<", with: "&lt;").utf8.contains(UInt8(ascii: "<")))
  }

  @Test func piecesAreFoundationsComponents() {
    for text in Self.samples() {
      for separator in [",", "ab", "\t", "🙂"] {
        #expect(text.pieces(separatedBy: separator) == text.components(separatedBy: separator), "\(text)")
      }
    }
    #expect("".pieces(separatedBy: ",") == [""])
  }

  @Test func trimmingSpacesIsFoundationsTrimmingWhitespaces() {
    for text in Self.samples() {
      #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
    }
    #expect("\n a \n".trimmingSpaces() == "\n a \n")
    #expect("\u{3000}\u{2003} a b\t".trimmingSpaces() == "a b")
  }

  @Test func rangeOfBytesFindsTheFirstOrTheLast() {
    let text = "x <key>a</key> <key>a</key>"
    let first = text.range(ofBytes: "<key>a</key>")
    let last = text.range(ofBytes: "<key>a</key>", backwards: true)
    #expect(first.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 2)
    #expect(last.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 15)
    #expect(text.range(ofBytes: "") == nil)
    #expect("é".range(ofBytes: "e") == nil)
  }

  @Test func pathExtensionIsNSStrings() {
    for path in ["a/b.jpg", "http://cdn.example.com/a.PNG", ".hidden", "a.tar.gz", "dir.d/file", "x.", "plain", "a/b.jpg/", ""] {
      #expect(FileName.pathExtension(path) == (path as NSString).pathExtension, "\(path)")
    }
  }

  @Test func percentEncodingIsFoundationsWithTheRootsAllowedSet() {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%;:")
    for path in ["/plain/path", "/a b/#x?y", "/é/🙂/%41", "/semi;colon:", "/'quote'&(x)"] {
      #expect(RepositoryRoot.percentEncoded(path) == path.addingPercentEncoding(withAllowedCharacters: allowed), "\(path)")
    }
    // A name that is not UTF-8 keeps its own byte (FileName escapes 0x80 as U+10FF80).
    #expect(RepositoryRoot.percentEncoded("/a\u{10FF80}") == "/a%80")
  }

  @Test func theLockExcludes() async {
    let lock = Lock()
    final class Box: @unchecked Sendable { var count = 0 }
    let box = Box()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 { group.addTask { for _ in 0..<10_000 { lock.withLock { box.count += 1 } } } }
    }
    #expect(box.count == 80_000)
  }
}
