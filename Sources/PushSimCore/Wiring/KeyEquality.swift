/// A forwarding condition that compares one payload key with a string literal (issue 19, a first slice of item 4):
/// `userInfo["provider"] as? String == "mapp"`, `"mapp" == (userInfo["provider"] as? String)`,
/// `[userInfo[@"provider"] isEqualToString:@"mapp"]`, also inside a helper the condition calls (one level). The seed's
/// `push_provider == "mapp_engage"` is one such condition among others: an app may use its own key and value.
public struct KeyEquality: Sendable, Equatable {
  public var key: String
  public var value: String

  /// The equalities in a condition's code text: one subscript key with a string literal and one compared literal.
  static func find(in text: String) -> KeyEquality? {
    let bytes = Array(text.utf8)
    var keys: [String] = []
    var values: [String] = []
    var index = 0
    /// A string literal (`"…"` or `@"…"`) starting at `start` (after optional spaces), and where it ends.
    func literal(at start: Int) -> (String, Int)? {
      var position = start
      while position < bytes.count, bytes[position] == 0x20 { position += 1 }
      if position < bytes.count, bytes[position] == UInt8(ascii: "@") { position += 1 }
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
      var end = position + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
      guard end < bytes.count else { return nil }
      return (String(decoding: bytes[(position + 1)..<end], as: UTF8.self), end + 1)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "["), let (key, end) = literal(at: index + 1) {
        var close = end
        while close < bytes.count, bytes[close] == 0x20 { close += 1 }
        if close < bytes.count, bytes[close] == UInt8(ascii: "]") {
          keys.append(key)
          index = close + 1
          continue
        }
      }
      if byte == UInt8(ascii: "="), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "="),
        index == 0 || bytes[index - 1] != UInt8(ascii: "!")
      {
        if let (value, _) = literal(at: index + 2) { values.append(value) }
        // `"mapp" == …`: the literal just before.
        var back = index - 1
        while back >= 0, bytes[back] == 0x20 { back -= 1 }
        if back >= 1, bytes[back] == UInt8(ascii: "\"") {
          var open = back - 1
          while open >= 0, bytes[open] != UInt8(ascii: "\"") { open -= 1 }
          if open >= 0, open + 1 <= back, (open == 0 || bytes[open - 1] != UInt8(ascii: "[")) {
            values.append(String(decoding: bytes[(open + 1)..<back], as: UTF8.self))
          }
        }
        index += 2
        continue
      }
      if bytes.count - index >= 17, bytes[index] == UInt8(ascii: "i"),
        String(decoding: bytes[index..<min(bytes.count, index + 17)], as: UTF8.self) == "isEqualToString:@",
        let (value, end) = literal(at: index + 16)
      {
        values.append(value)
        index = end
        continue
      }
      index += 1
    }
    guard keys.count == 1, values.count == 1 else { return nil }
    return KeyEquality(key: keys[0], value: values[0])
  }

  /// The key equality a forwarding condition holds, its own text or a helper's it calls (one level).
  static func find(in expressions: [CodeExpression], module: WiringModule) -> KeyEquality? {
    var texts: [String] = []
    func walk(_ expression: CodeExpression, depth: Int) {
      switch expression {
      case .other(let text, _, _): texts.append(text)
      case .call(let callee, let arguments, _):
        if depth > 0, let helper = module.helper(called: callee, arity: arguments.count) {
          CodeWalk.statements(helper.body) { statement, _ in
            for inner in statement.ownExpressions { walk(inner, depth: depth - 1) }
          }
        }
      default: break
      }
      for child in expression.children { walk(child, depth: depth) }
    }
    for expression in expressions { walk(expression, depth: 1) }
    let found = texts.compactMap(find(in:))
    return found.first.flatMap { first in found.allSatisfy { $0 == first } ? first : nil }
  }
}
