/// The app's part of a profile (`app.*`, `ios.*`, `apns.*`), typed: iOS and the wired app read these fields.
/// `app.categories`, `app.routing` and the per-path keys are parsed where they are read (AppProfile.categories,
/// routingRules, paths).
struct AppSettings: ProfileSettings {
  enum DelegateOwner: String, ProfileChoice { case app, sdk, none }
  enum DelegateAssigned: String, ProfileChoice {
    case beforeLaunchReturns = "before-launch-returns", afterLaunchReturns = "after-launch-returns", never
  }
  enum WillPresent: String, ProfileChoice { case sdkPattern = "sdk-pattern", options }
  /// How often the app calls a completion handler.
  enum CompletionCalls: String, ProfileChoice { case once, never, twice }
  /// `apns.pushType`: auto (what the payload needs) or one of Apple's `apns-push-type` values (`PushType`).
  enum HeaderPushType: String, ProfileChoice {
    case auto, alert, background, voip, liveactivity, location, complication, fileprovider, mdm, pushtotalk, widgets, controls
    /// The push type this header names; nil for auto.
    var declared: PushType? { PushType(rawValue: rawValue) }
  }
  enum Priority: String, ProfileChoice {
    case auto
    case five = "5"
    case ten = "10"
  }
  enum ForegroundWithoutDelegate: String, ProfileChoice { case notShown = "not-shown", originalOptions = "original-options" }
  /// The UIBackgroundFetchResult the app's own didReceiveRemoteNotification passes to its completion handler (Apple,
  /// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult: newData, noData, failed).
  enum FetchResult: String, ProfileChoice { case newData, noData, failed }
  /// Whether the app delegate implements a URL entry point (`application(_:continue:restorationHandler:)`,
  /// `application(_:open:options:)`) and what it returns: true (it handles the URL), false, or not implemented.
  enum URLEntry: String, ProfileChoice { case handles, declines, absent }
  /// Where the app's forwarding stops: after the first SDK that takes the push, or never (each SDK in order).
  enum RoutingStops: String, ProfileChoice { case firstHandler = "first-handler", never }

