#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one containment rule (issue 31 item 1, DESIGN.md §7; docs/security.md states it): every path resolves inside
/// the repository root and never through a symbolic link that leaves it, for reading and for writing.
/// - A path an input names (a config's `sources`, `scenarios`, `app`; a scenario's `deliver`, `app`, `appSource`) is
///   resolved relative to the folder of the file that names it (`resolve`) and refused, before anything of it is read,
///   when it holds a NUL, when it leaves the root as written (`../../etc/passwd`, `/proc/self/environ`) or through a
///   link, or when it is not a regular file (a device, a FIFO, a folder).
/// - A path the command line names (operands, `--config`, `--baseline`, `--output`, `--write-baseline`) and every file a
///   walk or the survey finds (`refusal(of:)`, checked by `InputFiles` before it opens anything): when it lies inside
///   the root as written, its real path must lie inside the root's real path. Only a path the command line names
///   outside the root as written (`pushsim classify ~/Downloads/push.json`) is the workflow's own; a walk below it
///   still never follows a link out of it.
/// A refusal quotes only the name as written, never a byte of the file nor where the link leads.
public struct ContainedPath: Sendable {
  /// The repository root: absolute, normalised.
  public let root: RepositoryRoot
  /// Its real path (symbolic links resolved), to compare a resolved target with.
  let realRoot: String

  public init(root: RepositoryRoot) {
    self.root = root
    realRoot = DirectoryWalker.realPath(root.path).map { RepositoryRoot.normalise($0, from: "/") } ?? root.path
  }

  /// The root for the files one input names: `--root`, else the git work tree holding the input, else the current
  /// directory when the input lies inside it, else the input's own folder.
  public static func forInput(_ file: String, explicitRoot: String?, currentDirectory: String) -> ContainedPath {
    if let explicitRoot { return ContainedPath(root: RepositoryRoot(path: explicitRoot, origin: "--root", currentDirectory: currentDirectory)) }
    let cwd = RepositoryRoot.normalise(currentDirectory, from: "/")
    let absolute = RepositoryRoot.normalise(file, from: cwd)
    if let tree = RepositoryRoot.gitWorkTree(above: absolute) {
      return ContainedPath(root: RepositoryRoot(path: tree, origin: "git work tree", currentDirectory: cwd))
    }
    let here = RepositoryRoot(path: cwd, origin: "current directory", currentDirectory: cwd)
    if here.contains(absolute) { return ContainedPath(root: here) }
    return ContainedPath(root: RepositoryRoot(path: RepositoryRoot.folder(of: absolute), origin: "the input's folder", currentDirectory: cwd))
  }

  /// The path to read for `name`, written in `file`; or why it is refused. `folder`: a folder is accepted too (a
  /// scenario's `appSource`).
  public func resolve(_ name: String, namedIn file: String, folder allowFolder: Bool = false) -> Result<String, Refusal> {
    if name.utf8.contains(0) { return .failure(Refusal(message: "the path holds a NUL character; a file name cannot")) }
    if name.isEmpty { return .failure(Refusal(message: "the path is empty")) }
    let folder = RepositoryRoot.folder(of: file)
    let written = name.hasPrefix("/") || folder.isEmpty ? name : folder + "/" + name
    let absolute = root.absolute(written)
    let outside = "'\(name)' is outside the repository root \(root.path) (\(root.origin)); an input names only files inside it"
    guard root.contains(absolute) || RepositoryRoot.lies(absolute, inside: realRoot) else { return .failure(Refusal(message: outside)) }
    // A symbolic link on the way may still lead out: the real path decides.
    if let real = DirectoryWalker.realPath(absolute).map({ RepositoryRoot.normalise($0, from: "/") }) {
      guard RepositoryRoot.lies(real, inside: realRoot) || root.contains(real) else {
        return .failure(Refusal(message: "'\(name)' \(Self.leadsOut)"))
      }
      var info = stat()
      if FileName.withCString(real, { stat($0, &info) }) == 0 {
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR where allowFolder: break
        case S_IFDIR: return .failure(Refusal(message: "'\(name)' is a directory, not a file"))
        default: return .failure(Refusal(message: "'\(name)' is not a regular file (a device, FIFO or socket); an input names only files"))
        }
      }
    }
    // Relative paths stay as written (reports show them relative to the root).
    return .success(written)
  }

  /// Why `path` (as the command line, a walk or the survey names it, relative to the current directory) may not be
  /// opened, or nil: it lies inside the root as written and leads out of it through a symbolic link. The real path of
  /// a path that does not exist yet (a report to create) is its deepest existing folder's, with the rest appended.
  public func refusal(of path: String) -> String? {
    let absolute = root.absolute(path)
    guard governs(absolute) else { return nil }
    // A file that is no link lies where its folder really is (the folder's verdict is remembered).
    var info = stat()
    if FileName.withCString(absolute, { lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) != S_IFLNK { return folderRefusal(of: absolute) }
    guard let real = Self.realPathAllowingMissing(absolute) else { return nil }
    return inside(real) ? nil : Self.leadsOut
  }

  /// Why the folder of `path` (inside the root as written) may not be opened in, or nil: it leads out through a link.
  /// Remembered per folder, so a run over thousands of templates in a few folders makes a few realpath calls (one per
  /// file had cost lint a quarter of its time); the file itself is left to the caller (`InputFiles` opens it with
  /// O_NOFOLLOW, `refusal(of:)` looks at it).
  func folderRefusal(of path: String) -> String? {
    let folder = RepositoryRoot.parent(root.absolute(path))
    return folders.inside(folder, { Self.realPathAllowingMissing($0).map(inside) ?? true }) ? nil : Self.leadsOut
  }

  /// Whether each folder asked about really lies inside the root, remembered (shared by lint's workers).
  final class FolderVerdicts: @unchecked Sendable {
    private let lock = Lock()
    private var verdicts: [String: Bool] = [:]

    func inside(_ folder: String, _ decide: (String) -> Bool) -> Bool {
      if let known = lock.withLock({ verdicts[folder] }) { return known }
      let verdict = decide(folder)
      lock.withLock { verdicts[folder] = verdict }
      return verdict
    }
  }

  private let folders = FolderVerdicts()

  /// The refusal of a path that leads out of the repository through a symbolic link (where it leads is not quoted).
  public static let leadsOut = "leads out of the repository through a symbolic link; pushsim opens nothing outside the repository root"

  /// Whether an absolute path lies inside the root as written (so containment applies to it).
  func governs(_ absolute: String) -> Bool { root.contains(absolute) || RepositoryRoot.lies(absolute, inside: realRoot) }

  /// Whether a real (resolved) path lies inside the root.
  func inside(_ real: String) -> Bool { RepositoryRoot.lies(real, inside: realRoot) || root.contains(real) }

  /// The real path of an absolute path; for one that does not exist (yet), its deepest existing folder's real path
  /// with the rest appended. Nil only when not even `/` resolves.
  static func realPathAllowingMissing(_ absolute: String) -> String? {
    if let real = DirectoryWalker.realPath(absolute) { return RepositoryRoot.normalise(real, from: "/") }
    var folder = absolute
    var rest: [Substring] = []
    while folder != "/" {
      guard let slash = folder.lastIndex(of: "/") else { return nil }
      rest.append(folder[folder.index(after: slash)...])
      folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
      if let real = DirectoryWalker.realPath(folder) {
        return RepositoryRoot.normalise(real + "/" + rest.reversed().joined(separator: "/"), from: "/")
      }
    }
    return nil
  }

  /// Why a named path is refused.
  public struct Refusal: Error, Sendable { public let message: String }
}
