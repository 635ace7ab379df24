/// The budget of the wiring readers (issue 31 item 2, DESIGN.md §7 "bounded readers"): how deep code may nest and how
/// long a member chain may be before pushsim stops reading it. A pull request controls the sources, and a parser, the
/// model builder and every analysis recurse along nesting and chains: a chain of 5,000 links crashed the process.
///
/// Swift is measured here before SwiftParser sees it, in one pass over the bytes (comments and strings skipped,
/// interpolations read as code). A construct over the budget is replaced by `marker` (blanks after it, line breaks
/// kept, so every later place stays right) and becomes a `wiring-source-too-complex` finding at its place; the rest of
/// the file is read as usual. Objective-C is measured by `ObjCScanner` as it reads (its depth counts about three per
/// level of blocks: three times `maxNesting`).
/// The numbers are fixed (docs/security.md): hand-written code stays far below them.
public enum SourceBudget {
  /// Brackets, parentheses and braces open at once. SwiftParser stops descending at 256 on its own; an app delegate
  /// nests a dozen.
  public static let maxNesting = 128
  /// Links in one chain: `.member`, a call or subscript right after an operand, a postfix `?`/`!` (`a.b(x)!.c` has
  /// four). Builder chains in real code have tens.
  public static let maxChainLinks = 256
  /// What stands where a construct was cut (an identifier: valid Swift in expression, statement and type position).
  public static let marker = "__pushsim_too_complex"

  /// A construct over the budget: its bytes, where it starts (1-based line, column in bytes), and why.
  public struct Excess: Sendable, Equatable {
    public var range: Range<Int>
    public var line: Int
    public var column: Int
    public var reason: String
    /// Written `{marker}` (an `else if` chain cut after its `else`).
    public var braces = false
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
  static func elseIfReason() -> String { "an if with more than \(maxNesting) else-if arms in a row" }

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
      let text = Array((excess.braces ? "{" + marker + "}" : marker).utf8)
      result += text
      var written = text.count
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
