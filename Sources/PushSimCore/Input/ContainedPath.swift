#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files that an input names (a scenario's `deliver` payloads and `app` profile file) stay in the repository
/// (issue 18, DESIGN.md §6). A name is resolved relative to the folder of the file that names it and refused, before
/// anything of it is read, when it holds a NUL, when it leaves the repository root as written (`../../etc/passwd`,
/// `/proc/self/environ`) or through a symbolic link, or when it is not a regular file (a device, a FIFO, a folder).
/// A refusal quotes only the name as the input wrote it, never a byte of the file.
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
        return .failure(Refusal(message: outside + " (through a symbolic link)"))
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

  /// Why a named path is refused.
  public struct Refusal: Error, Sendable { public let message: String }
}
