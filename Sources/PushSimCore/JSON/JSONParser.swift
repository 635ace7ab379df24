import CJansson
import CJanssonArena

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A parsed document: the value, the source bytes and the positions recovered from them.
public struct JSONDocument: Sendable {
  public let value: JSONValue
  public let bytes: [UInt8]
  public let sourceMap: SourceMap

  public var duplicates: [DuplicateKey] { sourceMap.duplicates }
}

/// A parsed document that keeps jansson's tree instead of converting it (`JSONTree`): what lint reads.
public struct JSONTreeDocument: Sendable {
  public let tree: JSONTree
  public let bytes: [UInt8]
  public let sourceMap: SourceMap

  public var duplicates: [DuplicateKey] { sourceMap.duplicates }
}

/// The strict JSON parser: jansson underneath, with the input checks and messages pushsim needs.
///
/// - Rejects comments, trailing commas, single quotes, NaN and everything else RFC 8259 rejects;
///   `ParseErrorExplainer` names what it saw.
/// - Rejects input over `maxBytes` (default 1 MiB) before parsing.
/// - Keeps `\u0000` escapes (RFC 8259 allows them), also in keys, where jansson itself refuses.
/// - Accepts duplicate keys (last value wins, as in `JSONSerialization`) and lists them.
public struct JSONParser: Sendable {
  public static let defaultMaxBytes = 1 << 20

  public var maxBytes: Int

  public init(maxBytes: Int = JSONParser.defaultMaxBytes) {
    self.maxBytes = maxBytes
  }

  public func parse(_ text: String) throws(JSONParseError) -> JSONDocument {
    try parse(bytes: Array(text.utf8))
  }

  public func parse(bytes: [UInt8]) throws(JSONParseError) -> JSONDocument {
    let document = try parseTree(bytes: bytes)
    return JSONDocument(value: document.tree.value, bytes: bytes, sourceMap: document.sourceMap)
  }

  /// Parses and keeps jansson's tree (see `JSONTree`); the same checks and errors as `parse(bytes:)`.
  public func parseTree(bytes: [UInt8]) throws(JSONParseError) -> JSONTreeDocument {
    if bytes.count > maxBytes {
      throw JSONParseError(Self.tooLargeMessage(bytes.count, maxBytes: maxBytes), at: nil, kind: .tooLarge)
    }
    try InputCheck.validateStart(bytes)
    do {
      let (tree, hasDuplicates) = try Self.load(bytes)
      return JSONTreeDocument(tree: tree, bytes: bytes, sourceMap: SourceMap(scanning: bytes, findDuplicates: hasDuplicates))
    } catch {
      // jansson rejects binary data and bad UTF-8 too; say what it is and where it starts.
      try InputCheck.validate(bytes)
      throw error
    }
  }

  /// `knownSize: false` when the input was read only up to the cap (stdin), so its size is unknown.
  public static func tooLargeMessage(
    _ size: Int, maxBytes: Int, knownSize: Bool = true, reason: String = "(an APNs payload is at most 4096 bytes, 5120 for VoIP)"
  ) -> String {
    // When both round to the same unit text, say the bytes: "1.0 MiB, over the 1.0 MiB cap" says nothing.
    let shown = ByteCount.describe(size) == ByteCount.describe(maxBytes) ? "\(size) bytes" : ByteCount.describe(size)
    let cap = ByteCount.describe(size) == ByteCount.describe(maxBytes) ? "\(maxBytes)-byte" : ByteCount.describe(maxBytes)
    return (knownSize ? "input is \(shown), over" : "input is over")
      + " pushsim's \(cap) input cap " + reason
  }

  // MARK: - jansson

