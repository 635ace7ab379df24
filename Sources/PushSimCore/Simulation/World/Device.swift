/// The one code path that advances the world: iOS rules decide which callbacks an event causes
/// in the current state (ios-delivery.md §1.8), the app's behaviour (and its SDK models) decide
/// what happens inside them. Every step names its rule (`SystemRules`, `SDKRules`).
public struct Device {
  let context: SimContext
  let behaviour: any AppBehaviour

  public init(world: World, behaviour: any AppBehaviour = WiredApp()) {
    self.context = SimContext(world: world)
    self.behaviour = behaviour
  }

  public var world: World { context.world }
  public var steps: [TraceStep] { context.steps }
  public var findings: [SimFinding] { context.findings }

  var profile: AppProfile { context.profile }
  var payload: Payload { context.payload }
  var state: AppState { context.world.appState }

  /// `step(world, event) -> (world', steps, tracked, findings)` of DESIGN.md §5, as a pure function.
  public static func step(_ world: World, _ event: WorldEvent, behaviour: any AppBehaviour = WiredApp()) -> (
    world: World, steps: [TraceStep], findings: [SimFinding]
  ) {
    let device = Device(world: world, behaviour: behaviour)
    device.apply(event)
    return (device.world, device.steps, device.findings)
  }

  /// Wiring findings about the profile itself, before anything happens.
  public func prepare(for push: PushMessage?) {
    context.current = push.map { DeliveredNotification(id: "", file: $0.file, payload: $0.payload, classification: $0.classification) }
    behaviour.prepare(context)
    context.current = nil
  }

  public func apply(_ event: WorldEvent) {
    context.current = nil
    switch event {
    case .launch: userLaunch()
    case .foreground: enterForeground(by: "the user")
    case .background: enterBackground()
    case .interrupt: interrupt()
    case .resume: resume()
    case .kill: endProcess(.notRunning, "the system ends the app", rule: .worldKill)
    case .forceQuit: endProcess(.forceQuit, "the user force-quits the app", rule: .worldForceQuit)
    case .deliver(let push): deliver(push)
    case .tap(let id, let action): tap(id, action: action)
    case .pickCarouselItem(let id, let item): pickCarouselItem(id, item: item)
    case .dismiss(let id): dismiss(id)
    case .closeInAppContent: behaviour.closeInAppContent(context)
    case .set(let path, let value): set(path, value)
    case .advance(let milliseconds): advance(milliseconds)
    case .redeliver(let push): redeliver(push)
    case .assignDelegate(let who): assignDelegate(who)
    case .appCall(let api, let id): appCall(api, on: id)
    }
  }

  // MARK: - Process

  private func userLaunch() {
    guard !context.world.process.isRunning else { return enterForeground(by: "the user") }
    context.step("user", "opens the app from the home screen", rule: .worldLaunch)
    launch(toForeground: true, byPush: false, rule: .worldLaunch)
    deliverHeldBackgroundPush()
    finishDeferredDelegate()
    becomeActive(rule: .worldLaunch)
  }

  /// applicationDidBecomeActive: the app is active, and its SDKs do what they do then.
  func becomeActive(rule: SimRule) {
    context.step("app", Callback.didBecomeActive, rule: rule)
    context.world.active = true
    behaviour.didBecomeActive(context)
  }

  /// didFinishLaunching with the SDK start-up and the delegate assignment.
  func launch(toForeground: Bool, byPush: Bool, rule: SimRule, note: String = "") {
    context.world.launches += 1
    context.world.process = toForeground ? .foreground : .background
    context.world.active = false
    context.world.setDelegateAtLoad()
    if toForeground {
      context.world.activations += 1
      context.open("app", by: "iOS", via: "launch")
    }
    context.step("app", Callback.didFinishLaunching, note: note, rule: rule)
    behaviour.didFinishLaunching(context, launchedByPush: byPush)
    if profile.hasDelegate {
      if profile.delegateAssigned == .afterLaunchReturns {
        context.world.delegatePending = true
      } else {
        context.world.assignProfileDelegate()
      }
    }
  }

  /// The assignment that runs after launch returned (`after-launch-returns`).
  func finishDeferredDelegate() {
    guard context.world.delegatePending else { return }
    context.world.delegatePending = false
    context.world.assignProfileDelegate()
  }

  private func enterForeground(by who: String) {
    switch context.world.process {
    case .foreground:
      return
    case .background, .suspended:
      context.step("user", "brings the app to the foreground", note: who, rule: .worldForeground)
      context.step("app", Callback.willEnterForeground, rule: .worldForeground)
      context.world.process = .foreground
      context.world.activations += 1
      context.open("app", by: "iOS", via: "launch")
      becomeActive(rule: .worldForeground)
      deliverHeldBackgroundPush()
    case .neverLaunched, .notRunning, .forceQuit:
      userLaunch()
    }
  }

