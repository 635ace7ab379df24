#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim deliver|tap|dismiss`: load the payload (as lint reads a template: its tags opaque, `loadTemplate`) and the
/// app profile, run the iOS model, report.
struct SimulateCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  func run(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    guard let stateName = command.value("state") else {
      throw UsageError("'\(command.name)' needs --state: one of \(AppState.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let state = AppState(rawValue: stateName) ?? .foreground
    let path = try payloadPath(command.positionals.first)
    let loaded: LoadedPayload
    switch inputs.loadTemplate(path) {
    case .failure(let error):
      environment.writeErr(error.line + "\n")
      return ExitCode.usage
    case .success(let value):
      loaded = value
    }
    for duplicate in loaded.document.duplicates {
      environment.writeErrLine(ClassifyReport.duplicateWarning(file: loaded.file, duplicate))
    }
    let classification = Classifier.standard.classify(loaded.payload)
    var sources: [ProfileSource] = []
    var (profile, choice) = try Self.resolveProfile(command.value("app"), provider: classification.provider, inputs: inputs)
    if !command.all("app-source").isEmpty {
      if command.value("app") != nil { throw UsageError("give --app or --app-source, not both") }
      (profile, sources, choice) = try WiringCommand(environment: environment, inputs: inputs).profile(command.all("app-source"))
    }
    for assignment in command.all("set") { try profile.apply(assignment: assignment) }
    if !command.all("set").isEmpty { choice += "; --set " + command.all("set").joined(separator: ", ") }
    let event: SimEvent =
      switch command.name {
      case "tap": .tap(action: command.value("action"))
      case "dismiss": .dismiss
      default: .deliver
      }
    let input = IOSModel.Input(
      file: loaded.file, payload: loaded.payload, classification: classification, profile: profile, appChoice: choice, state: state, event: event)
    var trace = IOSModel().simulate(input)
    trace.profileSources = sources
    let dump = command.flag("dump-world")
    switch command.value("format") {
    case "json": environment.writeOut(TraceReport.json(trace, world: dump))
    case "mermaid": environment.writeOut(TraceReport.mermaid(trace))
    default:
      environment.writeOut(
        TraceReport.text(
          trace, style: environment.style, verbose: command.flag("verbose"), width: environment.terminalColumns ?? TraceReport.textWidth))
      if dump, let world = trace.world { environment.writeOut("\nworld\n" + JSONWriter().string(WorldDump.json(world)) + "\n") }
    }
    return trace.fails(strict: command.flag("strict")) ? ExitCode.findings : ExitCode.success
  }

  /// FILE, else ./payload.json, else stdin when piped.
  private func payloadPath(_ given: String?) throws(UsageError) -> String {
    if let given { return given }
    if FileManager.default.fileExists(atPath: "payload.json") { return "payload.json" }
    if !environment.standardInputIsTerminal { return "-" }
    throw UsageError("no payload: give FILE, create ./payload.json, or pipe one in (cat payload.json | pushsim …)")
  }

  /// A built-in name, a profile file, or the default for the provider.
  static func resolveProfile(_ value: String?, provider: ProviderID?, inputs: InputFiles) throws(UsageError) -> (AppProfile, String) {
    guard let value else { return BuiltinProfiles.defaultProfile(for: provider) }
    if let builtin = BuiltinProfiles.named(value) { return (builtin, "--app \(value)") }
    guard FileManager.default.fileExists(atPath: value) else {
      let names = BuiltinProfiles.all.map(\.name)
      throw UsageError(
        "unknown app profile '\(value)'\(Suggest.aside(value, among: names)); built-in: \(names.joined(separator: ", ")), or a pushsim.app/1 file"
      )
    }
    do {
      return (try Self.loadProfile(value, inputs: inputs), "--app \(value)")
    } catch {
      throw UsageError(in: error.file, at: error.location, error.message)
    }
  }

  /// Reads and validates a profile file (`AppProfile.load`).
  static func loadProfile(_ path: String, inputs: InputFiles) throws(InputError) -> AppProfile {
    try AppProfile.load(path, inputs: inputs)
  }
}
