/// The Airship iOS SDK (19.x) as sdk-behaviour-more.md §3 reads its source: with automatic setup, takeOff swizzles
/// the delegate setter and wraps whatever delegate is set (a dummy one when none is): the app's own method runs first,
/// then Airship's, and the system handler is called once; without it the app forwards to AppIntegration. A response
/// runs analytics (the conversion send id), the push's actions (^d, ^u) and the PushNotificationDelegate, for any
/// push. Its state lives in `World.airship`.
struct AirshipModel: SDKModel {
  static let id = "airship"
  static let stateType: (any SDKState.Type)? = AirshipState.self
  let context: SimContext

  /// fact 10: a tap sets the conversion send id; fact 7: the ^d deep link (or the ^u URL) is what it opens.
  static let tapEvents: Set<String> = ["conversion"]
  static func tapTarget(_ payload: Payload) -> String? {
    let links = AirshipReadout.links(in: payload.root)
    return links.deepLink ?? links.openURL
  }

  /// facts 1, 3: takeOff in launch, before the app assigns its delegate, sets Airship's dummy delegate when none is set.
  static func installsDelegateAtLoad(_ profile: AppProfile) -> Bool {
    let settings = profile.settings(AirshipSettings.self)
    return settings.automaticSetup && settings.takeOff
  }
  /// fact 3: the swizzled setter wraps every delegate set later: the app's object gets Airship's wrappers.
  static func keepsDelegate(_ profile: AppProfile) -> Bool { profile.settings(AirshipSettings.self).automaticSetup }

  var profile: AppProfile { context.profile }
  /// The pack's settings, as the profile says now.
  var settings: AirshipSettings { profile.settings(AirshipSettings.self) }
  var readout: AirshipReadout { AirshipReadout(context.payload) }
  var state: AirshipState {
    get { context.world.airship }
    nonmutating set { context.world.airship = newValue }
  }
  /// Automatic setup ran: Airship's wrappers are in place (facts 2, 3).
  var integrated: Bool { settings.automaticSetup && state.tookOff }

  static let missingSendID = "MISSING_SEND_ID"

  // MARK: - Start-up

  func launch(launchedByPush: Bool) {
    state.tookOff = false
    guard settings.takeOff else {
      context.step(
        "app", "(Airship.takeOff not called yet)", note: "nothing is swizzled and AppIntegration has no delegate", rule: .sdkAirshipNotStarted)
      return
    }
    takeOff(note: "")
  }

  private func takeOff(note: String) {
    context.step(
      "app", "Airship.takeOff(config, launchOptions:)",
      note: note.isEmpty ? (settings.automaticSetup ? "automatic setup" : "isAutomaticSetupEnabled = false") : note,
      rule: settings.automaticSetup ? .sdkAirshipIntegration : .sdkAirshipManual)
    state.tookOff = true
    guard settings.automaticSetup else { return }
    let appDelegate = context.world.delegateAssigned && context.world.sdkDelegate != Self.id
    context.step(
      "sdk:airship", "swizzles the delegate setter and push methods",
      note: appDelegate || profile.hasDelegate
        ? "the app's delegate gets Airship's willPresent and didReceive wrappers"
        : "no delegate is set: Airship sets its dummy delegate (answers [] and ()), wrapped",
      rule: .sdkAirshipIntegration)
  }

  func processEnded() {
    state.tookOff = false
    state.launchNotificationResponse = nil
    state.conversionSendID = nil
  }

  /// fact 8: launchNotificationResponse is cleared when the app enters the background; fact 10: so is the conversion.
  func didEnterBackground() {
    guard state.launchNotificationResponse != nil || state.conversionSendID != nil else { return }
    state.launchNotificationResponse = nil
    state.conversionSendID = nil
    context.step(
      "sdk:airship", "clears launchNotificationResponse and the conversion send id", note: "the app entered the background", rule: .sdkAirshipTap)
  }

