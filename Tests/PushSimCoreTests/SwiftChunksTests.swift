import Testing

@testable import PushSimCore

/// Issue 18 item 6: a large Swift file is read piece by piece. A piece boundary may fall only where nothing is open
/// (a brace, a bracket, a parenthesis, a comment, a string with its interpolations, an `#if`), at a line start, and the
/// pieces are the whole file in order.
@Suite struct SwiftChunksTests {
  static func cut(_ text: String, piece: Int = 16) -> [String] {
    let bytes = Array(text.utf8)
    return SwiftChunks.pieces(bytes, pieceBytes: piece, wholeFileBytes: 0).map { String(decoding: bytes[$0.range], as: UTF8.self) }
  }

  @Test func smallFilesAreOnePiece() {
    let bytes = Array("struct A {}\n".utf8)
    #expect(SwiftChunks.pieces(bytes).count == 1)
  }

  @Test func cutsBetweenTopLevelDeclarationsOnly() {
    let text = (0..<20).map { "struct S\($0) {\n  let x = [1, 2]\n}\n" }.joined()
    let pieces = Self.cut(text)
    #expect(pieces.count > 1)
    #expect(pieces.joined() == text)
    for piece in pieces { #expect(piece.hasPrefix("struct S"), "\(piece)") }
  }

  @Test(arguments: [
    "let a = \"\"\"\n{ not code\n}\n\"\"\"\n",
    "let b = #\"\"\"\n\"# ( still a string\n\"\"\"#\n",
    "let c = \"\\(f(\"}\"))\"\n",
    "/* comment { /* nested */\n}\n*/\n",
    "// a line comment {\n",
    "#if DEBUG\nfunc d() {}\n#else\nfunc e() {}\n#endif\n",
    "func f() {\n  g(\n    1)\n}\n",
  ])
  func neverCutsInsideWhatIsOpen(_ unit: String) {
    let text = (0..<8).map { _ in unit }.joined()
    let pieces = Self.cut(text, piece: 1)
    #expect(pieces.joined() == text)
    // Each piece is whole units: it starts where a unit starts.
    for piece in pieces { #expect(text.hasPrefix(piece) || unit.hasPrefix(String(piece.prefix(unit.count))), "\(piece)") }
    #expect(pieces.count == 8, "\(pieces)")
  }

  @Test func piecesKnowTheirFirstLine() {
    let text = (0..<10).map { "let v\($0) = \($0)\n" }.joined()
    let pieces = SwiftChunks.pieces(Array(text.utf8), pieceBytes: 1, wholeFileBytes: 0)
    #expect(pieces.map(\.firstLine) == Array(0..<10))
  }
}
