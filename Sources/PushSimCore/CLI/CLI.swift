#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The command-line program as a function: arguments in, exit code out, I/O through the environment.
public struct CLI: Sendable {
  public let environment: CLIEnvironment

  public init(environment: CLIEnvironment) {
    self.environment = environment
  }

  public func run(_ arguments: [String]) -> Int32 {
    // The commands that read Swift run in pushsim-wiring, so the others never load the parser.
    if environment.swiftSource == nil, let runInWiringProgram = environment.runInWiringProgram, Self.needsSwiftSource(arguments) {
      return runInWiringProgram(arguments)
    }
    let invocation: Invocation
    do {
      invocation = try Commands.parser.parse(arguments)
    } catch {
      environment.writeErr(error.line + "\n")
      return ExitCode.usage
    }
    switch invocation {
    case .version:
      environment.writeOut("pushsim \(Commands.version)\n")
      return ExitCode.success
    case .help(nil):
      environment.writeOut(Commands.mainHelp)
      return ExitCode.success
    case .help(let name?):
      guard let spec = Commands.all.first(where: { $0.name == name }) else { return ExitCode.usage }
      environment.writeOut(Commands.help(for: spec))
      return ExitCode.success
    case .run(let command):
      // Every byte on stdout passes the output guard for what the command writes (issues 18 and 31); a completion script
      // is pushsim's own.
      let output = OutputGuard(.of(command))
      var guarded = environment
      let write = environment.writeOut
      if command.name != "completions" {
        guarded.writeOut = { text in
          let safe = output.filter(text)
          if !safe.isEmpty { write(safe) }
        }
      }
      defer {
        let rest = output.finish()
        if !rest.isEmpty { write(rest) }
      }
      do {
        return try CLI(environment: guarded).dispatch(command)
      } catch {
        environment.writeErr(error.line + "\n")
        return ExitCode.usage
      }
    }
  }

  /// `pushsim wiring`, `check` and `run` (their app can come from its code: check's sources, a scenario's
  /// `appSource`), and any command given `--app-source`.
  static func needsSwiftSource(_ arguments: [String]) -> Bool {
    ["wiring", "check", "run"].contains(arguments.first) || arguments.contains { $0 == "--app-source" || $0.hasPrefix("--app-source=") }
  }

  private func dispatch(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    let inputs = try inputFiles(command)
    switch command.name {
    case "classify": return classify(command, inputs: inputs)
    case "inspect": return inspect(command, inputs: inputs)
    case "lint": return try LintCommand(environment: environment, inputs: inputs).run(command)
    case "check": return try CheckCommand(environment: environment, inputs: inputs).run(command)
    case "rules": return rules(command)
    case "explain": return try explain(command)
    case "deliver", "tap", "dismiss": return try SimulateCommand(environment: environment, inputs: inputs).run(command)
    case "run":
      return try RunCommand(environment: environment, inputs: inputs).run(try ConfiguredPaths.fill(command, key: "scenarios", inputs: inputs))
    case "simulate": return try MatrixCommand(environment: environment, inputs: inputs).run(command)
    case "profile": return try profile(command)
    case "wiring":
      return try WiringCommand(environment: environment, inputs: inputs).run(try ConfiguredPaths.fill(command, key: "sources", inputs: inputs))
    case "init": return try InitCommand(environment: environment, inputs: inputs).run(command)
    case "completions":
      let shell = command.positionals[0]
      guard let script = Completions.script(for: shell) else {
        throw UsageError("unknown shell '\(shell)': give bash, zsh or fish")
      }
      environment.writeOut(script)
      return ExitCode.success
    default: throw UsageError("unknown command '\(command.name)'")
    }
  }

  private func inputFiles(_ command: ParsedCommand) throws(UsageError) -> InputFiles {
    var inputs = InputFiles(readStandardInput: environment.readStandardInput)
    if let text = command.value("max-bytes") {
      guard let limit = Int(text), limit > 0, limit <= 268_435_456 else {
        throw UsageError("invalid value '\(text)' for '--max-bytes': give a number of bytes from 1 to 268435456 (256 MiB)")
      }
      inputs.maxBytes = limit
    }
    // The containment rule (issue 31 item 1): the root as the command resolves it (`init DIR` names it).
    let explicit = command.value("root") ?? (command.name == "init" ? command.positionals.first : nil)
    let cwd = FileManager.default.currentDirectoryPath
    inputs.containment = ContainedPath(root: RepositoryRoot.resolve(explicit: explicit, inputs: command.positionals, currentDirectory: cwd))
    return inputs
  }

