#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Grovs campaigns (seeds/004 Push notifications).
enum GrovsLint {
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
    judgesValues: true,
    basis: .present
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
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "cmp_1"}"#)],
    basis: .absence(of: ["grovs_campaign_id"], in: .root)
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
    judgesValues: true,
    basis: .present
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
    ],
    basis: .absent([Absence(of: ["aps"], in: .root), Absence(in: "/aps")])
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
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Hi"}, "grovs_campaign_id": "c"}"#)],
    basis: .absence(of: ["grovs_image"], in: .root)
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
    judgesValues: true,
    basis: .present
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
