#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to a file descriptor with `write(2)`: a failure is an errno to report, never a trap
/// (Foundation's `FileHandle.write` traps). Shared by the standard streams, `--output` and the job summary.
enum Descriptor {
  #if canImport(Glibc)
    private static let systemWrite = Glibc.write
  #else
    private static let systemWrite = Darwin.write
  #endif

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
