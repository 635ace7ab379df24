/// OneSignal iOS SDK 5.x as sdk-behaviour-more.md §1 reads its source: it swizzles `setDelegate:` at class load, sets
/// its own notification-center delegate when none is set, and injects willPresent and didReceive into the class of
/// whatever delegate the app sets; its code runs first, then the app's. Its state lives in `World.onesignal`.
struct OneSignalModel: SDKModel {
  static let id = "onesignal"
  static let stateType: (any SDKState.Type)? = OneSignalState.self
  let context: SimContext

  /// fact 19: the open is `PUT notifications/<id>` with `opened: true`; fact 17: the launch URL is what the tap opens.
  static let tapEvents: Set<String> = ["opened"]
  static func tapTarget(_ payload: Payload) -> String? { OneSignalReadout(payload).launchURL }

  /// facts 1, 4: at class load, before didFinishLaunching, OneSignal sets its own delegate when none is set.
  static func installsDelegateAtLoad(_ profile: AppProfile) -> Bool { profile.settings(OneSignalSettings.self).swizzling }

  var profile: AppProfile { context.profile }
  /// The pack's settings, as the profile says now.
  var settings: OneSignalSettings { profile.settings(OneSignalSettings.self) }
  var readout: OneSignalReadout { OneSignalReadout(context.payload) }
  var swizzling: Bool { settings.swizzling }
  var state: OneSignalState {
    get { context.world.onesignal }
    nonmutating set { context.world.onesignal = newValue }
  }
  /// Changes the state in place (a change through `state` copies its arrays: SDKStates.update).
  func change<Result>(_ body: (inout OneSignalState) -> Result) -> Result { context.world.sdks.update(Self.id, as: OneSignalState.self, body) }
  /// Consent is required and not given: OneSignal passes the callback on untouched (facts 8, 24, 33).
  var consentMissing: Bool { settings.consentRequired && !state.consentGiven }

  // MARK: - Start-up

  func launch(launchedByPush: Bool) {
    if swizzling {
      let own = context.world.sdkDelegate == Self.id
      context.step(
        "sdk:onesignal", "swizzled setDelegate: at class load (+load)",
        note: own ? "no delegate was set: OneSignal's own delegate is the delegate" : "hooks willPresent and didReceive of the delegate's class",
        rule: .sdkOnesignalDelegate)
    } else {
      context.step(
        "sdk:onesignal", "does not swizzle", note: "launch argument DISABLE_ONESIGNAL_SWIZZLING: OneSignal sees no notification callback",
        rule: .sdkOnesignalSwizzlingOff)
    }
    state.consentGiven = settings.consentGiven
    if settings.consentRequired {
      context.step(
        "app", "OneSignal.setConsentRequired(true)", note: state.consentGiven ? "consent given" : "no consent yet", rule: .sdkOnesignalConsent)
    }
    if settings.initialized {
      initialize(note: "")
    } else {
      state.appIDSet = false
      context.step("app", "(OneSignal.initialize not called yet)", note: "no app id: taps are dropped until it runs", rule: .sdkOnesignalAppId)
    }
    if settings.foregroundListener != .none {
      context.step("app", "OneSignal.Notifications.addForegroundLifecycleListener(self)", rule: .sdkOnesignalForeground)
    }
    state.listening = false
    if settings.clickListener == .launch { addClickListener(note: "") }
  }

  private func initialize(note: String) {
    context.step(
      "app", "OneSignal.initialize(\"\(settings.appId)\", withLaunchOptions: launchOptions)", note: note,
      rule: .sdkOnesignalAppId)
    state.appIDSet = true
  }

  /// `addClickListener`; clicks held since a cold start reach it now (fact 14).
  private func addClickListener(note: String) {
    context.step("app", "OneSignal.Notifications.addClickListener(self)", note: note, rule: .sdkOnesignalClickListener)
    state.listening = true
    let held = state.unprocessed
    state.unprocessed = []
    for id in held {
      context.step(
        "sdk:onesignal", "onClick(event:)", note: "the click on \(id), held until a click listener was added", rule: .sdkOnesignalClickListener)
    }
  }

  func didBecomeActive() {
    if settings.clickListener == .later && !state.listening {
      addClickListener(note: "added after launch (sdks.onesignal.clickListener later)")
    }
    retryOpens()
  }

