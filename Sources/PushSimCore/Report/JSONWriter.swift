import CJanssonArena

/// Serializes `JSONValue`s. pushsim's JSON outputs use `sortedKeys` and two-space indentation, so
/// they are stable for golden files and `diff`.
public struct JSONWriter: Sendable {
  public var sortedKeys: Bool
  public var pretty: Bool

  public init(sortedKeys: Bool = true, pretty: Bool = true) {
    self.sortedKeys = sortedKeys
    self.pretty = pretty
  }

  public func string(_ value: JSONValue) -> String { string(value, indent: 0) }

  /// The value as it is written nested `indent` levels deep (streaming reports write a document in pieces).
  func string(_ value: JSONValue, indent: Int) -> String {
    var output: [UInt8] = []
    write(value, indent: indent, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  // Written as UTF-8 bytes, safe runs of a string copied whole (no per-character appends, issue 11).
  private func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
    switch value {
    case .null: output += Self.null
    case .bool(let flag): output += flag ? Self.trueBytes : Self.falseBytes
    case .integer(let number): output += String(number).utf8
    case .real(let number): output += Self.format(number).utf8
    case .string(let text): Self.quote(text, into: &output)
    case .array(let items):
      guard !items.isEmpty else {
        output += Self.emptyArray
        return
      }
      output.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(indent + 1, into: &output)
        write(item, indent: indent + 1, into: &output)
      }
      newline(indent, into: &output)
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      guard !object.isEmpty else {
        output += Self.emptyObject
        return
      }
      // Reports build their objects in key order already: checked in one pass, sorted only when needed.
      let inOrder = !sortedKeys || zip(object.members, object.members.dropFirst()).allSatisfy { !$1.key.utf8Precedes($0.key) }
      let members = inOrder ? object.members : object.members.sorted { $0.key.utf8Precedes($1.key) }
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(indent + 1, into: &output)
        Self.quote(member.key, into: &output)
        output.append(UInt8(ascii: ":"))
        if pretty { output.append(UInt8(ascii: " ")) }
        write(member.value, indent: indent + 1, into: &output)
      }
      newline(indent, into: &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static let null = Array("null".utf8)
  private static let trueBytes = Array("true".utf8)
  private static let falseBytes = Array("false".utf8)
  private static let emptyArray = Array("[]".utf8)
  private static let emptyObject = Array("{}".utf8)

  private func newline(_ indent: Int, into output: inout [UInt8]) {
    guard pretty else { return }
    output.append(0x0A)
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
  }

  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) + ".0" }
    return "\(number)"
  }

  /// A JSON string: `"` and `\\` escaped, control characters (and DEL) as `\n`, `\t`… or `\u00XX`, C1 controls, U+2028,
  /// U+2029 and the bidi controls as `\uXXXX`, and the second `#` of `##[` as `\u0023` (issues 18 and 31: the same text
  /// for a JSON reader, no raw control for a terminal or a log that shows the document, no workflow command for a CI
  /// runner that reads it); everything else (all of Unicode) as it is.
  static func quote(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var runStart = 0
      // Runs that need no escape are found in C (vectorised) and copied whole; each special byte is written escaped.
      while true {
        let index = runStart + pushsim_json_plain_run(base + runStart, bytes.count - runStart)
        guard index < bytes.count else { break }
        let byte = bytes[index]
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        runStart = index + 1
        let hex = Array("0123456789abcdef".utf8)
        if byte >= 0x80 {
          // A lead byte the run stopped at: a hidden character is escaped, any other is copied and the run goes on.
          guard let scalar = OutputGuard.hiddenScalar(bytes, at: index) else {
            output.append(byte)
            continue
          }
          let value = Int(scalar.value)
          output += [UInt8(ascii: "\\"), UInt8(ascii: "u")] + [12, 8, 4, 0].map { hex[(value >> $0) & 0x0F] }
          runStart = index + (byte == 0xE2 ? 3 : 2)
          continue
        }
        switch byte {
        case UInt8(ascii: "#"):
          // `##[` (a GitHub workflow command anywhere in a line) as `#\u0023[`: the same text for a JSON reader, and a
          // document that every output guard passes as it is (issue 31).
          output.append(byte)
          if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "#"), bytes[index + 2] == UInt8(ascii: "[") {
            output += Array("\\u0023".utf8)
            runStart = index + 2
          }
        case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
        case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
        default:
          output += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    output.append(UInt8(ascii: "\""))
  }
}

/// Building blocks for report JSON.
extension JSONValue {
  static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
  static func optional(_ number: Int?) -> JSONValue { number.map { .integer(Int64($0)) } ?? .null }
  static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue { .object(JSONObject(pairs)) }
}
