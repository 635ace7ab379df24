#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim wiring` and `pushsim run` with no PATH read the folders the repository's `.pushsim.json` names
/// (`sources`, `scenarios`; `pushsim init` writes them), relative to the config's folder and inside the repository.
/// The config is found and read as lint finds and reads it (`ConfigResolver`: one linked out of the repository is
/// refused unread).
enum ConfiguredPaths {
  static func fill(_ command: ParsedCommand, key: String, inputs: InputFiles) throws(UsageError) -> ParsedCommand {
    guard command.positionals.isEmpty else { return command }
    let cwd = FileManager.default.currentDirectoryPath
    let root = RepositoryRoot.resolve(explicit: command.value("root"), inputs: ["."], currentDirectory: cwd)
    let base = root.path == "/" ? "" : root.path
    let resolver = ConfigResolver(root: root, explicit: nil, disabled: false, load: inputs.loadConfig)
    let config = try resolver.config(for: base + "/" + LintConfig.fileName)
    let folders = (key == "sources" ? config?.sources : config?.scenarios) ?? []
    guard !folders.isEmpty else {
      let what = key == "sources" ? "the app's source folders" : "the scenario folders"
      throw UsageError(
        "'\(command.name)' needs a PATH, or \(what) in \(root.display(base + "/" + LintConfig.fileName)) \"\(key)\" (pushsim init writes it)")
    }
    // Named as a user in the root would write them; absolute from anywhere else (reports show them relative to the root).
    let here = RepositoryRoot.normalise(cwd, from: "/") == root.path
    var filled = command
    filled.positionals = folders.map { here ? $0 : RepositoryRoot.normalise(base + "/" + $0, from: "/") }
    return filled
  }
}
