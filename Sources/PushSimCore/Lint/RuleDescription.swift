#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Per-file facts a rule may need beyond the payload: from the config and the command line.
public struct LintOptions: Sendable, Equatable {
  /// The push type the sender uses (config `pushType`, `--push-type`); nil when only the payload tells.
  public var pushType: PushType?
  /// The push is VoIP: the size limit is 5120 bytes instead of 4096.
  public var voip: Bool { pushType == .voip }
  /// The provider this file must classify as (config `provider` per path, or `--provider`).
  public var expectedProvider: ProviderID?
  /// The longest text any template placeholder can expand to, in bytes.
  public var placeholderMaxLength: Int?
  /// Per-placeholder maximum lengths, by name (`first_name`), overriding `placeholderMaxLength`.
  public var placeholderLengths: [String: Int] = [:]
  /// Sample JSON text per placeholder name, substituted where a placeholder stands for a value (`"badge": {{badge}}`).
  public var placeholderValues: [String: String] = [:]
  /// A custom placeholder syntax (config `placeholders.pattern`; group 1, when present, is the name).
  public var placeholderPattern: String?

  /// The pattern compiled, once per distinct pattern for the whole run (lint asks for it for every file).
  var compiledPattern: LinearPattern? { placeholderPattern.flatMap(Self.compiled) }

  private nonisolated(unsafe) static var patterns: [String: LinearPattern?] = [:]
  private static let patternsLock = Lock()

  private static func compiled(_ pattern: String) -> LinearPattern? {
    patternsLock.withLock {
      if let known = patterns[pattern] { return known }
      let made = try? LinearPattern(pattern)
      patterns[pattern] = made
      return made
    }
  }

  public init(
    pushType: PushType? = nil, expectedProvider: ProviderID? = nil, placeholderMaxLength: Int? = nil, placeholderLengths: [String: Int] = [:]
  ) {
    self.pushType = pushType
    self.expectedProvider = expectedProvider
    self.placeholderMaxLength = placeholderMaxLength
    self.placeholderLengths = placeholderLengths
  }
}

/// A payload a rule's tests run and its docs print.
public struct RuleExample: Sendable {
  public let text: String
  public let fileName: String
  public let options: LintOptions

  public init(_ text: String, fileName: String = "example.json", options: LintOptions = LintOptions()) {
    self.text = text
    self.fileName = fileName
    self.options = options
  }
}

/// Everything a user reads about a rule: `pushsim explain`, docs/rules.md, SARIF rule metadata.
public struct RuleDescription: Sendable {
  /// Kebab-case, prefixed by family: `json-`, `aps-`, `simctl-`, `template-`, or an SDK pack's id (`mapp-`).
  public let id: String
  public let title: String
  public let severity: Severity
  public let rationale: String
  /// Apple doc, seed page and section, or reference row.
  public let source: String
  public let triggering: [RuleExample]
  public let nonTriggering: [RuleExample]

  public static var prefixes: [String] {
    ["json-", "aps-", "push-type-", "simctl-", "template-"] + SDKs.all.filter { !$0.lintRules.isEmpty }.map { $0.id + "-" }
  }
}

/// What a rule found: a message and where, as a JSON Pointer or, for parse errors, a position.
public struct Finding: Sendable, Equatable {
  public let message: String
  public let pointer: JSONPointer
  public let location: SourceLocation?

  public init(_ message: String, at pointer: JSONPointer = .root) {
    self.message = Self.compact(message)
    self.pointer = pointer
    self.location = nil
  }

  public init(_ message: String, location: SourceLocation?) {
    self.message = Self.compact(message)
    self.pointer = .root
    self.location = location
  }

  /// The message in storage of its own size: an interpolated string keeps the room it grew into (up to twice its
  /// length), and one file can have 50,000 findings, all held until the file is reported.
  private static func compact(_ message: String) -> String {
    var message = message
    return message.withUTF8 { String(decoding: $0, as: UTF8.self) }
  }
}

/// What a rule's findings rest on, which decides whether it runs on the structure lint reads past a JSON syntax error
/// (issue 33 item 3; `RecoveryReader`). There a member the reader skipped may have held anything, so a finding that a
/// key is missing would be a guess (DESIGN.md §7), while a key that is there, with its value or beside another key,
/// is what the file says.
public enum FindingBasis: Sendable, Equatable {
  /// Only members that are there: a value of the wrong type, an unknown key, a key beside another key. The rule also
  /// runs on the structure read past a syntax error, and each such finding says so.
  case present
  /// Also the absence of keys from objects: on the structure read past a syntax error the rule runs only when none of
  /// those keys can be among what the reading skipped from its object.
  case absent([Absence])
  /// The document as a whole (its text, size or top level, what it classifies as): only on a file that parses.
  case parsedDocument

