/// Which folders of a repository hold the app's push handling (issue 32 item 3), from what one survey walk read in each
/// file (`SurveyScan`): every folder whose code takes part, read by `check` and `pushsim wiring` as one app.
/// - the app: folders whose code names a delegate pushsim wiring reads (`SurveyScan.wiringWords`), each taken up to the
///   folder of its target, the nearest one (below the root) that holds the target's Info.plist (Xcode's app template
///   puts it at the top of the target's folder, beside the folders the app's own code is grouped in: a delegate in
///   `ios/NewsApp/App` and its routing helpers in `ios/NewsApp/Push` are one target, `ios/NewsApp`); two or more that
///   share a parent are that parent, as before;
/// - Notification Service and Content Extensions: a type that inherits or adopts one, or an Info.plist that declares the
///   extension point (the extension may sit in a folder of its own: the Grovs image rule needs to see it);
/// - frameworks and local Swift packages of the repository that the code above imports: a Package.swift's target
///   (its `path:`, else `Sources/<name>`) or an Xcode project's framework target (the folder named like the target beside
///   the `.xcodeproj`, where Xcode's new-target template puts its files), whose module name a file of the app or of an
///   extension imports, and what those import in turn;
/// - the native folders of cross-platform apps: Flutter's `ios/Runner` beside `pubspec.yaml`
///   (flutter/flutter@46ed487 packages/flutter_tools/templates/app/ios-swift.tmpl/Runner); React Native's `ios/<App>`
///   beside `ios/<App>.xcodeproj` in a folder whose package.json names react-native
///   (react-native-community/template@0f4745b template/ios/HelloWorld); Cordova's `platforms/ios/<App>` beside
///   `platforms/ios/<App>.xcodeproj` in a folder with config.xml (apache/cordova-ios@68aa80e templates/project, which
///   `cordova platform add ios` copies there with each plugin's native files), else, when the platform folder is not in
///   the repository, each plugin's `plugins/<id>/src/ios` (the `src` of plugin.xml's `<source-file>` elements,
///   https://cordova.apache.org/docs/en/latest/plugin_ref/spec.html; not both: platforms/ios holds copies of them).
/// Work is linear in the folders found times their depth: each folder looks up its ancestors, each is visited once.
struct SurveyApp {
  /// Folders that hold a source file pushsim wiring reads (`.swift`, `.m`, `.h`), relative to the root.
  var sourceFolders: Set<String> = []
  /// Folders whose code names a delegate, with why.
  var app: [String: String] = [:]
  /// Extension folders, with why (the first found in each).
  var extensions: [String: String] = [:]
  /// Folders holding a target's Info.plist that declares no extension point (an app's, a framework's).
  var targetPlists: Set<String> = []
  /// Info.plists that declare a notification extension point: their folder, and why.
  var plists: [(folder: String, why: String)] = []
  /// Per folder, each module its files import and the first file that imports it.
  var imports: [String: [String: String]] = [:]
  /// Module folders: per module name, the folders that define it and why.
  var modules: [String: [(folder: String, why: String)]] = [:]
  /// Xcode projects: the folder the `.xcodeproj` is in, and the project's name.
  var projects: [(folder: String, name: String)] = []
  /// Folders holding pubspec.yaml, a package.json that names react-native, config.xml.
  var flutter: Set<String> = []
  var reactNative: Set<String> = []
  var cordova: Set<String> = []

  /// A relative path joined to a relative folder ("" is the root).
  static func join(_ folder: String, _ path: String) -> String {
    folder.isEmpty ? path : path.isEmpty ? folder : folder + "/" + path
  }

