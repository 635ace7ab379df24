#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a repository holds, found in one walk (the walker every command uses: no link out of the repository), each
/// candidate file read once up to its cap: the folders of push templates, of the app's push handling code (the app, its
/// notification extensions, the frameworks and local packages it imports, a cross-platform app's native folders:
/// `SurveyApp`), and of scenarios, each with why. `pushsim init` writes them into `.pushsim.json`; `pushsim check` uses
/// them when the config names none (issue 19 item 8: which files a run covers is the core's; issue 32 item 3).
public struct RepositorySurvey: Sendable {
  let inputs: InputFiles

  public init(inputs: InputFiles) { self.inputs = inputs }

  /// What the survey found: per role, each folder with its reason; the `include` patterns for the templates (none that
  /// covers pushsim's own documents) and what narrowed them; and the inputs it could not read (a link out of the
  /// repository, a file over its cap), which `check` reports and fails on (issue 31 item 4).
  struct Survey {
    var templates: [(folder: String, why: String)] = []
    var sources: [(folder: String, why: String)] = []
    var scenarios: [(folder: String, why: String)] = []
    var include: [String] = []
    var includeNotes: [String] = []
    var unreadable: [InputError] = []
  }

  /// Files the survey reads: payloads and pushsim's documents, the code pushsim wiring reads, property lists (an
  /// extension's Info.plist), Xcode projects; and the files whose presence marks a Flutter or Cordova app (not read).
  static func isCandidate(_ name: String) -> Bool {
    DirectoryWalker.isPayload(name) || isSource(name) || isPlist(name) || name == "project.pbxproj" || isMarker(name)
  }

  /// The code pushsim wiring reads (`SourceReader`: Swift, Objective-C and Objective-C++, headers).
  static func isSource(_ name: String) -> Bool {
    name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h")
  }
  static func isPlist(_ name: String) -> Bool { name.hasSuffix(".plist") }
  static func isMarker(_ name: String) -> Bool { name == "pubspec.yaml" || name == "config.xml" }

