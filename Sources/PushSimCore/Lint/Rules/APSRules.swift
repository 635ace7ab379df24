#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Rules on `aps` and its keys (ios-delivery.md §1.1 G1/G10, §3.1–3.3).
enum APSRules {
  static let all: [LintRule] = [
    missing, notObject, empty, sizeLimit, flagType, flagZero, badgeType, fieldType, interruptionLevel, relevanceScore, unknownKey, keyOutsideAPS,
    backgroundWithVisible,
    mutableContentWithoutAlert, httpMediaURL,
  ]

  static let missing = LintRule(
    id: "aps-missing", title: "No aps dictionary",
    severity: .error,
    rationale:
      "Without `aps` an alert, background, Live Activity or widget push shows nothing and wakes nothing; `simctl push` refuses the file. Reported when the payload is such a push: its push type is declared, or it carries aps keys at the top level, or it classifies as a provider that sends notifications. PushKit, location, File Provider and MDM pushes need no `aps`; a payload that says nothing is `push-type-undecided`.",
    source: "ios-delivery.md §3.1 (A2), §4 (S1); PushType.facts (needsAPS)",
    triggering: [
      RuleExample(#"{"alert": "Hi", "badge": 1}"#), RuleExample(#"{"title": "Hi"}"#, options: LintOptions(pushType: .alert)),
    ],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": "Hi"}}"#), RuleExample(#"{"caller": "Ada"}"#, options: LintOptions(pushType: .voip)),
      RuleExample(#"{"mdm": "0F0E1C2B-5D9A-4E11-9C3B-6C0A9B1D2E3F"}"#),
    ],
    // No aps, and no key that makes it a push that needs none: an MDM wake-up, a provider's PushKit push.
    basis: .absent([Absence(of: ["aps", "mdm"], in: .root), Absence.pushTypeSignatures])
  ) { subject in
    guard subject.apsMissing == .decided else { return [] }
    return [Finding("no \"aps\" dictionary: iOS has nothing to show or deliver", at: .root)]
  }

  static let notObject = LintRule(
    id: "aps-not-object", title: "aps is not a dictionary",
    severity: .error,
    rationale: "`aps` must be a dictionary of Apple-defined keys.",
    source: "ios-delivery.md §3.1 (A2)",
    triggering: [RuleExample(#"{"aps": "Hi"}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}}"#)],
    basis: .present
  ) { subject in
    guard subject.aps == nil, let aps = subject.root?["aps"] else { return [] }
    return [Finding("\"aps\" is \(Show.value(aps)); it must be a dictionary", at: "/aps")]
  }

  static let empty = LintRule(
    id: "aps-empty", title: "Empty payload",
    severity: .error,
    rationale: "An empty body is rejected (`400 PayloadEmpty`); an empty `aps` with no custom keys does nothing.",
    source: "ios-delivery.md §3.1 (A20 PayloadEmpty)",
    triggering: [RuleExample("{}"), RuleExample(#"{"aps": {}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"content-available": 1}}"#)],
    basis: .absence(in: .root)
  ) { subject in
    guard let root = subject.root else { return [] }
    if root.isEmpty { return [Finding("the payload is empty; APNs answers 400 PayloadEmpty", at: .root)] }
    if let aps = subject.aps, aps.isEmpty, root.count == 1 {
      return [Finding("\"aps\" is empty and there is nothing else: the push does nothing", at: "/aps")]
    }
    return []
  }

  static let sizeLimit = LintRule(
    id: "aps-size-limit", title: "Payload over the APNs size limit",
    severity: .error,
    rationale:
      "APNs rejects a body over 4096 bytes (5120 for VoIP) with `413 PayloadTooLarge`. The limit counts the UTF-8 bytes as sent, whitespace included.",
    source: "ios-delivery.md §3.1 (A2, A4, A20)",
    triggering: [RuleExample(#"{"aps": {"alert": ""# + String(repeating: "x", count: 4100) + #""}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}}"#)]
  ) { subject in
    guard subject.document != nil else { return [] }
    let limit = subject.sizeLimit
    let byteCount = subject.byteCount
    guard byteCount > limit else { return [] }
    let compact = subject.compactByteCount <= limit ? " (\(subject.compactByteCount) without whitespace, which fits if the sender minifies)" : ""
    return [
      Finding(
        "payload is \(byteCount) bytes, over the \(limit)-byte \(limit == Payload.voipSizeLimit ? "VoIP " : "")limit by \(byteCount - limit)\(compact)",
        at: .root)
    ]
  }

  /// The two `aps` flags that are on only as the number 1.
  static let flagKeys = ["content-available", "mutable-content"]

  static let flagType = LintRule(
    id: "aps-flag-type", title: "content-available / mutable-content not the number 1",
    severity: .error,
    rationale:
      "Apple documents both flags as the number 1. A string \"1\" or `true` is what template tools and docs often send, and devices do not treat it as set.",
    source: "ios-delivery.md §3.2 (A2, A3)",
    triggering: [RuleExample(#"{"aps": {"content-available": "1"}}"#), RuleExample(#"{"aps": {"alert": "Hi", "mutable-content": true}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"content-available": 1}}"#)],
    judgesValues: true,
    fix: .member { target in
      guard target.value == .string("1") || target.value == .bool(true) || target.value == .string("true") else { return nil }
      return target.replacingValue(with: "1", "write the number 1")
    },
    basis: .present
  ) { subject in
    flagKeys.compactMap { key in
      guard let value = subject.aps?[key] else { return nil }
      switch value {
      case .integer: return nil
      case .real(1): return Finding("\(key) is real 1.0; write the integer 1", at: JSONPointer(tokens: ["aps", key]))
      default: return Finding("\(key) is \(Show.value(value)); APNs expects the number 1", at: JSONPointer(tokens: ["aps", key]))
      }
    }
  }

  static let flagZero = LintRule(
    id: "aps-flag-zero", title: "content-available / mutable-content set to 0 or another number",
    severity: .warning,
    rationale: "Only 1 turns the flag on. 0 reads like \"off\" but its effect is not documented; leave the key out instead.",
    source: "ios-delivery.md §3.2, §6 Q7",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "content-available": 0}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}}"#)],
    judgesValues: true,
    basis: .present
  ) { subject in
    flagKeys.compactMap { key in
      guard case .integer(let number) = subject.aps?[key], number != 1 else { return nil }
      return Finding("\(key) is \(number); only 1 sets it, so leave the key out", at: JSONPointer(tokens: ["aps", key]))
    }
  }

  static let badgeType = LintRule(
    id: "aps-badge-type", title: "badge is not an integer",
    severity: .error,
    rationale: "The badge is a number; 0 removes it. A string or a fraction does not set the badge.",
    source: "ios-delivery.md §3.2 (A2)",
    triggering: [RuleExample(#"{"aps": {"badge": "3"}}"#), RuleExample(#"{"aps": {"badge": 1.5}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"badge": 0}}"#)],
    judgesValues: true,
    fix: .member { target in
      guard let text = target.value?.stringValue, !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(text)
      else { return nil }
      return target.replacingValue(with: String(number), "write the badge as a number")
    },
    basis: .present
  ) { subject in
    guard let badge = subject.aps?["badge"] else { return [] }
    if case .integer(let number) = badge {
      return .when(number < 0, Finding("badge is \(number); use 0 to remove the badge", at: "/aps/badge"))
    }
    return [Finding("badge is \(Show.value(badge)); it must be an integer", at: "/aps/badge")]
  }

  /// The types Apple gives the other `aps` keys (§3.2); a key table, as it is asked for every aps member of every payload.
  static let expectedTypes = KeyTable<(String, TypeCheck)>([
    ("thread-id", ("a string", isString)),
    ("category", ("a string", isString)),
    ("target-content-id", ("a string", isString)),
    ("filter-criteria", ("a string", isString)),
    ("interruption-level", ("a string", isString)),
    ("relevance-score", ("a number", isNumber)),
    ("timestamp", ("a number", isNumber)),
    ("stale-date", ("a number", isNumber)),
    ("dismissal-date", ("a number", isNumber)),
    ("event", ("a string", isString)),
    ("attributes-type", ("a string", isString)),
    ("content-state", ("a dictionary", isDictionary)),
    ("attributes", ("a dictionary", isDictionary)),
    ("input-push-token", ("the number 1", isOne)),
    ("input-push-channel", ("a string", isString)),
  ])

  typealias TypeCheck = @Sendable (JSONValue) -> Bool
  static let isString: TypeCheck = { $0.stringValue != nil }
  static let isNumber: TypeCheck = { $0.numberValue != nil }
  static let isDictionary: TypeCheck = { $0.objectValue != nil }
  static let isOne: TypeCheck = { $0 == .integer(1) }

  static let fieldType = LintRule(
    id: "aps-field-type", title: "aps key of the wrong type",
    severity: .error,
    rationale: "Each `aps` key has one documented type; a value of another type is ignored or rejected.",
    source: "ios-delivery.md §3.2 (A2, A22)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "thread-id": 42}}"#), RuleExample(#"{"aps": {"alert": "Hi", "relevance-score": "high"}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi", "thread-id": "chat-42", "relevance-score": 0.4}}"#)],
    judgesValues: true,
    basis: .present
  ) { subject in
    (subject.aps?.members ?? []).compactMap { member in
      guard let (expected, accepts) = expectedTypes[member.key], !accepts(member.value) else { return nil }
      return Finding("\(member.key) is \(Show.value(member.value)); it must be \(expected)", at: JSONPointer(tokens: ["aps", member.key]))
    }
  }

  static let interruptionLevels = ["passive", "active", "time-sensitive", "critical"]

  static let interruptionLevel = LintRule(
    id: "aps-interruption-level", title: "Unknown interruption-level",
    severity: .error,
    rationale: "`interruption-level` is one of passive, active (the default), time-sensitive or critical.",
    source: "ios-delivery.md §3.2 (A2, A21)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "interruption-level": "timeSensitive"}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi", "interruption-level": "time-sensitive"}}"#)],
    judgesValues: true,
    fix: .member { target in
      let levels = ["passive", "active", "time-sensitive", "critical"]
      func squeeze(_ text: String) -> String { text.lowercased().filter { $0.isLetter } }
      guard let text = target.value?.stringValue, let level = levels.first(where: { squeeze($0) == squeeze(text) }) else { return nil }
      return target.replacingValue(with: "\"\(level)\"", "write \"\(level)\"")
    },
    basis: .present
  ) { subject in
    guard let level = subject.aps?["interruption-level"]?.stringValue, !interruptionLevels.contains(level) else { return [] }
    let suggestion = Suggest.didYouMean(level, among: interruptionLevels)
    return [
      Finding(
        "interruption-level \"\(level)\" is not one of \(interruptionLevels.joined(separator: ", "))\(suggestion)", at: "/aps/interruption-level")
    ]
  }

  static let relevanceScore = LintRule(
    id: "aps-relevance-score", title: "relevance-score outside 0…1",
    severity: .error,
    rationale: "For notifications the score ranks the summary and runs from 0 to 1; only Live Activities accept any number.",
    source: "ios-delivery.md §3.2 (A2)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "relevance-score": 75}}"#)],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": "Hi", "relevance-score": 0.75}}"#),
      RuleExample(#"{"aps": {"event": "update", "timestamp": 1, "content-state": {}, "relevance-score": 75}}"#),
    ],
    judgesValues: true,
    // Not for Live Activities: a skipped event or content-state would make it one.
    basis: .absence(of: LiveActivityFields.markerKeys, in: "/aps")
  ) { subject in
    guard let score = subject.aps?["relevance-score"]?.numberValue, subject.kind != .liveActivity, !(0...1).contains(score) else {
      return []
    }
    return [Finding("relevance-score is \(JSONWriter.format(score)); for notifications it must be from 0 to 1", at: "/aps/relevance-score")]
  }

  static let unknownKey = LintRule(
    id: "aps-unknown-key", title: "Custom key inside aps",
    severity: .warning,
    rationale:
      "APNs and iOS ignore keys inside `aps` they do not define. Custom data belongs beside `aps` at the top level, where the app reads it from userInfo. A VoIP, push-to-talk, location, complication or File Provider payload is the app's own dictionary (PushKit hands it over whole), so its `aps` is not judged.",
    source: "ios-delivery.md §3.1 (A2: custom keys are peers of aps); developer.apple.com/documentation/pushkit/pkpushpayload",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "image": "https://cdn.example.com/a.png"}}"#)],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": "Hi"}, "image": "https://cdn.example.com/a.png"}"#),
      RuleExample(#"{"aps": {"call-id": "k3", "sound": ""}, "from-uri": "sip:a@example.org"}"#, options: LintOptions(pushType: .voip)),
    ],
    // A provider's PushKit payload (its aps is the app's own data) is told by its keys.
    basis: .absent([Absence.pushTypeSignatures])
  ) { subject in
    // A PushKit, location or File Provider payload is the app's own dictionary (PKPushPayload.dictionaryPayload):
    // keys in its aps are the app's data, not keys APNs drops.
    guard let aps = subject.aps.map(APS.init), subject.pushType?.facts.needsAPS != false else { return [] }
    var tried = 0
    let keys = aps.undocumentedKeys
    var findings: [Finding] = []
    findings.reserveCapacity(keys.count)
    for key in keys {
      // Mapp's language code sits inside aps by design (PS 1a; read by the Mapp NSE).
      // Past a syntax error a skipped member may have made the payload Mapp's: then "lc" is undecided, not reported.
      if key == "lc" && (subject.isFor(.mapp) || subject.mayHoldUnread(nil, in: .root)) { continue }
      // A suggestion for the first 100 keys only: each costs an edit distance per Apple key, and 50,000 keys took a second.
      tried += 1
      let close = tried > 100 ? nil : Suggest.closest(key, among: sortedAppleKeys).map { "; did you mean \"\($0)\"?" }
      // One interpolation: the message is built once at its size (a `+` copied it into twice the room).
      findings.append(
        Finding(
          "\"\(key)\" inside aps is not an Apple key; APNs ignores it\(close ?? ". Move custom data to the top level")",
          at: JSONPointer(tokens: ["aps", key])))
    }
    return findings
  }

  static let sortedAppleKeys = APS.documentedKeys.sorted()

  /// Keys that only mean something inside `aps`, and their underscore spellings (FCM's names).
  static let apsOnlyKeys = KeyTable([
    ("content-available", "content-available"), ("content_available", "content-available"), ("mutable-content", "mutable-content"),
    ("mutable_content", "mutable-content"), ("badge", "badge"), ("sound", "sound"), ("interruption-level", "interruption-level"),
  ])
  /// Keys that, at the top level, show the payload was meant as a notification (`aps-missing` is then decided).
  static let notificationKeys = KeyTable(["alert", "content-available", "content_available", "mutable-content", "badge", "sound", "category"])

  static let keyOutsideAPS = LintRule(
    id: "aps-key-outside-aps", title: "aps key at the top level",
    severity: .warning,
    rationale:
      "`content-available`, `mutable-content`, `badge` and `sound` act only inside `aps`. At the top level (or spelled with underscores, as in FCM's API) they are plain custom data: the push is not silent, the extension does not run, no badge is set.",
    source: "ios-delivery.md §3.1, §3.2 (A2)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "content_available": true, "badge": 1}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi", "content-available": 1, "badge": 1}}"#)],
    basis: .present
  ) { subject in
    guard let root = subject.root, subject.aps != nil || !root.contains("aps") else { return [] }
    return root.keys.compactMap { key in
      guard let target = apsOnlyKeys[key] else { return nil }
      return Finding("\"\(key)\" at the top level does nothing; \"\(target)\" belongs inside aps", at: JSONPointer(tokens: [key]))
    }
  }

