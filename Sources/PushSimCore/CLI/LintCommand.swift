import Foundation

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
      write("\(path): valid \(ProfileSchema.schemaID) profile '\(profile.name)'\n")
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
    var unreadable: [InputError] = []
    var files: [LintBatches.File] = []
    var boxes: [String: LintBatches.ConfigBox] = [:]  // one box per config: a file costs a path and a pointer
    var seen: Set<String> = []
    let forceExclude = command.flag("force-exclude")
    var excluded = 0
    for path in paths {
      var isDirectory: ObjCBool = false
      let exists = path != "-" && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let named = exists && !isDirectory.boolValue && !forceExclude
      // The walk skips other tools' folders unless the flag or the folder's config says not to.
      let folderConfig = exists && isDirectory.boolValue ? try resolver.config(for: path + "/.") : nil
      let defaultExcludes = !command.flag("no-default-excludes") && (folderConfig?.defaultExcludes ?? true)
      if forceExclude, exists, !isDirectory.boolValue, defaultExcludes,
        path.split(separator: "/").dropLast().contains(where: { DirectoryWalker.excluded(String($0)) })
      {
        excluded += 1
        continue
      }
      // A symlinked folder outside the root is not walked unless it is named itself.
      let outsideRoot =
        exists && isDirectory.boolValue && !root.contains(RepositoryRoot.normalise(DirectoryWalker.realPath(path) ?? path, from: "/"))
      let walkedAlone = paths.count == 1 && exists && isDirectory.boolValue
      for entry in inputs.expand([path], defaultExcludes: defaultExcludes, within: outsideRoot ? nil : root.path) {
        switch entry {
        case .failure(let error):
          unreadable.append(InputError(file: root.display(error.file), message: error.message, location: error.location))
        case .success(let file):
          let config = try resolver.config(for: file)
          // Files named on the command line are linted even when a config excludes them (pre-commit passes names).
          let relative = config.map { Self.relative(file, to: $0.baseDirectory) }
          if !named, let config, let relative, !config.selects(relative) {
            excluded += 1
            continue
          }
          // Named, or in a folder the config includes: linted whatever it holds; else only when it is a payload.
          let included = config.map { !$0.include.isEmpty && $0.selects(relative ?? file) } ?? false
          // A file named twice (or inside a folder also named) is linted once; one folder's walk names each file once.
          if walkedAlone || seen.insert(root.absolute(file)).inserted {
            if let config, boxes[config.path] == nil { boxes[config.path] = LintBatches.ConfigBox(config) }
            files.append((file, config.flatMap { boxes[$0.path] }, named || included))
          }
        }
      }
    }
    if files.isEmpty && unreadable.isEmpty && forceExclude && excluded > 0 {
      // pre-commit passed only excluded files: nothing to check is a pass.
      environment.writeOut("0 files checked: every file named is excluded\n")
      return ExitCode.success
    }
    if files.isEmpty && unreadable.isEmpty {
      throw UsageError("no *.json or *.apns files to lint in \(paths.joined(separator: " "))")
    }
    // Everything that can fail as a usage error is checked before the report starts.
    var baseline = try command.value("baseline").map { path throws(UsageError) in BaselineMatch(try loadBaseline(path)) }
    var tally = LintTally(strict: command.flag("strict"))
    if let text = command.value("max-warnings") {
      guard let maximum = Int(text), maximum >= 0 else { throw UsageError("invalid value '\(text)' for '--max-warnings': give a whole number") }
      tally.maxWarnings = maximum
    }
    tally.configs = resolver.used.map(root.display)
    tally.root = root
    if command.flag("verbose") {
      environment.writeErr("root: \(root.path) (\(root.origin))\n")
      for (file, box, _) in files { environment.writeErr("\(root.display(file)): config \(box.map { root.display($0.config.path) } ?? "none")\n") }
    }
    let format = command.value("format") ?? "text"
    // The report never overwrites what it reports on: the files, the configs and the baseline are the inputs.
    let inputPaths = files.map(\.0) + resolver.used + [command.value("baseline"), command.value("config")].compactMap { $0 }
    let output = try command.value("output").map { path throws(UsageError) in try OutputFile.Stream(path, inputs: inputPaths) }
    if let note = output?.note { environment.writeErr("pushsim: note: \(note)\n") }
    var outputFailure: UsageError?
    let sink = ReportSink { text in
      guard let output else { return environment.writeOut(text) }
      do throws(UsageError) { try output.write(text) } catch { outputFailure = outputFailure ?? error }
    }
    var reporters = [
      LintReport.reporter(
        format, sink: sink, style: output == nil ? environment.style : .plain,
        docsURL: environment.variables["PUSHSIM_DOCS_URL"] ?? LintReport.defaultDocsURL)
    ]
    let summary = format == "github" ? environment.variables["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : JobSummary($0) } : nil
    if let summary { reporters.append(MarkdownReporter(summary.sink, rowBytes: MarkdownReporter.jobSummaryRowBytes)) }
    let reporter = TeeReporter(reporters)
    reporter.begin(tally)
    for error in unreadable {
      environment.writeErr(error.line + "\n")
      reporter.unreadable(error)
      tally.unreadable += 1
    }
    var baselineCounts: [BaselineEntry: Int]? = command.value("write-baseline") == nil ? nil : [:]
    let quiet = command.flag("quiet")
    LintBatches(
      files: files, root: root, inputs: inputs, forcedProvider: command.value("provider").flatMap(ProviderID.init(rawValue:)),
      fixing: command.flag("fix")
    )
    .run { file, outcome in
      if let note = outcome.note { environment.writeErr(note + "\n") }
      if let reason = outcome.skipped {
        tally.skipped += 1
        if command.flag("verbose") { environment.writeErr("\(outcome.shown): skipped: \(reason)\n") }
        return
      }
      switch outcome.result {
      case .failure(let error):
        environment.writeErr(error.line + "\n")
        reporter.unreadable(error)
        tally.unreadable += 1
      case .success(let found):
        if baselineCounts != nil { for diagnostic in found { baselineCounts?[BaselineEntry(diagnostic), default: 0] += 1 } }
        let config = file.config?.config
        guard baseline != nil || quiet || config?.suppressions.isEmpty == false else {
          // Nothing to filter: the findings go on as they are (a copy of 50,000 findings cost 14 MB).
          tally.add(file: found, suppressed: 0)
          reporter.file(outcome.shown, diagnostics: found, suppressed: [])
          return
        }
        let relative = config.map { Self.relative(file.path, to: $0.baseDirectory) } ?? file.path
        var active: [Diagnostic] = []
        active.reserveCapacity(found.count)
        var suppressed: [Diagnostic] = []
        for diagnostic in found {
          // Config suppressions (with their reason), then the baseline.
          if let config, let match = config.suppression(rule: diagnostic.rule, pointer: diagnostic.pointer.description, file: relative) {
            var covered = diagnostic
            covered.suppression = Suppression(kind: .config, reason: match.reason)
            suppressed.append(covered)
          } else if let known = baseline?.cover(diagnostic) {
            suppressed.append(known)
          } else if !quiet || diagnostic.severity == .error {
            active.append(diagnostic)
          }
        }
        tally.add(file: active, suppressed: suppressed.count)
        reporter.file(outcome.shown, diagnostics: active, suppressed: suppressed)
      }
    }
    tally.stale = baseline?.stale ?? []
    reporter.finish(tally)
    sink.flush()
    summary?.finish(environment)
    if let output {
      if let outputFailure { throw outputFailure }
      try output.commit()
      environment.writeErr(LintReport.summary(tally) + "; report written to \(output.path)\n")
    }
    if let path = command.value("write-baseline"), let baselineCounts {
      try OutputFile.write(Baseline.document(baselineCounts), to: path, inputs: inputPaths)
      environment.writeErr("baseline of \(baselineCounts.values.reduce(0, +)) finding(s) written to \(path)\n")
      // Writing a baseline accepts today's findings: the run succeeded (issue 19); an unreadable input is still exit 2.
      return tally.unreadable > 0 ? ExitCode.usage : ExitCode.success
    }
    if tally.unreadable > 0 { return ExitCode.usage }
    return tally.failed ? ExitCode.findings : ExitCode.success
  }

  private func loadBaseline(_ path: String) throws(UsageError) -> [BaselineEntry: Int] {
    switch inputs.readBytes(path) {
    case .failure(let error): throw UsageError("baseline \(error.file): \(error.message)")
    case .success(let bytes):
      do { return try Baseline.parse(bytes, path: path) } catch { throw UsageError(error.line) }
    }
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
      if let failure { environment.writeErr("pushsim: warning: job summary not written: \(failure.message)\n") }
    }
  }

  private func loadConfig(_ path: String) throws(UsageError) -> LintConfig { try inputs.loadConfig(path) }

  /// `file` relative to `base` (both as given or absolute), for glob matching.
  static func relative(_ file: String, to base: String?) -> String {
    guard let base else { return file }
    let cwd = FileManager.default.currentDirectoryPath
    let absoluteFile = RepositoryRoot.normalise(file, from: cwd)
    let absoluteBase = RepositoryRoot.normalise(base.isEmpty ? "." : base, from: cwd)
    if absoluteFile.hasPrefix(absoluteBase + "/") { return String(absoluteFile.dropFirst(absoluteBase.count + 1)) }
    return file
  }
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