  func processEnded() {
    for id in state.unprocessed {
      context.step("sdk:onesignal", "loses the held click on \(id)", note: "kept in memory only", rule: .sdkOnesignalClickListener)
    }
    state.unprocessed = []
    state.listening = false
    state.appIDSet = false
  }

  func profileChanged(_ path: String) {
    guard OneSignalSettings.keys.contains(where: { $0.path == path }), context.world.process.isRunning else { return }
    switch path {
    case OneSignalSettings.initializedKey.path where settings.initialized && !state.appIDSet:
      initialize(note: "runs now: taps before it were dropped, not queued")
    case OneSignalSettings.consentGivenKey.path:
      state.consentGiven = settings.consentGiven
      context.step("app", "OneSignal.setConsentGiven(\(state.consentGiven))", note: "taps before it are not replayed", rule: .sdkOnesignalConsent)
    case OneSignalSettings.clickListenerKey.path where settings.clickListener != .none && !state.listening:
      addClickListener(note: "runs now")
    case OneSignalSettings.networkKey.path:
      retryOpens()
    default:
      break
    }
  }

  // MARK: - The delegate

  var injectsDelegateMethods: Bool { swizzling }
  var hooksCallbacksItself: Bool { true }
  var delegateRule: SimRule? { .sdkOnesignalDelegate }

  /// OneSignal's own delegate (no app delegate): its willPresent (facts 21, 24).
  func ownPresentation() -> [String] {
    hookPresentation()
    return answer(note: "OneSignal's own delegate")
  }

  /// OneSignal's own delegate: the tap is processed, then, with no original, it completes (fact 8).
  func ownResponse(_ actionIdentifier: String) {
    interceptResponse(actionIdentifier)
    context.step("sdk:onesignal", "completionHandler()", note: "OneSignal's own delegate completes", rule: .sdkOnesignalTap)
  }

  /// Another SDK's delegate answers: OneSignal hooked its class too (fact 5), so its code still runs first.
  func responseTaken(by owner: any SDKModel, _ actionIdentifier: String) { interceptResponse(actionIdentifier) }

  /// fact 21: for a OneSignal push, the foreground display handler runs first.
  func hookPresentation() {
    guard swizzling, readout.isOneSignalPush, !consentMissing else { return }
    switch settings.foregroundListener {
    case .display:
      context.step("sdk:onesignal", "onWillDisplay(event:)", note: "the app lets OneSignal display it", rule: .sdkOnesignalForeground)
    case .prevent:
      context.step("sdk:onesignal", "onWillDisplay(event:)", note: "the app calls event.preventDefault()", rule: .sdkOnesignalForeground)
    default:
      break
    }
  }

  /// The options OneSignal's willPresent passes: 7 (badge, sound, alert) unless prevented; a foreign push, or one while
  /// consent is missing, is shown too when the app has no willPresent of its own (facts 21, 24).
  var ownOptions: [String] {
    let prevented =
      readout.isOneSignalPush && !consentMissing && settings.foregroundListener == .prevent
    return prevented ? [] : ["badge", "sound", "alert"]
  }

  /// OneSignal's willPresent completion call as the trace writes it: options 7 (badge, sound, alert) or 0.
  static func completionCall(_ options: [String]) -> String {
    options.isEmpty ? "completionHandler([])" : "completionHandler([.badge, .sound, .alert])"
  }

  private func answer(note: String) -> [String] {
    let options = ownOptions
    let foreign = !readout.isOneSignalPush
    context.step(
      "sdk:onesignal", Self.completionCall(options),
      note: note + (foreign ? ": not a OneSignal push, shown anyway" : consentMissing ? ": consent missing, shown anyway" : ""),
      rule: .sdkOnesignalForeground)
    if foreign && options.contains("alert") {
      context.finding(
        .sdkOnesignalForeground, .info,
        "this push is not OneSignal's, and the app has no willPresent of its own: OneSignal's injected willPresent shows it in the foreground with badge, sound and alert"
      )
    }
    return options
  }

  func presentationWithoutOriginal() -> [String]? {
    guard swizzling else { return nil }
    return answer(note: "OneSignal's injected willPresent: the app's delegate has none")
  }