  static let backgroundModesKey = ProfileKey(
    path: "app.backgroundModes", kind: .choices(ProfileSchema.backgroundModes), defaultValue: .array([.string("remote-notification")]),
    help: "UIBackgroundModes. remote-notification lets iOS wake or launch the app for background pushes (G2).")
  static let notificationsAuthorizedKey = ProfileKey(
    path: "app.notificationsAuthorized", kind: .bool, defaultValue: .bool(true),
    help: "The user allowed alerts, sounds and badges (G11).")
  static let delegateOwnerKey = ProfileKey(
    path: "app.delegate.owner", choice: DelegateOwner.self, defaultValue: .app,
    help:
      "Who is UNUserNotificationCenter.current().delegate: the app's own object, an SDK (swizzling), or nobody.")
  static let delegateAssignedKey = ProfileKey(
    path: "app.delegate.assigned", choice: DelegateAssigned.self, defaultValue: .beforeLaunchReturns,
    help:
      "When the delegate is assigned. After application(_:didFinishLaunchingWithOptions:) returns, the launching tap is lost (G7).")
  static let implementsWillPresentKey = ProfileKey(
    path: "app.delegate.implementsWillPresent", kind: .bool, defaultValue: .bool(true),
    help: "The delegate implements userNotificationCenter(_:willPresent:withCompletionHandler:); without it foreground alerts are not shown (G9).")
  static let presentationOptionsKey = ProfileKey(
    path: "app.delegate.presentationOptions", kind: .choices(ProfileSchema.presentationOptions),
    defaultValue: .array([.string("banner"), .string("list"), .string("sound")]),
    help: "The options willPresent returns (§1.6). [] delivers silently; alert is the pre-iOS 14 form of banner + list.")
  static let presentationKey = ProfileKey(
    path: "app.delegate.presentation", kind: .paths, defaultValue: .array([]),
    help:
      "willPresent per path, where its paths differ (see Paths below): [{\"when\", \"options\"}] for a path that calls the handler with those options, {\"when\", \"calls\": \"never\"} for one that returns without calling it. The simulator takes the path of the push; empty: presentationOptions for every push."
  )
  static let willPresentKey = ProfileKey(
    path: "app.delegate.willPresent", choice: WillPresent.self, defaultValue: .sdkPattern,
    help:
      "What willPresent returns: sdk-pattern, the pattern of the page of the SDK the app routes the push to (Mapp's reads showNotificationsOnForeground, seeds/002; Grovs' shows banner, list and sound, seeds/004), else presentationOptions; options, presentationOptions for every push. Setting presentationOptions without this key means options."
  )
  static let implementsDidReceiveKey = ProfileKey(
    path: "app.delegate.implementsDidReceive", kind: .bool, defaultValue: .bool(true),
    help: "The delegate implements userNotificationCenter(_:didReceive:withCompletionHandler:), the only callback for a tap (A15).")
  static let implementsDidReceiveRemoteNotificationKey = ProfileKey(
    path: "app.implementsDidReceiveRemoteNotification", kind: .bool, defaultValue: .bool(true),
    help: "The app delegate implements application(_:didReceiveRemoteNotification:fetchCompletionHandler:).")
  static let fetchCompletionKey = ProfileKey(
    path: "app.completionHandlers.fetch", choice: CompletionCalls.self, defaultValue: .once,
    help:
      "How often the app calls the didReceiveRemoteNotification fetch completion handler (§2: twice crashes).")
  static let fetchResultKey = ProfileKey(
    path: "app.completionHandlers.fetchResult", choice: FetchResult.self, defaultValue: .newData,
    help:
      "The UIBackgroundFetchResult the app's own didReceiveRemoteNotification passes to its completion handler (Apple's UIBackgroundFetchResult: newData, noData, failed; Apple documents no default, newData is the plain app's). An SDK that wraps the handler merges it with its own (Airship: newData if either reported it, else failed, else noData)."
  )
  static let didReceiveCompletionKey = ProfileKey(
    path: "app.completionHandlers.didReceive", choice: CompletionCalls.self, defaultValue: .once,
    help:
      "How often the app calls the didReceive completion handler (§2).")
  static let fetchPathsKey = ProfileKey(
    path: "app.completionHandlers.fetchPaths", kind: .paths, defaultValue: .array([]),
    help:
      "The fetch completion handler per path, where its paths differ (see Paths below): {\"when\", \"calls\", \"by\"}. Where the app itself completes, the simulator takes the calls of the push's path; empty: app.completionHandlers.fetch."
  )
  static let didReceivePathsKey = ProfileKey(
    path: "app.completionHandlers.didReceivePaths", kind: .paths, defaultValue: .array([]),
    help:
      "The didReceive completion handler per path, where its paths differ (see Paths below): {\"when\", \"calls\", \"by\"}. Where the app itself completes, the simulator takes the calls of the push's path; empty: app.completionHandlers.didReceive."
  )
  static let didReceiveAfterKey = ProfileKey(
    path: "app.completionHandlers.didReceiveAfter", kind: .fractionalSeconds(max: 600), defaultValue: .integer(0),
    help:
      "Seconds after didReceive starts that the app calls its completion handler (fractions allowed: 0.5); 0: before the method returns. Apple: call it \"when you have finished processing the user's response\" (UNUserNotificationCenterDelegate). A proxy that waits for the app (Customer.io, Airship) calls the system handler then."
  )
  static let fetchAfterKey = ProfileKey(
    path: "app.completionHandlers.fetchAfter", kind: .fractionalSeconds(max: 600), defaultValue: .integer(0),
    help:
      "Seconds after didReceiveRemoteNotification starts that the app calls its fetch completion handler (fractions allowed); 0: at once. Over 30 s iOS ends the app first (\"Your app has up to 30 seconds\", ios-delivery.md A1)."
  )
  static let delegatePeersKey = ProfileKey(
    path: "app.delegate.peers", kind: .peers, defaultValue: .array([]),
    help:
      "Other notification-center delegates assigned besides the app's own (another SDK's, a module's): [{\"name\", \"presentationOptions\", \"didReceive\"}], presentationOptions omitted when it has no willPresent, didReceive (once, never, twice) omitted when it has no didReceive. iOS keeps one delegate, so only a proxy that keeps every assigned delegate calls them: Customer.io unions their options and calls the system handler after every peer reported (CioNotificationCenterDelegate.swift l.5-18, 80-131). Empty: the app's own delegate only."
  )
  static let continueUserActivityKey = ProfileKey(
    path: "app.continueUserActivity", choice: URLEntry.self, defaultValue: .handles,
    help:
      "The app delegate's application(_:continue:restorationHandler:), where an SDK hands a universal link as a web-browsing NSUserActivity (Customer.io, Firebase gcm.app_link, Braze with forwardUniversalLinks): handles (implemented, returns true: the app takes the link), declines (returns false: Customer.io then opens it with UIApplication.open), absent (not implemented: Firebase tries application(_:open:options:), Customer.io opens it). Default handles, the app the packs were written for."
  )
  static let openURLKey = ProfileKey(
    path: "app.openURL", choice: URLEntry.self, defaultValue: .handles,
    help:
      "The app delegate's application(_:open:options:), where Firebase hands gcm.app_link when the app has no continue-user-activity method (FIRMessaging.m handleIncomingLinkIfNeededFromMessage): handles, declines (its answer is not read by Firebase), absent (then nobody gets the link). Default handles."
  )
  static let categoriesKey = ProfileKey(
    path: "app.categories", kind: .categories, defaultValue: .array([]),
    help: "Registered notification categories: [{\"id\", \"actions\": [{\"id\", \"foreground\"}], \"customDismissAction\"}] (§5).")
  static let sdksKey = ProfileKey(
    path: "app.sdks", kind: .choices(ProfileSchema.sdkIDs), defaultValue: .array([]),
    help: "The push SDKs in the app (" + ProfileSchema.sdkIDs.joined(separator: ", ") + "). Empty: the plain app.")
  static let routingKey = ProfileKey(
    path: "app.routing", kind: .routing, defaultValue: .array([]),
    help:
      "The order in which the app offers a push to its SDKs (the first that claims it handles it; empty: app.sdks order). An entry is an SDK id, or {\"sdk\", \"when\", \"at\", \"code\"}: the condition the app's code tests before it forwards (see Routing conditions below), the code's place and text."
  )
  static let routingStopsKey = ProfileKey(
    path: "app.routingStops", choice: RoutingStops.self, defaultValue: .firstHandler,
    help:
      "Where the app's didReceive and didReceiveRemoteNotification stop offering a push to their SDKs (app.routing order): first-handler, after the first SDK that takes it (routing by the Bool handleUserNotification returns, Braze's manual-integration pattern: sdk-behaviour-more.md §2.8 fact 27); never, the app hands it to each SDK in order whatever they answer (Braze…handle…; Iterable…; completionHandler()), and completes it itself where no SDK did, or where one left it to the app. More than one completion is reported."
  )
  static let unknownConditionsHoldKey = ProfileKey(
    path: "app.unknownConditionsHold", kind: .bool, defaultValue: .bool(true),
    help:
      "What the simulation assumes for a routing condition pushsim cannot evaluate (an {\"unknown\": code} part): true, the app forwards; the trace says it assumed so (app-routing-condition). A switch for traces only: pushsim check tries both answers, and no error follows from it (check-condition-undecided)."
  )
  static let simctlPushKey = ProfileKey(
    path: "ios.simctlPush", kind: .bool, defaultValue: .bool(false),
    help:
      "The push is sent with xcrun simctl push (or dropped on the Simulator): no Notification Service Extension runs (ios-delivery.md §4, seeds/004 Testing)."
  )
  static let pushTypeKey = ProfileKey(
    path: "apns.pushType", choice: HeaderPushType.self, defaultValue: .auto,
    help:
      "The apns-push-type header the sender uses (docs/lifecycle.md, push types). auto: the one the payload needs (G6). A mismatch may be rejected, delayed or dropped (pushsim drops it); each type goes to what receives it (voip: PushKit, 5120 bytes)."
  )
  static let priorityKey = ProfileKey(
    path: "apns.priority", choice: Priority.self, defaultValue: .auto,
    help:
      "The apns-priority header. auto: what the payload needs; 10 on a background push is an error in Apple's words (G6, §6 Q10).")
  /// How iOS meters background pushes (ios-delivery.md G4, G5): Apple documents no exact budget.
  enum BackgroundPushes: String, ProfileChoice { case delivered, throttled, held }
  static let backgroundPushesKey = ProfileKey(
    path: "ios.backgroundPushes", choice: BackgroundPushes.self, defaultValue: .delivered,
    help:
      "Background pushes are low priority and throttled; Apple gives no exact budget (\"two or three per hour\", G4; device-wide budgets, G5). delivered (default): each one wakes the app. throttled: at most 2 an hour wake it. held: none does (out of budget). Beyond the budget iOS holds only the newest and delivers it when the user launches the app; a kill or force-quit discards it (G3)."
  )
  static let foregroundWithoutDelegateKey = ProfileKey(
    path: "ios.foregroundWithoutDelegate", choice: ForegroundWithoutDelegate.self, defaultValue: .notShown,
    help:
      "Weak evidence (§6 Q1): a foreground alert with no delegate at all is not shown (field reports) or shown with its original options (Apple's text)."
  )

