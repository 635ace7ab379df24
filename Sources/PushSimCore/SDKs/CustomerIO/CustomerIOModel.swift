/// The Customer.io iOS SDK (4.7.5) as sdk-behaviour-more.md §6 reads its source: with autoTrackPushEvents its proxy is
/// the notification-center delegate and every other delegate is a peer it forwards to; it tracks `opened` through the
/// batched analytics queue and opens `CIO.push.link`; it calls the system completion handler once, after every peer
/// reported. Its state lives in `World.customerio`.
struct CustomerIOModel: SDKModel {
  static let id = "customerio"
  static let stateType: (any SDKState.Type)? = CustomerIOState.self
  let context: SimContext

  /// fact 10: opened counts the tap; CIO.push.link is what it opens.
  static let tapEvents: Set<String> = ["opened"]
  static func tapTarget(_ payload: Payload) -> String? { CustomerIOReadout(payload).link }

  /// facts 1, 2: initialize installs the proxy as the delegate (in launch, before the app assigns its own).
  static func installsDelegateAtLoad(_ profile: AppProfile) -> Bool {
    let settings = profile.settings(CustomerIOSettings.self)
    return settings.autoTrackPushEvents && settings.initialized
  }
  /// fact 2: the swizzled setter keeps the proxy; the app's delegate becomes a peer.
  static func keepsDelegate(_ profile: AppProfile) -> Bool { profile.settings(CustomerIOSettings.self).autoTrackPushEvents }

  var profile: AppProfile { context.profile }
  /// The pack's settings, as the profile says now.
  var settings: CustomerIOSettings { profile.settings(CustomerIOSettings.self) }
  var readout: CustomerIOReadout { CustomerIOReadout(context.payload) }
  var state: CustomerIOState {
    get { context.world.customerio }
    nonmutating set { context.world.customerio = newValue }
  }

  /// fact 11: `flushInterval` 30 s (in milliseconds, the world clock's unit), `flushAt` 20 events.
  static let flushInterval = 30_000
  static let flushAt = 20

  // MARK: - Start-up

  func launch(launchedByPush: Bool) {
    state.initialized = false
    guard settings.initialized else {
      context.step("app", "(MessagingPushAPN.initialize not called yet)", note: "no proxy until it runs", rule: .sdkCustomerioNotInitialized)
      return
    }
    context.step(
      "app", "MessagingPushAPN.initialize(withConfig:)",
      note: settings.autoTrackPushEvents ? "autoTrackPushEvents: the proxy is the delegate, other delegates its peers" : "autoTrackPushEvents(false)",
      rule: .sdkCustomerioProxy)
    state.initialized = true
  }

  func processEnded() { state.initialized = false }

  func timePassed(_ milliseconds: Int) {
    let clock = context.world.clock
    guard let first = state.queue.map(\.since).min(), clock - first >= Self.flushInterval else { return }
    flush(reason: "every 30 s")
  }

  private func flush(reason: String) {
    for entry in state.queue { context.send(tracked: entry.index) }
    let count = state.queue.count
    state.queue = []
    context.step(
      "sdk:customerio", "flushes the analytics queue", note: "\(count) event\(count == 1 ? "" : "s") (\(reason))", rule: .sdkCustomerioOpened)
  }

  // MARK: - The proxy (facts 2, 9, 13–15)

  var proxiesDelegate: Bool { settings.autoTrackPushEvents && state.initialized }
  /// fact 2: the peer registry keeps every delegate assigned (up to eight live ones, CioNotificationCenterDelegate.swift
  /// @254c465 l.11-13).
  var forwardsToEveryPeer: Bool { proxiesDelegate }
  var delegateRule: SimRule? { .sdkCustomerioProxy }

  /// fact 13: the peers' options, unioned; with no peer implementing willPresent, showPushAppInForeground decides.
  func proxyPresentation(peer: [String]?) -> [String] {
    if let peer {
      context.complete(
        "sdk:customerio", "calls the system handler with the peers' options", value: PlainApp.optionList(peer),
        note: PlainApp.optionList(peer) + ", showPushAppInForeground ignored",
        rule: .sdkCustomerioForeground)
      return peer
    }
    let options = settings.showPushAppInForeground ? ["list", "banner", "badge", "sound"] : []
    context.step(
      "sdk:customerio", "completionHandler(\(PlainApp.optionList(options)))",
      note: "no peer implements willPresent: showPushAppInForeground \(settings.showPushAppInForeground)", rule: .sdkCustomerioForeground)
    return options
  }

