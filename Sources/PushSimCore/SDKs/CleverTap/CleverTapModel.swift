/// The CleverTap iOS SDK (7.7.0) as sdk-behaviour-more.md §4 reads its source: the app hands taps to
/// `handleNotification(withData:)` (manual) or `autoIntegrate()` hooks the app's own methods; CleverTap never sets the
/// notification-center delegate and never calls a completion handler. A tap calls the push delegate, opens `wzrk_dl`
/// and raises `Notification Clicked`, flushed a second later. Its state lives in `World.clevertap`.
struct CleverTapModel: SDKModel {
  static let id = "clevertap"
  static let stateType: (any SDKState.Type)? = CleverTapState.self
  let context: SimContext

  /// fact 7: Notification Clicked counts the tap; wzrk_dl is what it opens.
  static let tapEvents: Set<String> = ["Notification Clicked"]
  static func tapTarget(_ payload: Payload) -> String? { CleverTapReadout(payload).deepLink }

  var profile: AppProfile { context.profile }
  /// The pack's settings, as the profile says now.
  var settings: CleverTapSettings { profile.settings(CleverTapSettings.self) }
  var readout: CleverTapReadout { CleverTapReadout(context.payload) }
  var state: CleverTapState {
    get { context.world.clevertap }
    nonmutating set { context.world.clevertap = newValue }
  }

  /// Changes the state in place (a change through `state` copies its queue: SDKStates.update).
  func change<Result>(_ body: (inout CleverTapState) -> Result) -> Result { context.world.sdks.update(Self.id, as: CleverTapState.self, body) }

  /// `CLTAP_PUSH_DELAY_SECONDS` = 1 (fact 8; CleverTap-iOS-SDK `CleverTap/CTConstants.h`, `-scheduleQueueFlush` in
  /// `CleverTap.m`: `performSelector:@selector(flushQueue) … afterDelay:CLTAP_PUSH_DELAY_SECONDS` after
  /// `cancelPreviousPerformRequestsWithTarget:`), in milliseconds.
  static let flushDelay = 1000

  // MARK: - Start-up

  func launch(launchedByPush: Bool) {
    if settings.autoIntegrate {
      context.step(
        "app", "CleverTap.autoIntegrate()", note: "swizzles the app delegate and the delegate's didReceive", rule: .sdkClevertapAutoIntegrate)
    }
    change { $0.forgetClicks() }
    // fact 9: CleverTap's +load observer handles launchOptions[.remoteNotification] once launch is over, unless it is
    // auto-integrated and a delegate is set by then (its didReceive hook handles the tap).
    guard launchedByPush, readout.isCleverTapPush else { return }
    let delegateSet = context.world.sdkDelegate != nil || (profile.hasDelegate && profile.delegateAssigned == .beforeLaunchReturns)
    guard !(settings.autoIntegrate && delegateSet) else { return }
    context.step(
      "sdk:clevertap", "handles launchOptions[.remoteNotification] as a tap", note: "UIApplicationDidFinishLaunchingNotification",
      rule: .sdkClevertapLaunchTap)
    handleTap(openInForeground: false)
  }

  func registerToken() {
    guard settings.credentials else { return }
    if settings.autoIntegrate {
      context.step("sdk:clevertap", "setPushToken", note: "the swizzled token method", rule: .sdkClevertapAutoIntegrate)
    } else {
      context.step("app", "CleverTap.sharedInstance()?.setPushToken(deviceToken)", rule: .sdkClevertapForward)
    }
  }

  func processEnded() { change { $0.forgetClicks() } }

  /// fact 8: the flush scheduled 1 s after the last event runs (a timer in the world's timeline).
  func timerFired(_ timer: PendingTimer) {
    guard timer.action == "flush" else { return }
    flush()
  }

  /// A queue whose flush timer the process lost (events a killed process kept in CleverTap's queue) goes out when time
  /// passes 1 s after its last event while the app runs again, as before timers (the timer is the usual path).
  func timePassed(_ milliseconds: Int) {
    let clock = context.world.clock
    // Events are queued at the clock, which never goes back: the last one is the newest (no search of the queue).
    guard let last = state.queue.last?.since, clock - last >= Self.flushDelay else { return }
    flush()
  }

  private func flush() {
    guard !state.queue.isEmpty else { return }
    let queue = change { state in
      defer { state.queue = [] }
      return state.queue
    }
    for entry in queue { context.send(tracked: entry.index) }
    let count = queue.count
    context.step(
      "sdk:clevertap", "flushes the queue", note: "\(count) event\(count == 1 ? "" : "s") sent, 1 s after the last", rule: .sdkClevertapClicked)
  }

