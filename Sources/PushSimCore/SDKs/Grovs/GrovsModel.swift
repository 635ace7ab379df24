/// Grovs, following seeds/004 (Push notifications, SDK 3.1). Its state lives in `World.grovs`.
struct GrovsModel: SDKModel {
  static let id = "grovs"
  static let stateType: (any SDKState.Type)? = GrovsState.self
  let context: SimContext

  /// The Grovs token's environment must match the build (seeds/004 §2 warning).
  static func apnsRefusal(_ context: SimContext) -> APNsGate.Refusal? {
    let settings = context.profile.settings(GrovsSettings.self)
    if context.world.apns.droppedTokens.contains(id) {
      return APNsGate.Refusal(
        call: "has no Grovs device token", note: "dropped after BadDeviceToken", rule: .apnsBadDeviceToken,
        message: "Grovs dropped this device's token after APNs rejected it (BadDeviceToken): the push is never sent")
    }
    let test = settings.useTestEnvironment
    let sandboxToken = settings.build == .xcode
    guard test != sandboxToken else { return nil }
    context.world.apns.droppedTokens.insert(id)
    let build = settings.build
    return APNsGate.Refusal(
      call: "rejects the push: 400 BadDeviceToken",
      note: "\(sandboxToken ? "sandbox" : "production") token, sent through \(test ? "sandbox" : "production") APNs", rule: .apnsBadDeviceToken,
      message:
        "useTestEnvironment \(test) with build \(build): APNs rejects the token (BadDeviceToken), Grovs drops it, and Grovs pushes never arrive")
  }

  /// seeds/004: push_open counts the tap; the push's link is what it opens.
  static let tapEvents: Set<String> = ["push_open"]
  static func tapTarget(_ payload: Payload) -> String? { GrovsReadout(payload).link }

  func appHearsDelivery(from callback: String) { openOnDelivery(from: callback) }

  /// The Grovs page's willPresent, unless the app says its own options.
  func routedPresentation(routing: [String]) -> [String]? {
    guard isGrovsPush, profile.willPresentFollowsSDK else { return nil }
    context.step("app", "completionHandler([.banner, .list, .sound])", note: "the Grovs page's willPresent", rule: .sdkGrovsConfigure)
    return ["banner", "list", "sound"]
  }

  /// seeds/004 §3: the app passes the tap to Grovs.handleNotificationResponse, then calls the completion handler.
  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome {
    guard openCalledFrom.contains("didReceive") else {
      notHandled()
      return .passed
    }
    return handleResponse(actionIdentifier) ? .handledAppCompletes : .passed
  }

  /// Another SDK's delegate answers the tap: the app's Grovs call never runs.
  func responseTaken(by owner: any SDKModel, _ actionIdentifier: String) {
    guard isGrovsPush, let rule = owner.delegateRule else { return }
    context.finding(
      rule, .error,
      "the \(owner.displayName) SDK owns the notification-center delegate: the app's Grovs.handleNotificationResponse never runs, so the Grovs open is lost"
    )
  }

  var profile: AppProfile { context.profile }
  /// The pack's settings, as the profile says now.
  var settings: GrovsSettings { profile.settings(GrovsSettings.self) }
  var readout: GrovsReadout { GrovsReadout(context.payload) }
  var isGrovsPush: Bool { readout.isGrovsPush }
  var openCalledFrom: [String] { settings.openCalledFrom }
  var state: GrovsState {
    get { context.world.grovs }
    nonmutating set { context.world.grovs = newValue }
  }
  /// Changes the state in place (a change through `state` copies its opens and held taps: SDKStates.update).
  func change<Result>(_ body: (inout GrovsState) -> Result) -> Result { context.world.sdks.update(Self.id, as: GrovsState.self, body) }
  /// Where unreported opens are saved: per API key and environment (seeds/004 App restart).
  var store: String { "\(settings.apiKey) · \(settings.useTestEnvironment ? "test" : "production")" }

  /// APNs rejects the token when the environment does not match the build (seeds/004 §2).
  var environmentMismatch: Bool {
    settings.useTestEnvironment != (settings.build == .xcode)
  }

  func launch(launchedByPush: Bool) {
    state.payloadsSinceStartup = 0
    state.pushToken = "none"
    state.enabled = settings.enabled
    if !state.enabled && !state.rules.keepThroughLaunchWithoutConsent { dropSaved(because: "launched without consent: the saved open is dropped") }
    state.networkUp = settings.network != .down
    guard settings.configured else {
      state.configured = false
      context.step("app", "(Grovs.configure not called yet)", note: "configure runs later", rule: .sdkGrovsDelivery)
      return
    }
    configure(note: "")
  }

