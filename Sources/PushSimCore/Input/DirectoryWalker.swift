#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one walker of every command (issue 18): lint, classify, run, simulate, wiring, check and the survey find files
/// with it.
/// It finds the files below a directory that `accept` takes, sorted, skipping hidden files and folders (`.git`,
/// `.build`, `.pushsim.json`) and the folders of other tools (`defaultExcludes`). It never follows a symbolic link to
/// a file or folder outside the walked root (or `within`, the repository root): a committed link to `/`, to `/proc`
/// or to a folder beside the checkout is skipped at once, never entered. A folder is entered once (by device and
/// inode), so a link loop ends. Names are kept as bytes (`FileName`). Uses readdir's file types, so a walk over
/// thousands of templates costs no stat per file.
enum DirectoryWalker {
  /// Folders no campaign template or app source lives in: dependencies, build output and asset catalogs.
  static let defaultExcludes = ["node_modules", "Pods", "Carthage", "DerivedData", "build", "*.xcassets"]

  /// `within`: a symbolic link to anything outside this path (the repository root) is not followed; by default,
  /// the walked directory itself.
  static func payloadFiles(in directory: String, defaultExcludes: Bool = true, within: String? = nil) -> Found {
    walk(in: directory, accept: isPayload, excluding: defaultExcludes ? Self.defaultExcludes : [], within: within)
  }

  /// What a walk found: the files `accept` takes, sorted, and the symbolic links it did not follow because they lead
  /// out of the boundary (to a file it would take, or to a folder), sorted: inputs it could not read (issue 31 item 4).
  struct Found {
    var files: [String] = []
    var refused: [String] = []
    /// The walked folder itself leads out of the boundary (a named folder that is a link out): nothing was walked.
    var startRefused = false

    /// Nothing found, nothing refused.
    var isEmpty: Bool { files.isEmpty && refused.isEmpty && !startRefused }
  }

  /// The files below `directory` whose names `accept` takes, skipping folders named in `excluding`.
  static func files(
    in directory: String, accept: @escaping (String) -> Bool, excluding: [String] = defaultExcludes, within: String? = nil
  ) -> [String] {
    walk(in: directory, accept: accept, excluding: excluding, within: within).files
  }

  /// The walk: `within` (the repository root's real path, or a folder the command line names outside it) bounds every
  /// link followed; `directory` itself leading out of it is refused unwalked.
  static func walk(
    in directory: String, accept: @escaping (String) -> Bool, excluding: [String] = defaultExcludes, within: String? = nil
  ) -> Found {
    var found = Found()
    var visited: Set<[UInt64]> = []
    guard let boundary = realPath(within ?? directory) else { return found }
    let bound = boundary == "/" ? "" : boundary
    guard let start = realPath(directory), RepositoryRoot.lies(start, inside: bound) else {
      found.startRefused = exists(directory)
      return found
    }
    let walker = Walk(accept: accept, excludes: excluding, within: bound)
    walker.walk(directory, into: &found, visited: &visited)
    // In code point order (memcmp): the order `sorted()` gives for NFC names, at a fraction of its cost per pair.
    found.files.sort { $0.utf8Precedes($1) }
    found.refused.sort { $0.utf8Precedes($1) }
    return found
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return FileName.withCString(path) { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// A path that exists (links followed).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return FileName.withCString(path) { stat($0, &info) } == 0
  }

  /// A path that exists and is not a directory (readBytes refuses FIFOs and devices with a reason).
  static func isFile(_ path: String) -> Bool {
    var info = stat()
    return FileName.withCString(path) { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) != S_IFDIR
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = FileName.withCString(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return FileName.decode(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }

  static func excluded(_ name: String, by excludes: [String] = defaultExcludes) -> Bool {
    excludes.contains { $0.hasPrefix("*") ? name.hasSuffix($0.dropFirst()) : name == $0 }
  }

  private struct Walk {
    let accept: (String) -> Bool
    let excludes: [String]
    /// The real path of the root, "" for `/` (every path is inside it).
    let within: String

    func walk(_ directory: String, into found: inout Found, visited: inout Set<[UInt64]>) {
      var info = stat()
      guard FileName.withCString(directory, { stat($0, &info) }) == 0, visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted
      else { return }
      guard let handle = FileName.withCString(directory, { opendir($0) }) else { return }
      defer { closedir(handle) }
      // Joined once per folder, not per entry (the walk names every file).
      let prefix = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
      while let entry = readdir(handle) {
        // The name's bytes up to its NUL (strlen), read in place; hidden entries (and `.`, `..`) are skipped by byte.
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
          guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.first != UInt8(ascii: ".") else { return nil }
          return FileName.decode(UnsafeRawBufferPointer(start: base, count: strnlen(base, raw.count)))
        }
        guard let name else { continue }
        let path = prefix + name
        var type = Int32(entry.pointee.d_type)
        if type == Int32(DT_LNK) {
          // A link is followed only to a target inside the root (resolved, so `..` and nested links count). One that
          // leads out, to a folder or to a file the walk would take, is refused: nothing of it is opened (stat opens
          // nothing), and the run says it could not read it. A dangling link or a loop opens nothing either.
          guard let target = realPath(path) else { continue }
          guard RepositoryRoot.lies(target, inside: within) else {
            if accept(name) || isDirectory(path) { found.refused.append(path) }
            continue
          }
        }
        if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
          var info = stat()
          guard FileName.withCString(path, { stat($0, &info) }) == 0 else { continue }
          type = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : Int32(DT_UNKNOWN)
        }
        if type == Int32(DT_DIR) {
          if excluded(name, by: excludes) { continue }
          walk(path, into: &found, visited: &visited)
        } else if type == Int32(DT_REG), accept(name) {
          found.files.append(path)
        }
      }
    }
  }

  /// The name ends in `.json` or `.apns`, in any letter case. The dot is found in the UTF-8 bytes (the walk asks for
  /// every file, and a search by Character costs more than the rest of the test).
  static func isPayload(_ name: String) -> Bool {
    let bytes = name.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
    return InputFiles.payloadExtensions.contains(String(Substring(bytes[bytes.index(after: dot)...])).lowercased())
  }
}