  func profileChanged(_ path: String) {
    guard path == AirshipSettings.takeOffKey.path, settings.takeOff, !state.tookOff, context.world.process.isRunning else { return }
    takeOff(note: "runs now: taps before it were dropped")
    guard settings.automaticSetup else { return }
    // fact 3: the current delegate is wrapped, or the dummy is set; either way Airship's wrappers answer from now on.
    // The app's own delegate, set before, is wrapped: it stays as Airship's peer.
    if context.world.delegateAssigned && context.world.sdkDelegate == nil && profile.delegateOwner == .app { context.world.delegatePeers = ["app"] }
    context.world.sdkDelegate = Self.id
    context.world.delegateAssigned = true
  }

  // MARK: - Automatic setup: the wrapped delegate (facts 2-4, 13-17)

  var proxiesDelegate: Bool { integrated }
  var delegateRule: SimRule? { .sdkAirshipIntegration }
  var hooksCallbacksItself: Bool { settings.automaticSetup }
  /// fact 2: the swizzled app delegate has didReceiveRemoteNotification even when the app wrote none.
  var handlesRemoteNotificationsItself: Bool { integrated }
  var wrapsRemoteNotification: Bool { integrated }

  func peerCall(_ callback: String) -> (call: String, note: String) {
    ("calls the app's own \(callback)", "the original implementation first, its completion handler wrapped (ensureOnce)")
  }

  /// fact 16: ensureOnce passes on the app's first call only.
  func guardsAppCompletion(_ kind: PlainApp.CompletionKind) -> SimRule? { integrated ? .sdkAirshipCompletion : nil }

  /// facts 13, 14: Airship's options, unioned with the app's own willPresent's (peer), then the system handler.
  func proxyPresentation(peer: [String]?) -> [String] {
    let own = presentationOptions()
    foregroundActions()
    guard let peer else {
      context.step(
        "sdk:airship", "completionHandler(\(PlainApp.optionList(own)))", note: "no willPresent of the app's: Airship's options",
        rule: .sdkAirshipForeground)
      return own
    }
    let options = peer + own.filter { !peer.contains($0) }
    context.complete(
      "sdk:airship", "calls the system handler with \(PlainApp.optionList(options))", value: PlainApp.optionList(options),
      note: "the app's \(PlainApp.optionList(peer)) with Airship's \(PlainApp.optionList(own))", rule: .sdkAirshipForeground)
    return options
  }

  /// facts 6, 16, 17: the app's didReceive (the original) first, then Airship's code, then the system handler once.
  func proxyResponse(_ actionIdentifier: String, peers: () -> PeerForwarding) {
    let forwarded = peers().forwarded
    let airshipDone = handleResponse(actionIdentifier)
    if forwarded && profile.didReceiveCompletion == .never {
      context.step("sdk:airship", "waits for the app's handler", note: "the app's didReceive never calls it: no timeout", rule: .sdkAirshipCompletion)
      context.finding(
        .sdkAirshipCompletion, .warning,
        "Airship calls the system completion handler only after the app's didReceive and its own code finished, and the app's didReceive never calls its handler: the system handler is never called"
      )
    } else if airshipDone && forwarded {
      context.complete(
        "sdk:airship", "calls the system handler once", value: "",
        note: "the app's didReceive and Airship's code both finished" + PlainApp.afterNote(profile.app.didReceiveAfter), rule: .sdkAirshipCompletion)
    } else if airshipDone {
      context.step(
        "sdk:airship", "completionHandler()", note: "Airship's code finished; the delegate has no didReceive of the app's",
        rule: .sdkAirshipCompletion)
    }
  }

  /// Another SDK's delegate answers: Airship wrapped its class too (fact 3), so Airship's code still runs.
  func responseTaken(by owner: any SDKModel, _ actionIdentifier: String) {
    guard integrated else { return }
    context.step(
      "sdk:airship", "wraps \(owner.displayName)'s didReceive", note: "the setter is swizzled: every delegate is wrapped",
      rule: .sdkAirshipIntegration)
    _ = handleResponse(actionIdentifier)
  }

