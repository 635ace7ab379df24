// The provider signature table: data, one entry per identifying rule, in the evaluation order of
// provider-signatures.md §2. "PS n" cites the row of the summary table in
// ../shared/reference/provider-signatures.md; the seed pages are cited by file and section.

extension Signature {
  static let mappSeed = "seeds/000 Manual Integration in Swift, \"Identify Mapp Notifications\"; PS 1b, §2a"
  static let grovsSeed = "seeds/004 Grovs Push notifications, \"What your app receives\"; PS 3a, §2a"
  // Issue 33 item 4: each from the vendor's public source or documentation, read at the commit named.
  static let pushwooshSystem =
    "Pushwoosh/pushwoosh-ios-sdk@f8c5cc8 iOS_SDK/Pushwoosh/PushwooshCore/Commands/PWSystemCommandDispatcher.m processUserInfo:, isSystemPush: (PushwooshTests/PWSystemCommandDispatcherTest.m: \"1\" accepted, 0 refused)"
  static let appsFlyer =
    "support.appsflyer.com/hc/en-us/articles/207364076 (payload for iOS via APNs: an af object with c, is_retargeting, pid; \"indifferent to the push provider\"); AppsFlyerSDK/appsflyer-react-native-plugin@abe386a Docs/RN_PushNotification.md \"Method 2: JSON Method\" (af at the top level, all three required)"
  static let livePerson =
    "LivePersonInc/developer-center@9782496 pages/documents/general-guides/push-service/tls.md \"Payload\" (iOS JSON); LivePersonInc/developer-center issue 71 (a delivered APNs payload with these keys); LPMessagingSDK's handlePush(_:) is closed source"
  static let mindbox =
    "mindbox-cloud/ios-sdk@6e5bde5 Mindbox.isMindboxPush(userInfo:) -> MindboxPushValidator -> NotificationFormatter; Mindbox/PushNotifications/PushNotificationFormatStrategies/NotificationFormatStrategy.swift"
  static let connectyCube =
    "ConnectyCube/connectycube-flutter-call-kit@4fd1ebe ios/Classes/VoIPController.swift pushRegistry(_:didReceiveIncomingPushWith:for:completion:), README \"Show Incoming call screen by push notification\"; ConnectyCube/docs@7c2ce6a src/content/docs/server/push_notifications.md (ios_voip=1 sends a VoIP push)"
  static let bandyer =
    "KaleyraVideo/Video-iOS-SDK-Samples-Objc@16d30cc CallKit-Voip-Example/README.md \"Notification Payload\" (BDKConfig.notificationPayloadKeyPath); Bandyer/Bandyer-Cordova-Plugin@6fff5fc README (voipNotificationKeyPath)"
  static let linphone = "BelledonneCommunications/flexisip@b3cf98c src/pushnotification/apple/apple-request.cc AppleRequest::AppleRequest"
  /// AppsFlyer's af object with the three parameters its documentation requires (the classifier's note reads it too).
  static let appsFlyerObject = Condition.all([.isObject("/af"), .present("/af/pid"), .present("/af/c"), .present("/af/is_retargeting")])
  static let liblinphone = "BelledonneCommunications/liblinphone@9896e6c src/core/app/ios-app-delegate.mm processRemoteNotification:"

  /// Every signature, in evaluation order.
  public static let table: [Signature] = declared + namespaced + structural + ambiguous + supporting + transport