  private func requireStandardInputIsPiped(_ paths: [String]) throws(UsageError) {
    if paths.contains("-") && environment.standardInputIsTerminal {
      throw UsageError("'-' reads the payload from stdin, but stdin is a terminal; pipe a file in (cat payload.json | pushsim …)")
    }
  }

  func classify(_ command: ParsedCommand, inputs: InputFiles) -> Int32 {
    do { try requireStandardInputIsPiped(command.positionals) } catch {
      environment.writeErr(error.line + "\n")
      return ExitCode.usage
    }
    let classifier = Classifier.standard
    var results: [ClassifyResult] = []
    for entry in inputs.expand(command.positionals) {
      switch entry.flatMap(inputs.load) {
      case .success(let loaded):
        results.append(ClassifyResult(loaded: loaded, classifier: classifier, pushType: declaredPushType(command)))
      case .failure(let error):
        results.append(ClassifyResult(file: error.file, outcome: .failure(error)))
      }
    }
    reportProblems(results.map { result in result.outcome.map { ($0.duplicates) } }, files: results.map(\.file))
    if command.value("format") == "json" {
      environment.writeOut(ClassifyReport.json(results))
    } else {
      environment.writeOut(ClassifyReport.text(results, verbose: command.flag("verbose"), style: environment.style))
    }
    let failed = results.contains { if case .failure = $0.outcome { true } else { false } }
    return failed ? ExitCode.usage : ExitCode.success
  }

  /// `--push-type TYPE` (`--voip` is `--push-type voip`); the parser has checked the choice.
  func declaredPushType(_ command: ParsedCommand) -> PushType? {
    if command.flag("voip") { return .voip }
    return command.value("push-type").flatMap(PushType.init(rawValue:))
  }

  func inspect(_ command: ParsedCommand, inputs: InputFiles) -> Int32 {
    do { try requireStandardInputIsPiped(command.positionals) } catch {
      environment.writeErr(error.line + "\n")
      return ExitCode.usage
    }
    switch inputs.load(command.positionals[0]) {
    case .failure(let error):
      environment.writeErr(error.line + "\n")
      return ExitCode.usage
    case .success(let loaded):
      reportProblems([.success(loaded.document.duplicates)], files: [loaded.file])
      let inspection = Inspection(loaded: loaded, pushType: declaredPushType(command))
      if command.value("format") == "json" {
        environment.writeOut(InspectReport.json(inspection))
      } else {
        environment.writeOut(InspectReport.text(inspection, style: environment.style, verbose: command.flag("verbose")))
      }
      return ExitCode.success
    }
  }

  func rules(_ command: ParsedCommand) -> Int32 {
    let family = command.value("family").flatMap { $0 == "all" ? nil : $0 }
    switch command.value("format") {
    case "json": environment.writeOut(RuleDocs.json(family: family))
    case "markdown": environment.writeOut(RuleDocs.markdown())
    default: environment.writeOut(RuleFamilies.text(family: family))
    }
    return ExitCode.success
  }

  func explain(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    let id = command.positionals[0]
    if let entry = RuleBook.entry(id: id) {
      environment.writeOut(RuleBook.explain(entry))
      return ExitCode.success
    }
    let known = RuleBook.ids
    throw UsageError("unknown rule '\(id)'\(Suggest.aside(id, among: known)); see pushsim rules")
  }

  func profile(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    guard let name = command.positionals.first else {
      let width = BuiltinProfiles.all.map(\.name.count).max() ?? 0
      environment.writeOut(
        BuiltinProfiles.all.map { $0.name.padded(to: width + 2) + $0.description }.joined(separator: "\n") + "\n"
      )
      return ExitCode.success
    }
    guard var profile = BuiltinProfiles.named(name) else {
      throw UsageError(
        "unknown profile '\(name)'\(Suggest.aside(name, among: BuiltinProfiles.all.map(\.name))); built-in: \(BuiltinProfiles.all.map(\.name).joined(separator: ", "))"
      )
    }
    for assignment in command.all("set") { try profile.apply(assignment: assignment) }
    environment.writeOut(JSONWriter(sortedKeys: false).string(profile.document) + "\n")
    return ExitCode.success
  }

  /// Errors and duplicate-key warnings go to stderr, one line each.
  private func reportProblems(_ outcomes: [Result<[DuplicateKey], InputError>], files: [String]) {
    for (outcome, file) in zip(outcomes, files) {
      switch outcome {
      case .failure(let error): environment.writeErr(error.line + "\n")
      case .success(let duplicates):
        for duplicate in duplicates { environment.writeErrLine(ClassifyReport.duplicateWarning(file: file, duplicate)) }
      }
    }
  }
}
