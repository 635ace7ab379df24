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
    "flutter/flutter": "Flutter (engine merged in): engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterAppDelegate.mm @9513e65 (push callbacks handed to FlutterPluginAppLifeCycleDelegate; didReceiveRemoteNotification added dynamically) and FlutterPluginAppLifeCycleDelegate.mm @51837a4 (didReceiveRemoteNotification offered to plugins until one returns YES; willPresent and didReceive to every plugin) — https://github.com/flutter/flutter",
    "firebase/flutterfire": "FlutterFire; packages/firebase_messaging/firebase_messaging/ios/firebase_messaging/Sources/firebase_messaging/FLTFirebaseMessagingPlugin.m @895cd89 (takes didReceiveRemoteNotification for gcm.message_id pushes; becomes the notification-center delegate when none is set) — https://github.com/firebase/flutterfire",
    "CleverTap/clevertap-flutter": "CleverTap Flutter plugin; ios/Classes/CleverTapPlugin.m @0c17091 (init sets itself as CleverTap's push notification delegate) — https://github.com/CleverTap/clevertap-flutter",
    "CleverTap/clevertap-react-native": "CleverTap React Native module; ios/CleverTapReact/CleverTapReactManager.m @aadbd9d (init sets itself as CleverTap's push notification delegate) — https://github.com/CleverTap/clevertap-react-native",
    "CleverTap/clevertap-cordova": "CleverTap Cordova plugin; src/ios/CleverTapPlugin.m @2c95c7c (pluginInitialize sets itself as CleverTap's push notification delegate) — https://github.com/CleverTap/clevertap-cordova",
    "facebook/react-native": "React Native; packages/react-native/Libraries/AppDelegate/RCTAppDelegate.mm @ff3bff9 (implements didFinishLaunching only, no push callback) — https://github.com/facebook/react-native",
    "apache/cordova-ios": "Cordova iOS; CordovaLib/Classes/Public/CDVAppDelegate.m @b392124 (launch and openURL only, no push callback) — https://github.com/apache/cordova-ios",
    "Iterable/swift-sdk": "Iterable Swift SDK repository; swift-sdk/IterableConfig.swift @6c14977 (urlDelegate, allowedProtocols, pushIntegrationName, autoPushRegistration) — https://github.com/Iterable/swift-sdk",
    "one-signal/OneSignal-iOS-SDK": "a copy of the OneSignal iOS SDK 2.x; iOS_SDK/OneSignalSDK/Source/OneSignal.h @97e9e67 (initWithLaunchOptions:appId:handleNotificationAction:settings:) — https://github.com/one-signal/OneSignal-iOS-SDK",
    "SE-0046": "Swift Evolution SE-0046, Establish consistent label behavior across all parameters including first labels (Swift 3: before it a method's first parameter name was no argument label) — https://github.com/swiftlang/swift-evolution/blob/main/proposals/0046-first-label.md",
    "SE-0116": "Swift Evolution SE-0116, Import Objective-C id as a Swift Any type (Swift 3: with SE-0131, NSDictionary is imported as [AnyHashable: Any], not Swift 2's [NSObject : AnyObject]) — https://github.com/swiftlang/swift-evolution/blob/main/proposals/0116-id-as-any.md",
    "SE-0131": "Swift Evolution SE-0131, Add AnyHashable to the standard library (the key type of NSDictionary imported in Swift 3) — https://github.com/swiftlang/swift-evolution/blob/main/proposals/0131-anyhashable.md",
    "Apple SwiftUI App.main()": "App.main(): Initializes and runs the app — https://developer.apple.com/documentation/swiftui/app/main()",
    "Apple UIApplicationDelegateAdaptor": "UIApplicationDelegateAdaptor: the app delegate class SwiftUI creates and calls — https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor",
    "Apple app launch sequence": "About the app launch sequence: UIApplicationMain creates the app delegate, then calls willFinishLaunching and didFinishLaunching — https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence",
    "Apple PKPushType.voip": "PKPushType.voip (\"For apps linked against the iOS 13 SDK or later, the system terminates your app if you fail to report these notifications to CallKit. If your app repeatedly fails to report VoIP notifications to CallKit, the system stops launching your app for VoIP push notifications.\") — https://developer.apple.com/documentation/pushkit/pkpushtype/voip",
    "Apple Responding to VoIP Notifications": "Responding to VoIP Notifications from PushKit (\"PushKit provides an efficient way to manage calls that doesn't require your app to be running to receive calls\"; \"For apps built using the iOS 13 SDK or later, PushKit requires you to use CallKit when handling VoIP calls\"; CallKit \"operates the system's call-related UIs, including the incoming or outgoing call screens\") — https://developer.apple.com/documentation/pushkit/responding-to-voip-notifications-from-pushkit",
    "Apple PKPushRegistryDelegate": "pushRegistry(_:didReceiveIncomingPushWith:for:completion:) (\"Tells the delegate that a remote push notification arrived\"; completion: \"Execute this block when you finish processing the notification\"; the page's Important note, as quoted in react-native-webrtc/react-native-callkeep pull request 86: \"On iOS 13.0 and later, incoming Voice over IP calls must be reported when they are received and before this method finishes execution using the CallKit framework, or the system will terminate your app\") — https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)",
    "Apple PKPushRegistry desiredPushTypes": "PKPushRegistry and desiredPushTypes (an app receives pushes, and a token, only for the types it sets there) — https://developer.apple.com/documentation/pushkit/pkpushregistry",
    "Apple CXProvider reportNewIncomingCall": "CXProvider.reportNewIncomingCall(with:update:completion:) — https://developer.apple.com/documentation/callkit/cxprovider/reportnewincomingcall(with:update:completion:)",
    "Apple CXProvider reportNewIncomingVoIPPushPayload": "CXProvider.reportNewIncomingVoIPPushPayload(_:completion:) (iOS 14.5: \"Reports a new incoming call after your notification service extension decrypts a VoIP call request\"; needs the com.apple.developer.usernotifications.filtering entitlement) — https://developer.apple.com/documentation/callkit/cxprovider/reportnewincomingvoippushpayload(_:completion:) ; called from another object than a UNNotificationServiceExtension it fails with invalidClientProcess — https://developer.apple.com/documentation/callkit/cxerrorcodenotificationserviceextensionerror-swift.struct/code/invalidclientprocess",
    "Apple Creating a Push to Talk app": "Creating a Push to Talk app (\"The token isn't active until a person joins the channel\"; \"the system starts the app in the background and calls incomingPushResult\"; pushtotalk pushes use priority 10 and apns-expiration 0) — https://developer.apple.com/documentation/pushtotalk/creating-a-push-to-talk-app",
    "Apple PTChannelManagerDelegate incomingPushResult": "incomingPushResult(channelManager:channelUUID:pushPayload:) (\"Return a PTPushResult as soon as possible and don't block the thread\") — https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingpushresult(channelmanager:channeluuid:pushpayload:)",
    "Apple PTPushResult": "PTPushResult (activeRemoteParticipant(_:) shows the speaker; leaveChannel removes the user from the channel) — https://developer.apple.com/documentation/pushtotalk/ptpushresult",
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