  static let declared: [Signature] = [
    Signature(
      .mapp, .declared, .equals("/push_provider", "mapp_engage"),
      why: "push_provider is \"mapp_engage\", the marker the Mapp multi-provider guide tells teams to set", source: mappSeed),
    Signature(
      .grovs, .declared, .nonEmptyString("/grovs_campaign_id"),
      why: "non-empty grovs_campaign_id: \"a push is a Grovs push when its payload has a non-empty grovs_campaign_id\"", source: grovsSeed),
    Signature(
      .notificare, .declared, .equals("/x-sender", "notificare"),
      why: "x-sender is \"notificare\"", source: "PS 25; notificare-sdk-ios@27c1f95 NotificarePushImpl.isNotificareNotification"),
    Signature(
      .sfmc, .declared, .equals("/_sid", "SFMC", ignoringCase: true),
      why: "_sid is \"SFMC\"", source: "PS 15; MarketingCloudSDK-iOS@571ce59 (strings), Android isMarketingCloudPush"),
    Signature(
      .webengage, .declared, .equals("/source", "webengage"),
      why: "source is \"webengage\"", source: "PS 30; WEServiceExtension@5ad712d WEServiceExtension.didReceive"),
    Signature(
      .insider, .declared, .any([.equals("/source", "Insider"), .present("/ins_push_type")]),
      why: "source is \"Insider\" or ins_push_type is set", source: "PS 31; Insider integration code (triggerPushProcessWithUserInfo)"),
    Signature(
      .helpshift, .declared, .equals("/origin", "helpshift"),
      why: "origin is \"helpshift\"", source: "PS 35; Helpshift SDK header example"),
    Signature(
      .adjust, .declared, .equals("/adjust_purpose", "uninstall detection"),
      why: "adjust_purpose is \"uninstall detection\": Adjust's daily silent push for uninstall measurement, which apps should ignore",
      source:
        "adjust/android_sdk@b0c927b Constants.FCM_PAYLOAD_KEY/FCM_PAYLOAD_VALUE, Util.isAdjustUninstallDetectionPayload; help.adjust.com/en/article/uninstalls-reinstalls (the iOS push is silent)"
    ),
    Signature(
      .stream, .declared, .equals("/stream/sender", "stream.chat"),
      why: "stream.sender is \"stream.chat\"", source: "PS 39; GetStream stream-chat-swift ChatRemoteNotificationHandler"),
    // Pushwoosh's system commands carry no pw_msg (PS 14 knows only pw_msg): the SDK's own test is the integerValue of
    // pw_system_push, so the number 1 and the string "1" both count and 0 does not (the vendor's tests assert both).
    Signature(
      .pushwoosh, .declared, .integerValue("/pw_system_push", equals: 1),
      why:
        "pw_system_push is 1 (number or string): a Pushwoosh system command (pw_command or pw_commands) the SDK runs and does not show",
      source: pushwooshSystem),
  ]

