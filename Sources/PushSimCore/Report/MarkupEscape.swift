/// Escaping for XML (JUnit) and HTML reports, written once: `&`, `<`, `>` and quotes become
/// entities, and control characters, which XML 1.0 cannot carry, are shown visibly.
enum MarkupEscape {
  enum Controls {
    /// Tab, LF and CR kept; other controls as `U+XXXX` (XML text).
    case keepWhitespace
    /// Every control as `\u{…}` (HTML, where a raw control would be invisible).
    case showAll
  }

  static func escape(_ text: String, controls: Controls) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += controls == .showAll ? "&#39;" : "&apos;"
      default:
        let value = scalar.value
        if controls == .keepWhitespace, scalar == "\n" || scalar == "\t" || scalar == "\r" {
          output.unicodeScalars.append(scalar)
          continue
        }
        if controls == .keepWhitespace, value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          let hex = String(value, radix: 16, uppercase: true)
          output += "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else if controls == .showAll, value < 0x20 || (0x7F...0x9F).contains(value) {
          output += "\\u{" + String(value, radix: 16) + "}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }
}
