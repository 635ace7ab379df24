#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `pushsim simulate [FILE...]`: every state × event for one profile or every built-in one.
struct MatrixCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  func run(_ command: ParsedCommand) throws(UsageError) -> Int32 {
    if command.flag("all-apps") && (command.value("app") != nil || !command.all("app-source").isEmpty) {
      throw UsageError("give --app, --app-source or --all-apps, not more than one")
    }
    let paths = command.positionals.isEmpty ? [try defaultPayload()] : command.positionals
    var matrices: [PayloadMatrix] = []
    var failed = false
    for entry in inputs.expand(paths) {
      switch entry.flatMap({ inputs.loadTemplate($0) }) {
      case .failure(let error):
        environment.writeErr(error.line + "\n")
        failed = true
      case .success(let loaded):
        let classification = Classifier.standard.classify(loaded.payload)
        var profiles: [(AppProfile, String)]
        if command.flag("all-apps") {
          profiles = BuiltinProfiles.all.map { ($0, "--all-apps") }
        } else if !command.all("app-source").isEmpty {
          if command.value("app") != nil { throw UsageError("give --app or --app-source, not both") }
          let derived = try WiringCommand(environment: environment, inputs: inputs).profile(command.all("app-source"))
          profiles = [(derived.profile, derived.choice)]
        } else {
          profiles = [try SimulateCommand.resolveProfile(command.value("app"), provider: classification.provider, inputs: inputs)]
        }
        for index in profiles.indices {
          for assignment in command.all("set") { try profiles[index].0.apply(assignment: assignment) }
        }
        matrices.append(PayloadMatrix.build(file: loaded.file, payload: loaded.payload, classification: classification, profiles: profiles))
      }
    }
    switch command.value("format") {
    case "json": environment.writeOut(MatrixReport.json(matrices))
    case "markdown": environment.writeOut(MatrixReport.markdown(matrices))
    case "html": environment.writeOut(MatrixHTML.page(matrices))
    default: environment.writeOut(MatrixReport.text(matrices, style: environment.style))
    }
    return failed ? ExitCode.usage : ExitCode.success
  }

  private func defaultPayload() throws(UsageError) -> String {
    if FileManager.default.fileExists(atPath: "payload.json") { return "payload.json" }
    if !environment.standardInputIsTerminal { return "-" }
    throw UsageError("no payload: give FILE, create ./payload.json, or pipe one in (cat payload.json | pushsim simulate)")
  }
}
