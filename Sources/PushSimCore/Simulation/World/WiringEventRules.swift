/// Rules of the wiring events a scenario can add (issue 34 item 4): the same push sent again, and the app reassigning
/// the notification-center delegate while it runs.
extension SimRule {
  static let worldRedeliver = SimRule(
    id: "world-redeliver", title: "The same push sent again",
    detail:
      "A provider that retries sends the same push again, with the same apns-id. Apple documents apns-id only as \"the unique ID for the notification\" that APNs echoes when it reports an error; it documents no deduplication by it, so each send arrives as a notification of its own: the NSE, willPresent or didReceiveRemoteNotification run again, and the SDKs see it twice. Only apns-collapse-id merges notifications (\"displayed to the user as a single notification\").",
    source: "A4 (apns-id, apns-collapse-id rows); ios-delivery.md §1.7 apns-id and apns-collapse-id rows", confidence: "M")
  static let worldDelegate = SimRule(
    id: "world-delegate", title: "The app reassigns the notification-center delegate",
    detail:
      "UNUserNotificationCenter.delegate holds one object, and each assignment replaces it; nil leaves none, so foreground alerts are not shown and taps reach no didReceive. A swizzled setter changes that: Customer.io's proxy stays the delegate, keeps each new object as a peer (the same object again is a no-op) and clears every peer on nil; Airship wraps the new object, and on nil re-installs its dummy delegate (answers [] and ()); its wrappers ignore an object that is no longer the delegate.",
    source:
      "A6; sdk-behaviour-more.md §3.1 facts 3, 4, §6.1 fact 2; customerio/customerio-ios @254c465 Sources/MessagingPush/Integration/NotificationCenterDelegatePeerRegistry.swift l.24-33 (nil removes every registered peer, the proxy stays installed; a peer already registered is a no-op)",
    confidence: "H")
  static let worldAppCall = SimRule(
    id: "world-app-call", title: "The app calls an SDK's push API itself",
    detail:
      "Besides forwarding callbacks, an app can hand a notification to an SDK's API from its own code: IterableAPI.track(pushOpen:) sends trackPushOpen for a real Iterable campaign push once the SDK is initialized (before it, internalImplementation is nil and nothing happens); CleverTap's recordNotificationClickedEvent(withData:) and recordNotificationViewedEvent(withData:) raise Notification Clicked or Viewed for any notification, copying only its W$ and wzrk_ keys, when sharedInstance() exists.",
    source:
      "sdk-behaviour-more.md §4.6 facts 11, 14, 15, §5.3 facts 9, 10; Iterable/iterable-swift-sdk swift-sdk/SDK/IterableAPI.swift track(pushOpen:) and swift-sdk/Internal/InternalIterableAPI.swift trackPushOpen(_:dataFields:); CleverTap/clevertap-ios-sdk @3af43fc CleverTapSDK/CleverTap.m l.3364-3380, CleverTapSDK/CTEventBuilder.m l.159-185",
    confidence: "H")
}
