#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// docs/providers.md, generated from the signature table (a test fails when the file is stale).
public enum ProviderDocs {
  public static func markdown(table: [Signature] = Signature.table) -> String {
    var lines = [
      "# Provider signatures",
      "",
      "Generated from `Sources/PushSimCore/Providers/SignatureTable.swift`; do not edit by hand",
      "(`RECORD=1 make test` regenerates it). \"PS n\" cites row n of",
      "`../shared/reference/provider-signatures.md`; `seeds/…` cites the vendor pages.",
      "",
      "## How classification works",
      "",
      "Signatures are checked in tiers, the order of provider-signatures.md §2:",
      "",
      "1. **declared marker**: a value-checked key (`push_provider == \"mapp_engage\"`, a non-empty `grovs_campaign_id`, `x-sender == \"notificare\"`, Pushwoosh's `pw_system_push` 1 …).",
      "2. **namespaced key**: a container key only one provider uses (`_nm`, `itbl`, `com.batch` …).",
      "3. **structural check**: a shared key with a disambiguating check. Kumulos (`custom.a[\"k.message\"]`) is checked before OneSignal (`custom.i`), Klaviyo (`body._k`) before Expo; the later one yields.",
      "4. **weak key**: short or generic keys (Mapp `p`, Airship `_`, Infobip `messageId` …), used only when no tier 1–3 signature matched another provider. AppsFlyer's `af` object is here too: AppsFlyer measures pushes another provider sends.",
      "5. **supporting**: keys that add evidence to a provider already matched, never classify alone (Mapp `apx_*`, `ios_apx_media`, `aps.lc`, which the Mapp guide says not to identify Mapp by).",
      "6. **transport**: Firebase keys (`gcm.*`, `google.c.*`, `fcm_options`) mean \"delivered via FCM\": `via: firebase` beside another provider, the provider only when nothing else matched.",
      "",
      "The primary provider is the first match in this order. Two or more providers (transport aside) make a **conflict**, reported with every match and its evidence.",
      "",
      "A generic key alone never names a provider: `clickUrl` (Mindbox), `conversationId` (LivePerson), `session_id` (ConnectyCube),",
      "`call-id` (Linphone) and `roomAlias` (Bandyer) count only with the other keys of their row.",
      "**sent as** is the `apns-push-type` the provider's source sends that form as, where the source fixes it: the VoIP",
      "forms of ConnectyCube, Bandyer and Linphone are PushKit pushes (`voip`), which need no `aps`.",
      "",
      "Where pushsim is stricter than an SDK, the row's why says so: Mindbox's `isMindboxPush` accepts `clickUrl` with",
      "`aps.alert.body`, pushsim also wants `uniqueKey`. Not covered, for want of a public source of the payload: the",
      "VoIP payload of the current Kaleyra Video SDK (its `Config.VoIP` names no key path and its source is closed; the",
      "Bandyer row follows the Bandyer SDK's documented format), ConnectyCube calls sent with the app's own keys (its",
      "React Native sample's `uuid`, `initiatorId`, `opponentsIds`), and a Bandyer key path of more than one component.",
      "AppsFlyer's and LivePerson's iOS SDKs are closed source: their rows follow the vendors' documentation.",
      "",
      "Where the seeds and older public code disagree, the seeds win: no public Mapp SDK code reads `push_provider`",
      "(the Mapp guide has the app team add it), and the public Grovs SDK 2.3 and backend send no `grovs_*` keys to",
      "iOS (the Grovs 3.1 page documents them). A payload with only `grovs_notification_id` is not a Grovs push (3.1).",
      "",
      "## Signatures",
      "",
      "| provider | tier | condition | why | sent as | source |",
      "|---|---|---|---|---|---|",
    ]
    for signature in table {
      lines.append(
        "| `\(signature.provider.rawValue)` | \(signature.tier.name) | \(describe(signature.condition)) | \(escape(signature.why))"
          + (signature.yieldsTo.isEmpty ? "" : "; yields to " + signature.yieldsTo.map { "`\($0.rawValue)`" }.joined(separator: ", "))
          + " | \(signature.sentAs.map { "`\($0.rawValue)`" } ?? "") | \(escape(signature.source)) |")
    }
    lines += ["", "## Provider ids", ""]
    lines += ProviderID.allCases.map { "- `\($0.rawValue)`: \($0.displayName)" }
    return lines.joined(separator: "\n") + "\n"
  }

  static func describe(_ condition: Condition) -> String {
    switch condition {
    case .present(let pointer): "`\(pointer)` present"
    case .equals(let pointer, let value, let ignoringCase): "`\(pointer)` == `\"\(value)\"`" + (ignoringCase ? " (any case)" : "")
    case .nonEmptyString(let pointer): "`\(pointer)` non-empty string"
    case .isString(let pointer): "`\(pointer)` string"
    case .isObject(let pointer): "`\(pointer)` object"
    case .nonEmptyObject(let pointer): "`\(pointer)` non-empty object"
    case .notNull(let pointer): "`\(pointer)` not null"
    case .nonZeroNumber(let pointer): "`\(pointer)` non-zero number or digit string"
    case .integerValue(let pointer, let expected): "`\(pointer)` integerValue \(expected) (number or string)"
    case .keyPrefix(let prefixes): "a top-level key starting " + prefixes.map { "`\($0)`" }.joined(separator: " or ")
    case .absent(let pointer): "no `\(pointer)`"
    case .all(let conditions):
      // An alternative inside a conjunction reads wrongly without brackets ("a and b or c").
      conditions.map { if case .any(let options) = $0, options.count > 1 { "(" + describe($0) + ")" } else { describe($0) } }
        .joined(separator: " and ")
    case .any(let conditions): conditions.map(describe).joined(separator: " or ")
    case .atRootOrInAMember(let condition): "at the root or in a top-level member: " + describe(condition)
    }
  }

  private static func escape(_ text: String) -> String {
    text.replacingEvery("|", with: "\\|")
  }
}
