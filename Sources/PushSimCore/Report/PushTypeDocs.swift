/// The push-type table (`PushType.facts`) as markdown, for docs/rules.md and docs/lifecycle.md (generated).
enum PushTypeDocs {
  static func table() -> [String] {
    var lines = [
      "| apns-push-type | apns-topic | apns-priority | aps | aps keys it reads | size limit | what receives it | source |",
      "|---|---|---|---|---|---|---|---|",
    ]
    for type in PushType.allCases {
      let facts = type.facts
      let keys = facts.apsKeys.map { $0.isEmpty ? "none" : $0.sorted().map { "`\($0)`" }.joined(separator: ", ") } ?? "any documented key"
      let priorities = facts.priorities.map(String.init).joined(separator: ", ") + " (\(facts.priorityNote))"
      let cells = [
        "`\(type.rawValue)`", "`\(facts.topic)`", priorities, facts.needsAPS ? "required" : "not needed", keys, "\(facts.sizeLimit)",
        facts.receiver, facts.source,
      ]
      lines.append("| " + cells.map { $0.replacingEvery("|", with: "\\|") }.joined(separator: " | ") + " |")
    }
    return lines
  }

  /// How pushsim decides a payload's push type (the order `PayloadKind` and `PushType.needed` follow).
  static let decision = [
    "A payload's push type is the one the sender declares (`pushType` in .pushsim.json, `--push-type`, the profile's",
    "`apns.pushType`, a scenario's `pushType`), else the one its keys need: `event`/`content-state` a Live Activity,",
    "`content-changed` a widget (or control) reload, `{\"mdm\": …}` without `aps` an MDM wake-up, `content-available` alone",
    "a background push, anything else with `aps` an alert. A payload without `aps` that says nothing else is undecided: VoIP,",
    "push-to-talk, location, complication and File Provider pushes need no `aps`, so pushsim does not guess",
    "(`push-type-undecided`, a warning) until the type is declared.",
  ]
}
