/// A named rule of the iOS model: every trace step and finding carries one, and
/// `pushsim explain ID` prints it with its source.
public struct SimRule: Sendable {
  public let id: String
  public let title: String
  public let detail: String
  /// The reference rows (ios-delivery.md, seeds) with Apple's source tags.
  public let source: String
  /// H / M / L as the reference grades the evidence; weak rules expose a profile switch.
  public let confidence: String
  /// The profile keys whose values decide this rule's outcome: `pushsim check` cites the app's line that set them.
  public private(set) var decidingKeys: [String] = []

  init(id: String, title: String, detail: String, source: String, confidence: String) {
    self.id = id
    self.title = title
    self.detail = detail
    self.source = source
    self.confidence = confidence
  }

  /// The rule, with the profile keys that decide its outcome.
  func decided(by keys: [ProfileKey]) -> SimRule {
    var rule = self
    rule.decidingKeys = keys.map(\.path)
    return rule
  }
}

/// The iOS system rules (ios-delivery.md §1–§5).
public enum SystemRules {
  public static let all: [SimRule] = listed + PushTypeSystemRules.all
  static let listed: [SimRule] = [
    .iosNseRuns, .iosNseSkipped, .iosPresentSystem, .iosNotAuthorized, .iosWillPresent, .iosWillPresentMissing, .iosForegroundNoDelegate,
    .iosDrnForeground, .iosBackgroundWake, .iosBackgroundLaunch, .iosNoBackgroundMode, .iosForceQuitDiscard, .iosNeverLaunched, .iosBackgroundHeaders,
    .iosFetchCompletion, .iosLaunchByTap, .iosDelegateInLaunch, .iosDelegateTooLate, .iosTapFromBackground, .iosTapInForeground, .iosTapLegacy,
    .iosResponseCompletion, .iosAction, .iosActionUnknown, .iosDismiss, .iosDismissNotReported, .iosNothingToTap, .iosLiveActivity,
    .iosBadgeSoundOnly, .iosBackgroundHeld, .iosPushTypeReceiver,
  ]

  /// System and SDK rules together.
  public static let everyRule: [SimRule] = all + PushKitRules.all + WorldRules.all + SDKRules.all + CheckRules.all
  /// By id, built once: `pushsim check` asks for every finding it cites (ids are unique, a test says so).
  private static let byID = Dictionary(everyRule.map { ($0.id, $0) }) { first, _ in first }

  public static func rule(id: String) -> SimRule? { byID[id] }
}

