#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Byte for byte the same UTF-8, as jansson, the file system and iOS's dictionaries (`NSString isEqual:` compares code
  /// units) compare keys and paths; `==` on strings also equates canonically equivalent spellings. Compared with memcmp
  /// (the generic `elementsEqual` on UTF-8 views goes a byte at a time).
  func hasSameUTF8(as other: String) -> Bool {
    // `==` is false for most pairs, and fast; true, it still allows another spelling, which the bytes rule out.
    utf8.count == other.utf8.count && self == other && hasUTF8Prefix(other)
  }

  /// Starts with the bytes of `prefix`.
  func hasUTF8Prefix(_ prefix: String) -> Bool {
    guard utf8.count >= prefix.utf8.count else { return false }
    let compared = utf8.withContiguousStorageIfAvailable { whole in
      prefix.utf8.withContiguousStorageIfAvailable { start in
        guard let left = whole.baseAddress, let right = start.baseAddress else { return start.isEmpty }
        return memcmp(left, right, start.count) == 0
      }
    }
    return compared.flatMap { $0 } ?? utf8.starts(with: prefix.utf8)
  }

  /// Orders by UTF-8 bytes (code point order), with memcmp; for NFC text the same order as `<`.
  func utf8Precedes(_ other: String) -> Bool {
    let compared = utf8.withContiguousStorageIfAvailable { left in
      other.utf8.withContiguousStorageIfAvailable { right -> Bool in
        let common = min(left.count, right.count)
        if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
          let order = memcmp(leftBase, rightBase, common)
          if order != 0 { return order < 0 }
        }
        return left.count < right.count
      }
    }
    return compared.flatMap { $0 } ?? utf8.lexicographicallyPrecedes(other.utf8)
  }
}

/// Byte tests on ASCII text.
enum ASCII {
  /// `letters` (small ASCII letters) at `offset` in `bytes`, in any letter case: `| 0x20` folds a capital to its small
  /// letter, and no other byte onto a letter. False when the bytes end first.
  static func matchesFolded(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ letters: StaticString) -> Bool {
    guard offset >= 0, offset + letters.utf8CodeUnitCount <= bytes.count else { return false }
    return letters.withUTF8Buffer { word in word.indices.allSatisfy { bytes[offset + $0] | 0x20 == word[$0] } }
  }
}
