import Foundation

/// `pushsim lint`: find the files, resolve the config per file, lint, report, pick the exit code.
struct LintCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  func run(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    if let app = command.value("app") {
      let profileOK = validateProfile(app)
      guard !command.positionals.isEmpty else { return profileOK ? ExitCode.success : ExitCode.findings }
      let code = try lintPayloads(command)
      return profileOK ? code : max(code, ExitCode.findings)
    }
    return try lintPayloads(command)
  }

  /// `--app FILE`: a profile that loads is valid; otherwise one error line, exit 1.
  private func validateProfile(_ path: String) -> Bool {
    do {
      let profile = try SimulateCommand.loadProfile(path, inputs: inputs)
      environment.writeOut("\(path): valid \(ProfileSchema.schemaID) profile '\(profile.name)'\n")
      return true
    } catch {
      environment.writeOut(error.line + "\n")
      return false
    }
  }

  private func lintPayloads(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    let config = try loadConfig(command)
    let paths = command.positionals.isEmpty ? ["."] : command.positionals
    var unreadable: [InputError] = []
    var files: [String] = []
    var seen: Set<String> = []
    let select: (String) -> Bool = { file in config.map { $0.selects(Self.relative(file, to: $0.baseDirectory)) } ?? true }
    for path in paths {
      for entry in inputs.expand([path], select: select) {
        switch entry {
        case .success(let file): if seen.insert(file).inserted { files.append(file) }
        case .failure(let error): unreadable.append(error)
        }
      }
    }
    let forcedProvider = command.value("provider").flatMap(ProviderID.init(rawValue:))
    let linter = Linter()
    let parser = JSONParser(maxBytes: inputs.maxBytes)
    let baseDirectory = config?.baseDirectory
    // Files are independent: lint them on all cores, then report in the order found.
    let found = files
    let results = ResultSlots<Result<[Diagnostic], InputError>>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { position in
      let file = found[position]
      switch inputs.readBytes(file) {
      case .failure(let error):
        results[position] = .failure(error)
      case .success(let bytes):
        var (settings, options) = config?.resolve(Self.relative(file, to: baseDirectory)) ?? ([:], LintOptions())
        if let forcedProvider {
          options.expectedProvider = forcedProvider
          if settings["template-expected-provider"] == .off { settings["template-expected-provider"] = nil }
        }
        results[position] = .success(linter.lint(file: file, bytes: bytes, options: options, settings: settings, parser: parser))
      }
    }
    var diagnostics: [Diagnostic] = []
    var linted: [String] = []
    for (file, result) in zip(files, results.values) {
      switch result {
      case .failure(let error): unreadable.append(error)
      case .success(let found):
        linted.append(file)
        diagnostics += found
      case nil: break
      }
    }
    for error in unreadable { environment.writeErr(error.line + "\n") }
    if linted.isEmpty && unreadable.isEmpty {
      throw UsageError("no *.json or *.apns files to lint in \(paths.joined(separator: " "))")
    }
    let run = LintRun(files: linted, diagnostics: diagnostics, strict: command.flag("strict"))
    let report = LintReport.render(run, format: command.value("format") ?? "text", style: command.value("output") == nil ? environment.style : .plain)
    if let output = command.value("output") {
      do {
        try report.write(toFile: output, atomically: true, encoding: .utf8)
      } catch {
        throw UsageError("cannot write \(output): \(error.localizedDescription)")
      }
      environment.writeErr(LintReport.summary(run) + "; report written to \(output)\n")
    } else {
      environment.writeOut(report)
    }
    if !unreadable.isEmpty { return ExitCode.usage }
    return run.failed ? ExitCode.findings : ExitCode.success
  }

  private func loadConfig(_ command: ParsedCommand) throws(UsageError) -> LintConfig? {
    let path: String
    if let given = command.value("config") {
      path = given
    } else if command.flag("no-config") {
      return nil
    } else if let found = LintConfig.find(from: FileManager.default.currentDirectoryPath) {
      path = found
    } else {
      return nil
    }
    switch inputs.readBytes(path) {
    case .failure(let error): throw UsageError("config \(error.file): \(error.message)")
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
