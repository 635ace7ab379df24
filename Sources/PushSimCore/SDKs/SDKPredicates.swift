/// The SDKs' own answers to "is this push mine?" as conditions over the payload (issue 32 item 1): every public call a
/// host app makes that either only answers whether a push is the SDK's (`CleverTap.sharedInstance()?
/// .isCleverTapNotification(userInfo)`), or handles the push and answers with a Bool (or an optional) whose meaning is
/// "it was mine, I handled it" (`if braze.notifications.handleUserNotification(response:withCompletionHandler:) { return }`).
/// Each entry says what the SDK's own code tests in the payload, read in its public source at the commit cited (or, for
/// the closed-source SDKs, in the vendor's documentation, said so in the entry). The wiring reader turns such a call in
/// an app's condition into the entry's `predicate`; where the test needs a form `RoutingPredicate` does not have yet,
/// the entry's `condition` states it exactly (`needs`) and `predicate` stays `unknown` with the call's name, so nothing
/// is decided on a guess.
public struct SDKPredicate: Sendable, Equatable {
  /// What the call is for.
  public enum Kind: Sendable, Equatable {
    /// It only answers whether the push is the SDK's.
    case predicate
    /// It handles the push (tracks, opens, calls back) and its answer says the push was the SDK's and was handled.
    case handling
  }

  /// How the call's answer is read in a condition.
  public enum Answer: Sendable, Equatable {
    /// A Bool: true is "mine".
    case bool
    /// An optional: non-nil is "mine" (`if MessagingPush.shared.userNotificationCenter(center, didReceive: response) != nil`).
    case nonNil
  }

  /// The argument that carries the push.
  public enum Argument: Sendable, Equatable {
    /// The payload dictionary (`userInfo`, `[AnyHashable: Any]` / `NSDictionary`).
    case userInfo
    /// A `UNNotificationResponse`: the payload is `response.notification.request.content.userInfo`.
    case response
    /// A `UNNotification`: the payload is `notification.request.content.userInfo`.
    case notification
    /// A `UNNotificationRequest` (a Notification Service Extension): the payload is `request.content.userInfo`.
    case request
  }

  /// What the call is made on.
  public enum Receiver: Sendable, Equatable {
    /// A class (static) member of this type, as Swift and Objective-C name it.
    case type(swift: String, objectiveC: String?)
    /// An instance of this type; `spellings` are the ways the vendor's documentation and headers reach it.
    case instance(swift: String, objectiveC: String?, spellings: [String])
    /// The argument itself (`notification.isAirshipPush()`).
    case argument
    /// A helper the app writes itself, as the vendor's documentation gives it (the seed's `isMappNotification`).
    case appHelper
  }

  /// Who calls the completion handler a handling call takes.
  public enum Completion: Sendable, Equatable {
    /// The SDK calls it when, and only when, it answers "mine"; otherwise the app must call it once.
    case sdkCallsWhenMine
  }

  /// A condition over the payload: a `RoutingPredicate`, or a form it does not have yet, stated exactly.
  public indirect enum Condition: Sendable, Equatable {
    case known(RoutingPredicate)
    /// `present(K)`: the key exists whatever its value, JSON null included. iOS hands null to the app as `NSNull`, which
    /// Objective-C's `if (payload[@"k"])` and Swift's `userInfo["k"] != nil` on `Any` both count as present;
    /// `has(K)` is false on null.
    case present([String])
    /// `keyPrefix(K, [S…])`: the object at K (the payload itself when K is empty) has a key starting with one of S,
    /// compared byte for byte; false when K is not an object.
    case keyPrefix([String], [String])
    /// `nonEmptyObject(K)`: the value at K is an object with at least one member; false for `{}`, a string, an array,
    /// a number, null.
    case nonEmptyObject([String])
    case any([Condition])
    case all([Condition])

    /// Whether the payload satisfies it; nil only where a `RoutingPredicate` rests on an `unknown`. Evaluated as the
    /// `RoutingPredicate` it is, so a check and the routing condition it becomes can never disagree.
    public func evaluate(_ root: JSONObject) -> Bool? { routingPredicate.evaluate(root, action: nil) }

    /// The same condition as a `RoutingPredicate`.
    public var routingPredicate: RoutingPredicate {
      switch self {
      case .known(let predicate): return predicate
      case .present(let path): return .present(path)
      case .keyPrefix(let path, let starts): return .keyPrefix(path, starts)
      case .nonEmptyObject(let path): return .nonEmptyObject(path)
      case .any(let items): return .any(items.map(\.routingPredicate))
      case .all(let items): return .all(items.map(\.routingPredicate))
      }
    }

    /// The forms `RoutingPredicate` lacks that this condition uses (none since issue 32 added present, keyPrefix and
    /// nonEmptyObject; kept so a new SDK's entry can state a form before it exists).
    public var needs: [String] {
      switch self {
      case .known, .present, .keyPrefix, .nonEmptyObject: return []
      case .any(let items), .all(let items): return items.flatMap(\.needs)
      }
    }
  }

