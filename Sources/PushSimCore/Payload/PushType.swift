/// The `apns-push-type` values Apple documents, and what each one means for the payload, the request and the device
/// (ios-delivery.md §1.7 A4; each row of `PushType.facts` cites its own Apple pages). Lint, `inspect`, `classify` and
/// the simulator read this table; no other file lists what a push type allows.
public enum PushType: String, Sendable, CaseIterable {
  case alert, background, voip, liveactivity, location, complication, fileprovider, mdm, pushtotalk, widgets, controls

  /// What one push type allows and who receives it.
  public struct Facts: Sendable {
    /// Appended to the bundle id to form `apns-topic` ("" for the bundle id itself).
    public let topicSuffix: String
    /// How the topic is formed, for people (MDM's topic is not the bundle id).
    public let topic: String
    /// The `apns-priority` values APNs accepts for this type, and the one to use when none is given.
    public let priorities: [Int]
    public let defaultPriority: Int
    /// Why the priority is what it is (printed by inspect and by the priority finding).
    public let priorityNote: String
    /// Whether the payload must hold an `aps` dictionary: PushKit, location, File Provider and MDM payloads need none.
    public let needsAPS: Bool
    /// The `aps` keys this type reads; nil when any documented key may appear (alert pushes).
    public let apsKeys: Set<String>?
    /// The payload size limit in bytes.
    public let sizeLimit: Int
    /// What receives the push on the device.
    public let receiver: String
    /// The Apple pages the row follows.
    public let source: String
  }

  /// Keys of `aps` that only a Live Activity push reads (ActivityKit push notifications).
  public static let liveActivityKeys: Set<String> = [
    "timestamp", "event", "content-state", "stale-date", "dismissal-date", "attributes-type", "attributes", "input-push-token",
    "input-push-channel", "relevance-score", "alert",
  ]

  static let apnsRequests =
    "developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns (apns-push-type, apns-topic, apns-priority)"
  /// APNs accepts these for every type unless the type's page narrows them (SNR: 10 immediately, 5 power, 1 power first).
  static let anyPriority = [10, 5, 1]

