/// The Braze Swift SDK (18.x) as sdk-behaviour-more.md §2 reads its docs, changelog and samples: in the manual
/// integration (the default) the app forwards its push callbacks to `braze.notifications`; with push automation Braze
/// provides the delegate methods and processes its own pushes, so the app's methods are not called for them. Taps are
/// logged as push clicks in Braze's event queue; `subscribeToUpdates` tells the app. Its state lives in `World.braze`.
struct BrazeModel: SDKModel {
  static let id = "braze"
  static let stateType: (any SDKState.Type)? = BrazeState.self
  let context: SimContext

  /// fact 9: a push click counts the tap; ab_uri is what it opens.
  static let tapEvents: Set<String> = ["push_click"]
  static func tapTarget(_ payload: Payload) -> String? { BrazeReadout(payload).uri }

  /// facts 1, 6, 24: with automation Braze provides the delegate methods, so an app that sets no delegate still gets its
  /// pushes handled (I: the automation's own delegate is not documented beyond "dynamically provide implementations").
  static func installsDelegateAtLoad(_ profile: AppProfile) -> Bool {
    let settings = profile.settings(BrazeSettings.self)
    return settings.automates && (settings.initialized || settings.delayedInitialization)
  }

  var profile: AppProfile { context.profile }
  /// The pack's settings, as the profile says now.
  var settings: BrazeSettings { profile.settings(BrazeSettings.self) }
  var readout: BrazeReadout { BrazeReadout(context.payload) }
  var state: BrazeState {
    get { context.world.braze }
    nonmutating set { context.world.braze = newValue }
  }
  /// Changes the state in place (a change through `state` copies its arrays: SDKStates.update).
  func change<Result>(_ body: (inout BrazeState) -> Result) -> Result { context.world.sdks.update(Self.id, as: BrazeState.self, body) }
  /// Push automation runs in this process: configured and created, or prepared for delayed initialization (fact 24).
  var automating: Bool { settings.automates && (state.instance || state.prepared) }

  // MARK: - Start-up

  func launch(launchedByPush: Bool) {
    state.instance = false
    state.prepared = false
    state.subscribed = false
    if settings.delayedInitialization {
      context.step(
        "app", "Braze.prepareForDelayedInitialization(pushAutomation: true)",
        note: "Braze pushes before Braze(configuration:) are \(settings.analyticsBehavior == .queue ? "kept" : "dropped")", rule: .sdkBrazeDelayed)
      state.prepared = true
    }
    if settings.initialized {
      initialize(note: "")
    } else if !settings.delayedInitialization {
      context.step("app", "(Braze(configuration:) not called yet)", note: "Braze does not exist until it runs", rule: .sdkBrazeNotInitialized)
    }
  }

  private func initialize(note: String) {
    let automation = settings.automates ? "push automation on" : "manual integration"
    context.step("app", "Braze(configuration:)", note: note.isEmpty ? automation : automation + "; " + note, rule: .sdkBrazeAutomation)
    state.instance = true
    processHeld()
    if settings.subscribesToUpdates == .launch { subscribe(note: "") }
  }

  /// The closure subscribes to the payload types the app passes (`sdks.braze.updatePayloadTypes`, fact 11).
  private func subscribe(note: String) {
    let opened = settings.updatePayloadTypes.contains("opened")
    let received = settings.updatePayloadTypes.contains("received")
    switch (opened, received) {
    case (true, true):
      context.step("app", "braze.notifications.subscribeToUpdates(payloadTypes: [.opened, .received])", note: note, rule: .sdkBrazeUpdates)
    case (true, false):
      context.step("app", "braze.notifications.subscribeToUpdates(payloadTypes: [.opened])", note: note, rule: .sdkBrazeUpdates)
    case (false, true):
      context.step("app", "braze.notifications.subscribeToUpdates(payloadTypes: [.received])", note: note, rule: .sdkBrazeUpdates)
    case (false, false):
      context.step("app", "braze.notifications.subscribeToUpdates(payloadTypes: [])", note: note, rule: .sdkBrazeUpdates)
    }
    state.subscribed = true
  }

  func registerToken() {
    guard state.instance else { return }
    if settings.automates {
      context.step("sdk:braze", "registers the device token", note: "push automation", rule: .sdkBrazeAutomation)
    } else {
      context.step("app", "braze.notifications.register(deviceToken:)", rule: .sdkBrazeForward)
    }
  }

  func didBecomeActive() {
    if settings.subscribesToUpdates == .later && state.instance && !state.subscribed { subscribe(note: "after launch") }
  }

  func processEnded() {
    state.instance = false
    state.prepared = false
    state.subscribed = false
    state.announced = []
  }