  /// The folders to read as the app, outermost only, sorted, each with why.
  func folders() -> [(folder: String, why: String)] {
    let below = Self.withAncestors(sourceFolders)
    var chosen: [String: String] = [:]
    func choose(_ folder: String, _ why: String) {
      if below.contains(folder), chosen[folder] == nil { chosen[folder] = why }
    }
    // Each delegate's folder taken up to its target's folder (the first reason found for it kept).
    var targets: [String: String] = [:]
    for (folder, why) in app.sorted(by: { $0.key < $1.key }) {
      let target = ([folder] + RepositorySurvey.ancestors(of: folder).dropLast()).first { targetPlists.contains($0) }
      let shown = target.map { $0 == folder ? why : "\(why) in \(folder.dropFirst($0.count + 1)), the target with \($0)/Info.plist" } ?? why
      if targets[target ?? folder] == nil { targets[target ?? folder] = shown }
    }
    for group in RepositorySurvey.outermost(targets) {
      let inside = group.inside.sorted()
      if inside.count > 1, let first = inside.first {
        choose(group.folder, "\(inside.count) folders of push wiring code (\(first): \(targets[first] ?? ""), …)")
      } else {
        choose(group.folder, inside.first.flatMap { targets[$0] } ?? "")
      }
    }
    for (folder, why) in extensions.sorted(by: { $0.key < $1.key }) { choose(folder, why) }
    // The extension's code is in its Info.plist's folder (or below), or in the folder above a plist kept in a subfolder.
    for plist in plists {
      let parent = RepositoryRoot.folder(of: plist.folder)
      choose(below.contains(plist.folder) || !sourceFolders.contains(parent) ? plist.folder : parent, plist.why)
    }
    nativeFolders(below: below, choose: choose)
    // Modules the chosen code imports, and what they import: each folder's imports read once.
    var children: [String: [String]] = [:]
    for folder in below.sorted(by: >) where !folder.isEmpty { children[RepositoryRoot.folder(of: folder), default: []].append(folder) }
    var visited: Set<String> = []
    var pending = chosen.keys.sorted(by: >)
    while let next = pending.popLast() {
      var stack = [next]
      while let folder = stack.popLast() {
        guard visited.insert(folder).inserted else { continue }
        stack += children[folder] ?? []
        for (module, file) in (imports[folder] ?? [:]).sorted(by: { $0.key < $1.key }) {
          for definition in modules[module] ?? [] where chosen[definition.folder] == nil && below.contains(definition.folder) {
            chosen[definition.folder] = "\(definition.why), imported by \(file)"
            pending.append(definition.folder)
          }
        }
      }
    }
    return chosen.keys.filter { folder in !RepositorySurvey.ancestors(of: folder).contains { chosen[$0] != nil } }.sorted()
      .map { ($0, chosen[$0] ?? "") }
  }

  /// The native folders of Flutter, React Native and Cordova apps.
  private func nativeFolders(below: Set<String>, choose: (String, String) -> Void) {
    for folder in flutter.sorted() {
      choose(Self.join(folder, "ios/Runner"), "the Flutter app's iOS folder (pubspec.yaml in \(folder.isEmpty ? "." : folder))")
    }
    var cordovaPlatforms: Set<String> = []
    for project in projects {
      let parent = RepositoryRoot.folder(of: project.folder)
      let last = project.folder.split(separator: "/").last.map(String.init) ?? project.folder
      let native = Self.join(project.folder, project.name)
      if last == "ios", reactNative.contains(project.folder == "ios" ? "" : parent) {
        choose(native, "the React Native app's iOS folder (\(project.name).xcodeproj beside it, react-native in package.json)")
      }
      let platforms =
        project.folder == "platforms/ios"
        ? "" : project.folder.hasSuffix("/platforms/ios") ? String(project.folder.dropLast("/platforms/ios".count)) : nil
      if let platforms, cordova.contains(platforms) {
        cordovaPlatforms.insert(platforms)
        choose(native, "the Cordova app's iOS folder (\(project.name).xcodeproj beside it, config.xml in \(platforms.isEmpty ? "." : platforms))")
      }
    }
    // `<X>/plugins/<id>/src/ios`, for a Cordova app whose platforms/ios is not in the repository.
    for folder in below where folder == "src/ios" || folder.hasSuffix("/src/ios") {
      let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count >= 4, parts[parts.count - 4] == "plugins" else { continue }
      let app = parts.dropLast(4).joined(separator: "/")
      guard cordova.contains(app), !cordovaPlatforms.contains(app) else { continue }
      choose(folder, "a Cordova plugin's iOS code (config.xml in \(app.isEmpty ? "." : app), no platforms/ios)")
    }
  }

  /// The folders and every folder above them ("" the root).
  static func withAncestors(_ folders: Set<String>) -> Set<String> {
    var all: Set<String> = []
    for folder in folders {
      guard all.insert(folder).inserted else { continue }
      for ancestor in RepositorySurvey.ancestors(of: folder) where !all.insert(ancestor).inserted { break }
    }
    return all
  }
}