  static let keys: [ProfileKey] = [
    backgroundModesKey, notificationsAuthorizedKey, delegateOwnerKey, delegateAssignedKey, implementsWillPresentKey, presentationOptionsKey,
    presentationKey, willPresentKey, implementsDidReceiveKey, implementsDidReceiveRemoteNotificationKey, fetchCompletionKey, fetchResultKey,
    didReceiveCompletionKey,
    fetchPathsKey, didReceivePathsKey, didReceiveAfterKey, fetchAfterKey, delegatePeersKey, continueUserActivityKey, openURLKey, categoriesKey,
    sdksKey, routingKey, routingStopsKey, unknownConditionsHoldKey, simctlPushKey, pushTypeKey, priorityKey, foregroundWithoutDelegateKey,
    backgroundPushesKey,
  ]

  let backgroundModes: [String]
  let notificationsAuthorized: Bool
  let delegateOwner: DelegateOwner
  let delegateAssigned: DelegateAssigned
  let implementsWillPresent: Bool
  let presentationOptions: [String]
  let willPresent: WillPresent
  let implementsDidReceive: Bool
  let implementsDidReceiveRemoteNotification: Bool
  let fetchCompletion: CompletionCalls
  let fetchResult: FetchResult
  let didReceiveCompletion: CompletionCalls
  /// Seconds after the callback starts that the app calls its handler (0: at once).
  let didReceiveAfter: Double
  let fetchAfter: Double
  let continueUserActivity: URLEntry
  let openURL: URLEntry
  let sdks: [String]
  let routingStops: RoutingStops
  let unknownConditionsHold: Bool
  let simctlPush: Bool
  let pushType: HeaderPushType
  let priority: Priority
  let foregroundWithoutDelegate: ForegroundWithoutDelegate
  let backgroundPushes: BackgroundPushes

