#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Mapp Engage templates (seeds/000 "Apps With Multiple Push Providers"; PS 1, 1a, 1b).
enum MappRules {
  static let all: [LintRule] = [missingMarker, markerValue, weakIdentification, missingPushID]

  static let missingMarker = LintRule(
    id: "mapp-missing-push-provider", title: "Mapp template without push_provider = \"mapp_engage\"",
    severity: .warning,
    rationale:
      "Apps that follow the Mapp multi-provider guide forward only pushes with `\"push_provider\": \"mapp_engage\"` to the SDK. The SDK does not add the field, so a template without it goes to another provider: no deep link, no click tracked.",
    source: "seeds/000 \"Identify Mapp Notifications\"; PS 1b, §2a",
    triggering: [RuleExample(#"{"aps": {"alert": "Sale"}, "p": 12345, "apx_dpl": "shop://sale"}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Sale"}, "push_provider": "mapp_engage", "p": 12345}"#)],
    guessesAppRouting: true
  ) { subject in
    guard let root = subject.root, !root.contains("push_provider"), subject.isFor(.mapp) else { return [] }
    return [Finding("Mapp push without \"push_provider\": \"mapp_engage\": a multi-provider app will not route it to the Mapp SDK", at: .root)]
  }

  static let markerValue = LintRule(
    id: "mapp-push-provider-value", title: "push_provider with another value or casing",
    severity: .error,
    rationale:
      "The guide's filter compares `userInfo[\"push_provider\"] as? String == \"mapp_engage\"` exactly; \"Mapp_Engage\", \"mapp\" or a number do not match.",
    source: "seeds/000 \"Identify Mapp Notifications\" (isMappNotification)",
    triggering: [RuleExample(#"{"aps": {"alert": "Sale"}, "push_provider": "Mapp_Engage", "p": 12345}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Sale"}, "push_provider": "mapp_engage", "p": 12345}"#)],
    judgesValues: true,
    fix: .member { target in
      guard let text = target.value?.stringValue, text.lowercased().replacingEvery("-", with: "_").trimmingSpaces() == "mapp_engage"
      else { return nil }
      return target.replacingValue(with: "\"mapp_engage\"", "write \"mapp_engage\"")
    },
    guessesAppRouting: true
  ) { subject in
    guard let value = subject.root?["push_provider"], value != .string("mapp_engage") else { return [] }
    let looksMapp = value.stringValue.map { $0.lowercased().contains("mapp") || $0.lowercased().contains("appoxee") } ?? true
    guard looksMapp || subject.isFor(.mapp) else { return [] }
    return [Finding("push_provider is \(Show.value(value)); the filter matches only the string \"mapp_engage\"", at: "/push_provider")]
  }

  /// The top-level keys that look like Mapp's without identifying it (seeds/000).
  static let weakHints = ["ios_apx_media", "apx_dpl", "apx_url"]

  static let weakIdentification = LintRule(
    id: "mapp-weak-identification", title: "Mapp identified only by aps, mutable-content, ios_apx_media or a category",
    severity: .warning,
    rationale:
      "The Mapp guide says not to identify Mapp pushes by `aps`, `mutable-content`, `ios_apx_media` (rich media only) or category identifiers. Without `push_provider` or a push id, nothing reliable says this is Mapp's.",
    source: "seeds/000 \"Identify Mapp Notifications\" (Do not use the following fields)",
    triggering: [
      RuleExample(
        #"{"aps": {"alert": "New", "mutable-content": 1, "category": "apx_yes_no_open"}, "ios_apx_media": "https://cdn.example.com/a.jpg"}"#)
    ],
    nonTriggering: [
      RuleExample(
        #"{"aps": {"alert": "New", "mutable-content": 1}, "push_provider": "mapp_engage", "p": 7, "ios_apx_media": "https://cdn.example.com/a.jpg"}"#)
    ]
  ) { subject in
    guard let root = subject.root else { return [] }
    var hints: [String] = []
    for key in weakHints where root.contains(key) { hints.append(key) }
    if subject.aps?["category"]?.stringValue?.hasPrefix("apx_") == true { hints.append("aps.category") }
    guard !hints.isEmpty, !subject.isFor(.mapp) else { return [] }
    return [
      Finding(
        "looks like Mapp (\(hints.joined(separator: ", "))) but has no push_provider marker or push id; these fields do not identify Mapp pushes",
        at: .root)
    ]
  }

  static let missingPushID = LintRule(
    id: "mapp-missing-push-id", title: "Mapp push without p",
    severity: .error,
    rationale:
      "The SDK takes the push id from `p` (or `apbcd` for rich messages) and drops a push whose id is 0: \"Push Notification wasn't handled by Appoxee\". No deep link opens and no click is tracked.",
    source: "PS 1 (libAppoxeeSDK.a 6.1.3 APXPushNotification, APXNotificationService); sdk-behaviour.md §1.5",
    triggering: [RuleExample(#"{"aps": {"alert": "Sale"}, "push_provider": "mapp_engage", "apx_dpl": "shop://sale"}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Sale"}, "push_provider": "mapp_engage", "p": 12345, "apx_dpl": "shop://sale"}"#)],
    judgesValues: true
  ) { subject in
    guard let root = subject.root, MappReadout.pushID(root).id == 0, subject.isFor(.mapp) else { return [] }
    return [Finding("no non-zero \"p\" (or \"apbcd\"): the Mapp SDK ignores this push", at: root.contains("p") ? "/p" : .root)]
  }
}

/// Grovs campaigns (seeds/004 Push notifications).
enum GrovsRules {
  static let all: [LintRule] = [campaignID, legacyNotificationID, imageURL, imageWithoutMutableContent, mutableContentWithoutImage, linkURL]

  static let campaignID = LintRule(
    id: "grovs-campaign-id", title: "grovs_campaign_id empty or not a string",
    severity: .error,
    rationale:
      "\"A push is a Grovs push when its payload has a non-empty grovs_campaign_id.\" An empty or non-string id makes handleNotificationResponse return false: no open, no deep link.",
    source: "seeds/004 \"What your app receives\"; PS 3a",
    triggering: [
      RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": ""}"#), RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": 42}"#),
    ],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "cmp_42"}"#)],
    judgesValues: true
  ) { subject in
    guard let value = subject.root?["grovs_campaign_id"] else { return [] }
    if case .string(let text) = value, !text.isEmpty { return [] }
    return [
      Finding("grovs_campaign_id is \(Show.value(value)); Grovs needs a non-empty string, so this is not a Grovs push", at: "/grovs_campaign_id")
    ]
  }

  static let legacyNotificationID = LintRule(
    id: "grovs-legacy-notification-id", title: "Only grovs_notification_id",
    severity: .warning,
    rationale: "Since Grovs SDK 3.1 a push with only `grovs_notification_id` (the removed messages inbox) is not a Grovs push.",
    source: "seeds/004 \"What your app receives\"; PS 3a, §2a",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_notification_id": "ntf_1"}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "cmp_1"}"#)]
  ) { subject in
    guard let root = subject.root, GrovsReadout.legacyNotificationIDOnly(root) else { return [] }
    return [Finding("grovs_notification_id without grovs_campaign_id is not a Grovs push since SDK 3.1", at: "/grovs_notification_id")]
  }

  static let imageURL = LintRule(
    id: "grovs-image-url", title: "Grovs image not https or not JPEG/PNG/GIF",
    severity: .error,
    rationale:
      "The Grovs extension downloads only https images in JPEG, PNG or GIF; other formats, WebP included, are skipped and the push arrives without an image.",
    source: "seeds/004 \"Image formats\"",
    triggering: [
      RuleExample(#"{"aps": {"alert": "Hi", "mutable-content": 1}, "grovs_campaign_id": "c", "grovs_image": "http://cdn.example.com/a.webp"}"#)
    ],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": "Hi", "mutable-content": 1}, "grovs_campaign_id": "c", "grovs_image": "https://cdn.example.com/a.png"}"#)
    ],
    judgesValues: true
  ) { subject in
    guard let value = subject.root?["grovs_image"] else { return [] }
    // The usual shape is read without Foundation (PlainURL); Foundation reads the rest, and odd last segments.
    let text = value.stringValue
    let plain = text.flatMap(PlainURL.init)
    let url = plain?.pathExtension == nil ? text.flatMap { URL(string: $0) } : nil
    guard let scheme = plain?.scheme ?? url?.scheme?.lowercased() else {
      return [Finding("grovs_image is \(Show.value(value)); it must be an https URL", at: "/grovs_image")]
    }
    var findings: [Finding] = []
    if scheme != "https" { findings.append(Finding("grovs_image uses \(scheme); Grovs images must be https", at: "/grovs_image")) }
    let ext = (plain?.pathExtension ?? url?.pathExtension ?? "").lowercased()
    if !ext.isEmpty, !["jpg", "jpeg", "png", "gif"].contains(ext) {
      findings.append(Finding("grovs_image is .\(ext); only JPEG, PNG and GIF are shown (others, WebP included, are skipped)", at: "/grovs_image"))
    }
    return findings
  }

  static let imageWithoutMutableContent = LintRule(
    id: "grovs-image-without-mutable-content", title: "Grovs image without mutable-content 1",
    severity: .error,
    rationale: "Campaign images need the Notification Service Extension, which iOS starts only for `mutable-content: 1` with alert text.",
    source: "seeds/004 \"4. Campaign images\"; ios-delivery.md G10",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "c", "grovs_image": "https://cdn.example.com/a.png"}"#)],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": "Hi", "mutable-content": 1}, "grovs_campaign_id": "c", "grovs_image": "https://cdn.example.com/a.png"}"#)
    ]
  ) { subject in
    guard let root = subject.root, root.contains("grovs_image"), subject.serviceExtension != .runs else { return [] }
    return [
      Finding("grovs_image is set but the Notification Service Extension will not run (needs mutable-content 1 and alert text)", at: "/grovs_image")
    ]
  }

  static let mutableContentWithoutImage = LintRule(
    id: "grovs-mutable-content-without-image", title: "Grovs push with mutable-content but no image",
    severity: .info,
    rationale:
      "Grovs marks a push mutable-content only when it has an image, so other pushes never start the extension. A hand-written template that sets it anyway wakes the extension for nothing.",
    source: "seeds/004 \"4. Campaign images\"",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi", "mutable-content": 1}, "grovs_campaign_id": "c"}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "c"}"#)]
  ) { subject in
    guard let root = subject.root, subject.aps.map(APS.init)?.mutableContent == true, !root.contains("grovs_image"), GrovsReadout.isGrovsPush(root)
    else {
      return []
    }
    return [Finding("mutable-content 1 without grovs_image: Grovs sets it only for campaigns with an image", at: "/aps/mutable-content")]
  }

  static let linkURL = LintRule(
    id: "grovs-link-url", title: "grovs_link is not a URL",
    severity: .error,
    rationale: "The SDK resolves `grovs_link` like any Grovs link; a value that is not an http(s) URL cannot resolve.",
    source: "seeds/004 \"What your app receives\" (Campaign with a link)",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "c", "grovs_link": "spring sale"}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "c", "grovs_link": "https://shop.sqd.link/spring"}"#)],
    judgesValues: true
  ) { subject in
    guard let value = subject.root?["grovs_link"] else { return [] }
    // PlainURL accepts only http(s) links with a host; anything else is Foundation's to read.
    if let text = value.stringValue, PlainURL(text) != nil { return [] }
    if let text = value.stringValue, let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil {
      return []
    }
    return [Finding("grovs_link is \(Show.value(value)); it must be an https link", at: "/grovs_link")]
  }
}

/// Netmera pushes (seeds/003; sdk-behaviour.md §2.2).
enum NetmeraRules {
  static let all: [LintRule] = [notObject, pushType, actionURL]

  static let notObject = LintRule(
    id: "netmera-nm-not-object", title: "_nm is not a dictionary",
    severity: .error,
    rationale:
      "Netmera's SDK reads every field from the `_nm` dictionary (`_nm.pt`, `_nm.act` …); as a string (for instance JSON-encoded by a relay) it reads nothing.",
    source: "PS 2; sdk-behaviour.md §2.2",
    triggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "_nm": "{\"pt\":1}"}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "_nm": {"pt": 1}}"#)]
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
    judgesValues: true
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
    judgesValues: true
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
