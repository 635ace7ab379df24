import Foundation
import PushSimCore
import PushSimSwiftSource
import Testing

/// Issue 12, "Measured on real code": every file of `../shared/corpus-apps/` (when it is present;
/// never copied into the project) is read on its own, and each fact is compared with its hand label
/// in `MANIFEST.tsv`. Labels `unknown` are left out. The table goes to
/// `.build/wiring-accuracy.txt` (`make wiring-accuracy` prints it).
@Suite struct WiringCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/corpus-apps")
    .standardized
  static let columns = ["sdks", "delegate_assigned", "did_receive", "did_receive_completion", "will_present", "drn"]
  static let manifestSDKs: Set<String> = [
    "mapp", "netmera", "grovs", "firebase", "onesignal", "braze", "airship", "clevertap", "iterable", "customerio",
  ]

  /// The corpus defect tags a wiring rule reports (README.md "defect tag").
  static let defectRules: [String: String] = [
    "dr-completion-never": "wiring-did-receive-completion", "wp-never-calls-handler": "wiring-will-present-completion",
    "completion-twice": "wiring-completion-twice", "drn-handler-never": "wiring-drn-completion", "drn-handler-some-paths": "wiring-drn-completion",
    "delegate-late-async": "wiring-delegate-late", "delegate-never": "wiring-delegate-never", "multiple-delegate-owners": "wiring-delegate-owners",
    "no-tap-forwarding": "wiring-tap-not-forwarded", "no-provider-filter": "wiring-no-provider-filter", "sdk-init-late": "wiring-sdk-start-late",
    "super-not-called": "wiring-super-not-called", "dead-delegate-methods": "wiring-dead-delegate-method",
  ]

  static func read(_ url: URL) -> CodeFile? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return url.pathExtension == "swift"
      ? SwiftSource.read(path: url.lastPathComponent, text: String(decoding: data, as: UTF8.self))
      : ObjCScanner.read(path: url.lastPathComponent, bytes: Array(data))
  }

  /// A label without its conditions: `forwards:mapp(isMapp)` is `forwards:mapp`.
  static func withoutConditions(_ label: String) -> String {
    var result = ""
    var depth = 0
    for character in label {
      if character == "(" { depth += 1 } else if character == ")" { depth -= 1 } else if depth == 0 { result.append(character) }
    }
    return result
  }

  /// Our value and the label for one column, both in the compared form.
  static func compared(_ column: String, facts: WiringFacts, label: String) -> (ours: String, label: String) {
    switch column {
    case "sdks":
      let ours = Set(facts.sdks.map { manifestSDKs.contains($0.id) ? $0.id : "other" })
      let theirs = Set(label.split(separator: ",").map(String.init)).subtracting(["none"])
      return (ours.sorted().joined(separator: ","), theirs.sorted().joined(separator: ","))
    case "delegate_assigned":
      let ours = facts.delegate.assigned
      return (ours, label.hasPrefix("elsewhere") ? "elsewhere" : label)
    case "did_receive":
      return (facts.didReceive.kindLabel, String(withoutConditions(label).split(separator: ",").first ?? ""))
    case "did_receive_completion": return (facts.didReceive.completion, label)
    case "will_present": return (facts.willPresent.label, label.replacingOccurrences(of: " ", with: ""))
    default:
      // drn: kind (first SDK forwarded to) and handler; a label's "+super" and ",then:" parts are compared as the kind.
      guard label != "absent" else { return (facts.drnLabel, label) }
      let parts = label.components(separatedBy: ",handler:")
      let kind = String(withoutConditions(parts[0]).split(separator: ",").first ?? "")
      return (facts.drnLabel, kind + ",handler:" + (parts.count > 1 ? parts[parts.count - 1] : ""))
    }
  }

  @Test func factsMatchTheLabels() throws {
    guard let manifest = try? String(contentsOf: Self.corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return }
    let lines = manifest.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    let header = try #require(lines.first)
    var matched: [String: Int] = [:]
    var compared: [String: Int] = [:]
    var mismatches: [String] = []
    var tagged = 0
    var found = 0
    var missed: [String] = []
    for row in lines.dropFirst() where row.count == header.count {
      let fields = Dictionary(uniqueKeysWithValues: zip(header, row))
      let name = fields["file"] ?? ""
      let file = try #require(Self.read(Self.corpus.appendingPathComponent(name)), "cannot read \(name)")
      let facts = WiringAnalyzer.analyze(WiringModule(files: [file]))
      let rules = Set(WiringRules.findings(facts).map(\.rule))
      let findings = fields["other_findings"] ?? ""
      let defects = findings.hasPrefix("defects=") ? findings.dropFirst(8).prefix { $0 != ";" }.split(separator: ",").map(String.init) : []
      for tag in defects where tag != "none" {
        tagged += 1
        if let rule = Self.defectRules[tag], rules.contains(rule) { found += 1 } else { missed.append("\(name)\tdefect \(tag) not reported") }
      }
      for column in Self.columns {
        let label = fields[column] ?? ""
        guard label != "unknown" else { continue }
        let (ours, theirs) = Self.compared(column, facts: facts, label: label)
        compared[column, default: 0] += 1
        if ours == theirs { matched[column, default: 0] += 1 } else { mismatches.append("\(name)\t\(column)\tours: \(ours)\tlabel: \(theirs)") }
      }
    }
    var table = ["column                   matched  of  share"]
    for column in Self.columns {
      let share = Double(matched[column, default: 0]) / Double(max(compared[column, default: 1], 1))
      table.append(
        column.padding(toLength: 25, withPad: " ", startingAt: 0)
          + String(format: "%7d %3d  %5.1f%%", matched[column, default: 0], compared[column, default: 0], share * 100))
      #expect(share >= 0.9, "\(column): \(matched[column, default: 0]) of \(compared[column, default: 0])")
    }
    let total = matched.values.reduce(0, +)
    let all = compared.values.reduce(0, +)
    table.append(
      "overall".padding(toLength: 25, withPad: " ", startingAt: 0)
        + String(format: "%7d %3d  %5.1f%%", total, all, Double(total) / Double(max(all, 1)) * 100))
    table.append("")
    table.append("defect tags reported by their wiring rule: \(found) of \(tagged)")
    table.append("")
    table += mismatches + missed
    let report = table.joined(separator: "\n") + "\n"
    let output = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/wiring-accuracy.txt").standardized
    try? report.write(to: output, atomically: true, encoding: .utf8)
    #expect(Double(total) >= 0.9 * Double(all))
  }
}
