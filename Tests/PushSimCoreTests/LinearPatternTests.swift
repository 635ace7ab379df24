import Foundation
import Testing

@testable import PushSimCore

/// Issue 18 item 4: `placeholders.pattern` runs in linear time. Where a pattern is in the subset, its matches are the
/// ones a backtracking engine (NSRegularExpression, ICU: leftmost-first) reports on ASCII text; what cannot run in
/// linear time is refused with the reason.
@Suite struct LinearPatternTests {
  static let agreement: [(String, String)] = [
    ("%%([a-z_]+)%%", #"{"aps": {"alert": "Hi %%first_name%%, %%city%% awaits"}}"#),
    ("\\[\\[(\\w+)\\]\\]", "a [[name]] b [[x1]] [[ bad ]]"),
    ("<(\\w+)>", "<a><bb><>"),
    ("a|ab", "abab"),
    ("ab|a", "abab"),
    ("(a+)+$", "aaaaab"),
    ("x*", "axxb"),
    ("(?:ab)+(c)?", "ababc abab"),
    ("a{2,3}", "aaaaaaa"),
    ("a{2}", "aaaaa"),
    ("a+?b", "aaab"),
    ("\\d{3}-\\d{4}", "call 555-1234 or 5551234"),
    ("[^%]+%", "ab%cd%%"),
    ("^\\{", "{ {"),
    ("\\$\\{(\\w+)\\}", "${a} ${b_c} ${}"),
    ("(a|b)*c", "abacbbc"),
    ("[a-c-]+", "x-a-b-c-y"),
  ]

  @Test(arguments: agreement)
  func agreesWithABacktrackingEngine(_ pattern: String, _ text: String) throws {
    let linear = try LinearPattern(pattern).matches(in: Array(text.utf8))
    let reference = try NSRegularExpression(pattern: pattern)
    let expected = reference.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length)).map { match in
      LinearPattern.Match(
        range: match.range.location..<(match.range.location + match.range.length),
        group: match.numberOfRanges > 1 && match.range(at: 1).location != NSNotFound
          ? match.range(at: 1).location..<(match.range(at: 1).location + match.range(at: 1).length) : nil)
    }
    #expect(linear == expected, "\(pattern) on \(text)")
  }

  @Test(arguments: ["(a)\\1", "(?=a)", "(?!a)", "(?<=a)b", "a{101}", "a**", "(a", "a)", "[a", "\\q", "*a", "a++"])
  func refusesWhatCannotRunInLinearTime(_ pattern: String) {
    #expect(throws: LinearPattern.SyntaxError.self) { try LinearPattern(pattern) }
  }

  /// `(a+)+$` on 100,000 a's and a b: a backtracking engine never ends; the VM takes one pass per instruction.
  @Test func catastrophicPatternsStayLinear() throws {
    let text = [UInt8](repeating: UInt8(ascii: "a"), count: 100_000) + [UInt8(ascii: "b")]
    #expect(try LinearPattern("(a+)+$").matches(in: text).isEmpty)
    // Every byte a match: 100,000 matches, each found once.
    #expect(try LinearPattern("a").matches(in: text).count == 100_000)
  }

  /// A pattern that makes a leftmost-first search rescan (`a*b|a`: the preferred branch reads to the end each
  /// time) stops at the step budget instead of going quadratic.
  @Test func rescanningStopsAtTheStepBudget() throws {
    let pattern = try LinearPattern("a*b|a")
    let short = [UInt8](repeating: UInt8(ascii: "a"), count: 10)
    #expect(pattern.matches(in: short).count == 10)
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: 20_000)
    #expect(pattern.matches(in: long).count < 20_000)
  }

  @Test func placeholdersFoundByPatternAreLinearInMatches() throws {
    let pattern = try LinearPattern("%%([a-z]+)%%")
    let found = Placeholders.find(in: Array(#"{"a": "{{x}} %%name%%"}"#.utf8), pattern: pattern)
    #expect(found.map(\.name) == ["x", "name"])
  }
}