  /// facts 6–9, 14, 15: its own push first, then every peer, then the system handler once when every peer reported.
  /// The peers are the app's own delegate and `app.delegate.peers` (CioNotificationCenterDelegate.swift @254c465
  /// l.105-131: one aggregate over the peers that implement didReceive, finished when each reported).
  func proxyResponse(_ actionIdentifier: String, peers: () -> PeerForwarding) {
    if readout.isCustomerIOPush {
      context.record(Self.id, [.verdict("mine", true)])
      handleClick(actionIdentifier)
    } else {
      context.step(
        "sdk:customerio", "leaves the response", note: "not a Customer.io push", rule: .sdkCustomerioProxy, sdk: Self.id,
        records: [.verdict("mine", false)])
    }
    let report = peers()
    if !report.forwarded {
      context.step("sdk:customerio", "completionHandler()", note: "no peer implements didReceive", rule: .sdkCustomerioPeers)
    } else if !report.neverComplete.isEmpty {
      let who = report.neverComplete.joined(separator: " and ")
      context.step("sdk:customerio", "waits for the peer", note: "\(who) never calls its handler: no timeout", rule: .sdkCustomerioPeers)
      context.finding(
        .sdkCustomerioPeers, .warning,
        "Customer.io calls the system completion handler only after every peer reported, and \(who) never calls its handler: the system handler is never called"
      )
    } else {
      context.complete(
        "sdk:customerio", "calls the system handler once", value: "", note: "every peer reported" + PlainApp.afterNote(profile.app.didReceiveAfter),
        rule: .sdkCustomerioPeers)
    }
  }

  // MARK: - Manual mode (facts 5, 16, 19)

  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome {
    guard !proxiesDelegate, settings.forwardsResponse else { return .passed }
    let call = "MessagingPush.shared.userNotificationCenter(_:didReceive:withCompletionHandler:)"
    guard state.initialized else {
      context.step("app", call, note: "before initialize: returns false", rule: .sdkCustomerioNotInitialized)
      context.step("sdk:customerio", "completionHandler()", note: "no implementation yet: the tap is lost", rule: .sdkCustomerioNotInitialized)
      if profile.didReceiveCompletion != .never {
        context.finding(
          .iosResponseCompletion, .warning,
          "before MessagingPush.initialize the manual call completes the handler and returns false, and the app completes it again: it is called twice"
        )
      }
      return .passed
    }
    guard readout.isCustomerIOPush else {
      context.step("app", call, note: "returns false: not a Customer.io push, the handler is not called", rule: .sdkCustomerioManual)
      return .passed
    }
    context.step("app", call, note: "returns true", rule: .sdkCustomerioManual)
    handleClick(actionIdentifier)
    context.step("sdk:customerio", "completionHandler()", note: "Customer.io took the push", rule: .sdkCustomerioManual)
    return .handled
  }

  // MARK: - What Customer.io does with its push

  /// facts 6, 7, 10, 11: a default-action tap tracks opened and opens the deep link; a dismiss or a button does nothing.
  private func handleClick(_ actionIdentifier: String) {
    guard actionIdentifier == ActionIdentifier.defaultAction else {
      context.step("sdk:customerio", "does nothing", note: "only the default action is a click", rule: .sdkCustomerioOpened)
      return
    }
    context.step(
      "sdk:customerio", "tracks opened", note: "Report Delivery Event, delivery \(readout.deliveryID ?? "-"), to the analytics queue",
      rule: .sdkCustomerioOpened)
    context.record(Self.id, [.log("Tracking push message opened with deliveryId: \(readout.deliveryID ?? "")")])
    let index = context.track(
      TrackedEvent(
        sdk: Self.id, event: "opened", status: "queued", detail: "Report Delivery Event metric opened; flushed at 20 events or every 30 s",
        attempts: 0, fields: Self.metricFields("opened", context.payload)))
    state.queue.append((index, context.world.clock))
    if state.queue.count >= Self.flushAt { flush(reason: "20 events") }
    openLink()
  }

