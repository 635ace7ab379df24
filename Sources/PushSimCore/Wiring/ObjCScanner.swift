#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads an Objective-C file into the code model (issue 12): `@interface` / `@implementation`
/// (with categories), method definitions with their full selectors, and in method bodies the
/// statements push wiring needs: message sends (`[[Appoxee shared] …]`), C calls
/// (`completionHandler(…)`), blocks, assignments, declarations, `if` / `else`, `switch`, loops,
/// `@try`, `return`. Anything else is skipped to the next `;` or block. Every loop advances the
/// token index, so the work is linear in the tokens.
public struct ObjCScanner {
  let file: String
  let tokens: [ObjCToken]
  var index = 0
  /// How deep statements and expressions nest; past `maxDepth` a group is skipped without
  /// descending, so hostile nesting cannot exhaust the stack (SwiftParser has the same kind of limit).
  /// Every statement and operand entered counts, about three per level of blocks or messages: the budget is
  /// `SourceBudget.maxNesting` levels.
  var depth = 0
  static let maxDepth = SourceBudget.maxNesting * 3
  /// The cursor reads tokens before this index only: an argument or a literal's items are read in place, within
  /// their bounds (not from a copy of the rest of the file: 3,000 nested messages copied 885 MiB).
  var limit: Int
  /// Constructs over the budget (`SourceBudget`), not read: `SourceBudget.marker` stands where each was.
  var tooComplex: [CodeTooComplex] = []

  public static func read(path: String, bytes: [UInt8]) -> CodeFile {
    var scanner = ObjCScanner(file: path, tokens: ObjCTokens.tokens(bytes))
    return scanner.scanFile()
  }

  /// For each `(`, `[` and `{`, the index of the closer of its kind that ends it (the end of the file when none does).
  let partners: [Int?]

  init(file: String, tokens: [ObjCToken]) {
    self.file = file
    self.tokens = tokens
    self.limit = tokens.count
    self.partners = Self.partners(tokens)
  }

  static func partners(_ tokens: [ObjCToken]) -> [Int?] {
    var partners = [Int?](repeating: nil, count: tokens.count)
    var open: [String: [Int]] = ["(": [], "[": [], "{": []]
    let closers = [")": "(", "]": "[", "}": "{"]
    for (position, token) in tokens.enumerated() where token.kind == .punctuation {
      if open[token.text] != nil {
        open[token.text, default: []].append(position)
      } else if let opener = closers[token.text], let start = open[opener]?.popLast() {
        partners[start] = position
      }
    }
    for starts in open.values { for start in starts { partners[start] = tokens.count } }
    return partners
  }

  // MARK: - Cursor

  var atEnd: Bool { index >= limit }
  func peek(_ offset: Int = 0) -> ObjCToken? { index + offset < limit ? tokens[index + offset] : nil }

  /// Reads with the cursor bounded to `end` (exclusive), then restores the bound.
  mutating func within<T>(_ end: Int, _ read: (inout ObjCScanner) -> T) -> T {
    let saved = limit
    limit = min(max(end, index), limit)
    defer { limit = saved }
    return read(&self)
  }

  /// Past the rest of a statement cut for the budget: to its `;` or the closer of the group it is in (nested groups
  /// passed over whole), so what follows is not read again at every level the cut unwinds.
  mutating func skipStatement() {
    while let token = peek(), token.text != ";", token.text != ")", token.text != "]", token.text != "}" {
      if token.text == "(" || token.text == "[" || token.text == "{" { skipBalanced() } else { advance() }
    }
  }

  /// A construct over the budget at `token`: noted once per line, and the marker in its place.
  mutating func overBudget(_ token: ObjCToken?, _ reason: String) -> CodeExpression {
    let place = place(token)
    if tooComplex.last?.place.line != place.line { tooComplex.append(CodeTooComplex(place: place, reason: reason)) }
    return .name(SourceBudget.marker, place)
  }
  func isText(_ text: String, _ offset: Int = 0) -> Bool { peek(offset)?.text == text }
  mutating func advance() { index += 1 }
  func place(_ token: ObjCToken?) -> CodePlace {
    let token = token ?? tokens.last
    return CodePlace(file: file, line: token?.line ?? 1, column: token?.column ?? 1)
  }

