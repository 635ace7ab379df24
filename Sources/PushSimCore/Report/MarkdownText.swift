/// Markdown text: the one escaping function for input text in Markdown reports (`lint --format markdown`, the job
/// summary, `simulate --format markdown`), for GitHub Flavored Markdown (GFM spec 0.29) as GitHub renders it.
///
/// Nothing from an input may become raw HTML, an image, a link, an autolink (`https://…`, `www.…`, `a@b.c`), a mention
/// (`@name`, which GitHub links after rendering, in any text node) or a new table row or line. So:
/// - `code` puts the text in a code span (GFM §6.3) whose fence is one backtick longer than the longest run of
///   backticks in the text: nothing inside a code span is Markdown, HTML, a link or a mention. A table cell splits at
///   `|` even inside a code span (GFM §4.10), so in a cell `|` is written `\|`, which the table reads as `|`.
/// - `prose` writes inline text (never at the start of a block) with each character that can open or close inline
///   syntax backslash-escaped (CommonMark §2.4: `\` `` ` `` `*` `_` `[` `]` `<` `>` `!` `&` `|` `~`, and `$`,
///   which opens math on GitHub), and as a code span when it holds `@`, `://` or `www.`, which no escape keeps from
///   linking. (`(` and `)` make a link only after `]`, which is escaped.)
/// Both first make controls, line breaks and bidi controls visible (`Visible.text`).
public enum MarkdownText {
  public static func code(_ raw: String, inTable: Bool) -> String {
    var text = Visible.text(raw)
    if text.isEmpty { return "(empty)" }
    if inTable, text.utf8.contains(UInt8(ascii: "|")) { text = text.replacingEvery("|", with: "\\|") }
    var longest = 0
    var run = 0
    for byte in text.utf8 {
      run = byte == UInt8(ascii: "`") ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    // A code span strips one space from each end when both are spaces (GFM §6.3): pad when the text starts or ends
    // with a backtick or a space, so the text shown is the text given.
    let first = text.utf8.first
    let last = text.utf8.last
    let pad = first == UInt8(ascii: "`") || last == UInt8(ascii: "`") || first == UInt8(ascii: " ") || last == UInt8(ascii: " ")
    return pad ? fence + " " + text + " " + fence : fence + text + fence
  }

  public static func prose(_ raw: String, inTable: Bool) -> String {
    let text = Visible.text(raw)
    let lowered = text.lowercased()
    if lowered.contains("@") || lowered.contains("://") || lowered.contains("www.") { return code(raw, inTable: inTable) }
    guard text.utf8.contains(where: isPunctuation) else { return text }
    var output = ""
    output.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if scalar.isASCII, isPunctuation(UInt8(scalar.value)) { output += "\\" }
      output.unicodeScalars.append(scalar)
    }
    return output
  }

  /// The ASCII punctuation that can open or close inline syntax (all of it may be backslash-escaped).
  static func isPunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "$"):
      true
    default: false
    }
  }
}
