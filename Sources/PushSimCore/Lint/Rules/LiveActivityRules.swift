/// Live Activity pushes (ios-delivery.md §3.2, A22).
enum LiveActivityRules {
  static let all: [LintRule] = [missingField, event, startAttributes, soundPlacement]

  static let missingField = LintRule(
    id: "aps-live-activity-missing-field", title: "Live Activity push without timestamp, event or content-state",
    severity: .error,
    rationale:
      "ActivityKit applies a push only with `timestamp` and `event`, and `start`/`update` carry the new `content-state`. Without them the activity does not change.",
    source: "ios-delivery.md §3.2 (A2, A22)",
    triggering: [RuleExample(#"{"aps": {"event": "update", "content-state": {"eta": 5}}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"event": "update", "timestamp": 1764417600, "content-state": {"eta": 5}}}"#)],
    basis: .absence(of: ["timestamp", "event", "content-state"], in: "/aps")
  ) { subject in
    guard let aps = subject.aps, subject.kind == .liveActivity else { return [] }
    var missing = ["timestamp", "event"].filter { aps[$0] == nil }
    if aps["event"]?.stringValue != "end", aps["content-state"] == nil { missing.append("content-state") }
    return missing.map { Finding("Live Activity push without \($0)", at: "/aps") }
  }

  static let event = LintRule(
    id: "aps-live-activity-event", title: "Unknown Live Activity event",
    severity: .error,
    rationale: "`event` is start, update or end.",
    source: "ios-delivery.md §3.2 (A22)",
    triggering: [RuleExample(#"{"aps": {"event": "finish", "timestamp": 1, "content-state": {}}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"event": "end", "timestamp": 1, "content-state": {}}}"#)],
    judgesValues: true,
    basis: .present
  ) { subject in
    guard let value = subject.aps?["event"]?.stringValue, !["start", "update", "end"].contains(value) else { return [] }
    return [
      Finding("event \"\(value)\" is not start, update or end\(Suggest.didYouMean(value, among: ["start", "update", "end"]))", at: "/aps/event")
    ]
  }

  static let startAttributes = LintRule(
    id: "aps-live-activity-start", title: "Push-to-start without attributes-type, attributes or alert",
    severity: .error,
    rationale:
      "Starting a Live Activity by push needs `attributes-type` (the ActivityAttributes type name), `attributes` and an `alert`. iOS 17.1 and earlier cannot start one by push.",
    source: "ios-delivery.md §3.2 Live Activity request rules (A22)",
    triggering: [RuleExample(#"{"aps": {"event": "start", "timestamp": 1, "content-state": {"eta": 5}}}"#)],
    nonTriggering: [
      RuleExample(
        #"{"aps": {"event": "start", "timestamp": 1, "content-state": {"eta": 5}, "attributes-type": "DeliveryAttributes", "attributes": {"order": "A1"}, "alert": {"title": "Order", "body": "On its way"}}}"#
      )
    ],
    basis: .absence(of: ["attributes-type", "attributes", "alert"], in: "/aps")
  ) { subject in
    guard let aps = subject.aps, aps["event"] == .string("start") else { return [] }
    return ["attributes-type", "attributes", "alert"].filter { aps[$0] == nil }.map { Finding("push-to-start without \($0)", at: "/aps/event") }
  }

  static let soundPlacement = LintRule(
    id: "aps-live-activity-sound", title: "Live Activity sound under aps instead of aps.alert",
    severity: .warning,
    rationale: "For Live Activity pushes the alert's sound goes inside `aps.alert`; `aps.sound` is not read.",
    source: "ios-delivery.md §3.2 (A22)",
    triggering: [
      RuleExample(#"{"aps": {"event": "update", "timestamp": 1, "content-state": {}, "alert": {"title": "Delivered"}, "sound": "default"}}"#)
    ],
    nonTriggering: [
      RuleExample(#"{"aps": {"event": "update", "timestamp": 1, "content-state": {}, "alert": {"title": "Delivered", "sound": "default"}}}"#)
    ],
    basis: .present
  ) { subject in
    guard subject.kind == .liveActivity, subject.aps?["sound"] != nil else { return [] }
    return [Finding("Live Activity sound belongs in aps.alert.sound, not aps.sound", at: "/aps/sound")]
  }
}

/// `xcrun simctl push` and drag-and-drop files (ios-delivery.md §4).
enum SimctlRules {
  static let all: [LintRule] = [missingTargetBundle]

  static let missingTargetBundle = LintRule(
    id: "simctl-missing-target-bundle", title: ".apns file without Simulator Target Bundle",
    severity: .warning,
    rationale:
      "Dropping an .apns file on the Simulator needs the top-level \"Simulator Target Bundle\" to know which app gets it; `simctl push` then also needs no bundle id argument. Xcode's WatchKit notification scheme file (`PushNotificationPayload.apns`, with `\"WatchKit Simulator Actions\"`) is run by its scheme, never dropped or pushed with simctl, and is not judged.",
    source: "ios-delivery.md §4 (S1, S3); A24 (the WatchKit scheme's PushNotificationPayload.apns)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi"}}"#, fileName: "welcome.apns")],
    nonTriggering: [
      RuleExample(#"{"Simulator Target Bundle": "com.example.shop", "aps": {"alert": "Hi"}}"#, fileName: "welcome.apns"),
      RuleExample(#"{"aps": {"alert": "Hi"}}"#, fileName: "welcome.json"),
      RuleExample(
        #"{"aps": {"alert": {"body": "Test message", "title": "Optional title"}, "category": "myCategory"}, "WatchKit Simulator Actions": [{"title": "First Button", "identifier": "firstButtonAction"}]}"#,
        fileName: "PushNotificationPayload.apns"),
    ],
    basis: .absence(of: [Payload.simulatorTargetBundleKey, "WatchKit Simulator Actions"], in: .root)
  ) { subject in
    guard subject.isAPNSFile, let root = subject.root, root["WatchKit Simulator Actions"] == nil else { return [] }
    if let value = root[Payload.simulatorTargetBundleKey], value.stringValue == nil {
      return [
        Finding(
          "\"Simulator Target Bundle\" is \(Show.value(value)); it must be the app's bundle id",
          at: JSONPointer(tokens: [Payload.simulatorTargetBundleKey]))
      ]
    }
    return .when(
      root[Payload.simulatorTargetBundleKey]?.stringValue == nil,
      Finding("no \"Simulator Target Bundle\": drag and drop onto the Simulator cannot pick the app", at: .root)
    )
  }
}
