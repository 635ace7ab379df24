#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads and runs one scenario file (issue 19 item 8: what a scenario may read is the core's): the payloads its steps
/// deliver (each read and parsed once), its `app` profile file and its `appSource` code, all inside the repository
/// (`ContainedPath`), then the run on one world.
public struct ScenarioLoader {
  let inputs: InputFiles
  /// Reads the app's code for `appSource`; nil where Swift cannot be read (the key is then refused with the reason).
  let sources: SourceReader?
  /// The profiles `appSource` derived so far, shared by the scenarios of one run.
  let derived: AppSourceProfiles

  public init(inputs: InputFiles, sources: SourceReader?, derived: AppSourceProfiles = AppSourceProfiles()) {
    self.inputs = inputs
    self.sources = sources
    self.derived = derived
  }

  /// `root`: `--root DIR`, the repository the files a scenario names must lie in (default: found from the file).
  public func run(_ loaded: LoadedPayload, appOverride: (profile: AppProfile, choice: String)?, root: String?) -> ScenarioReport.Outcome {
    // A payload that several steps deliver is read and parsed once, and its steps share it.
    let cache = PayloadCache()
    let inputs = inputs
    var parser = ScenarioParser(
      file: loaded.file, document: loaded.document,
      loadPayload: { path in
        if let known = cache.loaded[path] { return known }
        let result = inputs.loadTemplate(path)
        cache.loaded[path] = result
        return result
      },
      loadProfile: { path in
        Result { () throws(InputError) in try AppProfile.load(path, inputs: inputs) }
      },
      paths: ContainedPath.forInput(loaded.file, explicitRoot: root, currentDirectory: FileManager.default.currentDirectoryPath))
    parser.appOverride = appOverride
    if let sources {
      let derived = derived
      parser.loadAppSource = { paths in
        if let known = derived.profile(paths) { return .success(known) }
        return Result { () throws(InputError) in
          do throws(UsageError) {
            let found = try sources.profile(paths, label: "the code")
            derived.keep((found.profile, found.choice), for: paths)
            return (found.profile, found.choice)
          } catch {
            throw InputError(file: paths.first ?? "", message: error.message)
          }
        }
      }
    }
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