  /// Absent from one object.
  public static func absence(of keys: [String]? = nil, in object: JSONPointer) -> FindingBasis { .absent([Absence(of: keys, in: object)]) }
}

/// Keys whose absence from an object (or from everything skipped) a rule's finding rests on.
public struct Absence: Sendable, Equatable {
  /// Nil: any key, and anything inside the object's members (the object must have been read whole).
  public let keys: [String]?
  /// Nil: anywhere. Then no skipped member may be one of `keys` (nil: nothing may have been skipped).
  public let object: JSONPointer?

  public init(of keys: [String]? = nil, in object: JSONPointer) {
    self.keys = keys
    self.object = object
  }

  /// None of `keys` may be among the members skipped anywhere.
  public init(anywhere keys: [String]?) {
    self.keys = keys
    object = nil
  }

  /// The keys the provider signatures that fix how a payload is sent read (`Signature.sentAs`: a call push of
  /// ConnectyCube, Bandyer or Linphone is VoIP): when none was skipped, the push type the payload's keys say is the one
  /// it would say whole.
  static let pushTypeSignatures = Absence(
    anywhere: Signature.table.filter { $0.sentAs != nil }.reduce(Set<String>?([])) { keys, row in
      guard let keys, let read = row.condition.keysRead else { return nil }
      return keys.union(read)
    }?.sorted())

  /// The absence is read, not guessed: each of the keys the object lacks cannot be among what the reading skipped.
  func holds(in subject: LintSubject, _ recovery: Recovery) -> Bool {
    guard let object else {
      guard let keys else { return !recovery.skippedAnything }
      return !keys.contains { recovery.mayHoldUnreadAnywhere($0) }
    }
    guard let keys else { return recovery.readWhole(object) }
    return !keys.contains { key in
      let present = object.tokens.isEmpty ? subject.root?.contains(key) == true : subject.root?.shallow(at: object.appending(key)) != nil
      return !present && recovery.mayHoldUnread(key, in: object)
    }
  }
}

extension Condition {
  /// Every key the condition reads (each token of its pointers, present or absent); nil when it reads keys it cannot
  /// name (a prefix).
  var keysRead: Set<String>? {
    switch self {
    case .present(let pointer), .nonEmptyString(let pointer), .isString(let pointer), .isObject(let pointer), .nonEmptyObject(let pointer),
      .notNull(let pointer), .nonZeroNumber(let pointer), .absent(let pointer), .equals(let pointer, _, _), .integerValue(let pointer, _):
      return Set(pointer.tokens)
    case .keyPrefix:
      return nil
    case .all(let conditions), .any(let conditions):
      return conditions.reduce(Set<String>?([])) { keys, condition in
        guard let keys, let read = condition.keysRead else { return nil }
        return keys.union(read)
      }
    case .atRootOrInAMember(let condition):
      return condition.keysRead
    }
  }
}

extension FindingBasis {
  /// Whether the rule runs on `subject`, read past syntax errors with this `recovery`.
  func runs(on subject: LintSubject, after recovery: Recovery) -> Bool {
    switch self {
    case .present: true
    case .absent(let absences): absences.allSatisfy { $0.holds(in: subject, recovery) }
    case .parsedDocument: false
    }
  }
}

/// A lint rule: its description, its check, and what the linter does with its findings. (A class: rules are shared,
/// never copied.)
public final class LintRule: Sendable {
  public let description: RuleDescription
  let check: @Sendable (LintSubject) -> [Finding]
  /// The rule judges a value's content (a type, a URL, a spelling): a string holding a template placeholder is a value
  /// of unknown content until the template is rendered, so its findings there are dropped.
  public let judgesValues: Bool
  /// The mechanical fix `pushsim lint --fix` applies, when the intent is unambiguous.
  let fix: LintFixer?
  /// The rule guesses how an app routes a provider's pushes; `pushsim check`, which knows the app and simulates its
  /// routing, reports the cause once itself (`check-template-not-counted`) and drops this rule's findings.
  public let guessesAppRouting: Bool
  /// What its findings rest on: whether it runs on the structure lint reads past a syntax error. By default it does not.
  public let basis: FindingBasis

  public var hasFix: Bool { fix != nil }

  init(
    id: String, title: String, severity: Severity, rationale: String, source: String, triggering: [RuleExample],
    nonTriggering: [RuleExample], judgesValues: Bool = false, fix: LintFixer? = nil, guessesAppRouting: Bool = false,
    basis: FindingBasis = .parsedDocument, check: @escaping @Sendable (LintSubject) -> [Finding]
  ) {
    self.description = RuleDescription(
      id: id, title: title, severity: severity, rationale: rationale, source: source, triggering: triggering, nonTriggering: nonTriggering)
    self.judgesValues = judgesValues
    self.fix = fix
    self.guessesAppRouting = guessesAppRouting
    self.basis = basis
    self.check = check
  }

  public var id: String { description.id }
}
