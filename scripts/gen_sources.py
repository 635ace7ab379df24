#!/usr/bin/env python3
"""Writes Sources/PushSimCore/Report/SourceKeysTable.swift: every short source key pushsim's rules
cite (A5, G7, PS 1b, [MB], seeds/000, RFC 8259 …) with the public document behind it.

The research notes in ../shared/reference/ are not public; their own source lists are. This script
reads those lists once (Apple pages A…, SDK headers H…, forums F…, Simulator notes S…, field
reports R…, Kii docs K…, the G and Q rows with the tags they cite, the SDK source keys of
sdk-behaviour.md and the provider rows of provider-signatures.md) and writes a Swift table that the
product ships. Run it again when the notes change: scripts/gen_sources.py ../shared/reference
"""
import pathlib, re, sys

reference = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/reference")
root = pathlib.Path(__file__).resolve().parent.parent
entries = {}


def clean(text):
    text = re.sub(r"\*\*|`", "", text).strip()
    return re.sub(r"\s+", " ", text)


delivery = (reference / "ios-delivery.md").read_text()
for match in re.finditer(r"^\* \*\*([AHFSRK]\d+)\*\* (.+)$", delivery, re.M):
    entries[match.group(1)] = clean(match.group(2))
for match in re.finditer(r"^\| (G\d+) \| (.+) \| ([^|]*) \| ([^|]*) \|$", delivery, re.M):
    tags = sorted(set(re.findall(r"\b[AHFSRK]\d+\b", match.group(4))), key=lambda t: (t[0], int(t[1:])))
    entries[match.group(1)] = "research-note row on iOS delivery; public sources: " + (", ".join(tags) if tags else "Apple's documentation (A1–A23)")
for match in re.finditer(r"^\| (Q\d+) \| ([^|]+) \|", delivery, re.M):
    entries[match.group(1)] = "open question where Apple's documentation is silent or contradicted: " + clean(match.group(2)) + "; pushsim keeps a documented default and a profile switch (docs/lifecycle.md)"

behaviour = (reference / "sdk-behaviour.md").read_text()
previous = ""
for match in re.finditer(r"^\| \*\*(\[[A-Z0-9-]+\](?:/\[[A-Z0-9-]+\])?)\*\* \| ([^|]+) \| ([^|]+) \|$", behaviour, re.M):
    where = clean(match.group(3)).replace("../shared/seeds/ ; ", "").replace("../shared/seeds/", "the vendor page")
    repo = re.match(r"([\w.-]+/[\w.-]+ @ [0-9a-f]+)", where)
    if where.startswith("same repo") and previous:
        where = previous + where[len("same repo"):]
    elif repo:
        previous = repo.group(1)
    for key in match.group(1).split("/"):
        entries[key] = clean(match.group(2)) + " — " + where

signatures = (reference / "provider-signatures.md").read_text()
for match in re.finditer(r"^\| (\d+[a-z]?) \| ([^|]+) \|(.+)$", signatures, re.M):
    provider = clean(match.group(2)).split(" (")[0].split(",")[0]
    repos = list(dict.fromkeys(re.findall(r"\*\*([\w.-]+/[\w.-]+ @[0-9a-f]{6,}[^*]*)\*\*", match.group(3))))
    urls = sorted(set(re.findall(r"https?://[^\s)\]|]+", match.group(3))))
    docs = re.findall(r"docs\.[a-z]+\.(?:com|io)/[\w/-]+", match.group(3))
    cited = "; ".join(r.split(" : ")[0] + (" : " + r.split(" : ")[1] if " : " in r else "") for r in repos[:3]) or "; ".join(urls[:2] + docs[:1])
    entries["PS " + match.group(1)] = f"provider-signature row for {provider}" + (f": {cited}" if cited else "")

