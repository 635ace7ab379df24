/// Which files lint checks as push payloads (issue 19 item 1). A repository holds much JSON that is no push:
/// package.json, tsconfig.json, google-services.json, asset catalogs, JSON Schemas, pushsim's own scenarios and
/// profiles. By default lint checks:
/// - files named on the command line, and files a config's `include` selects (the team's template folders);
/// - `.apns` files (simctl's payload files);
/// - JSON whose top level is an object with `aps`, or with a key a provider's signature reads (a data-only FCM or
///   provider push has no `aps`), an MDM wake-up (`{"mdm": PushMagic}`), and any JSON object the config or
///   `--push-type` declares a push type for (PushKit, location and File Provider payloads carry no `aps`);
/// - a file that does not parse, when it holds the bytes `"aps"` (a broken template is still a template).
/// Everything else a walk finds is skipped and counted (`--verbose` lists it). pushsim's own documents (`OwnDocument`:
/// scenarios, profiles, configs, baselines, reports) are never payloads, even named or included (issue 32 item 3); JSON
/// Schemas (`"$schema"`) are not payloads unless named or included.
public enum LintScope {
  public enum Decision: Equatable, Sendable {
    case lint
    /// Skipped, and why (for `--verbose`).
    case skip(String)
  }

  public static func decide(_ subject: LintSubject, path: String, chosen: Bool) -> Decision {
    if hasSuffix(path, ".apns") { return .lint }
    if let own = OwnDocument.kind(subject) { return .skip(own) }
    if chosen { return .lint }
    guard subject.document != nil else {
      return containsAPS(subject.bytes) ? .lint : .skip("not JSON, and no \"aps\" in it")
    }
    guard let root = subject.root else { return .skip("its top level is not an object") }
    if root["$schema"] != nil { return .skip("a JSON Schema") }
    if root["aps"] != nil { return .lint }
    // A push type the config or --push-type declares for the file, or an MDM wake-up: payloads without aps.
    if subject.options.pushType != nil || subject.kind == .mdm { return .lint }
    if let classification = subject.classification, classification.provider != nil || classification.via != nil { return .lint }
    return .skip("no \"aps\" and no provider's keys at its top level")
  }

  static func hasSuffix(_ path: String, _ suffix: String) -> Bool {
    path.utf8.count >= suffix.utf8.count && path.lowercased().hasSuffix(suffix)
  }

  /// The bytes `"aps"` appear (a broken template).
  static func containsAPS(_ bytes: [UInt8]) -> Bool {
    let needle = Array(#""aps""#.utf8)
    guard bytes.count >= needle.count else { return false }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
      if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }
}
