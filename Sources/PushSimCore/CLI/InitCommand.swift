import Foundation

/// `pushsim init [DIR]` (issue 19 item 2): looks at the repository and writes `.pushsim.json` with the folders it found,
/// saying what it found in each and why: the push templates (`include`, so lint checks them whatever they hold), the
/// app's source folders (`sources`, what `pushsim wiring` reads with no PATH) and the scenario folders (`scenarios`,
/// what `pushsim run` runs with no SCENARIO). One walk (the walker every command uses: no link out of the repository),
/// each candidate file read once, up to the input cap.
struct InitCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  /// What the survey found: per role, each folder with its reason.
  struct Survey {
    var templates: [(folder: String, why: String)] = []
    var sources: [(folder: String, why: String)] = []
    var scenarios: [(folder: String, why: String)] = []
  }

  static func isCandidate(_ name: String) -> Bool {
    DirectoryWalker.isPayload(name) || name.hasSuffix(".swift") || name.hasSuffix(".m")
  }

  /// The words in a source file that make it the app's push wiring (the delegates pushsim wiring reads).
  static let wiringWords = ["UNUserNotificationCenterDelegate", "UIApplicationDelegate", "didReceiveRemoteNotification"]

  func survey(root: RepositoryRoot) -> Survey {
    var templates: [String: Int] = [:]
    var scenarios: [String: Int] = [:]
    var sources: [String: String] = [:]
    for file in DirectoryWalker.files(in: root.path, accept: Self.isCandidate, within: root.path) {
      guard case .success(let bytes) = inputs.readBytes(file) else { continue }
      let relative = root.display(file)
      let folder = RepositoryRoot.folder(of: relative)
      if relative.hasSuffix(".swift") || relative.hasSuffix(".m") {
        let text = String(decoding: bytes, as: UTF8.self)
        if sources[folder] == nil, let word = Self.wiringWords.first(where: { text.contains($0) }) {
          sources[folder] = "\(String(relative.split(separator: "/").last ?? "")) mentions \(word)"
        }
        continue
      }
      let subject = LintSubject(file: relative, bytes: bytes, options: LintOptions())
      if subject.root?["schema"]?.stringValue == Scenario.schemaID {
        scenarios[folder, default: 0] += 1
      } else if LintScope.decide(subject, path: relative, chosen: false) == .lint {
        templates[folder, default: 0] += 1
      }
    }
    var survey = Survey()
    survey.templates = Self.outermost(templates).map { folder in
      let count = templates.filter { RepositoryRoot.lies($0.key, inside: folder) }.values.reduce(0, +)
      return (folder, "\(count) push payload\(count == 1 ? "" : "s") (.apns, or JSON with aps or a provider's keys)")
    }
    survey.scenarios = Self.outermost(scenarios).map { folder in
      let count = scenarios.filter { RepositoryRoot.lies($0.key, inside: folder) }.values.reduce(0, +)
      return (folder, "\(count) \(Scenario.schemaID) file\(count == 1 ? "" : "s")")
    }
    survey.sources = Self.outermost(sources).map { folder in
      let inside = sources.filter { RepositoryRoot.lies($0.key, inside: folder) }.sorted { $0.key < $1.key }
      guard inside.count > 1, let first = inside.first else { return (folder, inside.first?.value ?? "") }
      return (folder, "\(inside.count) folders of push wiring code (\(first.key): \(first.value), …)")
    }
    return survey
  }

  /// The folders not inside another of them, sorted; two or more that share a parent (not the root) are that parent
  /// (`templates/mapp` and `templates/grovs` are `templates`).
  static func outermost<Value>(_ folders: [String: Value]) -> [String] {
    var all = Set(folders.keys)
    while true {
      let outer = all.filter { folder in !all.contains { $0 != folder && RepositoryRoot.lies(folder, inside: $0) } }
      var byParent: [String: Int] = [:]
      for folder in outer where folder.contains("/") { byParent[RepositoryRoot.folder(of: folder), default: 0] += 1 }
      let merged = byParent.filter { $0.value >= 2 }.keys
      if merged.isEmpty { return outer.sorted() }
      all = outer.union(merged)
    }
  }

  func run(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    let cwd = FileManager.default.currentDirectoryPath
    let root = RepositoryRoot.resolve(explicit: command.positionals.first, inputs: ["."], currentDirectory: cwd)
    guard DirectoryWalker.isDirectory(root.path) else { throw UsageError("\(root.path) is not a directory") }
    let found = survey(root: root)
    var members: [JSONMember] = []
    if !found.templates.isEmpty {
      members.append(JSONMember(key: "include", value: .array(found.templates.map { .string($0.folder.isEmpty ? "**" : $0.folder + "/**") })))
    }
    if !found.sources.isEmpty {
      members.append(JSONMember(key: "sources", value: .array(found.sources.map { .string($0.folder.isEmpty ? "." : $0.folder) })))
    }
    if !found.scenarios.isEmpty {
      members.append(JSONMember(key: "scenarios", value: .array(found.scenarios.map { .string($0.folder.isEmpty ? "." : $0.folder) })))
    }
    let config = JSONObject(members)
    // The root as the user named it (no machine-specific path when it is the current directory).
    let shown = command.positionals.first ?? (RepositoryRoot.normalise(cwd, from: "/") == root.path ? "." : root.path)
    var lines = ["repository root: \(Visible.text(shown)) (\(command.positionals.isEmpty ? root.origin : "named"))"]
    for (role, entries) in [("templates", found.templates), ("sources", found.sources), ("scenarios", found.scenarios)] {
      if entries.isEmpty { lines.append("  \(role.padded(to: 10)) none found") }
      for entry in entries {
        lines.append("  \(role.padded(to: 10)) \(Visible.text(entry.folder.isEmpty ? "." : entry.folder)): \(Visible.text(entry.why))")
      }
    }
    let text = JSONWriter(sortedKeys: false).string(.object(config)) + "\n"
    if command.flag("print") {
      environment.writeErr(lines.joined(separator: "\n") + "\n")
      environment.writeOut(text)
      return ExitCode.success
    }
    let path = (root.path == "/" ? "" : root.path) + "/" + LintConfig.fileName
    if DirectoryWalker.isFile(path) || DirectoryWalker.isDirectory(path), !command.flag("force") {
      throw UsageError("\(root.display(path)) exists; pushsim init does not overwrite it (--force replaces it, --print shows what it would write)")
    }
    try OutputFile.write(text, to: path)
    lines.append("wrote \(root.display(path)): lint checks the templates, pushsim wiring reads the sources, pushsim run runs the scenarios")
    environment.writeOut(lines.joined(separator: "\n") + "\n")
    return ExitCode.success
  }
}
