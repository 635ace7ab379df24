import Testing

@testable import PushSimCore

/// Issue 33 item 3: after a JSON syntax error lint reads on, and the rules that judge keys that are there still find
/// what is wrong around the break, at the line and column an editor shows for the file as written. Each payload plants
/// `content-available: 1` beside a `badge` and an `alert` (aps-background-with-visible: ios-delivery.md G1, G6) and an
/// alert key iOS does not read, `colour` (aps-alert-unknown-key: §3.3), next to one kind of break RFC 8259's grammar
/// (§2 structure, §4 objects, §5 arrays, §7 strings) refuses.
@Suite struct ReadingPastSyntaxErrorsTests {
  static func lint(_ text: String, file: String = "t.json") -> [Diagnostic] {
    Linter().lint(file: file, bytes: Array(text.utf8), options: LintOptions())
  }

  /// Where `needle` starts in `text`, as an editor counts: lines from 1, columns in characters from 1.
  static func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
    guard let range = text.range(of: needle) else { return nil }
    var line = 1
    var column = 1
    for scalar in text[..<range.lowerBound].unicodeScalars {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  struct BreakCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    /// Text on the line the break is on (json-invalid is reported on that line).
    let breakAt: String
    var testDescription: String { name }
  }

  static let cases: [BreakCase] = [
    BreakCase(
      name: "a key that is no string (§4: a name is a string)",
      text: """
        {
          "aps": {
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3
          },
          campaign: "spring"
        }
        """, breakAt: "campaign:"),
    BreakCase(
      name: "an unquoted key inside aps",
      text: """
        {
          "aps": {
            sound: "chime.caf",
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3
          }
        }
        """, breakAt: "sound:"),
    BreakCase(
      name: "a missing colon (§4: name-separator)",
      text: """
        {
          "aps": {
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3
          },
          "campaign" "spring"
        }
        """, breakAt: "\"campaign\""),
    BreakCase(
      name: "a stray character after a value",
      text: """
        {
          "aps": {
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3
          },
          "campaign": "spring";
          "sent": 1
        }
        """, breakAt: "\"campaign\""),
    BreakCase(
      name: "a single-quoted string (§7: quotation mark is U+0022), with characters of several bytes before the planted keys",
      text: """
        {
          "aps": {
            "sound": 'Olá ☀ é', "content-available": 1, "badge": 3,
            "alert": {"title": "Sale", "colour": "red"}
          }
        }
        """, breakAt: "'Olá"),
    BreakCase(
      name: "a string its line ends before it closes (§7: no raw line break in a string)",
      text: """
        {
          "aps": {
            "sound": "chime.caf,
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3
          }
        }
        """, breakAt: "chime.caf,"),
    BreakCase(
      name: "a missing closing brace at the end (§4: end-object)",
      text: """
        {
          "aps": {
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3
          }

        """, breakAt: ""),
    BreakCase(
      name: "an extra closing bracket at the end (§2: one value)",
      text: """
        {
          "aps": {
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3
          }
        }}
        """, breakAt: "}}"),
    BreakCase(
      name: "a missing value (§4: member = name : value)",
      text: """
        {
          "aps": {
            "sound": ,
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3
          }
        }
        """, breakAt: "\"sound\": ,"),
    BreakCase(
      name: "a missing comma with no blank to take it (§4: value-separator)",
      text: """
        {
          "aps": {
            "category": "SALE""thread-id": "sale",
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3
          }
        }
        """, breakAt: "\"category\""),
    BreakCase(
      name: "a comment and a trailing comma after the first break",
      text: """
        {
          "aps": {
            sound: "chime.caf",
            // the planted keys
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3,
          }
        }
        """, breakAt: "sound:"),
    BreakCase(
      name: "a value that is no JSON value (an elision from docs)",
      text: """
        {
          "aps": {
            "alert": {"title": "Sale", "colour": "red"},
            "content-available": 1, "badge": 3
          },
          "data": [1, 2, ...]
        }
        """, breakAt: "..."),
  ]