  /// The app stays in the foreground but inactive (ios-delivery.md §1.2 Inactive row): applicationWillResignActive.
  private func interrupt() {
    guard context.world.process == .foreground, context.world.active else { return }
    context.step("user", "covers the app", note: "Control Center, an incoming call or the app switcher", rule: .worldInactive)
    context.step("app", Callback.willResignActive, rule: .worldInactive)
    context.world.active = false
  }

  private func resume() {
    guard context.world.process == .foreground, !context.world.active else { return }
    context.step("user", "uncovers the app", rule: .worldInactive)
    becomeActive(rule: .worldInactive)
  }

  private func enterBackground() {
    guard context.world.process == .foreground else { return }
    context.step("user", "leaves the app", note: "home screen or another app", rule: .worldBackground)
    context.step("app", Callback.didEnterBackground, rule: .worldBackground)
    behaviour.didEnterBackground(context)
    context.world.process = .suspended
    context.world.active = false
    context.world.screen.opened = nil
  }

  func endProcess(_ end: ProcessState, _ what: String, rule: SimRule) {
    let wasRunning = context.world.process.isRunning
    context.step("iOS", what, note: wasRunning ? "in-memory state is gone; what an SDK saved stays" : "it was not running", rule: rule)
    context.world.process = end
    discardHeldBackgroundPush(because: "the app was killed")
    context.world.delegateAssigned = false
    context.world.delegatePending = false
    context.world.sdkDelegate = nil
    context.world.delegatePeers = []
    context.world.active = false
    context.world.screen.opened = nil
    context.world.timers.removeAll()
    if wasRunning { behaviour.processEnded(context) }
  }

  /// Time passes by `milliseconds`: the SDK timers it passes run at their due times, in order; then the clock stands
  /// at the end.
  private func advance(_ milliseconds: Int) {
    let end = WorldTime.after(context.world.clock, max(0, milliseconds))
    runTimers(upTo: end)
    context.world.clock = max(context.world.clock, end)
    // Running code (foreground, or the background time left) flushes what it batched before a suspension stops it.
    if context.world.process.isRunning, milliseconds > 0 { behaviour.timePassed(context, milliseconds: milliseconds) }
    if context.world.process == .background, milliseconds >= Self.backgroundTime {
      context.step("iOS", "suspends the app", note: "background execution time is over (30 s)", rule: .iosBackgroundWake)
      context.world.process = .suspended
    }
    passLiveActivityTime()
  }

  /// About 30 s of background execution after a wake (ios-delivery.md G4), in milliseconds.
  static let backgroundTime = 30_000

  /// Runs the pending SDK timers due at or before `end`, in due order, each with the clock at its due time (a timer
  /// already overdue runs at the current time). They run while the app's process exists; a kill drops them.
  func runTimers(upTo end: Int) {
    while context.world.process.isRunning, let timer = context.world.timers.popDue(upTo: end) {
      context.world.clock = max(context.world.clock, timer.due)
      let previous = context.current
      let delivered = context.world.center.delivered
      context.current = timer.notificationIndex.flatMap { delivered.indices.contains($0) ? delivered[$0] : nil }
      behaviour.timerFired(context, timer)
      context.current = previous
    }
  }

  /// A single-shot command's end (`tap`, `deliver`, `simulate`, `check`): the SDK timers due within
  /// `WorldTimers.settleWindow` of now run, so the outcome shows what the SDK does right after the event (OneSignal's
  /// launch URL 0.75 s after the tap). The clock stops at the last timer that ran, not at the window's end.
  public func settle() {
    runTimers(upTo: WorldTime.after(context.world.clock, WorldTimers.settleWindow))
  }

  private func set(_ path: String, _ value: JSONValue) {
    do {
      try context.world.profile.set(path, value)
    } catch {
      context.finding(.worldSet, .error, error.message)
      return
    }
    context.step("user", "sets \(path) = \(Show.value(value))", rule: .worldSet)
    behaviour.profileChanged(context, path: path)
  }

  // MARK: - Arrival (ios-delivery.md §1.2)

  func deliver(_ push: PushMessage) {
    if let refusal = APNsGate.check(push, context: context) {
      context.step("APNs", refusal.call, note: refusal.note, rule: refusal.rule)
      context.finding(refusal.rule, .error, refusal.message)
      return
    }
    let id = push.id ?? "n\(context.world.center.delivered.count + 1)"
    // The payload as the device receives it: sent as the push type the message, the header or the payload says.
    let payload = push.received(header: profile.app.pushType.declared)
    var notification = DeliveredNotification(id: id, file: push.file, payload: payload, classification: push.classification)
    notification.categoryID = push.payload.aps?.category
    context.world.center.append(notification)
    context.current = notification
    arrive()
    // The notification just delivered, found by its id's index (a search made a long scenario quadratic).
    if let index = context.world.center.lastIndex(of: id), let current = context.current {
      context.world.center.update(index) { $0 = current }
    }
  }