  static let namespaced: [Signature] = [
    Signature(
      .netmera, .namespaced, .isObject("/_nm"),
      why: "_nm dictionary: Netmera's data container", source: "PS 2; Netmera/netmera-ios@526a082 NetmeraCore key paths _nm.*"),
    Signature(
      .braze, .namespaced, .nonEmptyObject("/ab"),
      why: "ab is a non-empty dictionary (isAppboyRemoteNotification)", source: "PS 6; Appboy/appboy-ios-sdk@2afdd54 ABKPushUtils"),
    Signature(
      .iterable, .namespaced, .isObject("/itbl"),
      why: "itbl dictionary: Iterable's metadata", source: "PS 9; Iterable/swift-sdk@4e08441 NotificationHelper.inspect"),
    Signature(
      .batch, .namespaced, .nonEmptyObject("/com.batch"),
      why: "com.batch dictionary (isBatchPush)", source: "PS 13; BatchLabs/Batch-iOS-SDK@a543f13 BAPushCenter.m"),
    Signature(
      .airship, .namespaced, .present("/com.urbanairship.metadata"),
      why: "com.urbanairship.metadata key (UNNotification.isAirshipPush() of the Swift SDK)",
      source: "PS 7; urbanairship/ios-library@d9409a8 DefaultAirshipPush.swift; sdk-behaviour-more.md §3 fact 18"),
    Signature(
      .airship, .namespaced, .keyPrefix(["com.urbanairship"]),
      why: "another com.urbanairship.* key (the older Objective-C SDK's isAirshipNotificationContent prefix check)",
      source: "PS 7; urbanairship/ios-library UNNotificationContent+UAAdditions (Objective-C SDK)"),
    Signature(
      .customerio, .namespaced, .all([.isString("/CIO-Delivery-ID"), .isString("/CIO-Delivery-Token")]),
      why: "CIO-Delivery-ID and CIO-Delivery-Token strings", source: "PS 10; customerio/customerio-ios@8b9ee36 PushNotification.swift"),
    Signature(
      .appmetrica, .namespaced, .isObject("/yamp"),
      why: "yamp dictionary", source: "PS 32; appmetrica/push-sdk-ios@403cb3c AMPPushNotificationPayloadParser.m"),
    Signature(
      .adobeAJO, .namespaced, .nonEmptyObject("/_xdm"),
      why: "_xdm tracking dictionary", source: "PS 21; adobe/aepsdk-messaging-ios@5dad851 Messaging+PublicAPI.swift"),
    Signature(
      .mixpanel, .namespaced, .present("/mp"),
      why: "mp key (isMixpanelPushNotification)", source: "PS 18; mixpanel/mixpanel-iphone Mixpanel.m"),
    Signature(
      .pushwoosh, .namespaced, .present("/pw_msg"),
      why: "pw_msg key (isPushwooshMessage)", source: "PS 14; Pushwoosh/pushwoosh-ios-sdk PWMessage"),
    Signature(
      .pushwoosh, .namespaced, .isObject("/pw_stories"),
      why: "pw_stories dictionary: Pushwoosh Stories", source: "Pushwoosh/pushwoosh-ios-sdk DocC (Stories payload, root form)"),
    Signature(
      .leanplum, .namespaced, .any([.present("/_lpm"), .present("/_lpu"), .present("/_lpn"), .present("/_lpv")]),
      why: "_lpm/_lpu/_lpn/_lpv key (messageIdFromUserInfo)", source: "PS 12; Leanplum/Leanplum-iOS-SDK@0a1f214 Utilities.swift"),
    Signature(
      .clevertap, .namespaced, .keyPrefix(["W$", "wzrk_"]),
      why: "W$* or wzrk_* key (isCleverTapNotification)", source: "PS 8; CleverTap/clevertap-ios-sdk@3af43fc CleverTap.m"),
    Signature(
      .twilio, .namespaced, .any([.isString("/twi_message_type"), .isString("/twi_message_id")]),
      why: "twi_message_type (twilio.conversations.*, twilio.voice.call, twilio.voice.cancel) or twi_message_id string",
      source:
        "twilio/twilio-conversations-demo-ios-swift@a3c1ec0 AppDelegate.swift, NotificationService.swift (twi_message_type); twilio.github.io/twilio-voice-ios TVOCallInvite.isValid (Voice pushes: twi_message_type, twi_message_id, twi_call_sid)"
    ),
    Signature(
      .knock, .namespaced, .present("/knock_message_id"),
      why: "knock_message_id key", source: "PS 27; knocklabs/knock-swift@8ec1b7e KnockAppDelegate.swift"),
    Signature(
      .appcues, .namespaced,
      .all([.isString("/appcues_account_id"), .isString("/appcues_app_id"), .isString("/appcues_user_id"), .isString("/appcues_notification_id")]),
      why: "the four appcues_* id strings (ParsedNotification)", source: "PS 29; appcues/appcues-ios-sdk@0d12d4d ParsedNotification.swift"),
    Signature(
      .intercom, .namespaced, .present("/intercom_push_type"),
      why: "intercom_push_type key", source: "PS 33; Intercom Android SDK / Capacitor plugin key names"),
    Signature(
      .sendbird, .namespaced, .present("/sendbird"),
      why: "sendbird key", source: "PS 34; Sendbird UIKit sample code"),
    Signature(
      .moengage, .namespaced, .isObject("/moengage"),
      why: "moengage dictionary", source: "PS 17; MoEngage-iOS-SDK MoEngageMessaging swiftinterface"),
    Signature(
      .emarsys, .namespaced, .isObject("/ems"),
      why: "ems dictionary", source: "PS 16; emartech/ios-emarsys-sdk@a993222 EMSPushV3Internal.m"),
    Signature(
      .acoustic, .namespaced, .present("/mce"),
      why: "mce key", source: "PS 38; Acoustic/Xtify sample app code"),
    Signature(
      .zendesk, .namespaced, .present("/zendesk_sdk_request_id"),
      why: "zendesk_sdk_request_id key", source: "PS 36; Zendesk Support SDK docs"),
    Signature(
      .swrve, .namespaced, .any([.notNull("/_p"), .notNull("/_sp")]),
      why: "_p or _sp push id (not null)", source: "PS 19; Swrve/swrve-ios-sdk SwrveNotificationConstants.m"),
    Signature(
      .adobeCampaign, .namespaced, .all([.present("/_mId"), .present("/_dId")]),
      why: "_mId message id and _dId delivery id", source: "PS 21a; Adobe Campaign Standard push-payload docs"),
    Signature(
      .grovs, .namespaced, .present("/linksquared"),
      why: "linksquared key (the Android/FCM form of a Grovs push)", source: "PS 3; grovs-io/grovs-Android@1116edd MessagingService.kt"),
  ]

