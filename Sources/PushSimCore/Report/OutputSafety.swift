/// The output-safety property (issue 18 item 3), as a checker: what any output pushsim writes must satisfy, whatever
/// its inputs. The property test sends one hostile string through every input field into every command × format and
/// asks this; the fuzz target asks it of every output it produces.
///
/// - No raw control character (C0 but LF and tab, DEL, C1), no U+2028/U+2029, no bidi control, anywhere.
/// - No GitHub workflow command pushsim did not write: no line whose text after leading white space starts with `::`
///   (in `--format github` only `::error …::`, `::warning …::` and `::notice …::` lines, one per line), and no `##[`.
/// - Markdown: outside code spans, no raw HTML but pushsim's `<br>`, no `[` or `]` (links, images), no `@` (mentions,
///   e-mail autolinks), no `://` or `www.` (autolinks); each table row has its header's number of cells.
/// - HTML: no `<img`, `<iframe`, `<object`, `<embed`, `javascript:` (pushsim's page has none of its own).
public enum OutputSafety {
  /// What an output is: `stdout` in a `--format` (nil: text), or `stderr`.
  public enum Stream: Sendable, Equatable {
    case stdout(format: String?)
    case stderr
  }

  /// The violations found, each a short reason with the offending line (escaped); empty when the output is safe.
  public static func violations(_ text: String, stream: Stream) -> [String] {
    var found: [String] = []
    for scalar in text.unicodeScalars where (Visible.isControl(scalar) && scalar != "\n" && scalar != "\t") || Visible.isBidiControl(scalar) {
      found.append("raw control U+\(String(scalar.value, radix: 16, uppercase: true))")
      break
    }
    let format: String? = if case .stdout(let format) = stream { format } else { nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines {
      if line.contains("##[") { found.append("a ##[ command: \(Visible.text(String(line.prefix(120))))") }
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("::") else { continue }
      if format == "github", isAnnotation(trimmed) { continue }
      found.append("a workflow command line: \(Visible.text(String(line.prefix(120))))")
    }
    switch format {
    case "markdown": found += markdownViolations(lines)
    case "html":
      let lowered = text.lowercased()
      for tag in ["<img", "<iframe", "<object", "<embed", "javascript:"] where lowered.contains(tag) { found.append("HTML \(tag)") }
    default: break
    }
    return found
  }

  /// `::error file=…,line=…::message` and the like: a command pushsim writes, with escaped properties.
  static func isAnnotation(_ line: Substring) -> Bool {
    for command in ["::error ", "::warning ", "::notice ", "::error::", "::warning::", "::notice::"] where line.hasPrefix(command) {
      let rest = line.dropFirst(command.count)
      // The properties end at the first `::` (escapeProperty writes `:` as %3A), and the message follows.
      return command.hasSuffix("::") || rest.contains("::")
    }
    return false
  }

  /// Markdown outside code spans: no raw HTML but `<br>`, no `[`, `]`, `@`, `://`, `www.`; table rows with their
  /// header's cell count.
  static func markdownViolations(_ lines: [Substring]) -> [String] {
    var found: [String] = []
    var headerCells: Int?
    for line in lines {
      let outside = outsideCodeSpans(Array(line.utf8))
      let text = String(decoding: outside, as: UTF8.self)
      let withoutBreaks = text.replacingEvery("<br>", with: " ")
      for bad in ["<", "[", "]", "@", "://", "www."] where withoutBreaks.lowercased().contains(bad) {
        found.append("Markdown \(bad) outside a code span: \(Visible.text(String(line.prefix(160))))")
      }
      if line.hasPrefix("|") {
        let cells = unescapedPipes(Array(line.utf8))
        if let header = headerCells, cells != header { found.append("a table row with \(cells) cell borders, not \(header)") }
        if headerCells == nil { headerCells = cells }
      } else {
        headerCells = nil
      }
    }
    return found
  }

  /// The line's bytes with code spans (CommonMark §6.1: a backtick run closed by a run of the same length) and
  /// backslash-escaped characters removed.
  static func outsideCodeSpans(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
        index += 2
        continue
      }
      guard byte == UInt8(ascii: "`") else {
        output.append(byte)
        index += 1
        continue
      }
      var run = 0
      while index + run < bytes.count, bytes[index + run] == UInt8(ascii: "`") { run += 1 }
      // The closing run of exactly `run` backticks, if there is one.
      var search = index + run
      var close: Int?
      while search < bytes.count {
        if bytes[search] == UInt8(ascii: "`") {
          var length = 0
          while search + length < bytes.count, bytes[search + length] == UInt8(ascii: "`") { length += 1 }
          if length == run {
            close = search
            break
          }
          search += length
        } else {
          search += 1
        }
      }
      if let close {
        index = close + run
      } else {
        output += bytes[index..<(index + run)]
        index += run
      }
    }
    return output
  }

  /// Cell borders: `|` not escaped with a backslash (GFM §4.10 splits cells at these even inside code spans).
  static func unescapedPipes(_ bytes: [UInt8]) -> Int {
    var count = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "|") { count += 1 }
      index += 1
    }
    return count
  }
}