  /// The tree, and whether the text repeats a key in an object. jansson keeps the last value of a repeated key (as
  /// `JSONSerialization` does); whether it dropped one is told by counting strings: every string token of the text
  /// (key or value) is two unescaped quotes, every key and string value of the tree one string, and a dropped member
  /// takes at least its key with it. Cheaper than jansson's `JSON_REJECT_DUPLICATES`, a second hash lookup per key.
  private static func load(_ bytes: [UInt8]) throws(JSONParseError) -> (JSONTree, Bool) {
    switch loadOnce(bytes, flags: cjansson_strict_flags()) {
    case .success(let tree):
      return (tree, StringCount.text(bytes) != 2 * StringCount.tree(tree.root))
    case .failure(let failure):
      if failure.code == cjansson_error_null_byte_in_key(), let rewritten = NulEscapeRewriter.rewrite(bytes) {
        if case .success(let tree) = loadOnce(rewritten, flags: cjansson_strict_flags(), restoresNul: true) {
          return (tree, StringCount.text(rewritten) != 2 * StringCount.tree(tree.root))
        }
      }
      throw ParseErrorExplainer.explain(jansson: failure.text, offset: failure.offset, in: bytes)
    }
  }

  private struct Failure: Error {
    let text: String
    let offset: Int
    let code: Int32
  }

  /// jansson allocates from arena slots that each tree keeps until it goes (Sources/CJanssonArena/arena.c).
  private static let arenaInstalled = cjansson_install_arena() != 0

  private static func loadOnce(_ bytes: [UInt8], flags: Int, restoresNul: Bool = false) -> Result<JSONTree, Failure> {
    let slot = arenaInstalled ? cjansson_arena_begin() : -1
    var error = json_error_t()
    let root: UnsafeMutablePointer<json_t>? = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        json_loadb($0.baseAddress, $0.count, flags, &error)
      }
    }
    let fellBack = arenaInstalled && cjansson_arena_pause() != 0
    guard let root else {
      cjansson_arena_release(slot)
      let text = withUnsafeBytes(of: &error.text) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      let code = withUnsafePointer(to: &error) { cjansson_error_code($0) }
      return .failure(Failure(text: text, offset: Int(error.position), code: code))
    }
    return .success(JSONTree(root: root, slot: slot, needsRelease: fellBack, restoresNul: restoresNul))
  }
}

extension JSONValue {
  /// The same value with every string and key passed through `transform`.
  func mapStrings(_ transform: (String) -> String) -> JSONValue {
    switch self {
    case .string(let text): .string(transform(text))
    case .array(let items): .array(items.map { $0.mapStrings(transform) })
    case .object(let object):
      .object(JSONObject(object.members.map { JSONMember(key: transform($0.key), value: $0.value.mapStrings(transform)) }))
    default: self
    }
  }
}

/// Replaces each `\u0000` escape with `\uFDD0` so that jansson, which refuses NUL in keys, can
/// parse the rest. Returns nil when the text already uses U+FDD0, so nothing is ever confused.
enum NulEscapeRewriter {
  static func rewrite(_ bytes: [UInt8]) -> [UInt8]? {
    let sentinelUTF8: [UInt8] = [0xEF, 0xB7, 0x90]
    if bytes.firstRange(of: sentinelUTF8) != nil { return nil }
    var output = bytes
    var index = 0
    var inString = false
    while index < output.count {
      let byte = output[index]
      if !inString {
        if byte == UInt8(ascii: "\"") { inString = true }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = false
        index += 1
      } else if byte == UInt8(ascii: "\\"), index + 1 < output.count {
        if output[index + 1] == UInt8(ascii: "u"), index + 6 <= output.count {
          let digits = output[(index + 2)..<(index + 6)].map { $0 | 0x20 }
          if digits == Array("fdd0".utf8) { return nil }
          if digits == Array("0000".utf8) {
            output.replaceSubrange((index + 2)..<(index + 6), with: Array("FDD0".utf8))
          }
        }
        index += 2
      } else {
        index += 1
      }
    }
    return output
  }
}

/// Strings counted in a parsed text and in its tree (`JSONParser.load`'s test for a repeated key).
enum StringCount {
  /// Quotes that open or close a string: not escaped by a backslash (the text is valid JSON, so a backslash occurs
  /// only inside a string). Counted in C (strings.c), in one vectorised pass when the text has no backslash.
  static func text(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { Int(pushsim_count_quotes($0.baseAddress, $0.count)) }
  }

  /// Keys and string values in the tree (strings.c; an explicit stack, as a document may nest 200,000 deep).
  /// Out of memory it answers -1 (SIZE_MAX), which no text matches: the source map then looks for repeats itself.
  static func tree(_ root: UnsafeMutablePointer<json_t>) -> Int { pushsim_tree_strings(root) }
}