  // MARK: - The app's callbacks

  /// Another SDK's delegate answers the tap: auto-integrated, CleverTap hooked that delegate's class too (fact 2: it
  /// swizzles whatever delegate is set); manual, the app's handleNotification(withData:) never runs.
  func responseTaken(by owner: any SDKModel, _ actionIdentifier: String) {
    guard readout.isCleverTapPush, actionIdentifier != ActionIdentifier.dismissAction else { return }
    if settings.autoIntegrate {
      context.step(
        "sdk:clevertap", "swizzled userNotificationCenter(_:didReceive:withCompletionHandler:)",
        note: "of \(owner.displayName)'s delegate, the delegate set", rule: .sdkClevertapAutoIntegrate)
      return handleTap(openInForeground: true)
    }
    context.finding(
      .sdkClevertapForward, .error,
      "the \(owner.displayName) SDK owns the notification-center delegate: the app's didReceive, and its CleverTap handleNotification(withData:) call, never run, so Notification Clicked is not raised"
    )
  }

  /// autoIntegrate hooks the didReceive of the delegate the app sets (fact 2); it passes openInForeground YES (fact 6).
  func interceptResponse(_ actionIdentifier: String) {
    guard settings.autoIntegrate, profile.implementsDidReceive, actionIdentifier != ActionIdentifier.dismissAction else { return }
    // The swizzled method hands the push to _handlePushNotification, which checks it is CleverTap's first (l.1343-1347).
    guard readout.isCleverTapPush else {
      context.step(
        "sdk:clevertap", "swizzled userNotificationCenter(_:didReceive:withCompletionHandler:)",
        note: "push notification not from CleverTap: ignored", rule: .sdkClevertapAutoIntegrate, sdk: Self.id,
        records: [.verdict("mine", false), .log(Self.notMine(context.payload))])
      return
    }
    context.step(
      "sdk:clevertap", "swizzled userNotificationCenter(_:didReceive:withCompletionHandler:)", note: "before the app's own",
      rule: .sdkClevertapAutoIntegrate, sdk: Self.id, records: [.verdict("mine", true)])
    handleTap(openInForeground: true)
  }

  /// Manual integration: the app's didReceive hands the push to CleverTap and completes itself (facts 3, 12).
  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome {
    guard !settings.autoIntegrate, settings.forwardsResponse, actionIdentifier != ActionIdentifier.dismissAction else { return .passed }
    let call =
      settings.openInForeground
      ? "CleverTap.sharedInstance()?.handleNotification(withData: userInfo, openDeepLinksInForeground: true)"
      : "CleverTap.sharedInstance()?.handleNotification(withData: userInfo)"
    guard readout.isCleverTapPush else {
      context.step(
        "app", call, note: "push notification not from CleverTap: ignored", rule: .sdkClevertapForward, sdk: Self.id,
        records: [.verdict("mine", false), .log(Self.notMine(context.payload))])
      return .passed
    }
    context.step("app", call, rule: .sdkClevertapForward, sdk: Self.id, records: [.verdict("mine", true)])
    handleTap(openInForeground: settings.openInForeground)
    return .handledAppCompletes
  }

  /// fact 10: the auto-integrated didReceiveRemoteNotification hook calls the tap handler too.
  func interceptRemoteNotification(state applicationState: String) {
    guard settings.autoIntegrate, profile.implementsDidReceiveRemoteNotification, readout.isCleverTapPush else { return }
    context.step(
      "sdk:clevertap", "swizzled application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
      note: "calls the tap handler (openInForeground NO)", rule: .sdkClevertapBackgroundTap)
    handleTap(openInForeground: false)
    // Without a notification-center delegate iOS hands a tap to this method (ios-tap-legacy): that one was a tap.
    let tapped = context.current.map { $0.presented && !$0.onScreen } ?? false
    guard !tapped else { return }
    context.finding(
      .sdkClevertapBackgroundTap, .warning,
      "CleverTap's auto-integrated didReceiveRemoteNotification handles this CleverTap push like a tap: Notification Clicked is raised although nobody tapped"
    )
  }

  /// fact 11: the vendor sample's willPresent records the view.
  func appHearsDelivery(from callback: String) {
    guard callback == "willPresent", settings.recordsViewed, readout.isCleverTapPush, settings.credentials else { return }
    context.step("app", "CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData: userInfo)", rule: .sdkClevertapViewed)
    raise("Notification Viewed", detail: "recordNotificationViewedEvent from willPresent")
  }

