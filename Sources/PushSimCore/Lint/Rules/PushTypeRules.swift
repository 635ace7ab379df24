/// Rules that read the push-type table (`PushType.facts`): what each `apns-push-type` allows in the payload.
enum PushTypeRules {
  static let all: [LintRule] = [undecided, keyForOtherType, widgets, mdm, urlArgs, liveActivityEnd]

  static let undecided = LintRule(
    id: "push-type-undecided", title: "No aps and no push type: only the sender knows what this is",
    severity: .warning,
    rationale:
      "A payload without `aps` does nothing as an alert or background push, but PushKit (VoIP, push to talk, complication), location and File Provider pushes need no `aps`. Nothing in this payload says which it is, so pushsim does not guess: declare the push type (`pushType` in .pushsim.json, `--push-type`) and lint judges it as that type.",
    source:
      "developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns (apns-push-type); documentation/pushkit/pkpushpayload (dictionaryPayload)",
    triggering: [RuleExample(#"{"caller": "Ada", "call_id": "c-42"}"#)],
    nonTriggering: [
      RuleExample(#"{"caller": "Ada", "call_id": "c-42"}"#, options: LintOptions(pushType: .voip)),
      RuleExample(#"{"mdm": "0F0E1C2B-5D9A-4E11-9C3B-6C0A9B1D2E3F"}"#),
    ]
  ) { subject in
    guard subject.apsMissingIsUndecided else { return [] }
    return [
      Finding(
        "no \"aps\" and no push type: as an alert or background push this does nothing; if it is a VoIP, push-to-talk, location, complication or File Provider push, declare pushType (.pushsim.json) or --push-type",
        at: .root)
    ]
  }

  static let keyForOtherType = LintRule(
    id: "aps-key-push-type", title: "aps key this push type does not read",
    severity: .warning,
    rationale:
      "Each push type reads its own `aps` keys: a Live Activity push reads ActivityKit's keys and its alert, a widget push reads only `content-changed`. Other keys are not read by what receives the push.",
    source:
      "developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications; documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications",
    triggering: [
      RuleExample(#"{"aps": {"content-changed": true, "badge": 3}}"#),
      RuleExample(#"{"aps": {"event": "update", "timestamp": 1764417600, "content-state": {"eta": 5}, "category": "ORDER"}}"#),
    ],
    nonTriggering: [
      RuleExample(#"{"aps": {"content-changed": true}}"#),
      RuleExample(#"{"aps": {"event": "update", "timestamp": 1764417600, "content-state": {"eta": 5}, "stale-date": 1764421200}}"#),
    ],
    // The push type its keys say: a skipped event or content-state (a Live Activity), or a provider's key, may say another.
    basis: .absent([Absence(of: LiveActivityFields.markerKeys, in: "/aps"), Absence.pushTypeSignatures])
  ) { subject in
    guard let aps = subject.aps, let type = subject.kind?.pushType, type != .alert, type != .background,
      let keys = type.facts.apsKeys
    else { return [] }
    return aps.keys.compactMap { key in
      // The Live Activity sound has its own rule (aps-live-activity-sound); keys Apple does not define are
      // aps-unknown-key's.
      guard !keys.contains(key), !(type == .liveactivity && key == "sound"), APS.documentedKeyTable.contains(key) else { return nil }
      return Finding(
        "\"\(key)\" is not read in a \(type.rawValue) push (\(type.facts.receiver)); it reads \(keys.sorted().joined(separator: ", "))",
        at: JSONPointer(tokens: ["aps", key]))
    }
  }

  static let widgets = LintRule(
    id: "aps-widgets", title: "Widget push without content-changed true",
    severity: .error,
    rationale: "A WidgetKit push is `{\"aps\": {\"content-changed\": true}}`: WidgetKit reloads the widgets only for `content-changed` true.",
    source: "developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications",
    triggering: [
      RuleExample(#"{"aps": {"content-changed": 1}}"#),
      RuleExample(#"{"aps": {"content-available": 1}}"#, options: LintOptions(pushType: .widgets)),
    ],
    nonTriggering: [RuleExample(#"{"aps": {"content-changed": true}}"#)],
    judgesValues: true,
    basis: .absent([Absence(of: ["content-changed"] + LiveActivityFields.markerKeys, in: "/aps")])
  ) { subject in
    guard let aps = subject.aps, subject.kind == .widgets || subject.kind == .controls else { return [] }
    guard let value = aps["content-changed"] else {
      return [Finding("\(subject.kind?.rawValue ?? "widgets") push without \"content-changed\": true; WidgetKit has nothing to reload", at: "/aps")]
    }
    return .when(
      value != .bool(true),
      Finding("content-changed is \(Show.value(value)); WidgetKit reads only true", at: "/aps/content-changed"))
  }

  static let mdm = LintRule(
    id: "push-type-mdm", title: "MDM push that is not {\"mdm\": PushMagic}",
    severity: .error,
    rationale:
      "An MDM push tells the device to contact its MDM server: the payload is the `mdm` key holding the PushMagic string the device sent at enrolment, and nothing else is read.",
    source: "developer.apple.com/documentation/devicemanagement/sending-mdm-commands-to-a-device",
    triggering: [
      RuleExample(#"{"mdm": 42}"#, options: LintOptions(pushType: .mdm)),
      RuleExample(#"{"mdm": "0F0E1C2B-5D9A-4E11-9C3B-6C0A9B1D2E3F", "aps": {"alert": "Update"}}"#, options: LintOptions(pushType: .mdm)),
    ],
    nonTriggering: [RuleExample(#"{"mdm": "0F0E1C2B-5D9A-4E11-9C3B-6C0A9B1D2E3F"}"#)],
    judgesValues: true,
    basis: .absence(of: ["mdm", "aps"], in: .root)
  ) { subject in
    guard let root = subject.root, subject.kind == .mdm else { return [] }
    guard let magic = root["mdm"] else { return [Finding("MDM push without the \"mdm\" PushMagic string", at: .root)] }
    var findings: [Finding] = []
    if magic.stringValue == nil {
      findings.append(Finding("mdm is \(Show.value(magic)); it must be the device's PushMagic string", at: "/mdm"))
    }
    for key in root.keys where key != "mdm" {
      findings.append(Finding("\"\(key)\" in an MDM push is not read: the device only contacts its MDM server", at: JSONPointer(tokens: [key])))
    }
    return findings
  }

  static let urlArgs = LintRule(
    id: "aps-url-args", title: "Safari url-args outside aps or not an array of strings",
    severity: .error,
    rationale:
      "A Safari push notification fills the placeholders of the website's URL format string from `aps.url-args`, an array of strings. At the top level, or as anything else, Safari opens no page.",
    source:
      "developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/NotificationProgrammingGuideForWebsites/PushNotifications/PushNotifications.html",
    triggering: [
      RuleExample(#"{"aps": {"alert": {"title": "Sale", "body": "Today only", "action": "View"}}, "url-args": ["sale"]}"#),
      RuleExample(#"{"aps": {"alert": {"title": "Sale", "body": "Today only"}, "url-args": "sale"}}"#),
    ],
    nonTriggering: [RuleExample(#"{"aps": {"alert": {"title": "Sale", "body": "Today only", "action": "View"}, "url-args": ["sale"]}}"#)],
    judgesValues: true,
    basis: .present
  ) { subject in
    var findings: [Finding] = []
    if subject.root?["url-args"] != nil {
      findings.append(Finding("\"url-args\" at the top level is not read; Safari reads aps.url-args", at: "/url-args"))
    }
    if let value = subject.aps?["url-args"], !(value.arrayValue?.allSatisfy { $0.stringValue != nil } ?? false) {
      findings.append(Finding("url-args is \(Show.value(value)); it must be an array of strings", at: "/aps/url-args"))
    }
    return findings
  }

  static let liveActivityEnd = LintRule(
    id: "aps-live-activity-end", title: "Live Activity end without dismissal-date",
    severity: .warning,
    rationale:
      "An ended Live Activity stays on the Lock Screen until the user removes it or up to four hours pass, showing the end event's `content-state`. `dismissal-date` says when it goes (a date in the past removes it at once).",
    source:
      "developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications (end a Live Activity)",
    triggering: [RuleExample(#"{"aps": {"event": "end", "timestamp": 1764417600, "content-state": {"eta": 0}}}"#)],
    nonTriggering: [
      RuleExample(#"{"aps": {"event": "end", "timestamp": 1764417600, "content-state": {"eta": 0}, "dismissal-date": 1764421200}}"#)
    ],
    basis: .absence(of: ["dismissal-date"], in: "/aps")
  ) { subject in
    guard let aps = subject.aps, subject.kind == .liveActivity, aps["event"]?.stringValue == "end", aps["dismissal-date"] == nil else {
      return []
    }
    return [
      Finding(
        "end without dismissal-date: the ended Live Activity stays on the Lock Screen up to four hours; set dismissal-date (a past date removes it now)",
        at: "/aps/event")
    ]
  }
}
