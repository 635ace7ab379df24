/// Turns jansson's terse parse errors ("string or '}' expected near '}'") into messages that name
/// what the strict parser saw: a trailing comma, a comment, a single-quoted string, a template
/// placeholder outside a string, NaN, text after the value, an unclosed container.
enum ParseErrorExplainer {
  static func explain(jansson text: String, offset: Int, in bytes: [UInt8]) -> JSONParseError {
    let near = nearToken(in: text)
    // jansson's position is just past the token it complained about.
    let tokenStart = max(0, min(bytes.count, offset) - (near?.utf8.count ?? 0))
    let start = skipWhitespace(bytes, from: tokenStart)

    func at(_ index: Int) -> SourceLocation { SourceLocation.of(offset: index, in: bytes) }
    func byte(_ index: Int) -> UInt8? { index >= 0 && index < bytes.count ? bytes[index] : nil }

    if text.contains("maximum parsing depth") {
      return JSONParseError("nested deeper than 2048 levels (jansson's limit)", at: at(start))
    }
    if let first = byte(start) {
      if first == UInt8(ascii: "/"), byte(start + 1) == UInt8(ascii: "/") || byte(start + 1) == UInt8(ascii: "*") {
        return JSONParseError(
          "comment ('\(byte(start + 1) == UInt8(ascii: "/") ? "//" : "/*")') in JSON; strict JSON has no comments", at: at(start), kind: .comment)
      }
      if first == UInt8(ascii: "}") || first == UInt8(ascii: "]"),
        let comma = previousSignificant(bytes, before: start), bytes[comma] == UInt8(ascii: ",")
      {
        let closer = first == UInt8(ascii: "}") ? "}" : "]"
        return JSONParseError("trailing comma before '\(closer)'; strict JSON allows none", at: at(comma), kind: .trailingComma)
      }
      if first == UInt8(ascii: "{") {
        let opening = byte(start - 1) == UInt8(ascii: "{") ? start - 1 : start
        if byte(opening + 1) == UInt8(ascii: "{") || byte(opening + 1) == UInt8(ascii: "%") {
          let placeholder = placeholderText(bytes, from: opening)
          // A closed tag breaks only a strict reading (classify, inspect, the simulator); lint reads it as an opaque
          // value (TemplateTags), so there an error at a tag means one left open.
          let closed = placeholder.hasSuffix("}}'") || placeholder.hasSuffix("%}'")
          let message =
            closed
            ? "template tag \(placeholder) stands where a value goes: JSON only once rendered; render the template first (pushsim lint reads templates as they are)"
            : "template tag \(placeholder) is not closed on its line, so the JSON around it cannot be read; close it on its line or lint the rendered template"
          return JSONParseError(message, at: at(opening), kind: .placeholder)
        }
      }
      // "'}' expected" or "']' expected" at the start of a value, right after the end of another: a comma is missing.
      if text.contains("' expected") && (text.hasPrefix("'}' expected") || text.hasPrefix("']' expected")),
        Self.startsValue(first), let previous = previousSignificant(bytes, before: start), Self.endsValue(bytes[previous])
      {
        let container = text.hasPrefix("'}'") ? "members" : "elements"
        return JSONParseError(
          "missing ',' between two \(container); strict JSON needs one (pushsim reads on as if it were there)", at: at(previous + 1),
          kind: .missingComma)
      }
      if first == UInt8(ascii: "."), byte(start + 1) == UInt8(ascii: "."), byte(start + 2) == UInt8(ascii: ".") {
        return JSONParseError("'...' (an elision from docs) is not JSON; list the members or remove it", at: at(start))
      }
      if first == UInt8(ascii: "'") {
        return JSONParseError("single-quoted string; JSON strings use double quotes", at: at(start))
      }
      if let word = near, ["NaN", "Infinity", "-Infinity", "nan", "inf"].contains(word) {
        return JSONParseError("\(word) is not a JSON number", at: at(start))
      }
    }
    if text.hasPrefix("end of file expected") {
      return JSONParseError("unexpected text after the top-level value (saw '\(near ?? "")')", at: at(start))
    }
    if text.contains("premature end of input") || text.contains("near end of file") || near == nil && start >= bytes.count {
      if bytes.allSatisfy(SourceMap.isWhitespace) {
        return JSONParseError("empty input: no JSON value", at: at(bytes.count))
      }
      return JSONParseError("unexpected end of input: \(unclosed(bytes)) is not closed", at: at(bytes.count))
    }
    if text.hasPrefix("string or '}' expected") || text.hasPrefix("string expected"), let word = near {
      return JSONParseError("object key must be a double-quoted string (saw '\(word)')", at: at(start))
    }
    if text.contains("control character") || text.contains("unexpected newline") {
      return JSONParseError("raw control character inside a string; escape it (\\n, \\t, \\u00XX)", at: at(offset - 1))
    }
    return JSONParseError("invalid JSON: \(text)", at: at(start))
  }

  /// A byte that starts a JSON value (or a member's key).
  static func startsValue(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "-")
      || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n")
  }

  /// A byte that ends a JSON value.
  static func endsValue(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || (0x30...0x39).contains(byte)
      || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "l")
  }

  private static func nearToken(in text: String) -> String? {
    guard let range = text.range(ofBytes: "near '"), text.hasSuffix("'") else { return nil }
    return String(text[range.upperBound..<text.index(before: text.endIndex)])
  }

  private static func skipWhitespace(_ bytes: [UInt8], from index: Int) -> Int {
    var index = index
    while index < bytes.count, SourceMap.isWhitespace(bytes[index]) { index += 1 }
    return index
  }

  private static func previousSignificant(_ bytes: [UInt8], before index: Int) -> Int? {
    var index = index - 1
    while index >= 0, SourceMap.isWhitespace(bytes[index]) { index -= 1 }
    return index >= 0 ? index : nil
  }

  private static func placeholderText(_ bytes: [UInt8], from start: Int) -> String {
    var end = start
    while end < bytes.count, end - start < 60, bytes[end] != 0x0A {
      end += 1
      if end - start >= 4, bytes[end - 1] == UInt8(ascii: "}"), bytes[end - 2] == UInt8(ascii: "}") || bytes[end - 2] == UInt8(ascii: "%") { break }
    }
    return "'" + String(decoding: bytes[start..<end], as: UTF8.self) + "'"
  }

  /// Which container (or string) is still open at the end of the text.
  private static func unclosed(_ bytes: [UInt8]) -> String {
    var stack: [UInt8] = []
    var inString = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        stack.append(byte)
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        _ = stack.popLast()
      }
      index += 1
    }
    if inString { return "a string" }
    switch stack.last {
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "["): return "an array"
    default: return "the value"
    }
  }
}
