#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's real standard streams, written with `write(2)`: a closed, full or broken stream
/// is an error pushsim reports (exit 2), never a trap (Foundation's `FileHandle.write` traps).
public final class StandardStreams: @unchecked Sendable {
  private let lock = Lock()
  /// The first failure per descriptor, as `strerror` says it.
  private var failures: [Int32: String] = [:]

  public init() {}

  public func write(_ text: String, to descriptor: Int32) {
    lock.withLock {
      guard failures[descriptor] == nil else { return }
      if let code = Descriptor.writeAll(Array(text.utf8)[...], to: descriptor) { failures[descriptor] = Descriptor.reason(code) }
    }
  }

  public func failure(_ descriptor: Int32) -> String? { lock.withLock { failures[descriptor] } }

  /// Reads at most `limit` bytes of standard input; nil when it is closed (not open at all, which is
  /// not the same as empty: `<&-`).
  public static func readStandardInput(_ limit: Int) -> [UInt8]? {
    if fcntl(0, F_GETFD) == -1 && errno == EBADF { return nil }
    // A read error ends the input like its end does: what was read is the input.
    return Descriptor.read(0, upTo: limit).bytes
  }

  /// The exit code after a run: a failed write to stdout is exit 2 with one line on stderr.
  public func exitCode(after code: Int32) -> Int32 {
    guard let reason = failure(1) else { return code }
    write("pushsim: error: cannot write to standard output: \(reason)\n", to: 2)
    return ExitCode.usage
  }
}