  static let backgroundWithVisible = LintRule(
    id: "aps-background-with-visible", title: "Background push that also shows something",
    severity: .warning,
    rationale:
      "A background (silent) push must not contain alert, sound or badge. With them it is an alert push that also wakes the app: it needs apns-push-type alert, counts against the user's attention, and is not a silent update.",
    source: "ios-delivery.md §1.1 G1, G6 (A2, A3, A4)",
    triggering: [RuleExample(#"{"aps": {"content-available": 1, "badge": 3}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"content-available": 1}, "sync": "inbox"}"#)],
    basis: .present
  ) { subject in
    guard let aps = subject.aps, APS(aps).contentAvailable else { return [] }
    let visible = ["alert", "sound", "badge"].filter { aps[$0] != nil }
    guard !visible.isEmpty else { return [] }
    return [
      Finding(
        "content-available 1 with \(visible.joined(separator: ", ")): not a silent push; send it as apns-push-type alert, or drop \(visible.joined(separator: "/")) for a background push",
        at: "/aps/content-available")
    ]
  }

  static let mediaExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "webp", "heic", "mp4", "m4v", "mov", "mp3", "m4a", "aiff", "wav"]

  static let httpMediaURL = LintRule(
    id: "aps-http-media-url", title: "Media URL over plain http",
    severity: .warning,
    rationale:
      "Notification Service Extensions download rich media with URLSession, and App Transport Security blocks plain http loads unless the app adds an exception; the push then arrives without its image.",
    source: "Apple App Transport Security (NSAppTransportSecurity, iOS 9+); ios-delivery.md G10 (the NSE attaches media)",
    triggering: [RuleExample(#"{"aps": {"alert": "Look", "mutable-content": 1}, "pic_url": "http://cdn.example.com/a.jpg"}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Look", "mutable-content": 1}, "pic_url": "https://cdn.example.com/a.jpg"}"#)],
    judgesValues: true,
    basis: .present
  ) { subject in
    guard let root = subject.root, subject.textHasHTTPURL else { return [] }
    var findings: [Finding] = []
    func walk(_ value: JSONValue, _ pointer: JSONPointer) {
      switch value {
      case .string(let text) where text.lowercased().hasPrefix("http://"):
        let path = text.split(separator: "?").first.map(String.init) ?? text
        let ext = FileName.pathExtension(path).lowercased()
        let key = pointer.tokens.last?.lowercased() ?? ""
        let mediaKey = ["image", "media", "pic", "photo", "attachment", "video", "thumbnail", "icon"].contains { key.contains($0) }
        if mediaExtensions.contains(ext) || mediaKey {
          findings.append(
            Finding(
              "media URL over http (\(text.count > 60 ? String(text.prefix(60)) + "…" : text)): App Transport Security blocks it in the extension; use https",
              at: pointer))
        }
      case .array(let items):
        for (index, item) in items.enumerated() { walk(item, pointer.appending(index)) }
      case .object(let object):
        for member in object { walk(member.value, pointer.appending(member.key)) }
      default: break
      }
    }
    for member in root.members where member.key != "aps" && member.key != "grovs_image" { walk(member.value, JSONPointer(tokens: [member.key])) }
    return findings
  }

  static let mutableContentWithoutAlert = LintRule(
    id: "aps-mutable-content-without-alert", title: "mutable-content without alert text",
    severity: .warning,
    rationale:
      "The Notification Service Extension runs only for pushes with alert text. With mutable-content on a silent or badge-only push it never starts, so no image is attached.",
    source: "ios-delivery.md §1.1 G10 (A8)",
    triggering: [RuleExample(#"{"aps": {"mutable-content": 1, "badge": 1}}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"mutable-content": 1, "alert": {"title": "Photo", "body": "From Ana"}}}"#)],
    basis: .absence(in: "/aps")
  ) { subject in
    guard subject.serviceExtension == .noAlertText else { return [] }
    return [
      Finding("mutable-content 1 but no alert title, subtitle or body: the Notification Service Extension never runs", at: "/aps/mutable-content")
    ]
  }
}
