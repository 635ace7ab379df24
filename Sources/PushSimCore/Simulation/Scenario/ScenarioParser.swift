#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a `pushsim.scenario/1` document. Every mistake (an unknown key, a wrong type, a missing
/// payload file, a bad profile key) is an `InputError` at the line and column where it is written.
public struct ScenarioParser {
  public let file: String
  let document: JSONDocument
  let loadPayload: (String) -> Result<LoadedPayload, InputError>
  let loadProfile: (String) -> Result<AppProfile, InputError>
  /// Where each step and every value of an expectation is written, found in one pass: each step and expectation
  /// keeps its location, and locating them one by one rescans the file each time (quadratic in the steps). Not every
  /// value of the document: a step's own members are located only when one is wrong (a single rescan, for the error),
  /// which keeps a scenario of 21,000 deliveries well inside the memory bound.
  let locations: [JSONPointer: SourceLocation]
  /// `pushsim run --app-source`: the profile derived from the app's code, used instead of "app".
  public var appOverride: (profile: AppProfile, choice: String)?
  /// `"appSource"`: derives the profile from the app's code in these folders or files (paths as resolved, inside the
  /// repository); nil when the program cannot read Swift (then the key is refused with the reason).
  public var loadAppSource: (([String]) -> Result<(profile: AppProfile, choice: String), InputError>)?
  /// Where the files the scenario names must lie (issue 18): `paths` when given, else the repository holding the
  /// scenario (found once, here).
  public let paths: ContainedPath
  /// Each payload path as the steps write it, resolved inside the repository, read and classified once: a scenario
  /// that delivers one file 21,000 times checks its path (a readlink per component) and classifies it once, not per step.
  let deliveries = DeliveryCache()
  /// What the app can do in this scenario: an expectation about anything else is refused (ScenarioExpect+Possible.swift).
  let scope = ExpectationScope()

  public init(
    file: String, document: JSONDocument, loadPayload: @escaping (String) -> Result<LoadedPayload, InputError>,
    loadProfile: @escaping (String) -> Result<AppProfile, InputError>, paths: ContainedPath? = nil
  ) {
    self.file = file
    self.document = document
    self.loadPayload = loadPayload
    self.loadProfile = loadProfile
    self.paths = paths ?? ContainedPath.forInput(file, explicitRoot: nil, currentDirectory: FileManager.default.currentDirectoryPath)
    locations = document.sourceMap.nearestLocations(of: Self.locatedPointers(document.value))
  }

  /// The root, its members (with everything inside them but `steps`), each step, and everything inside a step's `expect`.
  static func locatedPointers(_ value: JSONValue) -> [JSONPointer] {
    guard let root = value.objectValue else { return value.allPointers() }
    var pointers: [JSONPointer] = [.root]
    for member in root {
      let pointer = JSONPointer.root.appending(member.key)
      guard member.key == "steps", let steps = member.value.arrayValue else {
        pointers += member.value.allPointers(below: pointer)
        continue
      }
      pointers.append(pointer)
      for (index, step) in steps.enumerated() {
        let stepPointer = pointer.appending(index)
        pointers.append(stepPointer)
        if let expect = step["expect"] { pointers += expect.allPointers(below: stepPointer.appending("expect")) }
      }
    }
    return pointers
  }

  static let topKeys = ["schema", "name", "description", "source", "app", "appSource", "set", "state", "steps", "expect"]
  static let bareSteps = ["launch", "foreground", "background", "interrupt", "resume", "kill", "force-quit", "tap", "dismiss", "close-content"]
  static let stepKeys = ["deliver", "tap", "action", "carousel", "dismiss", "set", "advance", "expect"] + wiringSteps + bareSteps
  static let expectKeys = [
    "tracked", "callbacks", "order", "findings", "ui", "state", "completionHandlers", "sdkState", "calls", "liveActivity", "completions", "opened",
    "delegate", "logs", "verdicts", "actions",
  ]

  func error(_ message: String, at pointer: JSONPointer) -> InputError {
    InputError(file: file, message: message, location: location(pointer) ?? document.sourceMap.nearestLocation(of: pointer))
  }

  func location(_ pointer: JSONPointer) -> SourceLocation? { locations[pointer] }

  func object(_ value: JSONValue?, at pointer: JSONPointer, keys: [String], what: String) throws(InputError) -> JSONObject {
    guard let object = value?.objectValue else { throw error("\(what) must be an object", at: pointer) }
    for key in object.keys where !keys.contains(key) {
      throw error(
        "unknown key '\(key)' in \(what)\(Suggest.aside(key, among: keys)); use \(keys.joined(separator: ", "))", at: pointer.appending(key))
    }
    return object
  }

  func string(_ value: JSONValue?, at pointer: JSONPointer, what: String) throws(InputError) -> String {
    guard let text = value?.stringValue else { throw error("\(what) must be a string", at: pointer) }
    return text
  }

