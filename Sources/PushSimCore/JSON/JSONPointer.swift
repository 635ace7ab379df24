#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    // Code point by code point (RFC 6901 §3), as `escape` writes it.
    let scalars = text.unicodeScalars
    guard scalars.first == "/" else { return nil }
    var tokens: [String] = []
    for raw in scalars.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      var token = String.UnicodeScalarView()
      var iterator = raw.makeIterator()
      while let scalar = iterator.next() {
        guard scalar == "~" else {
          token.append(scalar)
          continue
        }
        switch iterator.next() {
        case "0": token.append("~")
        case "1": token.append("/")
        default: return nil
        }
      }
      tokens.append(String(token))
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
    var text = ""
    for token in tokens {
      text.append("/")
      text.append(Self.escape(token))
    }
    return text
  }

  /// RFC 6901 §3: `~` is written `~0` and `/` `~1`, code point by code point (so also where a combining mark follows;
  /// read as UTF-8 bytes, which both are, rather than as Characters, which costs a grapheme break per character).
  public static func escape(_ token: String) -> String {
    guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(token.utf8.count + 4)
    for byte in token.utf8 {
      switch byte {
      case UInt8(ascii: "~"): escaped += [UInt8(ascii: "~"), UInt8(ascii: "0")]
      case UInt8(ascii: "/"): escaped += [UInt8(ascii: "~"), UInt8(ascii: "1")]
      default: escaped.append(byte)
      }
    }
    return String(decoding: escaped, as: UTF8.self)
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