fixed = {
    "seeds/000": "Mapp Engage, Manual Integration in Swift (updated 2026-11-02) — https://docs.mapp.com/mapp-engage-ios-sdk-manual-integration-swift",
    "seeds/001": "the same Mapp Engage page as plain text — https://docs.mapp.com/mapp-engage-ios-sdk-manual-integration-swift",
    "seeds/002": "Mapp Engage, Foreground Notifications (updated 2026-11-02) — https://docs.mapp.com/mapp-engage-ios-sdk-foreground-notifications",
    "seeds/003": "Netmera, iOS Delegate Methods (NetmeraPushDelegate 4.16.0+, NetmeraInAppContentDelegate 4.17.0+, NetmeraPushLifecycleDelegate 4.18.0+) — https://user.netmera.com (Developer guide → iOS → Delegate Methods)",
    "seeds/004": "Grovs, Push notifications for the iOS SDK 3.1 — https://docs.grovs.io/docs/sdk/ios/push-notifications",
    "ios-delivery.md": "pushsim's research notes on iOS push delivery; each row names its public sources (A… Apple pages, H… SDK headers, F… forums, S… Simulator, R… field reports)",
    "sdk-behaviour.md": "pushsim's research notes on the Mapp Engage, Netmera and Grovs SDKs; each section names its source keys ([MH], [MB], [N3B], [G23] …)",
    "provider-signatures.md": "pushsim's research notes on provider payload signatures; each row (PS n) names the SDK source at a commit",
    "DESIGN.md": "pushsim's design contract (exit codes, paths, schemas, profile keys), published as README.md and docs/json-output.md",
    "RFC 8259": "The JavaScript Object Notation (JSON) Data Interchange Format — https://www.rfc-editor.org/rfc/rfc8259",
    "RFC 6901": "JavaScript Object Notation (JSON) Pointer — https://www.rfc-editor.org/rfc/rfc6901",
    "jansson": "Jansson 2.14 API reference (JSON_ALLOW_NUL) — https://jansson.readthedocs.io/en/2.14/apiref.html",
    "Apple App Transport Security": "NSAppTransportSecurity — https://developer.apple.com/documentation/bundleresources/information-property-list/nsapptransportsecurity",
    "config .pushsim.json": "pushsim's lint configuration — docs/config.md",
    "libAppoxeeSDK.a": "the Mapp Engage iOS SDK 6.1.3 static library — mapp-digital/Mapp-Engage-iOS-SDK @3a88774 : SDK/AppoxeeSDK.xcframework",
    "firebase/firebase-ios-sdk": "Firebase iOS SDK — https://github.com/firebase/firebase-ios-sdk",
    "A24": "Testing custom notification interfaces (watchOS: the notification scheme's PushNotificationPayload.apns) — https://developer.apple.com/documentation/watchos-apps/testing-custom-notification-interfaces",
    "A25": "The Swift Programming Language: Summary of the Grammar — https://docs.swift.org/swift-book/documentation/the-swift-programming-language/summaryofthegrammar/",
    "sdk-behaviour-more.md": "pushsim's research notes on the OneSignal, Braze, Airship, CleverTap, Iterable, Customer.io and Firebase Messaging SDKs; each section names the SDK source at a commit or the vendor page each fact rests on (C, D, I)",
    "urbanairship/ios-library": "Airship iOS SDK (AirshipCore: AutoIntegration, AppIntegration, DefaultAppIntegrationDelegate, AirshipPush, AirshipAnalytics, DeepLinkAction, URLAllowList) — https://github.com/urbanairship/ios-library",
    "OneSignal/OneSignal-iOS-SDK": "OneSignal iOS SDK — https://github.com/OneSignal/OneSignal-iOS-SDK",
    "braze-inc/braze-swift-sdk": "Braze Swift SDK — https://github.com/braze-inc/braze-swift-sdk",
    "CleverTap/clevertap-ios-sdk": "CleverTap iOS SDK — https://github.com/CleverTap/clevertap-ios-sdk",
    "Iterable/iterable-swift-sdk": "Iterable Swift SDK — https://github.com/Iterable/iterable-swift-sdk",
    "customerio/customerio-ios": "Customer.io iOS SDK — https://github.com/customerio/customerio-ios",
    "braze-inc/braze-xamarin-sdk": "Braze .NET (Xamarin/MAUI) SDK; its iOS binding appboy-component/src/ios-brazekit/ApiDefinitions.cs carries BrazeKit's generated Objective-C header line by line (BRZNotifications isBrazeNotification:, handleUserNotificationWithResponse:withCompletionHandler:, handleBackgroundNotificationWithUserInfo:fetchCompletionHandler:) — https://github.com/braze-inc/braze-xamarin-sdk",
    "braze-inc/braze-docs": "Braze documentation source; _includes/developer_guide/swift/push_notifications.md is the Swift push guide (manual push handling) — https://github.com/braze-inc/braze-docs , rendered at https://www.braze.com/docs/developer_guide/push_notifications/?sdktab=swift",
}
entries.update(fixed)

lines = [
    "// Generated by scripts/gen_sources.py from the source lists of the research notes; do not edit by hand.",
    "// docs/sources.md is generated from this table by the docs tests.",
    "",
    "/// Every source key pushsim's rules cite, with the public document behind it.",
    "enum SourceKeysTable {",
    "  static let entries: [(key: String, reference: String)] = [",
]


def order(key):
    m = re.match(r"([A-Z])(\d+)$", key)
    if m:
        return (1, m.group(1), int(m.group(2)), "")
    m = re.match(r"PS (\d+)([a-z]?)$", key)
    if m:
        return (2, "PS", int(m.group(1)), m.group(2))
    return (0 if key.startswith("seeds/") else 3, key, 0, "")


for key in sorted(entries, key=order):
    value = entries[key].replace("\\", "\\\\").replace('"', '\\"')
    lines.append(f'    ("{key}", "{value}"),')
lines += ["  ]", "}", ""]
(root / "Sources/PushSimCore/Report/SourceKeysTable.swift").write_text("\n".join(lines))
print(f"{len(entries)} source keys")
