import CJansson
import CJanssonArena

/// jansson's own tree of one parse, kept instead of converted (issue 11: speed). Lint reads the few
/// members its rules look at from it (`TreeObject`) and converts only those; a payload's custom data,
/// usually most of it, is never turned into Swift values. Immutable once built, so any thread may read it.
public final class JSONTree: @unchecked Sendable {
  let root: UnsafeMutablePointer<json_t>
  /// The arena slot the tree lives in, or -1 (malloc).
  private let slot: Int32
  /// Some of the tree came from malloc (or all of it): it must be released with json_decref.
  private let needsRelease: Bool
  /// Keys and strings carry U+FDD0 where the text had `\u0000` (`NulEscapeRewriter`); reads restore it.
  let restoresNul: Bool

  init(root: UnsafeMutablePointer<json_t>, slot: Int32, needsRelease: Bool, restoresNul: Bool) {
    self.root = root
    self.slot = slot
    self.needsRelease = needsRelease
    self.restoresNul = restoresNul
  }

  deinit {
    if needsRelease || slot < 0 { json_decref(root) }
    cjansson_arena_release(slot)
  }

  /// The whole document as Swift values.
  public var value: JSONValue { convert(root) }

  /// The top level, when it is an object.
  public var object: TreeObject? { cjansson_typeof(root) == JSON_OBJECT ? TreeObject(tree: self, node: root) : nil }

  func convert(_ node: UnsafeMutablePointer<json_t>) -> JSONValue {
    let value = JSONTree.convert(node)
    return restoresNul ? value.mapStrings(JSONTree.restoreNul) : value
  }

  func key(_ iterator: UnsafeMutableRawPointer) -> String {
    let key = JSONTree.rawKey(iterator)
    return restoresNul ? JSONTree.restoreNul(key) : key
  }

  /// The key at an object iterator, as jansson holds it.
  static func rawKey(_ iterator: UnsafeMutableRawPointer) -> String {
    let length = json_object_iter_key_len(iterator)
    return json_object_iter_key(iterator).map { string($0, length) } ?? ""
  }

  /// The sentinel that stands in for `\u0000` inside keys while jansson parses (a noncharacter,
  /// "reserved for internal use", so no real payload key needs it).
  static let keyNulSentinel = Unicode.Scalar(UInt32(0xFDD0)) ?? "\u{FFFD}"

  static func restoreNul(_ text: String) -> String { replacing(keyNulSentinel, with: "\u{0}", in: text) }

  /// A key as the tree holds it when the text had `\u0000` in it.
  static func sentinelKey(_ key: String) -> String { replacing("\u{0}", with: keyNulSentinel, in: key) }

  private static func replacing(_ scalar: Unicode.Scalar, with replacement: Unicode.Scalar, in text: String) -> String {
    guard text.unicodeScalars.contains(scalar) else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == scalar ? replacement : $0 }))
  }

  static func string(_ text: UnsafePointer<CChar>, _ length: Int) -> String {
    text.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }

  /// Builds the Swift value of a node (which the tree owns).
  static func convert(_ node: UnsafeMutablePointer<json_t>) -> JSONValue {
    switch cjansson_typeof(node) {
    case JSON_OBJECT:
      var members: [JSONMember] = []
      members.reserveCapacity(json_object_size(node))
      var iterator = json_object_iter(node)
      while let current = iterator {
        if let child = json_object_iter_value(current) {
          members.append(JSONMember(key: rawKey(current), value: convert(child)))
        }
        iterator = json_object_iter_next(node, current)
      }
      return .object(JSONObject(members))
    case JSON_ARRAY:
      let size = json_array_size(node)
      var items: [JSONValue] = []
      items.reserveCapacity(size)
      for index in 0..<size {
        if let child = json_array_get(node, index) { items.append(convert(child)) }
      }
      return .array(items)
    case JSON_STRING:
      guard let text = json_string_value(node) else { return .string("") }
      return .string(string(text, json_string_length(node)))
    case JSON_INTEGER:
      return .integer(Int64(json_integer_value(node)))
    case JSON_REAL:
      return .real(json_real_value(node))
    case JSON_TRUE:
      return .bool(true)
    case JSON_FALSE:
      return .bool(false)
    default:
      return .null
    }
  }
}

/// An object of a `JSONTree`, read member by member: each lookup converts only that member's value.
/// Its keys are read once, in source order.
/// Sendable by hand: the tree it reads is immutable and kept alive by `tree`. A class: rules read a subject's root many
/// times per file, and a struct (tree, keys) was copied, and retained field by field, at each read.
public final class TreeObject: @unchecked Sendable, PayloadRoot {
  let tree: JSONTree
  let node: UnsafeMutablePointer<json_t>
  public let keys: [String]
  /// Rules ask for many keys a payload does not have: most are ruled out here, before jansson hashes them.
  private let filter: KeyFilter