  /// fact 25: for its own push OneSignal calls the handler again after the app's willPresent answered; iOS uses the
  /// first call, so the app's options win when it answers at once (as a profile's willPresent does).
  func presentationAnswered(_ options: [String]) {
    guard swizzling, readout.isOneSignalPush, !consentMissing else { return }
    let own = ownOptions
    context.step(
      "sdk:onesignal", Self.completionCall(own),
      note: "second call, after the app's: iOS uses only the first", rule: .sdkOnesignalForeground)
    context.finding(
      .sdkOnesignalForeground, .info,
      "OneSignal calls willPresent's completion handler a second time after the app's willPresent answered (on purpose: \"iOS only uses the first call\"): the app's options decide"
    )
  }

  func responseWithoutOriginal() -> Bool {
    guard swizzling else { return false }
    context.step("sdk:onesignal", "completionHandler()", note: "the app's delegate has no didReceive: OneSignal completes", rule: .sdkOnesignalTap)
    return true
  }

  // MARK: - The tap

  /// OneSignal's hooked didReceive, before the app's (facts 8–16).
  func interceptResponse(_ actionIdentifier: String) {
    guard swizzling else { return }
    let readout = readout
    guard let id = readout.id else { return }
    guard !consentMissing else {
      context.step(
        "sdk:onesignal", "does not process the tap", note: "consent required and not given: not queued either", rule: .sdkOnesignalConsent)
      context.track(TrackedEvent(sdk: Self.id, event: "opened", status: "dropped", detail: "consent required and not given", attempts: 0))
      context.finding(
        .sdkOnesignalConsent, .warning,
        "consent is required and not given: OneSignal neither counts this tap nor calls the click listener, and does not keep it for later")
      return
    }
    guard state.appIDSet else {
      context.step("sdk:onesignal", "drops the tap", note: "no app id: OneSignal.initialize has not run", rule: .sdkOnesignalAppId)
      context.track(TrackedEvent(sdk: Self.id, event: "opened", status: "dropped", detail: "no app id (initialize has not run)", attempts: 0))
      context.finding(
        .sdkOnesignalAppId, .warning,
        "OneSignal has no app id when the tap arrives (OneSignal.initialize has not run): the tap is dropped, not counted and never replayed")
      return
    }
    guard actionIdentifier != ActionIdentifier.dismissAction else {
      context.step("sdk:onesignal", "ignores the dismiss", note: "no open, no click event", rule: .sdkOnesignalTap)
      return
    }
    guard state.lastOpenedID != id else {
      context.step(
        "sdk:onesignal", "ignores the tap", note: "notification \(id) is the last one opened: not opened twice", rule: .sdkOnesignalOpen)
      return
    }
    state.lastOpenedID = id
    let button = actionIdentifier == ActionIdentifier.defaultAction ? nil : actionIdentifier
    context.step(
      "sdk:onesignal", "handleNotificationOpened", note: button.map { "ActionTaken, actionSelected \($0)" } ?? "Opened", rule: .sdkOnesignalTap)
    reportOpen(id)
    openLaunchURL(readout)
    if settings.clearsBadge {
      context.step("sdk:onesignal", "clears the badge", note: "applicationIconBadgeNumber = 0", rule: .sdkOnesignalTap)
      context.world.screen.badge = 0
    }
    if state.listening {
      context.step(
        "sdk:onesignal", "onClick(event:)", note: "notification \(id)" + (button.map { ", actionId \($0)" } ?? ""),
        rule: .sdkOnesignalClickListener)
    } else if settings.bufferClicks {
      change { $0.unprocessed.append(id) }
      context.step(
        "sdk:onesignal", "keeps the click", note: "no click listener yet: delivered when one is added", rule: .sdkOnesignalClickListener)
    } else {
      context.step("sdk:onesignal", "has no click listener to call", note: "the click event is lost", rule: .sdkOnesignalClickListener)
      context.finding(
        .sdkOnesignalClickListener, .warning, "no click listener is registered when the tap arrives: the app never learns of this click")
    }
  }

