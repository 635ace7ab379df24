/// A parsed condition expression (Swift or Objective-C), with the text it was read from.
public struct ConditionNode: Sendable, Equatable {
  public indirect enum Kind: Sendable, Equatable {
    case name(String)
    case string(String)
    case number(String)
    case member(ConditionNode, String)
    case `subscript`(ConditionNode, ConditionNode)
    case call(ConditionNode, [ConditionNode])
    /// An Objective-C message `[receiver part:value …]` (a unary message has one part without a value).
    case message(ConditionNode, [MessagePart])
    case not(ConditionNode)
    /// `a && b && c`: the operands in order (one node for the chain, so 8,000 terms are not 8,000 levels deep).
    case and([ConditionNode])
    case or([ConditionNode])
    case compare(String, ConditionNode, ConditionNode)
    /// `x as? T`, `x as! T`, `(T)x` — the value itself for a comparison.
    case cast(ConditionNode)
    /// `x is T`: the type as written.
    case typeTest(ConditionNode, String)
    /// `x!`, `x?`.
    case forced(ConditionNode)
    case coalesce(ConditionNode, ConditionNode)
    case parenthesized(ConditionNode)
    /// `condition ? yes : no`.
    case ternary(ConditionNode, ConditionNode, ConditionNode)
    /// `let name = value` in a condition list.
    case binding(String, ConditionNode)
    /// Anything else, as written.
    case opaque
  }

  public struct MessagePart: Sendable, Equatable {
    public let name: String
    public let value: ConditionNode?
  }

  public let kind: Kind
  public let text: String

  /// The names along a name or member chain, calls, casts and optional chaining passed over (`["AppDelegate", "sdk",
  /// "notifications"]` for `AppDelegate.sdk?.notifications`); nil for anything else.
  var memberPath: [String]? {
    switch kind {
    case .name(let name): [name]
    case .member(let base, let member): base.memberPath.map { $0 + [member] }
    case .call(let base, _), .forced(let base), .parenthesized(let base), .cast(let base), .typeTest(let base, _): base.memberPath
    default: nil
    }
  }

  /// A string, number or boolean literal.
  var isLiteral: Bool {
    switch kind {
    case .string, .number: true
    case .name(let name): ["true", "false", "YES", "NO"].contains(name)
    default: false
    }
  }

  /// The first name of a chain: `Appoxee` for `Appoxee.shared().x`.
  var rootName: String? {
    switch kind {
    case .name(let name): name
    case .member(let base, _), .subscript(let base, _), .call(let base, _), .message(let base, _), .cast(let base), .forced(let base),
      .parenthesized(let base), .typeTest(let base, _):
      base.rootName
    default: nil
    }
  }
}

/// A small recursive-descent reader for the conditions apps write before forwarding a push: literals, names, members,
/// subscripts, calls with labels, Objective-C messages, `!`, `&&`, `||`, comparisons, `as?`/`as!`, `??`, `let` clauses.
/// Linear in the text; nesting is bounded (the text comes from a pull request).
struct ConditionTokens {
  enum Token: Equatable {
    case name(String)
    case string(String)
    case number(String)
    case symbol(String)
  }

  private let bytes: [UInt8]
  private var tokens: [(token: Token, start: Int, end: Int)] = []
  private var position = 0
  private var nesting = 0
  static let maxNesting = 64

  init(_ text: String) {
    bytes = Array(text.utf8)
    tokenize()
  }

  var atEnd: Bool { position >= tokens.count }

