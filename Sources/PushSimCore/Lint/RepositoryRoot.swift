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

/// The root every report's paths are relative to (DESIGN.md §3): `--root DIR`, else the git work
/// tree that contains the inputs, else the current directory. Paths are normalised (`..`, `.`,
/// `//`); a file outside the root keeps its absolute path.
public struct RepositoryRoot: Sendable, Equatable {
  /// Absolute, normalised, without a trailing slash (`/` for the filesystem root).
  public let path: String
  /// How it was chosen: `--root`, `git work tree`, `current directory`.
  public let origin: String
  let currentDirectory: String
  /// `path` with a trailing slash (`/` for the root): what a path inside it starts with; kept, as lint asks per file.
  private let inside: String
  /// The current directory relative to the root ("" when it is the root), nil when it lies outside: a plain relative
  /// path is then shown without being made absolute first.
  private let currentFromRoot: String?

  public init(path: String, origin: String, currentDirectory: String) {
    self.currentDirectory = Self.normalise(currentDirectory, from: "/")
    self.path = Self.normalise(path, from: self.currentDirectory)
    self.origin = origin
    inside = self.path == "/" ? "/" : self.path + "/"
    if self.currentDirectory.hasSameUTF8(as: self.path) {
      currentFromRoot = ""
    } else if self.currentDirectory.hasUTF8Prefix(inside) {
      currentFromRoot = String(Substring(self.currentDirectory.utf8.dropFirst(inside.utf8.count)))
    } else {
      currentFromRoot = nil
    }
  }

  /// `--root`, else the git work tree above the first input, else the current directory.
  public static func resolve(explicit: String?, inputs: [String], currentDirectory: String) -> RepositoryRoot {
    if let explicit { return RepositoryRoot(path: explicit, origin: "--root", currentDirectory: currentDirectory) }
    let cwd = normalise(currentDirectory, from: "/")
    let start = inputs.first { $0 != "-" }.map { beforeLinks(normalise(globPrefix($0), from: cwd), below: cwd) } ?? cwd
    if let tree = gitWorkTree(above: start) ?? gitWorkTree(above: cwd) {
      return RepositoryRoot(path: tree, origin: "git work tree", currentDirectory: cwd)
    }
    return RepositoryRoot(path: cwd, origin: "current directory", currentDirectory: cwd)
  }

