import CJansson
import CJanssonArena

/// A parsed document: the value, the source bytes and the positions recovered from them.
public struct JSONDocument: Sendable {
  public let value: JSONValue
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
    if bytes.count > maxBytes {
      throw JSONParseError(Self.tooLargeMessage(bytes.count, maxBytes: maxBytes), at: nil, kind: .tooLarge)
    }
    try InputCheck.validateStart(bytes)
    do {
      let (value, hasDuplicates) = try Self.load(bytes)
      return JSONDocument(value: value, bytes: bytes, sourceMap: SourceMap(scanning: bytes, findDuplicates: hasDuplicates))
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

  /// The sentinel that stands in for `\u0000` inside keys while jansson parses (a noncharacter,
  /// "reserved for internal use", so no real payload key needs it).
  private static let keyNulSentinel = Unicode.Scalar(UInt32(0xFDD0)) ?? "\u{FFFD}"

  /// The value, and whether jansson saw a duplicate key. The first pass rejects duplicates, so
  /// the common case (none) needs no scan for them; a duplicate triggers a second, lenient pass.
  private static func load(_ bytes: [UInt8]) throws(JSONParseError) -> (JSONValue, Bool) {
    var hasDuplicates = false
    var result = loadOnce(bytes, flags: cjansson_strict_flags() | cjansson_reject_duplicates_flag())
    if case .failure(let failure) = result, failure.code == cjansson_error_duplicate_key() {
      hasDuplicates = true
      result = loadOnce(bytes, flags: cjansson_strict_flags())
    }
    switch result {
    case .success(let value):
      return (value, hasDuplicates)
    case .failure(let failure):
      if failure.code == cjansson_error_null_byte_in_key(), let rewritten = NulEscapeRewriter.rewrite(bytes) {
        if case .success(let value) = loadOnce(rewritten, flags: cjansson_strict_flags()) {
          return (value.mapStrings { $0.unicodeScalars.contains(keyNulSentinel) ? restoreNul($0) : $0 }, true)
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

  /// jansson allocates from a per-thread arena while a parse is copied into Swift values (Sources/CJanssonArena/arena.c).
  private static let arenaInstalled = cjansson_install_arena() != 0

  private static func loadOnce(_ bytes: [UInt8], flags: Int) -> Result<JSONValue, Failure> {
    if arenaInstalled { cjansson_arena_begin() }
    defer { if arenaInstalled { cjansson_arena_end() } }
    var error = json_error_t()
    let root: UnsafeMutablePointer<json_t>? = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        json_loadb($0.baseAddress, $0.count, flags, &error)
      }
    }
    guard let root else {
      let text = withUnsafeBytes(of: &error.text) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      let code = withUnsafePointer(to: &error) { cjansson_error_code($0) }
      return .failure(Failure(text: text, offset: Int(error.position), code: code))
    }
    defer { json_decref(root) }
    return .success(convert(root))
  }

  /// Builds the Swift value; the caller owns `node` and releases it once.
  private static func convert(_ node: UnsafeMutablePointer<json_t>) -> JSONValue {
    switch cjansson_typeof(node) {
    case JSON_OBJECT:
      var members: [JSONMember] = []
      members.reserveCapacity(json_object_size(node))
      var iterator = json_object_iter(node)
      while let current = iterator {
        let keyLength = json_object_iter_key_len(current)
        let key =
          json_object_iter_key(current).map {
            $0.withMemoryRebound(to: UInt8.self, capacity: keyLength) {
              String(decoding: UnsafeBufferPointer(start: $0, count: keyLength), as: UTF8.self)
            }
          } ?? ""
        if let child = json_object_iter_value(current) {
          members.append(JSONMember(key: key, value: convert(child)))
        }
        iterator = json_object_iter_next(node, current)
      }
      return .object(JSONObject(members))
    case JSON_ARRAY:
      let size = json_array_size(node)
      var items: [JSONValue] = []
      items.reserveCapacity(size)
      for index in 0..<size {
        if let child = json_array_get(node, index) { items.append(convert(child)) }
      }
      return .array(items)
    case JSON_STRING:
      let length = json_string_length(node)
      guard let text = json_string_value(node) else { return .string("") }
      return .string(
        text.withMemoryRebound(to: UInt8.self, capacity: length) {
          String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        })
    case JSON_INTEGER:
      return .integer(Int64(json_integer_value(node)))
    case JSON_REAL:
      return .real(json_real_value(node))
    case JSON_TRUE:
      return .bool(true)
    case JSON_FALSE:
      return .bool(false)
    default:
      return .null
    }
  }

  private static func restoreNul(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == keyNulSentinel ? "\u{0}" : $0 }))
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