  /// The pack's id (`SDKs.ids`).
  public let sdk: String
  /// The member as Swift calls it, with its argument labels: `isCleverTapNotification(_:)`.
  public let swift: String
  /// The Objective-C selector, when Objective-C can call it: `isCleverTapNotification:`.
  public let objectiveC: String?
  public let receiver: Receiver
  public let kind: Kind
  public let answer: Answer
  public let argument: Argument
  /// For a handling call that takes the system completion handler (or an NSE's content handler): who calls it.
  public let completion: Completion?
  /// What the SDK tests in the payload, exactly.
  public let condition: Condition
  /// What the reader should know besides the payload test (an instance that may be nil, an answer that also depends
  /// on the SDK's state, where the source is closed).
  public let note: String?
  /// Where the test is read: repository at a commit, file, lines (keys docs/sources.md defines).
  public let source: String

  /// The condition as a `RoutingPredicate`.
  public var predicate: RoutingPredicate { condition.routingPredicate }
  /// The forms `RoutingPredicate` lacks that the exact test needs (empty when `predicate` is exact).
  public var needs: [String] { condition.needs }

  /// How the call reads in Swift, with its receiver: `CleverTap.sharedInstance()?.isCleverTapNotification(_:)`.
  public var callText: String {
    switch receiver {
    case .type(let type, _): return type + "." + swift
    case .instance(_, _, let spellings): return (spellings.first ?? "") + "." + swift
    case .argument: return argumentName + "." + swift
    case .appHelper: return swift
    }
  }

  private var argumentName: String {
    switch argument {
    case .userInfo: "userInfo"
    case .response: "response"
    case .notification: "notification"
    case .request: "request"
    }
  }
}

public enum SDKPredicates {
  /// `W$` and `wzrk_`, CleverTap's CLTAP_NOTIFICATION_TAG and CLTAP_NOTIFICATION_TAG_SECONDARY (CTConstants.h l.154, 156).
  static let cleverTapPrefixes = ["W$", "wzrk_"]
  /// Customer.io's `cioDelivery`: both `CIO-Delivery-ID` and `CIO-Delivery-Token` are strings (`as? String`).
  /// `prefix(K, "")` holds exactly when the value at K is a string (`RoutingPredicate.prefix` reads `stringValue`).
  static let customerIOPush = SDKPredicate.Condition.known(
    .all([.prefix(["CIO-Delivery-ID"], ""), .prefix(["CIO-Delivery-Token"], "")]))
  /// Grovs 3.1: "a non-empty grovs_campaign_id" (a string, as pushsim's grovs-campaign-id rule reads it): a string
  /// that is not "".
  static let grovsPush = SDKPredicate.Condition.known(
    .all([.prefix(["grovs_campaign_id"], ""), .not(.equals(["grovs_campaign_id"], .string("")))]))
  /// Braze: a non-empty dictionary under `ab` (BrazeKitCompat ABKPushUtils.m l.29-32 `isAppboyRemoteNotification:`).
  static let brazePush = SDKPredicate.Condition.nonEmptyObject(["ab"])
  static let brazeNotifications = SDKPredicate.Receiver.instance(
    swift: "Braze.Notifications", objectiveC: "BRZNotifications",
    spellings: ["braze.notifications", "AppDelegate.braze?.notifications", "AppDelegate.braze.notifications"])
  static let messagingPush = SDKPredicate.Receiver.instance(swift: "MessagingPush", objectiveC: nil, spellings: ["MessagingPush.shared"])
  static let brazeKitClosed =
    "BrazeKit ships as a binary: the test is the one Braze's own compatibility layer states for 'sent from Braze servers' "
    + "(ABKPushUtils.m), not read in BrazeKit itself"

