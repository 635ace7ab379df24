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
    var files: [(path: String, config: LintConfig?)] = []
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
      for entry in inputs.expand([path], defaultExcludes: defaultExcludes, within: outsideRoot ? nil : root.path) {
        switch entry {
        case .failure(let error):
          unreadable.append(InputError(file: root.display(error.file), message: error.message, location: error.location))
        case .success(let file):
          let config = try resolver.config(for: file)
          // Files named on the command line are linted even when a config excludes them (pre-commit passes names).
          if !named, let config, !config.selects(Self.relative(file, to: config.baseDirectory)) {
            excluded += 1
            continue
          }
          if seen.insert(root.absolute(file)).inserted { files.append((file, config)) }
        }
      }
    }
    let forcedProvider = command.value("provider").flatMap(ProviderID.init(rawValue:))
    let linter = Linter()
    let parser = JSONParser(maxBytes: inputs.maxBytes)
    // Files are independent: lint them on all cores, then report in the order found.
    let found = files
    let results = ResultSlots<Result<[Diagnostic], InputError>>(count: files.count)
    let notes = ResultSlots<String>(count: files.count)
    let shownPaths = ResultSlots<String>(count: files.count)
    let fixing = command.flag("fix")
    DispatchQueue.concurrentPerform(iterations: files.count) { position in
      let (file, config) = found[position]
      let shown = root.display(file)
      shownPaths[position] = shown
      switch inputs.readBytes(file) {
      case .failure(let error):
        results[position] = .failure(InputError(file: shown, message: error.message, location: error.location))
      case .success(let bytes):
        var (settings, options) = config?.resolve(Self.relative(file, to: config?.baseDirectory)) ?? ([:], LintOptions())
        if let forcedProvider {
          options.expectedProvider = forcedProvider
          if settings["template-expected-provider"] == .off { settings["template-expected-provider"] = nil }
        }
        let found = linter.lint(file: shown, bytes: bytes, options: options, settings: settings, parser: parser)
        guard fixing,
          let fixed = LintFix.fixed(
            bytes, diagnostics: found,
            relint: {
              linter.lint(file: shown, bytes: $0, options: options, settings: settings, parser: parser)
            })
        else {
          results[position] = .success(found)
          return
        }
        let refused = fixed.refused.map { "\(shown): not fixed: \($0)" }
        guard fixed.applied > 0 else {
          notes[position] = refused.joined(separator: "\n")
          results[position] = .success(found)
          return
        }
        if let problem = LintFix.replace(file, with: fixed.bytes) {
          notes[position] = "\(shown): not fixed: \(problem)"
          results[position] = .success(found)
          return
        }
        notes[position] = (["\(shown): fixed \(found.count - fixed.diagnostics.count) finding(s)"] + refused).joined(separator: "\n")
        results[position] = .success(fixed.diagnostics)
      }
    }
    var diagnostics: [Diagnostic] = []
    var linted: [String] = []
    for (position, result) in results.values.enumerated() {
      switch result {
      case .failure(let error): unreadable.append(error)
      case .success(let found):
        linted.append(shownPaths[position] ?? root.display(files[position].path))
        diagnostics += found
      case nil: break
      }
    }
    for error in unreadable { environment.writeErr(error.line + "\n") }
    for note in notes.values.compactMap({ $0 }) { environment.writeErr(note + "\n") }
    if linted.isEmpty && unreadable.isEmpty && forceExclude && excluded > 0 {
      // pre-commit passed only excluded files: nothing to check is a pass.
      environment.writeOut("0 files checked: every file named is excluded\n")
      return ExitCode.success
    }
    if linted.isEmpty && unreadable.isEmpty {
      throw UsageError("no *.json or *.apns files to lint in \(paths.joined(separator: " "))")
    }
    if let path = command.value("write-baseline") {
      try OutputFile.write(Baseline.document(diagnostics), to: path)
      environment.writeErr("baseline of \(diagnostics.count) finding(s) written to \(path)\n")
    }
    // Config suppressions (with their reason), then the baseline.
    var suppressed: [Diagnostic] = []
    let configs = Dictionary(files.map { (root.display($0.path), $0.config) }, uniquingKeysWith: { first, _ in first })
    diagnostics = diagnostics.filter { diagnostic in
      guard let config = configs[diagnostic.file] ?? nil,
        let match = config.suppression(
          rule: diagnostic.rule, pointer: diagnostic.pointer.description,
          file: Self.relative(root.absolute(diagnostic.file), to: config.baseDirectory))
      else { return true }
      var covered = diagnostic
      covered.suppression = Suppression(kind: .config, reason: match.reason)
      suppressed.append(covered)
      return false
    }
    var stale: [BaselineEntry] = []
    if let path = command.value("baseline") {
      let entries: [BaselineEntry: Int]
      switch inputs.readBytes(path) {
      case .failure(let error): throw UsageError("baseline \(error.file): \(error.message)")
      case .success(let bytes):
        do { entries = try Baseline.parse(bytes, path: path) } catch { throw UsageError(error.line) }
      }
      let split = Baseline.apply(diagnostics, baseline: entries)
      diagnostics = split.active
      suppressed += split.suppressed
      stale = split.stale
    }
    if command.flag("quiet") { diagnostics = diagnostics.filter { $0.severity == .error } }
    var run = LintRun(files: linted, diagnostics: diagnostics, strict: command.flag("strict"))
    run.suppressed = suppressed
    run.staleBaseline = stale
    if let text = command.value("max-warnings") {
      guard let maximum = Int(text), maximum >= 0 else { throw UsageError("invalid value '\(text)' for '--max-warnings': give a whole number") }
      run.maxWarnings = maximum
    }
    run.unreadable = unreadable
    run.configs = resolver.used.map(root.display)
    run.root = root
    if command.flag("verbose") {
      environment.writeErr("root: \(root.path) (\(root.origin))\n")
      for (file, config) in files { environment.writeErr("\(root.display(file)): config \(config.map { root.display($0.path) } ?? "none")\n") }
    }
    let format = command.value("format") ?? "text"
    let report =
      format == "sarif"
      ? LintReport.sarif(run, docsURL: environment.variables["PUSHSIM_DOCS_URL"] ?? LintReport.defaultDocsURL)
      : LintReport.render(run, format: format, style: command.value("output") == nil ? environment.style : .plain)
    if format == "github", let summaryPath = environment.variables["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty {
      appendSummary(LintReport.githubSummary(run), to: summaryPath)
    }
    if let output = command.value("output") {
      try OutputFile.write(report, to: output)
      environment.writeErr(LintReport.summary(run) + "; report written to \(output)\n")
    } else {
      environment.writeOut(report)
    }
    if !unreadable.isEmpty { return ExitCode.usage }
    return run.failed ? ExitCode.findings : ExitCode.success
  }

  /// Appends the job summary (GitHub's `$GITHUB_STEP_SUMMARY`); a failure to write it is a warning, not a failed run.
  private func appendSummary(_ text: String, to path: String) {
    do {
      try OutputFile.append(text, to: path)
    } catch {
      environment.writeErr("pushsim: warning: cannot write the job summary to \(path)\n")
    }
  }

  private func loadConfig(_ path: String) throws(UsageError) -> LintConfig {
    switch inputs.readBytes(path) {
    case .failure(let error): throw UsageError(in: error.file, at: error.location, "cannot read the config: \(error.message)")
    case .success(let bytes): return try LintConfig.parse(bytes, path: path, knownRules: RuleRegistry.ids)
    }
  }

  /// Fixed slots written from concurrent iterations, each slot by one iteration.
  final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(position: Int) -> Value? {
      get { lock.withLock { slots[position] } }
      set { lock.withLock { slots[position] = newValue } }
    }

    var values: [Value?] { lock.withLock { slots } }
  }

  /// `file` relative to `base` (both as given or absolute), for glob matching.
  private static func relative(_ file: String, to base: String?) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    let absoluteFile = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: cwd + "/")).standardizedFileURL.path
    guard let base else { return file }
    let absoluteBase = URL(fileURLWithPath: base.isEmpty ? "." : base, relativeTo: URL(fileURLWithPath: cwd + "/")).standardizedFileURL.path
    if absoluteFile.hasPrefix(absoluteBase + "/") { return String(absoluteFile.dropFirst(absoluteBase.count + 1)) }
    return file
  }
}
