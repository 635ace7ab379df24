/// The language-neutral model of an app's push wiring code (issue 12): what `pushsim wiring` reads
/// from Swift (with the toolchain's SwiftParser, in the `pushsim-wiring` executable) and from
/// Objective-C (with `ObjCScanner`). It keeps only what the wiring analysis needs: types and
/// extensions, functions with their full selectors, and, inside bodies, calls, assignments,
/// bindings, closures, branches and exits, each with its place. Commented-out code and `#if false`
/// never reach it.

/// A place in a source file (1-based line and column, the column in UTF-8 bytes as compilers count).
public struct CodePlace: Sendable, Hashable, Comparable {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public static func < (lhs: CodePlace, rhs: CodePlace) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  /// `file:line:column`.
  public var text: String { "\(file):\(line):\(column)" }
}

public enum CodeLanguage: String, Sendable {
  case swift
  case objc
}

/// One source file.
public struct CodeFile: Sendable {
  public var path: String
  public var language: CodeLanguage
  public var imports: [CodeName]
  public var types: [CodeType]
  /// Functions outside any type.
  public var functions: [CodeFunction]
  /// Every name the code refers to (types, functions, members), in source order; the SDKs a file
  /// calls are found here.
  public var references: [CodeName]
  /// Where the parser first met code it could not read (a Swift file that does not parse): the facts read from the
  /// file may be incomplete (issue 19: wiring-source-does-not-parse).
  public var unparsed: CodePlace?
  /// Constructs over the readers' budget (`SourceBudget`): not read, each with its place and why (issue 31:
  /// wiring-source-too-complex). The code model holds `SourceBudget.marker` where each stood.
  public var tooComplex: [CodeTooComplex] = []

  public init(
    path: String, language: CodeLanguage, imports: [CodeName] = [], types: [CodeType] = [], functions: [CodeFunction] = [],
    references: [CodeName] = []
  ) {
    self.path = path
    self.language = language
    self.imports = imports
    self.types = types
    self.functions = functions
    self.references = references
  }

  /// Every function, those in types first, in source order.
  public var allFunctions: [CodeFunction] { (types.flatMap(\.functions) + functions).sorted { $0.place < $1.place } }
}

/// A construct a reader did not read because it is over the budget (`SourceBudget`).
public struct CodeTooComplex: Sendable, Hashable {
  public var place: CodePlace
  public var reason: String

  public init(place: CodePlace, reason: String) {
    self.place = place
    self.reason = reason
  }
}

public struct CodeName: Sendable, Hashable {
  public var name: String
  public var place: CodePlace

  public init(_ name: String, _ place: CodePlace) {
    self.name = name
    self.place = place
  }
}

/// A class, struct, enum, actor, protocol or extension (Swift), or an `@interface` /
/// `@implementation` (Objective-C).
public struct CodeType: Sendable {
  public var name: String
  public var kind: String
  /// Superclass and protocols as written.
  public var inherits: [String]
  /// Attributes such as `@main`, `@UIApplicationMain`, `@UIApplicationDelegateAdaptor(X.self)`.
  public var attributes: [String]
  public var functions: [CodeFunction]
  /// Stored and computed properties, with their declared type and initial value when written (`static var sdk: Sdk?`,
  /// `let sdk = Sdk.shared()`): a call through one of them reaches the object it holds.
  public var properties: [CodeProperty] = []
  public var place: CodePlace

  public init(name: String, kind: String, inherits: [String] = [], attributes: [String] = [], functions: [CodeFunction] = [], place: CodePlace) {
    self.name = name
    self.kind = kind
    self.inherits = inherits
    self.attributes = attributes
    self.functions = functions
    self.place = place
  }
}

/// A property of a type: its name, its type as written (`Sdk?`), and its initial value.
public struct CodeProperty: Sendable {
  public var name: String
  public var type: String?
  public var value: CodeExpression?

  public init(name: String, type: String? = nil, value: CodeExpression? = nil) {
    self.name = name
    self.type = type
    self.value = value
  }
}

public struct CodeParameter: Sendable, Hashable {
  /// The argument label (`_` when there is none); in Objective-C the selector piece.
  public var label: String
  /// The name the body uses.
  public var name: String
  public var type: String

  public init(label: String, name: String, type: String) {
    self.label = label
    self.name = name
    self.type = type
  }
}