  /// Automatic setup is on but takeOff has not run: nothing is swizzled, so Airship never sees the tap (fact 20).
  func interceptResponse(_ actionIdentifier: String) {
    guard settings.automaticSetup, !state.tookOff, readout.isAirshipPush, actionIdentifier == ActionIdentifier.defaultAction else { return }
    dropTap(note: "takeOff has not run: nothing is swizzled yet")
  }

  // MARK: - Manual setup: AppIntegration (facts 5, 20)

  /// Why AppIntegration ignores a call: automatic setup is on, or takeOff has not run (fact 20); nil when it works.
  private var ignoredBecause: (note: String, rule: SimRule)? {
    if settings.automaticSetup { return ("ignored: automatic setup is on ('Ignoring call'); calls the handler at once", .sdkAirshipManual) }
    if !state.tookOff { return ("ignored: takeOff has not run ('Ignoring call'); calls the handler at once", .sdkAirshipNotStarted) }
    return nil
  }

  func routedPresentation(routing: [String]) -> [String]? {
    guard settings.forwardsPresentation else { return nil }
    let call = "AppIntegration.userNotificationCenter(_:willPresent:withCompletionHandler:)"
    if let ignored = ignoredBecause {
      context.step("app", call, note: ignored.note, rule: ignored.rule, sdk: Self.id, records: [.log(Self.ignoring(call))])
      context.step("sdk:airship", "completionHandler([])", note: "AppIntegration", rule: ignored.rule)
      return []
    }
    context.step("app", call, note: "hands Airship the notification and the completion handler", rule: .sdkAirshipManual)
    let options = presentationOptions()
    foregroundActions()
    context.step("sdk:airship", "completionHandler(\(PlainApp.optionList(options)))", note: "Airship's options", rule: .sdkAirshipForeground)
    return options
  }

  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome {
    guard settings.forwardsResponse else { return .passed }
    let call = "AppIntegration.userNotificationCenter(_:didReceive:withCompletionHandler:)"
    if let ignored = ignoredBecause {
      context.step("app", call, note: ignored.note, rule: ignored.rule, sdk: Self.id, records: [.log(Self.ignoring(call))])
      context.step("sdk:airship", "completionHandler()", note: "AppIntegration", rule: ignored.rule)
      if !settings.automaticSetup && actionIdentifier == ActionIdentifier.defaultAction {
        dropTap(note: "AppIntegration ignored the call: takeOff has not run")
      }
      return .handled
    }
    context.step("app", call, note: "hands Airship the response and the completion handler", rule: .sdkAirshipManual)
    if handleResponse(actionIdentifier) {
      context.step("sdk:airship", "completionHandler()", note: "Airship's code finished", rule: .sdkAirshipCompletion)
    }
    return .handled
  }

  func routedRemoteNotification(state appState: String) -> RoutedOutcome {
    guard settings.forwardsRemoteNotification else { return .passed }
    let call = "AppIntegration.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
    if let ignored = ignoredBecause {
      context.step("app", call, note: ignored.note, rule: ignored.rule, sdk: Self.id, records: [.log(Self.ignoring(call))])
      context.step("sdk:airship", "completionHandler(.noData)", note: "AppIntegration", rule: ignored.rule)
      return .handled
    }
    context.step("app", call, note: "hands Airship the push and the completion handler", rule: .sdkAirshipManual)
    processRemoteNotification(appState)
    context.step("sdk:airship", "completionHandler(.noData)", note: "Airship's result", rule: .sdkAirshipBackground)
    return .handled
  }

  // MARK: - didReceiveRemoteNotification with automatic setup

  /// The app wrote no didReceiveRemoteNotification: Airship's added one answers (fact 2).
  func ownRemoteNotification(state appState: String) {
    processRemoteNotification(appState)
    context.step("sdk:airship", "completionHandler(.noData)", note: "Airship's added method: the app has none", rule: .sdkAirshipBackground)
  }