  /// fact 8: the callback, then the universal-link handler for https, then UIApplication.open.
  private func openLink() {
    guard let link = readout.link else { return }
    switch settings.deepLinkCallback {
    case .handles:
      context.step(
        "sdk:customerio", "deepLinkCallback(\(link))", note: "true: the app handles it", rule: .sdkCustomerioDeepLink, args: ["url": link])
      // sdk-behaviour-more.md §6.2 fact 8 (customerio-ios Common/Util/DeepLinkUtil.swift): deepLinkCallback, else
      // application(_:continue:restorationHandler:) with a web-browsing activity, else UIApplication.open.
      context.open(link, by: "sdk:customerio", via: "app handler")
      return
    case .declines, .none:
      if settings.deepLinkCallback == .declines {
        context.step("sdk:customerio", "deepLinkCallback(\(link))", note: "false", rule: .sdkCustomerioDeepLink)
      }
      // customerio/customerio-ios @8b9ee36 Sources/Common/Util/DeepLinkUtil.swift l.50-57 and UIKitWrapper.swift l.25-36:
      // an http(s) link goes to the app delegate's continue-user-activity method when it has one; false, or none, and
      // Customer.io opens it with UIApplication.open (app.continueUserActivity).
      let web = link.hasPrefix("https://") || link.hasPrefix("http://")
      let entry = context.profile.app.continueUserActivity
      if web && entry != .absent {
        context.step(
          "app", "application(_:continue:restorationHandler:)",
          note: "\(link) as a web-browsing activity" + (entry == .declines ? "; returns false" : ""), rule: .sdkCustomerioDeepLink)
        if entry == .handles { context.open(link, by: "sdk:customerio", via: "continue userActivity") }
      }
      if !web || entry != .handles {
        let why =
          !web
          ? "CIO.push.link" : entry == .absent ? "the app delegate has no application(_:continue:restorationHandler:)" : "the app did not handle it"
        context.step("sdk:customerio", "UIApplication.open(\(link))", note: why, rule: .sdkCustomerioDeepLink)
        context.open(link, by: "sdk:customerio", via: "UIApplication.open")
      }
    }
  }

  // MARK: - Service extension (fact 12)

  func serviceExtension() {
    guard settings.serviceExtension, readout.isCustomerIOPush else { return }
    context.step("NSE", "MessagingPush.shared.didReceive(_:withContentHandler:)", note: "tracks delivered", rule: .sdkCustomerioOpened)
    let index = context.track(TrackedEvent(sdk: Self.id, event: "delivered", status: "queued", detail: "from the service extension", attempts: 0))
    state.queue.append((index, context.world.clock))
  }

}

// MARK: - What Customer.io records (issue 34), from github:customerio/customerio-ios@8b9ee362

extension CustomerIOModel {
  static var eventFields: [SDKEventFields] {
    let fields: [(name: String, meaning: String)] = [
      ("metric", "\"opened\""), ("deliveryId", "the payload's CIO-Delivery-ID"),
      ("recipient", "the device token the payload carries: CIO-Delivery-Token"),
    ]
    let source =
      "customerio/customerio-ios@8b9ee362 Sources/DataPipeline/DataPipelineImplementation.swift l.339-371 (trackMetricEvent, event Report Delivery Event), Sources/MessagingPush/PushHandling/PushClickHandler.swift l.29-36"
    // delivered goes out from the service extension through another request (NSEPushCoordinator.swift l.244), not read.
    return [SDKEventFields(event: "opened", fields: fields, source: source)]
  }

  static var logLines: [SDKLogLine] {
    [
      SDKLogLine(
        line: "Tracking push message opened with deliveryId: …",
        source: "customerio/customerio-ios@8b9ee362 Sources/MessagingPush/Util/PushNotificationLogger.swift l.85-86")
    ]
  }

  /// `mine`: both CIO-Delivery-ID and CIO-Delivery-Token are present (Type/PushNotification.swift l.34-82).
  static var verdictNames: [String] { ["mine"] }

  static func metricFields(_ metric: String, _ payload: Payload) -> JSONObject {
    var fields = JSONObject()
    fields["metric"] = .string(metric)
    fields["deliveryId"] = payload.root["CIO-Delivery-ID"]
    fields["recipient"] = payload.root["CIO-Delivery-Token"]
    return fields
  }
}
