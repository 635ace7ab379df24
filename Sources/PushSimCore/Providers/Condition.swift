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
  /// Foundation's `integerValue` of the value equals the number, as an SDK reads `[userInfo[key] integerValue]`
  /// from an NSNumber or NSString (Pushwoosh's `pw_system_push`): see `foundationIntegerValue`.
  case integerValue(JSONPointer, equals: Int64)
  /// A top-level key starts with one of the prefixes.
  case keyPrefix([String])
  /// The key does not exist; contributes no evidence.
  case absent(JSONPointer)
  case all([Condition])
  case any([Condition])
  /// The condition holds at the root, or inside one top-level object member with its pointers read below that
  /// member (the first such member, in key order): for an SDK that reads its data at a key path the app configures
  /// (Bandyer's `notificationPayloadKeyPath`). Deeper key paths are not looked at; a key prefix is not read inside a
  /// member. The inner condition must have anchor keys (`anchorKeys`), or only the root is read.
  case atRootOrInAMember(Condition)

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
    case .integerValue(let pointer, let expected):
      guard let value = root.shallow(at: pointer), Self.foundationIntegerValue(value) == expected else { return nil }
      return [pointer]
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
    case .atRootOrInAMember(let condition):
      if let found = condition.evaluate(root) { return found }
      guard let anchors = condition.anchorKeys else { return nil }
      for key in root.keys {
        guard case .object = root.shallow(at: JSONPointer(tokens: [key])) else { continue }
        // The inner anchors first: most members (aps among them) hold none, and then nothing is built.
        guard anchors.contains(where: { root.shallow(at: JSONPointer(tokens: [key, $0])) != nil }) else { continue }
        if let found = condition.prefixed(by: key).evaluate(root) { return found }
      }
      return nil
    }
  }

  /// NSNumber's and NSString's `integerValue` of a JSON value, as an SDK reads it from `userInfo` (JSONSerialization
  /// gives NSNumber for numbers and booleans, NSString for strings): an integer as it is; a real truncated toward zero
  /// (nil when it does not fit); `true` 1 and `false` 0; a string's leading decimal integer after leading whitespace
  /// and an optional sign, 0 when it has none, clamped on overflow (NSString.integerValue); nil for null, objects and
  /// arrays, which have no `integerValue`.
  static func foundationIntegerValue(_ value: JSONShallow) -> Int64? {
    switch value {
    case .scalar(.integer(let number)): return number
    case .scalar(.real(let number)):
      guard number.isFinite, number > -9.2e18, number < 9.2e18 else { return nil }
      return Int64(number)
    case .scalar(.bool(let flag)): return flag ? 1 : 0
    case .scalar(.string(let text)):
      var scalars = text.unicodeScalars.drop { $0.properties.isWhitespace }
      var negative = false
      if let sign = scalars.first, sign == "+" || sign == "-" {
        negative = sign == "-"
        scalars = scalars.dropFirst()
      }
      var result: Int64 = 0
      for scalar in scalars {
        guard ("0"..."9").contains(scalar) else { break }
        let digit = Int64(scalar.value) - 48
        let (times, overflowTimes) = result.multipliedReportingOverflow(by: 10)
        let (sum, overflowSum) = times.addingReportingOverflow(negative ? -digit : digit)
        if overflowTimes || overflowSum { return negative ? .min : .max }
        result = sum
      }
      return result
    default: return nil
    }
  }

  /// The same condition with every pointer read below the top-level member `key`.
  func prefixed(by key: String) -> Condition {
    func below(_ pointer: JSONPointer) -> JSONPointer { JSONPointer(tokens: [key] + pointer.tokens) }
    switch self {
    case .present(let pointer): return .present(below(pointer))
    case .equals(let pointer, let value, let ignoringCase): return .equals(below(pointer), value, ignoringCase: ignoringCase)
    case .nonEmptyString(let pointer): return .nonEmptyString(below(pointer))
    case .isString(let pointer): return .isString(below(pointer))
    case .isObject(let pointer): return .isObject(below(pointer))
    case .nonEmptyObject(let pointer): return .nonEmptyObject(below(pointer))
    case .notNull(let pointer): return .notNull(below(pointer))
    case .nonZeroNumber(let pointer): return .nonZeroNumber(below(pointer))
    case .integerValue(let pointer, let expected): return .integerValue(below(pointer), equals: expected)
    case .keyPrefix: return .any([])  // never holds: prefixes test the root's own keys
    case .absent(let pointer): return .absent(below(pointer))
    case .all(let conditions): return .all(conditions.map { $0.prefixed(by: key) })
    case .any(let conditions): return .any(conditions.map { $0.prefixed(by: key) })
    case .atRootOrInAMember(let condition): return condition.prefixed(by: key)
    }
  }
}

extension Condition {
  /// Top-level keys of which at least one must be present for the condition to hold, or nil
  /// when that cannot be said (a key prefix, an absence). Lets the classifier skip rows cheaply.
  var anchorKeys: [String]? {
    switch self {
    case .present(let pointer), .equals(let pointer, _, _), .nonEmptyString(let pointer), .isString(let pointer),
      .isObject(let pointer), .nonEmptyObject(let pointer), .notNull(let pointer), .nonZeroNumber(let pointer),
      .integerValue(let pointer, _):
      return pointer.tokens.first.map { [$0] }
    case .keyPrefix, .absent, .atRootOrInAMember:
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