  /// The app's method (the original) first, with its handler wrapped, then Airship's; one result to the system.
  func wrappedRemoteNotification(state appState: String, app: () -> Void) {
    app()
    processRemoteNotification(appState)
    if profile.fetchCompletion == .never {
      context.step("sdk:airship", "waits for the app's handler", note: "the app never calls it: no timeout", rule: .sdkAirshipCompletion)
      return
    }
    // fact 16 [UA-AUTO @1298b6f4]: one result from the app's (app.completionHandlers.fetchResult) and Airship's own
    // (.noData here: no PushNotificationDelegate result is modelled): newData if either reported it, else failed, else noData.
    let appResult = context.world.completions.last?.calls.first { $0.caller == "app" }?.value ?? ".noData"
    context.complete(
      "sdk:airship", "calls the system fetch handler once", value: appResult,
      note:
        "one result: \(appResult) (the app's \(appResult), Airship's .noData: .newData if the app or Airship reported it, else .failed, else .noData)",
      rule: .sdkAirshipBackground)
  }

  /// DefaultAppIntegrationDelegate.processRemoteNotification: an alerting push in the foreground is left to willPresent.
  private func processRemoteNotification(_ appState: String) {
    if appState == ".active" && !readout.silent {
      context.step("sdk:airship", "leaves the push to willPresent", note: "an alerting push in the foreground", rule: .sdkAirshipBackground)
      return
    }
    guard settings.pushEnabled else {
      context.step("sdk:airship", "does not process the push", note: "the push feature is disabled in the privacy manager", rule: .sdkAirshipPrivacy)
      return
    }
    let links = AirshipReadout.links(in: readout.payload.root)
    context.step(
      "sdk:airship", "processes the push",
      note: (appState == ".active" ? "silent push in the foreground" : "background push")
        + (links.deepLink != nil || links.openURL != nil ? "; its actions run in the background-push situation: ^d and ^u open nothing" : ""),
      rule: .sdkAirshipBackground)
  }

  // MARK: - What Airship does with a response (facts 6-10, 19, 21)

  /// Analytics, the actions, then AirshipPush and the PushNotificationDelegate. False when Airship's part never ends.
  private func handleResponse(_ actionIdentifier: String) -> Bool {
    conversion(actionIdentifier)
    runActions(actionIdentifier)
    guard settings.pushEnabled else {
      context.step(
        "sdk:airship", "skips the PushNotificationDelegate", note: "the push feature is disabled in the privacy manager", rule: .sdkAirshipPrivacy)
      return true
    }
    if actionIdentifier == ActionIdentifier.defaultAction {
      state.launchNotificationResponse = context.current?.id
    }
    switch settings.pushNotificationDelegate {
    case .none:
      context.step(
        "sdk:airship", "has no PushNotificationDelegate to call", note: "Airship.push.pushNotificationDelegate is not set", rule: .sdkAirshipTap)
      return true
    case .completes:
      context.step(
        "app", "receivedNotificationResponse(_:completionHandler:)", note: "PushNotificationDelegate, actionIdentifier \(actionIdentifier)",
        rule: .sdkAirshipTap)
      return true
    case .neverCompletes:
      context.step(
        "app", "receivedNotificationResponse(_:completionHandler:)", note: "PushNotificationDelegate: never calls its handler", rule: .sdkAirshipTap)
      context.finding(
        .sdkAirshipCompletion, .warning,
        "the PushNotificationDelegate's receivedNotificationResponse never calls its completion handler: Airship never finishes the response, so the system handler is never called"
      )
      return false
    }
  }

  /// The app's category action for a button, when the push's category and the action are registered.
  private func categoryAction(_ actionIdentifier: String) -> (id: String, foreground: Bool)? {
    guard let category = context.payload.aps?.category else { return nil }
    return profile.categories.first { $0.id == category }?.actions.first { $0.id == actionIdentifier }
  }

