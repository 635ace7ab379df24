/// Text from payloads, configs, profiles and file names as human-readable reports show it: no
/// raw control characters, so a value cannot forge a line (`\n::error …`) or drive the terminal
/// (ESC sequences). `\n`, `\r` and `\t` are shown as such, other controls as `\u{…}`.
public enum Visible {
  public static func text(_ raw: String) -> String {
    // Every control character below starts with a byte under 0x20, 0x7F, 0xC2 (C1 controls) or 0xE2 (U+2028,
    // U+2029): text with none of those bytes is shown as it is, without decoding its scalars.
    let plain = raw.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
    }
    if plain == true { return raw }
    guard raw.unicodeScalars.contains(where: isControl) else { return raw }
    var output = ""
    for scalar in raw.unicodeScalars {
      switch scalar {
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if isControl(scalar) {
          output += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
  }
}
