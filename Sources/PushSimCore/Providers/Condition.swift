/// A test on a payload that, when it holds, yields the pointers it rests on.
public indirect enum Condition: Sendable {
  /// The key exists (any value).
  case present(JSONPointer)
  /// A string equal to the value (optionally ignoring case).
  case equals(JSONPointer, String, ignoringCase: Bool = false)
  case nonEmptyString(JSONPointer)
  case isString(JSONPointer)
  case isObject(JSONPointer)
  case nonEmptyObject(JSONPointer)
  /// Present and not null.
  case notNull(JSONPointer)
  /// A non-zero integer, or a string of digits that is not zero (Mapp's `p`, provider-signatures.md §2 step 4).
  case nonZeroNumber(JSONPointer)
  /// A top-level key starts with one of the prefixes.
  case keyPrefix([String])
  /// The key does not exist; contributes no evidence.
  case absent(JSONPointer)
  case all([Condition])
  case any([Condition])

  /// The pointers the condition rests on, or nil when it does not hold.
  public func evaluate<Root: PayloadRoot>(_ root: Root) -> [JSONPointer]? {
    switch self {
    case .present(let pointer):
      return root.shallow(at: pointer) != nil ? [pointer] : nil
    case .equals(let pointer, let expected, let ignoringCase):
      guard case .scalar(.string(let text)) = root.shallow(at: pointer) else { return nil }
      let same = ignoringCase ? text.lowercased() == expected.lowercased() : text == expected
      return same ? [pointer] : nil
    case .nonEmptyString(let pointer):
      guard case .scalar(.string(let text)) = root.shallow(at: pointer), !text.isEmpty else { return nil }
      return [pointer]
    case .isString(let pointer):
      guard case .scalar(.string) = root.shallow(at: pointer) else { return nil }
      return [pointer]
    case .isObject(let pointer):
      guard case .object = root.shallow(at: pointer) else { return nil }
      return [pointer]
    case .nonEmptyObject(let pointer):
      guard case .object(let count) = root.shallow(at: pointer), count > 0 else { return nil }
      return [pointer]
    case .notNull(let pointer):
      guard let value = root.shallow(at: pointer), value != .scalar(.null) else { return nil }
      return [pointer]
    case .nonZeroNumber(let pointer):
      switch root.shallow(at: pointer) {
      case .scalar(.integer(let number)) where number != 0:
        return [pointer]
      case .scalar(.string(let text)) where !text.isEmpty && text.allSatisfy(\.isASCIIDigit) && text.contains(where: { $0 != "0" }):
        return [pointer]
      default:
        return nil
      }
    case .keyPrefix(let prefixes):
      // A first-byte test before hasPrefix: this runs on every payload's every key.
      let keys = root.keys.filter { key in
        guard let first = key.utf8.first else { return false }
        return prefixes.contains { $0.utf8.first == first && key.hasPrefix($0) }
      }
      return keys.isEmpty ? nil : keys.map { JSONPointer(tokens: [$0]) }
    case .absent(let pointer):
      return root.shallow(at: pointer) == nil ? [] : nil
    case .all(let conditions):
      var pointers: [JSONPointer] = []
      for condition in conditions {
        guard let found = condition.evaluate(root) else { return nil }
        pointers += found
      }
      return pointers
    case .any(let conditions):
      let found = conditions.compactMap { $0.evaluate(root) }
      return found.isEmpty ? nil : found.flatMap { $0 }
    }
  }
}

extension Condition {
  /// Top-level keys of which at least one must be present for the condition to hold, or nil
  /// when that cannot be said (a key prefix, an absence). Lets the classifier skip rows cheaply.
  var anchorKeys: [String]? {
    switch self {
    case .present(let pointer), .equals(let pointer, _, _), .nonEmptyString(let pointer), .isString(let pointer),
      .isObject(let pointer), .nonEmptyObject(let pointer), .notNull(let pointer), .nonZeroNumber(let pointer):
      return pointer.tokens.first.map { [$0] }
    case .keyPrefix, .absent:
      return nil
    case .all(let conditions):
      return conditions.lazy.compactMap(\.anchorKeys).first
    case .any(let conditions):
      var keys: [String] = []
      for condition in conditions {
        guard let anchors = condition.anchorKeys else { return nil }
        keys += anchors
      }
      return keys
    }
  }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
