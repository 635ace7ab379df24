/// Escaping for XML (JUnit) and HTML reports, written once: `&`, `<`, `>` and quotes become
/// entities, the second `#` of `##[` a character reference (`#&#35;[`, issue 31), and control characters, which XML 1.0
/// cannot carry, are shown visibly.
enum MarkupEscape {
  enum Controls {
    /// XML text: tab kept, LF and CR as character references (the document reads the same, and no line of the file
    /// holds input text after a line break: a log that shows it cannot read a workflow command there); other
    /// controls, C1 controls and bidi controls as `U+XXXX`.
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
        && $0 != UInt8(ascii: "'") && $0 != UInt8(ascii: "#")
    }
  }

  static func escape(_ text: String, controls: Controls) -> String {
    if isPlain(text) { return text }
    let xml = controls != .showAll
    var output = ""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "#" where index > 0 && scalars[index - 1] == "#" && index + 1 < scalars.count && scalars[index + 1] == "[":
        // `##[` (a GitHub workflow command anywhere in a line) as `#&#35;[`: the same text for an XML or HTML reader.
        output += "&#35;"
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += xml ? "&apos;" : "&#39;"
      case "\n" where controls != .showAll: output += "&#10;"
      case "\r" where controls != .showAll: output += "&#13;"
      case "\t" where controls == .attribute: output += "&#9;"
      default:
        let value = scalar.value
        if controls == .keepWhitespace, scalar == "\t" {
          output.unicodeScalars.append(scalar)
          continue
        }
        if xml, Visible.isControl(scalar) || value == 0xFFFE || value == 0xFFFF || Visible.isBidiControl(scalar) {
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
