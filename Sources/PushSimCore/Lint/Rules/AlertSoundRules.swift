/// Rules on `aps.alert` and `aps.sound` (ios-delivery.md §3.2, §3.3).
enum AlertSoundRules {
  static let all: [LintRule] = [
    alertType, alertUnknownKey, alertFieldType, locArgs, soundType, soundName, soundVolume, criticalEntitlement,
  ]

  static let alertType = LintRule(
    id: "aps-alert-type", title: "alert is neither a string nor a dictionary",
    severity: .error,
    rationale: "`alert` is the body text as a string, or a dictionary of title, subtitle, body and their localization keys.",
    source: "ios-delivery.md §3.2, §3.3 (A2)",
    triggering: [RuleExample(#"{"aps": {"alert": [{"body": "Hi"}]}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": {"body": "Hi"}}}"#)],
    judgesValues: true,
    basis: .present
  ) { subject in
    guard let alert = subject.aps?["alert"], case .invalid(let value) = Alert(alert) else { return [] }
    return [Finding("alert is \(Show.value(value)); it must be a string or a dictionary", at: "/aps/alert")]
  }

  static let alertUnknownKey = LintRule(
    id: "aps-alert-unknown-key", title: "Unknown key in the alert dictionary",
    severity: .warning,
    rationale: "iOS reads only Apple's alert keys. A `sound` or button list placed inside `alert` is ignored: no sound plays, no button shows.",
    source: "ios-delivery.md §3.3 (A2; legacy keys R30)",
    triggering: [RuleExample(#"{"aps": {"alert": {"body": "Hi", "sound": "default"}}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": {"body": "Hi"}, "sound": "default"}}"#)],
    fix: .member(Fixer.moveSoundOutOfAlert),
    // Not for Live Activities: a skipped event or content-state would make it one.
    basis: .absence(of: LiveActivityFields.markerKeys, in: "/aps")
  ) { subject in
    guard let alert = subject.alertDictionary, subject.kind != .liveActivity else { return [] }
    return alert.members.compactMap { member in
      let key = member.key
      guard !Alert.knownKeyTable.contains(key) else { return nil }
      let hint =
        switch key {
        case "sound": "; sound belongs in aps, not aps.alert, so no sound plays"
        case "badge", "category", "thread-id", "content-available", "mutable-content": "; it belongs in aps"
        default: "; iOS ignores it"
        }
      return Finding("\"\(key)\" is not an alert key\(hint)", at: JSONPointer(tokens: ["aps", "alert", key]))
    }
  }

  static let alertFieldType = LintRule(
    id: "aps-alert-field-type", title: "Alert text key that is not a string",
    severity: .error,
    rationale:
      "title, subtitle, body, launch-image and the *-loc-key keys are strings. A Live Activity alert may instead localize its title and body in place, as {\"loc-key\": …, \"loc-args\": […]}.",
    source:
      "ios-delivery.md §3.3 (A2); developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications",
    triggering: [RuleExample(#"{"aps": {"alert": {"title": ["Hi"], "body": 5}}}"#)],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": {"title": "Hi", "body": "5 new"}}}"#),
      RuleExample(
        #"{"aps": {"event": "update", "timestamp": 1764417600, "content-state": {"eta": 5}, "alert": {"title": {"loc-key": "%@ is on the way", "loc-args": ["Order A1"]}, "body": {"loc-key": "ETA_BODY"}, "sound": "chime.aiff"}}}"#
      ),
    ],
    judgesValues: true,
    // A Live Activity's title and body may be {"loc-key", "loc-args"}: a skipped event or content-state would make it one.
    basis: .absent([
      Absence(of: LiveActivityFields.markerKeys, in: "/aps"), Absence(of: ["loc-key"], in: "/aps/alert/title"),
      Absence(of: ["loc-key"], in: "/aps/alert/body"),
    ])
  ) { subject in
    guard let alert = subject.alertDictionary else { return [] }
    let stringKeys = ["title", "subtitle", "body", "launch-image", "title-loc-key", "subtitle-loc-key", "loc-key"]
    // A Live Activity alert localizes its title and body in place: {"loc-key": "…", "loc-args": […]} (ActivityKit push
    // notifications, developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
    let localizedInPlace: Set<String> = subject.kind == .liveActivity ? ["title", "body"] : []
    return alert.members.flatMap { member -> [Finding] in
      guard stringKeys.contains(member.key), member.value.stringValue == nil else { return [] }
      let pointer = JSONPointer(tokens: ["aps", "alert", member.key])
      if localizedInPlace.contains(member.key), let localized = member.value.objectValue {
        return Self.localizedFieldFindings(localized, at: pointer)
      }
      let shape = localizedInPlace.contains(member.key) ? "a string or {\"loc-key\", \"loc-args\"}" : "a string"
      return [Finding("alert \(member.key) is \(Show.value(member.value)); it must be \(shape)", at: pointer)]
    }
  }

  /// A Live Activity's localized title or body: `loc-key` a string, `loc-args` (optional) an array of strings.
  static func localizedFieldFindings(_ localized: JSONObject, at pointer: JSONPointer) -> [Finding] {
    var findings: [Finding] = []
    if localized["loc-key"]?.stringValue == nil {
      findings.append(Finding("a localized alert field needs \"loc-key\", a string", at: pointer))
    }
    if let args = localized["loc-args"], !(args.arrayValue?.allSatisfy { $0.stringValue != nil } ?? false) {
      findings.append(Finding("loc-args is \(Show.value(args)); it must be an array of strings", at: pointer.appending("loc-args")))
    }
    return findings
  }

  static let locArgs = LintRule(
    id: "aps-loc-args", title: "*-loc-args is not an array of strings",
    severity: .error,
    rationale: "The %@ placeholders of a localized alert are filled from an array of strings; numbers or a single string do not fill them.",
    source: "ios-delivery.md §3.3 (A2)",
    triggering: [
      RuleExample(#"{"aps": {"alert": {"loc-key": "INVITE", "loc-args": "Jenna"}}}"#),
      RuleExample(#"{"aps": {"alert": {"loc-key": "SCORE", "loc-args": [3, 1]}}}"#),
    ],
    nonTriggering: [RuleExample(#"{"aps": {"alert": {"loc-key": "SCORE", "loc-args": ["3", "1"]}}}"#)],
    judgesValues: true,
    basis: .present
  ) { subject in
    guard let alert = subject.alertDictionary else { return [] }
    var findings: [Finding] = []
    for member in alert where member.key.hasSuffix("loc-args") {
      let pointer = JSONPointer(tokens: ["aps", "alert", member.key])
      guard let items = member.value.arrayValue else {
        findings.append(Finding("\(member.key) is \(Show.value(member.value)); it must be an array of strings", at: pointer))
        continue
      }
      for (index, item) in items.enumerated() where item.stringValue == nil {
        findings.append(Finding("\(member.key)[\(index)] is \(Show.value(item)); every argument must be a string", at: pointer.appending(index)))
      }
    }
    return findings
  }

  static let soundType = LintRule(
    id: "aps-sound-type", title: "sound is neither a string nor a dictionary",
    severity: .error,
    rationale: "`sound` is a file name (or \"default\"), or the critical-alert dictionary.",
    source: "ios-delivery.md §3.2 (A2)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "sound": 1}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi", "sound": "default"}}"#)],
    judgesValues: true,
    basis: .present
  ) { subject in
    guard let sound = subject.aps?["sound"], case .invalid(let value) = Sound(sound) else { return [] }
    return [Finding("sound is \(Show.value(value)); it must be a file name or a critical-alert dictionary", at: "/aps/sound")]
  }

  static let soundName = LintRule(
    id: "aps-sound-name", title: "Sound dictionary without a name",
    severity: .error,
    rationale: "A critical-alert sound dictionary needs `name` (a file or \"default\"); without it no sound plays.",
    source: "ios-delivery.md §3.2 (A2)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "sound": {"critical": 1, "volume": 1.0}}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi", "sound": {"critical": 1, "name": "default", "volume": 1.0}}}"#)],
    judgesValues: true,
    basis: .absence(of: ["name"], in: "/aps/sound")
  ) { subject in
    guard let sound = subject.aps?["sound"]?.objectValue, sound["name"]?.stringValue == nil else { return [] }
    return [Finding("the sound dictionary has no \"name\" string", at: "/aps/sound")]
  }

  static let soundVolume = LintRule(
    id: "aps-sound-volume", title: "Sound volume outside 0…1",
    severity: .error,
    rationale: "`volume` is a number from 0 (silent) to 1 (full).",
    source: "ios-delivery.md §3.2 (A2)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "sound": {"critical": 1, "name": "default", "volume": 10}}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi", "sound": {"critical": 1, "name": "default", "volume": 0.5}}}"#)],
    judgesValues: true,
    basis: .present
  ) { subject in
    guard let volume = subject.aps?["sound"]?.objectValue?["volume"] else { return [] }
    guard let number = volume.numberValue else {
      return [Finding("volume is \(Show.value(volume)); it must be a number from 0 to 1", at: "/aps/sound/volume")]
    }
    return .when(!(0...1).contains(number), Finding("volume is \(JSONWriter.format(number)); it must be from 0 to 1", at: "/aps/sound/volume"))
  }

  static let criticalEntitlement = LintRule(
    id: "aps-critical-entitlement", title: "Critical alert needs Apple's entitlement",
    severity: .warning,
    rationale:
      "Critical alerts bypass mute and Focus. They play only for apps with the com.apple.developer.usernotifications.critical-alerts entitlement, which Apple grants on request; otherwise the push arrives as a normal alert.",
    source: "ios-delivery.md §3.2 (A2, A21)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "interruption-level": "critical"}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi", "interruption-level": "time-sensitive"}}"#)],
    basis: .present
  ) { subject in
    guard let aps = subject.aps else { return [] }
    if Sound(aps["sound"] ?? .null).isCritical {
      return [Finding("critical sound: plays only with the critical-alerts entitlement", at: "/aps/sound/critical")]
    }
    return .when(
      aps["interruption-level"] == .string("critical"),
      Finding("interruption-level critical: needs the critical-alerts entitlement", at: "/aps/interruption-level"))
  }
}
