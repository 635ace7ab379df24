import Foundation
import Testing

/// Issue 19, "Done when": a realistic repository of our own (samples/repository: an app whose AppDelegate filters Mapp
/// pushes on its own key, Liquid templates with quotes, a template marked the seed's way but not this app's,
/// scenarios, package.json, tsconfig, a JSON Schema, an asset catalog, google-services.json) gives exactly its planted
/// findings in `lint` and in `check`, from the root and from a subfolder, with repository-relative paths. The
/// expectations are written from the sample's README (what was planted, and why), not from pushsim's output.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct RepositoryCheckTests {
  /// A copy of samples/repository as a git work tree of its own.
  static func repository() throws -> String { try workTree(copying: Binary.packageRoot.path + "/samples/repository", named: "shop") }

  /// A copy of `source` in a temporary folder, with a `.git` folder of its own (the repository root pushsim finds).
  static func workTree(copying source: String, named name: String) throws -> String {
    let repo = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-\(name)-\(getpid())-\(UUID().uuidString.prefix(6))").path
    try FileManager.default.copyItem(atPath: source, toPath: repo)
    try FileManager.default.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
    return repo
  }

  struct Finding: Hashable, CustomStringConvertible {
    let file: String
    let line: Int
    let rule: String
    var description: String { "\(file):\(line) \(rule)" }
  }

  static func findings(_ json: String) throws -> (found: Set<Finding>, related: [String: [String]], document: [String: Any]) {
    let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    var found = Set<Finding>()
    var related: [String: [String]] = [:]
    for item in document["diagnostics"] as? [[String: Any]] ?? [] {
      let finding = Finding(file: item["file"] as? String ?? "", line: item["line"] as? Int ?? 0, rule: item["rule"] as? String ?? "")
      found.insert(finding)
      related[finding.rule, default: []] += (item["related"] as? [[String: Any]] ?? []).map { "\($0["file"] ?? ""):\($0["line"] ?? "")" }
    }
    return (found, related, document)
  }

  /// The README's planted check findings: the seed-marked template is not counted (the app's filter at
  /// AppDelegate.swift line 28 keeps it from Mapp), the badge is a string, one scenario expects a click that never comes.
  static let plantedCheck: Set<Finding> = [
    Finding(file: "templates/mapp/autumn-sale.json", line: 6, rule: "check-template-not-counted"),
    Finding(file: "templates/mapp/badge-as-string.json", line: 4, rule: "aps-badge-type"),
    Finding(file: "scenarios/seed-marked-tap.json", line: 12, rule: "check-scenario-expectation"),
  ]

  /// lint knows no app: the badge, and the seed's marker rule on the three templates marked this app's way.
  static let plantedLint: Set<Finding> = [
    Finding(file: "templates/mapp/badge-as-string.json", line: 4, rule: "aps-badge-type"),
    Finding(file: "templates/mapp/badge-as-string.json", line: 1, rule: "mapp-missing-push-provider"),
    Finding(file: "templates/mapp/cart-reminder.json", line: 1, rule: "mapp-missing-push-provider"),
    Finding(file: "templates/mapp/welcome.json", line: 1, rule: "mapp-missing-push-provider"),
  ]

  @Test(arguments: ["", "/templates", "/ios/ShopApp"])
  func checkGivesExactlyThePlantedFindings(from folder: String) throws {
    let repo = try Self.repository()
    let result = try Binary.run(["check", "--format", "json"], workingDirectory: repo + folder)
    #expect(result.exitCode == 1, "\(result.stderr)")
    let (found, related, document) = try Self.findings(result.stdout)
    #expect(found == Self.plantedCheck, "\(found.sorted { $0.description < $1.description })")
    #expect(related["check-template-not-counted"] == ["ios/ShopApp/AppDelegate.swift:28"])
    #expect(document["schema"] as? String == "pushsim.findings/1")
    #expect(document["parts"] as? [String] == ["lint", "wiring", "scenario", "template"])
    let coverage = document["coverage"] as? [String] ?? []
    #expect(coverage.first == "5 templates linted", "\(coverage)")
    #expect(coverage.contains("2 scenarios run"), "\(coverage)")
    // Checked: the 5 templates (the config includes templates/**, so package.json, tsconfig.json, the schema,
    // google-services.json and the asset catalog are not), the 3 source files and the 2 scenarios.
    #expect(document["files"] as? Int == 10)
  }

  @Test(arguments: ["", "/templates"])
  func lintGivesExactlyThePlantedFindings(from folder: String) throws {
    let repo = try Self.repository()
    let result = try Binary.run(["lint", "--format", "json"], workingDirectory: repo + folder)
    #expect(result.exitCode == 1, "\(result.stderr)")
    let (found, _, document) = try Self.findings(result.stdout)
    #expect(found == Self.plantedLint)
    #expect(document["files"] as? Int == 5, "only the templates the config includes")
  }

  /// SARIF: one run per part, each its own code-scanning category; the not-counted template points at the app's line.
  @Test func sarifHasOneRunPerPart() throws {
    let repo = try Self.repository()
    let result = try Binary.run(["check", "--format", "sarif"], workingDirectory: repo)
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    let runs = document["runs"] as? [[String: Any]] ?? []
    let categories = runs.map { ($0["automationDetails"] as? [String: Any])?["id"] as? String ?? "" }
    #expect(categories == ["pushsim/check/lint/", "pushsim/check/wiring/", "pushsim/check/scenario/", "pushsim/check/template/"])
    let template = runs.last?["results"] as? [[String: Any]] ?? []
    let related = template.first?["relatedLocations"] as? [[String: Any]] ?? []
    let artifact = (related.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
    #expect(artifact?["uri"] as? String == "ios/ShopApp/AppDelegate.swift")
  }

  /// `tap --app-source` follows the app's real filter: the app's marker is counted, the seed's is not.
  @Test func tapFollowsTheAppsOwnFilter() throws {
    let repo = try Self.repository()
    let own = try Binary.run(
      ["tap", "templates/mapp/cart-reminder.json", "--state", "background", "--app-source", "ios", "--format", "json"], workingDirectory: repo)
    #expect(own.stdout.contains(#""event": "click""#), "\(own.stdout)")
    let seed = try Binary.run(
      ["tap", "templates/mapp/autumn-sale.json", "--state", "background", "--app-source", "ios", "--format", "json"], workingDirectory: repo)
    #expect(!seed.stdout.contains(#""event": "click""#))
    #expect(seed.stdout.contains("app-routing-condition"))
  }

  /// A baseline written by check accepts today's findings in every part; the next check passes and reports them suppressed.
  @Test func oneBaselineCoversEveryPart() throws {
    let repo = try Self.repository()
    let write = try Binary.run(["check", "--write-baseline", "baseline.json"], workingDirectory: repo)
    #expect(write.exitCode == 0, "\(write.stderr)")
    let again = try Binary.run(["check", "--baseline", "baseline.json", "--format", "json"], workingDirectory: repo)
    #expect(again.exitCode == 0, "\(again.stdout)")
    let summary = try Self.findings(again.stdout).document["summary"] as? [String: Any]
    #expect(summary?["suppressed"] as? Int == 3)
  }
}