  /// The tokens between the opener at `from` and the closer just before the cursor (after
  /// `skipBalanced`); clamped, since an unclosed group runs to the end of the file.
  func inside(_ from: Int) -> ArraySlice<ObjCToken> {
    let upper = min(max(from + 1, index - 1), tokens.count)
    return tokens[min(from + 1, upper)..<upper]
  }

  /// Skips a balanced `(…)`, `[…]` or `{…}` starting at the current token (to the end when it is not closed).
  mutating func skipBalanced() {
    guard peek() != nil, let closer = partners[index] else {
      advance()
      return
    }
    index = max(min(closer + 1, limit), index + 1)
  }

  // MARK: - File

  mutating func scanFile() -> CodeFile {
    var types: [CodeType] = []
    var imports: [CodeName] = []
    let references = tokens.filter { $0.kind == .identifier }.map { CodeName($0.text, place($0)) }
    while let token = peek() {
      if token.text == "@", let word = peek(1)?.text, word == "implementation" || word == "interface" {
        let at = token
        index += 2
        let name = peek()?.text ?? ""
        advance()
        var inherits: [String] = []
        if isText(":") {
          advance()
          if let superclass = peek()?.text { inherits.append(superclass) }
          advance()
        }
        if isText("(") { skipBalanced() }  // a category
        if isText("<") {
          advance()
          while let next = peek(), next.text != ">" {
            if next.kind == .identifier { inherits.append(next.text) }
            advance()
          }
          advance()
        }
        var type = CodeType(name: name, kind: word == "implementation" ? "@implementation" : "@interface", inherits: inherits, place: place(at))
        while let next = peek(), !(next.text == "@" && isText("end", 1)) {
          if word == "implementation", (next.text == "-" || next.text == "+"), let method = scanMethod(owner: name) {
            type.functions.append(method)
          } else if next.text == "{" {
            skipBalanced()
          } else {
            advance()
          }
        }
        index += 2
        types.append(type)
      } else if token.text == "@", isText("import", 1) {
        index += 2
        if let module = peek() { imports.append(CodeName(module.text, place(module))) }
        advance()
      } else if token.text == "{" {
        skipBalanced()  // a C function's body
      } else {
        advance()
      }
    }
    var read = CodeFile(path: file, language: .objc, imports: imports, types: types, references: references)
    read.tooComplex = tooComplex
    return read
  }

  /// `- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions { … }`
  mutating func scanMethod(owner: String) -> CodeFunction? {
    let start = peek()
    let isStatic = start?.text == "+"
    advance()
    var returns: String?
    if isText("(") {
      let from = index
      skipBalanced()
      returns = inside(from).map(\.text).joined(separator: " ")
    }
    guard let first = peek(), first.kind == .identifier else { return nil }
    var name = first.text
    var parameters: [CodeParameter] = []
    advance()
    if isText(":") {
      var label = name
      while isText(":") {
        advance()
        var type = ""
        if isText("(") {
          let from = index
          skipBalanced()
          type = inside(from).map(\.text).joined(separator: " ")
        }
        let parameterName = peek()?.kind == .identifier ? peek()?.text ?? "" : ""
        advance()
        parameters.append(CodeParameter(label: label, name: parameterName, type: type))
        guard let next = peek(), next.kind == .identifier, isText(":", 1) else { break }
        label = next.text
        advance()
      }
      name = parameters.first?.label ?? name
    }
    // Attributes or a declaration's `;` before the body.
    while let next = peek(), next.text != "{", next.text != ";", !(next.text == "-" || next.text == "+"), !(next.text == "@" && isText("end", 1)) {
      advance()
    }
    guard isText("{") else {
      if isText(";") { advance() }
      return nil
    }
    advance()
    let body = scanStatements(until: "}")
    advance()
    return CodeFunction(
      name: name, parameters: parameters, isStatic: isStatic, returns: returns, body: body, place: place(first), owner: owner, language: .objc)
  }