  @Test(arguments: cases)
  func bothPlantedFindingsAtTheirPlaceAndOneSyntaxErrorAtTheBreak(_ testCase: BreakCase) throws {
    let text = testCase.text
    let found = Self.lint(text)
    let invalid = found.filter { $0.rule == "json-invalid" }
    try #require(invalid.count == 1, "\(found.map { "\($0.rule) \($0.line):\($0.column) \($0.message)" })")
    let breakLine =
      testCase.breakAt.isEmpty
      ? text.split(separator: "\n", omittingEmptySubsequences: false).count : Self.position(of: testCase.breakAt, in: text)?.line
    #expect(invalid[0].line == breakLine, "json-invalid at \(invalid[0].line):\(invalid[0].column): \(invalid[0].message)")

    let background = try #require(found.first { $0.rule == "aps-background-with-visible" }, "\(found.map(\.rule))")
    let flag = try #require(Self.position(of: "\"content-available\"", in: text))
    #expect(background.line == flag.line && background.column == flag.column, "at \(background.line):\(background.column), key at \(flag)")
    #expect(background.pointer == "/aps/content-available")

    let unknown = try #require(found.first { $0.rule == "aps-alert-unknown-key" }, "\(found.map(\.rule))")
    let colour = try #require(Self.position(of: "\"colour\"", in: text))
    #expect(unknown.line == colour.line && unknown.column == colour.column, "at \(unknown.line):\(unknown.column), key at \(colour)")

    // Each says the file does not parse, and where the syntax error is.
    for finding in [background, unknown] {
      #expect(finding.message.hasSuffix("(read past the syntax error at \(invalid[0].line):\(invalid[0].column): the file still does not parse)"))
      #expect(finding.fix == nil, "no fix is offered on structure read past a syntax error")
    }
    // Nothing else: no finding that would rest on what the break hid.
    #expect(Set(found.map(\.rule)) == ["json-invalid", "aps-background-with-visible", "aps-alert-unknown-key"])
  }

  /// A file cut short: every object the end left open may have held anything after it, so no finding says a key
  /// is missing from it (aps-missing §3.1, aps-live-activity-missing-field §3.2 A22, aps-empty A20).
  @Test(arguments: [
    #"{"aps": {"event": "update", "content-state": {"eta": 5}"#,
    "{\n  \"aps\": {\n    \"event\": \"update\",\n    \"content-state\": {\"eta\": 5},\n",
    #"{"alert": "Hi", "badge": 1"#,
    #"{"aps": {"#,
    #"{"aps": {"alert": {"title": "Hi""#,
    #"{"aps": {"event": "start", "timestamp": 1, "content-state": {}, "alert": "#,
  ])
  func aTruncatedFileGetsNoFindingThatAKeyIsMissing(_ text: String) {
    let found = Self.lint(text)
    #expect(found.filter { $0.rule == "json-invalid" }.count == 1)
    let absent = ["aps-missing", "aps-live-activity-missing-field", "aps-empty", "aps-live-activity-start", "aps-mutable-content-without-alert"]
    #expect(found.allSatisfy { !absent.contains($0.rule) }, "\(found.map { "\($0.rule): \($0.message)" })")
  }

  /// The keys that are there are still judged. (`colour` is not: with `aps` cut short, an `event` after it would make
  /// this a Live Activity, whose alert is read otherwise; that is undecided.)
  @Test func aTruncatedFileStillGetsThePresentKeysJudged() {
    let text = "{\n  \"aps\": {\n    \"content-available\": 1,\n    \"badge\": \"3\",\n    \"alert\": {\"title\": \"Sale\", \"colour\": \"red\"}"
    let rules = Set(Self.lint(text).map(\.rule))
    #expect(rules == ["json-invalid", "aps-background-with-visible", "aps-badge-type"])
  }