  public func parse() throws(InputError) -> Scenario {
    let root = try object(document.value, at: .root, keys: Self.topKeys, what: "a scenario")
    guard root["schema"]?.stringValue == Scenario.schemaID else {
      throw error("a scenario needs \"schema\": \"\(Scenario.schemaID)\"", at: root["schema"] == nil ? .root : JSONPointer.root.appending("schema"))
    }
    var profile: AppProfile
    var choice: String
    if let appOverride {
      (profile, choice) = appOverride
    } else if let sources = root["appSource"] {
      (profile, choice) = try appSource(sources, alsoApp: root["app"] != nil)
    } else {
      (profile, choice) = try app(root["app"])
    }
    if let overrides = root["set"] {
      let pointer = JSONPointer.root.appending("set")
      guard let object = overrides.objectValue else { throw error("set must be an object of profile keys and values", at: pointer) }
      for member in object {
        do { try profile.set(member.key, member.value) } catch { throw self.error(error.message, at: pointer.appending(member.key)) }
      }
    }
    var state = AppState.terminated
    if let value = root["state"] {
      let text = try string(value, at: JSONPointer.root.appending("state"), what: "state")
      guard let parsed = AppState(rawValue: text) else {
        let names = AppState.allCases.map(\.rawValue)
        throw error(
          "unknown state '\(text)'\(Suggest.aside(text, among: names)); use \(names.joined(separator: ", "))",
          at: JSONPointer.root.appending("state"))
      }
      state = parsed
    }
    let stepsPointer = JSONPointer.root.appending("steps")
    guard let items = root["steps"]?.arrayValue, !items.isEmpty else { throw error("a scenario needs a non-empty \"steps\" array", at: stepsPointer) }
    scope.sdks = Self.carriedSDKs(profile, steps: items)
    var steps: [ScenarioStep] = []
    steps.reserveCapacity(items.count + 1)
    var ids = Set<String>()
    for (index, item) in items.enumerated() { steps.append(try step(item, at: stepsPointer.appending(index), ids: &ids)) }
    if let end = root["expect"] {
      let pointer = JSONPointer.root.appending("expect")
      steps.append(ScenarioStep(action: .expect(try expectations(end, at: pointer)), location: location(pointer), label: "expect at the end"))
    }
    return Scenario(
      file: file, name: root["name"]?.stringValue ?? file, description: root["description"]?.stringValue ?? "",
      source: root["source"]?.stringValue ?? "", profile: profile, appChoice: choice, state: state, steps: steps)
  }

  /// `"appSource": "ios/App"` (or a list): the app's code, relative to the scenario, inside the repository.
  private func appSource(_ value: JSONValue, alsoApp: Bool) throws(InputError) -> (AppProfile, String) {
    let pointer = JSONPointer.root.appending("appSource")
    if alsoApp { throw error("give \"app\" or \"appSource\", not both", at: pointer) }
    let names = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue) ?? []
    guard !names.isEmpty, names.count == (value.arrayValue?.count ?? 1) else {
      throw error("appSource must be a folder (or file) of the app's code, or an array of them, relative to the scenario", at: pointer)
    }
    // Each name is resolved once and each folder read once, by its real path: a list naming one folder 2,000 times read
    // and parsed the app 2,000 times (issue 31). The choice still names them as written.
    var paths: [String] = []
    var resolvedNames: Set<String> = []
    var realPaths: Set<String> = []
    for name in names where resolvedNames.insert(name).inserted {
      switch self.paths.resolve(name, namedIn: file, folder: true) {
      case .success(let resolved):
        if realPaths.insert(DirectoryWalker.realPath(resolved) ?? resolved).inserted { paths.append(resolved) }
      case .failure(let refusal): throw error(refusal.message, at: pointer)
      }
    }
    guard let loadAppSource else { throw error("appSource needs pushsim-wiring (it reads Swift); run the scenario with pushsim run", at: pointer) }
    switch loadAppSource(paths) {
    case .success(let derived): return (derived.profile, "appSource " + names.joined(separator: ", ") + ": " + derived.choice)
    case .failure(let problem): throw error("appSource: \(problem.line)", at: pointer)
    }
  }

  private func app(_ value: JSONValue?) throws(InputError) -> (AppProfile, String) {
    guard let value else { return (BuiltinProfiles.plain, "plain (no app given)") }
    let pointer = JSONPointer.root.appending("app")
    let name = try string(value, at: pointer, what: "app (a built-in profile name or a profile file)")
    if let builtin = BuiltinProfiles.named(name) { return (builtin, name) }
    let path = try resolve(name, at: pointer)
    guard DirectoryWalker.isFile(path) else {
      let names = BuiltinProfiles.all.map(\.name)
      throw error(
        "unknown app '\(name)'\(Suggest.aside(name, among: names)): not a built-in profile (\(names.joined(separator: ", "))) nor a file",
        at: pointer)
    }
    switch loadProfile(path) {
    case .success(let profile): return (profile, name)
    case .failure(let problem): throw error("app \(path): \(problem.location.map { "\($0): " } ?? "")\(problem.message)", at: pointer)
    }
  }

  /// A path relative to the scenario file's folder, inside the repository (`ContainedPath`); refused at `pointer`.
  func resolve(_ path: String, at pointer: JSONPointer) throws(InputError) -> String {
    switch paths.resolve(path, namedIn: file) {
    case .success(let resolved): return resolved
    case .failure(let refusal): throw error(refusal.message, at: pointer)
    }
  }
}

/// The payloads a scenario's deliver steps name, by the path as written: resolved, loaded and classified.
final class DeliveryCache {
  var known: [String: (payload: Payload, classification: Classification)] = [:]
  /// The payload path (as written, a key of `known`) and push type of each deliver step with an id, by that id (a
  /// `redeliver` step sends it again). Not the PushMessage itself: a copy of it per id took 14 MB for 21,000 deliveries.
  var pushes: [String: (path: String, pushType: PushType?)] = [:]
}
