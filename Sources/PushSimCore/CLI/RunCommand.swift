#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim run SCENARIO...`: read each scenario, run it on one world, report every expectation.
struct RunCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles
  /// What `appSource` derived from app code, shared by every scenario this command runs.
  let appSources = AppSourceProfiles()

  func run(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    let format = command.value("format") ?? "text"
    if !ScenarioReport.formats.contains(format) || ["baseline", "write-baseline", "max-warnings"].contains(where: { command.value($0) != nil }) {
      return try report(command)
    }
    // Each scenario is reported as soon as it has run and then let go (issue 11: memory holds one
    // scenario, and the report streams out in 64 KiB pieces).
    let sink = ReportSink { environment.writeOut($0) }
    let reporter = ScenarioReport.reporter(command.value("format") ?? "text", out: sink, style: environment.style)
    let appOverride: (profile: AppProfile, choice: String)?
    do throws(UsageError) { appOverride = try self.appOverride(command) } catch {
      environment.writeErr(error.line + "\n")
      return ExitCode.usage
    }
    var unreadable = false
    for entry in inputs.expand(command.positionals) {
      let outcome: ScenarioReport.Outcome
      switch entry.flatMap(inputs.load) {
      case .failure(let error): outcome = .failed(error)
      case .success(let loaded): outcome = runOne(loaded, appOverride: appOverride, root: command.value("root"))
      }
      if case .failed(let error) = outcome {
        unreadable = true
        environment.writeErr(error.line + "\n")
      }
      reporter.add(outcome)
    }
    reporter.finish()
    sink.flush()
    if unreadable { return ExitCode.usage }
    return reporter.tally.failedScenarios > 0 ? ExitCode.findings : ExitCode.success
  }

  /// The expectations that do not hold as the one finding record (`FindingRecords.scenario`), through the writer every
  /// command shares: github, sarif, checkstyle, gitlab, markdown, and the baseline options for any format.
  private func report(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    let appOverride = try self.appOverride(command)
    let cwd = FileManager.default.currentDirectoryPath
    let root = RepositoryRoot.resolve(explicit: command.value("root"), inputs: command.positionals, currentDirectory: cwd)
    var tally = LintTally(strict: false)
    tally.command = "run"
    tally.parts = [.scenario]
    tally.root = root
    let entries = inputs.expand(command.positionals)
    let files = entries.compactMap { try? $0.get() }
    let output = try FindingOutput(command, environment: environment, inputs: inputs, tally: tally, inputPaths: files)
    output.begin()
    var undecided: [UndecidedVerdict] = []
    for entry in entries {
      switch entry.flatMap(inputs.load) {
      case .failure(let error): output.unreadable(error.named(root.display(error.file)))
      case .success(let loaded):
        switch runOne(loaded, appOverride: appOverride, root: command.value("root")) {
        case .failed(let error): output.unreadable(error.named(root.display(error.file)))
        case .ran(let result):
          let shown = root.display(loaded.file)
          output.file(shown, found: FindingRecords.scenario(result, file: shown))
          undecided += FindingRecords.undecided(result, file: shown)
        }
      }
    }
    // Each app condition an expectation rests on, once, at its line.
    output.files([], found: UndecidedVerdict.findings(undecided, shown: root.shownPlace))
    return try output.finish()
  }

  /// `--app-source PATH…`: the profile its code implies, used instead of each scenario's app.
  private func appOverride(_ command: ParsedCommand) throws(UsageError) -> (profile: AppProfile, choice: String)? {
    guard !command.all("app-source").isEmpty else { return nil }
    let derived = try WiringCommand(environment: environment, inputs: inputs).profile(command.all("app-source"))
    return (derived.profile, derived.choice)
  }

  /// One scenario, run by the core's loader (its files inside the repository; `appSource` read when this program reads Swift).
  func runOne(_ loaded: LoadedPayload, appOverride: (profile: AppProfile, choice: String)?, root: String?) -> ScenarioReport.Outcome {
    let sources = environment.swiftSource.map { SourceReader(inputs: inputs, swiftSource: $0) }
    return ScenarioLoader(inputs: inputs, sources: sources, derived: appSources).run(loaded, appOverride: appOverride, root: root)
  }
}