  private func configure(note: String) {
    context.step(
      "app", "Grovs.configure(APIKey:useTestEnvironment: \(settings.useTestEnvironment), delegate: self)", note: note,
      rule: .sdkGrovsConfigure)
    state.configured = true
    if state.pushToken == "held" {
      context.step("sdk:grovs", "registers the push token held before configure", rule: .sdkGrovsToken)
      state.pushToken = "registered"
    }
    state.authenticated = settings.authenticated
    if !state.authenticated {
      context.step("sdk:grovs", "authentication has not succeeded yet", note: "opens wait for it", rule: .sdkGrovsDelivery)
    }
    sendSaved()
    let held = state.heldTaps
    state.heldTaps = []
    for tap in held {
      let previous = context.current
      context.current = tap.notification
      context.step("sdk:grovs", "handles the tap held before configure", note: "campaign \(readout.campaignID ?? "")", rule: .sdkGrovsDelivery)
      if state.enabled {
        reportOpen(note: "tap held until configure ran", reuse: tap.tracked)
        deliverPayload()
      } else {
        drop(tap.tracked, because: "the SDK is disabled (no consent): the held tap is dropped")
      }
      context.current = previous
    }
  }

  func registerToken() {
    context.step("app", "Grovs.setPushToken(deviceToken:)", note: state.configured ? "" : "held until configure", rule: .sdkGrovsToken)
    state.pushToken = state.configured ? "registered" : "held"
  }

  /// Wiring findings: the APNs environment (the APNs gate refuses Grovs pushes themselves) and the Simulator.
  func prepare(installed: [String]) {
    if environmentMismatch && !isGrovsPush && !profile.app.simctlPush {
      let build = settings.build
      context.finding(
        .sdkGrovsEnvironment, .error,
        "useTestEnvironment \(settings.useTestEnvironment) with build \(build): APNs rejects the token (BadDeviceToken), it is dropped, and Grovs pushes never arrive"
      )
    }
    if readout.image != nil, profile.app.simctlPush {
      context.finding(
        .sdkGrovsSimulatorNse, .info, "simctl push runs no Notification Service Extension: the campaign image does not show in the Simulator")
    }
  }

  /// `Grovs.handleNotificationResponse(_:)` in the app's didReceive; true when Grovs handled it.
  func handleResponse(_ actionIdentifier: String) -> Bool {
    let handles = isGrovsPush && state.enabled
    context.step("app", "Grovs.handleNotificationResponse(_:)", note: "returns \(handles)", rule: .sdkGrovsHandleResponse)
    guard isGrovsPush else { return false }
    guard state.enabled else {
      context.track(TrackedEvent(sdk: "grovs", event: "push_open", status: "dropped", detail: "the SDK is disabled (no consent)", attempts: 0))
      context.finding(.sdkGrovsDelivery, .info, "the Grovs SDK is disabled: the tap delivers nothing and no open is reported")
      return true
    }
    guard actionIdentifier == ActionIdentifier.defaultAction else {
      context.step(
        "sdk:grovs", "does not count an open", note: actionIdentifier == ActionIdentifier.dismissAction ? "a dismiss" : "a custom action button",
        rule: .sdkGrovsOpen)
      return true
    }
    guard state.configured else {
      guard state.rules.holdTapsBeforeConfigure else {
        context.step("sdk:grovs", "drops the tap", note: "configure has not run", rule: .sdkGrovsDelivery)
        context.track(TrackedEvent(sdk: "grovs", event: "push_open", status: "dropped", detail: "tap before configure", attempts: 0))
        return true
      }
      context.step("sdk:grovs", "holds the tap", note: "configure has not run: handled once it does", rule: .sdkGrovsDelivery)
      let index = context.track(
        TrackedEvent(sdk: "grovs", event: "push_open", status: "queued", detail: "tap held until configure runs", attempts: 0))
      if let current = context.current { change { $0.heldTaps.append(HeldTap(notification: current, tracked: index)) } }
      return true
    }
    reportOpen(note: "tap on the notification")
    deliverPayload()
    return true
  }