  func profileChanged(_ path: String) {
    guard path == BrazeSettings.initializedKey.path, settings.initialized, !state.instance, context.world.process.isRunning else { return }
    initialize(note: "runs now")
  }

  /// fact 16 (I): the request policy flushes the event queue about every 10 s while the app runs.
  func timePassed(_ milliseconds: Int) {
    let clock = context.world.clock
    // Clicks are queued at the clock, which never goes back: the due ones are the front of the queue, found without
    // going through the clicks that wait.
    let due = change { state in
      let count = state.queue.firstIndex { clock - $0.since < Self.flushInterval } ?? state.queue.count
      defer { state.queue.removeFirst(count) }
      return Array(state.queue.prefix(count))
    }
    guard !due.isEmpty else { return }
    for entry in due { context.send(tracked: entry.index) }
    context.step(
      "sdk:braze", "flushes the event queue", note: "\(due.count) push click\(due.count == 1 ? "" : "s") sent (request policy, about 10 s: I)",
      rule: .sdkBrazeClick)
  }

  /// `configuration.api.flushInterval`, said to default to 10 s (fact 16, I), in milliseconds (the world clock's unit).
  static let flushInterval = 10_000

  // MARK: - Push automation: Braze's own pushes are Braze's alone (fact 6)

  var installsOwnDelegate: Bool { automating && readout.isBrazePush }
  var takesRemoteNotification: Bool { automating && readout.isBrazePush }
  var hooksCallbacksItself: Bool { settings.automates }
  var delegateRule: SimRule? { .sdkBrazeAutomation }

  /// Automation's willPresent for a Braze push (fact 18: the options are not documented).
  func ownPresentation() -> [String] {
    guard readout.isBrazePush else {
      context.step(
        "sdk:braze", "completionHandler([])", note: "not a Braze push: Braze leaves it to the app's handlers, and the app has none",
        rule: .sdkBrazeAutomation)
      return []
    }
    announceReceived()
    let options = settings.automationPresentation == .shown ? ["list", "banner"] : []
    context.step(
      "sdk:braze", options.isEmpty ? "completionHandler([])" : "completionHandler([.list, .banner])",
      note: "push automation (the options are not documented: sdks.braze.automationPresentation)", rule: .sdkBrazeForeground)
    return options
  }

  func ownResponse(_ actionIdentifier: String) {
    if readout.isBrazePush {
      context.step(
        "sdk:braze", "processes the response", note: "push automation: the app's didReceive is not called", rule: .sdkBrazeAutomation,
        sdk: Self.id, records: [.verdict("mine", true)])
      handleTap(actionIdentifier)
    } else {
      context.step(
        "sdk:braze", "leaves the response", note: "not a Braze push", rule: .sdkBrazeAutomation, sdk: Self.id, records: [.verdict("mine", false)])
    }
    context.step("sdk:braze", "completionHandler()", note: "Braze completes", rule: .sdkBrazeAutomation)
  }

  func ownRemoteNotification(state applicationState: String) {
    context.step(
      "sdk:braze", "processes the remote notification", note: "push automation: the app's didReceiveRemoteNotification is not called",
      rule: .sdkBrazeAutomation)
    backgroundPush()
    context.step("sdk:braze", "completionHandler(.newData)", note: "Braze completes", rule: .sdkBrazeAutomation)
  }

  // MARK: - Manual integration (facts 7, 19, 27)

  /// Another SDK's delegate answers the tap (OneSignal's own, Mapp's automatic one): the app's didReceive, and its
  /// handleUserNotification call, never run.
  func responseTaken(by owner: any SDKModel, _ actionIdentifier: String) {
    guard !settings.automates, readout.isBrazePush, actionIdentifier != ActionIdentifier.dismissAction else { return }
    context.finding(
      .sdkBrazeNotForwarded, .error,
      "the \(owner.displayName) SDK owns the notification-center delegate: the app's didReceive, and its braze.notifications.handleUserNotification call, never run, so the Braze click is lost"
    )
  }

