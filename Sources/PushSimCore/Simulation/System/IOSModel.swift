/// The iOS system model: given a payload, an app profile, a state and an event, which callbacks
/// fire, in which order, what shows on screen, and what goes wrong. It follows the decision
/// procedure of ios-delivery.md §1.8; every step names its rule (`SystemRules`).
public struct IOSModel: Sendable {
  public let behaviour: any AppBehaviour

  public init(behaviour: any AppBehaviour = WiredApp()) {
    self.behaviour = behaviour
  }

  public struct Input: Sendable {
    public let file: String
    public let payload: Payload
    public let classification: Classification
    public let profile: AppProfile
    public let appChoice: String
    public let state: AppState
    public let event: SimEvent

    public init(
      file: String, payload: Payload, classification: Classification, profile: AppProfile, appChoice: String, state: AppState, event: SimEvent
    ) {
      self.file = file
      self.payload = payload
      self.classification = classification
      self.profile = profile
      self.appChoice = appChoice
      self.state = state
      self.event = event
    }
  }

  public func simulate(_ input: Input) -> Trace {
    let trace = Trace(
      file: input.file, provider: input.classification.provider, app: input.profile.name, appChoice: input.appChoice, state: input.state,
      event: input.event, kind: input.payload.kind)
    let context = SimContext(payload: input.payload, classification: input.classification, profile: input.profile, trace: trace)
    behaviour.prepare(context)
    var run = Run(context: context, behaviour: behaviour, state: input.state)
    run.arrive()
    run.handle(input.event)
    return context.trace
  }

  /// One simulation's mutable state.
  struct Run {
    let context: SimContext
    let behaviour: any AppBehaviour
    var state: AppState
    /// Something the user can tap or dismiss is on screen (banner or Notification Center).
    var presented = false

    var payload: Payload { context.payload }
    var profile: AppProfile { context.profile }

    // MARK: Arrival (§1.2)

    mutating func arrive() {
      let kind = payload.kind
      if kind == .liveActivity {
        context.step(
          "iOS", "ActivityKit applies the \(payload.aps?.liveActivity?.event ?? "update") to the Live Activity", note: "no app callback",
          rule: "ios-live-activity")
        if payload.hasAlertText && profile.notificationsAuthorized {
          context.trace.ui.banner = true
          context.step("iOS", "shows the Live Activity alert", rule: "ios-live-activity")
        }
        return
      }
      if kind == .empty || kind == .notAnObject {
        context.step("iOS", "does nothing", note: "nothing to show and no content-available", rule: "ios-present-system")
        return
      }
      serviceExtension()
      if payload.aps?.contentAvailable == true { backgroundDelivery() }
      if payload.isVisible { present() }
    }

    private func serviceExtension() {
      guard let aps = payload.aps, aps.mutableContent else { return }
      if !payload.hasAlertText {
        context.finding("ios-nse-skipped", .warning, "mutable-content 1 but no alert text: the Notification Service Extension never runs")
      } else if !profile.notificationsAuthorized {
        context.finding("ios-nse-skipped", .warning, "alerts are not authorized: the Notification Service Extension does not run")
      } else if profile.bool("ios.simctlPush") {
        context.finding("ios-nse-skipped", .info, "sent with simctl push: the Simulator runs no Notification Service Extension")
      } else {
        context.step("NSE", Callback.serviceExtension, note: "before display, up to 30 s; not under simctl push", rule: "ios-nse-runs")
        context.step("NSE", "contentHandler(bestAttemptContent)", rule: "ios-nse-runs")
      }
    }

    private mutating func backgroundDelivery() {
      if payload.kind == .background {
        context.finding(
          "ios-background-headers", .info, "send this background push with apns-push-type: background and apns-priority: 5 (10 is an error)")
      }
      switch state {
      case .foreground:
        callDidReceiveRemoteNotification(state: ".active", rule: "ios-drn-foreground")
      case .background:
        guard profile.hasRemoteNotificationMode else { return missingBackgroundMode() }
        context.step("iOS", "wakes the suspended app in the background", note: "up to 30 s; throttled and coalesced", rule: "ios-background-wake")
        callDidReceiveRemoteNotification(state: ".background", rule: "ios-background-wake")
      case .terminated:
        guard profile.hasRemoteNotificationMode else { return missingBackgroundMode() }
        context.step("iOS", "launches the app in the background", rule: "ios-background-launch")
        context.step(
          "app", Callback.didFinishLaunching, note: "launchOptions[.remoteNotification] = payload; applicationState .background",
          rule: "ios-background-launch")
        behaviour.didFinishLaunching(context, launchedByPush: true)
        callDidReceiveRemoteNotification(state: ".background", rule: "ios-background-launch")
        state = .background
      case .forceQuit:
        context.step(
          "iOS", "discards the background push", note: "force-quit: not launched until the user opens the app", rule: "ios-force-quit-discard")
        context.finding(
          "ios-force-quit-discard", .warning,
          "the user force-quit the app: iOS discards the background push and does not launch the app until the user opens it")
      case .neverLaunched:
        context.step("iOS", "does not launch the app", note: "never launched", rule: "ios-never-launched")
        context.finding("ios-never-launched", .warning, "the app has never been launched: iOS does not launch it for a background push")
      }
    }