  /// fact 10: a default tap, or a foreground button, of an alerting push sets the conversion send id; a button adds
  /// an interactive_notification_action event.
  private func conversion(_ actionIdentifier: String) {
    let isDefault = actionIdentifier == ActionIdentifier.defaultAction
    let button = isDefault ? nil : categoryAction(actionIdentifier)
    let status = settings.analyticsEnabled ? "queued" : "dropped"
    if isDefault || button?.foreground == true {
      if readout.alerting {
        let sendID = readout.sendID ?? Self.missingSendID
        state.conversionSendID = sendID
        context.step(
          "sdk:airship", "sets the conversion send id", note: "\(sendID), carried by the next app_init or app_foreground event",
          rule: .sdkAirshipConversion)
        context.track(
          TrackedEvent(
            sdk: Self.id, event: "conversion", status: status,
            detail: "conversion_send_id \(sendID)" + (settings.analyticsEnabled ? "; uploaded in batches" : "; analytics disabled"), attempts: 0,
            fields: JSONObject(["conversion_send_id": .string(sendID)])))
        if !readout.isAirshipPush {
          context.finding(
            .sdkAirshipConversion, .info,
            "this push is not Airship's (no com.urbanairship.metadata), yet Airship's response path runs for every push: it records a conversion with send id \(sendID) and runs the payload's keys as actions"
          )
        }
      } else {
        state.conversionSendID = nil
        context.step("sdk:airship", "clears the conversion send id", note: "not an alerting push", rule: .sdkAirshipConversion)
      }
    }
    if let button {
      context.step("sdk:airship", "adds interactive_notification_action", note: "button \(button.id)", rule: .sdkAirshipConversion)
      context.track(
        TrackedEvent(
          sdk: Self.id, event: "interactive_notification_action", status: status,
          detail: "button \(button.id), foreground \(button.foreground)", attempts: 0))
    }
  }

  /// fact 7: the action map; a button not in the app's categories runs as launchedFromPush (situationFromAction nil).
  private func runActions(_ actionIdentifier: String) {
    let map = readout.actions(for: actionIdentifier)
    let links = AirshipReadout.links(in: map)
    let button = actionIdentifier == ActionIdentifier.defaultAction ? nil : categoryAction(actionIdentifier)
    let situation =
      button.map { $0.foreground ? "foregroundInteractiveButton" : "backgroundInteractiveButton" } ?? "launchedFromPush"
    runTagActions(map, situation: situation)
    guard links.deepLink != nil || links.openURL != nil else { return }
    if situation == "backgroundInteractiveButton" {
      context.step(
        "sdk:airship", "runs the button's actions", note: "situation backgroundInteractiveButton: ^d and ^u open nothing", rule: .sdkAirshipActions)
      return
    }
    if let link = links.deepLink { deepLink(link, situation: situation) }
    if let url = links.openURL {
      guard allowed(url) else { return }
      context.step(
        "sdk:airship", "UIApplication.open(\(url))", note: "the open-URL action (^u)", rule: .sdkAirshipActions, sdk: Self.id,
        records: [.action("open_external_url_action", situation, .string(url))])
      context.open(url, by: "sdk:airship", via: "UIApplication.open")
    }
  }

  /// The tag actions (`^+t` add_tags_action, `^-t` remove_tags_action) run in the push situations their doc comment
  /// lists as valid: launched from push and either interactive button, never a background push (AddTagsAction.swift).
  /// In the foreground-push situation their default predicate rejects "foreground pushes with visible display
  /// options", which pushsim does not decide, so it records no run there.
  private func runTagActions(_ map: JSONObject, situation: String) {
    for (name, alias) in Self.tagActions {
      guard let argument = map[name] ?? map[alias] else { continue }
      context.step(
        "sdk:airship", "runs \(name)", note: "situation \(situation): \(JSONWriter(pretty: false).string(argument))", rule: .sdkAirshipActions,
        sdk: Self.id, records: [.action(name, situation, argument)])
    }
  }

