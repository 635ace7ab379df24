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

/// `--output FILE` (issue 18): writes *into* an existing FIFO, device or regular file (keeping its mode and owner);
/// a file that does not exist yet is created atomically (written beside it, then renamed into place). A symbolic
/// link is never written through to a regular file (a committed `report.sarif -> ../../.bashrc` would be
/// overwritten): the link itself is replaced by the report, and a note on stderr says so. Links under `/dev/` and
/// `/proc/self/fd/` (`/dev/stdout`) are the process's own streams and are written through. A path that is one of the
/// inputs (the same file, by device and inode) is refused before anything is read or truncated.
enum OutputFile {
  static func write(_ text: String, to path: String, inputs: [String] = [], containment: ContainedPath? = nil) throws(UsageError) {
    let stream = try Stream(path, inputs: inputs, containment: containment)
    try stream.write(text)
    try stream.commit()
  }

  /// A report written in pieces (`pushsim lint` streams): into the existing target as it comes,
  /// or into a file beside a new target that `commit` renames into place (`abandon` removes it).
  final class Stream {
    let path: String
    private var descriptor: Int32
    private let temporary: String?

    /// What the stream did that the user should hear of (a replaced symbolic link), for stderr.
    private(set) var note: String?

    init(_ path: String, inputs: [String] = [], containment: ContainedPath? = nil) throws(UsageError) {
      self.path = path
      var info = stat()
      var link = stat()
      let isLink = FileName.withCString(path, { lstat($0, &link) }) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
      // The containment rule (issue 31 item 1): a report inside the repository as written is written inside it. A
      // link in the last place is replaced, not written through, so its folder is what must stay inside.
      let written = isLink ? RepositoryRoot.folder(of: path) : path
      if let refusal = containment?.refusal(of: written.isEmpty ? "." : written) { throw UsageError("cannot write \(path): it \(refusal)") }
      // A link in the last place that leads out of the repository is replaced whatever it points at (a FIFO or a
      // folder outside included): nothing outside is opened or written.
      let linkLeadsOut = isLink && containment?.refusal(of: path) != nil
      let exists = !linkLeadsOut && FileName.withCString(path, { stat($0, &info) }) == 0
      if exists, (info.st_mode & S_IFMT) == S_IFDIR { throw UsageError("cannot write \(path): it is a directory; give a file name") }
      if exists, (info.st_mode & S_IFMT) == S_IFREG, let input = OutputFile.sameFile(info, among: inputs) {
        throw UsageError("cannot write \(path): it is the input \(input); the report would overwrite what it reports on")
      }
      let ownStream = path.hasPrefix("/dev/") || path.hasPrefix("/proc/self/fd/")
      let replaceLink = isLink && !ownStream && (!exists || (info.st_mode & S_IFMT) == S_IFREG)
      if exists && !replaceLink {
        descriptor = FileName.withCString(path) { open($0, O_WRONLY | O_TRUNC | O_CLOEXEC) }
        temporary = nil
      } else {
        if replaceLink {
          note = "\(path) is a symbolic link: pushsim replaces the link with the report and does not write through it"
        }
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
      guard FileName.withCString(path, { rename(temporary, $0) }) == 0 else {
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

  /// The input that is the same file as `info` (device and inode), if one is.
  static func sameFile(_ info: stat, among inputs: [String]) -> String? {
    for input in inputs where input != "-" {
      var other = stat()
      if FileName.withCString(input, { stat($0, &other) }) == 0, other.st_dev == info.st_dev, other.st_ino == info.st_ino { return input }
    }
    return nil
  }

  /// Appends to a file, creating it when missing (GitHub's job summary file is appended to by each step). A symbolic
  /// link is not followed (O_NOFOLLOW): the summary is refused with a reason instead.
  static func append(_ text: String, to path: String) throws(UsageError) {
    let descriptor = FileName.withCString(path) { open($0, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o666) }
    guard descriptor >= 0 else {
      if errno == ELOOP { throw UsageError("cannot write \(path): it is a symbolic link, and pushsim does not write through one") }
      throw UsageError("cannot write \(path): \(Descriptor.reason(errno))")
    }
    defer { close(descriptor) }
    if let code = Descriptor.writeAll(Array(text.utf8)[...], to: descriptor) {
      throw UsageError("cannot write \(path): \(Descriptor.reason(code))")
    }
  }

}