  /// The app's didReceive does not call `Grovs.handleNotificationResponse(_:)` (openCalledFrom lacks didReceive).
  func notHandled() {
    guard isGrovsPush else { return }
    context.finding(
      .sdkGrovsNotHandled, .error,
      "didReceive does not call Grovs.handleNotificationResponse(_:): the tap is not reported as an open and the app gets no Grovs payload or link")
  }

  /// `Grovs.handleNotificationOpen(userInfo:)` called from a delivery callback.
  func openOnDelivery(from callback: String) {
    guard openCalledFrom.contains(callback) else { return }
    context.step("app", "Grovs.handleNotificationOpen(userInfo:)", note: "called from \(callback)", rule: .sdkGrovsOpenOnDelivery)
    guard isGrovsPush, state.enabled, state.configured else { return }
    reportOpen(note: "counted on delivery, not on a tap")
    context.finding(
      .sdkGrovsOpenOnDelivery, .error,
      "Grovs.handleNotificationOpen(userInfo:) is called from \(callback): every delivery is counted as an open, tapped or not")
  }

  /// Reports a push_open: tries to send it now, or leaves it pending with its reason.
  private func reportOpen(note: String, reuse index: Int? = nil) {
    let campaign = readout.campaignID ?? ""
    context.step("sdk:grovs", "reports push_open", note: "campaign \(campaign)", rule: .sdkGrovsOpen)
    let tracked: Int
    if let index {
      context.world.tracked[index].detail = note
      tracked = index
    } else {
      tracked = context.track(TrackedEvent(sdk: "grovs", event: "push_open", status: "queued", detail: note, attempts: 0))
    }
    let open = PendingOpen(tracked: tracked, campaign: campaign, store: store, lastActivation: context.world.activations)
    let number = change { $0.pending.append(open) }
    guard state.authenticated else {
      guard state.rules.sendAfterAuthentication else {
        change { $0.pending.remove(number) }
        return drop(tracked, because: "the SDK has not authenticated")
      }
      update(tracked, status: "queued", "awaiting authentication: sent once the SDK authenticates")
      return
    }
    attempt(number)
  }

  /// One delivery attempt of a pending open (network, unknown campaign, one count per device).
  private func attempt(_ number: Int) {
    guard let open = state.pending[number] else { return }
    var event = context.world.tracked[open.tracked]
    event.attempts += 1
    let activation = context.world.activations
    change { $0.pending.setLastActivation(number, activation) }
    let unknown = settings.unknownCampaigns.contains(open.campaign)
    if state.networkUp && !unknown {
      let already = change { !$0.counted.insert(open.campaign).inserted }
      event.status = "sent"
      event.detail = already ? "Grovs already counted this campaign's open on this device: not counted twice" : "counted once for this device"
      context.step("sdk:grovs", "sends push_open", note: "attempt \(event.attempts)", rule: .sdkGrovsDelivery)
      change { $0.pending.remove(number) }
    } else {
      let reason =
        unknown
        ? "campaign \(open.campaign) does not exist in Grovs, so the open is not recorded" : "network failure"
      let limit = state.rules.maxAttempts
      let last = event.attempts >= limit
      // The next foreground retries it (didBecomeActive) while attempts are left.
      change { $0.pending.setRetrying(number, event.attempts > 0 && !last) }
      event.status = last ? "failed" : "queued"
      event.detail =
        "\(reason) (attempt \(event.attempts) of \(limit)); " + (last ? "saved, sent after the next launch" : "retried at the next foreground")
      context.step("sdk:grovs", "push_open not recorded", note: "\(reason), attempt \(event.attempts) of \(limit)", rule: .sdkGrovsDelivery)
      if unknown {
        context.finding(
          .sdkGrovsTestCampaign, .info,
          "campaign \(open.campaign) does not exist in Grovs: the open is not recorded, and the SDK retries on the next couple of foregrounds (expected for a test push)"
        )
      }
    }
    context.world.tracked[open.tracked] = event
  }

  /// applicationDidBecomeActive: retry opens that failed, up to 3 attempts (seeds/004 Network failure).
  func didBecomeActive() {
    guard state.configured, state.enabled, state.authenticated, state.rules.retryAtForeground else { return }
    // Only the opens whose last attempt failed with attempts left, in the order reported (the others never qualify).
    for number in state.pending.retried(in: store) {
      guard let open = state.pending[number] else { continue }
      let event = context.world.tracked[open.tracked]
      if open.lastActivation < context.world.activations, event.attempts > 0, event.attempts < state.rules.maxAttempts {
        context.step("sdk:grovs", "retries push_open at the foreground", note: "campaign \(open.campaign)", rule: .sdkGrovsDelivery)
        attempt(number)
      }
    }
  }