  // MARK: - Statements

  mutating func scanStatements(until close: String) -> [CodeStatement] {
    var list: [CodeStatement] = []
    while let token = peek(), token.text != close {
      let before = index
      list += scanStatement()
      if index == before { advance() }
    }
    return list
  }

  /// One statement (a `{ … }` block is its statements).
  mutating func scanStatement() -> [CodeStatement] {
    guard let token = peek() else { return [] }
    if let marker = enterLevel(at: token) { return [.expression(marker)] }
    defer { depth -= 1 }
    switch token.text {
    case "{":
      advance()
      let list = scanStatements(until: "}")
      advance()
      return list
    case ";":
      advance()
      return []
    case "if":
      advance()
      let condition = scanParenthesized()
      let then = scanStatement()
      var arms = [then]
      var armConditions = [condition.text]
      if isText("else") {
        advance()
        arms.append(scanStatement())
        armConditions.append("else")
      }
      return [
        .branch(
          CodeBranch(
            kind: .ifElse, condition: condition.text, conditionExpressions: condition.expression.map { [$0] } ?? [], arms: arms,
            armConditions: armConditions, coversAll: arms.count == 2, place: place(token)))
      ]
    case "for", "while":
      advance()
      let condition = scanParenthesized()
      let body = scanStatement()
      return [.branch(CodeBranch(kind: .loop, condition: condition.text, arms: [body], coversAll: false, place: place(token)))]
    case "do":
      advance()
      let body = scanStatement()
      if isText("while") {
        advance()
        _ = scanParenthesized()
      }
      return body
    case "switch":
      advance()
      let subject = scanParenthesized()
      return [scanSwitch(subject: subject.text, at: token)]
    case "return":
      advance()
      let value = isText(";") ? nil : scanExpression(stopAt: [";"])
      if isText(";") { advance() }
      return [.exit(kind: "return", value: value, place: place(token))]
    case "break", "continue":
      advance()
      return []
    case "@":
      if let word = peek(1)?.text, word == "try" || word == "autoreleasepool" || word == "synchronized" {
        index += 2
        if isText("(") { skipBalanced() }
        // Cocoa's exceptions are programmer errors, not control flow (Apple, "Exception Programming Topics"):
        // the path is the @try body, then @finally; @catch bodies are read for calls but are not a path.
        var body = scanStatement()
        while isText("@"), let next = peek(1)?.text, next == "catch" || next == "finally" {
          index += 2
          if isText("(") { skipBalanced() }
          let arm = scanStatement()
          if next == "finally" { body += arm }
        }
        return body
      }
      fallthrough
    default:
      return scanSimpleStatement()
    }
  }

  mutating func scanParenthesized() -> (text: String, expression: CodeExpression?) {
    guard isText("(") else { return ("", nil) }
    let from = index
    advance()
    let expression = scanExpression(stopAt: [")"])
    while let token = peek(), token.text != ")" { advance() }
    advance()
    let text = inside(from).map(\.text).joined(separator: " ")
    return (text.replacingEvery("@ available", with: "@available"), expression)
  }

  mutating func scanSwitch(subject: String, at token: ObjCToken) -> CodeStatement {
    var arms: [[CodeStatement]] = []
    var labels: [String] = []
    var hasDefault = false
    guard isText("{") else { return .branch(CodeBranch(kind: .switchCases, condition: subject, arms: [], coversAll: false, place: place(token))) }
    advance()
    while let next = peek(), next.text != "}" {
      if next.text == "case" || next.text == "default" {
        if next.text == "default" { hasDefault = true }
        var label = ""
        while let part = peek(), part.text != ":" {
          label += part.text + " "
          advance()
        }
        advance()
        var body: [CodeStatement] = []
        while let part = peek(), part.text != "case", part.text != "default", part.text != "}" {
          let before = index
          body += scanStatement()
          if index == before { advance() }
        }
        arms.append(body)
        labels.append(label)
      } else {
        advance()
      }
    }
    advance()
    return .branch(CodeBranch(kind: .switchCases, condition: subject, arms: arms, armConditions: labels, coversAll: hasDefault, place: place(token)))
  }

