/// Terminal text: the one escaping function for text from payloads, configs, profiles, scenarios, source files,
/// file names and command-line values that human-readable reports and stderr show (issue 18, DESIGN.md §6).
///
/// - Controls (C0, DEL, C1, U+2028, U+2029) are shown as `\n`, `\r`, `\t` or `\u{…}`: a value cannot end the line
///   it is on, so it cannot start a line of its own, and cannot drive the terminal (ESC, OSC 8 links, clear screen).
/// - Bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) are shown as `\u{…}`: they
///   reorder what a reader sees without being seen ("Trojan Source", CVE-2021-42574).
/// - A byte of a file name that is not UTF-8 (`FileName`) is shown as `\x{ff}`.
/// - GitHub workflow commands: the runner reads a line whose text after leading white space starts with `::`, and a
///   `##[` anywhere in a line (actions/runner `ActionCommand`, both on stdout and stderr). A text that starts with
///   spaces and `::` is shown with its first colon as `\u{3a}`, and `##[` as `#\u{23}[`, so no value pushsim prints
///   can be read as a command, wherever it stands on the line.
public enum Visible {
  public static func text(_ raw: String) -> String {
    // Every character escaped below starts with a byte under 0x20, 0x7F, 0xC2 (C1 controls), 0xD8 (U+061C), 0xE2
    // (U+2028, U+2029 and the bidi controls), 0xF4 (a file name's byte that is not UTF-8, `FileName`), or is `#` or a
    // leading `:`: text with none of those is shown as it is.
    let plain = raw.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xF4 || $0 == UInt8(ascii: "#") }
        && bytes.first(where: { $0 != UInt8(ascii: " ") }) != UInt8(ascii: ":")
    }
    if plain == true { return raw }
    var output = ""
    var leading = true
    var hashes = 0
    let scalars = Array(raw.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      defer {
        hashes = scalar == "#" ? hashes + 1 : 0
        if scalar != " " { leading = false }
      }
      switch scalar {
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case ":" where leading && index + 1 < scalars.count && scalars[index + 1] == ":":
        output += "\\u{3a}"
      case "#" where hashes >= 1 && index + 1 < scalars.count && scalars[index + 1] == "[":
        output += "\\u{23}"
      default:
        if let byte = FileName.escapedByte(scalar) {
          output += "\\x{" + String(byte, radix: 16) + "}"
        } else if isControl(scalar) || isBidiControl(scalar) {
          output += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }

  /// Lines of text (what goes to stderr): each line escaped as `text` does, the line breaks between them kept.
  public static func lines(_ raw: String) -> String {
    var parts = raw.split(separator: "\n", omittingEmptySubsequences: false).map { text(String($0)) }
    if parts.count > 1, parts.last == "" { parts.removeLast() }
    return parts.joined(separator: "\n") + (raw.hasSuffix("\n") ? "\n" : "")
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// The Unicode bidirectional formatting characters (UAX #9 §2): embeddings, overrides, isolates and the marks.
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
