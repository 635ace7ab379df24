/// Locations for many JSON Pointers in one pass over the bytes (lint locates every finding of a
/// file at once): the targets form a trie, and the scan follows it while it reads, so the work is
/// the file's length plus the pointers' lengths, not one rescan per finding.
extension SourceMap {
  /// A key compared and hashed as its UTF-8 bytes, as JSON keys are (a `String` key would merge two spellings of "é").
  struct ByteKey: Hashable {
    let text: String
    init(_ text: String) { self.text = text }
    static func == (left: ByteKey, right: ByteKey) -> Bool { left.text.hasSameUTF8(as: right.text) }
    func hash(into hasher: inout Hasher) {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }

  final class TrieNode {
    /// A few children are searched in order (no hashing, no key array per token read); past `smallLimit` they are
    /// hashed, so 50,000 findings under one object stay linear.
    /// Keys as strings: a short key needs no allocation of its own (a byte array per key did, 50,000 of them).
    private var small: [(key: String, node: TrieNode)] = []
    private var large: [ByteKey: TrieNode]?
    var location: SourceLocation?
    static let smallLimit = 8

    func child(_ key: some Collection<UInt8>) -> TrieNode? {
      if let large { return large[ByteKey(String(decoding: key, as: UTF8.self))] }
      return small.first { $0.key.utf8.elementsEqual(key) }?.node
    }

    /// The child for `key`, added when missing; whether it was added.
    func childAdding(_ key: String) -> (node: TrieNode, added: Bool) {
      if let found = child(key.utf8) { return (found, false) }
      let node = TrieNode()
      if large != nil {
        large?[ByteKey(key)] = node
      } else if small.count < Self.smallLimit {
        small.append((key, node))
      } else {
        var table = Dictionary(uniqueKeysWithValues: small.map { (ByteKey($0.key), $0.node) })
        table[ByteKey(key)] = node
        large = table
        small = []
      }
      return (node, true)
    }
  }

  /// The nearest location of each pointer: its own (a member's key, an element's value), else
  /// the deepest part of it that exists.
  public func nearestLocations(of pointers: [JSONPointer]) -> [JSONPointer: SourceLocation] {
    var result: [JSONPointer: SourceLocation] = [:]
    for (pointer, found) in zip(pointers, nearestLocations(ofEach: pointers)) {
      if let found { result[pointer] = found.location }
    }
    return result
  }

  /// The same, one answer per pointer in order (nil for a nil pointer): no dictionary of every
  /// pointer, which lint's memory with 50,000 findings in one file could not afford. `exact` says the location is the
  /// pointer's own, not a parent's.
  func nearestLocations(ofEach pointers: [JSONPointer?]) -> [(location: SourceLocation, exact: Bool)?] {
    let root = TrieNode()
    var nodes = 1
    for pointer in pointers {
      guard let pointer else { continue }
      var node = root
      for token in pointer.tokens {
        let (child, added) = node.childAdding(token)
        node = child
        if added { nodes += 1 }
      }
    }
    scan(root, nodes: nodes)
    return pointers.map { pointer in
      guard let pointer else { return nil }
      var node = root
      var best = root.location
      var exact = true
      for token in pointer.tokens {
        guard let child = node.child(token.utf8), let location = child.location else {
          exact = false
          break
        }
        node = child
        best = location
      }
      return best.map { ($0, exact) }
    }
  }

  private struct Frame {
    let isObject: Bool
    /// The trie node of this container, nil when it lies off every target path.
    let node: TrieNode?
    var nextIndex = 0
    /// The trie node of the member whose key was just read.
    var pending: TrieNode?
  }

  /// Stops once every one of the trie's `nodes` has its location: a finding in `aps`, near the top, needs
  /// only the top of the file.
  private func scan(_ root: TrieNode, nodes: Int) {
    var tokens = Tokens(bytes: bytes)
    var stack: [Frame] = []
    var unlocated = nodes
    func mark(_ node: TrieNode?, _ start: SourceLocation) {
      guard let node, node.location == nil else { return }
      node.location = start
      unlocated -= 1
    }
    /// The node the next value belongs to (set by a key, or by an array position).
    func valueNode(_ stack: inout [Frame]) -> TrieNode? {
      guard let top = stack.indices.last else { return root }
      if stack[top].isObject {
        let node = stack[top].pending
        stack[top].pending = nil
        return node
      }
      let position = stack[top].nextIndex
      stack[top].nextIndex += 1
      return stack[top].node?.child(String(position).utf8)
    }
    while unlocated > 0, let (event, start) = tokens.next() {
      switch event {
      case .key(let keyStart, let keyEnd, let hasEscape):
        guard let top = stack.indices.last else { continue }
        guard let parent = stack[top].node else {
          stack[top].pending = nil
          continue
        }
        let child =
          hasEscape ? parent.child(SourceMap.decodeString(bytes[keyStart..<keyEnd], hasEscape: true).utf8) : parent.child(bytes[keyStart..<keyEnd])
        mark(child, start)
        stack[top].pending = child
      case .open(let isObject):
        let node = valueNode(&stack)
        mark(node, start)
        stack.append(Frame(isObject: isObject, node: node))
      case .scalar:
        mark(valueNode(&stack), start)
      case .close:
        _ = stack.popLast()
      }
    }
  }
}
