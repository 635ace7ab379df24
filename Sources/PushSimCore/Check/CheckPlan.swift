#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `pushsim check` covers in a repository (issue 19 item 8: which files a run covers is the core's, not the
/// command's): the app's source folders and the scenario folders, the config's (`sources`, `scenarios`, relative to
/// the config) or, when it names none, what `RepositorySurvey` finds, as `pushsim init` would write them; and the app
/// to simulate templates through: `--app` or the config's `app` (a built-in profile, or a profile file inside the
/// repository), else the code in the sources.
struct CheckPlan {
  /// The app's source folders (absolute).
  var sources: [String] = []
  /// The scenario folders (absolute).
  var scenarios: [String] = []
  /// The profile named: `--app` or the config's `app`, and the folder a file name is relative to.
  var app: String?
  var appBase = ""
  /// What the survey found, said with `--verbose`.
  var found: [String] = []
  /// What the survey could not read (a link out of the repository, a source over its cap): reported, and the run fails.
  var unreadable: [InputError] = []

  /// The app's source folders and scenario folders (absolute): the config's, else what `pushsim init` finds.
  static func make(root: RepositoryRoot, config: LintConfig?, app: String?, inputs: InputFiles) -> CheckPlan {
    var plan = CheckPlan()
    let configBase = config.map { RepositoryRoot.normalise($0.baseDirectory.isEmpty ? "." : $0.baseDirectory, from: root.path) } ?? root.path
    let inBase = { (folder: String) in RepositoryRoot.normalise(configBase + "/" + folder, from: "/") }
    // Each folder once (a config naming one folder 2,000 times is read once).
    plan.sources = Self.unique(config?.sources.map(inBase) ?? [])
    plan.scenarios = Self.unique(config?.scenarios.map(inBase) ?? [])
    if let app {
      plan.app = app
      plan.appBase = FileManager.default.currentDirectoryPath
    } else if let named = config?.app {
      plan.app = named
      plan.appBase = configBase
    }
    guard plan.sources.isEmpty && plan.app == nil || plan.scenarios.isEmpty else { return plan }
    // Nothing configured: look as pushsim init does.
    let survey = RepositorySurvey(inputs: inputs).survey(root: root)
    plan.unreadable = survey.unreadable
    let base = root.path == "/" ? "" : root.path
    if plan.sources.isEmpty && plan.app == nil {
      plan.sources = survey.sources.map { $0.folder.isEmpty ? root.path : base + "/" + $0.folder }
      plan.found += survey.sources.map { "sources: \($0.folder.isEmpty ? "." : $0.folder) (found: \($0.why))" }
    }
    if plan.scenarios.isEmpty {
      plan.scenarios = survey.scenarios.map { $0.folder.isEmpty ? root.path : base + "/" + $0.folder }
      plan.found += survey.scenarios.map { "scenarios: \($0.folder.isEmpty ? "." : $0.folder) (found: \($0.why))" }
    }
    return plan
  }

  static func unique(_ folders: [String]) -> [String] {
    var seen: Set<String> = []
    return folders.filter { seen.insert($0).inserted }
  }

  /// `--app` or the config's `app`: a built-in profile, or a profile file inside the repository.
  static func namedApp(_ name: String, base: String, root: RepositoryRoot, inputs: InputFiles) throws(UsageError) -> CheckApp {
    if let builtin = BuiltinProfiles.named(name) { return CheckApp(profile: builtin, choice: "app \(name)") }
    let contained = ContainedPath(root: root)
    switch contained.resolve(name, namedIn: base + "/.") {
    case .failure(let refusal): throw UsageError("app: \(refusal.message)")
    case .success(let path):
      guard DirectoryWalker.isFile(path) else {
        let names = BuiltinProfiles.all.map(\.name)
        throw UsageError("unknown app '\(name)'\(Suggest.aside(name, among: names)): not a built-in profile nor a pushsim.app/1 file")
      }
      do {
        return CheckApp(profile: try AppProfile.load(path, inputs: inputs), choice: "app \(root.display(path))")
      } catch {
        throw UsageError(in: root.display(error.file), at: error.location, error.message)
      }
    }
  }
}
