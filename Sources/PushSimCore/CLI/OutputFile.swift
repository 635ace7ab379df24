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
    var info = stat()
    if stat(path, &info) == 0 {
      if (info.st_mode & S_IFMT) == S_IFDIR { throw UsageError("cannot write \(path): it is a directory; give a file name") }
      let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
      guard descriptor >= 0 else { throw UsageError("cannot write \(path): \(String(cString: strerror(errno)))") }
      defer { close(descriptor) }
      try writeAll(Array(text.utf8), to: descriptor, path: path)
      return
    }
    let folder = RepositoryRoot.folder(of: path)
    let temporary = (folder.isEmpty ? "." : folder) + "/.pushsim-output-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw UsageError("cannot write \(path): \(String(cString: strerror(errno)))") }
    do {
      try writeAll(Array(text.utf8), to: descriptor, path: path)
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    close(descriptor)
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw UsageError("cannot write \(path): \(reason)")
    }
  }

  /// Appends to a file, creating it when missing (GitHub's job summary file is appended to by each step).
  static func append(_ text: String, to path: String) throws(UsageError) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw UsageError("cannot write \(path): \(Descriptor.reason(errno))") }
    defer { close(descriptor) }
    try writeAll(Array(text.utf8), to: descriptor, path: path)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(UsageError) {
    if let code = Descriptor.writeAll(bytes[...], to: descriptor) {
      throw UsageError("cannot write \(path): \(Descriptor.reason(code))")
    }
  }
}