  public var facts: Facts {
    switch self {
    case .alert:
      Facts(
        topicSuffix: "", topic: "<bundle id>", priorities: Self.anyPriority, defaultPriority: 10,
        priorityNote: "10 delivers immediately; 5 lets iOS save power (A4)", needsAPS: true, apsKeys: nil,
        sizeLimit: Payload.sizeLimit,
        receiver: "iOS shows it; UNUserNotificationCenterDelegate willPresent (foreground) and didReceive (tap)",
        source: Self.apnsRequests + "; generating-a-remote-notification")
    case .background:
      Facts(
        topicSuffix: "", topic: "<bundle id>", priorities: [5], defaultPriority: 5,
        priorityNote: "background pushes must use priority 5; 10 is an error (G6)", needsAPS: true,
        apsKeys: ["content-available"], sizeLimit: Payload.sizeLimit,
        receiver: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:), when iOS wakes the app",
        source: Self.apnsRequests + "; pushing-background-updates-to-your-app")
    case .voip:
      Facts(
        topicSuffix: ".voip", topic: "<bundle id>.voip", priorities: Self.anyPriority, defaultPriority: 10,
        priorityNote: "10: a call invitation must arrive now", needsAPS: false, apsKeys: nil, sizeLimit: Payload.voipSizeLimit,
        receiver:
          "PushKit: PKPushRegistryDelegate pushRegistry(_:didReceiveIncomingPushWith:for:completion:), which must report a call to CallKit",
        source: Self.apnsRequests + "; documentation/pushkit/pkpushtype/voip; responding-to-voip-notifications-from-pushkit")
    case .liveactivity:
      Facts(
        topicSuffix: ".push-type.liveactivity", topic: "<bundle id>.push-type.liveactivity", priorities: [10, 5], defaultPriority: 10,
        priorityNote: "10 counts against an hourly budget, 5 does not (A22)", needsAPS: true, apsKeys: Self.liveActivityKeys,
        sizeLimit: Payload.sizeLimit, receiver: "ActivityKit applies it to the Live Activity; no app code runs",
        source:
          Self.apnsRequests + "; documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications")
    case .location:
      Facts(
        topicSuffix: ".location-query", topic: "<bundle id>.location-query", priorities: [10, 5], defaultPriority: 10,
        priorityNote: "10 when the query needs an immediate answer, else 5; token authentication only", needsAPS: false, apsKeys: [],
        sizeLimit: Payload.sizeLimit,
        receiver:
          "the Location Push Service Extension: didReceiveLocationPushPayload(_:completion:), with Always location authorization",
        source: Self.apnsRequests + "; documentation/corelocation/creating-a-location-push-service-extension")
    case .complication:
      Facts(
        topicSuffix: ".complication", topic: "<bundle id>.complication", priorities: Self.anyPriority, defaultPriority: 10,
        priorityNote: "at most 50 a day, only while the complication is on the active watch face", needsAPS: false, apsKeys: nil,
        sizeLimit: Payload.sizeLimit,
        receiver: "PushKit on watchOS: PKPushRegistryDelegate for PKPushType.complication (WidgetKit complications use widgets)",
        source: Self.apnsRequests + "; documentation/pushkit/pkpushtype/complication")
    case .fileprovider:
      Facts(
        topicSuffix: ".pushkit.fileprovider", topic: "<bundle id>.pushkit.fileprovider", priorities: Self.anyPriority, defaultPriority: 10,
        priorityNote: "APNs throttles too many", needsAPS: false, apsKeys: [], sizeLimit: Payload.sizeLimit,
        receiver:
          "the File Provider extension: the system calls signalEnumerator(for:) for the payload's container-identifier, and PushKit delegates",
        source: Self.apnsRequests + "; documentation/fileprovider/using-push-notifications-to-signal-changes")
    case .mdm:
      Facts(
        topicSuffix: "", topic: "the UID of the MDM push certificate's subject (com.apple.mgmt.External.<UUID>)",
        priorities: Self.anyPriority, defaultPriority: 10, priorityNote: "send only after the device's first TokenUpdate", needsAPS: false,
        apsKeys: [], sizeLimit: Payload.sizeLimit,
        receiver: "the device's MDM client, which contacts the MDM server; no app code runs",
        source: Self.apnsRequests + "; documentation/devicemanagement/sending-mdm-commands-to-a-device")
    case .pushtotalk:
      Facts(
        topicSuffix: ".voip-ptt", topic: "<bundle id>.voip-ptt", priorities: [10], defaultPriority: 10,
        priorityNote: "push-to-talk pushes use priority 10 and apns-expiration 0", needsAPS: false, apsKeys: ["ptt-push-type"],
        sizeLimit: Payload.sizeLimit,
        receiver: "PushToTalk: PTChannelManagerDelegate incomingPushResult(channelManager:channelUUID:pushPayload:)",
        source: Self.apnsRequests + "; documentation/pushtotalk/creating-a-push-to-talk-app; forums/thread/787878 (ptt-push-type)")
    case .widgets:
      Facts(
        topicSuffix: ".push-type.widgets", topic: "<bundle id>.push-type.widgets", priorities: Self.anyPriority, defaultPriority: 10,
        priorityNote: "WidgetKit budgets these pushes and delivers them opportunistically; no broadcast channels", needsAPS: true,
        apsKeys: ["content-changed"], sizeLimit: Payload.sizeLimit,
        receiver: "WidgetKit reloads the timelines of the app's widgets that support push; no app code runs",
        source: Self.apnsRequests + "; documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications")
    case .controls:
      Facts(
        topicSuffix: ".push-type.controls", topic: "<bundle id>.push-type.controls", priorities: Self.anyPriority, defaultPriority: 10,
        priorityNote: "Apple's sample sends 10 with apns-expiration 0", needsAPS: true, apsKeys: ["content-changed"],
        sizeLimit: Payload.sizeLimit, receiver: "WidgetKit reloads the app's controls that have a push handler; no app code runs",
        source: Self.apnsRequests + "; documentation/widgetkit/updating-controls-locally-and-remotely")
    }
  }

  /// PushKit, location, File Provider, MDM and push-to-talk pushes never reach UNUserNotificationCenter.
  public var reachesNotificationCenter: Bool { self == .alert || self == .background }

  /// The push type a payload needs, read from the payload alone; nil when the payload does not say (no `aps` and no
  /// key that only one type carries): then only the sender knows (config `pushType`, `--push-type`, a provider that
  /// sends only one type).
  /// `member` reads a key of the top level (lint's tree and the payload's object both answer it).
  public static func needed(aps: APS?, member: (String) -> JSONValue?) -> PushType? {
    guard let aps else {
      // An MDM wake-up is {"mdm": "<PushMagic>"} and nothing else (MDM protocol: "Sending MDM commands to a device").
      if member("aps") == nil, member("mdm")?.stringValue != nil { return .mdm }
      return nil
    }
    if aps.liveActivity != nil { return .liveactivity }
    if aps.raw["content-changed"] != nil { return .widgets }
    if Payload.isVisible(aps) { return .alert }
    if aps.contentAvailable { return .background }
    // An aps that shows nothing and asks for no wake-up (`{"aps": {}}`, or a PushKit payload's own keys in aps).
    return nil
  }
}