    private func missingBackgroundMode() {
      context.step("iOS", "does not wake the app", note: "no remote-notification background mode", rule: "ios-no-background-mode")
      context.finding(
        "ios-no-background-mode", .warning,
        "no remote-notification background mode: iOS does not wake or launch the app for this push (\(state.rawValue))")
    }

    private func callDidReceiveRemoteNotification(state applicationState: String, rule: String) {
      guard profile.implementsDidReceiveRemoteNotification else {
        context.finding(rule, .warning, "the app does not implement \(Callback.didReceiveRemoteNotification): the background push does nothing")
        return
      }
      context.step("app", Callback.didReceiveRemoteNotification, note: "applicationState \(applicationState)", rule: rule)
      behaviour.didReceiveRemoteNotification(context, state: applicationState)
    }

    private mutating func present() {
      let aps = payload.aps
      guard profile.notificationsAuthorized else {
        context.finding("ios-not-authorized", .warning, "notifications are not authorized: iOS shows nothing, plays no sound, sets no badge")
        return
      }
      guard state == .foreground else {
        let rule = payload.kind == .badgeOrSound ? "ios-badge-sound-only" : "ios-present-system"
        let shown = [payload.hasAlertText ? "banner" : nil, aps?.raw["sound"] != nil ? "sound" : nil, aps?.raw["badge"] != nil ? "badge" : nil]
          .compactMap { $0 }
        context.step(
          "iOS", "presents the notification (\(shown.joined(separator: ", ")))", note: "the app is not in the foreground: no app code", rule: rule)
        apply(options: ["banner", "list", "sound", "badge"])
        return
      }
      guard profile.hasDelegate else {
        if payload.aps?.contentAvailable != true {
          callDidReceiveRemoteNotification(state: ".active", rule: "ios-foreground-no-delegate")
        }
        if profile.foregroundWithoutDelegate == "original-options" {
          context.step(
            "iOS", "presents the notification with its original options", note: "ios.foregroundWithoutDelegate", rule: "ios-foreground-no-delegate")
          apply(options: ["banner", "list", "sound", "badge"])
        } else {
          context.finding("ios-foreground-no-delegate", .warning, "no UNUserNotificationCenter delegate: the foreground alert is not shown")
        }
        return
      }
      guard profile.implementsWillPresent else {
        context.finding("ios-will-present-missing", .warning, "the delegate does not implement willPresent: the foreground alert is not shown")
        return
      }
      context.step(behaviour.delegateActor(context), Callback.willPresent, note: "the app is in the foreground", rule: "ios-will-present")
      let options = behaviour.willPresent(context)
      apply(options: options)
      if !presented && payload.hasAlertText {
        context.finding("ios-will-present", .info, "willPresent returned no banner or list option: the notification is delivered silently")
      }
    }

    private mutating func apply(options: [String]) {
      let aps = payload.aps
      let text = payload.hasAlertText
      context.trace.ui.banner = text && (options.contains("banner") || options.contains("alert"))
      context.trace.ui.list = text && (options.contains("list") || options.contains("alert"))
      if options.contains("sound") { context.trace.ui.sound = aps?.sound?.name }
      if options.contains("badge") { context.trace.ui.badge = aps?.badge }
      presented = context.trace.ui.banner || context.trace.ui.list
    }

    // MARK: Interaction (§1.3)

    mutating func handle(_ event: SimEvent) {
      switch event {
      case .deliver:
        return
      case .tap(let action):
        guard presented else { return nothingThere("tap") }
        guard let action else {
          context.step("user", "taps the notification")
          return respond(ActionIdentifier.defaultAction, foreground: true)
        }
        if action.hasPrefix("carousel:"), payload.root["_nm"]?["crsl"] != nil {
          // A carousel or slider item is picked in the Notification Content Extension, which hands it to the app.
          context.step("user", "selects carousel item \(action.dropFirst("carousel:".count)) in the content extension", rule: "sdk-netmera-action")
          return respond(action, foreground: true)
        }
        guard let category = category(), let found = category.actions.first(where: { $0.id == action }) else {
          let registered = category()?.actions.map(\.id) ?? []
          let detail =
            payload.aps?.category == nil
            ? "the payload has no aps.category"
            : registered.isEmpty
              ? "the app registers no category \"\(payload.aps?.category ?? "")\" with actions"
              : "category \"\(payload.aps?.category ?? "")\" has \(registered.joined(separator: ", "))\(Suggest.didYouMean(action, among: registered))"
          context.finding("ios-action-unknown", .error, "action \"\(action)\" is not in the payload's category: \(detail); iOS cannot show it")
          return
        }
        context.step(
          "user", "selects the action \"\(action)\"", note: found.foreground ? ".foreground option" : "no .foreground option", rule: "ios-action")
        respond(action, foreground: found.foreground)
      case .dismiss:
        guard presented else { return nothingThere("dismiss") }
        context.step("user", "dismisses the notification")
        guard let category = category(), category.customDismissAction else {
          context.step("iOS", "removes the notification", note: "the app is not told", rule: "ios-dismiss-not-reported")
          context.finding(
            "ios-dismiss-not-reported", .info,
            "the dismiss is not reported: the category \(payload.aps?.category.map { "\"\($0)\" " } ?? "")needs .customDismissAction")
          return
        }
        respond(ActionIdentifier.dismissAction, foreground: false)
      }
    }