  private func arrive() {
    let kind = payload.kind
    context.world.screen.banner = false
    context.world.screen.list = false
    context.world.screen.sound = nil
    context.world.screen.options = nil
    // Push types that never reach UNUserNotificationCenter go to what receives them (PushType.facts.receiver).
    switch kind {
    case .liveActivity: return deliverLiveActivity()
    case .voip, .pushToTalk: return deliverPushKit()
    case .location, .widgets, .controls, .mdm, .fileProvider, .complication: return deliverToSystem()
    default: break
    }
    if kind == .empty || kind == .notAnObject {
      context.step("iOS", "does nothing", note: "nothing to show and no content-available", rule: .iosPresentSystem)
      return
    }
    serviceExtension()
    if payload.aps?.contentAvailable == true { backgroundDelivery() }
    if payload.isVisible { present() }
  }

  private func serviceExtension() {
    guard let aps = payload.aps, aps.mutableContent else { return }
    if !payload.hasAlertText {
      context.finding(.iosNseSkipped, .warning, "mutable-content 1 but no alert text: the Notification Service Extension never runs")
    } else if !profile.notificationsAuthorized {
      context.finding(.iosNseSkipped, .warning, "alerts are not authorized: the Notification Service Extension does not run")
    } else if profile.app.simctlPush {
      context.finding(.iosNseSkipped, .info, "sent with simctl push: the Simulator runs no Notification Service Extension")
    } else {
      let limit = profile.pushTypes.serviceExtensionTimeLimit  // seconds (the profile's unit)
      context.step("NSE", Callback.serviceExtension, note: "before display, up to \(limit) s; not under simctl push", rule: .iosNseRuns)
      behaviour.serviceExtension(context)
      finishServiceExtension()
    }
  }

  private func backgroundDelivery() {
    if payload.kind == .background {
      context.finding(
        .iosBackgroundHeaders, .info, "send this background push with apns-push-type: background and apns-priority: 5 (10 is an error)")
    }
    switch state {
    case .foreground:
      // Covered (Control Center, a call) the app is inactive: the same call, with applicationState .inactive.
      callDidReceiveRemoteNotification(state: "." + context.world.applicationState, rule: .iosDrnForeground)
    case .background:
      guard profile.hasRemoteNotificationMode else { return missingBackgroundMode() }
      if holdsOverBudget() { return }
      if context.world.process == .suspended {
        context.step("iOS", "wakes the suspended app in the background", note: "up to 30 s; throttled and coalesced", rule: .iosBackgroundWake)
        context.world.process = .background
      }
      callDidReceiveRemoteNotification(state: ".background", rule: .iosBackgroundWake)
    case .terminated:
      guard profile.hasRemoteNotificationMode else { return missingBackgroundMode() }
      if holdsOverBudget() { return }
      context.step("iOS", "launches the app in the background", rule: .iosBackgroundLaunch)
      launch(
        toForeground: false, byPush: true, rule: .iosBackgroundLaunch,
        note: "launchOptions[.remoteNotification] = payload; applicationState .background")
      callDidReceiveRemoteNotification(state: ".background", rule: .iosBackgroundLaunch)
      finishDeferredDelegate()
    case .forceQuit:
      context.step(
        "iOS", "discards the background push", note: "force-quit: not launched until the user opens the app", rule: .iosForceQuitDiscard)
      context.finding(
        .iosForceQuitDiscard, .warning,
        "the user force-quit the app: iOS discards the background push and does not launch the app until the user opens it")
    case .neverLaunched:
      context.step("iOS", "does not launch the app", note: "never launched", rule: .iosNeverLaunched)
      context.finding(.iosNeverLaunched, .warning, "the app has never been launched: iOS does not launch it for a background push")
    }
  }

  /// Over the budget (ios.backgroundPushes) iOS holds the push instead of waking the app: the newest only (G4, G5).
  private func holdsOverBudget() -> Bool {
    let limit: Int? =
      switch profile.app.backgroundPushes {
      case .delivered: nil
      case .throttled: 2
      case .held: 0
      }
    guard let limit, let current = context.current else { return false }
    let now = context.world.clock
    context.world.backgroundWakes.removeAll { now - $0 >= 3_600_000 }
    if context.world.backgroundWakes.count < limit {
      context.world.backgroundWakes.append(now)
      return false
    }
    discardHeldBackgroundPush(because: "only the newest is kept")
    context.world.heldBackgroundPush = current
    context.step(
      "iOS", "holds the background push",
      note: "over the budget (ios.backgroundPushes \(profile.app.backgroundPushes.rawValue)): delivered when the user launches the app",
      rule: .iosBackgroundHeld)
    return true
  }