/// The iOS system rules, each a constant the simulator refers to by name.
extension SimRule {
  static let iosNseRuns = SimRule(
    id: "ios-nse-runs", title: "Notification Service Extension runs",
    detail:
      "With alerts authorized, mutable-content 1 and an alert with title, subtitle or body, iOS runs the NSE before showing the push, in every app state (force-quit too). It has a limited amount of time (ios-nse-time-limit: then serviceExtensionTimeWillExpire(), and the best attempt or the original content). `simctl push` does not run it.",
    source: "ios-delivery.md G10, §1.2 column (d), §4 NSE row (A8, A9, S4)", confidence: "H")
  static let iosNseSkipped = SimRule(
    id: "ios-nse-skipped", title: "Notification Service Extension does not run",
    detail:
      "mutable-content 1 without alert text, or with alerts not authorized: iOS never starts the extension, so nothing is attached or rewritten.",
    source: "ios-delivery.md G10, G11 (A8)", confidence: "H")
  static let iosPresentSystem = SimRule(
    id: "ios-present-system", title: "iOS presents the notification itself",
    detail:
      "When the app is not in the foreground and alerts are authorized, iOS shows the alert (banner, Notification Center, lock screen), plays the sound and sets the badge. No app code runs for that.",
    source: "ios-delivery.md §1.2 (a) rows, §1.4 row 1 (A1, A2)", confidence: "H")
  static let iosNotAuthorized = SimRule(
    id: "ios-not-authorized", title: "Notifications not authorized",
    detail: "Without the user's authorization iOS shows no alert, plays no sound and sets no badge; silent pushes still arrive.",
    source: "ios-delivery.md G11 (R21, A8)", confidence: "M")
  static let iosWillPresent = SimRule(
    id: "ios-will-present", title: "willPresent decides foreground presentation",
    detail:
      "In the foreground iOS asks the delegate's userNotificationCenter(_:willPresent:withCompletionHandler:); only the returned options (.banner, .list, .sound, .badge; deprecated .alert) are shown. [] shows nothing.",
    source: "ios-delivery.md G9, §1.2 foreground modern row, §1.4, §1.6 (A7, A16, H1, H3)", confidence: "H")
  static let iosWillPresentMissing = SimRule(
    id: "ios-will-present-missing", title: "Delegate without willPresent",
    detail: "If the delegate does not implement willPresent, iOS behaves as if it returned [] and the foreground notification is not shown.",
    source: "ios-delivery.md G9, §1.4 row 3 (A7)", confidence: "H"
  ).decided(by: [AppSettings.implementsWillPresentKey])
  static let iosForegroundNoDelegate = SimRule(
    id: "ios-foreground-no-delegate", title: "No notification-center delegate in the foreground",
    detail:
      "With no UNUserNotificationCenter delegate, a foreground alert goes to application(_:didReceiveRemoteNotification:fetchCompletionHandler:) and, as field reports show, is not displayed. Apple's text says 'original options'; set ios.foregroundWithoutDelegate to original-options to model that reading.",
    source: "ios-delivery.md §1.2 legacy row, §1.4 row 4, §6 Q1 (A7, R8, R9, R10)", confidence: "L/M")
  static let iosDrnForeground = SimRule(
    id: "ios-drn-foreground", title: "Background push while in the foreground",
    detail:
      "A content-available push to a foreground app calls application(_:didReceiveRemoteNotification:fetchCompletionHandler:) with state .active; no willPresent, no banner for a pure background push.",
    source: "ios-delivery.md §1.2 foreground (b) (A1, A11, R6)", confidence: "H/M")
  static let iosBackgroundWake = SimRule(
    id: "ios-background-wake", title: "Background push wakes the suspended app",
    detail:
      "With the remote-notification background mode, a suspended app is woken: didReceiveRemoteNotification with state .background, up to 30 s. Such pushes are throttled and coalesced (2–3 an hour).",
    source: "ios-delivery.md §1.2 suspended (b), G4, G5 (A1, A3, F1)", confidence: "H")
  static let iosBackgroundHeld = SimRule(
    id: "ios-background-held", title: "Background pushes over the budget are held, only the newest",
    detail:
      "Background pushes are throttled: over the budget iOS does not wake the app but holds the push, discarding an older held one (\"only holds the newest one\"), and delivers it immediately when the user launches the app. A kill or force-quit discards it. Apple gives no exact budget: ios.backgroundPushes chooses every push delivered (default), 2 an hour, or none.",
    source: "ios-delivery.md G4, G5, G3 (A3, F1)", confidence: "M"
  ).decided(by: [AppSettings.backgroundPushesKey])
  static let iosBackgroundLaunch = SimRule(
    id: "ios-background-launch", title: "Background push launches the terminated app",
    detail:
      "An app the system terminated (launched before, mode on) is launched in the background: application(_:didFinishLaunchingWithOptions:) with the remote-notification launch option, then didReceiveRemoteNotification (.background). It stays suspended afterwards.",
    source: "ios-delivery.md §1.2 not-running (b), G12 (A1, R2, R3)", confidence: "M")
  static let iosNoBackgroundMode = SimRule(
    id: "ios-no-background-mode", title: "No remote-notification background mode",
    detail:
      "Without UIBackgroundModes remote-notification iOS does not wake or launch the app for a push; it is only called while running in the foreground.",
    source: "ios-delivery.md G2, §1.2 suspended-without-mode row, §6 Q5 (A1, A3, R14)", confidence: "H"
  ).decided(by: [AppSettings.backgroundModesKey])
  static let iosForceQuitDiscard = SimRule(
    id: "ios-force-quit-discard", title: "Force-quit: background pushes discarded",
    detail:
      "After the user force-quits an app, iOS does not launch it for pushes until the user opens it again; held background pushes are discarded. Alerts still show and the NSE still runs.",
    source: "ios-delivery.md G3, §1.2 force-quit row (A1, A3, R19, R20)", confidence: "H")
  static let iosNeverLaunched = SimRule(
    id: "ios-never-launched", title: "Never launched: no background launch",
    detail: "An app that has never been launched is not launched for background pushes; alerts still show.",
    source: "ios-delivery.md §1.2 never-launched row (A10)", confidence: "M")
  static let iosBackgroundHeaders = SimRule(
    id: "ios-background-headers", title: "Background push headers",
    detail:
      "A content-available-only push must be sent with apns-push-type: background and apns-priority: 5; priority 10 is an error, and a wrong push type may be delayed or dropped.",
    source: "ios-delivery.md G6, §1.7 (A4)", confidence: "H")
  static let iosFetchCompletion = SimRule(
    id: "ios-fetch-completion", title: "Fetch completion handler exactly once",
    detail:
      "The didReceiveRemoteNotification completion handler must be called once within 30 s. Never calling it gets the app terminated and lowers later wake priority; calling it twice crashes (NSInternalInconsistencyException, 'you can't call -sendResponse: twice').",
    source: "ios-delivery.md §2 row 1 (A1, R22–R25)", confidence: "H/M")
  static let iosLaunchByTap = SimRule(
    id: "ios-launch-by-tap", title: "A tap launches the app",
    detail:
      "Tapping a notification of an app that is not running launches it to the foreground: application(_:didFinishLaunchingWithOptions:) with launchOptions[.remoteNotification], then, after it returns, userNotificationCenter(_:didReceive:withCompletionHandler:) with the default action identifier.",
    source: "ios-delivery.md §1.3 not-running row, G8 (A6, A18)", confidence: "H")
  static let iosDelegateInLaunch = SimRule(
    id: "ios-delegate-in-launch", title: "Delegate assigned during launch",
    detail:
      "UNUserNotificationCenter.current().delegate is set inside application(_:didFinishLaunchingWithOptions:), before it returns, so the response that launched the app can be delivered to it.",
    source: "ios-delivery.md G7 (A5, A6, H1); seeds/004 §3 (set the delegate before returning)", confidence: "H")
  static let iosDelegateTooLate = SimRule(
    id: "ios-delegate-too-late", title: "Delegate assigned after launch returns: launch tap lost",
    detail:
      "The delegate must be set before application(_:didFinishLaunchingWithOptions:) returns. Assigned later (asynchronously, after an SDK call completes…), the response that launched the app is never delivered: no didReceive, no deep link, no click.",
    source: "ios-delivery.md G7 (A5, A6, H1, R1); seeds/000 Forward Notification Taps note; seeds/004 §3", confidence: "H/M"
  ).decided(by: [AppSettings.delegateAssignedKey])
  static let iosTapFromBackground = SimRule(
    id: "ios-tap-from-background", title: "A tap brings the suspended app forward",
    detail:
      "Tapping while the app is suspended: applicationWillEnterForeground(_:), userNotificationCenter(_:didReceive:withCompletionHandler:) with the default action, applicationDidBecomeActive(_:).",
    source: "ios-delivery.md §1.3 background row (A1, R11)", confidence: "M")
  static let iosTapInForeground = SimRule(
    id: "ios-tap-in-foreground", title: "A tap in the foreground",
    detail: "Tapping a banner the app presented through willPresent calls didReceive with the default action while active.",
    source: "ios-delivery.md §1.3 foreground row (R15)", confidence: "M")
  static let iosTapLegacy = SimRule(
    id: "ios-tap-legacy", title: "Tap without a notification-center delegate",
    detail:
      "Without a delegate that implements didReceive, iOS falls back to application(_:didReceiveRemoteNotification:fetchCompletionHandler:) with state .inactive; the response (action identifier) is not available.",
    source: "ios-delivery.md §1.3 legacy fallback (R11, R12, R13); §1.3 note (A15)", confidence: "M")
  static let iosResponseCompletion = SimRule(
    id: "ios-response-completion", title: "didReceive completion handler exactly once",
    detail:
      "The didReceive completion handler must be called once when the app is done. Never called: iOS logs a warning and may suspend a background-launched app early. Twice: undocumented; the async form traps ('SWIFT TASK CONTINUATION MISUSE').",
    source: "ios-delivery.md §2 row 3, §6 Q9 (A15, R27–R29)", confidence: "H/L")
  static let iosAction = SimRule(
    id: "ios-action", title: "Action button",
    detail:
      "Selecting an action of the payload's category calls didReceive with the action's identifier. Without the .foreground option the app is launched or woken in the background; with it, brought to the foreground.",
    source: "ios-delivery.md §1.3 custom-action column, §5 (A12, H2)", confidence: "H")
  static let iosActionUnknown = SimRule(
    id: "ios-action-unknown", title: "Action not in the payload's category",
    detail:
      "iOS shows only the actions of the registered category whose identifier equals aps.category; an action id that is not among them cannot be selected.",
    source: "ios-delivery.md §5 registration and identifiers (A12, H2)", confidence: "H")
  static let iosDismiss = SimRule(
    id: "ios-dismiss", title: "Dismiss reported to the app",
    detail:
      "An explicit dismiss calls didReceive with UNNotificationDismissActionIdentifier only when the category has .customDismissAction; the app is launched in the background if needed.",
    source: "ios-delivery.md §1.3 dismiss column, §5 (A13, A14)", confidence: "H")
  static let iosDismissNotReported = SimRule(
    id: "ios-dismiss-not-reported", title: "Dismiss not reported",
    detail:
      "Without .customDismissAction on the category (or without a category), dismissing or flicking away a notification tells the app nothing.",
    source: "ios-delivery.md §5 actionIdentifier row (A13, R32)", confidence: "H")
  static let iosNothingToTap = SimRule(
    id: "ios-nothing-to-tap", title: "Nothing was presented to tap",
    detail:
      "A silent push, an unauthorized alert, or a foreground alert that willPresent did not present leaves nothing on screen, so there is nothing for the user to tap or dismiss.",
    source: "ios-delivery.md §1.4 (A2, A3, A7)", confidence: "H")
  static let iosPushTypeReceiver = SimRule(
    id: "ios-push-type-receiver", title: "A push type that is no user notification goes to what receives it",
    detail:
      "VoIP and push-to-talk pushes go to PushKit and the PushToTalk framework; location queries to the Location Push Service Extension; widget and control pushes to WidgetKit; File Provider signals to the extension; MDM pushes to the device's MDM client. None reaches UNUserNotificationCenter or shows a banner.",
    source:
      "developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns (apns-push-type); PushType.facts",
    confidence: "H")
  static let iosLiveActivity = SimRule(
    id: "ios-live-activity", title: "Live Activity push",
    detail:
      "ActivityKit applies a Live Activity push to the activity (start, update, end): an update's content-state replaces the activity's, with its stale-date and relevance-score; \"the system wakes the widget extension to render the UI\"; the app's notification callbacks are not called. Its alert (title and body as text or {loc-key, loc-args}, sound inside alert) lights the screen: \"optionally provide an alert to light up their device and display the expanded presentation … or a banner\".",
    source: "ios-delivery.md §3.2 Live Activity rows (A22)", confidence: "H")
  static let iosBadgeSoundOnly = SimRule(
    id: "ios-badge-sound-only", title: "Badge or sound only",
    detail:
      "A push with only badge and/or sound sets the badge or plays the sound; no banner, no app code outside the foreground. In the foreground willPresent is likely called and its .badge/.sound options apply.",
    source: "ios-delivery.md §1.2 column (e), §6 Q8 (A2, K2)", confidence: "M/L")
}
