/// The pass `SourceBudget.swift` makes: a stack of open groups, and per group the member chain being read.
struct SwiftBudgetScan {
  let bytes: [UInt8]
  let maxNesting: Int
  let maxChainLinks: Int
  var found: [SourceBudget.Excess] = []

  /// An open bracket, parenthesis or brace (or the file itself, at the bottom), and the chain read at its level.
  struct Group {
    var opener: Int
    var chainStart: Int?
    /// Where the chain starts (line, column).
    var chainPlace = (line: 0, column: 0)
    var links = 0
    /// The last token continues a chain: a name, a literal, a closer, `?`/`!` after one, or a `.`.
    var chainable = false
    /// The interior is cut (a group nested deeper than the budget was opened in it).
    var cut = false
    /// Where its interior starts (line, column).
    var interiorPlace = (line: 0, column: 0)
    /// `else if` in a row at this level (each one level deeper in the parser and the model), where the cut of a chain
    /// past the budget starts, and the end of its last arm.
    var elseIfs = 0
    var elseIfCut: (start: Int, line: Int, column: Int)?
    var lastArmEnd = 0
    /// A `}` just closed an arm at this level; the last word was `else`.
    var armClosed = false
    var afterElse = false
  }

  var groups: [Group] = [Group(opener: -1)]
  /// Open string literals: pound signs, multi-line, and the group depth their interpolations start at.
  var strings: [(pounds: Int, multiline: Bool, depth: Int)] = []
  var index = 0
  var line = 1
  var lineStart = 0

  init(bytes: [UInt8], maxNesting: Int, maxChainLinks: Int) {
    self.bytes = bytes
    self.maxNesting = maxNesting
    self.maxChainLinks = maxChainLinks
  }

  func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

  /// Line and column of an offset on the current line.
  func place(_ offset: Int) -> (line: Int, column: Int) { (line, offset - lineStart + 1) }

  mutating func record(_ range: Range<Int>, _ place: (line: Int, column: Int), _ reason: String, braces: Bool = false) {
    guard !range.isEmpty else { return }
    found.append(SourceBudget.Excess(range: range, line: place.line, column: place.column, reason: reason, braces: braces))
  }

  /// Every token at the current level but blanks and comments (`word` for a name, starting at `start`): follows
  /// `else if` chains.
  mutating func token(_ word: ArraySlice<UInt8>? = nil, at start: Int) {
    guard let top = groups.indices.last else { return }
    let isElse = word?.elementsEqual("else".utf8) == true
    if groups[top].armClosed && !isElse { endElseIfs() }
    groups[top].armClosed = false
    if word?.elementsEqual("if".utf8) == true {
      if groups[top].afterElse {
        groups[top].elseIfs += 1
        if groups[top].elseIfs > maxNesting, groups[top].elseIfCut == nil {
          // The rest of the chain is cut from this `if`: `else { marker }` stays valid.
          let place = place(start)
          groups[top].elseIfCut = (start, place.line, place.column)
        }
      } else {
        endElseIfs()
      }
    }
    groups[top].afterElse = isElse
  }

  /// An `else if` chain at the current level has ended: a cut of it is recorded up to its last arm.
  mutating func endElseIfs() {
    guard let top = groups.indices.last else { return }
    if let cut = groups[top].elseIfCut {
      record(
        cut.start..<max(cut.start, groups[top].lastArmEnd), (cut.line, cut.column), SourceBudget.elseIfReason(), braces: true)
    }
    groups[top].elseIfs = 0
    groups[top].elseIfCut = nil
  }

  /// The chain at the current level ends before `end`.
  mutating func endChain(at end: Int) {
    guard let top = groups.indices.last else { return }
    if let start = groups[top].chainStart, groups[top].links > maxChainLinks {
      // The chain ends with its last token, not with the blanks before what follows.
      var last = end
      while last > start, Self.isSpace(bytes[last - 1]) { last -= 1 }
      record(start..<last, groups[top].chainPlace, SourceBudget.chainReason())
    }
    groups[top].chainStart = nil
    groups[top].links = 0
    groups[top].chainable = false
  }

  /// A name or literal: it continues a chain after a `.`, else starts one.
  mutating func operand(at start: Int) {
    guard let top = groups.indices.last else { return }
    if groups[top].chainStart != nil, groups[top].chainable, start > 0, previousSignificant(before: start) == UInt8(ascii: ".") {
      groups[top].chainable = true
      return
    }
    endChain(at: start)
    groups[top].chainStart = start
    groups[top].chainPlace = place(start)
    groups[top].chainable = true
  }

