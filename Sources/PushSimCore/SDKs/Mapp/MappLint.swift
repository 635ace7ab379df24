#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Mapp Engage templates (seeds/000 "Apps With Multiple Push Providers"; PS 1, 1a, 1b).
enum MappLint {
  static let all: [LintRule] = [missingMarker, markerValue, weakIdentification, missingPushID]

  static let missingMarker = LintRule(
    id: "mapp-missing-push-provider", title: "Mapp template without push_provider = \"mapp_engage\"",
    severity: .warning,
    rationale:
      "Apps that follow the Mapp multi-provider guide forward only pushes with `\"push_provider\": \"mapp_engage\"` to the SDK. The SDK does not add the field, so a template without it goes to another provider: no deep link, no click tracked.",
    source: "seeds/000 \"Identify Mapp Notifications\"; PS 1b, §2a",
    triggering: [RuleExample(#"{"aps": {"alert": "Sale"}, "p": 12345, "apx_dpl": "shop://sale"}"#)],
    nonTriggering: [RuleExample(#"{"aps": {"alert": "Sale"}, "push_provider": "mapp_engage", "p": 12345}"#)],
    guessesAppRouting: true,
    basis: .absence(of: ["push_provider"], in: .root)
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
    guessesAppRouting: true,
    basis: .present
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
    ],
    // Not identified as Mapp's: any key a syntax error skipped could have identified it.
    basis: .absence(in: .root)
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
    judgesValues: true,
    basis: .absence(of: ["p", "apbcd"], in: .root)
  ) { subject in
    guard let root = subject.root, MappReadout.pushID(root).id == 0, subject.isFor(.mapp) else { return [] }
    return [Finding("no non-zero \"p\" (or \"apbcd\"): the Mapp SDK ignores this push", at: root.contains("p") ? "/p" : .root)]
  }
}
