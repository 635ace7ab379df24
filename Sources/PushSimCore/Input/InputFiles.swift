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

/// A file-level failure: the file, and the message with its position when known.
public struct InputError: Error, Sendable, Equatable {
  public let file: String
  public let message: String
  public let location: SourceLocation?

  public init(file: String, message: String, location: SourceLocation? = nil) {
    self.file = file
    self.message = message
    self.location = location
  }

  /// The same error for the file as a report names it (relative to the repository root).
  public func named(_ shown: String) -> InputError { InputError(file: shown, message: message, location: location) }

  /// `file:line:column`, the position only where known.
  public var place: String { file + (location.map { ":\($0.line):\($0.column)" } ?? "") }

  /// `file:line:column: error: message` (DESIGN.md §3), the position only where known; one line, whatever the file
  /// name and the values the message quotes hold (`Visible.text`).
  public var line: String { Visible.text("\(place): error: \(message)") }
}

/// A payload read and parsed from a file or stdin.
public struct LoadedPayload: Sendable {
  public let file: String
  public let document: JSONDocument
  public var payload: Payload

  /// The same file sent as `type` (nil: as its keys say).
  public func declaring(_ type: PushType?) -> LoadedPayload {
    var copy = self
    copy.payload.declaredPushType = type
    return copy
  }
}

/// Reads inputs: files, directories (recursively, `*.json` and `*.apns`), `-` for stdin, with
/// the input cap applied before anything is read in full.
public struct InputFiles: Sendable {
  public static let payloadExtensions: Set<String> = ["json", "apns"]

  public var maxBytes: Int
  /// Why the cap is what it is, for the message of an input over it.
  public var capReason = "(an APNs payload is at most 4096 bytes, 5120 for VoIP)"
  /// At most the given number of bytes of standard input; nil when standard input is closed.
  public var readStandardInput: @Sendable (Int) -> [UInt8]?
  /// The repository every path is contained in (issue 31 item 1): a path inside it as written that leads out through
  /// a symbolic link is refused before it is opened, and walks inside it follow no link out of it. Set by the CLI
  /// once it knows the root; nil in library use that names its own files.
  public var containment: ContainedPath?

  public init(maxBytes: Int = JSONParser.defaultMaxBytes, readStandardInput: @escaping @Sendable (Int) -> [UInt8]?) {
    self.maxBytes = maxBytes
    self.readStandardInput = readStandardInput
  }

  /// Expands PATH arguments into files, in the order given: a file as is, `-` for stdin, a
  /// directory walked for payload files (sorted), a glob (`templates/**/*.json`) matched below its
  /// fixed prefix. `select` filters what a walk finds (lint's include/exclude); a missing path, an
  /// empty directory or a glob that matches nothing is an error entry in place.
  public func expand(
    _ paths: [String], select: (String) -> Bool = { _ in true }, defaultExcludes: Bool = true, within: String? = nil
  ) -> [Result<String, InputError>] {
    var results: [Result<String, InputError>] = []
    for path in paths {
      if path == "-" {
        results.append(.success(path))
        continue
      }
      if DirectoryWalker.exists(path) {
        guard DirectoryWalker.isDirectory(path) else {
          results.append(.success(path))
          continue
        }
        let found = walk(path, accept: DirectoryWalker.isPayload, defaultExcludes: defaultExcludes, within: within)
        if found.isEmpty {
          results.append(.failure(InputError(file: path, message: "directory holds no *.json or *.apns files")))
        }
        results += Self.merged(found, in: path, select: select)
      } else if path.contains("*") || path.contains("?") || path.contains("[") {
        let glob = Glob(path)
        var found = walk(Self.globRoot(path), accept: DirectoryWalker.isPayload, defaultExcludes: defaultExcludes, within: within)
        found.files = found.files.filter { glob.matches($0) }
        if found.isEmpty {
          results.append(.failure(InputError(file: path, message: "no file matches this glob")))
        }
        results += Self.merged(found, in: Self.globRoot(path), select: { _ in true })
      } else {
        results.append(.failure(InputError(file: path, message: Self.missingReason(path))))
      }
    }
    return results
  }

  /// Walks a folder under the containment rule: inside the repository (as written) the walk follows no link out of
  /// the root, and the folder itself leading out is refused; a folder the command line names outside the root is
  /// walked within itself. `within` (a caller's own bound) applies when no containment is set.
  func walk(_ directory: String, accept: @escaping (String) -> Bool, defaultExcludes: Bool = true, within: String? = nil) -> DirectoryWalker.Found {
    let excludes = defaultExcludes ? DirectoryWalker.defaultExcludes : []
    let bound = containment.flatMap { $0.governs($0.root.absolute(directory)) ? $0.realRoot : nil } ?? within
    return DirectoryWalker.walk(in: directory, accept: accept, excluding: excludes, within: bound)
  }

  /// A walk's files and its refused links as entries, in path order.
  static func merged(_ found: DirectoryWalker.Found, in directory: String, select: (String) -> Bool) -> [Result<String, InputError>] {
    let refused = refusals(found, in: directory)
    let entries = found.files.filter(select).map { Result<String, InputError>.success($0) }
    guard !refused.isEmpty else { return entries }
    func key(_ entry: Result<String, InputError>) -> String {
      switch entry {
      case .success(let path): path
      case .failure(let error): error.file
      }
    }
    return (entries + refused.map { .failure($0) }).sorted { key($0).utf8Precedes(key($1)) }
  }

