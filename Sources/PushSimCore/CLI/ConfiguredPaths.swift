import Foundation

/// `pushsim wiring` and `pushsim run` with no PATH read the folders the repository's `.pushsim.json` names
/// (`sources`, `scenarios`; `pushsim init` writes them), relative to the config's folder and inside the repository.
enum ConfiguredPaths {
  static func fill(_ command: ParsedCommand, key: String) throws(UsageError) -> ParsedCommand {
    guard command.positionals.isEmpty else { return command }
    let cwd = FileManager.default.currentDirectoryPath
    let root = RepositoryRoot.resolve(explicit: command.value("root"), inputs: ["."], currentDirectory: cwd)
    let path = (root.path == "/" ? "" : root.path) + "/" + LintConfig.fileName
    let what = key == "sources" ? "the app's source folders" : "the scenario folders"
    guard DirectoryWalker.isFile(path) else {
      throw UsageError("'\(command.name)' needs a PATH, or \(what) in \(root.display(path)) \"\(key)\" (pushsim init writes it)")
    }
    // The config is a file of the repository: one linked out of it is refused unread, as lint refuses it.
    if case .failure(let refusal) = ContainedPath(root: root).resolve(path, namedIn: "") {
      throw UsageError(in: root.display(path), "config refused: \(refusal.message)")
    }
    let bytes: [UInt8]
    switch InputFiles(readStandardInput: { _ in nil }).readBytes(path) {
    case .failure(let error): throw UsageError(in: error.file, at: error.location, error.message)
    case .success(let read): bytes = read
    }
    let config = try LintConfig.parse(bytes, path: root.display(path), knownRules: RuleRegistry.ids)
    let folders = key == "sources" ? config.sources : config.scenarios
    guard !folders.isEmpty else {
      throw UsageError("'\(command.name)' needs a PATH, or \(what) in \(root.display(path)) \"\(key)\" (pushsim init writes it)")
    }
    // Named as a user in the root would write them; absolute from anywhere else (reports show them relative to the root).
    let base = root.path == "/" ? "" : root.path
    let here = RepositoryRoot.normalise(cwd, from: "/") == root.path
    var filled = command
    filled.positionals = folders.map { here ? $0 : RepositoryRoot.normalise(base + "/" + $0, from: "/") }
    return filled
  }
}