  static let structural: [Signature] = [
    Signature(
      .kumulos, .structural, .isObject("/custom/a/k.message"),
      why: "custom.a[\"k.message\"] dictionary (checked before OneSignal on the shared custom key)",
      source: "PS 20; Kumulos/KumulosSdkSwift@74c54ac Kumulos+Push.swift"),
    Signature(
      .onesignal, .structural, .any([.present("/custom/i"), .present("/os_data/i")]),
      why: "custom.i (or os_data.i) notification id (isOneSignalPayload)",
      source: "PS 5; OneSignal/OneSignal-iOS-SDK@01f69c8 OneSignalHelper.m", yieldsTo: [.kumulos]),
    Signature(
      .klaviyo, .structural, .all([.isObject("/body"), .present("/body/_k")]),
      why: "body._k (checked before Expo on the shared body key)", source: "PS 11; klaviyo/klaviyo-swift-sdk@67a8b4c Dictionary+Metadata.swift"),
    Signature(
      .expo, .structural, .any([.present("/experienceId"), .present("/scopeKey")]),
      why: "experienceId or scopeKey", source: "PS 37; expo/expo EXScopedNotificationsUtils", yieldsTo: [.klaviyo]),
    Signature(
      .pinpoint, .structural, .isObject("/data/pinpoint"),
      why: "data.pinpoint dictionary", source: "PS 22; aws-amplify/amplify-swift@d11c5ec PushNotificationUserInfo+Pinpoint.swift"),
    Signature(
      .pusherBeams, .structural, .present("/data/pusher/publishId"),
      why: "data.pusher.publishId", source: "PS 23; pusher/push-notifications-swift@441a6de PublishId.swift"),
    Signature(
      .countly, .structural, .all([.isObject("/c"), .present("/c/i")]),
      why: "c.i notification id in a c dictionary", source: "PS 24; Countly/countly-sdk-ios@7b29bb6 CountlyNotificationService.m"),
    Signature(
      .emarsys, .structural, .all([.present("/u/sid"), .absent("/pw_msg")]),
      why: "u.sid message id without Pushwoosh's pw_msg (u is Pushwoosh's custom data: Emarsys names it PushwooshMessageCustomDataKey)",
      source: "PS 16; ios-emarsys-sdk@a993222 NSDictionary+MobileEngage.m", yieldsTo: [.pushwoosh]),
    Signature(
      .infobip, .structural, .all([.isString("/messageId"), .isObject("/internalData")]),
      why: "messageId string with the internalData dictionary", source: "PS 26; infobip/mobile-messaging-sdk-ios@3d78922 MTMessage.swift"),
    // conversationId and brandId are generic names (chat SDKs, apps): only with LivePerson's backendService.
    Signature(
      .liveperson, .structural, .all([.isString("/backendService"), .present("/brandId"), .present("/conversationId")]),
      why:
        "backendService string (the sending LivePerson service, \"ams\" in most cases) with brandId and conversationId: the shared fields of a LivePerson Messaging push",
      source: livePerson),
    // clickUrl alone is a generic name: the SDK's isMindboxPush accepts clickUrl with aps.alert.body, pushsim also wants
    // the uniqueKey that pushClicked / pushDelivered track, which Mindbox's own pushes carry.
    Signature(
      .mindbox, .structural, .all([.isString("/uniqueKey"), .isString("/clickUrl")]),
      why:
        "uniqueKey and clickUrl strings: Mindbox's current format (CurrentFormatStrategy also needs aps.alert.body; clickUrl without uniqueKey is too generic to name Mindbox)",
      source: mindbox + " CurrentFormatStrategy.handle(userInfo:), Mindbox/PublicModels/MBPushNotification.swift"),
    Signature(
      .mindbox, .structural, .all([.present("/aps/clickUrl"), .present("/aps/uniqueKey")]),
      why: "clickUrl and uniqueKey inside aps: Mindbox's legacy format (NotificationStrategyFactory picks LegacyFormatStrategy on these two)",
      source: mindbox + " LegacyFormatStrategy; NotificationFormatFactory.swift NotificationStrategyFactory.strategy(for:)"),
    // session_id is a generic name: only with one of the three signal_type values the plugin acts on.
    Signature(
      .connectycube, .structural,
      .all([
        .isString("/session_id"),
        .any([.equals("/signal_type", "startCall"), .equals("/signal_type", "endCall"), .equals("/signal_type", "rejectCall")]),
      ]),
      why:
        "session_id string with signal_type startCall, endCall or rejectCall: the call push ConnectyCube's CallKit plugin reads in PushKit's didReceiveIncomingPushWith (a VoIP push when sent with ios_voip=1)",
      source: connectyCube, sentAs: .voip),
    Signature(
      .bandyer, .structural,
      .atRootOrInAMember(.all([.isString("/roomAlias"), .isString("/initiator"), .present("/users")])),
      why:
        "roomAlias and initiator strings with users: the incoming-call dictionary the Bandyer SDK reads from a VoIP push at the app's notificationPayloadKeyPath (looked for at the root and in each top-level member)",
      source: bandyer, sentAs: .voip),
    // Flexisip's three templates (apple-request.cc): VoIP and background put call-id inside aps, the message push at the top.
    Signature(
      .linphone, .structural, .all([.isString("/from-uri"), .isString("/aps/call-id"), .absent("/aps/content-available")]),
      why: "call-id inside aps with a from-uri string: Flexisip's VoIP push, whose aps.call-id liblinphone's PushKit handler reads",
      source: linphone + " (PushType::VoIP); " + liblinphone, sentAs: .voip),
    Signature(
      .linphone, .structural, .all([.isString("/from-uri"), .isString("/aps/call-id"), .present("/aps/content-available")]),
      why: "call-id inside an aps with content-available and a from-uri string: Flexisip's background push for a call",
      source: linphone + " (PushType::Background)", sentAs: .background),
    Signature(
      .linphone, .structural, .all([.isString("/from-uri"), .isString("/call-id"), .present("/chat-room-addr")]),
      why: "top-level call-id and chat-room-addr with a from-uri string: Flexisip's message push, read by Linphone's Notification Service Extension",
      source:
        linphone + " (PushType::Message); BelledonneCommunications/linphone-iphone@44bb74e msgNotificationService/NotificationService.swift",
      sentAs: .alert),
  ]