  /// An expression statement, an assignment or a declaration, up to its `;`.
  mutating func scanSimpleStatement() -> [CodeStatement] {
    let start = index
    // Find a top-level `=` before the `;`.
    var depth = 0
    var cursor = index
    var equals: Int?
    while cursor < limit {
      let text = tokens[cursor].text
      if ["(", "[", "{"].contains(text), let closer = partners[cursor] {
        // Over the bracketed part in one step (its closer is known): a statement nested 20,000 blocks deep is not
        // walked again at every level (issue 31: quadratic in the nesting).
        cursor = closer >= limit ? limit : closer + 1
        continue
      } else if ["(", "[", "{"].contains(text) {
        depth += 1
      } else if [")", "]", "}"].contains(text) {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0 && text == ";" {
        break
      } else if depth == 0 && text == "=" && equals == nil {
        equals = cursor
      }
      cursor += 1
    }
    guard let equals else {
      let expression = scanExpression(stopAt: [";"])
      if isText(";") { advance() }
      if case .call(.name(let name, _), _, let place) = expression, ["abort", "exit", "NSAssert"].contains(name) {
        return [.exit(kind: name, value: nil, place: place)]
      }
      return expression.map { [.expression($0)] } ?? []
    }
    let left = Array(tokens[start..<equals])
    index = equals + 1
    let value = scanExpression(stopAt: [";"]) ?? .literal("", place(tokens[equals]))
    if isText(";") { advance() }
    // `Type *name = value;` declares; `a.b = value;` and `name = value;` assign.
    let isDeclaration =
      left.count >= 2 && left.last?.kind == .identifier && !left.contains { $0.text == "." || $0.text == "[" || $0.text == "->" }
    if isDeclaration, let name = left.last?.text {
      return [.binding(name: name, value: value, place: place(left.last))]
    }
    let after = index
    index = start
    let read = within(equals) { $0.scanExpression(stopAt: []) }
    index = after
    let target = read ?? .name(left.map(\.text).joined(), place(left.first))
    return [.assignment(target: target, value: value, place: place(left.first))]
  }

  /// One level deeper in the scanner's recursion (a statement, a nested ternary, an operand): nil within the budget,
  /// and the caller leaves the level with `depth -= 1`; past it, the marker that stands for the rest of the statement,
  /// which is skipped (issue 31: `SourceBudget`).
  mutating func enterLevel(at token: ObjCToken) -> CodeExpression? {
    guard depth < Self.maxDepth else {
      let marker = overBudget(token, SourceBudget.objcNestingReason())
      skipStatement()
      return marker
    }
    depth += 1
    return nil
  }

  // MARK: - Expressions

  static let binaryOperators: Set<String> = ["|", "&", "&&", "||", "==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "%", "<<", ">>"]

  /// An expression up to (not including) one of `stopAt` at depth 0, or an unbalanced closer.
  mutating func scanExpression(stopAt: Set<String>) -> CodeExpression? {
    guard var left = scanUnary(stopAt: stopAt) else { return nil }
    var parts = [left]
    var operators: [String] = []
    while let token = peek(), !stopAt.contains(token.text) {
      if token.text == "?" {
        advance()
        // A nested ternary is a level of the budget (`a ? b : c ? d : …` recurses).
        if let marker = enterLevel(at: token) { return marker }
        defer { depth -= 1 }
        let then = scanExpression(stopAt: stopAt.union([":"]))
        if isText(":") { advance() }
        let otherwise = scanExpression(stopAt: stopAt)
        let condition = combine(parts, operators)
        let text = condition.sourceText + " ? " + (then?.sourceText ?? "") + " : " + (otherwise?.sourceText ?? "")
        left = .other(text, [condition] + [then, otherwise].compactMap { $0 }, place(token))
        return left
      }
      guard Self.binaryOperators.contains(token.text) else { break }
      advance()
      operators.append(token.text)
      guard let right = scanUnary(stopAt: stopAt) else { break }
      parts.append(right)
    }
    return combine(parts, operators)
  }

  /// `A | B | C` of names is an option set; other operators are `.other`.
  func combine(_ parts: [CodeExpression], _ operators: [String]) -> CodeExpression {
    guard parts.count > 1 else { return parts[0] }
    if Set(operators) == ["|"] { return .collection(parts, parts[0].place) }
    // The expression written out again (`[a b] && [c d]`): a helper's returned value is read from this text.
    var text = parts[0].sourceText
    for (op, part) in zip(operators, parts.dropFirst()) { text += " " + op + " " + part.sourceText }
    return .other(text, parts, parts[0].place)
  }

  mutating func scanUnary(stopAt: Set<String>) -> CodeExpression? {
    guard let token = peek(), !stopAt.contains(token.text), ![")", "]", "}", ";", ","].contains(token.text) else { return nil }
    if let marker = enterLevel(at: token) { return marker }
    defer { depth -= 1 }
    if ["!", "-", "&", "*", "~", "++", "--"].contains(token.text) {
      advance()
      guard let operand = scanUnary(stopAt: stopAt) else { return nil }
      return .other(token.text + operand.sourceText, [operand], place(token))
    }
    // A cast: `(Type *)value`, `(void (^)(void))value` is rare; `(Type)value` when a type-like group is followed by a value.
    if token.text == "(", looksLikeCast() {
      skipBalanced()
      return scanUnary(stopAt: stopAt)
    }
    guard var expression = scanPrimary() else { return nil }
    // Postfix: member access, calls, subscripts.
    var links = 0
    while let next = peek() {
      if next.text == "." || next.text == "->", let member = peek(1), member.kind == .identifier {
        index += 2
        links += 1
        guard links <= SourceBudget.maxChainLinks else {
          // The rest of the chain is passed over, not read.
          while let more = peek(), more.text == "." || more.text == "->" || more.text == "(" || more.text == "[" || more.kind == .identifier {
            if more.text == "(" || more.text == "[" { skipBalanced() } else { advance() }
          }
          return overBudget(token, SourceBudget.chainReason())
        }
        expression = .member(expression, member.text, place(member))
      } else if next.text == "(" || next.text == "[" {
        // A call or subscript of a call or subscript (`f()()`, `a[0][0]`) is a link of the chain too.
        links += 1
        guard links <= SourceBudget.maxChainLinks else {
          while let more = peek(), more.text == "." || more.text == "->" || more.text == "(" || more.text == "[" || more.kind == .identifier {
            if more.text == "(" || more.text == "[" { skipBalanced() } else { advance() }
          }
          return overBudget(token, SourceBudget.chainReason())
        }
        if next.text == "(" {
          expression = .call(expression, scanCallArguments(), place(next))
        } else {
          skipBalanced()
          expression = .other("subscript", [expression], place(next))
        }
      } else {
        break
      }
    }
    return expression
  }

  func looksLikeCast() -> Bool {
    // `(` identifier [identifier] `*`* `)` followed by something that starts a value.
    var offset = 1
    guard peek(offset)?.kind == .identifier else { return false }
    offset += 1
    while let token = peek(offset), token.kind == .identifier || token.text == "*" || token.text == "<" || token.text == ">" || token.text == "," {
      offset += 1
    }
    guard isText(")", offset), let after = peek(offset + 1) else { return false }
    return after.kind != .punctuation || ["[", "(", "@", "^", "!", "&"].contains(after.text)
  }

  mutating func scanCallArguments() -> [CodeArgument] {
    advance()  // (
    var arguments: [CodeArgument] = []
    while let token = peek(), token.text != ")" {
      let before = index
      if let value = scanExpression(stopAt: [",", ")"]) { arguments.append(CodeArgument(label: nil, value: value)) }
      if isText(",") { advance() }
      if index == before { advance() }
    }
    advance()
    return arguments
  }

  mutating func scanPrimary() -> CodeExpression? {
    guard let token = peek() else { return nil }
    switch token.kind {
    case .identifier:
      advance()
      return .name(token.text, place(token))
    case .number, .string:
      advance()
      return .literal(token.text, place(token))
    case .punctuation:
      switch token.text {
      case "[": return scanMessage()
      case "^": return scanBlock()
      case "(":
        advance()
        let inner = scanExpression(stopAt: [")"])
        while let next = peek(), next.text != ")" { advance() }
        advance()
        return inner
      case "@":
        // @YES, @selector(…), @available(…); @(…), @[…], @{…} keep the expressions inside them.
        advance()
        guard let next = peek() else { return .literal("@", place(token)) }
        if next.kind == .identifier {
          advance()
          if isText("(") { skipBalanced() }
          return .literal("@" + next.text, place(token))
        }
        let from = index
        skipBalanced()
        let after = index
        // The items between the brackets, read in place.
        index = min(from + 1, after)
        let items = within(max(after - 1, index)) { inner in
          var items: [CodeExpression] = []
          while !inner.atEnd {
            let before = inner.index
            if let item = inner.scanExpression(stopAt: [",", ":"]) { items.append(item) }
            if inner.index == before { inner.advance() }
          }
          return items
        }
        index = after
        return .other("@" + next.text, items, place(token))
      default:
        advance()
        return .other(token.text, [], place(token))
      }
    }
  }

  /// `[receiver selector]` or `[receiver piece:argument piece:argument …]`.
  mutating func scanMessage() -> CodeExpression? {
    let open = peek()
    advance()
    guard let receiver = scanUnary(stopAt: ["]"]) else {
      while let token = peek(), token.text != "]" { skipBalanced() }
      advance()
      return .other("[]", [], place(open))
    }
    var selector = ""
    var arguments: [CodeArgument] = []
    while let token = peek(), token.text != "]" {
      guard token.kind == .identifier else {
        skipBalanced()
        continue
      }
      advance()
      if isText(":") {
        advance()
        selector += token.text + ":"
        // The argument runs to the next `piece:` at this level or the closing bracket.
        let value = scanArgument()
        arguments.append(CodeArgument(label: token.text, value: value ?? .literal("", place(token))))
      } else {
        selector += token.text
      }
    }
    advance()
    return .call(.member(receiver, selector, place(open)), arguments, place(open))
  }

  mutating func scanArgument() -> CodeExpression? {
    // Stop before `identifier :` (the next selector piece) or a closer at depth 0; a group is passed over in one step
    // (its closer is known), so the look-ahead of nested messages is linear, not quadratic.
    var offset = 0
    while let token = peek(offset), token.text != "]", token.text != ")", token.text != "}" {
      if token.kind == .punctuation, let closer = partners[index + offset] {
        offset = closer + 1 - index
        continue
      }
      if token.kind == .identifier, peek(offset + 1)?.text == ":", offset > 0, peek(offset - 1)?.text != "?" { break }
      offset += 1
    }
    let end = min(index + offset, limit)
    let value = within(end) { $0.scanExpression(stopAt: []) }
    index = end
    return value
  }

  /// `^{ … }`, `^(BOOL granted, NSError *error) { … }`, `^void (…) { … }`.
  mutating func scanBlock() -> CodeExpression? {
    let caret = peek()
    advance()
    var parameters: [String] = []
    while let token = peek(), token.text != "{" {
      if token.text == "(" {
        let from = index
        skipBalanced()
        let group = inside(from)
        parameters = group.split { $0.text == "," }.compactMap { $0.last(where: { $0.kind == .identifier })?.text }
      } else if token.text == ";" || token.text == "]" || token.text == ")" {
        return .other("^", [], place(caret))
      } else {
        advance()
      }
    }
    guard isText("{") else { return nil }
    advance()
    let body = scanStatements(until: "}")
    advance()
    return .closure(CodeClosure(parameters: parameters, body: body, place: place(caret)))
  }
}
