/// The profile keys of the push types that never reach UNUserNotificationCenter (Live Activities, location queries,
/// widget and control reloads, MDM, File Provider, complications) and of the Notification Service Extension's time
/// limit (issue 33 item 2). Where Apple is silent the default is pushsim's, said so in the key's help.
///
/// The defaults describe an app set up for the push sent to it: a sender can address a Live Activity, a location query,
/// a widget or a File Provider push only with the token the app obtained for that type, and it obtains one only when it is
/// set up for it. A profile that says otherwise (`false`) gets the finding; none rests on a guess.
struct PushTypeSettings: ProfileSettings {
  /// How an extension ends the work iOS gave it: calls its completion in time, only after the system's warning
  /// (serviceExtensionTimeWillExpire / serviceExtensionWillTerminate), or never.
  enum Finish: String, ProfileChoice {
    case inTime = "in-time", late, never
  }
  enum LocationAuthorization: String, ProfileChoice { case always, whenInUse = "when-in-use", denied }
  /// How iOS meters priority-10 Live Activity pushes (Apple gives no number).
  enum LiveActivityBudget: String, ProfileChoice { case delivered, throttled }
  /// How WidgetKit meters widget pushes ("budgets … and delivers them opportunistically"; no number).
  enum WidgetPushes: String, ProfileChoice { case delivered, held }

  static let liveActivitiesPage =
    "developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"

