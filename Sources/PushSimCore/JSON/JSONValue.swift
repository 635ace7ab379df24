/// A parsed JSON value that keeps what Foundation loses: object key order, and integer, real,
/// boolean and null kept apart (`1`, `1.0` and `true` are three different values here).
public enum JSONValue: Sendable, Equatable {
  case object(JSONObject)
  case array([JSONValue])
  case string(String)
  case integer(Int64)
  case real(Double)
  case bool(Bool)
  case null

  /// The JSON type name as users read it in messages: `object`, `array`, `string`, `integer`,
  /// `real`, `boolean`, `null`.
  public var typeName: String {
    switch self {
    case .object: "object"
    case .array: "array"
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .bool: "boolean"
    case .null: "null"
    }
  }

  public var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  public var arrayValue: [JSONValue]? {
    if case .array(let array) = self { return array }
    return nil
  }

  public var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The value of an integer (a real with no fraction is not an integer here).
  public var integerValue: Int64? {
    if case .integer(let number) = self { return number }
    return nil
  }

  /// The value of any JSON number, integer or real.
  public var numberValue: Double? {
    switch self {
    case .integer(let number): Double(number)
    case .real(let number): number
    default: nil
    }
  }

  public var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  /// `obj["key"]` on an object, nil on anything else.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }

  /// The value at a JSON Pointer below this one, or nil when the path does not exist.
  public func value(at pointer: JSONPointer) -> JSONValue? {
    value(at: pointer.tokens[...])
  }

  func value(at tokens: ArraySlice<String>) -> JSONValue? {
    var current = self
    for token in tokens {
      switch current {
      case .object(let object):
        guard let next = object[token] else { return nil }
        current = next
      case .array(let array):
        guard let index = Int(token), index >= 0, index < array.count else { return nil }
        current = array[index]
      default:
        return nil
      }
    }
    return current
  }
}

/// One member of a JSON object.
public struct JSONMember: Sendable, Equatable {
  public var key: String
  public var value: JSONValue

  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// A JSON object with its keys in source order. After parsing, keys are unique: for a duplicated
/// key the last value wins, as with iOS's `JSONSerialization` (the parser reports the duplicate).
public struct JSONObject: Sendable, Equatable, Sequence {
  public private(set) var members: [JSONMember]

  public init(_ members: [JSONMember] = []) {
    self.members = members
  }

  public init(_ pairs: KeyValuePairs<String, JSONValue>) {
    self.members = pairs.map { JSONMember(key: $0.key, value: $0.value) }
  }

  public var keys: [String] { members.map(\.key) }
  public var count: Int { members.count }
  public var isEmpty: Bool { members.isEmpty }

  /// Keys match byte for byte, as in jansson and in iOS's `NSDictionary` (`NSString isEqual:` compares code units):
  /// `"é"` and `"e\u{301}"` are two keys, though Swift's `==` calls them equal.
  public subscript(key: String) -> JSONValue? {
    get { members.first(where: { $0.key.hasSameUTF8(as: key) })?.value }
    set {
      if let index = members.firstIndex(where: { $0.key.hasSameUTF8(as: key) }) {
        if let newValue { members[index].value = newValue } else { members.remove(at: index) }
      } else if let newValue {
        members.append(JSONMember(key: key, value: newValue))
      }
    }
  }

  /// Keeps the member order, drops the keys in `excluded`.
  public func removing(_ excluded: Set<String>) -> JSONObject {
    JSONObject(members.filter { !excluded.contains($0.key) })
  }

  public func makeIterator() -> IndexingIterator<[JSONMember]> {
    members.makeIterator()
  }
}