  /// iOS drops the push it held (G3: a kill or force-quit; G4: a newer one replaces it).
  private func discardHeldBackgroundPush(because reason: String) {
    guard let held = context.world.heldBackgroundPush else { return }
    context.step("iOS", "discards the held background push \(held.id)", note: reason, rule: .iosBackgroundHeld)
    context.world.heldBackgroundPush = nil
  }

  /// The push iOS held, delivered when the user launches the app (G4).
  func deliverHeldBackgroundPush() {
    guard let held = context.world.heldBackgroundPush else { return }
    context.world.heldBackgroundPush = nil
    let previous = context.current
    context.current = held
    context.step("iOS", "delivers the held background push \(held.id)", note: "the user launched the app", rule: .iosBackgroundHeld)
    callDidReceiveRemoteNotification(state: "." + context.world.applicationState, rule: .iosBackgroundHeld)
    context.current = previous
  }

  private func missingBackgroundMode() {
    context.step("iOS", "does not wake the app", note: "no remote-notification background mode", rule: .iosNoBackgroundMode)
    context.finding(
      .iosNoBackgroundMode, .warning,
      "no remote-notification background mode: iOS does not wake or launch the app for this push (\(state.rawValue))")
  }

  func callDidReceiveRemoteNotification(state applicationState: String, rule: SimRule) {
    guard let owner = behaviour.remoteNotificationOwner(context) else {
      context.finding(rule, .warning, "the app does not implement \(Callback.didReceiveRemoteNotification): the background push does nothing")
      return
    }
    let note = owner == "app" ? "applicationState \(applicationState)" : "applicationState \(applicationState); the SDK provides the method"
    context.systemCallback(owner, Callback.didReceiveRemoteNotification, note: note, rule: rule)
    behaviour.didReceiveRemoteNotification(context, state: applicationState)
  }

  private func present() {
    let aps = payload.aps
    guard profile.notificationsAuthorized else {
      context.finding(.iosNotAuthorized, .warning, "notifications are not authorized: iOS shows nothing, plays no sound, sets no badge")
      return
    }
    guard state == .foreground else {
      let rule: SimRule = payload.kind == .badgeOrSound ? .iosBadgeSoundOnly : .iosPresentSystem
      let shown = [payload.hasAlertText ? "banner" : nil, aps?.raw["sound"] != nil ? "sound" : nil, aps?.raw["badge"] != nil ? "badge" : nil]
        .compactMap { $0 }
      context.step(
        "iOS", "presents the notification (\(shown.joined(separator: ", ")))", note: "the app is not in the foreground: no app code", rule: rule)
      apply(options: ["banner", "list", "sound", "badge"])
      return
    }
    guard context.world.delegateAssigned else {
      if payload.aps?.contentAvailable != true {
        callDidReceiveRemoteNotification(state: ".active", rule: .iosForegroundNoDelegate)
      }
      if profile.foregroundWithoutDelegate == .originalOptions {
        context.step(
          "iOS", "presents the notification with its original options", note: "ios.foregroundWithoutDelegate", rule: .iosForegroundNoDelegate)
        apply(options: ["banner", "list", "sound", "badge"])
      } else {
        context.finding(.iosForegroundNoDelegate, .warning, "no UNUserNotificationCenter delegate: the foreground alert is not shown")
      }
      return
    }
    guard behaviour.implementsWillPresent(context) else {
      context.finding(.iosWillPresentMissing, .warning, "the delegate does not implement willPresent: the foreground alert is not shown")
      return
    }
    context.systemCallback(behaviour.delegateActor(context), Callback.willPresent, note: "the app is in the foreground", rule: .iosWillPresent)
    let options = behaviour.willPresent(context)
    apply(options: options)
    if context.current?.onScreen != true && payload.hasAlertText {
      context.finding(.iosWillPresent, .info, "willPresent returned no banner or list option: the notification is delivered silently")
    }
  }

  private func apply(options: [String]) {
    let aps = payload.aps
    let text = payload.hasAlertText
    context.world.screen.banner = text && (options.contains("banner") || options.contains("alert"))
    context.world.screen.list = text && (options.contains("list") || options.contains("alert"))
    context.world.screen.options = options
    if options.contains("sound") { context.world.screen.sound = aps?.sound?.name }
    if options.contains("badge"), let badge = aps?.badge { context.world.screen.badge = badge }
    let shown = context.world.screen.banner || context.world.screen.list
    context.current?.onScreen = shown
    if shown { context.current?.presented = true }
  }
}