  static let ambiguous: [Signature] = [
    Signature(
      .mapp, .ambiguous, .all([.nonZeroNumber("/p"), .absent("/pw_msg")]),
      why: "p is a non-zero number without Pushwoosh's pw_msg: the Mapp SDK's own push id check",
      source: "PS 1; libAppoxeeSDK.a 6.1.3 -[APXPushNotification setValuesForKeysWithDictionary:]"),
    Signature(
      .mapp, .ambiguous, .all([.nonZeroNumber("/apbcd"), .absent("/pw_msg")]),
      why: "apbcd rich-message id (the SDK's fallback when p is absent)", source: "PS 1; libAppoxeeSDK.a 6.1.3 APXPushNotification"),
    Signature(
      .airship, .ambiguous, .present("/_"),
      why: "bare _ send id (low confidence)", source: "PS 7; Airship PushReceivedEvent"),
    Signature(
      .localytics, .ambiguous, .present("/ll"),
      why: "ll dictionary (low confidence: app code only)", source: "PS 40; third-party app code"),
    Signature(
      .courier, .ambiguous, .isString("/trackingUrl"),
      why: "trackingUrl string (a generic name)", source: "PS 28; trycourier/courier-ios@a140269 Extensions.swift"),
    Signature(
      .vibes, .ambiguous, .any([.present("/message_uid"), .present("/client_app_data")]),
      why: "message_uid or client_app_data (generic names)", source: "PS 41; vibes/push-sdk-ios@53dff04 AppObserver.swift"),
    Signature(
      .infobip, .ambiguous, .isString("/messageId"),
      why: "messageId string: Infobip's SDK claims any push with one (a generic name)",
      source: "PS 26; infobip/mobile-messaging-sdk-ios@3d78922 MM_MTMessage.init?(payload:)"),
    Signature(
      .klaviyo, .ambiguous, .isString("/rich-media"),
      why: "rich-media URL read by Klaviyo's Notification Service Extension", source: "klaviyo/klaviyo-swift-sdk README \"Rich Push\" @67a8b4c"),
    Signature(
      .emarsys, .ambiguous, .all([.isString("/del-id"), .absent("/pw_msg")]),
      why: "del-id of an Emarsys silent delete push", source: "emartech/ios-emarsys-sdk@a993222 docs push.adoc (silent push)"),
    Signature(
      .pushwoosh, .ambiguous, .any([.isObject("/live_activity/content-state"), .isString("/live_activity/event")]),
      why: "live_activity block: Pushwoosh's Live Activity update outside aps",
      source: "Pushwoosh/pushwoosh-ios-sdk PushwooshLiveActivities DocC"),
    // Not a generic key alone (af must hold all three), but weak by design: AppsFlyer measures pushes that another
    // provider sends ("indifferent to the push provider"; pid names that sender), so it yields to any other match.
    Signature(
      .appsflyer, .ambiguous, appsFlyerObject,
      why:
        "af object with pid, c and is_retargeting: AppsFlyer's push-attribution JSON, which rides on any provider's push, so it names the provider only when no other signature holds",
      source: appsFlyer),
  ]

