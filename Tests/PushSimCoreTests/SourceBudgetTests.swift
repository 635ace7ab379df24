import Testing

@testable import PushSimCore

/// Issue 31 item 2: the wiring readers' budget, as pure functions. Swift is measured before the parser sees it; a
/// construct over the budget is cut (the marker and blanks, lines and later columns kept) and named at its place.
/// Objective-C is measured by the scanner as it reads.
@Suite struct SourceBudgetTests {
  static func swift(_ text: String, nesting: Int = 8, links: Int = 8) -> [SourceBudget.Excess] {
    SourceBudget.swift(Array(text.utf8), maxNesting: nesting, maxChainLinks: links)
  }

  static func chain(_ links: Int) -> String { "a" + String(repeating: ".b", count: links) }

  @Test func chainsWithinTheBudgetAreRead() {
    #expect(Self.swift("let x = " + Self.chain(8) + "\n").isEmpty)
    // Members, calls, subscripts and postfix `?`/`!` are links: nine here.
    #expect(Self.swift("let x = a.b(1).c[2]?.d!.e { }.f\n", links: 9).isEmpty)
    #expect(Self.swift("let x = a.b(1).c[2]?.d!.e { }.f\n", links: 8).count == 1)
  }

  @Test func callsSubscriptsAndUnwrapsAreLinks() {
    #expect(Self.swift("let x = f" + String(repeating: "()", count: 9) + "\n").count == 1)
    #expect(Self.swift("let x = a" + String(repeating: "[0]", count: 9) + "\n").count == 1)
    #expect(Self.swift("let x = a" + String(repeating: "!", count: 9) + "\n").count == 1)
    // A call after a blank is not a link (`if x (…)` is not a call of x).
    #expect(Self.swift("let x = " + String(repeating: "f (1) ", count: 9) + "\n").isEmpty)
  }

  @Test func aLongChainIsCutFromItsFirstName() throws {
    let text = "func f() {\n  let x = " + Self.chain(9) + "\n  g()\n}\n"
    let found = Self.swift(text)
    let excess = try #require(found.first)
    #expect(found.count == 1)
    #expect((excess.line, excess.column) == (2, 11))
    #expect(excess.reason.contains("member chain"))
    let cut = Array(text.utf8)[excess.range]
    #expect(String(decoding: cut, as: UTF8.self) == Self.chain(9))
  }

  @Test func chainsAcrossLinesAndCallsCount() {
    // Leading dots on new lines continue a chain; a call's parentheses do not end it.
    let text = "let v = a\n" + (0..<9).map { "  .m\($0)(x)\n" }.joined()
    #expect(Self.swift(text).count == 1)
    // Names separated by operators, commas or keywords are different chains.
    let separate = String(repeating: "a.b.c + ", count: 20) + "d\n"
    #expect(Self.swift(separate).isEmpty)
  }

  @Test func aLongElseIfChainIsCutAfterAnElse() throws {
    let arms = (1...12).map { " else if a == \($0) { f() }" }.joined()
    let text = "func g() {\n  if a == 0 { f() }" + arms + " else { h() }\n  done()\n}\n"
    let found = Self.swift(text)
    let excess = try #require(found.first)
    #expect(found.count == 1)
    // The ninth `else if` is the first over a budget of eight: cut from its `if` to the end of the chain.
    let cut = String(decoding: Array(text.utf8)[excess.range], as: UTF8.self)
    #expect(cut.hasPrefix("if a == 9 {") && cut.hasSuffix("else { h() }"))
    let blanked = String(decoding: SourceBudget.blanked(Array(text.utf8), found), as: UTF8.self)
    #expect(blanked.contains("else if a == 8 { f() } else {" + SourceBudget.marker + "}"))
    #expect(blanked.hasSuffix("\n  done()\n}\n"))
    // Chains within the budget, one after another, are read.
    #expect(Self.swift("func g() {\n" + String(repeating: "  if a { f() } else if b { g() } else { h() }\n", count: 20) + "}\n").isEmpty)
  }

  @Test func nestingOverTheBudgetCutsTheInteriorAtTheBudget() throws {
    let text = "let x = " + String(repeating: "(", count: 10) + "1" + String(repeating: ")", count: 10) + "\nlet y = 2\n"
    let found = Self.swift(text)
    let excess = try #require(found.first)
    #expect(found.count == 1)
    // The eighth parenthesis is kept; everything inside it is cut.
    #expect(excess.line == 1 && excess.column == 9 + 8)
    #expect(String(decoding: Array(text.utf8)[excess.range], as: UTF8.self) == "((1))")
  }

