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

/// `lint --fix`: applies each file's mechanical fixes, re-lints, and writes the file only when no
/// finding got worse; the file is replaced atomically with its mode kept, and a symbolic link is
/// never followed out of the tree (it is left alone).
struct LintFix {
  struct Outcome {
    let fixed: Int
    let skipped: String?
  }

  /// The fixes of one file applied to `bytes` one by one, each kept only when the re-linted file
  /// is no worse (no rule fires more often) and has fewer findings; nil when none applies.
  static func fixed(
    _ bytes: [UInt8], diagnostics: [Diagnostic], relint: ([UInt8]) -> [Diagnostic]
  ) -> (bytes: [UInt8], diagnostics: [Diagnostic], applied: Int, refused: [String])? {
    var edits: [TextEdit] = []
    var current = diagnostics
    var result = bytes
    var applied = 0
    var refused: [String] = []
    for (diagnostic, fix) in diagnostics.compactMap({ diagnostic in diagnostic.fix.map { (diagnostic, $0) } }) {
      let overlaps = fix.edits.contains { edit in edits.contains { edit.start < $0.end && $0.start < edit.end || edit.start == $0.start } }
      guard !overlaps, let candidate = Fixer.apply(edits + fix.edits, to: bytes) else { continue }
      let after = relint(candidate)
      let worse = Self.worse(before: current, after: after)
      guard worse.isEmpty, after.count < current.count else {
        refused.append(
          "\(diagnostic.rule) at \(diagnostic.line):\(diagnostic.column) (it would make \(worse.isEmpty ? "nothing better" : worse.joined(separator: ", ") + " appear"))"
        )
        continue
      }
      edits += fix.edits
      current = after
      result = candidate
      applied += 1
    }
    guard applied > 0 || !refused.isEmpty else { return nil }
    return (result, current, applied, refused)
  }

  /// The rules that would fire more often after the fixes (empty: the file is no worse).
  static func worse(before: [Diagnostic], after: [Diagnostic]) -> [String] {
    var counts: [String: Int] = [:]
    for diagnostic in before { counts[diagnostic.rule, default: 0] += 1 }
    for diagnostic in after { counts[diagnostic.rule, default: 0] -= 1 }
    return counts.filter { $0.value < 0 }.keys.sorted()
  }

  /// Replaces `path` with `bytes` atomically (a temporary file beside it, renamed over it), keeping its mode.
  static func replace(_ path: String, with bytes: [UInt8]) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return "cannot read it" }
    guard (info.st_mode & S_IFMT) == S_IFREG else { return "not a regular file (a symbolic link is not followed)" }
    let folder = RepositoryRoot.folder(of: path)
    let temporary = (folder.isEmpty ? "." : folder) + "/.pushsim-fix-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        close(descriptor)
        unlink(temporary)
        return String(cString: strerror(errno))
      }
      offset += written
    }
    fchmod(descriptor, info.st_mode & 0o7777)
    close(descriptor)
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return reason
    }
    return nil
  }

  #if canImport(Glibc)
    private static let systemWrite = Glibc.write
  #else
    private static let systemWrite = Darwin.write
  #endif
}