  init(tree: JSONTree, node: UnsafeMutablePointer<json_t>) {
    self.tree = tree
    self.node = node
    var keys: [String] = []
    keys.reserveCapacity(json_object_size(node))
    var iterator = json_object_iter(node)
    while let current = iterator {
      keys.append(tree.key(current))
      iterator = json_object_iter_next(node, current)
    }
    self.keys = keys
    filter = KeyFilter(keys)
  }

  public var count: Int { keys.count }
  public var isEmpty: Bool { keys.isEmpty }

  /// The member's value, converted; nil when the key is absent.
  public subscript(key: String) -> JSONValue? {
    child(key).map(tree.convert)
  }

  /// Whether the key is present, without converting its value.
  public func contains(_ key: String) -> Bool { child(key) != nil }

  /// The JSON type name of the member's value (as `JSONValue.typeName`), without converting it.
  public func typeName(_ key: String) -> String? {
    guard let child = child(key) else { return nil }
    switch cjansson_typeof(child) {
    case JSON_OBJECT: return "object"
    case JSON_ARRAY: return "array"
    case JSON_STRING: return "string"
    case JSON_INTEGER: return "integer"
    case JSON_REAL: return "real"
    case JSON_TRUE, JSON_FALSE: return "boolean"
    default: return "null"
    }
  }

  /// Every member converted, in source order: for the rules that walk the whole payload.
  public var members: [JSONMember] {
    var members: [JSONMember] = []
    members.reserveCapacity(keys.count)
    var iterator = json_object_iter(node)
    var position = 0
    while let current = iterator, position < keys.count {
      if let child = json_object_iter_value(current) { members.append(JSONMember(key: keys[position], value: tree.convert(child))) }
      position += 1
      iterator = json_object_iter_next(node, current)
    }
    return members
  }

  /// The value at a pointer below this object, with objects and arrays not converted (only their size).
  public func shallow(at pointer: JSONPointer) -> JSONShallow? {
    guard let first = pointer.tokens.first, var node = child(first) else { return nil }
    for token in pointer.tokens.dropFirst() {
      switch cjansson_typeof(node) {
      case JSON_OBJECT:
        guard let next = TreeObject.child(node, token) else { return nil }
        node = next
      case JSON_ARRAY:
        guard let index = Int(token), index >= 0, index < json_array_size(node), let next = json_array_get(node, index) else { return nil }
        node = next
      default:
        return nil
      }
    }
    switch cjansson_typeof(node) {
    case JSON_OBJECT: return .object(count: json_object_size(node))
    case JSON_ARRAY: return .array(count: json_array_size(node))
    default: return JSONShallow(tree.convert(node))
    }
  }

  private func child(_ key: String) -> UnsafeMutablePointer<json_t>? {
    guard filter.mayContain(key) else { return nil }
    // The tree holds the sentinel where the key had NUL.
    return Self.child(node, tree.restoresNul ? JSONTree.sentinelKey(key) : key)
  }

  private static func child(_ node: UnsafeMutablePointer<json_t>, _ key: String) -> UnsafeMutablePointer<json_t>? {
    var key = key
    return key.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { json_object_getn(node, $0.baseAddress, $0.count) }
    }
  }
}

/// A value with its objects and arrays left out (only their size): what a test on a value's type or a scalar needs.
public enum JSONShallow: Sendable, Equatable {
  case object(count: Int)
  case array(count: Int)
  case scalar(JSONValue)

  init(_ value: JSONValue) {
    switch value {
    case .object(let object): self = .object(count: object.count)
    case .array(let items): self = .array(count: items.count)
    default: self = .scalar(value)
    }
  }
}

/// The top-level members of a payload, read by key: a converted `JSONObject`, or a `TreeObject` that
/// converts only what is asked for. The classifier and the SDK readouts read either.
public protocol PayloadRoot: Sendable {
  subscript(key: String) -> JSONValue? { get }
  var keys: [String] { get }
  /// The value at a pointer below the root, objects and arrays as their size only.
  func shallow(at pointer: JSONPointer) -> JSONShallow?
  /// Whether the root has the key, without converting its value.
  func contains(_ key: String) -> Bool
}

extension JSONObject: PayloadRoot {
  public func contains(_ key: String) -> Bool { members.contains { $0.key == key } }

  public func shallow(at pointer: JSONPointer) -> JSONShallow? { value(at: pointer).map(JSONShallow.init) }
}

extension PayloadRoot {
  /// The value at a pointer below this root: the first token picks the member, the rest walk into it.
  public func value(at pointer: JSONPointer) -> JSONValue? {
    guard let first = pointer.tokens.first, let member = self[first] else { return nil }
    return pointer.tokens.count == 1 ? member : member.value(at: pointer.tokens.dropFirst())
  }
}
