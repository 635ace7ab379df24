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

  /// What the survey found: per role, each folder with its reason; and the inputs it could not read (a link out of the
  /// repository, a file over its cap), which `check` reports and fails on (issue 31 item 4).
  struct Survey {
    var templates: [(folder: String, why: String)] = []
    var sources: [(folder: String, why: String)] = []
    var scenarios: [(folder: String, why: String)] = []
    var unreadable: [InputError] = []
  }

  static func isCandidate(_ name: String) -> Bool {
    DirectoryWalker.isPayload(name) || isSource(name)
  }

  static func isSource(_ name: String) -> Bool { name.hasSuffix(".swift") || name.hasSuffix(".m") }

  /// The words in a source file that make it the app's push wiring (the delegates pushsim wiring reads).
  static let wiringWords = ["UNUserNotificationCenterDelegate", "UIApplicationDelegate", "didReceiveRemoteNotification"]

  /// One walk under the containment rule; payloads read up to the input cap, sources up to the source cap (what
  /// `pushsim wiring` reads: an app delegate padded past 1 MiB is still the app's code).
  func survey(root: RepositoryRoot) -> Survey {
    var templates: [String: Int] = [:]
    var scenarios: [String: Int] = [:]
    var sources: [String: String] = [:]
    var survey = Survey()
    var sourceInputs = inputs
    sourceInputs.maxBytes = max(inputs.maxBytes, SourceReader.maxSourceBytes)
    sourceInputs.capReason = "(pushsim wiring reads source files up to 8 MiB)"
    let found = inputs.walk(root.path, accept: Self.isCandidate, within: root.path)
    survey.unreadable = InputFiles.refusals(found, in: root.path).map { $0.named(root.display($0.file)) }
    for file in found.files {
      let relative = root.display(file)
      let isSource = Self.isSource(relative)
      let bytes: [UInt8]
      switch (isSource ? sourceInputs : inputs).readBytes(file) {
      case .success(let read): bytes = read
      case .failure(let error):
        // A payload over the input cap is no push (APNs takes 4 KB) and no scenario lint can read: lint's own walk
        // reports it where it lints; a source that cannot be read is app code the run would miss.
        if isSource { survey.unreadable.append(error.named(relative)) }
        continue
      }
      let folder = RepositoryRoot.folder(of: relative)
      if isSource {
        if sources[folder] == nil, let word = Self.firstWiringWord(bytes) {
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
    survey.templates = Self.outermost(templates).map { group in
      let count = group.inside.reduce(0) { $0 + (templates[$1] ?? 0) }
      return (group.folder, "\(count) push payload\(count == 1 ? "" : "s") (.apns, or JSON with aps or a provider's keys)")
    }
    survey.scenarios = Self.outermost(scenarios).map { group in
      let count = group.inside.reduce(0) { $0 + (scenarios[$1] ?? 0) }
      return (group.folder, "\(count) \(Scenario.schemaID) file\(count == 1 ? "" : "s")")
    }
    survey.sources = Self.outermost(sources).map { group in
      let inside = group.inside.sorted()
      guard inside.count > 1, let first = inside.first else { return (group.folder, inside.first.flatMap { sources[$0] } ?? "") }
      return (group.folder, "\(inside.count) folders of push wiring code (\(first): \(sources[first] ?? ""), …)")
    }
    return survey
  }

  /// The first wiring word in a source's text.
  static func firstWiringWord(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return wiringWords.first { text.contains($0) }
  }

  /// The folders not inside another of them, sorted, each with the found folders it holds; two or more that share a
  /// parent (not the root) are that parent (`templates/mapp` and `templates/grovs` are `templates`). Linear in the
  /// folders times their depth (issue 31 item 3): each folder looks up its ancestors, never every other folder.
  static func outermost<Value>(_ folders: [String: Value]) -> [(folder: String, inside: [String])] {
    var all = Set(folders.keys)
    while true {
      let outer = all.filter { folder in !ancestors(of: folder).contains { all.contains($0) } }
      var byParent: [String: Int] = [:]
      for folder in outer where folder.contains("/") { byParent[RepositoryRoot.folder(of: folder), default: 0] += 1 }
      let merged = byParent.filter { $0.value >= 2 }.keys
      if merged.isEmpty {
        var inside: [String: [String]] = [:]
        for folder in folders.keys {
          let owner = ([folder] + ancestors(of: folder)).last { outer.contains($0) } ?? folder
          inside[owner, default: []].append(folder)
        }
        return outer.sorted().map { ($0, inside[$0] ?? []) }
      }
      all = outer.union(merged)
    }
  }

  /// The folders above a relative folder, nearest first ("" — the root — is a folder too when `folder` is not it).
  static func ancestors(of folder: String) -> [String] {
    guard !folder.isEmpty else { return [] }
    var found: [String] = []
    var current = folder
    while let slash = current.lastIndex(of: "/") {
      current = String(current[..<slash])
      found.append(current)
    }
    found.append("")
    return found
  }
}