public struct CodeFunction: Sendable {
  public var name: String
  public var parameters: [CodeParameter]
  public var isAsync: Bool
  /// `private`, `fileprivate`, `internal`, `public` or `open`.
  public var access: String
  public var isOverride: Bool
  public var isStatic: Bool
  public var returns: String?
  public var body: [CodeStatement]
  public var place: CodePlace
  /// The type or extension it is declared in (empty for a free function).
  public var owner: String
  /// The `#if` condition it is compiled under, when there is one (`DEBUG`, `!DEBUG`, `os(iOS)`).
  public var condition: String?
  public let language: CodeLanguage
  /// A computed property's getter (read as a helper with no parameters), not a method iOS or the app calls by name.
  public var isProperty = false

  public init(
    name: String, parameters: [CodeParameter] = [], isAsync: Bool = false, access: String = "internal", isOverride: Bool = false,
    isStatic: Bool = false, returns: String? = nil, body: [CodeStatement] = [], place: CodePlace, owner: String = "", condition: String? = nil,
    language: CodeLanguage = .swift
  ) {
    self.name = name
    self.parameters = parameters
    self.isAsync = isAsync
    self.access = access
    self.isOverride = isOverride
    self.isStatic = isStatic
    self.returns = returns
    self.body = body
    self.place = place
    self.owner = owner
    self.condition = condition
    self.language = language
  }

  /// The full name as iOS looks it up: `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`
  /// in Swift, `application:didReceiveRemoteNotification:fetchCompletionHandler:` in Objective-C.
  public var selector: String {
    switch language {
    case .swift: name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    case .objc: parameters.isEmpty ? name : parameters.map { $0.label + ":" }.joined()
    }
  }

  /// The parameter whose label is `label` (the first when `label` is nil and there is one).
  public func parameter(labelled label: String) -> CodeParameter? { parameters.first { $0.label == label } }
}

public indirect enum CodeStatement: Sendable {
  case expression(CodeExpression)
  /// `target = value` (also Objective-C `[target setDelegate:value]` is an `.expression` call).
  case assignment(target: CodeExpression, value: CodeExpression, place: CodePlace)
  /// `let name = value`, `var name = value`, `guard let name = value`, `if let name`.
  case binding(name: String, value: CodeExpression?, place: CodePlace)
  case branch(CodeBranch)
  /// `return value`, `throw`, `break`, `continue`, `fatalError()` — the path ends here.
  case exit(kind: String, value: CodeExpression?, place: CodePlace)
  /// `defer { … }`: runs when the scope ends, on every path.
  case deferred([CodeStatement], place: CodePlace)

  /// The expressions the statement evaluates itself, not those of the statements nested in it.
  public var ownExpressions: [CodeExpression] {
    switch self {
    case .expression(let expression): [expression]
    case .assignment(let target, let value, _): [target, value]
    case .binding(_, let value?, _): [value]
    case .branch(let branch): branch.conditionExpressions
    case .exit(_, let value?, _): [value]
    default: []
    }
  }
}

public struct CodeBranch: Sendable {
  public enum Kind: String, Sendable {
    case ifElse = "if"
    case guardElse = "guard"
    case switchCases = "switch"
    case loop
    case doCatch = "do"
    /// `#if` / `#elseif` / `#else` (each arm's condition in `conditions`).
    case compilation = "#if"
  }

  public var kind: Kind
  /// The condition as written (for `if`, `guard`, `switch`; the first clause's for `#if`).
  public var condition: String
  /// Expressions evaluated by the condition (calls in `if let x = f()`, `guard Sdk.handle(r)`).
  public var conditionExpressions: [CodeExpression]
  /// The names bound by the condition (`if let sdk = Appoxee.shared()`), with their values.
  public var bindings: [CodeBinding]
  public var arms: [[CodeStatement]]
  /// Each arm's condition (`#if` clauses; `case` labels; `else`).
  public var armConditions: [String]
  /// Whether one arm always runs (an `if` with `else`, a `switch`, a `do`, an `#if` with `#else`).
  /// A `guard`'s single arm runs only when the condition fails, and the path continues otherwise.
  public var coversAll: Bool
  public var place: CodePlace

  public init(
    kind: Kind, condition: String, conditionExpressions: [CodeExpression] = [], bindings: [CodeBinding] = [], arms: [[CodeStatement]],
    armConditions: [String] = [], coversAll: Bool, place: CodePlace
  ) {
    self.kind = kind
    self.condition = condition
    self.conditionExpressions = conditionExpressions
    self.bindings = bindings
    self.arms = arms
    self.armConditions = armConditions
    self.coversAll = coversAll
    self.place = place
  }
}

/// A name a condition binds (`if let name = value`; `if let name` binds the name to itself).
public struct CodeBinding: Sendable {
  public var name: String
  public var value: CodeExpression

  public init(name: String, value: CodeExpression) {
    self.name = name
    self.value = value
  }
}