  static let supporting: [Signature] = [
    Signature(
      .mapp, .supporting,
      .any([
        .present("/apx_dpl"), .present("/apx_url"), .present("/apx_aid"), .present("/apx_vc"), .present("/apx_dn"), .present("/ios_apx_media"),
        .present("/aps/lc"),
      ]),
      why: "Mapp keys (apx_* actions, ios_apx_media, aps.lc); the seed says not to identify Mapp by these alone",
      source: "PS 1a; seeds/000 \"Identify Mapp Notifications\""),
    Signature(
      .grovs, .supporting, .any([.present("/grovs_link"), .present("/grovs_image")]),
      why: "grovs_link / grovs_image, set when the campaign has them", source: grovsSeed),
    Signature(
      .netmera, .supporting, .present("/_nm/pt"),
      why: "_nm.pt push type", source: "PS 2; sdk-behaviour.md §2.2"),
    Signature(
      .stream, .supporting, .any([.equals("/aps/category", "stream.chat"), .equals("/aps/category", "MESSAGE_NEW")]),
      why: "aps.category is a Stream Chat category (supporting only: categories are app-registrable)", source: "PS 39"),
    Signature(
      .infobip, .supporting, .isObject("/customPayload"),
      why: "customPayload dictionary", source: "PS 26"),
    Signature(
      .pushwoosh, .supporting, .any([.isString("/pw_command"), .present("/pw_commands")]),
      why: "pw_command (one command) or pw_commands (a list of {command, value}) of a system push", source: pushwooshSystem),
    Signature(
      .liveperson, .supporting, .present("/originatorId"),
      why: "originatorId (account and agent of the message)", source: livePerson),
    Signature(
      .mindbox, .supporting, .any([.isString("/imageUrl"), .isString("/payload"), .present("/buttons")]),
      why: "imageUrl, payload and buttons of MBPushNotification", source: mindbox + "; Mindbox/PublicModels/MBPushNotification.swift"),
    Signature(
      .connectycube, .supporting,
      .any([.present("/call_type"), .present("/caller_id"), .present("/caller_name"), .present("/call_opponents")]),
      why: "call_type, caller_id, caller_name and call_opponents of a startCall push", source: connectyCube),
    Signature(
      .linphone, .supporting, .any([.present("/pn_ttl"), .isString("/aps/loc-key"), .present("/send-time"), .present("/aps/send-time")]),
      why: "pn_ttl, send-time and aps.loc-key (IC_MSG for a call unless the contact's pn-call-str names another) of Flexisip's templates",
      source: linphone + "; flexisip@b3cf98c src/pushnotification/push-info.cc (pn-call-str default IC_MSG)"),
  ]

  static let transport: [Signature] = [
    Signature(
      .firebase, .transport, .any([.keyPrefix(["gcm.", "google.c."]), .isObject("/fcm_options")]),
      why: "FCM keys (gcm.message_id, google.c.*, fcm_options): delivered via Firebase Cloud Messaging",
      source: "PS 4; firebase/firebase-ios-sdk@ae9c71c FIRMessagingConstants.m")
  ]
}