  /// Saved opens are sent once a launch authenticates, for the same API key and environment.
  private func sendSaved() {
    guard state.configured, state.enabled, state.authenticated else { return }
    for number in state.pending.numbers(in: store) {
      guard let open = state.pending[number] else { continue }
      if context.world.tracked[open.tracked].status == "failed" { context.world.tracked[open.tracked].attempts = 0 }
      context.step(
        "sdk:grovs", "sends the saved push_open", note: "campaign \(open.campaign), saved under \(open.store)", rule: .sdkGrovsDelivery)
      attempt(number)
    }
  }

  /// The process ended: configure, authentication and held taps are gone; pending opens are saved.
  func processEnded() {
    for tap in state.heldTaps { drop(tap.tracked, because: "the app ended before configure ran: the held tap is lost") }
    state.heldTaps = []
    if !state.rules.saveAcrossRestart { dropSaved(because: "the app ended: the unreported open is lost") }
    state.configured = false
    state.authenticated = false
    state.payloadsSinceStartup = 0
  }

  /// `set sdks.grovs.*` while the world runs.
  func profileChanged(_ path: String) {
    guard path.hasPrefix("sdks.grovs.") else { return }
    // While the app is not running the SDK is not there to react: the profile applies at the next launch.
    guard context.world.process.isRunning else { return }
    switch path {
    case GrovsSettings.configuredKey.path where settings.configured && !state.configured:
      configure(note: "runs now")
    case GrovsSettings.authenticatedKey.path where settings.authenticated && state.configured && !state.authenticated:
      state.authenticated = true
      context.step("sdk:grovs", "authenticates", rule: .sdkGrovsDelivery)
      sendSaved()
    case GrovsSettings.authenticatedKey.path:
      state.authenticated = settings.authenticated && state.configured
    case GrovsSettings.networkKey.path:
      state.networkUp = settings.network != .down
    case GrovsSettings.enabledKey.path where !settings.enabled:
      state.enabled = false
      context.step("sdk:grovs", "consent withdrawn: the SDK is disabled", note: "saved opens are dropped", rule: .sdkGrovsDelivery)
      if state.rules.dropWhenConsentWithdrawn { dropSaved(because: "consent withdrawn: the saved open is dropped") }
      for tap in state.heldTaps { drop(tap.tracked, because: "consent withdrawn: the held tap is dropped") }
      state.heldTaps = []
    case GrovsSettings.enabledKey.path:
      state.enabled = true
      sendSaved()
    default:
      break
    }
  }

  /// Drops the saved opens of this API key and environment.
  private func dropSaved(because reason: String) {
    for number in state.pending.numbers(in: store) {
      guard let open = state.pending[number] else { continue }
      drop(open.tracked, because: reason)
      change { $0.pending.remove(number) }
    }
  }

  private func update(_ index: Int, status: String, _ detail: String) {
    context.world.tracked[index].status = status
    context.world.tracked[index].detail = detail
  }

  private func drop(_ index: Int, because reason: String) {
    update(index, status: "dropped", reason)
  }

  private func deliverPayload() {
    var payload = readout.payloadForApp
    let linkData = settings.linkData
    if let link = readout.link {
      context.step("sdk:grovs", "resolves \(link)", note: "source push: not also a link open", rule: .sdkGrovsOpen)
      // Grovs resolves its own link and hands the app its data (grovsReceivedPayloadFromDeeplink): no system open.
      context.open(link, by: "sdk:grovs", via: "sdk handles")
      var merged = linkData
      for member in payload { merged[member.key] = member.value }
      payload = merged
    }
    let text = JSONWriter(sortedKeys: false, pretty: false).string(.object(payload))
    let merge =
      readout.link == nil ? "" : linkData.isEmpty ? " (the link has no data of its own)" : " (the link's data merged; the push wins a clash)"
    context.step(
      "sdk:grovs", "grovsReceivedPayloadFromDeeplink(link:payload:tracking:)", note: "link \(readout.link ?? "nil"), payload \(text)\(merge)",
      rule: .sdkGrovsPayload, args: ["link": readout.link ?? "nil", "payload": text])
    state.payloadsSinceStartup += 1
    context.step(
      "sdk:grovs", "appends it to allReceivedPayloadsSinceStartup", note: "\(state.payloadsSinceStartup) since startup", rule: .sdkGrovsPayload)
  }
}
