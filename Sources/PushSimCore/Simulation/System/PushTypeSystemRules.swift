/// What iOS does with the push types that never reach UNUserNotificationCenter (a Live Activity's life, location queries,
/// widget and control reloads, MDM, File Provider, complications) and the Notification Service Extension's time limit
/// (issue 33 item 2). Each rule cites Apple's page; where Apple gives no number the rule says so and names the profile
/// switch (`PushTypeSettings`).
public enum PushTypeSystemRules {
  public static let all: [SimRule] = [
    .iosLiveActivityStart, .iosLiveActivityIgnored, .iosLiveActivityStale, .iosLiveActivityEnd, .iosLiveActivityBudget, .iosNseTimeLimit,
    .iosLocationPush, .iosWidgetPush, .iosControlPush, .iosMdmPush, .iosFileProviderPush, .iosComplicationPush,
  ]
}

extension SimRule {
  static let liveActivityPage =
    "developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"

  static let iosLiveActivityStart = SimRule(
    id: "ios-live-activity-start", title: "A push starts a Live Activity",
    detail:
      "An event start push with attributes-type, attributes and an alert starts a new Live Activity: the system \"starts a new Live Activity, wakes up your app, and grants it background runtime\" (pushTokenUpdates gives it the update token; no notification callback). It needs iOS 17.2 (\"On devices that run iOS or iPadOS 17.1 and earlier, you can't start Live Activities with ActivityKit push notifications\"), the push-to-start token the app gets from pushToStartTokenUpdates (app.liveActivities.pushToStartToken), and input-push-channel needs iOS 18 (\"If you send this payload to a device that doesn't run iOS 18 and later, then the Live Activity will not start\"). Without attributes-type or attributes nothing tells ActivityKit which activity to start; without an alert Apple's requirement is broken and what iOS does is not documented (pushsim starts it and warns).",
    source:
      "A22 (Start new Live Activities with ActivityKit push notifications; Construct the payload that starts a Live Activity) — \(liveActivityPage); developer.apple.com/documentation/activitykit/activity/pushtostarttokenupdates",
    confidence: "H/M"
  ).decided(by: [PushTypeSettings.iosVersionKey, PushTypeSettings.pushToStartTokenKey])
  static let iosLiveActivityIgnored = SimRule(
    id: "ios-live-activity-ignored", title: "A Live Activity push that changes nothing",
    detail:
      "\"The system ignores an ActivityKit push notification if it arrives after the Live Activity ended\", and an update or end whose timestamp is older than the activity's last (\"If this is older than a previous update or push payload, the system ignores this update\"). An update or end with no Live Activity to apply to does nothing either (pushsim applies one to the newest activity: ActivityKit addresses it by a push token the payload does not carry). An app without Live Activities (app.liveActivities.supported) or whose user deactivated them (app.liveActivities.allowed) gets none applied. The alert of a push ActivityKit ignores is not shown (pushsim's reading: Apple does not say).",
    source:
      "A22 (Construct the ActivityKit remote push notification payload) — \(liveActivityPage); developer.apple.com/documentation/activitykit/activity/update(_:alertconfiguration:timestamp:); developer.apple.com/documentation/activitykit/activity/end(_:dismissalpolicy:timestamp:); developer.apple.com/documentation/activitykit/activityauthorizationinfo",
    confidence: "H/M"
  ).decided(by: [
    PushTypeSettings.liveActivitiesSupportedKey, PushTypeSettings.liveActivitiesAllowedKey, PushTypeSettings.liveActivitiesStartedByAppKey,
  ])
  static let iosLiveActivityStale = SimRule(
    id: "ios-live-activity-stale", title: "A Live Activity becomes stale at its stale-date",
    detail:
      "When the Live Activity is not updated until its stale-date, its activityState \"changes to ActivityState.stale at the specified date\"; an update replaces the stale-date (\"With each update, you can advance this stale-date\"), and one without a stale-date leaves none. pushsim places dates on its clock from the first timestamp it sees (Apple: \"Set the timestamp to the current time in seconds since 1970\"); advance moves the clock.",
    source: "A22 (Mark a Live Activity as outdated by setting a stale date) — \(liveActivityPage)", confidence: "H")
  static let iosLiveActivityEnd = SimRule(
    id: "ios-live-activity-end", title: "A Live Activity ends, and leaves the Lock Screen later",
    detail:
      "An end push ends the Live Activity (with its final content-state). \"By default the Live Activity appears on the Lock Screen for up to four hours after it ends\"; a dismissal-date in the past removes it \"immediately\", one \"within a four-hour window\" at that date (pushsim takes four hours for the default and caps a later date there; the person may remove it sooner). A Live Activity that is never ended ends after eight hours (\"After the eight-hour limit, the system automatically ends the Live Activity\") and stays on the Lock Screen up to four more.",
    source:
      "A22 (End the Live Activity with a custom dismissal date) — \(liveActivityPage); developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities (Understand constraints)",
    confidence: "H")
  static let iosLiveActivityBudget = SimRule(
    id: "ios-live-activity-budget", title: "Priority-10 Live Activity pushes count against an hourly budget",
    detail:
      "\"The system allows for a certain budget of ActivityKit push notifications per hour\": priority 10 (and no priority) counts, priority 5 \"doesn't count toward the budget\"; \"If you exceed the budget, the system may throttle\". NSSupportsLiveActivitiesFrequentUpdates (app.liveActivities.frequentUpdates) allows more. Apple gives no number: ios.liveActivityBudget delivered (default) applies every push; throttled applies 10 priority-10 pushes an hour (pushsim's number) and throttles the rest, unless frequent updates are on.",
    source: "A22 (Determine the update frequency) — \(liveActivityPage)", confidence: "L"
  ).decided(by: [PushTypeSettings.liveActivityBudgetKey, PushTypeSettings.frequentUpdatesKey])
  static let iosNseTimeLimit = SimRule(
    id: "ios-nse-time-limit", title: "The Notification Service Extension's time limit and fallback",
    detail:
      "didReceive(_:withContentHandler:) \"has a limited amount of time to perform its task and execute the provided completion block. If your method doesn't finish in time, the system calls the serviceExtensionTimeWillExpire() method to give you one last chance to submit your changes. If you don't update the notification content before time expires, the system displays the original content.\" app.serviceExtension.finishes says how the app's extension ends (in-time, late: its best attempt from serviceExtensionTimeWillExpire, never: the original content); Apple gives no number for the limit: ios.serviceExtensionTimeLimit, 30 s by default (developers' figure).",
    source: "A9; A8; developer.apple.com/documentation/usernotifications/unnotificationserviceextension", confidence: "H/L"
  ).decided(by: [PushTypeSettings.serviceExtensionFinishesKey, PushTypeSettings.serviceExtensionTimeLimitKey])
  static let iosLocationPush = SimRule(
    id: "ios-location-push", title: "A location query runs the Location Push Service Extension",
    detail:
      "iOS runs the app's Location Push Service Extension, didReceiveLocationPushPayload(_:completion:), not the app. It needs the com.apple.developer.location.push entitlement (its token comes from startMonitoringLocationPushes(completion:)), the extension, Always authorization (\"before the extension is eligible to receive push events\") and iOS 15. \"Execute this block as quickly as possible … If you take too long … the system calls the serviceExtensionWillTerminate() method as a warning. If you still don't call the block in a timely manner, the system terminates\" the extension (app.locationPush.completion). Apple documents no payload schema.",
    source:
      "developer.apple.com/documentation/corelocation/creating-a-location-push-service-extension; developer.apple.com/documentation/corelocation/cllocationpushserviceextension/didreceivelocationpushpayload(_:completion:); developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.location.push",
    confidence: "H"
  ).decided(by: [
    PushTypeSettings.locationEntitlementKey, PushTypeSettings.locationExtensionKey, PushTypeSettings.locationAuthorizationKey,
    PushTypeSettings.locationCompletionKey,
  ])
  static let iosWidgetPush = SimRule(
    id: "ios-widget-push", title: "A widgets push reloads the push-enabled widgets",
    detail:
      "\"When WidgetKit receives a push notification, it reloads your timelines, similar to when you call reloadAllTimelines()\", for widgets configured with a push handler (.pushHandler(_:), iOS 26). No app code runs. \"The system budgets WidgetKit push notifications and delivers them opportunistically\": Apple gives no number (ios.widgetPushes).",
    source: "developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications", confidence: "H/L"
  ).decided(by: [PushTypeSettings.widgetPushHandlerKey, PushTypeSettings.widgetPushesKey, PushTypeSettings.iosVersionKey])
  static let iosControlPush = SimRule(
    id: "ios-control-push", title: "A controls push reloads the push-enabled controls",
    detail:
      "\"The system reloads any controls with a registered push handler in response to a push notification event\" (ControlPushHandler). No app code runs; a control without a push handler is not reloaded.",
    source: "developer.apple.com/documentation/widgetkit/updating-controls-locally-and-remotely", confidence: "H"
  ).decided(by: [PushTypeSettings.controlPushHandlerKey])
  static let iosMdmPush = SimRule(
    id: "ios-mdm-push", title: "An MDM push makes the device poll its MDM server",
    detail:
      "The MDM server \"sends a notification through … APNs … to make a device poll the device management service for commands\"; the payload holds only the PushMagic (mdm). The device's MDM client does it, for a device enrolled with that server (it sent a TokenUpdate); no app code runs.",
    source:
      "developer.apple.com/documentation/devicemanagement/sending-mdm-commands-to-a-device; developer.apple.com/documentation/devicemanagement/token-update",
    confidence: "H"
  ).decided(by: [PushTypeSettings.mdmEnrolledKey])
  static let iosFileProviderPush = SimRule(
    id: "ios-file-provider-push", title: "A File Provider push signals the enumerator",
    detail:
      "\"When the system receives the notification, it automatically calls the signalEnumerator(for:completionHandler:) method with the specified identifier. It also delivers the notification to any PKPushRegistryDelegate objects.\" The identifier is the payload's container-identifier (NSFileProviderManager.h); an app without a File Provider extension has no enumerator to signal.",
    source: "developer.apple.com/documentation/fileprovider/using-push-notifications-to-signal-changes", confidence: "H/M"
  ).decided(by: [PushTypeSettings.fileProviderExtensionKey])
  static let iosComplicationPush = SimRule(
    id: "ios-complication-push", title: "A complication push reaches the watch app only on the active face, 50 a day",
    detail:
      "PKPushType.complication: \"The watchOS app's complication must be active on the user's current clock face. If it is not, the system does not deliver pushes of this type … The system limits you to 50 push notifications per day. If you exceed the limit, subsequent pushes are not delivered.\" PushKit hands it to the watch app's PKPushRegistryDelegate (the iOS side is deprecated).",
    source: "developer.apple.com/documentation/pushkit/pkpushtype/complication", confidence: "H"
  ).decided(by: [PushTypeSettings.complicationOnFaceKey])
}
