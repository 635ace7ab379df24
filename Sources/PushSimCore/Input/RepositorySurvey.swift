#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a repository holds, found in one walk (the walker every command uses: no link out of the repository), each
/// candidate file read once up to the input cap: the folders of push templates, of the app's push wiring code, and of
/// scenarios, each with why. `pushsim init` writes them into `.pushsim.json`; `pushsim check` uses them when the config
/// names none (issue 19 item 8: which files a run covers is the core's).
public struct RepositorySurvey: Sendable {
  let inputs: InputFiles

  public init(inputs: InputFiles) { self.inputs = inputs }

  /// What the survey found: per role, each folder with its reason.
  struct Survey {
    var templates: [(folder: String, why: String)] = []
    var sources: [(folder: String, why: String)] = []
    var scenarios: [(folder: String, why: String)] = []
  }

  static func isCandidate(_ name: String) -> Bool {
    DirectoryWalker.isPayload(name) || name.hasSuffix(".swift") || name.hasSuffix(".m")
  }

  /// The words in a source file that make it the app's push wiring (the delegates pushsim wiring reads).
  static let wiringWords = ["UNUserNotificationCenterDelegate", "UIApplicationDelegate", "didReceiveRemoteNotification"]

  func survey(root: RepositoryRoot) -> Survey {
    var templates: [String: Int] = [:]
    var scenarios: [String: Int] = [:]
    var sources: [String: String] = [:]
    for file in DirectoryWalker.files(in: root.path, accept: Self.isCandidate, within: root.path) {
      guard case .success(let bytes) = inputs.readBytes(file) else { continue }
      let relative = root.display(file)
      let folder = RepositoryRoot.folder(of: relative)
      if relative.hasSuffix(".swift") || relative.hasSuffix(".m") {
        let text = String(decoding: bytes, as: UTF8.self)
        if sources[folder] == nil, let word = Self.wiringWords.first(where: { text.contains($0) }) {
          sources[folder] = "\(String(relative.split(separator: "/").last ?? "")) mentions \(word)"
        }
        continue
      }
      let subject = LintSubject(file: relative, bytes: bytes, options: LintOptions())
      if subject.root?["schema"]?.stringValue == Scenario.schemaID {
        scenarios[folder, default: 0] += 1
      } else if LintScope.decide(subject, path: relative, chosen: false) == .lint {
        templates[folder, default: 0] += 1
      }
    }
    var survey = Survey()
    survey.templates = Self.outermost(templates).map { folder in
      let count = templates.filter { RepositoryRoot.lies($0.key, inside: folder) }.values.reduce(0, +)
      return (folder, "\(count) push payload\(count == 1 ? "" : "s") (.apns, or JSON with aps or a provider's keys)")
    }
    survey.scenarios = Self.outermost(scenarios).map { folder in
      let count = scenarios.filter { RepositoryRoot.lies($0.key, inside: folder) }.values.reduce(0, +)
      return (folder, "\(count) \(Scenario.schemaID) file\(count == 1 ? "" : "s")")
    }
    survey.sources = Self.outermost(sources).map { folder in
      let inside = sources.filter { RepositoryRoot.lies($0.key, inside: folder) }.sorted { $0.key < $1.key }
      guard inside.count > 1, let first = inside.first else { return (folder, inside.first?.value ?? "") }
      return (folder, "\(inside.count) folders of push wiring code (\(first.key): \(first.value), …)")
    }
    return survey
  }

  /// The folders not inside another of them, sorted; two or more that share a parent (not the root) are that parent
  /// (`templates/mapp` and `templates/grovs` are `templates`).
  static func outermost<Value>(_ folders: [String: Value]) -> [String] {
    var all = Set(folders.keys)
    while true {
      let outer = all.filter { folder in !all.contains { $0 != folder && RepositoryRoot.lies(folder, inside: $0) } }
      var byParent: [String: Int] = [:]
      for folder in outer where folder.contains("/") { byParent[RepositoryRoot.folder(of: folder), default: 0] += 1 }
      let merged = byParent.filter { $0.value >= 2 }.keys
      if merged.isEmpty { return outer.sorted() }
      all = outer.union(merged)
    }
  }

}
