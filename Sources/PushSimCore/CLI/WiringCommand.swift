#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim wiring PATH...`: read an app's sources into the code model and report the facts.
struct WiringCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  var reader: SourceReader { SourceReader(inputs: inputs, swiftSource: environment.swiftSource) }

  func readSources(_ paths: [String], root: RepositoryRoot? = nil) -> (module: WiringModule, errors: [InputError], bytes: [String: [UInt8]]) {
    reader.readSources(paths, root: root)
  }

  func profile(_ paths: [String], label: String? = nil) throws(UsageError) -> (profile: AppProfile, sources: [ProfileSource], choice: String) {
    try reader.profile(paths, label: label)
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
    output.files(facts.files, found: records)
    return try output.finish()
  }
}
