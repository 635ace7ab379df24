#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim lint --fix`: the mechanical fixes, as byte edits on the file as written, so its
/// formatting and key order stay. Each fix is offered only when the intent is unambiguous.
public struct TextEdit: Sendable, Equatable {
  public let start: Int
  public let end: Int
  public let replacement: String
}

public struct Fix: Sendable, Equatable {
  public let description: String
  public let edits: [TextEdit]
}

/// How a rule fixes what it finds.
enum LintFixer: Sendable {
  /// Edits at the finding's offset in the file as written (syntax the parser reported: a comment, a trailing comma).
  case atOffset(@Sendable (_ bytes: [UInt8], _ offset: Int) -> Fix?)
  /// Rewrites the object member the finding points to.
  case member(@Sendable (FixTarget) -> Fix?)
}

/// The member a finding points to, as written: where its key and value are, and what the value is.
struct FixTarget {
  let diagnostic: Diagnostic
  let span: Fixer.Span
  let value: JSONValue?
  let document: JSONTreeDocument
  let subject: LintSubject

  /// The fix that writes `text` in place of the value.
  func replacingValue(with text: String, _ description: String) -> Fix {
    Fix(description: description, edits: [TextEdit(start: span.valueStart, end: span.valueEnd, replacement: text)])
  }
}

enum Fixer {
  /// `keyLocated`: `offset` is where the pointer's own key is written (else the fix locates it).
  static func fix(_ diagnostic: Diagnostic, by fixer: LintFixer, offset: Int, keyLocated: Bool = false, subject: LintSubject) -> Fix? {
    switch fixer {
    case .atOffset(let fix):
      return fix(subject.bytes, offset)
    case .member(let fix):
      guard let document = subject.document, document.bytes.count == subject.bytes.count,
        let span = keyLocated && !diagnostic.pointer.tokens.isEmpty
          ? span(keyStart: offset, in: document.bytes) : span(of: diagnostic.pointer, in: document)
      else {
        return nil
      }
      return fix(FixTarget(diagnostic: diagnostic, span: span, value: subject.value(at: diagnostic.pointer), document: document, subject: subject))
    }
  }

  /// json-trailing-comma: the comma at the offset.
  static func removeTrailingComma(_ bytes: [UInt8], _ offset: Int) -> Fix? {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { return nil }
    return Fix(description: "remove the trailing comma", edits: [TextEdit(start: offset, end: offset + 1, replacement: "")])
  }

  /// json-comment: the comment at the offset, with its line when it is alone on it.
  static func removeComment(_ bytes: [UInt8], _ offset: Int) -> Fix? {
    guard var end = commentEnd(bytes, from: offset) else { return nil }
    var start = offset
    while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
    if (start == 0 || bytes[start - 1] == 0x0A), end < bytes.count, bytes[end] == 0x0A {
      end += 1
    } else {
      start = offset
    }
    return Fix(description: "remove the comment", edits: [TextEdit(start: start, end: end, replacement: "")])
  }

  /// `sound` written inside `aps.alert`: move it next to `alert` in `aps`, unless `aps` has one already.
  static func moveSoundOutOfAlert(_ target: FixTarget) -> Fix? {
    let (diagnostic, span, document, subject) = (target.diagnostic, target.span, target.document, target.subject)
    guard diagnostic.pointer.tokens == ["aps", "alert", "sound"], subject.aps?["sound"] == nil,
      let alert = self.span(of: JSONPointer(tokens: ["aps", "alert"]), in: document)
    else { return nil }
    let bytes = document.bytes
    let member = String(decoding: bytes[span.keyStart..<span.valueEnd], as: UTF8.self)
    // Remove the member with the comma after it, or, for the last member, the comma before it.
    var removeStart = span.keyStart
    var removeEnd = span.valueEnd
    var after = removeEnd
    while after < bytes.count, SourceMap.isWhitespace(bytes[after]) { after += 1 }
    if after < bytes.count, bytes[after] == UInt8(ascii: ",") {
      removeEnd = after + 1
      while removeEnd < bytes.count, bytes[removeEnd] == 0x20 { removeEnd += 1 }
    } else {
      var before = removeStart - 1
      while before > 0, SourceMap.isWhitespace(bytes[before]) { before -= 1 }
      guard bytes[before] == UInt8(ascii: ",") else { return nil }
      removeStart = before
    }
    // Insert it before `"alert"` in aps, on its own line when alert starts one.
    var lineStart = alert.keyStart
    while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
    let indent = String(decoding: bytes[lineStart..<alert.keyStart], as: UTF8.self)
    let onItsOwnLine = indent.allSatisfy { $0 == " " || $0 == "\t" }
    let inserted = member + "," + (onItsOwnLine ? "\n" + indent : " ")
    return Fix(
      description: "move sound from aps.alert to aps",
      edits: [
        TextEdit(start: alert.keyStart, end: alert.keyStart, replacement: inserted), TextEdit(start: removeStart, end: removeEnd, replacement: ""),
      ])
  }

  struct Span {
    let keyStart: Int
    let valueStart: Int
    let valueEnd: Int
  }

  /// Where an object member's key starts and its value starts and ends.
  static func span(of pointer: JSONPointer, in document: JSONTreeDocument) -> Span? {
    guard let location = document.sourceMap.location(of: pointer) else { return nil }
    return span(keyStart: location.offset, in: document.bytes)
  }

  /// The span of the member whose key starts at `keyStart`.
  static func span(keyStart: Int, in bytes: [UInt8]) -> Span? {
    guard keyStart < bytes.count, bytes[keyStart] == UInt8(ascii: "\"") else { return nil }
    var index = SourceMap.endOfString(bytes, from: keyStart).0
    while index < bytes.count, SourceMap.isWhitespace(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    while index < bytes.count, SourceMap.isWhitespace(bytes[index]) { index += 1 }
    guard index < bytes.count else { return nil }
    return Span(keyStart: keyStart, valueStart: index, valueEnd: valueEnd(bytes, from: index))
  }

  static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
    switch bytes[start] {
    case UInt8(ascii: "\""):
      return SourceMap.endOfString(bytes, from: start).0
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index = SourceMap.endOfString(bytes, from: index).0
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return index + 1 }
        default: break
        }
        index += 1
      }
      return bytes.count
    default:
      var index = start
      while index < bytes.count, !SourceMap.isDelimiter(bytes[index]) { index += 1 }
      return index
    }
  }

  static func commentEnd(_ bytes: [UInt8], from offset: Int) -> Int? {
    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "/") else { return nil }
    if bytes[offset + 1] == UInt8(ascii: "*") {
      var end = offset + 2
      while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
      return end + 1 < bytes.count ? end + 2 : nil
    }
    guard bytes[offset + 1] == UInt8(ascii: "/") else { return nil }
    var end = offset + 2
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    return end
  }

  /// The bytes with the edits applied; nil when two edits overlap.
  static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8]? {
    let sorted = edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    for (first, second) in zip(sorted, sorted.dropFirst()) where second.start < first.end { return nil }
    var output: [UInt8] = []
    var cursor = 0
    for edit in sorted {
      guard edit.start >= cursor, edit.end <= bytes.count else { return nil }
      output += bytes[cursor..<edit.start]
      output += Array(edit.replacement.utf8)
      cursor = edit.end
    }
    output += bytes[cursor...]
    return output
  }
}