  static let iosVersionKey = ProfileKey(
    path: "ios.version", kind: .version, defaultValue: .string("26.0"),
    help:
      "The device's iOS version. Push-to-start needs 17.2 (\"On devices that run iOS or iPadOS 17.1 and earlier, you can't start Live Activities with ActivityKit push notifications\"); input-push-channel on a start needs 18; widget pushes need 26 (WidgetPushHandler); Live Activities need 16.1; the Location Push Service Extension needs 15."
  )
  static let liveActivitiesSupportedKey = ProfileKey(
    path: "app.liveActivities.supported", kind: .bool, defaultValue: .bool(true),
    help:
      "The app offers Live Activities: NSSupportsLiveActivities YES and a widget extension with an ActivityConfiguration. Default true: ActivityKit gives the tokens a Live Activity push is sent with only to such an app. false: ActivityKit applies no Live Activity push (ios-live-activity-ignored)."
  )
  static let liveActivitiesAllowedKey = ProfileKey(
    path: "app.liveActivities.allowed", kind: .bool, defaultValue: .bool(true),
    help:
      "The person has not deactivated Live Activities for the app in Settings (ActivityAuthorizationInfo: \"By default, your app can start, update, and end a Live Activity … However, a person can deactivate Live Activities for an app in Settings\"). false: no push starts, updates or ends one."
  )
  static let liveActivitiesStartedByAppKey = ProfileKey(
    path: "app.liveActivities.startedByApp", kind: .bool, defaultValue: .bool(true),
    help:
      "The app started a Live Activity itself (Activity.request with pushType .token) before the world begins, and sent its push token: an update or end has an activity to apply to. false: only a push-to-start starts one."
  )
  static let pushToStartTokenKey = ProfileKey(
    path: "app.liveActivities.pushToStartToken", kind: .bool, defaultValue: .bool(true),
    help:
      "The app observes Activity.pushToStartTokenUpdates and sent the push-to-start token to its server. false: a start push has no token to be sent with, and no Live Activity starts."
  )
  static let frequentUpdatesKey = ProfileKey(
    path: "app.liveActivities.frequentUpdates", kind: .bool, defaultValue: .bool(false),
    help:
      "NSSupportsLiveActivitiesFrequentUpdates is YES and the person left frequent updates on (frequentPushesEnabled). With ios.liveActivityBudget throttled, priority-10 pushes are then not throttled."
  )
  static let liveActivityBudgetKey = ProfileKey(
    path: "ios.liveActivityBudget", choice: LiveActivityBudget.self, defaultValue: .delivered,
    help:
      "\"The system allows for a certain budget of ActivityKit push notifications per hour\"; priority 10 (and no priority) counts, 5 does not; Apple gives no number. delivered (default): every push is applied. throttled: pushsim's number, 10 priority-10 pushes an hour for the app, then the system throttles (pushsim does not apply them), unless app.liveActivities.frequentUpdates."
  )
  static let serviceExtensionFinishesKey = ProfileKey(
    path: "app.serviceExtension.finishes", choice: Finish.self, defaultValue: .inTime,
    help:
      "How the Notification Service Extension's didReceive(_:withContentHandler:) ends. in-time (default): it calls the content handler with its best attempt. late: it misses the limit, and serviceExtensionTimeWillExpire() submits the best attempt. never: it calls the handler in neither, so \"the system displays the original content\"."
  )
  static let serviceExtensionSecondsKey = ProfileKey(
    path: "app.serviceExtension.seconds", kind: .fractionalSeconds(max: 600), defaultValue: .integer(0),
    help:
      "How long the extension's work takes before it calls the content handler, in seconds (fractions allowed): an SDK's extension downloading an attachment (OneSignal, Iterable, CleverTap), a slow network. 0 (default): no time given. With app.serviceExtension.finishes in-time, more than ios.serviceExtensionTimeLimit is late: serviceExtensionTimeWillExpire() submits the best attempt (A9)."
  )
  static let serviceExtensionTimeLimitKey = ProfileKey(
    path: "ios.serviceExtensionTimeLimit", kind: .seconds(max: 600), defaultValue: .integer(30),
    help:
      "The Notification Service Extension's time limit in seconds. Apple says only \"a limited amount of time\"; 30 is the figure developers report, not Apple's. An extension that misses it (app.serviceExtension.finishes late or never) holds the notification this long."
  )
  static let locationEntitlementKey = ProfileKey(
    path: "app.locationPush.entitlement", kind: .bool, defaultValue: .bool(true),
    help:
      "The app has the com.apple.developer.location.push entitlement (\"Without this entitlement, your code receives an error when it calls startMonitoringLocationPushes(completion:)\"), so it has a location push token."
  )
  static let locationExtensionKey = ProfileKey(
    path: "app.locationPush.extension", kind: .bool, defaultValue: .bool(true),
    help:
      "The app has a Location Push Service Extension target (CLLocationPushServiceExtension); without one, CLLocationPushServiceError.missingPushExtension."
  )
  static let locationAuthorizationKey = ProfileKey(
    path: "app.locationPush.authorization", choice: LocationAuthorization.self, defaultValue: .always,
    help:
      "The app's location authorization. The extension is eligible only with always (\"Your app must ask for and receive … always authorization from someone before the extension is eligible to receive push events\")."
  )
  static let locationCompletionKey = ProfileKey(
    path: "app.locationPush.completion", choice: Finish.self, defaultValue: .inTime,
    help:
      "How didReceiveLocationPushPayload(_:completion:) ends: in-time (default); late: only after the system's serviceExtensionWillTerminate() warning; never: the system terminates the extension."
  )
  static let widgetPushHandlerKey = ProfileKey(
    path: "app.widgets.pushHandler", kind: .bool, defaultValue: .bool(true),
    help: "The app's widgets are configured with .pushHandler(_:) (a WidgetPushHandler): WidgetKit reloads their timelines on a widgets push."
  )
  static let widgetPushesKey = ProfileKey(
    path: "ios.widgetPushes", choice: WidgetPushes.self, defaultValue: .delivered,
    help:
      "\"The system budgets WidgetKit push notifications and delivers them opportunistically\"; Apple gives no number. delivered (default): each widgets push reloads the timelines. held: out of budget, WidgetKit does not reload them now."
  )
  static let controlPushHandlerKey = ProfileKey(
    path: "app.controls.pushHandler", kind: .bool, defaultValue: .bool(true),
    help:
      "The app's controls have a registered push handler (ControlPushHandler): \"The system reloads any controls with a registered push handler\"."
  )
  static let mdmEnrolledKey = ProfileKey(
    path: "ios.mdmEnrolled", kind: .bool, defaultValue: .bool(true),
    help:
      "The device is enrolled with the MDM server the push comes from and sent it a TokenUpdate (\"The server needs to send push messages to the device only after receiving the first TokenUpdate message\")."
  )
  static let fileProviderExtensionKey = ProfileKey(
    path: "app.fileProvider.extension", kind: .bool, defaultValue: .bool(true),
    help: "The app has a File Provider extension whose enumerator the system can signal (signalEnumerator(for:completionHandler:))."
  )
  static let complicationOnFaceKey = ProfileKey(
    path: "app.complication.onActiveFace", kind: .bool, defaultValue: .bool(true),
    help:
      "The watch app's complication is on the active watch face (PKPushType.complication: \"If it is not, the system does not deliver pushes of this type\")."
  )