  init(_ values: ProfileValues) {
    backgroundModes = values.strings(Self.backgroundModesKey)
    notificationsAuthorized = values.bool(Self.notificationsAuthorizedKey)
    delegateOwner = values.choice(Self.delegateOwnerKey, or: .app)
    delegateAssigned = values.choice(Self.delegateAssignedKey, or: .beforeLaunchReturns)
    implementsWillPresent = values.bool(Self.implementsWillPresentKey)
    presentationOptions = values.strings(Self.presentationOptionsKey)
    willPresent = values.choice(Self.willPresentKey, or: .sdkPattern)
    implementsDidReceive = values.bool(Self.implementsDidReceiveKey)
    implementsDidReceiveRemoteNotification = values.bool(Self.implementsDidReceiveRemoteNotificationKey)
    fetchCompletion = values.choice(Self.fetchCompletionKey, or: .once)
    fetchResult = values.choice(Self.fetchResultKey, or: .newData)
    didReceiveCompletion = values.choice(Self.didReceiveCompletionKey, or: .once)
    didReceiveAfter = values.value(Self.didReceiveAfterKey).numberValue ?? 0
    fetchAfter = values.value(Self.fetchAfterKey).numberValue ?? 0
    continueUserActivity = values.choice(Self.continueUserActivityKey, or: .handles)
    openURL = values.choice(Self.openURLKey, or: .handles)
    sdks = values.strings(Self.sdksKey)
    routingStops = values.choice(Self.routingStopsKey, or: .firstHandler)
    unknownConditionsHold = values.bool(Self.unknownConditionsHoldKey)
    simctlPush = values.bool(Self.simctlPushKey)
    pushType = values.choice(Self.pushTypeKey, or: .auto)
    priority = values.choice(Self.priorityKey, or: .auto)
    foregroundWithoutDelegate = values.choice(Self.foregroundWithoutDelegateKey, or: .notShown)
    backgroundPushes = values.choice(Self.backgroundPushesKey, or: .delivered)
  }
}