  func previousSignificant(before offset: Int) -> UInt8? {
    var cursor = offset - 1
    while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { cursor -= 1 }
    return cursor >= 0 ? bytes[cursor] : nil
  }

  mutating func open(_ offset: Int) {
    // A call or subscript right after an operand (`f()()`, `a[0][0]`) is a link of its chain.
    if let top = groups.indices.last, groups[top].chainStart != nil, groups[top].chainable, bytes[offset] != UInt8(ascii: "{"),
      offset > 0, !Self.isSpace(bytes[offset - 1])
    {
      groups[top].links += 1
    }
    if groups.count - 1 >= maxNesting, let top = groups.indices.last, !groups[top].cut {
      // The group at the budget's depth is cut from its first byte inside.
      groups[top].cut = true
    }
    var group = Group(opener: offset)
    group.interiorPlace = place(offset + 1)
    groups.append(group)
  }

  mutating func close(_ offset: Int) {
    guard groups.count > 1 else { return }
    endChain(at: offset)
    endElseIfs()
    let group = groups.removeLast()
    if group.cut { record((group.opener + 1)..<offset, group.interiorPlace, SourceBudget.nestingReason()) }
    // After a closer the chain at the outer level goes on (`f(x).y`, `a[0].b`, `x { }.y`).
    if let top = groups.indices.last, groups[top].chainStart != nil { groups[top].chainable = true }
    // After a brace an `else` may go on with an `if … else if` chain.
    if let top = groups.indices.last, offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      groups[top].armClosed = true
      groups[top].lastArmEnd = offset + 1
    }
  }

  mutating func run() {
    let count = bytes.count
    var blockComments = 0
    while index < count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        index += 1
        lineStart = index
        continue
      }
      if blockComments > 0 {
        (index, blockComments) = SwiftLexis.blockComment(bytes, at: index, depth: blockComments)
        continue
      }
      if let open = strings.last, groups.count == open.depth {
        switch SwiftLexis.inString(bytes, at: index, (open.pounds, open.multiline)) {
        case .text: index += 1
        case .escape(let length): index += length
        case .interpolation(let length):
          // The interpolation's `(` is the last byte of `\(` (or `\#(`): a group like any other.
          self.open(index + length - 1)
          index += length
        case .end(let length):
          strings.removeLast()
          index += length
        }
        continue
      }
      switch byte {
      case 0x20, 0x09, 0x0D:
        index += 1
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
        while index < count, bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
        blockComments = 1
        index += 2
      case UInt8(ascii: "#"), UInt8(ascii: "\""):
        let pounds = SwiftLexis.pounds(bytes, at: index)
        token(at: index)
        if let opening = SwiftLexis.stringOpening(bytes, at: index, pounds: pounds) {
          operand(at: index)
          strings.append((pounds, opening.multiline, groups.count))
          index += pounds + (opening.multiline ? 3 : 1)
        } else {
          endChain(at: index)
          index += max(1, pounds)
        }
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
        token(at: index)
        open(index)
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        token(at: index)
        close(index)
        index += 1
      case UInt8(ascii: "."):
        token(at: index)
        guard let top = groups.indices.last else { return }
        if groups[top].chainStart == nil {
          // An implicit member (`.banner`) starts a chain.
          groups[top].chainStart = index
          groups[top].chainPlace = place(index)
        }
        if groups[top].chainable || at(1).map(Self.isNameByte) == true {
          groups[top].links += 1
          groups[top].chainable = true
        }
        index += 1
      case UInt8(ascii: "?"), UInt8(ascii: "!"):
        // Postfix after an operand (`a!`, `a?.b`) is a link of the chain; otherwise an operator.
        token(at: index)
        if let top = groups.indices.last {
          if groups[top].chainable && index > 0 && !Self.isSpace(bytes[index - 1]) {
            groups[top].links += 1
          } else {
            endChain(at: index)
          }
        }
        index += 1
      default:
        if Self.isNameByte(byte) || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "$") {
          let start = index
          if byte == UInt8(ascii: "`") {
            index += 1
            while index < count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
            if index < count, bytes[index] == UInt8(ascii: "`") { index += 1 }
          } else {
            while index < count, Self.isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: "$") { index += 1 }
          }
          token(bytes[start..<index], at: start)
          operand(at: start)
        } else {
          token(at: index)
          endChain(at: index)
          index += 1
        }
      }
    }
    // What is still open at the end of the file ends there.
    while groups.count > 1 { close(count) }
    endChain(at: count)
    endElseIfs()
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