  /// One walk under the containment rule; payloads read up to the input cap, code and project files up to the source
  /// cap (what `pushsim wiring` reads: an app delegate padded past 1 MiB is still the app's code).
  func survey(root: RepositoryRoot) -> Survey {
    var templates: [String: Int] = [:]
    var scenarios: [String: Int] = [:]
    var own: Set<String> = []  // folders holding one of pushsim's own documents (scenarios too)
    var app = SurveyApp()
    var survey = Survey()
    var sourceInputs = inputs
    sourceInputs.maxBytes = max(inputs.maxBytes, SourceReader.maxSourceBytes)
    sourceInputs.capReason = "(pushsim wiring reads source files up to 8 MiB)"
    let found = inputs.walk(root.path, accept: Self.isCandidate, within: root.path)
    // A marker is never read: a link named pubspec.yaml that leads out is nothing the run misses.
    let refused = DirectoryWalker.Found(
      files: [], refused: found.refused.filter { !Self.isMarker(Self.name(of: $0)) }, startRefused: found.startRefused)
    survey.unreadable = InputFiles.refusals(refused, in: root.path).map { $0.named(root.display($0.file)) }
    for file in found.files {
      let relative = root.display(file)
      let name = Self.name(of: relative)
      let folder = RepositoryRoot.folder(of: relative)
      if Self.isMarker(name) {
        if name == "pubspec.yaml" { app.flutter.insert(folder) } else { app.cordova.insert(folder) }
        continue
      }
      let isPayload = DirectoryWalker.isPayload(name)
      let bytes: [UInt8]
      switch (isPayload ? inputs : sourceInputs).readBytes(file) {
      case .success(let read): bytes = read
      case .failure(let error):
        // A payload over the input cap is no push (APNs takes 4 KB) and no scenario lint can read: lint's own walk
        // reports it where it lints; code or a project file that cannot be read is app code the run would miss.
        if !isPayload { survey.unreadable.append(error.named(relative)) }
        continue
      }
      if isPayload {
        let subject = LintSubject(file: relative, bytes: bytes, options: LintOptions())
        if name == "package.json", ByteSearch.first(Array(#""react-native""#.utf8), in: bytes, from: 0) != nil { app.reactNative.insert(folder) }
        if subject.root?["schema"]?.stringValue == Scenario.schemaID {
          scenarios[folder, default: 0] += 1
          own.insert(folder)
        } else if OwnDocument.kind(subject) != nil {
          own.insert(folder)
        } else if LintScope.decide(subject, path: relative, chosen: false) == .lint {
          templates[folder, default: 0] += 1
        }
      } else if Self.isSource(name) {
        Self.read(source: bytes, name: name, relative: relative, folder: folder, into: &app)
      } else if name == "project.pbxproj" {
        let project = RepositoryRoot.folder(of: folder)
        let projectName = Self.name(of: folder)
        guard projectName.hasSuffix(".xcodeproj") else { continue }
        app.projects.append((project, String(projectName.dropLast(".xcodeproj".count))))
        for target in SurveyScan.projectTargets(String(decoding: bytes, as: UTF8.self))
        where target.productType == "com.apple.product-type.framework" {
          app.modules[SurveyScan.moduleName(target.name), default: []].append(
            (SurveyApp.join(project, target.name), "framework target \(target.name) of \(relative)"))
        }
      } else if let point = SurveyScan.extensionPoint(bytes) {
        app.plists.append((folder, "\(name) declares \(point.identifier) (\(point.kind))"))
      } else if Self.isTargetPlist(name) {
        app.targetPlists.insert(folder)
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
    survey.sources = app.folders()
    (survey.include, survey.includeNotes) = Self.include(survey.templates.map(\.folder), templates: templates, own: own)
    return survey
  }

  /// A target's Info.plist (`INFOPLIST_FILE`: `Info.plist`, or `<Name>-Info.plist` as Cordova's template names it), not
  /// Firebase's `GoogleService-Info.plist`, which is a resource.
  static func isTargetPlist(_ name: String) -> Bool {
    name == "Info.plist" || (name.hasSuffix("-Info.plist") && name != "GoogleService-Info.plist")
  }

  static func name(of path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

  /// What a source file says about its folder: a delegate (the app), an extension type, its imports; a Package.swift
  /// its module targets.
  static func read(source bytes: [UInt8], name: String, relative: String, folder: String, into app: inout SurveyApp) {
    if name == "Package.swift" {
      for target in SurveyScan.packageTargets(String(decoding: bytes, as: UTF8.self)) {
        let candidates = target.path.map { [$0] } ?? ["Sources", "Source", "src", "srcs"].map { $0 + "/" + target.name }
        for path in candidates {
          app.modules[target.name, default: []].append((SurveyApp.join(folder, path), "target \(target.name) of \(relative)"))
        }
      }
      return
    }
    app.sourceFolders.insert(folder)
    if app.app[folder] == nil, let word = SurveyScan.wiringWord(bytes) { app.app[folder] = "\(name) mentions \(word)" }
    if app.extensions[folder] == nil, let type = SurveyScan.extensionType(bytes) {
      app.extensions[folder] = "\(name) inherits or adopts \(type.name) (\(type.kind))"
    }
    for module in SurveyScan.imports(bytes) where app.imports[folder]?[module] == nil { app.imports[folder, default: [:]][module] = relative }
  }

  /// The `include` patterns for the template folders found, none covering a folder of pushsim's own documents
  /// (issue 32 item 3: `campaigns/**` over `campaigns/scenarios` made the next lint report the scenarios). A folder with
  /// none below it is `folder/**`; else its own files are `folder/*` (unless pushsim's documents sit beside them) and
  /// each subfolder with templates is looked at the same way. The root is never included whole (`**` would lint every
  /// JSON file of the repository whatever it holds): its templates, as every template the survey counts, are linted by
  /// their content anyway. Linear in the folders times their depth.
  static func include(_ groups: [String], templates: [String: Int], own: Set<String>) -> (patterns: [String], notes: [String]) {
    // Each folder with pushsim's documents at or below it, and the first such document folder (to say why).
    var ownBelow: [String: String] = [:]
    for folder in own.sorted() {
      for holder in [folder] + ancestors(of: folder) where ownBelow[holder] == nil { ownBelow[holder] = folder }
    }
    var children: [String: [String]] = [:]
    for folder in SurveyApp.withAncestors(Set(templates.keys)).sorted() where !folder.isEmpty {
      children[RepositoryRoot.folder(of: folder), default: []].append(folder)
    }
    var patterns: [String] = []
    var notes: [String] = []
    for group in groups {
      if group.isEmpty {
        notes.append(". (the root): its templates are linted by their content; an include of the root would take every JSON file")
        continue
      }
      guard let document = ownBelow[group] else {
        patterns.append(Glob.literal(group) + "/**")
        continue
      }
      let before = patterns.count
      var pending = [group]
      while let folder = pending.popLast() {
        if ownBelow[folder] == nil {
          patterns.append(Glob.literal(folder) + "/**")
          continue
        }
        if templates[folder] != nil, !own.contains(folder) { patterns.append(Glob.literal(folder) + "/*") }
        pending += (children[folder] ?? []).reversed()
      }
      let named = patterns[before...].joined(separator: ", ")
      notes.append(
        "\(group): not included whole, \(document) holds pushsim's own documents; "
          + (named.isEmpty ? "its templates are linted by their content" : "included: \(named)"))
    }
    return (patterns, notes)
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