  @Test func stringsAndCommentsAreNotCode() {
    let dots = String(repeating: ".b", count: 40)
    let braces = String(repeating: "{", count: 40)
    #expect(Self.swift("let s = \"a\(dots) \(braces)\"\n// \(braces)\n/* \(dots) /* nested */ */\nlet t = #\"\(braces)\"#\n").isEmpty)
    // An interpolation is code.
    #expect(Self.swift("let s = \"\\(" + Self.chain(9) + ")\"\n").count == 1)
  }

  @Test func aCutInsideACutIsOne() {
    let inner = "(" + Self.chain(20) + ")"
    let text = "let x = " + String(repeating: "(", count: 9) + inner + String(repeating: ")", count: 9) + "\n"
    #expect(Self.swift(text).count == 1)
  }

  @Test func anUnclosedGroupIsCutToTheEnd() {
    let text = "func f() {\n" + String(repeating: "[", count: 30)
    let found = Self.swift(text)
    #expect(found.count == 1)
    #expect(found.first?.range.upperBound == text.utf8.count)
  }

  @Test func blankingKeepsLinesAndTheColumnsAfterACut() throws {
    let text = "let x = " + Self.chain(12) + "\n  .c\n  .d; let after = 1\nlet z = 3\n"
    let found = Self.swift(text)
    #expect(found.count == 1)
    let blanked = String(decoding: SourceBudget.blanked(Array(text.utf8), found), as: UTF8.self)
    let before = text.split(separator: "\n", omittingEmptySubsequences: false)
    let after = blanked.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count)
    #expect(after[0].hasPrefix("let x = " + SourceBudget.marker))
    // The cut's last line keeps its length: `let after` is at the same column.
    let column = { (line: Substring) in line.range(of: "let after").map { line.distance(from: line.startIndex, to: $0.lowerBound) } }
    #expect(column(before[2]) != nil && column(before[2]) == column(after[2]))
    #expect(after[3] == "let z = 3")
  }

  @Test func theBudgetIsLinear() {
    // 200,000 links and 100,000 parentheses: one pass, one cut each.
    #expect(SourceBudget.swift(Array(("let x = " + Self.chain(200_000) + "\n").utf8)).count == 1)
    let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
    #expect(SourceBudget.swift(Array(("let y = " + deep + "\n").utf8)).count == 1)
  }

  @Test func objectiveCChainsAndNestingAreCutWhereTheyStand() throws {
    let method = "@implementation A\n- (void)f {\n"
    let chain = ObjCScanner.read(
      path: "A.m",
      bytes: Array((method + "  id x = a" + String(repeating: ".b", count: SourceBudget.maxChainLinks + 1) + ";\n  g();\n}\n@end\n").utf8))
    #expect(chain.tooComplex.map(\.place.line) == [3])
    let body = try #require(chain.types.first?.functions.first?.body)
    #expect(body.count == 2)
    if case .binding(_, .name(let name, _)?, _) = body[0] { #expect(name == SourceBudget.marker) } else { Issue.record("\(body[0])") }
    // A message counts one level of the scanner's budget (three times the nesting budget).
    let depth = SourceBudget.maxNesting * 3 + 1
    let nested = ObjCScanner.read(
      path: "A.m",
      bytes: Array(
        (method + "  id y = " + String(repeating: "[a b:", count: depth) + "c" + String(repeating: "]", count: depth) + ";\n}\n@end\n").utf8))
    #expect(nested.tooComplex.count == 1)
    #expect(nested.tooComplex.first?.reason.contains("nested deeper than") == true)
  }

  @Test func aLongTypeIsCutBetweenItsMembers() {
    let members = (0..<40).map { "  func m\($0)() {\n    g(\($0))\n  }\n" }.joined()
    let text = "final class Big: NSObject {\n" + members + "}\nlet after = 1\n"
    let bytes = Array(text.utf8)
    let pieces = SwiftChunks.pieces(bytes, pieceBytes: 64, wholeFileBytes: 0, typeCutBytes: 128)
    #expect(pieces.count > 2)
    #expect(pieces.map { String(decoding: bytes[$0.range], as: UTF8.self) }.joined() == text)
    #expect(pieces.first?.startsInType == false && pieces.first?.endsInType == true)
    #expect(pieces.last?.startsInType == true && pieces.last?.endsInType == false)
    for piece in pieces.dropFirst() where piece.startsInType {
      // Each piece in the body starts at a member.
      #expect(
        String(decoding: bytes[piece.range], as: UTF8.self).hasPrefix("  func m")
          || String(decoding: bytes[piece.range], as: UTF8.self).hasPrefix("}"))
    }
    // A function's body is never cut: it is not a type.
    let function = "func big() {\n" + (0..<40).map { "  g(\($0))\n" }.joined() + "}\n"
    #expect(SwiftChunks.pieces(Array(function.utf8), pieceBytes: 64, wholeFileBytes: 0, typeCutBytes: 128).count == 1)
  }
}
