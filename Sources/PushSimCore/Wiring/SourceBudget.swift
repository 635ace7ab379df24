/// The budget of the wiring readers (issue 31 item 2, DESIGN.md §7 "bounded readers"): how deep code may nest and how
/// long a member chain may be before pushsim stops reading it. A pull request controls the sources, and a parser, the
/// model builder and every analysis recurse along nesting and chains: a chain of 5,000 links crashed the process.
///
/// Swift is measured here before SwiftParser sees it, in one pass over the bytes (comments and strings skipped,
/// interpolations read as code). A construct over the budget is replaced by `marker` (blanks after it, line breaks
/// kept, so every later place stays right) and becomes a `wiring-source-too-complex` finding at its place; the rest of
/// the file is read as usual. Objective-C is measured by `ObjCScanner` as it reads, against the same numbers.
/// The numbers are fixed (docs/security.md): hand-written code stays far below them.
public enum SourceBudget {
  /// Brackets, parentheses and braces open at once. SwiftParser stops descending at 256 on its own; an app delegate
  /// nests a dozen.
  public static let maxNesting = 128
  /// `.member` links in one chain (`a.b.c()` has two). Builder chains in real code have tens.
  public static let maxChainLinks = 256
  /// What stands where a construct was cut (an identifier: valid Swift in expression, statement and type position).
  public static let marker = "__pushsim_too_complex"

  /// A construct over the budget: its bytes, where it starts (1-based line, column in bytes), and why.
  public struct Excess: Sendable, Equatable {
    public var range: Range<Int>
    public var line: Int
    public var column: Int
    public var reason: String
  }

  /// The message a finding gives for an excess.
  public static func message(_ reason: String) -> String {
    "\(reason): pushsim did not read it (a fixed budget, docs/security.md), so the facts that depend on it are unknown"
  }

  static func nestingReason() -> String { "code nested deeper than \(maxNesting) brackets, parentheses or braces" }
  static func objcNestingReason() -> String {
    "code nested deeper than the reader's budget (\(maxNesting * 3) levels of statements, operands and messages, about \(maxNesting) of blocks)"
  }
  static func chainReason() -> String { "a member chain longer than \(maxChainLinks) links" }

  /// The constructs of a Swift file over the budget, outermost only, in file order.
  public static func swift(_ bytes: [UInt8], maxNesting: Int = maxNesting, maxChainLinks: Int = maxChainLinks) -> [Excess] {
    var scan = SwiftBudgetScan(bytes: bytes, maxNesting: maxNesting, maxChainLinks: maxChainLinks)
    scan.run()
    // A cut inside another cut is read with it.
    var outer: [Excess] = []
    for excess in scan.found.sorted(by: { ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound) }) {
      if let last = outer.last, last.range.upperBound >= excess.range.upperBound { continue }
      if let last = outer.last, last.range.upperBound > excess.range.lowerBound { continue }
      outer.append(excess)
    }
    return outer
  }

  /// The bytes with each excess replaced by `marker` then spaces; line breaks stay where they were, and the last line
  /// of a cut keeps its length, so lines and the columns after a cut do not move.
  public static func blanked(_ bytes: [UInt8], _ excesses: [Excess]) -> [UInt8] {
    guard !excesses.isEmpty else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + marker.utf8.count)
    var index = 0
    for excess in excesses {
      result += bytes[index..<excess.range.lowerBound]
      result += Array(marker.utf8)
      var written = marker.utf8.count
      for offset in excess.range {
        if bytes[offset] == 0x0A {
          result.append(0x0A)
          written = 0
        } else if written > 0 {
          written -= 1
        } else {
          result.append(0x20)
        }
      }
      index = excess.range.upperBound
    }
    result += bytes[index...]
    return result
  }
}

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

  mutating func record(_ range: Range<Int>, _ place: (line: Int, column: Int), _ reason: String) {
    guard !range.isEmpty else { return }
    found.append(SourceBudget.Excess(range: range, line: place.line, column: place.column, reason: reason))
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
    let group = groups.removeLast()
    if group.cut { record((group.opener + 1)..<offset, group.interiorPlace, SourceBudget.nestingReason()) }
    // After a closer the chain at the outer level goes on (`f(x).y`, `a[0].b`, `x { }.y`).
    if let top = groups.indices.last, groups[top].chainStart != nil { groups[top].chainable = true }
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
        if byte == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
          blockComments -= 1
          index += 2
        } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
          blockComments += 1
          index += 2
        } else {
          index += 1
        }
        continue
      }
      if let open = strings.last, groups.count == open.depth {
        if byte == UInt8(ascii: "\\") {
          var pounds = 0
          while pounds < open.pounds, at(1 + pounds) == UInt8(ascii: "#") { pounds += 1 }
          if pounds == open.pounds, at(1 + pounds) == UInt8(ascii: "(") {
            self.open(index + 1 + pounds)
          }
          index += 2 + pounds
          continue
        }
        if byte == UInt8(ascii: "\"") {
          let quotes = open.multiline ? 3 : 1
          var matched = (0..<quotes).allSatisfy { at($0) == UInt8(ascii: "\"") }
          if matched { for offset in 0..<open.pounds where at(quotes + offset) != UInt8(ascii: "#") { matched = false } }
          if matched {
            strings.removeLast()
            index += quotes + open.pounds
            continue
          }
        }
        index += 1
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
        var pounds = 0
        while at(pounds) == UInt8(ascii: "#") { pounds += 1 }
        if at(pounds) == UInt8(ascii: "\"") {
          operand(at: index)
          let multiline = at(pounds + 1) == UInt8(ascii: "\"") && at(pounds + 2) == UInt8(ascii: "\"")
          strings.append((pounds, multiline, groups.count))
          index += pounds + (multiline ? 3 : 1)
        } else {
          endChain(at: index)
          index += max(1, pounds)
        }
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
        open(index)
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        close(index)
        index += 1
      case UInt8(ascii: "."):
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
        // Postfix after an operand keeps the chain; otherwise an operator.
        if let top = groups.indices.last, !(groups[top].chainable && index > 0 && !Self.isSpace(bytes[index - 1])) { endChain(at: index) }
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
          operand(at: start)
        } else {
          endChain(at: index)
          index += 1
        }
      }
    }
    // What is still open at the end of the file ends there.
    while groups.count > 1 { close(count) }
    endChain(at: count)
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
