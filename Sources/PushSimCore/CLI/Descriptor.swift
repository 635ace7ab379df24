#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing a file descriptor with `read(2)` and `write(2)`: a failure is an errno to
/// report, never a trap (Foundation's `FileHandle.write` traps). Shared by the standard streams,
/// input files, `--output` and the job summary.
enum Descriptor {
  #if canImport(Glibc)
    private static let systemWrite = Glibc.write
    private static let systemRead = Glibc.read
  #else
    private static let systemWrite = Darwin.write
    private static let systemRead = Darwin.read
  #endif

  /// Reads to the end, but never more than `limit` bytes, into a buffer first sized `expected` (a
  /// file's size, so most reads allocate once); EINTR is retried. The bytes, and the errno of a failure.
  static func read(_ descriptor: Int32, upTo limit: Int, expected: Int = 1 << 16) -> (bytes: [UInt8], error: Int32?) {
    var failure: Int32?
    let first = max(0, min(expected, limit))
    // The first `expected` bytes go straight into uninitialised storage (no zero fill of a buffer read over at once).
    var bytes = [UInt8](unsafeUninitializedCapacity: first) { buffer, initialized in
      initialized = 0
      while initialized < buffer.count, let base = buffer.baseAddress {
        switch readSome(descriptor, base + initialized, buffer.count - initialized) {
        case .failure(let error):
          failure = error.code
          return
        case .success(0): return
        case .success(let got): initialized += got
        }
      }
    }
    guard failure == nil, bytes.count == first else { return (bytes, failure) }
    // The buffer filled up: the input may go on (a pipe, a file that grew); read the rest as it comes.
    var count = bytes.count
    while count < limit {
      if count == bytes.count { bytes += [UInt8](repeating: 0, count: min(max(bytes.count, 4096), limit - count)) }
      let got = bytes.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { readSome(descriptor, $0 + count, buffer.count - count) } ?? .success(0)
      }
      guard case .success(let read) = got, read > 0 else {
        if case .failure(let error) = got { failure = error.code }
        break
      }
      count += read
    }
    bytes.removeLast(bytes.count - count)
    return (bytes, failure)
  }

  /// One read(2) of at most `count` bytes, EINTR retried: the bytes read (0 at the end), or the errno.
  private static func readSome(_ descriptor: Int32, _ pointer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Result<Int, ReadFailure> {
    while true {
      let got = systemRead(descriptor, pointer, count)
      if got >= 0 { return .success(got) }
      if errno != EINTR { return .failure(ReadFailure(code: errno)) }
    }
  }

  private struct ReadFailure: Error {
    let code: Int32
  }

  /// Writes every byte (a short write continues, EINTR is retried); the errno of the first failure, or nil.
  static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int32? {
    var rest = bytes
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      rest = rest.dropFirst(written)
    }
    return nil
  }

  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
