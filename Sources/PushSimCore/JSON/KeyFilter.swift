/// A quick "certainly not one of these" test for a fixed set of keys, asked before a dictionary lookup hashes the key:
/// the keys' UTF-8 lengths and first bytes. Lint asks it for every top-level key of every file, and most keys (custom
/// data) are in no table. `mayContain` is false only for a key that is not in the set.
struct KeyFilter: Sendable {
  /// Bit n: a key of n bytes (bit 63: of 63 or more).
  private var lengths: UInt64 = 0
  /// Bit b - 64 w of word w: a key whose first byte is b (the empty key is told by its length alone). Four words, not
  /// an array: nothing to allocate, retain or bounds-check per key.
  private var firstBytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  init(_ keys: some Sequence<String>) {
    for key in keys {
      lengths |= 1 << UInt64(min(key.utf8.count, 63))
      guard let first = key.utf8.first else { continue }
      let bit: UInt64 = 1 << UInt64(first & 63)
      switch first >> 6 {
      case 0: firstBytes.0 |= bit
      case 1: firstBytes.1 |= bit
      case 2: firstBytes.2 |= bit
      default: firstBytes.3 |= bit
      }
    }
  }

  func mayContain(_ key: String) -> Bool {
    let utf8 = key.utf8
    guard lengths & (1 << UInt64(min(utf8.count, 63))) != 0 else { return false }
    guard let first = utf8.first else { return true }
    let word =
      switch first >> 6 {
      case 0: firstBytes.0
      case 1: firstBytes.1
      case 2: firstBytes.2
      default: firstBytes.3
      }
    return word & (1 << UInt64(first & 63)) != 0
  }
}

/// A fixed table of keys (and a value for each), for the lookups lint makes per file in Apple's and the SDKs' key
/// lists: the key filter first, then open addressing on an FNV-1a hash of the UTF-8 bytes, compared byte for byte.
/// Swift's `Set` and `Dictionary` hash a string with SipHash, which costs more than all of this for a short key.
struct KeyTable<Value: Sendable>: Sendable {
  private let filter: KeyFilter
  private let keys: [String]
  private let values: [Value]
  /// Indices into `keys`, -1 for an empty slot; a power of two in size, at most half full.
  private let slots: [Int]
  private let mask: Int

  init(_ pairs: some Sequence<(String, Value)>) {
    var keys: [String] = []
    var values: [Value] = []
    for (key, value) in pairs where !keys.contains(where: { $0.hasSameUTF8(as: key) }) {
      keys.append(key)
      values.append(value)
    }
    var size = 8
    while size < 2 * keys.count { size *= 2 }
    var slots = Array(repeating: -1, count: size)
    for (index, key) in keys.enumerated() {
      var slot = Self.hash(key) & (size - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = index
    }
    self.keys = keys
    self.values = values
    self.slots = slots
    mask = size - 1
    filter = KeyFilter(keys)
  }

  /// FNV-1a (64-bit) of the key's UTF-8 bytes.
  static func hash(_ key: String) -> Int {
    func fold(_ bytes: some Sequence<UInt8>) -> Int {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return Int(truncatingIfNeeded: hash)
    }
    return key.utf8.withContiguousStorageIfAvailable(fold) ?? fold(key.utf8)
  }

  subscript(key: String) -> Value? {
    guard filter.mayContain(key) else { return nil }
    var slot = Self.hash(key) & mask
    while slots[slot] >= 0 {
      let index = slots[slot]
      if keys[index].hasSameUTF8(as: key) { return values[index] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  func contains(_ key: String) -> Bool { self[key] != nil }
}

extension KeyTable where Value == Void {
  init(_ keys: some Sequence<String>) { self.init(keys.lazy.map { ($0, ()) }) }
}