public indirect enum CodeExpression: Sendable {
  /// An identifier: a variable, a type, `self`, `super`.
  case name(String, CodePlace)
  /// `base.member`; no base for an implicit member (`.banner`). Optional chaining and force
  /// unwrapping are dropped (`Appoxee.shared()?.x` is `Appoxee.shared().x`).
  case member(CodeExpression?, String, CodePlace)
  /// A call; trailing closures are arguments too. In Objective-C, `[receiver a:x b:y]` is a call of
  /// the member `a:b:` of the receiver.
  case call(CodeExpression, [CodeArgument], CodePlace)
  case closure(CodeClosure)
  /// A string, number, boolean or `nil` literal, as written.
  case literal(String, CodePlace)
  /// An array literal, or an Objective-C `A | B` option set.
  case collection([CodeExpression], CodePlace)
  /// Anything else (operators, ternaries, casts…): its text and the expressions inside it.
  case other(String, [CodeExpression], CodePlace)

  public var place: CodePlace {
    switch self {
    case .name(_, let place), .member(_, _, let place), .call(_, _, let place), .literal(_, let place), .collection(_, let place),
      .other(_, _, let place):
      place
    case .closure(let closure): closure.place
    }
  }

  /// The names along a name or member chain, calls and optional chaining passed over: `["AppDelegate", "sdk",
  /// "push", "handle"]` for `AppDelegate.sdk?.push.handle(…)`.
  public var memberPath: [String] {
    switch self {
    case .name(let name, _): [name]
    case .member(let base?, let member, _): base.memberPath + [member]
    case .member(nil, let member, _): [member]
    case .call(let callee, _, _): callee.memberPath
    default: []
    }
  }

  /// The dotted path of a name or member chain, calls written `()`:
  /// `UNUserNotificationCenter.current().delegate`, `.banner`, `Appoxee.shared().engage`.
  public var path: String {
    switch self {
    case .name(let name, _): name
    case .member(let base, let member, _): (base?.path ?? "") + "." + member
    case .call(let callee, _, _): callee.path + "()"
    case .closure: "{…}"
    case .literal(let text, _): text
    case .collection(let items, _): "[" + items.map(\.path).joined(separator: ", ") + "]"
    case .other(let text, _, _): text
    }
  }

  /// The expression written out again (operators and casts keep the text as written; calls and messages are rebuilt
  /// from their parts): what a condition reader parses.
  public var sourceText: String {
    switch self {
    case .name(let name, _): return name
    case .member(let base, let member, _): return (base?.sourceText ?? "") + "." + member
    case .call(.member(let receiver?, let selector, _), let arguments, _) where selector.hasSuffix(":") || selector.contains(":"):
      // An Objective-C message: `[receiver a:x b:y]`.
      let pieces = selector.split(separator: ":").map(String.init)
      let parts = zip(pieces, arguments).map { "\($0):\($1.value.sourceText)" }
      return "[\(receiver.sourceText) \(parts.joined(separator: " "))]"
    case .call(let callee, let arguments, _):
      let written = arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.sourceText }
      return callee.sourceText + "(" + written.joined(separator: ", ") + ")"
    case .closure: return "{…}"
    case .literal(let text, _): return text
    case .collection(let items, _): return "[" + items.map(\.sourceText).joined(separator: ", ") + "]"
    case .other(let text, _, _): return text
    }
  }

  /// The first name of a chain: `Appoxee` for `Appoxee.shared().engage(…)`.
  public var root: String? {
    switch self {
    case .name(let name, _): name
    case .member(let base, _, _): base?.root
    case .call(let callee, _, _): callee.root
    default: nil
    }
  }

  /// The last member or name called or referred to: `engage` for `Appoxee.shared().engage(…)`.
  public var lastName: String? {
    switch self {
    case .name(let name, _): name
    case .member(_, let member, _): member
    case .call(let callee, _, _): callee.lastName
    default: nil
    }
  }

  /// The direct sub-expressions (closures' bodies are not expressions and are not included).
  public var children: [CodeExpression] {
    switch self {
    case .name, .literal, .closure: []
    case .member(let base, _, _): base.map { [$0] } ?? []
    case .call(let callee, let arguments, _): [callee] + arguments.map(\.value)
    case .collection(let items, _): items
    case .other(_, let items, _): items
    }
  }
}

public struct CodeArgument: Sendable {
  public var label: String?
  public var value: CodeExpression

  public init(label: String?, value: CodeExpression) {
    self.label = label
    self.value = value
  }
}

public struct CodeClosure: Sendable {
  public var parameters: [String]
  public var body: [CodeStatement]
  public var place: CodePlace

  public init(parameters: [String] = [], body: [CodeStatement], place: CodePlace) {
    self.parameters = parameters
    self.body = body
    self.place = place
  }
}
