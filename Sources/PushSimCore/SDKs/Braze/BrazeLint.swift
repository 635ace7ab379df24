#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Braze campaigns (sdk-behaviour-more.md §2.5; braze-swift-sdk BrazeKitCompat ABKPushUtils.m).
enum BrazeLint {
  static let all: [LintRule] = [abNotDictionary, uriNotURL]

  static let abNotDictionary = LintRule(
    id: "braze-ab-not-dictionary", title: "Braze keys, but ab is not a non-empty dictionary",
    severity: .error,
    rationale:
      "The Braze SDK takes a push as its own only when `ab` is a non-empty dictionary (isAppboyRemoteNotification). A push with Braze's `ab_uri` whose `ab` is missing, empty or not a dictionary is not Braze's: no push click is logged and Braze does not open `ab_uri`.",
    source: "sdk-behaviour-more.md §2.5 fact 20; PS 6 (Appoxee ABKPushUtils isAppboyRemoteNotification)",
    triggering: [
      RuleExample(#"{"aps": {"alert": "Sale"}, "ab": {}, "ab_uri": "shop://sale"}"#),
      RuleExample(#"{"aps": {"alert": "Sale"}, "ab": "c1", "ab_uri": "shop://sale"}"#),
    ],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": "Sale"}, "ab": {"c": "c1"}, "ab_uri": "shop://sale"}"#),
      RuleExample(#"{"aps": {"alert": "Sale"}, "ab": "variant-b"}"#),
    ],
    basis: .absent([Absence(of: ["ab"], in: .root), Absence(in: "/ab")])
  ) { subject in
    guard let root = subject.root, root.contains("ab_uri") || subject.options.expectedProvider == .braze else { return [] }
    let ab = root["ab"]
    if let object = ab?.objectValue, !object.isEmpty { return [] }
    let what = ab.map { $0.objectValue != nil ? "an empty dictionary" : "\(Show.value($0))" } ?? "missing"
    return [Finding("ab is \(what): the Braze SDK does not take this push as its own, so no click is logged", at: ab == nil ? .root : "/ab")]
  }

  static let uriNotURL = LintRule(
    id: "braze-uri-not-url", title: "ab_uri is not a URL",
    severity: .error,
    rationale: "Braze opens `ab_uri` with UIApplication.open (or hands it to braze(_:shouldOpenURL:)); a value without a scheme opens nothing.",
    source: "sdk-behaviour-more.md §2.2 facts 9, 15",
    triggering: [RuleExample(#"{"aps": {"alert": "Sale"}, "ab": {"c": "c1"}, "ab_uri": "cart page"}"#)],
    nonTriggering: [
      RuleExample(#"{"aps": {"alert": "Sale"}, "ab": {"c": "c1"}, "ab_uri": "shop://cart"}"#),
      RuleExample(#"{"aps": {"alert": "Sale"}, "ab": {"c": "c1"}, "ab_uri": "https://shop.example.com/cart"}"#),
    ],
    judgesValues: true,
    basis: .present
  ) { subject in
    guard let value = subject.root?["ab_uri"] else { return [] }
    if let text = value.stringValue, let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty { return [] }
    return [Finding("ab_uri is \(Show.value(value)); Braze opens it as a URL, which needs a scheme (shop://…, https://…)", at: "/ab_uri")]
  }
}