  private mutating func tokenize() {
    var index = 0
    let symbols = ["===", "!==", "==", "!=", "&&", "||", "??", "<=", ">=", "->"]
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
        continue
      }
      let start = index
      if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "@") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")) {
        var cursor = byte == UInt8(ascii: "@") ? index + 2 : index + 1
        var text: [UInt8] = []
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
          if bytes[cursor] == UInt8(ascii: "\\"), cursor + 1 < bytes.count {
            text.append(bytes[cursor + 1])
            cursor += 2
            continue
          }
          text.append(bytes[cursor])
          cursor += 1
        }
        index = min(cursor + 1, bytes.count)
        tokens.append((.string(String(decoding: text, as: UTF8.self)), start, index))
        continue
      }
      if Self.isNameStart(byte) {
        while index < bytes.count, Self.isNameStart(bytes[index]) || Self.isDigit(bytes[index]) { index += 1 }
        tokens.append((.name(String(decoding: bytes[start..<index], as: UTF8.self)), start, index))
        continue
      }
      if Self.isDigit(byte) {
        while index < bytes.count, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        tokens.append((.number(String(decoding: bytes[start..<index], as: UTF8.self)), start, index))
        continue
      }
      if let symbol = symbols.first(where: { Self.matches($0, in: bytes, at: index) }) {
        index += symbol.utf8.count
        tokens.append((.symbol(symbol), start, index))
        continue
      }
      index += 1
      tokens.append((.symbol(String(decoding: [byte], as: UTF8.self)), start, index))
    }
  }

  static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  static func matches(_ symbol: String, in bytes: [UInt8], at index: Int) -> Bool {
    let wanted = Array(symbol.utf8)
    return index + wanted.count <= bytes.count && Array(bytes[index..<(index + wanted.count)]) == wanted
  }

  private var current: Token? { position < tokens.count ? tokens[position].token : nil }
  private func peek(_ offset: Int) -> Token? { position + offset < tokens.count ? tokens[position + offset].token : nil }

  private func text(from first: Int, to last: Int) -> String {
    guard first < tokens.count, last > first else { return "" }
    return String(decoding: bytes[tokens[first].start..<tokens[last - 1].end], as: UTF8.self)
  }

  private func node(_ kind: ConditionNode.Kind, from first: Int) -> ConditionNode { ConditionNode(kind: kind, text: text(from: first, to: position)) }

  private mutating func take(_ symbol: String) -> Bool {
    guard current == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  /// A comma-separated condition list (Swift `if a, let b = c`; a switch arm's patterns).
  mutating func clauses() -> [ConditionNode] {
    var found: [ConditionNode] = []
    while !atEnd {
      let first = position
      var clause: ConditionNode?
      if current == .name("let") || current == .name("var"), case .name(let name)? = peek(1) {
        position += 2
        if take(":") { skipType() }
        if take("="), let value = expression() { clause = node(.binding(name, value), from: first) }
      } else if current == .name("case") {
        clause = casePattern(from: first)
      } else {
        clause = expression()
      }
      if let clause, atEnd || current == .symbol(",") {
        found.append(clause)
      } else {
        // Something the reader does not know: the clause as written, up to the next top-level comma.
        position = first
        var depth = 0
        while !atEnd && !(depth == 0 && current == .symbol(",")) {
          if current == .symbol("(") || current == .symbol("[") { depth += 1 }
          if current == .symbol(")") || current == .symbol("]") { depth -= 1 }
          position += 1
        }
        found.append(node(.opaque, from: first))
      }
      _ = take(",")
    }
    return found
  }

  /// `case let x? = value`, `case .some(let x) = value` (the value is there: a binding), `case "a" = value`,
  /// `case .some("a") = value` (it equals the literal).
  private mutating func casePattern(from first: Int) -> ConditionNode? {
    position += 1
    var binds: String?
    var literal: ConditionNode?
    if take("."), current == .name("some"), peek(1) == .symbol("(") {
      position += 2
      if take(name: "let") || take(name: "var"), case .name(let name)? = current {
        position += 1
        binds = name
      } else {
        literal = primary()
      }
      guard take(")") else { return nil }
    } else if current == .name("let") || current == .name("var"), case .name(let name)? = peek(1), peek(2) == .symbol("?") {
      position += 3
      binds = name
    } else {
      literal = primary()
      _ = take("?")
    }
    guard take("="), let value = expression() else { return nil }
    if let binds { return node(.binding(binds, value), from: first) }
    guard let literal, literal.isLiteral else { return nil }
    return node(.compare("==", value, literal), from: first)
  }

  private mutating func take(name: String) -> Bool {
    guard current == .name(name) else { return false }
    position += 1
    return true
  }

  mutating func expression() -> ConditionNode? {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting < Self.maxNesting else { return nil }
    let first = position
    guard let condition = or() else { return nil }
    // `condition ? yes : no` (a postfix `?` was taken by the operand already).
    guard take("?") else { return condition }
    guard let yes = expression(), take(":"), let no = expression() else { return nil }
    return node(.ternary(condition, yes, no), from: first)
  }

  /// A Swift identifier (letters, digits, `_`; not starting with a digit).
  static func isName(_ text: String) -> Bool {
    guard let first = text.utf8.first, isNameStart(first) else { return false }
    return text.utf8.allSatisfy { isNameStart($0) || isDigit($0) }
  }

  private mutating func or() -> ConditionNode? {
    chain("||", operand: { $0.and() }, make: { .or($0) })
  }

  private mutating func and() -> ConditionNode? {
    chain("&&", operand: { $0.comparison() }, make: { .and($0) })
  }

  /// `a op b op c`: one node with the operands in order, its text taken once (linear in the chain).
  private mutating func chain(
    _ op: String, operand: (inout ConditionTokens) -> ConditionNode?, make: ([ConditionNode]) -> ConditionNode.Kind
  ) -> ConditionNode? {
    let first = position
    guard let left = operand(&self) else { return nil }
    var operands = [left]
    while take(op) {
      guard let right = operand(&self) else { return nil }
      operands.append(right)
    }
    return operands.count == 1 ? left : node(make(operands), from: first)
  }

  private mutating func comparison() -> ConditionNode? {
    let first = position
    guard let left = coalescing() else { return nil }
    for op in ["==", "!=", "===", "!=="] where take(op) {
      guard let right = coalescing() else { return nil }
      return node(.compare(op, left, right), from: first)
    }
    return left
  }

  /// `a ?? b ?? c` groups to the right; read in a loop (a long chain is not a deep recursion): the left operand, and
  /// the rest as one node (only `x ?? literal` is evaluated).
  private mutating func coalescing() -> ConditionNode? {
    let first = position
    guard let left = casting() else { return nil }
    guard take("??") else { return left }
    let restStart = position
    var rest: [ConditionNode] = []
    repeat {
      guard let right = casting() else { return nil }
      rest.append(right)
    } while take("??")
    let right = rest.count == 1 ? rest[0] : node(.opaque, from: restStart)
    return node(.coalesce(left, right), from: first)
  }

  private mutating func casting() -> ConditionNode? {
    let first = position
    guard var value = unary() else { return nil }
    while current == .name("as") || current == .name("is") {
      let isTest = current == .name("is")
      position += 1
      _ = take("?") || take("!")
      let typeStart = position
      skipType()
      value = node(isTest ? .typeTest(value, text(from: typeStart, to: position)) : .cast(value), from: first)
    }
    return value
  }

  /// A type after `as?` or `:`: a name with generics and dots, or `[K: V]`, with optional `?`/`!`.
  private mutating func skipType() {
    if take("[") {
      skipBalanced("[", "]")
    } else if case .name? = current {
      position += 1
      while take("."), case .name? = current { position += 1 }
      if take("<") { skipBalanced("<", ">") }
    }
    while take("?") || take("!") {}
  }

  /// Past the `close` that matches an `open` just taken (nested pairs counted).
  private mutating func skipBalanced(_ open: String, _ close: String) {
    var depth = 1
    while !atEnd && depth > 0 {
      if current == .symbol(open) { depth += 1 }
      if current == .symbol(close) { depth -= 1 }
      position += 1
    }
  }

  private mutating func unary() -> ConditionNode? {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting < Self.maxNesting else { return nil }
    let first = position
    if take("!") {
      guard let inner = unary() else { return nil }
      return node(.not(inner), from: first)
    }
    return postfix()
  }

  private mutating func postfix() -> ConditionNode? {
    let first = position
    guard var value = primary() else { return nil }
    while true {
      if take(".") {
        guard case .name(let member)? = current else { return value }
        position += 1
        value = node(.member(value, member), from: first)
      } else if current == .symbol("?") || current == .symbol("!") {
        // Postfix `?` / `!` only when what follows continues the chain (`x?.y`, `x?["k"]`, `x!.y`) or ends it.
        let next = peek(1)
        guard
          next == .symbol(".") || next == .symbol("[") || next == .symbol(")") || next == .symbol("]") || next == .symbol(",") || next == nil
            || next == .symbol("==") || next == .symbol("!=") || next == .symbol("&&") || next == .symbol("||") || next == .name("as")
            || next == .symbol("??")
        else { return value }
        position += 1
        value = node(.forced(value), from: first)
      } else if current == .symbol("[") {
        position += 1
        guard let key = expression(), take("]") else { return nil }
        value = node(.subscript(value, key), from: first)
      } else if current == .symbol("(") {
        position += 1
        var arguments: [ConditionNode] = []
        while !take(")") {
          guard !atEnd else { return nil }
          // A label (`with:`) is dropped; the value is what matters.
          if case .name? = current, peek(1) == .symbol(":") { position += 2 }
          guard let argument = expression() else { return nil }
          arguments.append(argument)
          _ = take(",")
        }
        value = node(.call(value, arguments), from: first)
      } else {
        return value
      }
    }
  }

  private mutating func primary() -> ConditionNode? {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting < Self.maxNesting else { return nil }
    let first = position
    switch current {
    case .name(let name)?:
      position += 1
      return node(.name(name), from: first)
    case .string(let text)?:
      position += 1
      return node(.string(text), from: first)
    case .number(let text)?:
      position += 1
      return node(.number(text), from: first)
    case .symbol("(")?:
      position += 1
      // An Objective-C cast `(NSString *)x`.
      if case .name? = current, peek(1) == .symbol("*"), peek(2) == .symbol(")") {
        position += 3
        guard let inner = unary() else { return nil }
        return node(.cast(inner), from: first)
      }
      guard let inner = expression(), take(")") else { return nil }
      return node(.parenthesized(inner), from: first)
    case .symbol("[")?:
      position += 1
      guard let receiver = postfix() else { return nil }
      var parts: [ConditionNode.MessagePart] = []
      while !take("]") {
        guard case .name(let name)? = current else { return nil }
        position += 1
        if take(":") {
          guard let value = expression() else { return nil }
          parts.append(.init(name: name, value: value))
        } else {
          parts.append(.init(name: name, value: nil))
        }
      }
      return node(.message(receiver, parts), from: first)
    case .symbol("@")?:
      // `@YES`, `@1`: the literal.
      position += 1
      return primary()
    default:
      return nil
    }
  }
}