  static let keys: [ProfileKey] = [
    iosVersionKey, liveActivitiesSupportedKey, liveActivitiesAllowedKey, liveActivitiesStartedByAppKey, pushToStartTokenKey, frequentUpdatesKey,
    liveActivityBudgetKey, serviceExtensionFinishesKey, serviceExtensionSecondsKey, serviceExtensionTimeLimitKey, locationEntitlementKey,
    locationExtensionKey,
    locationAuthorizationKey, locationCompletionKey, widgetPushHandlerKey, widgetPushesKey, controlPushHandlerKey, mdmEnrolledKey,
    fileProviderExtensionKey, complicationOnFaceKey,
  ]

  let iosVersion: OSVersion
  let liveActivitiesSupported: Bool
  let liveActivitiesAllowed: Bool
  let liveActivityStartedByApp: Bool
  let pushToStartToken: Bool
  let frequentUpdates: Bool
  let liveActivityBudget: LiveActivityBudget
  let serviceExtensionFinishes: Finish
  let serviceExtensionTimeLimit: Int
  /// Seconds the extension's work takes (0: not given).
  let serviceExtensionSeconds: Double
  let locationEntitlement: Bool
  let locationExtension: Bool
  let locationAuthorization: LocationAuthorization
  let locationCompletion: Finish
  let widgetPushHandler: Bool
  let widgetPushes: WidgetPushes
  let controlPushHandler: Bool
  let mdmEnrolled: Bool
  let fileProviderExtension: Bool
  let complicationOnActiveFace: Bool

  init(_ values: ProfileValues) {
    iosVersion = OSVersion(values.string(Self.iosVersionKey)) ?? OSVersion.newest
    liveActivitiesSupported = values.bool(Self.liveActivitiesSupportedKey)
    liveActivitiesAllowed = values.bool(Self.liveActivitiesAllowedKey)
    liveActivityStartedByApp = values.bool(Self.liveActivitiesStartedByAppKey)
    pushToStartToken = values.bool(Self.pushToStartTokenKey)
    frequentUpdates = values.bool(Self.frequentUpdatesKey)
    liveActivityBudget = values.choice(Self.liveActivityBudgetKey, or: .delivered)
    serviceExtensionFinishes = values.choice(Self.serviceExtensionFinishesKey, or: .inTime)
    serviceExtensionTimeLimit = Int(values.value(Self.serviceExtensionTimeLimitKey).integerValue ?? 30)
    serviceExtensionSeconds = values.value(Self.serviceExtensionSecondsKey).numberValue ?? 0
    locationEntitlement = values.bool(Self.locationEntitlementKey)
    locationExtension = values.bool(Self.locationExtensionKey)
    locationAuthorization = values.choice(Self.locationAuthorizationKey, or: .always)
    locationCompletion = values.choice(Self.locationCompletionKey, or: .inTime)
    widgetPushHandler = values.bool(Self.widgetPushHandlerKey)
    widgetPushes = values.choice(Self.widgetPushesKey, or: .delivered)
    controlPushHandler = values.bool(Self.controlPushHandlerKey)
    mdmEnrolled = values.bool(Self.mdmEnrolledKey)
    fileProviderExtension = values.bool(Self.fileProviderExtensionKey)
    complicationOnActiveFace = values.bool(Self.complicationOnFaceKey)
  }
}

/// An OS version, compared part by part (`17.2` < `17.10` < `18`); missing parts are 0.
public struct OSVersion: Sendable, Comparable, CustomStringConvertible {
  public let parts: [Int]

  /// `"17.2"`, `"26"`, `"17.2.1"`: one to three parts of one to four digits each; nil otherwise.
  public init?(_ text: String) {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(pieces.count) else { return nil }
    var parts: [Int] = []
    for piece in pieces {
      guard (1...4).contains(piece.count), piece.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(piece) else { return nil }
      parts.append(number)
    }
    self.parts = parts
  }

  init(_ parts: Int...) { self.parts = parts }

  /// The newest iOS version pushsim knows of (the default of `ios.version`).
  static let newest = OSVersion(26, 0)

  public var description: String { parts.map(String.init).joined(separator: ".") }

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    for index in 0..<max(lhs.parts.count, rhs.parts.count) {
      let left = index < lhs.parts.count ? lhs.parts[index] : 0
      let right = index < rhs.parts.count ? rhs.parts[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
}

extension AppProfile {
  /// The push-type keys, typed (`PushTypeSettings`).
  var pushTypes: PushTypeSettings { settings(PushTypeSettings.self) }
}
