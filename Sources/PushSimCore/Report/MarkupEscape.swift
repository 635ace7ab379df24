/// Escaping for XML (JUnit) and HTML reports, written once: `&`, `<`, `>` and quotes become
/// entities, and control characters, which XML 1.0 cannot carry, are shown visibly.
enum MarkupEscape {
  enum Controls {
    /// Tab, LF and CR kept; other controls as `U+XXXX` (XML text).
    case keepWhitespace
    /// As `keepWhitespace`, with tab, LF and CR as character references (XML attribute
    /// normalisation would turn them into spaces).
    case attribute
    /// Every control as `\u{…}` (HTML, where a raw control would be invisible).
    case showAll
  }

  /// Printable ASCII with nothing to escape: most report text, returned as it is. Bidi controls are shown too
  /// (`Visible.isBidiControl`), in XML as `U+202E`.
  private static func isPlain(_ text: String) -> Bool {
    text.utf8.allSatisfy {
      $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "\"")
        && $0 != UInt8(ascii: "'")
    }
  }

  static func escape(_ text: String, controls: Controls) -> String {
    if isPlain(text) { return text }
    let xml = controls != .showAll
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += xml ? "&apos;" : "&#39;"
      case "\n" where controls == .attribute: output += "&#10;"
      case "\r" where controls == .attribute: output += "&#13;"
      case "\t" where controls == .attribute: output += "&#9;"
      default:
        let value = scalar.value
        if controls == .keepWhitespace, scalar == "\n" || scalar == "\t" || scalar == "\r" {
          output.unicodeScalars.append(scalar)
          continue
        }
        if xml, value < 0x20 || value == 0xFFFE || value == 0xFFFF || Visible.isBidiControl(scalar) {
          let hex = String(value, radix: 16, uppercase: true)
          output += "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else if controls == .showAll, Visible.isControl(scalar) || Visible.isBidiControl(scalar) {
          output += "\\u{" + String(value, radix: 16) + "}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }
}