  /// The deep-link action: Airship's own uairship:// links, onDeepLink, the DeepLinkDelegate, else UIApplication.open.
  private func deepLink(_ link: String, situation: String) {
    context.record(Self.id, [.action("deep_link_action", situation, .string(link))])
    if link.hasPrefix("uairship://") {
      context.step("sdk:airship", "handles \(link)", note: "Airship's own deep link", rule: .sdkAirshipActions)
      context.open(link, by: "sdk:airship", via: "sdk handles")
      return
    }
    switch settings.deepLinkHandler {
    case .onDeepLink:
      context.step("app", "Airship.onDeepLink(\(link))", note: "the deep-link action (^d)", rule: .sdkAirshipActions, args: ["deepLink": link])
    case .delegate:
      context.step(
        "app", "receivedDeepLink(\(link))", note: "DeepLinkDelegate; the deep-link action (^d)", rule: .sdkAirshipActions, args: ["deepLink": link])
    case .none:
      guard allowed(link) else { return }
      context.step(
        "sdk:airship", "UIApplication.open(\(link))", note: "the deep-link action (^d): no deep-link handler is set", rule: .sdkAirshipActions)
    }
    // DeepLinkAction (the order above): Airship.onDeepLink or the DeepLinkDelegate when set, else UIApplication.open.
    context.open(link, by: "sdk:airship", via: settings.deepLinkHandler == .none ? "UIApplication.open" : "app handler")
  }

  private func allowed(_ url: String) -> Bool {
    guard !AirshipURLAllowList.allows(url, patterns: settings.urlAllowList) else { return true }
    context.step("sdk:airship", "does not open \(url)", note: "not on the URL allow list", rule: .sdkAirshipActions)
    context.finding(
      .sdkAirshipActions, .warning, "\(url) is not on Airship's URL allow list (sdks.airship.urlAllowList): the action does not open it")
    return false
  }

  private func dropTap(note: String) {
    context.step("sdk:airship", "drops the tap", note: note, rule: .sdkAirshipNotStarted)
    context.track(TrackedEvent(sdk: Self.id, event: "conversion", status: "dropped", detail: "before Airship.takeOff", attempts: 0))
    context.finding(
      .sdkAirshipNotStarted, .warning,
      "Airship.takeOff has not run when the tap arrives: Airship never sees it, so no conversion is recorded and its deep link is not opened")
  }

  // MARK: - Foreground (facts 12, 13, 15)

  /// Airship's own presentation options for this push (AirshipPush.presentationOptionsForNotification).
  private func presentationOptions() -> [String] {
    guard settings.pushEnabled else {
      context.step(
        "sdk:airship", "presentationOptions(for:)", note: "[]: the push feature is disabled in the privacy manager", rule: .sdkAirshipPrivacy)
      return []
    }
    let defaults = settings.defaultPresentationOptions
    let (options, note): ([String], String) =
      switch readout.foregroundPresentation {
      case .names(let names, let key) where !names.isEmpty: (AirshipReadout.options(names), "from \(key)")
      case .names(_, let key): (defaults, "\(key) is empty: defaultPresentationOptions")
      case .unreadable(let key): (defaults, "\(key) is not an array of strings: defaultPresentationOptions")
      case .absent: (defaults, "defaultPresentationOptions")
      }
    context.step("sdk:airship", "presentationOptions(for:)", note: "\(PlainApp.optionList(options)) \(note)", rule: .sdkAirshipForeground)
    // fact 13: then the PushNotificationDelegate's extendPresentationOptions, when one is set, decides
    // (DefaultAirshipPush.presentationOptionsForNotification: `options = await delegate.extendPresentationOptions(options, …)`).
    guard settings.extendsPresentationOptions, settings.pushNotificationDelegate != .none else { return options }
    let extended = settings.extendedPresentationOptions
    context.step(
      "app", "extendPresentationOptions(_:notification:completionHandler:)",
      note: "PushNotificationDelegate: \(PlainApp.optionList(options)) becomes \(PlainApp.optionList(extended))", rule: .sdkAirshipForeground)
    return extended
  }

  /// willPresentNotification: the push's actions run in the foreground-push situation, which ^d and ^u refuse.
  private func foregroundActions() {
    let links = AirshipReadout.links(in: readout.payload.root)
    guard links.deepLink != nil || links.openURL != nil else { return }
    context.step("sdk:airship", "runs the push's actions", note: "situation foregroundPush: ^d and ^u open nothing", rule: .sdkAirshipActions)
  }
}