  func appHearsDelivery(from callback: String) {
    guard callback == "willPresent", !settings.automates, settings.forwardsForeground else { return }
    guard state.instance else {
      context.step(
        "app", "braze?.notifications.handleForegroundNotification(notification:)", note: "Braze is not initialized: nothing happens",
        rule: .sdkBrazeNotInitialized)
      return
    }
    context.step(
      "app", "braze.notifications.handleForegroundNotification(notification:)",
      note: readout.isBrazePush ? "Braze recognises its push" : "not a Braze push", rule: .sdkBrazeForward)
    if readout.isBrazePush { announceReceived() }
  }

  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome {
    guard !settings.automates else { return .passed }
    guard settings.forwardsResponse else {
      if readout.isBrazePush {
        context.step("app", "(does not call braze.notifications.handleUserNotification)", rule: .sdkBrazeNotForwarded)
        context.finding(
          .sdkBrazeNotForwarded, .error,
          "the app's didReceive does not pass this Braze push to braze.notifications.handleUserNotification: no push click is logged and ab_uri does not open"
        )
      }
      return .passed
    }
    guard state.instance else {
      context.step(
        "app", "braze?.notifications.handleUserNotification(response:withCompletionHandler:)", note: "Braze does not exist yet: nil",
        rule: .sdkBrazeNotInitialized)
      if readout.isBrazePush { lostBeforeInitialization() }
      return .passed
    }
    let mine = readout.isBrazePush
    context.step(
      "app", "braze.notifications.handleUserNotification(response:withCompletionHandler:)", note: mine ? "returns true" : "returns false",
      rule: .sdkBrazeForward, sdk: Self.id, records: [.verdict("mine", mine)])
    guard mine else { return .passed }
    handleTap(actionIdentifier)
    context.step("sdk:braze", "completionHandler()", note: "Braze took the push and completes", rule: .sdkBrazeForward)
    return .handled
  }

  func routedRemoteNotification(state applicationState: String) -> RoutedOutcome {
    guard !settings.automates, settings.forwardsBackground, state.instance else { return .passed }
    let mine = readout.isBrazePush
    context.step(
      "app", "braze.notifications.handleBackgroundNotification(userInfo:fetchCompletionHandler:)", note: mine ? "returns true" : "returns false",
      rule: .sdkBrazeForward)
    guard mine else { return .passed }
    backgroundPush()
    context.step("sdk:braze", "completionHandler(.newData)", note: "Braze took the push and completes", rule: .sdkBrazeForward)
    return .handled
  }

  // MARK: - What Braze does with its push

  /// A tap: before initialization it is kept or dropped (facts 24–26); after, a push click and ab_uri (facts 9, 10).
  private func handleTap(_ actionIdentifier: String) {
    guard actionIdentifier != ActionIdentifier.dismissAction else {
      context.step("sdk:braze", "logs no click", note: "a dismiss is not a click", rule: .sdkBrazeClick)
      return
    }
    guard state.instance else {
      if state.prepared { holdTap(actionIdentifier) } else { lostBeforeInitialization() }
      return
    }
    logClick(actionIdentifier)
    if actionIdentifier == ActionIdentifier.defaultAction { openURI() }
    announceOpened()
  }

  private func logClick(_ actionIdentifier: String) {
    let button = actionIdentifier == ActionIdentifier.defaultAction ? "" : ", button \(actionIdentifier)"
    let campaign = readout.campaign.map { "campaign \($0)" } ?? "no ab.c"
    context.step("sdk:braze", "logs a push click", note: "pushClick(campaignId:), \(campaign)\(button)", rule: .sdkBrazeClick)
    let index = context.track(
      TrackedEvent(
        sdk: Self.id, event: "push_click", status: "queued", detail: "in the event queue (flushed about every 10 s: I)\(button)", attempts: 0))
    let clock = context.world.clock
    change { $0.queue.append((index, clock)) }
  }

  private func openURI() {
    guard let uri = readout.uri else { return }
    // fact 15: the BrazeDelegate is asked before any URL; false and the app handles it.
    switch settings.opensURL {
    case .app:
      // BrazeDelegate.braze(_:shouldOpenURL:) gets the URL context; its url is the push's ab_uri ([BZ-DL]).
      context.step(
        "sdk:braze", "braze(_:shouldOpenURL:)", note: "the app's BrazeDelegate answers false", rule: .sdkBrazeUrl, args: ["context.url": uri])
      context.step("app", "UIApplication.open(\(uri))", note: "the app opens ab_uri itself", rule: .sdkBrazeUrl)
      context.open(uri, by: "app", via: "UIApplication.open")
      return
    case .allows:
      context.step("sdk:braze", "braze(_:shouldOpenURL:)", note: "the app's BrazeDelegate answers true: Braze opens it", rule: .sdkBrazeUrl)
    case .sdk:
      break
    }
    // fact 15: with configuration.forwardUniversalLinks an http(s) link goes to the app's continue-user-activity method.
    let web = uri.hasPrefix("https://") || uri.hasPrefix("http://")
    let entry = context.profile.app.continueUserActivity
    if settings.forwardUniversalLinks && web && entry != .absent {
      context.step(
        "app", "application(_:continue:restorationHandler:)",
        note: "forwardUniversalLinks: \(uri) as a web-browsing activity" + (entry == .declines ? "; returns false" : ""), rule: .sdkBrazeUrl)
      if entry == .handles {
        context.open(uri, by: "sdk:braze", via: "continue userActivity")
        return
      }
    }
    let note =
      settings.forwardUniversalLinks && web
      ? (entry == .absent
        ? "ab_uri; the app delegate has no application(_:continue:restorationHandler:)"
        : "ab_uri; the app did not take it (assumed: Braze's fallback is not documented)")
      : "ab_uri"
    context.step("sdk:braze", "UIApplication.open(\(uri))", note: note, rule: .sdkBrazeUrl)
    context.open(uri, by: "sdk:braze", via: "UIApplication.open")
  }

