#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim init [DIR]` (issue 19 item 2): looks at the repository and writes `.pushsim.json` with the folders it found,
/// saying what it found in each and why: the push templates (`include`, so lint checks them whatever they hold), the
/// app's source folders (`sources`, what `pushsim wiring` reads with no PATH: the app, its notification extensions,
/// the frameworks and packages it imports, a cross-platform app's native folders) and the scenario folders (`scenarios`,
/// what `pushsim run` runs with no SCENARIO). No `include` covers the scenarios or any other of pushsim's documents. One walk (the walker every command uses: no link out of the repository),
/// each candidate file read once, up to the input cap.
struct InitCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  func run(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    let cwd = FileManager.default.currentDirectoryPath
    let root = RepositoryRoot.resolve(explicit: command.positionals.first, inputs: ["."], currentDirectory: cwd)
    guard DirectoryWalker.isDirectory(root.path) else { throw UsageError("\(root.path) is not a directory") }
    let found = RepositorySurvey(inputs: inputs).survey(root: root)
    // What the survey could not read is said, not surveyed (a link out of the repository, a source over its cap).
    for error in found.unreadable { environment.writeErrLine("\(error.place): warning: \(error.message)") }
    var members: [JSONMember] = []
    // The template folders, never one that covers pushsim's own documents (issue 32 item 3: the survey narrows them).
    if !found.include.isEmpty { members.append(JSONMember(key: "include", value: .array(found.include.map { .string($0) }))) }
    if !found.sources.isEmpty {
      members.append(JSONMember(key: "sources", value: .array(found.sources.map { .string($0.folder.isEmpty ? "." : $0.folder) })))
    }
    if !found.scenarios.isEmpty {
      members.append(JSONMember(key: "scenarios", value: .array(found.scenarios.map { .string($0.folder.isEmpty ? "." : $0.folder) })))
    }
    let config = JSONObject(members)
    // The root as the user named it (no machine-specific path when it is the current directory).
    let shown = command.positionals.first ?? (RepositoryRoot.normalise(cwd, from: "/") == root.path ? "." : root.path)
    // Each line holds folder names and file names: it is escaped whole, once, where it is written (issue 31 item 6).
    var lines = ["repository root: \(shown) (\(command.positionals.isEmpty ? root.origin : "named"))"]
    for (role, entries) in [("templates", found.templates), ("sources", found.sources), ("scenarios", found.scenarios)] {
      if entries.isEmpty { lines.append("  \(role.padded(to: 10)) none found") }
      for entry in entries {
        lines.append("  \(role.padded(to: 10)) \(entry.folder.isEmpty ? "." : entry.folder): \(entry.why)")
      }
      if role == "templates" { lines += found.includeNotes.map { "  \("include".padded(to: 10)) \($0)" } }
    }
    let text = JSONWriter(sortedKeys: false).string(.object(config)) + "\n"
    if command.flag("print") {
      for line in lines { environment.writeErrLine(line) }
      environment.writeOut(text)
      return ExitCode.success
    }
    let path = (root.path == "/" ? "" : root.path) + "/" + LintConfig.fileName
    if DirectoryWalker.isFile(path) || DirectoryWalker.isDirectory(path), !command.flag("force") {
      throw UsageError("\(root.display(path)) exists; pushsim init does not overwrite it (--force replaces it, --print shows what it would write)")
    }
    try OutputFile.write(text, to: path, containment: inputs.containment)
    lines.append("wrote \(root.display(path)): lint checks the templates, pushsim wiring reads the sources, pushsim run runs the scenarios")
    environment.writeOut(lines.map { Visible.text($0) + "\n" }.joined())
    return ExitCode.success
  }
}