  /// fact 14: CTNotificationServiceExtension records the view.
  func serviceExtension() {
    guard settings.serviceExtension, readout.isCleverTapPush else { return }
    context.step(
      "NSE", "CTNotificationServiceExtension.didReceive(_:withContentHandler:)", note: "recordNotificationViewedEvent", rule: .sdkClevertapViewed)
    raise("Notification Viewed", detail: "recorded by the service extension")
  }

  // MARK: - The tap

  /// facts 4–8: the push delegate, the deep link, then Notification Clicked.
  private func handleTap(openInForeground: Bool) {
    guard settings.credentials else {
      context.step("sdk:clevertap", "CleverTap.sharedInstance() is nil", note: "no credentials in Info.plist", rule: .sdkClevertapNoInstance)
      context.finding(
        .sdkClevertapNoInstance, .warning, "CleverTap has no credentials in Info.plist, so sharedInstance() is nil: the tap is not recorded")
      return
    }
    context.record(Self.id, [.log("CleverTap: handling push notification: " + Self.logged(context.payload))])
    if settings.pushDelegate {
      // _notifyPushNotificationTapped: the payload without aps (CleverTap.m l.1436-1442).
      let extras = JSONWriter(pretty: false).string(.object(context.payload.root.removing(["aps"])))
      context.step(
        "sdk:clevertap", "pushNotificationTappedWithCustomExtras(_:)", note: "the payload without aps", rule: .sdkClevertapTap,
        args: ["customExtras": extras])
    }
    openDeepLink(openInForeground: openInForeground)
    let id = context.current?.id ?? ""
    if change({ $0.recordClick(id) }) {
      context.finding(
        .sdkClevertapLaunchTap, .warning,
        "CleverTap records this tap a second time: once from the launch options and once from the callback that delivers it (no de-duplication, I)"
      )
    }
    raise("Notification Clicked", detail: "wzrk_ keys " + readout.eventKeys.joined(separator: ", ") + " and the click time", clicked: true)
  }

  private func openDeepLink(openInForeground: Bool) {
    guard let link = readout.deepLink else { return }
    switch settings.urlDelegate {
    case .declines:
      context.step(
        "sdk:clevertap", "shouldHandleCleverTapURL(_:forChannel:)", note: "false: not opened", rule: .sdkClevertapDeepLink,
        args: ["url": link, "channel": "CleverTapPushNotification"], sdk: Self.id, records: [.verdict("opened", false)])
      return
    case .opens:
      context.step(
        "sdk:clevertap", "shouldHandleCleverTapURL(_:forChannel:)", note: "true", rule: .sdkClevertapDeepLink,
        args: ["url": link, "channel": "CleverTapPushNotification"])
    case .none:
      if context.world.applicationState == "active" && !openInForeground {
        context.step(
          "sdk:clevertap", "does not open wzrk_dl", note: "the app is active and openInForeground is NO", rule: .sdkClevertapDeepLink, sdk: Self.id,
          records: [
            .verdict("opened", false),
            .log(
              "CleverTap: app in foreground and openInForeground flag is FALSE, will not process any deep link for notification: "
                + Self.logged(context.payload)),
          ])
        return
      }
    }
    context.step(
      "sdk:clevertap", "UIApplication.open(\(link))", note: "wzrk_dl", rule: .sdkClevertapDeepLink, sdk: Self.id, records: [.verdict("opened", true)])
    // sdk-behaviour-more.md §4.2 fact 6: wzrk_dl is opened with UIApplication openURL:options:completionHandler:.
    context.open(link, by: "sdk:clevertap", via: "UIApplication.open")
  }

  /// fact 8: queued, a flush scheduled 1 s later. The event's data: every `W$`/`wzrk_` key (`W$` as `wzrk_`) and
  /// `wzrk_cts`, the time in whole seconds since 1970 (CTEventBuilder.m l.159-185): the world's clock stands for it.
  private func raise(_ event: String, detail: String, clicked: Bool = false) {
    context.step("sdk:clevertap", "raises \(event)", note: "queued, flushed 1 s later", rule: .sdkClevertapClicked)
    var fields = JSONObject()
    for member in context.payload.root where member.key.hasPrefix("W$") || member.key.hasPrefix("wzrk_") {
      fields[member.key.hasPrefix("W$") ? "wzrk_" + member.key.dropFirst(2) : member.key] = member.value
    }
    fields["wzrk_cts"] = .integer(Int64(context.world.clock / 1000))
    let index = context.track(TrackedEvent(sdk: Self.id, event: event, status: "queued", detail: detail, attempts: 0, fields: fields))
    let clock = context.world.clock
    change { $0.queue.append((index, clock)) }
    // Each event re-schedules the flush: the previous request is cancelled, a new one runs 1 s after this event.
    context.world.timers.cancel(owner: Self.id, action: "flush")
    context.schedule(after: Self.flushDelay, owner: Self.id, action: "flush")
  }
}

