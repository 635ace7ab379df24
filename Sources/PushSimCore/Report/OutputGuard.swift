/// The last line of defence on standard output (issue 18, DESIGN.md §6): every byte a command writes to stdout passes
/// through one guard for its format, after the reporters have escaped each input text for that format.
///
/// Reporters escape field by field (`Visible.text`, `MarkdownText`, the JSON and XML writers), which keeps lines
/// whole. The guard makes the outcome a property of the stream, not of every reporter getting every field right:
/// - `.terminal` (text, Markdown, Mermaid): no raw control but LF and tab, no escape sequence but the SGR codes
///   `TextStyle` writes, no bidi control, no line whose text after leading spaces starts with `::`, no `##[`
///   (the two forms of GitHub workflow commands; actions/runner `ActionCommand.TryParseV2` and `TryParse`).
/// - `.workflow` (`--format github`): as `.terminal`, but pushsim's own `::error …::` lines pass.
/// - `.json`: `##[` written `#\u0023[` (a `#` stands only inside a JSON string, where the escape is the same text).
/// - `.markup` (XML, HTML): `##[` written `#&#35;[`.
/// The family is the document's (`Family.of`: `init --print`, `profile NAME` and `wiring --emit-profile` print JSON
/// whatever `--format` says), every escape is valid in it, and the writers escape first (`JSONWriter.quote`,
/// `MarkupEscape`, `Visible.text`): the guard never has to rewrite a document (issue 31).
/// Bytes are looked at, never decoded whole: a chunk with none of the bytes that can start one of these passes as it
/// is. A sequence cut between two chunks is held (at most a few bytes) until the next chunk or `finish`.
public final class OutputGuard: @unchecked Sendable {
  public enum Family: Sendable { case terminal, workflow, json, markup }

  let family: Family
  /// Bytes held over from the last chunk: the start of a sequence that the next chunk completes or breaks.
  private var held: [UInt8] = []
  /// Only spaces written since the last line feed (or the start).
  private var atLineStart = true

  public init(_ family: Family) { self.family = family }

  /// The family for a command's `--format` value.
  public static func family(format: String?) -> Family {
    switch format {
    case "github": .workflow
    case "json", "sarif", "gitlab": .json
    case "junit", "checkstyle", "html": .markup
    default: .terminal
    }
  }

  /// The text to write for this chunk.
  public func filter(_ text: String) -> String {
    if held.isEmpty, let lineStart = plainChunk(text) {
      atLineStart = lineStart
      return text
    }
    let bytes = held + Array(text.utf8)
    held = []
    return String(decoding: process(bytes, final: false), as: UTF8.self)
  }

  /// What is still held at the end of the output.
  public func finish() -> String {
    let bytes = held
    held = []
    return String(decoding: process(bytes, final: true), as: UTF8.self)
  }

  /// Nil when the chunk holds a byte that may start something to escape; else whether it ends at a line's start.
  /// Multi-byte characters are told apart by their second (and third) byte: `·` (C2 B7) and `…` (E2 80 A6) are common
  /// in reports and need nothing; only C1 controls and the bidi and separator characters do.
  private func plainChunk(_ text: String) -> Bool? {
    let check = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      var start = atLineStart
      let count = bytes.count
      var index = 0
      while index < count {
        let byte = bytes[index]
        switch family {
        case .json, .markup:
          if byte == UInt8(ascii: "#") { return nil }
        case .terminal, .workflow:
          if byte < 0x20 && byte != 0x0A && byte != 0x09 { return nil }
          if byte == 0x7F || byte == UInt8(ascii: "#") { return nil }
          if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
            guard index + (byte == 0xE2 ? 3 : 2) <= count, Self.hiddenScalar(bytes, at: index) == nil else { return nil }
          }
          if start && byte == UInt8(ascii: ":") && family == .terminal { return nil }
          start = byte == 0x0A || (start && byte == UInt8(ascii: " "))
        }
        index += 1
      }
      return start
    }
    return check ?? nil
  }

  private static let allowedSGR: Set<[UInt8]> = Set(["0", "1", "2", "31", "32", "33", "36"].map { Array($0.utf8) })

  private func process(_ bytes: [UInt8], final: Bool) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16)
    var index = 0
    func escaped(_ value: UInt32) { output += Array("\\u{\(String(value, radix: 16))}".utf8) }
    /// Holds bytes `index...` when they may be the start of a sequence the next chunk completes.
    func hold(needing count: Int) -> Bool {
      guard !final, index + count > bytes.count else { return false }
      held = Array(bytes[index...])
      return true
    }
    while index < bytes.count {
      let byte = bytes[index]
      // `##[` in every family.
      if byte == UInt8(ascii: "#") {
        if hold(needing: 3) { break }
        if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "#"), bytes[index + 2] == UInt8(ascii: "[") {
          output.append(byte)
          switch family {
          case .json: output += Array("\\u0023".utf8)
          case .markup: output += Array("&#35;".utf8)
          case .terminal, .workflow: output += Array("\\u{23}".utf8)
          }
          output.append(UInt8(ascii: "["))
          index += 3
          atLineStart = false
          continue
        }
      }
      if family == .json || family == .markup {
        output.append(byte)
        index += 1
        continue
      }
      if byte == 0x0A {
        output.append(byte)
        atLineStart = true
        index += 1
        continue
      }
      if byte == UInt8(ascii: " ") {
        output.append(byte)
        index += 1
        continue
      }
      if byte == UInt8(ascii: ":"), atLineStart, family == .terminal {
        if hold(needing: 2) { break }
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") {
          escaped(0x3A)
          index += 1
          atLineStart = false
          continue
        }
      }
      if byte == 0x1B {
        // pushsim's own styling: ESC [ code m, with a code TextStyle writes.
        var end = index + 2
        while end < bytes.count, end - index < 6, (0x30...0x39).contains(bytes[end]) { end += 1 }
        if end >= bytes.count, hold(needing: end - index + 2) { break }
        atLineStart = false
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "["), end < bytes.count, bytes[end] == UInt8(ascii: "m"),
          Self.allowedSGR.contains(Array(bytes[(index + 2)..<end]))
        {
          output += bytes[index...end]
          index = end + 1
          continue
        }
        escaped(0x1B)
        index += 1
        continue
      }
      atLineStart = false
      if byte < 0x20 && byte != 0x09 || byte == 0x7F {
        escaped(UInt32(byte))
        index += 1
        continue
      }
      // C1 controls (C2 80–C2 9F), U+061C (D8 9C), U+200E/F, U+2028/9, U+202A–E (E2 80 …), U+2066–9 (E2 81 A6–A9).
      if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
        if hold(needing: byte == 0xE2 ? 3 : 2) { break }
        if let scalar = Self.hiddenScalar(bytes, at: index) {
          escaped(scalar.value)
          index += byte == 0xE2 ? 3 : 2
          continue
        }
      }
      output.append(byte)
      index += 1
    }
    return output
  }

  /// The control or bidi character whose UTF-8 encoding starts at `index`, if one does.
  static func hiddenScalar<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int) -> Unicode.Scalar? where Bytes.Index == Int {
    let count = bytes[index] == 0xE2 ? 3 : 2
    guard index + count <= bytes.count else { return nil }
    var value: UInt32
    if count == 2 {
      value = (UInt32(bytes[index] & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)
      guard bytes[index + 1] & 0xC0 == 0x80 else { return nil }
    } else {
      guard bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 else { return nil }
      value = (UInt32(bytes[index] & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value), Visible.isControl(scalar) || Visible.isBidiControl(scalar) else { return nil }
    return scalar
  }
}
