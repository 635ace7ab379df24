#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Wiring's places in reports: `pushsim wiring`'s CI formats are the shared writers (`LintReport`, through
/// `FindingOutput`), which count columns in code points.
extension WiringReport {
  /// Where `helpUri` points: the rule's section of docs/wiring.md (`PUSHSIM_DOCS_URL` gives the base, as for lint).
  public static let defaultDocsURL = Project.docs + "/wiring.md"

  /// The code-point column of a UTF-8 byte column in `bytes` (the file's text).
  static func codePointColumn(_ place: CodePlace, in bytes: [UInt8]) -> Int {
    var line = 1
    var start = 0
    var index = 0
    while index < bytes.count && line < place.line {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        start = index + 1
      }
      index += 1
    }
    let end = min(start + max(place.column - 1, 0), bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.count + 1
  }
}
