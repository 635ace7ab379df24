/// Airship campaigns (sdk-behaviour-more.md §3.4 fact 13; urbanairship/ios-library AirshipPush.swift
/// presentationOptionsForNotification and foregroundPresentationOptions).
enum AirshipLint {
  static let all: [LintRule] = [foregroundPresentation]

  static let names: Set<String> = ["alert", "sound", "badge", "list", "banner"]

  static let foregroundPresentation = LintRule(
    id: "airship-foreground-presentation", title: "Airship's foreground presentation array that Airship cannot read",
    severity: .warning,
    rationale:
      "Airship reads `com.urbanairship.foreground_presentation` (then the legacy `foreground_presentation`) as an array of strings and maps alert, sound, badge, list and banner to presentation options. A value that is not an array of strings is ignored as a whole, an empty array means the app's defaultPresentationOptions ([] by default: not shown), and an unknown name is skipped, so the push is not shown in the foreground as the campaign meant.",
    source: "sdk-behaviour-more.md §3.4 facts 12, 13 (urbanairship/ios-library AirshipPush.swift presentationOptionsForNotification, C)",
    triggering: [
      RuleExample(#"{"aps": {"alert": "Sale"}, "com.urbanairship.foreground_presentation": "alert"}"#),
      RuleExample(#"{"aps": {"alert": "Sale"}, "com.urbanairship.foreground_presentation": ["alert", "popup"]}"#),
      RuleExample(#"{"aps": {"alert": "Sale"}, "com.urbanairship.foreground_presentation": []}"#),
    ],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": "Sale"}, "com.urbanairship.foreground_presentation": ["alert", "sound"]}"#),
      RuleExample(#"{"aps": {"alert": "Sale"}, "foreground_presentation": ["banner", "list"]}"#),
    ],
    basis: .present
  ) { subject in
    guard let root = subject.root else { return [] }
    var findings: [Finding] = []
    for key in AirshipReadout.foregroundPresentationKeys {
      guard let value = root[key] else { continue }
      let pointer = JSONPointer(tokens: [key])
      guard let items = value.arrayValue else {
        findings.append(
          Finding("\(key) is \(Show.value(value)), not an array of strings: Airship ignores it and uses defaultPresentationOptions", at: pointer))
        continue
      }
      if items.isEmpty {
        findings.append(Finding("\(key) is empty: Airship uses the app's defaultPresentationOptions ([] unless the app sets them)", at: pointer))
        continue
      }
      for (index, item) in items.enumerated() {
        guard let name = item.stringValue else {
          findings.append(
            Finding(
              "\(key) holds \(Show.value(item)): one item that is not a string makes Airship ignore the whole array", at: pointer.appending(index)))
          break
        }
        if !names.contains(name) {
          findings.append(
            Finding(
              "\(Show.value(item)) is not a presentation option Airship knows (alert, sound, badge, list, banner): skipped",
              at: pointer.appending(index)))
        }
      }
    }
    return findings
  }
}
