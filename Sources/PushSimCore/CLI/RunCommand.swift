import Foundation

/// `pushsim run SCENARIO...`: read each scenario, run it on one world, report every expectation.
struct RunCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  func run(_ command: ParsedCommand) -> Int32 {
    var outcomes: [ScenarioReport.Outcome] = []
    for entry in inputs.expand(command.positionals) {
      switch entry.flatMap(inputs.load) {
      case .failure(let error):
        outcomes.append(.failed(error))
      case .success(let loaded):
        outcomes.append(runOne(loaded))
      }
    }
    for case .failed(let error) in outcomes { environment.writeErr(error.line + "\n") }
    switch command.value("format") {
    case "json": environment.writeOut(ScenarioReport.json(outcomes))
    case "junit": environment.writeOut(ScenarioReport.junit(outcomes))
    default: environment.writeOut(ScenarioReport.text(outcomes, style: environment.style))
    }
    if outcomes.contains(where: { if case .failed = $0 { true } else { false } }) { return ExitCode.usage }
    let failed = outcomes.contains { if case .ran(let result) = $0 { !result.passed } else { false } }
    return failed ? ExitCode.findings : ExitCode.success
  }

  private func runOne(_ loaded: LoadedPayload) -> ScenarioReport.Outcome {
    // A payload that several steps deliver is read and parsed once, and its steps share it.
    let cache = PayloadCache()
    let inputs = inputs
    let parser = ScenarioParser(
      file: loaded.file, document: loaded.document,
      loadPayload: { path in
        if let known = cache.loaded[path] { return known }
        let result = inputs.load(path)
        cache.loaded[path] = result
        return result
      },
      loadProfile: { path in
        Result { () throws(InputError) in try SimulateCommand.loadProfile(path, inputs: inputs) }
      })
    do {
      let scenario = try parser.parse()
      return .ran(try ScenarioRunner.run(scenario))
    } catch {
      return .failed(error)
    }
  }
}

/// The payloads one scenario has loaded, by path.
private final class PayloadCache {
  var loaded: [String: Result<LoadedPayload, InputError>] = [:]
}
