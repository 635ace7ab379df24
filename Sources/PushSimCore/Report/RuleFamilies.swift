/// Every family of rules pushsim has, for `pushsim rules` (issue 19 item 6): lint rules (on payload text), wiring rules
/// (on the app's code) and simulator rules (the iOS and SDK behaviour a trace step or finding names). `pushsim explain
/// ID` explains any of them.
public enum RuleFamilies {
  public static let names = RuleBook.Family.allCases.map(\.rawValue)

  /// One row per rule: family, id, severity (`-` for simulator rules, whose findings carry their own), title.
  public struct Row: Sendable {
    public let family: String
    public let id: String
    public let severity: String
    public let title: String
    public let source: String
  }

  public static func rows(family: String?) -> [Row] {
    RuleBook.entries(family: family.flatMap(RuleBook.Family.init(rawValue:))).map {
      Row(family: $0.family.rawValue, id: $0.id, severity: $0.severity?.rawValue ?? "-", title: $0.title, source: $0.source)
    }
  }

  /// The text listing: one block per family, ids aligned.
  public static func text(family: String?) -> String {
    let rows = rows(family: family)
    let idWidth = rows.map(\.id.count).max() ?? 0
    var lines: [String] = []
    for name in names where rows.contains(where: { $0.family == name }) {
      if !lines.isEmpty { lines.append("") }
      let count = rows.filter { $0.family == name }.count
      lines.append("\(name) rules (\(count)):")
      for row in rows where row.family == name {
        lines.append("  " + row.id.padded(to: idWidth + 2) + row.severity.padded(to: 9) + row.title)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