  /// Every entry, in pack order (`SDKs.all`).
  public static let all: [SDKPredicate] = [
    SDKPredicate(
      sdk: MappModel.id, swift: "isMappNotification(_:)", objectiveC: nil, receiver: .appHelper, kind: .predicate, answer: .bool,
      argument: .userInfo, completion: nil, condition: .known(.equals(["push_provider"], .string("mapp_engage"))),
      note:
        "Not an SDK call: the app's own helper as Mapp's multi-provider guide writes it; push_provider is a field the app team "
        + "sets in every Mapp campaign (the SDK does not add it). The SDK's own test (p or apbcd non-zero) has no public call.",
      source: "seeds/000 \"Identify Mapp Notifications\" (isMappNotification: userInfo[\"push_provider\"] as? String == \"mapp_engage\")"),
    SDKPredicate(
      sdk: GrovsModel.id, swift: "isGrovsNotification(userInfo:)", objectiveC: nil, receiver: .type(swift: "Grovs", objectiveC: nil),
      kind: .predicate, answer: .bool, argument: .userInfo, completion: nil, condition: grovsPush,
      note: "Grovs 3.x is closed source: the test is the documented rule. Since 3.1 grovs_notification_id alone is not a Grovs push.",
      source:
        "seeds/004 \"What your app receives\" (\"A push is a Grovs push when its payload has a non-empty grovs_campaign_id\") and "
        + "\"Pushes from other providers\" (Grovs.isGrovsNotification(userInfo:) checks without handling); [GPD] isGrovsNotification "
        + "(\"Whether a push payload was sent by Grovs\")"),
    SDKPredicate(
      sdk: GrovsModel.id, swift: "handleNotificationResponse(_:)", objectiveC: nil, receiver: .type(swift: "Grovs", objectiveC: nil),
      kind: .handling, answer: .bool, argument: .response, completion: nil, condition: grovsPush,
      note: "The Flutter plugin's documentation says the native path also answers false while the SDK is disabled ([GPD], [G31]).",
      source:
        "seeds/004 \"Pushes from other providers\" (\"handleNotificationResponse returns false and does nothing for pushes Grovs "
        + "didn't send\": if !Grovs.handleNotificationResponse(response) { … })"),
    SDKPredicate(
      sdk: GrovsModel.id, swift: "handleNotificationOpen(userInfo:)", objectiveC: nil, receiver: .type(swift: "Grovs", objectiveC: nil),
      kind: .handling, answer: .bool, argument: .userInfo, completion: nil, condition: grovsPush,
      note:
        "Bool answer as the Flutter plugin documents it (\"Returns true when data belongs to Grovs and the tap was handled. Returns "
        + "false when it does not, or while the SDK is disabled\"); seeds/004 names the iOS call without its return type (I).",
      source: "seeds/004 \"Pushes from other providers\" (Grovs.handleNotificationOpen(userInfo:)); [GPD] handleNotificationOpen"),
    SDKPredicate(
      sdk: OneSignalModel.id, swift: "isOneSignalPayload(_:)", objectiveC: "isOneSignalPayload:",
      receiver: .type(swift: "OneSignalCoreHelper", objectiveC: "OneSignalCoreHelper"), kind: .predicate, answer: .bool,
      argument: .userInfo, completion: nil, condition: .any([.present(["custom", "i"]), .present(["os_data", "i"])]),
      note:
        "Not in OneSignal's documentation: a public header of the OneSignalCore module (imported by OneSignalCore.h), which "
        + "plugins call (cordova-plugin-firebasex). Body: payload[@\"custom\"][@\"i\"] || payload[@\"os_data\"][@\"i\"], so a "
        + "null i counts; a custom that is not a dictionary raises in Objective-C rather than answering.",
      source:
        "OneSignal/OneSignal-iOS-SDK @4ebdb9e4 iOS_SDK/OneSignalSDK/OneSignalCore/Source/OneSignalCoreHelper.h "
        + "(+isOneSignalPayload:), exported by OneSignalCore.h @0eb01201; OneSignalCoreHelper.m +isOneSignalPayload: (stored "
        + "version; the same body as OneSignalHelper.m, PS 5)"),
    SDKPredicate(
      sdk: BrazeModel.id, swift: "isBrazeNotification(_:)", objectiveC: "isBrazeNotification:",
      receiver: .type(swift: "Braze.Notifications", objectiveC: "BRZNotifications"), kind: .predicate, answer: .bool,
      argument: .userInfo, completion: nil, condition: brazePush, note: brazeKitClosed + "; the Swift label is read off the selector (I).",
      source:
        "braze-inc/braze-xamarin-sdk @0fced29 appboy-component/src/ios-brazekit/ApiDefinitions.cs l.680-683 (BrazeKit's "
        + "header: +(BOOL)isBrazeNotification:(NSDictionary *)userInfo); braze-inc/braze-swift-sdk @f866739 "
        + "Sources/BrazeKitCompat/AppboyKit/ABKPushUtils.m l.14, 29-32"),
    SDKPredicate(
      sdk: BrazeModel.id, swift: "handleUserNotification(response:withCompletionHandler:)",
      objectiveC: "handleUserNotificationWithResponse:withCompletionHandler:", receiver: brazeNotifications, kind: .handling,
      answer: .bool, argument: .response, completion: .sdkCallsWhenMine, condition: brazePush,
      note: brazeKitClosed + "; with no Braze instance (AppDelegate.braze == nil) the documented `if let braze = …, …` is false.",
      source:
        "braze-inc/braze-docs @06e0fa5 _includes/developer_guide/swift/push_notifications.md \"Step 3.3: Enable push handling\" "
        + "(if … handleUserNotification(…) { return }; completionHandler()); braze-inc/braze-xamarin-sdk @0fced29 "
        + "appboy-component/src/ios-brazekit/ApiDefinitions.cs l.676-678; braze-inc/braze-swift-sdk @f866739 "
        + "Sources/BrazeKitCompat/AppboyKit/ABKPushUtils.m l.29-32"),
    SDKPredicate(
      sdk: BrazeModel.id, swift: "handleBackgroundNotification(userInfo:fetchCompletionHandler:)",
      objectiveC: "handleBackgroundNotificationWithUserInfo:fetchCompletionHandler:", receiver: brazeNotifications, kind: .handling,
      answer: .bool, argument: .userInfo, completion: .sdkCallsWhenMine, condition: brazePush, note: brazeKitClosed + ".",
      source:
        "braze-inc/braze-docs @06e0fa5 _includes/developer_guide/swift/push_notifications.md \"Step 3.3: Enable push handling\" "
        + "(if … handleBackgroundNotification(…) { return }; completionHandler(.noData)); braze-inc/braze-xamarin-sdk @0fced29 "
        + "appboy-component/src/ios-brazekit/ApiDefinitions.cs l.668-670; braze-inc/braze-swift-sdk @f866739 "
        + "Sources/BrazeKitCompat/AppboyKit/ABKPushUtils.m l.29-32"),
    SDKPredicate(
      sdk: BrazeModel.id, swift: "isAppboyRemoteNotification(_:)", objectiveC: "isAppboyRemoteNotification:",
      receiver: .type(swift: "ABKPushUtils", objectiveC: "ABKPushUtils"), kind: .predicate, answer: .bool, argument: .userInfo,
      completion: nil, condition: brazePush,
      note: "The AppboyKit-era call, kept (deprecated: \"ABKPushUtils is not needed anymore\") by BrazeKitCompat.",
      source:
        "braze-inc/braze-swift-sdk @f866739 Sources/BrazeKitCompat/AppboyKit/ABKPushUtils.m l.29-32 "
        + "([ab isKindOfClass:[NSDictionary class]] && ab.count > 0), include/ABKPushUtils.h l.14, 30"),
    SDKPredicate(
      sdk: BrazeModel.id, swift: "isAppboyUserNotification(_:)", objectiveC: "isAppboyUserNotification:",
      receiver: .type(swift: "ABKPushUtils", objectiveC: "ABKPushUtils"), kind: .predicate, answer: .bool, argument: .response,
      completion: nil, condition: brazePush,
      note: "The AppboyKit-era call, kept (deprecated) by BrazeKitCompat: isAppboyRemoteNotification: of the response's userInfo.",
      source:
        "braze-inc/braze-swift-sdk @f866739 Sources/BrazeKitCompat/AppboyKit/ABKPushUtils.m l.24-27, 29-32, "
        + "include/ABKPushUtils.h l.22"),
    SDKPredicate(
      sdk: CleverTapModel.id, swift: "isCleverTapNotification(_:)", objectiveC: "isCleverTapNotification:",
      receiver: .instance(
        swift: "CleverTap", objectiveC: "CleverTap",
        spellings: [
          "CleverTap.sharedInstance()?", "CleverTap.sharedInstance(withCleverTapID:)?", "CleverTap.instance(with:)",
          "[CleverTap sharedInstance]", "[CleverTap instanceWithConfig:]",
        ]),
      kind: .predicate, answer: .bool, argument: .userInfo, completion: nil, condition: .keyPrefix([], cleverTapPrefixes),
      note:
        "sharedInstance() is nil without CleverTap credentials in Info.plist (CleverTap.h l.125): "
        + "`CleverTap.sharedInstance()?.isCleverTapNotification(userInfo) == true` is then false.",
      source:
        "CleverTap/clevertap-ios-sdk @3af43fc CleverTapSDK/CleverTap.h l.1221-1229, CleverTap.m l.1515-1528 "
        + "(_isCTPushNotification: a key of the payload starts with CLTAP_NOTIFICATION_TAG or _SECONDARY), l.3531-3533, "
        + "CTConstants.h l.154, 156, CTUtils.m l.28-34 (doesString:startWith:, exact prefix)"),
    SDKPredicate(
      sdk: CustomerIOModel.id, swift: "userNotificationCenter(_:didReceive:withCompletionHandler:)", objectiveC: nil,
      receiver: messagingPush, kind: .handling, answer: .bool, argument: .response, completion: .sdkCallsWhenMine,
      condition: customerIOPush,
      note:
        "Before MessagingPush is initialised it calls the handler itself and answers false (l.27-30): an app that then calls "
        + "the handler on false calls it twice.",
      source:
        "customerio/customerio-ios @8b9ee36 Sources/MessagingPush/PushHandling/ManualPushHandling+UserNotifications.swift "
        + "l.21-37, 59-76 (false without calling the handler for a push not from CIO), 85-88; Sources/MessagingPush/Type/"
        + "PushNotification.swift l.35-47 (cioDelivery: both as? String)"),
    SDKPredicate(
      sdk: CustomerIOModel.id, swift: "userNotificationCenter(_:didReceive:)", objectiveC: nil, receiver: messagingPush,
      kind: .handling, answer: .nonNil, argument: .response, completion: nil, condition: customerIOPush,
      note: "Answers the parsed push (CustomerIOParsedPushPayload?); nil also before MessagingPush is initialised (l.44-46).",
      source:
        "customerio/customerio-ios @8b9ee36 Sources/MessagingPush/PushHandling/ManualPushHandling+UserNotifications.swift "
        + "l.39-49, 78-97; Sources/MessagingPush/Type/PushNotification.swift l.35-47"),
    SDKPredicate(
      sdk: CustomerIOModel.id, swift: "didReceive(_:withContentHandler:)", objectiveC: nil, receiver: messagingPush, kind: .handling,
      answer: .bool, argument: .request, completion: .sdkCallsWhenMine, condition: customerIOPush,
      note:
        "In a Notification Service Extension; the handler is the content handler. Before initialisation it calls the content "
        + "handler and answers false (MessagingPush.swift l.199-202).",
      source:
        "customerio/customerio-ios @8b9ee36 Sources/MessagingPush/MessagingPush.swift l.188-205 (\"Bool indicating if this "
        + "push notification is one handled by Customer.io SDK\"), MessagingPushImplementation.swift l.44-54"),
    SDKPredicate(
      sdk: AirshipModel.id, swift: "isAirshipPush()", objectiveC: nil, receiver: .argument, kind: .predicate, answer: .bool,
      argument: .notification, completion: nil, condition: .present(["com.urbanairship.metadata"]),
      note: "A Swift extension of UNNotification (not @objc): `response.notification.isAirshipPush()`, `notification.isAirshipPush()`.",
      source:
        "urbanairship/ios-library @0567b50 Airship/AirshipCore/Source/DefaultAirshipPush.swift (extension UNNotification: "
        + "userInfo[\"com.urbanairship.metadata\"] != nil; also in AirshipPush.swift of earlier versions)"),
  ]

  /// The packs with no public call of either kind, and what was read to say so.
  public static let none: [(sdk: String, reason: String)] = [
    (
      NetmeraModel.id,
      "No public call answers for a payload: the 4.x NetmeraNotification interface (Netmera/swift-sdk @eff6c02e, [N4I]) and the "
        + "3.27.4 headers ([N3H]) expose delegates and Netmera.recentPushObject (the last Netmera push: state, not a test of a payload)."
    ),
    (
      FirebaseModel.id,
      "No ownership call: Messaging.messaging().appDidReceiveMessage(_:) answers FIRMessagingMessageInfo whose status is .new for "
        + "every non-empty payload, FCM's or not (firebase/firebase-ios-sdk @e15724a4 FirebaseMessaging/Sources/FIRMessaging.m "
        + "-appDidReceiveMessage:)."
    ),
    (
      IterableModel.id,
      "IterableAppIntegration's calls return Void; the SDK's own test is internal: userInfo[\"itbl\"] as? [AnyHashable: Any] "
        + "(Iterable/iterable-swift-sdk @25cd00e1 swift-sdk/Internal/InternalIterableAppIntegration.swift l.317-318, "
        + "SDK/IterableAppIntegration.swift l.19-47)."
    ),
  ]
}