  private func announceOpened() {
    guard let id = context.current?.id else { return }
    guard state.subscribed else {
      if settings.subscribesToUpdates != .none {
        context.finding(
          .sdkBrazeUpdates, .warning,
          "no subscribeToUpdates closure is registered when the tap arrives: the app never hears of this open (subscribe in didFinishLaunching)")
      }
      return
    }
    guard settings.updatePayloadTypes.contains("opened"), change({ $0.announced.insert(id).inserted }) else { return }
    context.step("sdk:braze", "subscribeToUpdates closure", note: "payload type .opened", rule: .sdkBrazeUpdates)
  }

  /// fact 12: "received" for a foreground push or a content-available one, never while terminated.
  private func announceReceived() {
    guard state.subscribed, settings.updatePayloadTypes.contains("received") else { return }
    context.step("sdk:braze", "subscribeToUpdates closure", note: "payload type .received", rule: .sdkBrazeUpdates)
  }

  /// A Braze background push: internal ones are Braze's alone (fact 21); content-available ones are "received" (fact 11).
  private func backgroundPush() {
    if readout.isInternal {
      context.step(
        "sdk:braze", "Braze.Notifications.isInternalNotification", note: "true: Braze's own silent push, no work for the app",
        rule: .sdkBrazeInternal)
      return
    }
    if context.payload.aps?.contentAvailable == true { announceReceived() }
  }

  /// fact 25: prepared for delayed initialization, a tap before Braze exists is kept (queue) or ignored (drop).
  private func holdTap(_ actionIdentifier: String) {
    guard let id = context.current?.id else { return }
    if settings.analyticsBehavior == .queue {
      context.step(
        "sdk:braze", "keeps the push", note: "processed when Braze(configuration:) runs (analyticsBehavior .queue)", rule: .sdkBrazeDelayed)
      let index = context.track(
        TrackedEvent(sdk: Self.id, event: "push_click", status: "queued", detail: "kept until Braze(configuration:) runs", attempts: 0))
      change { $0.held.append(BrazeState.Held(notification: id, actionIdentifier: actionIdentifier, index: index)) }
    } else {
      context.step("sdk:braze", "ignores the push", note: "Braze is not initialized (analyticsBehavior .drop)", rule: .sdkBrazeDelayed)
      context.track(
        TrackedEvent(sdk: Self.id, event: "push_click", status: "dropped", detail: "before initialization, analyticsBehavior .drop", attempts: 0))
      context.finding(
        .sdkBrazeDelayed, .warning, "the push is tapped before Braze(configuration:) runs and analyticsBehavior is .drop: the click is not logged")
    }
  }

  /// At initialization the pushes kept since launch are processed (fact 25): their clicks go into the event queue.
  private func processHeld() {
    let held = state.held
    state.held = []
    for push in held where push.index < context.world.tracked.count {
      context.step("sdk:braze", "processes the push kept before initialization", note: "notification \(push.notification)", rule: .sdkBrazeDelayed)
      context.world.tracked[push.index].detail = "kept until Braze(configuration:), then in the event queue (flushed about every 10 s: I)"
      let clock = context.world.clock
      change { $0.queue.append((push.index, clock)) }
    }
  }

  /// fact 26 (I): without prepareForDelayedInitialization Braze never sees a tap that comes before it exists.
  private func lostBeforeInitialization() {
    context.track(TrackedEvent(sdk: Self.id, event: "push_click", status: "dropped", detail: "Braze did not exist yet", attempts: 0))
    context.finding(
      .sdkBrazeNotInitialized, .warning,
      "the Braze push is tapped before Braze(configuration:) runs and without prepareForDelayedInitialization: Braze never sees it, no click is logged"
    )
  }
}

// MARK: - What Braze records (issue 34)

extension BrazeModel {
  /// `mine`: handleUserNotification's Bool ("returns true" for a Braze push: a non-empty `ab` dictionary,
  /// sdk-behaviour-more.md §2 fact 19, ABKPushUtils.m), and push automation's own check (fact 4).
  static var verdictNames: [String] { ["mine"] }
}
