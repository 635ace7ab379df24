import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output FILE`: writes *into* an existing target (a symlink's target, a FIFO, a device, a
/// regular file keeping its mode and owner); only a file that does not exist yet is created
/// atomically (written beside it, then renamed into place).
enum OutputFile {
  static func write(_ text: String, to path: String) throws(UsageError) {
    let stream = try Stream(path)
    try stream.write(text)
    try stream.commit()
  }

  /// A report written in pieces (`pushsim lint` streams): into the existing target as it comes,
  /// or into a file beside a new target that `commit` renames into place (`abandon` removes it).
  final class Stream {
    let path: String
    private var descriptor: Int32
    private let temporary: String?

    init(_ path: String) throws(UsageError) {
      self.path = path
      var info = stat()
      if stat(path, &info) == 0 {
        if (info.st_mode & S_IFMT) == S_IFDIR { throw UsageError("cannot write \(path): it is a directory; give a file name") }
        descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        temporary = nil
      } else {
        let folder = RepositoryRoot.folder(of: path)
        let name = (folder.isEmpty ? "." : folder) + "/.pushsim-output-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        temporary = name
      }
      guard descriptor >= 0 else { throw UsageError("cannot write \(path): \(Descriptor.reason(errno))") }
    }

    deinit { abandon() }

    func write(_ text: String) throws(UsageError) {
      guard descriptor >= 0 else { return }
      if let code = Descriptor.writeAll(Array(text.utf8)[...], to: descriptor) {
        abandon()
        throw UsageError("cannot write \(path): \(Descriptor.reason(code))")
      }
    }

    func commit() throws(UsageError) {
      guard descriptor >= 0 else { return }
      close(descriptor)
      descriptor = -1
      guard let temporary else { return }
      guard rename(temporary, path) == 0 else {
        let reason = Descriptor.reason(errno)
        unlink(temporary)
        throw UsageError("cannot write \(path): \(reason)")
      }
    }

    func abandon() {
      guard descriptor >= 0 else { return }
      close(descriptor)
      descriptor = -1
      if let temporary { unlink(temporary) }
    }
  }

  /// Appends to a file, creating it when missing (GitHub's job summary file is appended to by each step).
  static func append(_ text: String, to path: String) throws(UsageError) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw UsageError("cannot write \(path): \(Descriptor.reason(errno))") }
    defer { close(descriptor) }
    if let code = Descriptor.writeAll(Array(text.utf8)[...], to: descriptor) {
      throw UsageError("cannot write \(path): \(Descriptor.reason(code))")
    }
  }

}
