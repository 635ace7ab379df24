#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim lint`: find the files, resolve the config per file, lint, report, pick the exit code.
struct LintCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  func run(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    if let app = command.value("app") {
      // With a machine format on stdout, the profile's verdict goes to stderr.
      let machine = (command.value("format") ?? "text") != "text" || command.value("output") != nil
      let verdict = validateProfile(app, toStderr: machine || !command.positionals.isEmpty && machine)
      guard !command.positionals.isEmpty else { return verdict }
      let code = try lintPayloads(command)
      return max(code, verdict)
    }
    return try lintPayloads(command)
  }

  /// `--app FILE`: a valid profile is exit 0; an invalid one an error line and exit 1; a missing
  /// or unreadable file an error line on stderr and exit 2 (DESIGN.md §3).
  private func validateProfile(_ path: String, toStderr: Bool) -> Int32 {
    let write = toStderr ? environment.writeErr : environment.writeOut
    switch inputs.readBytes(path) {
    case .failure(let error):
      environment.writeErr(error.line + "\n")
      return ExitCode.usage
    case .success:
      break
    }
    do {
      let profile = try SimulateCommand.loadProfile(path, inputs: inputs)
      write(Visible.text("\(path): valid \(ProfileSchema.schemaID) profile '\(profile.name)'") + "\n")
      return ExitCode.success
    } catch {
      if error.location == nil && error.message.hasPrefix("cannot") {
        environment.writeErr(error.line + "\n")
        return ExitCode.usage
      }
      write(error.line + "\n")
      return ExitCode.findings
    }
  }

  private func lintPayloads(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    let paths = command.positionals.isEmpty ? ["."] : command.positionals
    let cwd = FileManager.default.currentDirectoryPath
    let root = RepositoryRoot.resolve(explicit: command.value("root"), inputs: paths, currentDirectory: cwd)
    let explicit = try command.value("config").map { path throws(UsageError) in try loadConfig(path) }
    let resolver = ConfigResolver(root: root, explicit: explicit, disabled: command.flag("no-config"), load: loadConfig)
    var session = LintSession(root: root, resolver: resolver, inputs: inputs)
    session.forceExclude = command.flag("force-exclude")
    session.noDefaultExcludes = command.flag("no-default-excludes")
    let selection = try session.select(paths)
    let (files, unreadable, excluded, forceExclude) = (selection.files, selection.unreadable, selection.excluded, session.forceExclude)
    if files.isEmpty && unreadable.isEmpty && forceExclude && excluded > 0 {
      // pre-commit passed only excluded files: nothing to check is a pass.
      environment.writeOut("0 files checked: every file named is excluded\n")
      return ExitCode.success
    }
    if files.isEmpty && unreadable.isEmpty {
      throw UsageError("no *.json or *.apns files to lint in \(paths.joined(separator: " "))")
    }
    // Everything that can fail as a usage error is checked before the report starts.
    var tally = LintTally(strict: command.flag("strict"))
    tally.configs = resolver.used.map(root.display)
    tally.root = root
    if command.flag("verbose") {
      environment.writeErrLine("root: \(root.path) (\(root.origin))")
      for (file, box, _) in files { environment.writeErrLine("\(root.display(file)): config \(box.map { root.display($0.config.path) } ?? "none")") }
    }
    // The report never overwrites what it reports on: the files, the configs and the baseline are the inputs.
    let report = try FindingOutput(command, environment: environment, inputs: inputs, tally: tally, inputPaths: files.map(\.0) + resolver.used)
    report.begin()
    for error in unreadable { report.unreadable(error) }
    LintBatches(
      files: files, root: root, inputs: inputs, forcedProvider: command.value("provider").flatMap(ProviderID.init(rawValue:)),
      forcedPushType: command.value("push-type").flatMap(PushType.init(rawValue:)),
      fixing: command.flag("fix")
    )
    .run { file, outcome in
      if let note = outcome.note { environment.writeErrLine(note) }
      if let reason = outcome.skipped {
        report.skipped()
        if command.flag("verbose") { environment.writeErrLine("\(outcome.shown): skipped: \(reason)") }
        return
      }
      switch outcome.result {
      case .failure(let error): report.unreadable(error)
      case .success(let found):
        let config = file.config?.config
        report.file(outcome.shown, found: found, config: config, relative: LintSession.relative(file.path, to: config?.baseDirectory))
      }
    }
    return try report.finish()
  }

  /// `$GITHUB_STEP_SUMMARY`: the Markdown report appended as it is written; a failure to write it
  /// is one warning, not a failed run.
  final class JobSummary {
    let path: String
    private var failure: UsageError?
    private(set) lazy var sink = ReportSink { [unowned self] text in
      guard self.failure == nil else { return }
      do throws(UsageError) { try OutputFile.append(text, to: self.path) } catch { self.failure = error }
    }

    init(_ path: String) { self.path = path }

    func finish(_ environment: CLIEnvironment) {
      sink.flush()
      if let failure { environment.writeErrLine("pushsim: warning: job summary not written: \(failure.message)") }
    }
  }

  private func loadConfig(_ path: String) throws(UsageError) -> LintConfig { try inputs.loadConfig(path) }
}

extension InputFiles {
  /// Reads and parses a `.pushsim.json` (lint, and wiring and run with no PATH); a problem is one usage error on it.
  func loadConfig(_ path: String) throws(UsageError) -> LintConfig {
    switch readBytes(path) {
    case .failure(let error): throw UsageError(in: error.file, at: error.location, "cannot read the config: \(error.message)")
    case .success(let bytes): return try LintConfig.parse(bytes, path: path, knownRules: RuleRegistry.ids)
    }
  }
}
