import CJanssonArena

/// Template tags are opaque wherever they stand (issue 19 item 3): `{{ … }}`, `{% … %}`, `${ … }` and a configured
/// pattern belong to the campaign tool, not to the JSON. Before parsing, each tag is rewritten in place, byte for byte
/// (so every position pushsim reports is the position in the file as written):
/// - inside a string: its quotes become `'`, its backslashes `/` and its controls spaces, so
///   `"Welcome back, {{ first_name | default: "friend" }}"` is one string that holds a tag;
/// - where a value goes (`"p": {{ message_id }}`, an array element): a string of the same length, `"{ message_id }"`,
///   or the configured sample value (`placeholders.values`, padded with spaces), and marked as a value of unknown
///   content, which rules about types, URLs and spellings do not judge;
/// - anywhere else (around members: `{% if vip %}"tier": "gold",{% endif %}`): spaces, and a comma left before a
///   closing brace by a removed block is not reported as a trailing comma.
/// Tags are found in the raw bytes (`Placeholders.find`), before the JSON string state, since a tag may hold quotes.
public enum TemplateTags {
  public struct Rewritten: Sendable {
    public let bytes: [UInt8]
    /// Where a tag stands for a value (the offset of its first byte).
    public let valueOffsets: Set<Int>
    /// The byte ranges of tags blanked around members.
    public let blanked: [Range<Int>]
  }

  public static func opaque(_ bytes: [UInt8], pattern: LinearPattern?, values: [String: String]) -> Rewritten {
    // Most payloads hold no tag: three searches in C (memmem) rule that out before any walk.
    if pattern == nil, !mayHoldTag(bytes) { return Rewritten(bytes: bytes, valueOffsets: [], blanked: []) }
    let tags = Placeholders.find(in: bytes, pattern: pattern)
    guard !tags.isEmpty else { return Rewritten(bytes: bytes, valueOffsets: [], blanked: []) }
    // The string state at each tag, found in one pass in C (pushsim_template_tag_context).
    let starts = tags.map(\.offset)
    let ends = tags.map { min(bytes.count, $0.offset + $0.byteCount) }
    var inside = [UInt8](repeating: 0, count: tags.count)
    var previous = [UInt8](repeating: 0, count: tags.count)
    var containers = [UInt8](repeating: 0, count: tags.count)
    pushsim_template_tag_context(bytes, bytes.count, starts, ends, tags.count, &inside, &previous, &containers)
    var output: [UInt8]?  // copied on the first change: a tag inside a string with nothing to neutralise changes nothing
    var valueOffsets: Set<Int> = []
    var blanked: [Range<Int>] = []
    var covered = 0
    for (index, tag) in tags.enumerated() where starts[index] >= covered {
      let range = starts[index]..<ends[index]
      covered = range.upperBound
      if inside[index] != 0 {
        for position in range where inert(bytes[position]) != bytes[position] {
          if output == nil { output = bytes }
          output?[position] = inert(bytes[position])
        }
      } else if range.count >= 2, standsForValue(previous[index] == 0 ? nil : previous[index], in: containers[index] == 0 ? nil : containers[index]) {
        if output == nil { output = bytes }
        if let sample = values[tag.name], sample.utf8.count <= range.count {
          let replacement = Array(sample.utf8)
          for (offset, position) in range.enumerated() { output?[position] = offset < replacement.count ? replacement[offset] : 0x20 }
        } else {
          for position in range { output?[position] = inert(bytes[position]) }
          output?[range.lowerBound] = UInt8(ascii: "\"")
          output?[range.upperBound - 1] = UInt8(ascii: "\"")
          valueOffsets.insert(range.lowerBound)
        }
      } else {
        if output == nil { output = bytes }
        for position in range { output?[position] = 0x20 }
        blanked.append(range)
      }
    }
    return Rewritten(bytes: output ?? bytes, valueOffsets: valueOffsets, blanked: blanked)
  }

  static func mayHoldTag(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      ["{{", "{%", "${"].contains { opener in
        var opener = opener
        return opener.withUTF8 { needle in pushsim_find_bytes(buffer.baseAddress, buffer.count, needle.baseAddress, needle.count) != nil }
      }
    }
  }

  /// After `:`, or first in an array or after a comma in one: where a value goes.
  static func standsForValue(_ lastSignificant: UInt8?, in container: UInt8?) -> Bool {
    if lastSignificant == UInt8(ascii: ":") { return true }
    return container == UInt8(ascii: "[") && (lastSignificant == UInt8(ascii: "[") || lastSignificant == UInt8(ascii: ","))
  }

  /// A tag's byte as it may stand inside a JSON string: no quote, backslash or control.
  static func inert(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "\""): UInt8(ascii: "'")
    case UInt8(ascii: "\\"): UInt8(ascii: "/")
    case 0..<0x20: 0x20
    default: byte
    }
  }

  /// A comma that a blanked tag left before a closing brace or bracket (only spaces between): not the author's slip.
  public static func commaBeforeBlanked(_ offset: Int, in rewritten: Rewritten) -> Bool {
    guard !rewritten.blanked.isEmpty else { return false }
    var index = offset + 1
    let bytes = rewritten.bytes
    while index < bytes.count, SourceMap.isWhitespace(bytes[index]) { index += 1 }
    return rewritten.blanked.contains { $0.lowerBound > offset && $0.upperBound <= index }
  }
}