/// Airship's URL allow list for opening URLs (URLAllowList.swift): the built-in entries, then the app's patterns; with
/// no pattern set, every URL may be opened.
enum AirshipURLAllowList {
  static let builtIn = ["https://*.urbanairship.com", "https://*.asnapieu.com", "mailto:", "sms:", "tel:", "app-settings:"]

  static func allows(_ url: String, patterns: [String]) -> Bool {
    guard !patterns.isEmpty else { return true }
    return (builtIn + patterns).contains { matches(url, pattern: $0) }
  }

  /// `<scheme>://<host>/<path>`, `<scheme>:/<path>` or `*`; `*` in a scheme or path matches any run, `*.host` matches the
  /// host and its subdomains, and a bare host matches its subdomains too.
  static func matches(_ url: String, pattern: String) -> Bool {
    if pattern == "*" { return true }
    let target = parts(url)
    let wanted = parts(pattern)
    guard !wanted.scheme.isEmpty, glob(target.scheme, wanted.scheme) else { return false }
    if !wanted.host.isEmpty && wanted.host != "*" {
      let host = wanted.host.hasPrefix("*.") ? String(wanted.host.dropFirst(2)) : wanted.host
      guard target.host == host || target.host.hasSuffix("." + host) else { return false }
    }
    if wanted.path.isEmpty || wanted.path == "*" || wanted.path == "/*" { return true }
    return glob(target.path, wanted.path)
  }

  private static func parts(_ text: String) -> (scheme: String, host: String, path: String) {
    guard let colon = text.firstIndex(of: ":") else { return ("", "", text) }
    let scheme = String(text[..<colon])
    var rest = text[text.index(after: colon)...]
    guard rest.hasPrefix("//") else { return (scheme, "", String(rest)) }
    rest = rest.dropFirst(2)
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    return (scheme, String(rest[..<slash]), String(rest[slash...]))
  }

  /// `*` matches any run of characters; greedy with one backtrack point, so linear in practice.
  static func glob(_ text: String, _ pattern: String) -> Bool {
    let t = Array(text.utf8)
    let p = Array(pattern.utf8)
    let star = UInt8(ascii: "*")
    var ti = 0
    var pi = 0
    var starAt = -1
    var resume = 0
    while ti < t.count {
      if pi < p.count && p[pi] != star && p[pi] == t[ti] {
        ti += 1
        pi += 1
      } else if pi < p.count && p[pi] == star {
        starAt = pi
        resume = ti
        pi += 1
      } else if starAt >= 0 {
        pi = starAt + 1
        resume += 1
        ti = resume
      } else {
        return false
      }
    }
    while pi < p.count && p[pi] == star { pi += 1 }
    return pi == p.count
  }
}

// MARK: - What Airship records (issue 34)

extension AirshipModel {
  /// The tag actions by name and short name (urbanairship/ios-library@569cbf7a Airship/AirshipCore/Source/AddTagsAction.swift;
  /// RemoveTagsAction.swift alike).
  static let tagActions = [("add_tags_action", "^+t"), ("remove_tags_action", "^-t")]

  static var actionNames: [String] { ["add_tags_action", "remove_tags_action", "deep_link_action", "open_external_url_action"] }

  static var logLines: [SDKLogLine] {
    [
      SDKLogLine(
        line: "Ignoring call to …. Either takeOff is not called or automatic integration is enabled.",
        source: "urbanairship/ios-library@01e28d26 Airship/AirshipCore/Source/AppIntegration.swift (logIgnoringCall)")
    ]
  }

  static var eventFields: [SDKEventFields] {
    [
      SDKEventFields(
        event: "conversion",
        fields: [("conversion_send_id", "the push's send id `_`, or MISSING_SEND_ID")],
        source: "urbanairship/ios-library AirshipAnalytics.swift launched(fromNotification:) (sdk-behaviour-more.md [UA-AN], stored version)")
    ]
  }

  /// `#function` of the AppIntegration method, as Swift writes it.
  static func ignoring(_ call: String) -> String {
    let method = call.hasPrefix("AppIntegration.") ? String(call.dropFirst("AppIntegration.".count)) : call
    return "Ignoring call to \(method). Either takeOff is not called or automatic integration is enabled."
  }
}