// MARK: - What CleverTap records (issue 34), from github:CleverTap/clevertap-ios-sdk@3af43fc7

extension CleverTapModel {
  static let source = "CleverTap/clevertap-ios-sdk@3af43fc7"

  static var eventFields: [SDKEventFields] {
    let fields: [(name: String, meaning: String)] = [
      ("wzrk_…", "every key of the payload that starts with W$ (sent as wzrk_…) or wzrk_, with its value"),
      ("wzrk_cts", "the time of the event, in whole seconds since 1970 (pushsim: the world clock in whole seconds)"),
    ]
    let where_ = "\(source) CleverTapSDK/CTEventBuilder.m l.159-185 (buildPushNotificationEvent), CTConstants.h l.153-156"
    return [
      SDKEventFields(event: "Notification Clicked", fields: fields, source: where_),
      SDKEventFields(event: "Notification Viewed", fields: fields, source: where_),
    ]
  }

  static var logLines: [SDKLogLine] {
    [
      SDKLogLine(line: "…: push notification not from CleverTap, not processing: …", source: "\(source) CleverTapSDK/CleverTap.m l.1345"),
      SDKLogLine(line: "…: handling push notification: …", source: "\(source) CleverTapSDK/CleverTap.m l.1363"),
      SDKLogLine(
        line: "…: app in foreground and openInForeground flag is FALSE, will not process any deep link for notification: …",
        source: "\(source) CleverTapSDK/CleverTap.m l.1383"),
    ]
  }

  /// `mine`: `_isCTPushNotification` (a `W$` or `wzrk_` key, l.1343); `opened`: whether the tap opened `wzrk_dl`.
  static var verdictNames: [String] { ["mine", "opened"] }

  /// The line as CleverTap logs it: `%@` of the instance ("CleverTap" here) and of the payload (compact JSON).
  static func logged(_ payload: Payload) -> String { JSONWriter(pretty: false).string(.object(payload.root)) }

  static func notMine(_ payload: Payload) -> String { "CleverTap: push notification not from CleverTap, not processing: " + logged(payload) }
}

// MARK: - The app calls CleverTap's API itself (issue 34 item 4e)

extension CleverTapModel {
  static let clickedAPI = "CleverTap.sharedInstance()?.recordNotificationClickedEvent(withData:)"
  static let viewedAPI = "CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData:)"
  static var appAPIs: [String] { [clickedAPI, viewedAPI] }

  /// CleverTap.m @3af43fc l.3364-3380: both go to _recordPushNotificationEvent, which builds Notification Clicked or
  /// Viewed (CTEventBuilder.m l.159-185 copies only the W$ and wzrk_ keys, with no check that the push is CleverTap's)
  /// and queues it; sharedInstance() is nil without credentials (sdk-behaviour-more.md §4.6 facts 11, 14, 15).
  func appCall(_ api: String) {
    let note = "with the userInfo of \(context.current?.id ?? "-")"
    switch api {
    case Self.clickedAPI:
      context.step("app", "CleverTap.sharedInstance()?.recordNotificationClickedEvent(withData:)", note: note, rule: .worldAppCall)
    case Self.viewedAPI: context.step("app", "CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData:)", note: note, rule: .worldAppCall)
    default: return
    }
    guard settings.credentials else {
      context.step(
        "sdk:clevertap", "CleverTap.sharedInstance() is nil", note: "no credentials in Info.plist: the call does nothing", rule: .worldAppCall)
      return
    }
    let event = api == Self.clickedAPI ? "Notification Clicked" : "Notification Viewed"
    let keys = readout.isCleverTapPush ? "wzrk_ keys " + readout.eventKeys.joined(separator: ", ") : "not a CleverTap push: no wzrk_ keys"
    raise(event, detail: "\(keys) (\(api == Self.clickedAPI ? "recordNotificationClickedEvent" : "recordNotificationViewedEvent") called by the app)")
  }
}