  /// `PUT notifications/<id>` with `opened: true`, sent at once; once only (facts 19, 20).
  private func reportOpen(_ id: String) {
    let detail = "PUT notifications/\(id) {opened: true}"
    if settings.network != .down {
      context.step("sdk:onesignal", "sends the open", note: detail, rule: .sdkOnesignalOpen)
      context.track(TrackedEvent(sdk: Self.id, event: "opened", detail: detail))
    } else if settings.retryOpens {
      context.step("sdk:onesignal", "the open fails", note: "network failure: retried later (sdks.onesignal.retryOpens)", rule: .sdkOnesignalOpen)
      let index = context.track(TrackedEvent(sdk: Self.id, event: "opened", status: "queued", detail: detail + "; network failure, retried"))
      change { $0.pendingOpens.append(index) }
    } else {
      context.step("sdk:onesignal", "the open fails", note: "network failure: sent once, no retry", rule: .sdkOnesignalOpen)
      context.track(TrackedEvent(sdk: Self.id, event: "opened", status: "failed", detail: detail + "; network failure, not retried"))
      context.finding(
        .sdkOnesignalOpen, .warning,
        "the network is down when OneSignal sends the open: it is sent once with no retry, so this click is not counted")
    }
  }

  private func retryOpens() {
    guard settings.network != .down, !state.pendingOpens.isEmpty else { return }
    for index in state.pendingOpens where context.world.tracked.indices.contains(index) {
      context.step("sdk:onesignal", "retries the open", note: "the network is back", rule: .sdkOnesignalOpen)
      context.send(tracked: index)
    }
    state.pendingOpens = []
  }

  /// The launch URL is scheduled at the tap, unless suppressed (facts 12, 18), and opens 0.5 s + 0.25 s later (fact 17):
  /// `+launchWebURL:` calls `performSelector:@selector(displayWebView:) withObject:url afterDelay:0.5`
  /// (OneSignal-iOS-SDK `OneSignal.m`, stored version index id 12448154; OSNotificationsManager.m @02e84e4e), and
  /// `+displayWebView:` opens it another 0.25 s later on the main queue (sdk-behaviour-more.md §1 fact 17). A timer in
  /// the world's timeline: the click listener (`onClick(event:)`) has run by then.
  private func openLaunchURL(_ readout: OneSignalReadout) {
    guard let url = readout.launchURL else { return }
    guard !settings.suppressLaunchURLs else {
      context.step(
        "sdk:onesignal", "does not open the launch URL", note: "Info.plist OneSignal_suppress_launch_urls", rule: .sdkOnesignalLaunchUrl)
      return
    }
    context.step(
      "sdk:onesignal", "schedules the launch URL", note: "\(url): opened 0.5 s + 0.25 s after the tap", rule: .sdkOnesignalLaunchUrl)
    context.schedule(after: Self.launchURLDelay, owner: Self.id, action: "launchURL", argument: url)
  }

  /// 0.5 s (`afterDelay:0.5`) + 0.25 s (`+displayWebView:`), fact 17, in milliseconds.
  static let launchURLDelay = 750

  /// `+displayWebView:` runs: the in-app web view for an http(s) URL when launch URLs open in the app, else
  /// `UIApplication.open` (App Store links always), fact 17.
  func timerFired(_ timer: PendingTimer) {
    guard timer.action == "launchURL" else { return }
    let url = timer.argument
    if settings.launchURLsInApp && OneSignalReadout.isWeb(url) && !OneSignalReadout.isAppStore(url) {
      context.step("sdk:onesignal", "shows the launch URL in its web view", note: "\(url), 0.75 s after the tap", rule: .sdkOnesignalLaunchUrl)
      // fact 17: OneSignal's +displayWebView: (its own web view) or UIApplication openURL:options:completionHandler:.
      context.open(url, by: "sdk:onesignal", via: "in-app web view")
    } else {
      context.step("sdk:onesignal", "UIApplication.open(\(url))", note: "the launch URL, 0.75 s after the tap", rule: .sdkOnesignalLaunchUrl)
      context.open(url, by: "sdk:onesignal", via: "UIApplication.open")
    }
  }

  // MARK: - Service extension

  /// fact 29: OneSignalExtension takes the content handler and calls it.
  func serviceExtension() {
    guard readout.isOneSignalPush else { return }
    context.step(
      "NSE", "OneSignalExtension.didReceiveNotificationExtensionRequest(_:with:withContentHandler:)",
      note: readout.attachments ? "attaches the att media, then calls the content handler" : "calls the content handler", rule: .sdkOnesignalNse)
  }
}
