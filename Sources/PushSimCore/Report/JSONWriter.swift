/// Serializes `JSONValue`s. pushsim's JSON outputs use `sortedKeys` and two-space indentation, so
/// they are stable for golden files and `diff`.
public struct JSONWriter: Sendable {
  public var sortedKeys: Bool
  public var pretty: Bool

  public init(sortedKeys: Bool = true, pretty: Bool = true) {
    self.sortedKeys = sortedKeys
    self.pretty = pretty
  }

  public func string(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: 0, into: &output)
    return output
  }

  private func write(_ value: JSONValue, indent: Int, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .integer(let number): output += String(number)
    case .real(let number): output += Self.format(number)
    case .string(let text): Self.quote(text, into: &output)
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        newline(indent + 1, into: &output)
        write(item, indent: indent + 1, into: &output)
      }
      newline(indent, into: &output)
      output += "]"
    case .object(let object):
      guard !object.isEmpty else {
        output += "{}"
        return
      }
      let members = sortedKeys ? object.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : object.members
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        newline(indent + 1, into: &output)
        Self.quote(member.key, into: &output)
        output += pretty ? ": " : ":"
        write(member.value, indent: indent + 1, into: &output)
      }
      newline(indent, into: &output)
      output += "}"
    }
  }

  private func newline(_ indent: Int, into output: inout String) {
    guard pretty else { return }
    output += "\n" + String(repeating: "  ", count: indent)
  }

  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) + ".0" }
    return "\(number)"
  }

  static func quote(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}

/// Building blocks for report JSON.
extension JSONValue {
  static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
  static func optional(_ number: Int?) -> JSONValue { number.map { .integer(Int64($0)) } ?? .null }
  static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue { .object(JSONObject(pairs)) }
}