    private func category() -> AppProfile.Category? {
      guard let id = payload.aps?.category else { return nil }
      return profile.categories.first { $0.id == id }
    }

    private func nothingThere(_ verb: String) {
      let reason: String
      if payload.kind == .empty || payload.kind == .notAnObject {
        reason = "the payload has nothing to show"
      } else if payload.kind == .background {
        reason = "a silent push shows nothing"
      } else if !profile.notificationsAuthorized {
        reason = "notifications are not authorized"
      } else if payload.kind == .liveActivity {
        reason = "pushsim does not model taps on Live Activities"
      } else if state == .foreground {
        reason = "in the foreground the notification was not presented"
      } else {
        reason = "nothing was presented"
      }
      context.finding("ios-nothing-to-tap", .warning, "nothing to \(verb): \(reason)")
    }

    /// Delivers a response (tap, action, dismiss) to the app in its current state.
    private mutating func respond(_ actionIdentifier: String, foreground: Bool) {
      let rule =
        actionIdentifier == ActionIdentifier.defaultAction
        ? "ios-launch-by-tap" : actionIdentifier == ActionIdentifier.dismissAction ? "ios-dismiss" : "ios-action"
      switch state {
      case .terminated, .forceQuit, .neverLaunched:
        context.step("iOS", foreground ? "launches the app to the foreground" : "launches the app in the background", rule: rule)
        let option =
          actionIdentifier == ActionIdentifier.defaultAction
          ? "launchOptions[.remoteNotification] = payload" : "launchOptions[.remoteNotification] not verified for actions (§6 Q6)"
        context.step("app", Callback.didFinishLaunching, note: option, rule: rule)
        behaviour.didFinishLaunching(context, launchedByPush: true)
        state = foreground ? .foreground : .background
        if foreground { context.trace.ui.opened = "app" }
        deliverResponse(actionIdentifier, afterLaunch: true, rule: rule)
      case .background:
        if foreground {
          context.step("app", Callback.willEnterForeground, rule: "ios-tap-from-background")
          context.trace.ui.opened = "app"
          deliverResponse(actionIdentifier, afterLaunch: false, rule: "ios-tap-from-background")
          context.step("app", Callback.didBecomeActive, rule: "ios-tap-from-background")
          state = .foreground
        } else {
          deliverResponse(actionIdentifier, afterLaunch: false, rule: rule)
        }
      case .foreground:
        if foreground { context.trace.ui.opened = "app" }
        deliverResponse(
          actionIdentifier, afterLaunch: false, rule: actionIdentifier == ActionIdentifier.defaultAction ? "ios-tap-in-foreground" : rule)
      }
    }

    private func deliverResponse(_ actionIdentifier: String, afterLaunch: Bool, rule: String) {
      if afterLaunch && profile.delegateOwner != "none" && profile.delegateAssigned == "after-launch-returns" {
        context.finding(
          "ios-delegate-too-late", .error,
          "the delegate is assigned after \(Callback.didFinishLaunching) returns: the response that launched the app is lost (no didReceive)")
        return
      }
      guard profile.hasDelegate, profile.implementsDidReceive else {
        guard actionIdentifier == ActionIdentifier.defaultAction, profile.implementsDidReceiveRemoteNotification else {
          context.finding("ios-tap-legacy", .warning, "no delegate implements didReceive: the \(actionIdentifier) response never reaches the app")
          return
        }
        context.step("app", Callback.didReceiveRemoteNotification, note: "applicationState .inactive (legacy fallback)", rule: "ios-tap-legacy")
        behaviour.didReceiveRemoteNotification(context, state: ".inactive")
        context.finding(
          "ios-tap-legacy", .warning, "no delegate implements didReceive: the tap arrives only as didReceiveRemoteNotification, without the response")
        return
      }
      context.step(behaviour.delegateActor(context), Callback.didReceive, note: "actionIdentifier \(actionIdentifier)", rule: rule)
      behaviour.didReceive(context, actionIdentifier: actionIdentifier)
    }
  }
}
