import Foundation

/// An RFC 6901 JSON Pointer such as `/aps/alert/title`. Findings on parsed payloads point at one.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible, Comparable {
  /// The unescaped reference tokens, `["aps", "alert", "title"]`.
  public let tokens: [String]

  public static let root = JSONPointer(tokens: [])

  public init(tokens: [String]) {
    self.tokens = tokens
  }

  /// Parses `/a/b~1c` (tokens `a`, `b/c`). Returns nil for text that is not a pointer.
  public init?(parsing text: String) {
    if text.isEmpty {
      self.tokens = []
      return
    }
    guard text.hasPrefix("/") else { return nil }
    var tokens: [String] = []
    for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      var token = ""
      var iterator = raw.makeIterator()
      while let character = iterator.next() {
        guard character == "~" else {
          token.append(character)
          continue
        }
        switch iterator.next() {
        case "0": token.append("~")
        case "1": token.append("/")
        default: return nil
        }
      }
      tokens.append(token)
    }
    self.tokens = tokens
  }

  public func appending(_ token: String) -> JSONPointer {
    JSONPointer(tokens: tokens + [token])
  }

  public func appending(_ index: Int) -> JSONPointer {
    appending(String(index))
  }

  public var parent: JSONPointer? {
    tokens.isEmpty ? nil : JSONPointer(tokens: Array(tokens.dropLast()))
  }

  public var description: String {
    tokens.map { "/" + Self.escape($0) }.joined()
  }

  public static func escape(_ token: String) -> String {
    guard token.contains(where: { $0 == "~" || $0 == "/" }) else { return token }
    return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
    lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
  }
}

/// `/aps/alert` written as `"/aps/alert" as JSONPointer` in tests and tables.
extension JSONPointer: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {
    self = JSONPointer(parsing: value) ?? JSONPointer(tokens: [value])
  }
}

extension JSONValue {
  /// The pointer of this value and of every value inside it, parents first; `prefix` is where this value is.
  func allPointers(below prefix: JSONPointer = .root) -> [JSONPointer] {
    var pointers: [JSONPointer] = []
    func walk(_ value: JSONValue, _ tokens: [String]) {
      pointers.append(JSONPointer(tokens: tokens))
      switch value {
      case .object(let object): for member in object { walk(member.value, tokens + [member.key]) }
      case .array(let items): for (index, item) in items.enumerated() { walk(item, tokens + [String(index)]) }
      default: break
      }
    }
    walk(self, prefix.tokens)
    return pointers
  }
}
