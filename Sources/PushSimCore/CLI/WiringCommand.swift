import Foundation

/// `pushsim wiring PATH...`: read an app's sources into the code model and report the facts.
struct WiringCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  /// Source files are read up to 8 MiB each (app delegates are a few KB; a bigger file is generated code).
  static let maxSourceBytes = 8 << 20

  init(environment: CLIEnvironment, inputs: InputFiles) {
    self.environment = environment
    var inputs = inputs
    inputs.maxBytes = max(inputs.maxBytes, Self.maxSourceBytes)
    inputs.capReason = "(pushsim wiring reads source files up to 8 MiB)"
    self.inputs = inputs
  }

  static func isSource(_ name: String) -> Bool {
    name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".h") || WiringModule.projectFileNames.contains(name)
  }

  /// Files and directories, expanded: a directory is walked for sources; a file is taken as it is.
  func sourcePaths(_ paths: [String]) -> [Result<String, InputError>] {
    var results: [Result<String, InputError>] = []
    for path in paths {
      if DirectoryWalker.isDirectory(path) {
        let found = DirectoryWalker.files(in: path, accept: Self.isSource)
        if found.isEmpty {
          results.append(
            .failure(InputError(file: path, message: "directory holds no *.swift, *.m, *.h, Info.plist, Podfile.lock or Package.resolved files")))
        }
        results += found.map { .success($0) }
      } else if DirectoryWalker.isFile(path) {
        results.append(.success(path))
      } else {
        results.append(.failure(InputError(file: path, message: InputFiles.missingReason(path))))
      }
    }
    return results
  }

  /// Reads the sources and project files, and the errors of those that cannot be read.
  func read(_ paths: [String]) -> (module: WiringModule, errors: [InputError]) {
    let (module, errors, _) = readSources(paths)
    return (module, errors)
  }

  /// `root`: when given, every file is named relative to the repository root (issue 19: annotations attach to
  /// `ios/App/AppDelegate.swift` from any folder), as lint names them.
  func readSources(_ paths: [String], root: RepositoryRoot? = nil) -> (module: WiringModule, errors: [InputError], bytes: [String: [UInt8]]) {
    var sources: [(path: String, bytes: [UInt8])] = []
    var errors: [InputError] = []
    let name = { (path: String) in root.map { $0.display(path) } ?? path }
    for entry in sourcePaths(paths) {
      switch entry.flatMap({ path in inputs.readBytes(path).map { (name(path), $0) } }) {
      case .failure(let error): errors.append(InputError(file: name(error.file), message: error.message, location: error.location))
      case .success(let source):
        if source.0.hasSuffix(".swift") && environment.swiftSource == nil {
          errors.append(
            InputError(file: source.0, message: "reading Swift needs pushsim-wiring (the SwiftParser libraries); install it beside pushsim"))
        } else {
          sources.append(source)
        }
      }
    }
    let swiftSource = environment.swiftSource ?? { path, _ in CodeFile(path: path, language: .swift) }
    return (WiringModule.reading(sources, swiftSource: swiftSource), errors, Dictionary(sources.map { ($0.path, $0.bytes) }) { first, _ in first })
  }

  /// `--app-source PATH...`: the profile the code implies, its provenance, and how the trace names it.
  /// `label`: how the choice names the code (default `--app-source PATH…`).
  func profile(_ paths: [String], label: String? = nil) throws(UsageError) -> (profile: AppProfile, sources: [ProfileSource], choice: String) {
    let (module, errors) = read(paths)
    if let error = errors.first { throw UsageError(in: error.file, at: error.location, error.message) }
    let (profile, sources) = ProfileFromCode.profile(WiringAnalyzer.analyze(module))
    let fromCode = sources.filter(\.fromCode).count
    let name = label ?? "--app-source \(paths.joined(separator: " "))"
    return (profile, sources, "\(name): \(fromCode) keys from code, \(sources.count - fromCode) defaults")
  }

  func run(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    let root = RepositoryRoot.resolve(
      explicit: command.value("root"), inputs: command.positionals, currentDirectory: FileManager.default.currentDirectoryPath)
    let (module, errors, bytes) = readSources(command.positionals, root: root)
    let facts = WiringAnalyzer.analyze(module)
    if command.flag("emit-profile") {
      for error in errors { environment.writeErr(error.line + "\n") }
      environment.writeOut(JSONWriter(sortedKeys: false).string(ProfileFromCode.profile(facts).profile.document) + "\n")
      return errors.isEmpty ? ExitCode.success : ExitCode.usage
    }
    let findings = WiringRules.findings(facts)
    let format = command.value("format") ?? "text"
    let shared =
      !["text", "json"].contains(format) || ["baseline", "write-baseline", "output", "max-warnings"].contains { command.value($0) != nil }
    guard !shared else { return try report(findings, errors: errors, facts: facts, bytes: bytes, root: root, command: command) }
    for error in errors { environment.writeErr(error.line + "\n") }
    switch format {
    case "json": environment.writeOut(WiringReport.json(facts, findings: findings))
    default: environment.writeOut(WiringReport.text(facts, findings: findings, style: environment.style))
    }
    if !errors.isEmpty { return ExitCode.usage }
    let failing = findings.contains { $0.severity == .error || (command.flag("strict") && $0.severity == .warning) }
    return failing ? ExitCode.findings : ExitCode.success
  }

  /// The findings as the one record, through the writer every command shares (`FindingOutput`): every lint format,
  /// `--baseline`, `--write-baseline`, `--output`; each source file read counts as a file checked.
  private func report(
    _ findings: [WiringFinding], errors: [InputError], facts: WiringFacts, bytes: [String: [UInt8]], root: RepositoryRoot,
    command: ParsedCommand
  ) throws(UsageError) -> Int32 {
    var tally = LintTally(strict: command.flag("strict"))
    tally.command = "wiring"
    tally.parts = [.wiring]
    tally.root = root
    let output = try FindingOutput(command, environment: environment, inputs: inputs, tally: tally, inputPaths: facts.files.map(root.absolute))
    output.begin()
    for error in errors { output.unreadable(error) }
    let records = findings.map { FindingRecords.wiring($0, fallbackFile: facts.files.first ?? "", bytes: bytes) }
    let byFile = Dictionary(grouping: records, by: \.file)
    for file in facts.files { output.file(file, found: byFile[file] ?? []) }
    for (file, found) in byFile.sorted(by: { $0.key < $1.key }) where !facts.files.contains(file) { output.file(file, found: found, checked: false) }
    return try output.finish()
  }
}
