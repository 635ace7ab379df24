import Foundation
import Testing

/// Issue 32 item 2, its property in its own words: "for every sample app and repository, replacing each condition the
/// reader decides by `unknown` never produces an error finding of the template or scenario kind". Each app's profile is
/// the one `pushsim wiring --emit-profile` derives from its code (samples/apps/*, samples/repository/ios); every routing
/// entry the reader decided (a `when` with no unknown part, or none: it always forwards) is replaced by
/// `{"unknown": its code}`, all at once and one at a time, and `pushsim check` runs the templates (samples/templates,
/// samples/payloads, samples/repository/templates) and the scenarios (samples/scenarios and samples/repository/scenarios,
/// each through that profile) as it would in CI. What pushsim no longer knows can take an error away, never add one:
/// a template with a check error, an expectation with a check error, and a scenario that cannot run must each have been
/// so with the conditions decided (DESIGN.md §7: an error never rests on a guess).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct UndecidedConditionPropertyTests {
  static let apps: [String] = {
    let folder = Binary.packageRoot.appendingPathComponent("samples/apps").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().map { "samples/apps/" + $0 } + ["samples/repository/ios"]
  }()

  /// What check's verdicts accuse: templates with an error of the template kind, expectations (file:line) with an error
  /// of the scenario kind, scenarios that could not run; and the conditions it said were undecided.
  struct Accusations: Equatable {
    var templates: Set<String> = []
    var expectations: Set<String> = []
    var unreadable: Set<String> = []
    var undecided: [[String: Any]] = []

    static func == (left: Accusations, right: Accusations) -> Bool {
      left.templates == right.templates && left.expectations == right.expectations && left.unreadable == right.unreadable
    }
  }

  /// A repository of our samples whose config names `app.json` as the app, each scenario run through it too.
  static func repository(profile: Any) throws -> String {
    let manager = FileManager.default
    let root = Binary.packageRoot.path
    let repo = manager.temporaryDirectory.appendingPathComponent("pushsim-undecided-\(getpid())-\(UUID().uuidString.prefix(8))").path
    try manager.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
    try manager.copyItem(atPath: root + "/samples/payloads", toPath: repo + "/payloads")
    try manager.copyItem(atPath: root + "/samples/repository/templates", toPath: repo + "/templates")
    try manager.copyItem(atPath: root + "/samples/templates", toPath: repo + "/templates/samples")
    try manager.createDirectory(atPath: repo + "/scenarios", withIntermediateDirectories: true)
    for folder in ["samples/scenarios", "samples/repository/scenarios"] {
      for name in try manager.contentsOfDirectory(atPath: root + "/" + folder) where name.hasSuffix(".json") {
        // The scenario's app (its first "app" or "appSource" member) becomes the profile; the text and its lines stay.
        let text = try String(contentsOfFile: root + "/\(folder)/\(name)", encoding: .utf8)
        let scenario = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        let named = (scenario["app"] as? String).map { #""app": "\#($0)""# } ?? (scenario["appSource"] as? String).map { #""appSource": "\#($0)""# }
        let replaced = try #require(named.flatMap { text.range(of: $0) }.map { text.replacingCharacters(in: $0, with: #""app": "../app.json""#) })
        try replaced.write(toFile: repo + "/scenarios/" + name, atomically: true, encoding: .utf8)
      }
    }
    let config: [String: Any] = ["include": ["templates/**", "payloads/**"], "app": "app.json", "scenarios": ["scenarios"]]
    try JSONSerialization.data(withJSONObject: config).write(to: URL(fileURLWithPath: repo + "/.pushsim.json"))
    try JSONSerialization.data(withJSONObject: profile).write(to: URL(fileURLWithPath: repo + "/app.json"))
    return repo
  }

  static func check(_ profile: Any) throws -> Accusations {
    let repo = try repository(profile: profile)
    defer { try? FileManager.default.removeItem(atPath: repo) }
    let result = try Binary.run(["check", "--format", "json"], workingDirectory: repo)
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    var found = Accusations()
    for item in document["diagnostics"] as? [[String: Any]] ?? [] {
      let rule = item["rule"] as? String ?? ""
      let file = item["file"] as? String ?? ""
      if rule == "check-condition-undecided" { found.undecided.append(item) }
      guard item["severity"] as? String == "error" else { continue }
      if rule == "check-template-not-counted" || rule == "check-template-not-opened" { found.templates.insert(file) }
      if rule == "check-scenario-expectation" { found.expectations.insert("\(file):\(item["line"] ?? "")") }
    }
    for item in document["unreadable"] as? [[String: Any]] ?? [] { found.unreadable.insert(item["file"] as? String ?? "") }
    return found
  }

  /// A `when` (or its absence) the reader decided: no part of it is `unknown`.
  static func decided(_ entry: Any) -> Bool {
    func holdsUnknown(_ value: Any?) -> Bool {
      switch value {
      case let object as [String: Any]: object["unknown"] != nil || object.values.contains(where: holdsUnknown)
      case let array as [Any]: array.contains(where: holdsUnknown)
      default: false
      }
    }
    guard let object = entry as? [String: Any] else { return entry is String }
    return !holdsUnknown(object["when"])
  }

  /// The entry with its condition replaced by `unknown`, its code and place kept.
  static func unknown(_ entry: Any) -> Any {
    guard let object = entry as? [String: Any] else { return ["sdk": entry, "when": ["unknown": "forwards to \(entry)"]] }
    var replaced = object
    replaced["when"] = ["unknown": object["code"] as? String ?? "forwards to \(object["sdk"] ?? "")"]
    return replaced
  }

  static func replacing(_ indexes: [Int], in profile: [String: Any]) -> [String: Any] {
    var profile = profile
    var app = profile["app"] as? [String: Any] ?? [:]
    var routing = app["routing"] as? [Any] ?? []
    for index in indexes { routing[index] = unknown(routing[index]) }
    app["routing"] = routing
    profile["app"] = app
    return profile
  }

  @Test(arguments: apps)
  func replacingDecidedConditionsByUnknownNeverAccuses(_ app: String) throws {
    let emitted = try Binary.run(["wiring", app, "--emit-profile"])
    let profile = try JSONSerialization.jsonObject(with: Data(emitted.stdout.utf8)) as? [String: Any] ?? [:]
    #expect(profile["schema"] as? String == "pushsim.app/1", "\(emitted.stderr)")
    let routing = (profile["app"] as? [String: Any])?["routing"] as? [Any] ?? []
    let decided = routing.indices.filter { Self.decided(routing[$0]) }
    guard !decided.isEmpty else { return }
    let before = try Self.check(profile)
    var variants = [decided]
    if decided.count > 1 { variants += decided.map { [$0] } }
    for indexes in variants {
      let after = try Self.check(Self.replacing(indexes, in: profile))
      let replaced = "\(app) with routing \(indexes) unknown"
      #expect(
        after.templates.subtracting(before.templates).isEmpty,
        "\(replaced): new template errors \(after.templates.subtracting(before.templates).sorted())")
      #expect(
        after.expectations.subtracting(before.expectations).isEmpty,
        "\(replaced): new scenario errors \(after.expectations.subtracting(before.expectations).sorted())")
      #expect(
        after.unreadable.subtracting(before.unreadable).isEmpty,
        "\(replaced): new unreadable \(after.unreadable.subtracting(before.unreadable).sorted())")
    }
  }

  /// The property is not empty: samples/repository's planted error (the seed-marked Mapp template that the app's filter
  /// `isMappPush(userInfo)` at AppDelegate.swift:28 keeps from Mapp, its README) is an error while the filter is decided,
  /// and no error once it is unknown: then one warning at the filter's line names the templates and the scenario
  /// expectations it decides, and how to state it.
  @Test func theRepositorysPlantedErrorBecomesOneUndecidedCondition() throws {
    let repo = try RepositoryCheckTests.repository()
    defer { try? FileManager.default.removeItem(atPath: repo) }
    let emitted = try Binary.run(["wiring", "ios", "--emit-profile"], workingDirectory: repo)
    let profile = try JSONSerialization.jsonObject(with: Data(emitted.stdout.utf8)) as? [String: Any] ?? [:]
    let routing = (profile["app"] as? [String: Any])?["routing"] as? [Any] ?? []
    let mapp = try #require(routing.firstIndex { ($0 as? [String: Any])?["sdk"] as? String == "mapp" })
    // The config names the profile as the app (its sources are still read), and so do the scenarios.
    var config = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: repo + "/.pushsim.json"))) as? [String: Any] ?? [:]
    config["app"] = "app.json"
    try JSONSerialization.data(withJSONObject: config).write(to: URL(fileURLWithPath: repo + "/.pushsim.json"))
    for name in ["mapp-tap-counted.json", "seed-marked-tap.json"] {
      let path = repo + "/scenarios/" + name
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try text.replacingOccurrences(of: #""appSource": "../ios/ShopApp""#, with: #""app": "../app.json""#).write(
        toFile: path, atomically: true, encoding: .utf8)
    }
    func check(_ profile: [String: Any]) throws -> (found: Set<RepositoryCheckTests.Finding>, document: [String: Any]) {
      try JSONSerialization.data(withJSONObject: profile).write(to: URL(fileURLWithPath: repo + "/app.json"))
      let result = try Binary.run(["check", "--format", "json"], workingDirectory: repo)
      let (found, _, document) = try RepositoryCheckTests.findings(result.stdout)
      return (found, document)
    }
    #expect(try check(profile).found == RepositoryCheckTests.plantedCheck)
    let (found, document) = try check(Self.replacing([mapp], in: profile))
    #expect(
      found == [
        RepositoryCheckTests.Finding(file: "templates/mapp/badge-as-string.json", line: 4, rule: "aps-badge-type"),
        RepositoryCheckTests.Finding(file: "ios/ShopApp/AppDelegate.swift", line: 28, rule: "check-condition-undecided"),
      ], "\(found)")
    let warning = try #require((document["diagnostics"] as? [[String: Any]] ?? []).first { $0["rule"] as? String == "check-condition-undecided" })
    #expect(warning["severity"] as? String == "warning")
    let message = warning["message"] as? String ?? ""
    #expect(message.contains("isMappPush(userInfo)"))
    #expect(message.contains("templates/mapp/autumn-sale.json") && message.contains("scenarios/seed-marked-tap.json:12"), "\(message)")
    #expect(message.contains("app.routing") && message.contains("\"when\""))
  }

  /// The same repository whose filter calls code pushsim cannot read (a remote-config helper of the app's own): the
  /// check's app (its code) and the scenarios' (`appSource`) both rest on it, and so do both forwards (Mapp under the
  /// filter, Grovs after its early return, the README's "everything else goes to Grovs"); it is one warning at the Mapp
  /// forward's line with the Grovs forward as its related place, from the root and from subfolders; the only error left
  /// is the badge (lint's, decided).
  @Test(arguments: ["", "/ios/ShopApp", "/templates"])
  func aFilterPushsimCannotReadIsOneWarning(from folder: String) throws {
    let repo = try RepositoryCheckTests.repository()
    defer { try? FileManager.default.removeItem(atPath: repo) }
    let delegate = repo + "/ios/ShopApp/AppDelegate.swift"
    let code = try String(contentsOfFile: delegate, encoding: .utf8)
    let filter = #"    userInfo["provider"] as? String == "mapp""#
    #expect(code.contains(filter))
    try code.replacingOccurrences(of: filter, with: "    RemoteConfig.shared.routesToMapp(userInfo)").write(
      toFile: delegate, atomically: true, encoding: .utf8)
    let result = try Binary.run(["check", "--format", "json"], workingDirectory: repo + folder)
    #expect(result.exitCode == 1, "\(result.stderr)")
    let (found, _, document) = try RepositoryCheckTests.findings(result.stdout)
    #expect(
      found == [
        RepositoryCheckTests.Finding(file: "templates/mapp/badge-as-string.json", line: 4, rule: "aps-badge-type"),
        RepositoryCheckTests.Finding(file: "ios/ShopApp/AppDelegate.swift", line: 28, rule: "check-condition-undecided"),
      ], "\(found)")
    let warnings = (document["diagnostics"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "check-condition-undecided" }
    #expect(warnings.count == 1)
    let related = (warnings.first?["related"] as? [[String: Any]] ?? []).map { "\($0["file"] ?? ""):\($0["line"] ?? "")" }
    #expect(related == ["ios/ShopApp/AppDelegate.swift:31"], "\(related)")
    let message = warnings.first?["message"] as? String ?? ""
    for verdict in [
      "templates/mapp/autumn-sale.json", "templates/mapp/cart-reminder.json", "scenarios/seed-marked-tap.json:12",
      "scenarios/mapp-tap-counted.json:12",
    ] {
      #expect(message.contains(verdict), "\(verdict): \(message)")
    }
  }
}