  /// A closing brace missing at the end: the file may have been cut there (then `aps`, closed before the cut, is whole),
  /// or the brace may be missing anywhere before, which moves members between objects but creates none. `timestamp`
  /// is nowhere in this file, so its absence from this Live Activity update (§3.2 A22) is read, not guessed; nothing is
  /// said to be missing from the top level, which the end left open.
  @Test func aKeyThatIsNowhereInACutFileIsAbsent() throws {
    let text = "{\n  \"aps\": {\n    \"event\": \"update\",\n    \"content-state\": {\"eta\": 5}\n  }\n"
    let found = Self.lint(text)
    #expect(Set(found.map(\.rule)) == ["json-invalid", "aps-live-activity-missing-field"])
    let missing = try #require(found.first { $0.rule == "aps-live-activity-missing-field" })
    #expect(missing.line == 2 && missing.column == 3, "at aps's key")
    #expect(missing.message.hasPrefix("Live Activity push without timestamp"))
  }

  /// Here the brace that closes `alert` is missing, so `timestamp` reads as an alert key: the brace may belong before
  /// it, in `aps`. No finding says `aps` lacks it.
  @Test func aKeyAMissingBracketMayHaveMovedIsNotSaidToBeMissing() {
    let text = """
      {
        "aps": {
          "event": "update",
          "alert": {"title": "Delivered",
          "timestamp": 1764417600,
          "content-state": {"eta": 0}
        }
      }
      """
    let rules = Self.lint(text).map(\.rule)
    #expect(!rules.contains("aps-live-activity-missing-field"), "\(rules)")
    #expect(rules.filter { $0 == "json-invalid" }.count == 1)
  }

  /// When the member a break skipped has a key that can be read, the absence of every other key is read, not guessed:
  /// here the skipped member is `sound`, so `timestamp` is missing from this Live Activity update (§3.2 A22).
  @Test func anAbsenceIsReportedWhenTheSkippedMemberIsNamed() throws {
    let text = #"{"aps": {"event": "update", "content-state": {"eta": 5}, "sound": 'chime.caf'}}"#
    let found = Self.lint(text)
    let missing = try #require(found.first { $0.rule == "aps-live-activity-missing-field" })
    #expect(missing.message.hasPrefix("Live Activity push without timestamp"))
    #expect(Self.lint(#"{"alert": "Hi", "badge": 'one'}"#).contains { $0.rule == "aps-missing" })
  }

  /// A skipped member whose key cannot be read (a missing colon after it, a single-quoted string its line ended)
  /// may have been anything: `timestamp`, or `event`, which makes the push a Live Activity, whose alert takes other
  /// keys. What rests on its absence is undecided, not reported; what is there still is.
  @Test(arguments: [
    "{\"aps\": {\"sound\" \"chime.caf\", \"content-available\": 1, \"badge\": 3, \"alert\": {\"title\": \"Sale\", \"colour\": \"red\"}}}",
    "{\"aps\": {\"content-available\": 1, \"badge\": 3, \"alert\": {\"title\": \"Sale\", \"colour\": \"red\"},\n \"sound\": 'chime\n}}",
  ])
  func anUnnamedSkippedMemberLeavesWhatRestsOnAbsenceUndecided(_ text: String) {
    let rules = Set(Self.lint(text).map(\.rule))
    #expect(rules.contains("aps-background-with-visible"))
    #expect(!rules.contains("aps-alert-unknown-key"))
    #expect(!rules.contains("aps-live-activity-missing-field"))
  }

  /// A custom key inside aps (aps-unknown-key, §3.1) is judged past a syntax error when nothing skipped could make the
  /// payload a provider's PushKit push, whose aps is the app's own data (a ConnectyCube call push: session_id and
  /// signal_type, provider-signatures); a skipped `signal_type` leaves it undecided.
  @Test func aCustomKeyInsideAPSIsJudgedWhenNoSkippedKeyCouldSayPushKit() throws {
    let named = #"{"aps": {"alert": "Hi", "image": "https://cdn.example.com/a.png"}, campaign: "spring"}"#
    let found = try #require(Self.lint(named).first { $0.rule == "aps-unknown-key" })
    let image = try #require(Self.position(of: "\"image\"", in: named))
    #expect(found.line == image.line && found.column == image.column)
    let call = #"{"aps": {"alert": "Hi", "image": "https://cdn.example.com/a.png"}, "session_id": "s1", signal_type: 'startCall'}"#
    #expect(!Self.lint(call).contains { $0.rule == "aps-unknown-key" })
  }

