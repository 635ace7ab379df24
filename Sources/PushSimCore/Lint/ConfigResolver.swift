#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which `.pushsim.json` applies to each linted file (docs/config.md): `--config FILE` for every
/// file; else the nearest one between the file's folder and the repository root, never above the
/// root; none for a file outside the root or with `--no-config`. A `.pushsim.json` found this way is a file of the
/// repository: one that is a symbolic link out of it, or not a regular file, is refused before it is read (issue 18).
final class ConfigResolver {
  let root: RepositoryRoot
  private let contained: ContainedPath
  let explicit: LintConfig?
  let disabled: Bool
  let load: (String) throws(UsageError) -> LintConfig
  private var byFolder: [String: LintConfig?] = [:]
  private var loaded: [String: LintConfig] = [:]
  /// Config files used, in the order first used (absolute paths).
  private(set) var used: [String] = []

  init(root: RepositoryRoot, explicit: LintConfig?, disabled: Bool, load: @escaping (String) throws(UsageError) -> LintConfig) {
    self.root = root
    contained = ContainedPath(root: root)
    self.explicit = explicit
    self.disabled = disabled
    self.load = load
    if let explicit { used.append(explicit.path) }
  }

  func config(for file: String) throws(UsageError) -> LintConfig? {
    if let explicit { return explicit }
    guard !disabled else { return nil }
    let absolute = root.absolute(file)
    guard root.contains(absolute) else { return nil }
    return try config(inFolder: RepositoryRoot.parent(absolute))
  }

  private func config(inFolder folder: String) throws(UsageError) -> LintConfig? {
    if let cached = byFolder[folder] { return cached }
    let candidate = (folder == "/" ? "" : folder) + "/" + LintConfig.fileName
    var found: LintConfig?
    if let existing = loaded[candidate] {
      found = existing
    } else if FileManager.default.fileExists(atPath: candidate) {
      if case .failure(let refusal) = contained.resolve(candidate, namedIn: "") {
        throw UsageError(in: root.display(candidate), "config refused: \(refusal.message)")
      }
      let config = try load(candidate)
      loaded[candidate] = config
      found = config
    } else if folder != root.path, root.contains(folder) {
      found = try config(inFolder: RepositoryRoot.parent(folder))
    }
    if let found, !used.contains(found.path) { used.append(found.path) }
    byFolder[folder] = .some(found)
    return found
  }
}
