#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim check [PATH]` (issue 19 item 5; DESIGN.md §6): the CI command for a repository. It finds the root, applies
/// the configs, reads the app's wiring (the config's `sources`, else the folders `pushsim init` would find), lints the
/// push templates and simulates each one through that app (or the profile the config's `app` names) in every state
/// where iOS shows it, and runs the scenarios (the config's `scenarios`). One report in any format (SARIF: one run per
/// part), one baseline, one exit code.
struct CheckCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  func run(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    let cwd = FileManager.default.currentDirectoryPath
    let start = command.positionals.first ?? "."
    guard DirectoryWalker.isDirectory(start) else {
      throw UsageError("'\(start)' is not a directory: pushsim check takes the repository, or a folder in it")
    }
    let root = RepositoryRoot.resolve(explicit: command.value("root"), inputs: [start], currentDirectory: cwd)
    let base = root.path == "/" ? "" : root.path
    let explicit = try command.value("config").map { path throws(UsageError) in try inputs.loadConfig(path) }
    let resolver = ConfigResolver(root: root, explicit: explicit, disabled: command.flag("no-config"), load: inputs.loadConfig)
    let plan = CheckPlan.make(
      root: root, config: try resolver.config(for: base + "/" + LintConfig.fileName), app: command.value("app"), inputs: inputs)

    // The app: the profile named, or the one its code implies (and the code's own findings).
    var app: CheckApp?
    var wiringFindings: [Diagnostic] = []
    var wiringErrors: [InputError] = []
    var sourceFiles: [String] = []
    if let name = plan.app {
      app = try CheckPlan.namedApp(name, base: plan.appBase, root: root, inputs: inputs)
    } else if !plan.sources.isEmpty {
      let wiring = WiringCommand(environment: environment, inputs: inputs)
      let (module, errors, bytes) = wiring.readSources(plan.sources, root: root)
      wiringErrors = errors
      let facts = WiringAnalyzer.analyze(module)
      sourceFiles = facts.files
      let fallback = facts.files.first ?? root.display(plan.sources[0])
      wiringFindings = WiringRules.findings(facts).map { FindingRecords.wiring($0, fallbackFile: fallback, bytes: bytes) }
      if !facts.files.isEmpty {
        let (profile, sources) = ProfileFromCode.profile(facts)
        // As read: each report escapes it for its format (the coverage line, a finding's message).
        let shown = plan.sources.map { root.display($0) }.joined(separator: ", ")
        app = CheckApp(profile: profile, choice: "the app in \(shown)", sources: sources)
      }
    }

    var session = LintSession(root: root, resolver: resolver, inputs: inputs)
    session.noDefaultExcludes = command.flag("no-default-excludes")
    let selection = try session.select([start == "." && RepositoryRoot.normalise(cwd, from: "/") == root.path ? "." : root.path])
    var tally = LintTally(strict: command.flag("strict"))
    tally.command = "check"
    tally.root = root
    tally.parts = [.lint] + (app == nil ? [] : [.template]) + (plan.sources.isEmpty ? [] : [.wiring]) + (plan.scenarios.isEmpty ? [] : [.scenario])
    tally.parts.sort()
    let inputPaths = selection.files.map(\.0) + resolver.used + sourceFiles.map(root.absolute)
    let report = try FindingOutput(command, environment: environment, inputs: inputs, tally: tally, inputPaths: inputPaths)
    if command.flag("verbose") {
      environment.writeErrLine("root: \(root.path) (\(root.origin))")
      for line in plan.found { environment.writeErrLine(line) }
    }
    report.begin { $0.configs = resolver.used.map(root.display) }

    // Templates: lint, then a tap through the app in every state, on the same worker.
    for error in selection.unreadable + plan.unreadable { report.unreadable(error) }
    let simulated = Counter()
    // Verdicts that rest on the app's undecided conditions: no errors; each condition is said once, after all ran.
    let undecided = Collected<UndecidedVerdict>()
    var batches = LintBatches(files: selection.files, root: root, inputs: inputs, forcedProvider: nil, fixing: false)
    if let app {
      batches.more = { subject, linted in
        guard subject.classification?.provider.map({ TemplateCheck.tapEvents[$0.rawValue] != nil }) == true else { return linted }
        simulated.add()
        let verdicts = TemplateCheck.check(subject, app: app)
        if let verdict = verdicts.undecided { undecided.add(verdict) }
        return linted.filter { RuleRegistry.rule(id: $0.rule)?.guessesAppRouting != true } + verdicts.findings
      }
    }
    var linted = 0
    batches.run { file, outcome in
      if let reason = outcome.skipped {
        // As lint says it: why a file the walk found is no push payload (pushsim's own documents among them).
        if command.flag("verbose") { environment.writeErrLine("\(outcome.shown): skipped: \(reason)") }
        return report.skipped()
      }
      switch outcome.result {
      case .failure(let error): report.unreadable(error)
      case .success(let found):
        linted += 1
        let config = file.config?.config
        report.file(outcome.shown, found: found, config: config, relative: LintSession.relative(file.path, to: config?.baseDirectory))
      }
    }

    // Scenarios: each pushsim.scenario/1 file under the scenario folders (other JSON there is what they deliver).
    var scenarios = 0
    let runner = RunCommand(environment: environment, inputs: inputs)
    for entry in inputs.expand(plan.scenarios, within: root.path) {
      switch entry.flatMap(inputs.load) {
      case .failure(let error): report.unreadable(error.named(root.display(error.file)))
      case .success(let loaded):
        guard loaded.document.value.objectValue?["schema"]?.stringValue == Scenario.schemaID else { continue }
        scenarios += 1
        let shown = root.display(loaded.file)
        switch runner.runOne(loaded, appOverride: nil, root: root.path) {
        case .failed(let error): report.unreadable(error.named(root.display(error.file)))
        case .ran(let result):
          report.file(shown, found: FindingRecords.scenario(result, file: shown))
          undecided.add(contentsOf: FindingRecords.undecided(result, file: shown))
        }
      }
    }

    // The app's code: each source file, with its wiring findings and the conditions check could not decide (at their
    // lines; templates first, in file order, then scenarios).
    for error in wiringErrors { report.unreadable(error) }
    let conditions = UndecidedVerdict.findings(
      undecided.items.sorted { $0.kind == $1.kind ? $0.file.utf8Precedes($1.file) : $0.kind == .template }, shown: root.shownPlace)
    report.files(sourceFiles, found: wiringFindings + conditions)

    report.adjust { tally in
      tally.coverage = ["\(linted) template\(linted == 1 ? "" : "s") linted"]
      if let app {
        tally.coverage.append("\(simulated.value) simulated through \(app.choice)")
      } else {
        tally.coverage.append("no app to simulate through (no \"sources\" or \"app\" in the config, no app code found)")
      }
      if !plan.sources.isEmpty { tally.coverage.append("\(sourceFiles.count) source file\(sourceFiles.count == 1 ? "" : "s") read") }
      if !plan.scenarios.isEmpty { tally.coverage.append("\(scenarios) scenario\(scenarios == 1 ? "" : "s") run") }
    }
    return try report.finish()
  }
}

/// Values gathered from concurrent workers.
final class Collected<Item: Sendable>: @unchecked Sendable {
  private var gathered: [Item] = []
  private let lock = Lock()
  func add(_ item: Item) { lock.withLock { gathered.append(item) } }
  func add(contentsOf items: [Item]) { lock.withLock { gathered += items } }
  var items: [Item] { lock.withLock { gathered } }
}

/// A count kept from concurrent workers.
final class Counter: @unchecked Sendable {
  private var count = 0
  private let lock = Lock()
  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