  /// `path` (absolute, normalised) cut before its first symbolic link below the current directory: a committed link
  /// (`templates -> /home/runner/other-repo`) cannot choose the repository root by pointing into another work tree
  /// (issue 31 item 1). A path outside the current directory is the command line's own and kept.
  static func beforeLinks(_ path: String, below cwd: String) -> String {
    let prefix = cwd == "/" ? "/" : cwd + "/"
    guard path.hasUTF8Prefix(prefix) else { return path }
    var current = cwd == "/" ? "" : cwd
    for part in path.utf8.dropFirst(prefix.utf8.count).split(separator: UInt8(ascii: "/")) {
      let next = current + "/" + String(decoding: part, as: UTF8.self)
      var info = stat()
      if FileName.withCString(next, { lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFLNK { return current.isEmpty ? "/" : current }
      current = next
    }
    return path
  }

  /// The directory part of a glob before its first wildcard (the path itself when there is none).
  static func globPrefix(_ path: String) -> String {
    guard path.contains(where: { "*?[".contains($0) }) else { return path }
    return InputFiles.globRoot(path)
  }

  /// The nearest folder at or above `path` holding `.git` (a directory, or a file in worktrees and submodules).
  static func gitWorkTree(above path: String) -> String? {
    var folder = path
    if DirectoryWalker.isFile(folder) {
      folder = parent(folder)
    }
    while true {
      if FileManager.default.fileExists(atPath: folder + (folder == "/" ? "" : "/") + ".git") { return folder }
      if folder == "/" { return nil }
      folder = parent(folder)
    }
  }

  /// The folder part of a path as written: "" for a bare file name, "/" for a file at the root.
  /// (Foundation's `deletingLastPathComponent` traps on some one-character paths, so pushsim uses its own.)
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// An absolute path with `.`, `..` and repeated slashes resolved (symlinks are kept).
  public static func normalise(_ path: String, from base: String) -> String {
    // Fast path (lint calls this per file): nothing to resolve in an ordinary relative or absolute path.
    if isPlain(path), base.utf8.first == UInt8(ascii: "/"), isPlain(base) || base == "/" { return joined(path, to: base) }
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// No empty segment (`//`, a trailing slash), no `.` or `..` segment: nothing for `normalise` to resolve.
  /// A byte scan without Foundation (`.build` or `.hidden` are ordinary segments).
  static func isPlain(_ path: String) -> Bool {
    // Read in place (a native string's UTF-8 is contiguous); a bridged one is copied first.
    path.utf8.withContiguousStorageIfAvailable(plainBytes) ?? Array(path.utf8).withUnsafeBufferPointer(plainBytes)
  }

  private static func plainBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var length = 0  // of the current segment
    var dots = 0  // the dots in it
    for index in bytes.indices {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "/") else {
        length &+= 1
        if byte == UInt8(ascii: ".") { dots &+= 1 }
        continue
      }
      if index == 0 { continue }  // the root of an absolute path
      if length == dots && dots <= 2 { return false }  // an empty, `.` or `..` segment
      length = 0
      dots = 0
    }
    return length > dots || dots > 2  // the last segment too
  }

  public func absolute(_ file: String) -> String {
    // The current directory is normalised already: only the file needs looking at (lint asks per file).
    Self.isPlain(file) ? Self.joined(file, to: currentDirectory) : Self.normalise(file, from: currentDirectory)
  }

  /// A plain path (`isPlain`) made absolute against a normalised base: nothing to resolve, only to join.
  private static func joined(_ plain: String, to base: String) -> String {
    if plain.utf8.first == UInt8(ascii: "/") { return plain }
    return base == "/" ? "/" + plain : base + "/" + plain  // a normalised base has no trailing slash
  }

  /// Whether `path` is `folder` or lies below it, compared as bytes; "" and "/" (the whole tree) hold everything.
  static func lies(_ path: String, inside folder: String) -> Bool {
    folder.isEmpty || folder == "/" || path.hasSameUTF8(as: folder) || path.hasUTF8Prefix(folder + "/")
  }

  /// Whether an absolute path lies inside the root (compared as bytes, as the file system does).
  public func contains(_ absolute: String) -> Bool {
    path == "/" || absolute.hasSameUTF8(as: path) || absolute.hasUTF8Prefix(inside)
  }

  /// The path reports show: relative to the root with `/` separators, or absolute outside it.
  /// A code place's file as reports name it: an absolute one (a scenario's `appSource` reads code by absolute path)
  /// relative to the root; a relative one is the wiring reader's, named so already.
  func shownPlace(_ file: String) -> String {
    file.utf8.first == UInt8(ascii: "/") ? display(Self.normalise(file, from: "/")) : file
  }

  public func display(_ file: String) -> String {
    guard file != "-", file != "<stdin>" else { return "<stdin>" }
    if let currentFromRoot, file.utf8.first != UInt8(ascii: "/"), Self.isPlain(file) {
      return currentFromRoot.isEmpty ? file : currentFromRoot + "/" + file
    }
    let full = absolute(file)
    guard contains(full), !full.hasSameUTF8(as: path) else { return full }
    // Counted in UTF-8 (a character count walks the string); the cut is just after a `/`, a scalar boundary.
    return String(Substring(full.utf8.dropFirst(inside.utf8.count)))
  }

  /// The bytes `percentEncoded` leaves as they are: RFC 3986 pchar minus `:` and `;`, and `/`.
  private static let uriSafe: [Bool] = (0..<256).map { byte in
    guard let scalar = Unicode.Scalar(UInt32(byte)), byte < 0x80 else { return false }
    return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      || ("0"..."9").contains(scalar) || "-._~!$&'()*+,=@/".unicodeScalars.contains(scalar)
  }

  /// `file:///…/` of the root, for SARIF's `originalUriBaseIds`.
  public var fileURI: String { "file://" + Self.percentEncoded(path == "/" ? "/" : path + "/") }

  /// A path percent-encoded for a URI (spaces, `%`, `#`, `?` and non-ASCII): every byte of the name as the file system
  /// holds it (a name that is not UTF-8 keeps its own bytes, FileName) but those `uriSafe` keeps, as `%XX`.
  static func percentEncoded(_ path: String) -> String {
    // Most paths need nothing encoded.
    if path.utf8.allSatisfy({ uriSafe[Int($0)] }) { return path }
    let hex = Array("0123456789ABCDEF".utf8)
    var output: [UInt8] = []
    FileName.withCString(path) { pointer in
      var cursor = pointer
      while cursor.pointee != 0 {
        let byte = UInt8(bitPattern: cursor.pointee)
        if uriSafe[Int(byte)] {
          output.append(byte)
        } else {
          output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
        cursor += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
