import Foundation
import Testing

/// Issue 32, "Done when": four realistic repositories of our own (Tests/Repositories/<name>, outside every SwiftPM
/// target) — a SwiftUI news app with Grovs and Firebase that routes on a computed property declared in an extension
/// file and keeps its service extension in its own folder; a React Native shop app with Mapp whose AppDelegate.mm
/// routes through an Objective-C category; a UIKit fitness app with OneSignal and Braze whose PushRouter returns early,
/// hands over to Braze as Braze documents it and has a willPresent with an early path, and starts Firebase for
/// Analytics only; a Flutter marketplace app whose FlutterAppDelegate subclass routes with CleverTap's and its own
/// helpers and hands the rest to `super` — give exactly what their READMEs plant, nothing else, from the root, from two
/// subfolders, and after `pushsim init`.
///
/// Every expectation is read from the repository's README ("Planted findings": file, line, rule, the text on that line,
/// the related location and what it names), written from the seeds and vendor sources, never from pushsim's output.
/// Each repository is copied to a temporary folder with a `.git` folder of its own, as RepositoryCheckTests does.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct RealisticRepositoryTests {
  /// The repositories and, for each, the two subfolders `check` is also run from.
  static let repositories: [(name: String, subfolders: [String])] = [
    ("news-swiftui-grovs", ["templates/grovs", "ios/NewsServiceExtension"]),
    ("shop-rn-mapp", ["ios/CornerShop", "templates/mapp"]),
    ("fitness-uikit-onesignal-braze", ["FitTrack/Push", "scenarios"]),
    ("marketplace-flutter-clevertap-iterable", ["ios/Runner/Push", "campaigns/scenarios"]),
  ]
  static var names: [String] { repositories.map(\.name) }
  static var runs: [(String, String)] { repositories.flatMap { repository in ([""] + repository.subfolders).map { (repository.name, $0) } } }

  static func source(_ name: String) -> String { Binary.packageRoot.path + "/Tests/Repositories/" + name }

  /// A copy of the repository as a git work tree of its own.
  static func repository(_ name: String) throws -> String { try RepositoryCheckTests.workTree(copying: source(name), named: name) }

  typealias Finding = RepositoryCheckTests.Finding

  /// One row of a README's "Planted findings" table.
  struct Planted {
    let finding: Finding
    /// Text the planted line holds.
    let text: String
    /// `file:line` the finding must cite as a related location, if any.
    let related: String?
    /// A word of the app's condition the finding's message or that related location must show.
    let naming: String?
  }

  /// The README's table: `| `file` | line | `rule` | `text` | `related [naming word]` | why |`.
  static func planted(_ name: String) throws -> [Planted] {
    let readme = try String(contentsOfFile: source(name) + "/README.md", encoding: .utf8)
    guard let section = readme.range(of: "## Planted findings") else { return [] }
    var rows: [Planted] = []
    for line in readme[section.upperBound...].split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      }
      // "", file, line, rule, text, related, why, ""
      guard cells.count >= 7, let number = Int(cells[2]) else {
        Issue.record("\(name)/README.md: a planted row that does not read: \(line)")
        continue
      }
      let related = cells[5].isEmpty ? nil : cells[5].components(separatedBy: " naming ")
      rows.append(
        Planted(
          finding: Finding(file: cells[1], line: number, rule: cells[3]), text: cells[4], related: related?.first,
          naming: (related?.count ?? 0) > 1 ? related?.last : nil))
    }
    return rows
  }

  struct Report {
    let found: Set<Finding>
    let diagnostics: [[String: Any]]
    let unreadable: [Any]
  }

  static func report(_ json: String) throws -> Report {
    let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    let diagnostics = document["diagnostics"] as? [[String: Any]] ?? []
    let found = Set(
      diagnostics.map { Finding(file: $0["file"] as? String ?? "", line: $0["line"] as? Int ?? 0, rule: $0["rule"] as? String ?? "") })
    return Report(found: found, diagnostics: diagnostics, unreadable: document["unreadable"] as? [Any] ?? [])
  }

  /// The README's planted findings against one `check` report: the same set, no unreadable input, and each planted
  /// related location and condition word in the finding that should carry it.
  static func expectPlanted(_ name: String, _ result: Binary.Result, from folder: String) throws {
    let planted = try Self.planted(name)
    let report = try Self.report(result.stdout)
    let wanted = Set(planted.map(\.finding))
    #expect(!wanted.isEmpty, "\(name): its README plants nothing")
    #expect(
      report.found == wanted,
      "\(name) from /\(folder): unexpected \(report.found.subtracting(wanted).sorted { $0.description < $1.description }), missing \(wanted.subtracting(report.found).sorted { $0.description < $1.description })"
    )
    #expect(report.unreadable.isEmpty, "\(name) from /\(folder): unreadable \(report.unreadable) \(result.stderr)")
    // Every planted repository holds at least one error: check fails the run.
    #expect(result.exitCode == 1, "\(name) from /\(folder): exit \(result.exitCode) \(result.stderr)")
    for row in planted {
      guard let related = row.related else { continue }
      let matching = report.diagnostics.filter {
        $0["file"] as? String == row.finding.file && $0["line"] as? Int == row.finding.line && $0["rule"] as? String == row.finding.rule
      }
      // A planted finding that is missing is reported above; its related location is checked where it is found.
      guard !matching.isEmpty else { continue }
      let places = matching.flatMap { ($0["related"] as? [[String: Any]] ?? []).map { "\($0["file"] ?? ""):\($0["line"] ?? "")" } }
      #expect(places.contains(related), "\(name) \(row.finding): related \(places), the README says \(related)")
      if let naming = row.naming {
        let texts =
          matching.map { $0["message"] as? String ?? "" }
          + matching.flatMap { ($0["related"] as? [[String: Any]] ?? []).map { $0["message"] as? String ?? "" } }
        #expect(texts.contains { $0.contains(naming) }, "\(name) \(row.finding): the finding does not name \(naming): \(texts)")
      }
    }
  }

  /// The README cannot drift from its repository: each planted line holds the text the table quotes, and each related
  /// location is a line of the app's code. Independent of pushsim.
  @Test(arguments: names)
  func readmePointsAtRealLines(_ name: String) throws {
    let planted = try Self.planted(name)
    #expect(planted.count >= 2, "\(name): \(planted.count) planted rows")
    for row in planted {
      let lines = try String(contentsOfFile: Self.source(name) + "/" + row.finding.file, encoding: .utf8).components(separatedBy: "\n")
      #expect(row.finding.line >= 1 && row.finding.line <= lines.count, "\(name) \(row.finding): no such line")
      guard row.finding.line >= 1 && row.finding.line <= lines.count else { continue }
      #expect(lines[row.finding.line - 1].contains(row.text), "\(name) \(row.finding): the line is \(lines[row.finding.line - 1])")
      if let related = row.related, let colon = related.lastIndex(of: ":"), let line = Int(related[related.index(after: colon)...]) {
        let code = try String(contentsOfFile: Self.source(name) + "/" + related[..<colon], encoding: .utf8).components(separatedBy: "\n")
        #expect(line >= 1 && line <= code.count && !code[line - 1].trimmingCharacters(in: .whitespaces).isEmpty, "\(name) \(related)")
      }
    }
  }

  /// `pushsim check` from the root and from two subfolders: exactly the planted findings.
  @Test(arguments: runs)
  func checkGivesExactlyThePlantedFindings(_ name: String, from folder: String) throws {
    let repo = try Self.repository(name)
    defer { try? FileManager.default.removeItem(atPath: repo) }
    let result = try Binary.run(["check", "--format", "json"], workingDirectory: folder.isEmpty ? repo : repo + "/" + folder)
    try Self.expectPlanted(name, result, from: folder)
  }

  /// A new user's first run: `pushsim init` writes the config, and `check` then gives the same findings, from the root
  /// and from a subfolder (init's `include` must not turn the repository's scenarios into payloads).
  @Test(arguments: names)
  func initThenCheckGivesTheSameFindings(_ name: String) throws {
    let repo = try Self.repository(name)
    defer { try? FileManager.default.removeItem(atPath: repo) }
    let initialised = try Binary.run(["init"], workingDirectory: repo)
    #expect(initialised.exitCode == 0, "\(name): init: \(initialised.stderr)")
    #expect(FileManager.default.fileExists(atPath: repo + "/.pushsim.json"))
    let folder = Self.repositories.first { $0.name == name }?.subfolders.first ?? ""
    for start in ["", folder] {
      let result = try Binary.run(["check", "--format", "json"], workingDirectory: start.isEmpty ? repo : repo + "/" + start)
      try Self.expectPlanted(name, result, from: start)
    }
  }
}
