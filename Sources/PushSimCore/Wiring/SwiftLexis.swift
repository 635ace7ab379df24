/// What the two byte scanners of Swift source read alike: `SwiftChunks` (where a large file may be cut) and
/// `SwiftBudgetScan` (how deep and how long its constructs run) must agree on where a comment or a string literal starts
/// and ends, or one would cut or measure inside what the other reads as text. Both call these; neither decodes.
enum SwiftLexis {
  /// A string literal's delimiter: `#"…"#` has one pound sign, `"""…"""` is multi-line.
  typealias Delimiter = (pounds: Int, multiline: Bool)

  /// The pound signs at `index` (0 when there are none).
  static func pounds(_ bytes: [UInt8], at index: Int) -> Int {
    var count = 0
    while index + count < bytes.count, bytes[index + count] == UInt8(ascii: "#") { count += 1 }
    return count
  }

  /// The delimiter of the string literal whose `pounds` pound signs start at `index`, or nil when no `"` follows them
  /// (a directive, `#selector`); its opening is `pounds + (multiline ? 3 : 1)` bytes long.
  static func stringOpening(_ bytes: [UInt8], at index: Int, pounds: Int) -> Delimiter? {
    func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
    guard at(pounds) == UInt8(ascii: "\"") else { return nil }
    return (pounds, at(pounds + 1) == UInt8(ascii: "\"") && at(pounds + 2) == UInt8(ascii: "\""))
  }

  /// What a byte inside a string literal's text is.
  enum InString {
    /// Text: one byte on.
    case text
    /// An escape (`\n`, `\#n`): this many bytes on.
    case escape(length: Int)
    /// An interpolation's `\(` (with as many `#` as the string): this many bytes on, then code until its `)`.
    case interpolation(length: Int)
    /// The closing delimiter: this many bytes on, and the string is closed.
    case end(length: Int)
  }

  static func inString(_ bytes: [UInt8], at index: Int, _ open: Delimiter) -> InString {
    func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
    if bytes[index] == UInt8(ascii: "\\") {
      var pounds = 0
      while pounds < open.pounds, at(1 + pounds) == UInt8(ascii: "#") { pounds += 1 }
      let length = 2 + pounds
      return pounds == open.pounds && at(1 + pounds) == UInt8(ascii: "(") ? .interpolation(length: length) : .escape(length: length)
    }
    if bytes[index] == UInt8(ascii: "\"") {
      let quotes = open.multiline ? 3 : 1
      let closes = (0..<quotes).allSatisfy { at($0) == UInt8(ascii: "\"") } && (0..<open.pounds).allSatisfy { at(quotes + $0) == UInt8(ascii: "#") }
      if closes { return .end(length: quotes + open.pounds) }
    }
    return .text
  }

  /// Inside `depth` nested block comments, the byte at `index`: the next index and how many comments are still open
  /// (Swift's block comments nest).
  static func blockComment(_ bytes: [UInt8], at index: Int, depth: Int) -> (next: Int, depth: Int) {
    let next = index + 1 < bytes.count ? bytes[index + 1] : nil
    if bytes[index] == UInt8(ascii: "*"), next == UInt8(ascii: "/") { return (index + 2, depth - 1) }
    if bytes[index] == UInt8(ascii: "/"), next == UInt8(ascii: "*") { return (index + 2, depth + 1) }
    return (index + 1, depth)
  }
}