  /// An extra closing bracket inside: what follows it may belong at another depth, so every object may lack anything.
  @Test func anExtraBracketInsideMakesEveryAbsenceUndecided() {
    let text = """
      {
        "aps": {
          "event": "update",
          "content-state": {"eta": 5}},
          "sound": "chime.caf"
        },
        "campaign": "spring"
      }
      """
    let found = Self.lint(text)
    #expect(found.filter { $0.rule == "json-invalid" }.count == 1)
    #expect(!found.contains { $0.rule == "aps-live-activity-missing-field" }, "\(found.map(\.rule))")
  }

  /// The reading past runs only for a file that does not parse: a valid file's findings are exactly the strict ones.
  @Test func aValidFileIsNeverReadPast() {
    let text = #"{"aps": {"content-available": 1, "badge": 3}}"#
    let subject = LintSubject(file: "t.json", bytes: Array(text.utf8), options: LintOptions())
    #expect(subject.readingPastSyntaxErrors() == nil)
    let found = Self.lint(text)
    #expect(found.map(\.rule) == ["aps-background-with-visible"])
    #expect(!found[0].message.contains("does not parse"))
  }

  /// Rules on the text as a whole are not run on the structure read past a break: the size (§3.1 A4), the top level.
  @Test func wholeDocumentRulesNeedAFileThatParses() {
    let long = String(repeating: "x", count: 4200)
    let rules = Self.lint("{\"aps\": {\"alert\": \"\(long)\", \"sound\": 'a'}}").map(\.rule)
    #expect(rules == ["json-invalid"])
  }

  /// Template tags stay opaque, and positions stay those of the file as written, past a syntax error too.
  @Test func templateTagsKeepTheirPlacesPastABreak() throws {
    let text = """
      {
        "aps": {
          "alert": {"title": "Hi {{ first_name | default: "friend" }}", "colour": "red"},
          "badge": {{ unread }}, sound: "a",
          "content-available": 1
        }
      }
      """
    let found = Self.lint(text)
    let flag = try #require(Self.position(of: "\"content-available\"", in: text))
    let background = try #require(found.first { $0.rule == "aps-background-with-visible" }, "\(found.map(\.rule))")
    #expect(background.line == flag.line && background.column == flag.column)
    let colour = try #require(Self.position(of: "\"colour\"", in: text))
    let unknown = try #require(found.first { $0.rule == "aps-alert-unknown-key" })
    #expect(unknown.line == colour.line && unknown.column == colour.column)
    #expect(!found.contains { $0.rule == "aps-badge-type" }, "the tag stands for a value of unknown content")
  }

  /// A comment lint reads past keeps the columns after it those of the file as written, characters of several bytes
  /// in it included (columns count characters, as editors do).
  @Test func columnsAfterACommentWithCharactersOfSeveralBytes() throws {
    let text = #"{"aps": {/* café ☀ */ "badge": "1"}}"#
    let badge = try #require(Self.lint(text).first { $0.rule == "aps-badge-type" })
    let key = try #require(Self.position(of: "\"badge\"", in: text))
    #expect(badge.line == key.line && badge.column == key.column)
  }

  /// Each rule declares what its findings rest on; every rule a syntax error can skip past is one of three kinds, and
  /// the rules that judge the text as a whole never run on recovered structure.
  @Test func everyRuleDeclaresWhatItRestsOn() {
    for id in ["json-invalid", "json-duplicate-key", "aps-size-limit", "json-not-object", "template-expected-provider"] {
      #expect(RuleRegistry.rule(id: id)?.basis == .parsedDocument, "\(id)")
    }
    for id in ["aps-background-with-visible", "aps-badge-type", "aps-flag-type", "aps-field-type", "aps-url-args"] {
      #expect(RuleRegistry.rule(id: id)?.basis == .present, "\(id)")
    }
    for id in [
      "aps-missing", "aps-empty", "aps-live-activity-missing-field", "aps-alert-unknown-key", "aps-mutable-content-without-alert", "aps-unknown-key",
      "aps-alert-field-type",
    ] {
      guard case .absent = RuleRegistry.rule(id: id)?.basis else {
        Issue.record("\(id) rests on an absence")
        continue
      }
    }
  }
}
