#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Netmera pushes (seeds/003; sdk-behaviour.md §2.2).
enum NetmeraLint {
  static let all: [LintRule] = [notObject, pushType, actionURL]

  static let notObject = LintRule(
    id: "netmera-nm-not-object", title: "_nm is not a dictionary",
    severity: .error,
    rationale:
      "Netmera's SDK reads every field from the `_nm` dictionary (`_nm.pt`, `_nm.act` …); as a string (for instance JSON-encoded by a relay) it reads nothing.",
    source: "PS 2; sdk-behaviour.md §2.2",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "_nm": "{\"pt\":1}"}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "_nm": {"pt": 1}}"#)],
    basis: .present
  ) { subject in
    guard subject.netmera == nil, let value = subject.root?["_nm"] else { return [] }
    return [Finding("_nm is \(Show.value(value)); Netmera reads a dictionary", at: "/_nm")]
  }

  static let pushType = LintRule(
    id: "netmera-push-type", title: "Missing or unknown _nm.pt push type",
    severity: .error,
    rationale: "The SDK treats a push as its own only when `_nm.pt` is a known NetmeraPushType (1 standard, 2 interactive, 3 popup, 6 silent …).",
    source: "sdk-behaviour.md §2.2 (isNotificationBelongToSDK)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "_nm": {"pt": 5}}"#), RuleExample(#"{"aps": {"alert": "Hi"}, "_nm": {"pid": "1"}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "_nm": {"pt": 1}}"#)],
    judgesValues: true,
    basis: .absence(of: ["pt"], in: "/_nm")
  ) { subject in
    guard let nm = subject.netmera else { return [] }
    guard nm["pt"] != nil else { return [Finding("_nm has no pt push type: the SDK does not handle it", at: "/_nm")] }
    guard !NetmeraReadout(nm: nm).ownedBySDK else { return [] }
    let known = NetmeraReadout.pushTypes.keys.sorted().map(String.init).joined(separator: ", ")
    return [Finding("_nm.pt \(Show.value(nm["pt"] ?? .null)) is not a Netmera push type (\(known))", at: "/_nm/pt")]
  }

  static let actPointer: JSONPointer = "/_nm/act"

  static let actionURL = LintRule(
    id: "netmera-action-url", title: "Deep-link or web-view action without its URL",
    severity: .error,
    rationale:
      "An `_nm.act` of type 1 (open deep link) needs `uri`, and type 2 (show web view) needs `url` or a template id `tid`; without them a tap opens nothing.",
    source: "sdk-behaviour.md §2.2 (_nm.act)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "_nm": {"pt": 1, "act": {"at": 1}}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "_nm": {"pt": 1, "act": {"at": 1, "uri": "app://home"}}}"#)],
    judgesValues: true,
    basis: .absence(in: "/_nm")
  ) { subject in
    guard let nm = subject.netmera else { return [] }
    var findings: [Finding] = []
    func check(_ action: JSONValue?, _ pointer: JSONPointer) {
      guard let action = action?.objectValue else { return }
      switch action["at"] {
      case .integer(1) where action["uri"]?.stringValue?.isEmpty != false:
        findings.append(Finding("deep-link action (at 1) without uri", at: pointer))
      case .integer(2) where action["url"]?.stringValue?.isEmpty != false && action["tid"] == nil:
        findings.append(Finding("web-view action (at 2) without url or tid", at: pointer))
      default: break
      }
    }
    check(nm["act"], actPointer)
    for (index, button) in (nm["ia"]?.arrayValue ?? []).enumerated() {
      check(button["act"], JSONPointer(tokens: ["_nm", "ia", String(index), "act"]))
    }
    return findings
  }
}
