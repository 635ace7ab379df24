/// Cuts a large Swift file into pieces that SwiftParser reads one at a time (issue 18 item 6: memory).
///
/// Where the memory goes: SwiftParser's tree of a 1 MB file takes about 65–75 MB of arena, and every node the model
/// builder visits is materialised into the same arena (about 45 MB more for a walk over all of it); both live until
/// the tree is freed. Generated code (SwiftGen, protobuf, GraphQL clients) is many top-level declarations, so the
/// file is cut between them, at lines where no brace, bracket, parenthesis, comment, string or `#if` is open, into
/// pieces of about `pieceBytes`: each piece is parsed, turned into the model and freed before the next, and peak
/// memory is one piece's tree plus the model. A piece starts at the start of a line, so columns are unchanged and lines
/// shift by the piece's first line. A type whose body runs past `typeCutBytes` (one class of 10,000 methods) is cut too,
/// between its members (issue 31 item 2): a piece that starts inside the body is read wrapped in an extension that
/// `SwiftSource` merges into the type, and a piece that ends inside it is closed. Any other huge declaration (a 1 MB
/// function) is one piece.
public enum SwiftChunks {
  public static let pieceBytes = 64 * 1024
  /// An array or dictionary literal larger than this is generated data: the Swift reader does not visit its elements
  /// (no name in a data table decides how pushes are wired).
  public static let dataTableBytes = 64 * 1024
  /// Files up to this size are one piece (every hand-written app delegate): the cut is for generated code.
  public static let wholeFileBytes = 256 * 1024
  /// A type's body is cut between members once the type has run this long (hand-written types are far shorter).
  public static let typeCutBytes = 128 * 1024

  /// A piece: its bytes, the line (0-based) it starts on, and whether it starts or ends inside a type's body.
  public typealias Piece = (range: Range<Int>, firstLine: Int, startsInType: Bool, endsInType: Bool)

  /// The byte ranges of the pieces and the line (0-based) each starts on; one piece for a small file.
  public static func pieces(
    _ bytes: [UInt8], pieceBytes: Int = SwiftChunks.pieceBytes, wholeFileBytes: Int = SwiftChunks.wholeFileBytes,
    typeCutBytes: Int = SwiftChunks.typeCutBytes
  ) -> [Piece] {
    guard bytes.count > wholeFileBytes else { return [(0..<bytes.count, 0, false, false)] }
    var pieces: [Piece] = []
    var start = 0
    var startsInType = false
    // Where the current top-level declaration's text starts, and where the type body being read started.
    var headerStart = 0
    var typeStart: Int?
    var startLine = 0
    var line = 0
    var depth = 0  // braces, brackets, parentheses (and string interpolations)
    var conditional = 0  // open #if blocks
    var index = 0
    let count = bytes.count
    /// The string delimiters open: each is (pound signs, multi-line), with the depth its interpolations start at.
    var strings: [(pounds: Int, multiline: Bool, depth: Int)] = []
    var blockComments = 0
    func at(_ offset: Int) -> UInt8? { index + offset < count ? bytes[index + offset] : nil }
    while index < count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        index += 1
        // A cut: the line after this newline starts a piece when nothing is open and the piece is big enough.
        let closed = conditional == 0 && strings.isEmpty && blockComments == 0 && index - start >= pieceBytes && index < count
        let inType = depth == 1 && typeStart.map { index - $0 >= typeCutBytes } == true
        if closed, depth == 0 || inType {
          pieces.append((start..<index, startLine, startsInType, inType))
          start = index
          startLine = line
          startsInType = inType
        }
        continue
      }
      if blockComments > 0 {
        (index, blockComments) = SwiftLexis.blockComment(bytes, at: index, depth: blockComments)
        continue
      }
      if let open = strings.last, depth == open.depth {
        // Inside a string's text: its end, an escape, or an interpolation `\(` (with as many # as the string).
        switch SwiftLexis.inString(bytes, at: index, (open.pounds, open.multiline)) {
        case .text: index += 1
        case .escape(let length): index += length
        case .interpolation(let length):
          depth += 1
          index += length
        case .end(let length):
          strings.removeLast()
          index += length
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
        while index < count, bytes[index] != 0x0A { index += 1 }
        continue
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
        blockComments = 1
        index += 2
        continue
      case UInt8(ascii: "#"), UInt8(ascii: "\""):
        // A string: #*"…"#* or #*"""…"""#*.
        let pounds = SwiftLexis.pounds(bytes, at: index)
        if let opening = SwiftLexis.stringOpening(bytes, at: index, pounds: pounds) {
          strings.append((pounds, opening.multiline, depth))
          index += pounds + (opening.multiline ? 3 : 1)
          continue
        }
        if pounds == 1 {
          // A directive: #if opens, #endif closes (#else and #elseif stay inside).
          let word = directive(bytes, after: index + 1)
          if word == "if" { conditional += 1 }
          if word == "endif" { conditional = max(0, conditional - 1) }
        }
        index += max(1, pounds)
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
        if depth == 0, byte == UInt8(ascii: "{"), isTypeHeader(bytes[headerStart..<index]) { typeStart = headerStart }
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        // `)` that ends an interpolation returns to its string.
        depth = max(0, depth - 1)
        if depth == 0 {
          typeStart = nil
          headerStart = index + 1
        }
      case UInt8(ascii: ";") where depth == 0: headerStart = index + 1
      default: break
      }
      index += 1
    }
    pieces.append((start..<count, startLine, startsInType, false))
    return pieces
  }

  /// Whether a top-level declaration's text before its `{` declares a type: a word `class`, `struct`, `enum`,
  /// `extension`, `actor` or `protocol`, and none of `func`, `init`, `var`, `let`, `subscript`, `=`.
  static func isTypeHeader(_ header: ArraySlice<UInt8>) -> Bool {
    var words: Set<String> = []
    var word: [UInt8] = []
    for byte in header {
      if byte == UInt8(ascii: "=") { return false }
      if (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "_") {
        word.append(byte)
      } else if !word.isEmpty {
        words.insert(String(decoding: word, as: UTF8.self))
        word = []
      }
    }
    if !word.isEmpty { words.insert(String(decoding: word, as: UTF8.self)) }
    return !words.isDisjoint(with: ["class", "struct", "enum", "extension", "actor", "protocol"])
      && words.isDisjoint(with: ["func", "init", "var", "let", "subscript"])
  }

  /// The letters of a directive's name after `#`.
  private static func directive(_ bytes: [UInt8], after index: Int) -> String {
    var end = index
    while end < bytes.count, (0x61...0x7A).contains(bytes[end]) { end += 1 }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }
}