  /// What a walk of `directory` could not read: the folder itself when it leads out of the repository, else each link
  /// out it met.
  static func refusals(_ found: DirectoryWalker.Found, in directory: String) -> [InputError] {
    if found.startRefused { return [InputError(file: directory, message: ContainedPath.leadsOut)] }
    return found.refused.map(refusedLink)
  }

  /// A link a walk did not follow because it leads out of the repository (issue 31 item 4: counted, and the run fails
  /// unless the user excludes it).
  static func refusedLink(_ path: String) -> InputError {
    InputError(
      file: path,
      message: ContainedPath.leadsOut + " (not read; a config's \"exclude\" skips it)")
  }

  /// Why a path cannot be opened, as the system says it (a link loop is not "no such file").
  static func missingReason(_ path: String) -> String {
    var info = stat()
    if FileName.withCString(path, { stat($0, &info) }) != 0 {
      switch errno {
      case ELOOP: return "a symbolic link loop"
      case EACCES: return "permission denied"
      case ENOTDIR: return "a part of the path is not a directory"
      default: break
      }
    }
    return "no such file or directory"
  }

  /// The directory part of a glob before its first wildcard segment.
  static func globRoot(_ pattern: String) -> String {
    let fixed = pattern.split(separator: "/", omittingEmptySubsequences: false).prefix { !$0.contains("*") && !$0.contains("?") && !$0.contains("[") }
    let root = fixed.joined(separator: "/")
    return root.isEmpty ? "." : root
  }

  /// The bytes of one input, or an error that says why not.
  public func readBytes(_ path: String) -> Result<[UInt8], InputError> {
    if path == "-" {
      guard let bytes = readStandardInput(maxBytes + 1) else {
        return .failure(InputError(file: "<stdin>", message: "standard input is closed; pipe a payload in or name a file"))
      }
      if bytes.count > maxBytes {
        return .failure(
          InputError(
            file: "<stdin>",
            message: JSONParser.tooLargeMessage(bytes.count, maxBytes: maxBytes, knownSize: false, reason: capReason)))
      }
      return .success(bytes)
    }
    // The containment rule first: nothing outside the repository is opened (issue 31 item 1).
    // Inside the root as written, the folder's real place is checked (remembered per folder) and the file is opened
    // with O_NOFOLLOW: a file that is no link lies in its folder, and a link (ELOOP) gets the full check before it is
    // opened at all. No syscall is spent per file beyond the open itself.
    var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
    if let containment, containment.governs(containment.root.absolute(path)) {
      if let refusal = containment.folderRefusal(of: path) { return .failure(InputError(file: path, message: refusal)) }
      flags |= O_NOFOLLOW
    }
    // Opened without blocking (a FIFO would wait for a writer) and checked on the descriptor, so what is
    // checked is what is read; then read once into a buffer of the file's size (issue 11).
    // withCString: a native string is NUL-terminated already, so no C copy is made per file.
    var descriptor = FileName.withCString(path) { open($0, flags) }
    if descriptor < 0, errno == ELOOP, flags & O_NOFOLLOW != 0 {
      if let refusal = containment?.refusal(of: path) { return .failure(InputError(file: path, message: refusal)) }
      descriptor = FileName.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    }
    guard descriptor >= 0 else {
      if errno == EACCES { return .failure(InputError(file: path, message: "cannot open file (permission denied?)")) }
      return .failure(InputError(file: path, message: Self.missingReason(path)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(InputError(file: path, message: Self.missingReason(path))) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(InputError(file: path, message: "is a directory; give a payload file"))
    case S_IFIFO: return .failure(InputError(file: path, message: "is a FIFO, not a regular file; pushsim reads files (pipe into '-' instead)"))
    case S_IFCHR, S_IFBLK: return .failure(InputError(file: path, message: "is a device, not a regular file"))
    default: return .failure(InputError(file: path, message: "is not a regular file"))
    }
    let size = Int(info.st_size)
    if size > maxBytes { return .failure(InputError(file: path, message: JSONParser.tooLargeMessage(size, maxBytes: maxBytes, reason: capReason))) }
    // One byte more than the size, to see a file that grew (or a /proc file that says 0); never more than the cap + 1.
    let (bytes, failure) = Descriptor.read(descriptor, upTo: maxBytes + 1, expected: min(size, maxBytes) + 1)
    if let failure { return .failure(InputError(file: path, message: "cannot read file: \(Descriptor.reason(failure))")) }
    if bytes.count > maxBytes {
      return .failure(
        InputError(file: path, message: JSONParser.tooLargeMessage(bytes.count, maxBytes: maxBytes, knownSize: false, reason: capReason)))
    }
    return .success(bytes)
  }

  /// Reads and parses one input.
  public func load(_ path: String) -> Result<LoadedPayload, InputError> {
    let name = path == "-" ? "<stdin>" : path
    switch readBytes(path) {
    case .failure(let error):
      return .failure(error)
    case .success(let bytes):
      do {
        let document = try JSONParser(maxBytes: maxBytes).parse(bytes: bytes)
        return .success(LoadedPayload(file: name, document: document, payload: Payload(document: document)))
      } catch {
        return .failure(InputError(file: name, message: error.message, location: error.location))
      }
    }
  }
}
