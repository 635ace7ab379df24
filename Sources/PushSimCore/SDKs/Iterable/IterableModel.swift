/// The Iterable Swift SDK (6.7.3) as sdk-behaviour-more.md §5 reads its source: no swizzling and no delegate; the app
/// hands its didReceive and didReceiveRemoteNotification to `IterableAppIntegration`, which tracks the open, runs the
/// action and calls the completion handler it is given. Its state lives in `World.iterable`.
struct IterableModel: SDKModel {
  static let id = "iterable"
  static let stateType: (any SDKState.Type)? = IterableState.self
  let context: SimContext

  /// fact 9: trackPushOpen counts the tap; the default action's URL is what it opens.
  static let tapEvents: Set<String> = ["trackPushOpen"]
  static func tapTarget(_ payload: Payload) -> String? {
    let action = IterableReadout(payload).defaultAction
    return action?.type == "openUrl" ? action?.data : nil
  }

  var profile: AppProfile { context.profile }
  /// The pack's settings, as the profile says now.
  var settings: IterableSettings { profile.settings(IterableSettings.self) }
  var readout: IterableReadout { IterableReadout(context.payload) }
  var state: IterableState {
    get { context.world.iterable }
    nonmutating set { context.world.iterable = newValue }
  }

  // MARK: - Start-up

  func launch(launchedByPush: Bool) {
    state.initialized = false
    state.fromLaunchOptions = nil
    guard settings.initialized else {
      context.step("app", "(IterableAPI.initialize not called yet)", note: "taps wait in one slot", rule: .sdkIterableBeforeInitialize)
      return
    }
    initialize(note: "", launchedByPush: launchedByPush)
  }

  private func initialize(note: String, launchedByPush: Bool) {
    context.step("app", "IterableAPI.initialize(apiKey:launchOptions:config:)", note: note, rule: .sdkIterableForward)
    state.initialized = true
    // fact 8: the launch push is a default-action tap, unless it is a content-available one.
    if launchedByPush, readout.isIterablePush, context.payload.aps?.contentAvailable != true, let id = context.current?.id {
      context.step("sdk:iterable", "handles launchOptions[.remoteNotification] as a tap", note: "default action", rule: .sdkIterableLaunchTap)
      state.fromLaunchOptions = id
      handleTap(ActionIdentifier.defaultAction, readout: readout, notification: id)
    }
    if let pending = state.pending {
      state.pending = nil
      context.step(
        "sdk:iterable", "processes pendingNotificationResponse", note: "notification \(pending.notification), with no completion handler",
        rule: .sdkIterableBeforeInitialize)
      // The response it kept carries its push, whatever the current event is.
      let payload = context.world.notification(pending.notification)?.payload ?? context.payload
      handleTap(pending.actionIdentifier, readout: IterableReadout(payload), notification: pending.notification)
    }
  }

  func processEnded() {
    state.initialized = false
    state.fromLaunchOptions = nil
  }

  func profileChanged(_ path: String) {
    guard path == IterableSettings.initializedKey.path, settings.initialized, !state.initialized, context.world.process.isRunning else { return }
    initialize(note: "runs now", launchedByPush: false)
  }

  // MARK: - The app's callbacks (fact 2)

  /// Another SDK's delegate answers the tap: the app's didReceive, and its IterableAppIntegration call, never run.
  func responseTaken(by owner: any SDKModel, _ actionIdentifier: String) {
    guard settings.forwardsResponse, readout.isIterablePush, actionIdentifier != ActionIdentifier.dismissAction else { return }
    context.finding(
      .sdkIterableForward, .error,
      "the \(owner.displayName) SDK owns the notification-center delegate: the app's didReceive, and its IterableAppIntegration call, never run, so trackPushOpen is not sent"
    )
  }

  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome {
    guard settings.forwardsResponse else { return .passed }
    let call = "IterableAppIntegration.userNotificationCenter(_:didReceive:withCompletionHandler:)"
    guard state.initialized else {
      // fact 18: parked in one slot, the handler never called.
      context.step("app", call, note: "before initialize: kept as pendingNotificationResponse", rule: .sdkIterableBeforeInitialize)
      if let replaced = state.pending {
        context.finding(
          .sdkIterableBeforeInitialize, .warning,
          "a second tap before IterableAPI.initialize overwrites the one waiting (notification \(replaced.notification)): that open is lost")
      }
      if readout.isIterablePush, let id = context.current?.id { state.pending = (id, actionIdentifier) }
      guard settings.passesHandler else { return .handledAppCompletes }
      context.finding(
        .iosResponseCompletion, .error,
        "the didReceive completion handler given to Iterable before IterableAPI.initialize is never called (Iterable keeps the response, not the handler)"
      )
      return .handled
    }
    context.step("app", call, rule: .sdkIterableForward)
    if let id = context.current?.id, state.fromLaunchOptions == id {
      context.step("sdk:iterable", "skips the response", note: "already processed from the launch options", rule: .sdkIterableLaunchTap)
    } else if readout.isIterablePush {
      context.record(Self.id, [.verdict("mine", true)])
      handleTap(actionIdentifier, readout: readout, notification: context.current?.id ?? "")
    } else {
      context.step(
        "sdk:iterable", "skips the response", note: "not an Iterable push (no itbl)", rule: .sdkIterableForward, sdk: Self.id,
        records: [.verdict("mine", false)])
    }
    return complete(call: "completionHandler()", kind: .response)
  }

  func routedRemoteNotification(state applicationState: String) -> RoutedOutcome {
    guard settings.forwardsBackground else { return .passed }
    let call = "IterableAppIntegration.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
    guard state.initialized else {
      context.step("app", call, note: "before initialize: ignored", rule: .sdkIterableBeforeInitialize)
      guard settings.passesHandler else { return .handledAppCompletes }
      context.finding(
        .iosFetchCompletion, .error,
        "the fetch completion handler given to Iterable before IterableAPI.initialize is never called: iOS ends the app after 30 s")
      return .handled
    }
    context.step("app", call, note: readout.isGhostPush ? "a ghost push: Iterable syncs in-app messages" : "", rule: .sdkIterableForward)
    return complete(call: "completionHandler(.noData)", kind: .fetch)
  }

  /// facts 13–15: Iterable calls the handler it was given, for every push; an app that calls it too calls it twice.
  private func complete(call: String, kind: PlainApp.CompletionKind) -> RoutedOutcome {
    guard settings.passesHandler else { return .handledAppCompletes }
    context.step("sdk:iterable", call, note: "Iterable calls the handler it was given", rule: .sdkIterableCompletion)
    if settings.appAlsoCompletes {
      context.step("app", call, note: "second call: the app calls it too", rule: .sdkIterableCompletion)
      context.finding(
        kind == .fetch ? .iosFetchCompletion : .iosResponseCompletion, kind == .fetch ? .error : .warning,
        "the completion handler is called twice: Iterable calls the one it was given, then the app calls it again")
    }
    return .handled
  }

  // MARK: - Service extension (fact 17)

  /// Iterable/iterable-swift-sdk @25cd00e notification-extension/ITBNotificationServiceExtension.swift l.108-123: a push
  /// with a category keeps it; else a category named after itbl.messageId, with the push's action buttons
  /// (NotificationContentParser.swift l.75-115: `openApp`, true unless false, gives `.foreground`), is registered and set.
  func serviceExtension() {
    guard settings.serviceExtension, readout.isIterablePush, var notification = context.current else { return }
    guard (context.payload.aps?.category ?? "").isEmpty, let messageID = readout.messageID else { return }
    let buttons = context.payload.root["itbl"]?["actionButtons"]?.arrayValue ?? []
    let actions = buttons.compactMap { button -> (id: String, foreground: Bool)? in
      guard let id = button["identifier"]?.stringValue else { return nil }
      return (id: id, foreground: button["openApp"]?.boolValue ?? true)
    }
    context.world.center.registerCategory(owner: "sdk:iterable", AppProfile.Category(id: messageID, actions: actions, customDismissAction: false))
    notification.categoryID = messageID
    context.current = notification
    context.step(
      "NSE", "registers category \(messageID)",
      note: "ITBNotificationServiceExtension, from itbl.actionButtons: \(actions.map(\.id).joined(separator: ", "))",
      rule: .sdkIterableAction)
  }

  /// Why an itbl.actionButtons button may have no category: the extension that registers it does not run.
  func categoryHint() -> String {
    guard readout.isIterablePush, !readout.buttons.isEmpty else { return "" }
    guard settings.serviceExtension else { return " (Iterable's ITBNotificationServiceExtension registers it: sdks.iterable.serviceExtension)" }
    if context.payload.serviceExtension != .runs { return " (Iterable's service extension registers it, and it does not run for this push)" }
    return ""
  }

  // MARK: - The tap (facts 5–11)

  private func handleTap(_ actionIdentifier: String, readout: IterableReadout, notification: String) {
    guard actionIdentifier != ActionIdentifier.dismissAction else {
      context.step("sdk:iterable", "ignores the dismiss", note: "\"We don't track dismiss actions yet\"", rule: .sdkIterableOpen)
      return
    }
    if let reason = readout.untracked {
      context.step("sdk:iterable", "tracks no open", note: reason, rule: .sdkIterableOpen)
    } else {
      let identifier = actionIdentifier == ActionIdentifier.defaultAction ? "default" : actionIdentifier
      let detail =
        "POST events/trackPushOpen campaignId \(readout.campaignID.map(String.init) ?? "-"), templateId \(readout.templateID.map(String.init) ?? "-"), actionIdentifier \(identifier)"
      context.step("sdk:iterable", "trackPushOpen", note: settings.offline ? "to the offline task queue" : "sent at once", rule: .sdkIterableOpen)
      context.track(
        TrackedEvent(
          sdk: Self.id, event: "trackPushOpen", status: settings.offline ? "queued" : "sent", detail: detail, attempts: settings.offline ? 0 : 1,
          notification: notification, fields: Self.pushOpenFields(context.payload, actionIdentifier: identifier)))
    }
    let action =
      actionIdentifier == ActionIdentifier.defaultAction
      ? readout.defaultAction : readout.buttons.first { $0.identifier == actionIdentifier }?.action
    guard let action else { return }
    run(action)
  }

  private func run(_ action: IterableReadout.Action) {
    // ActionRunner.swift l.108-110: an action with an empty type is a no-op (neither delegate is asked).
    guard !action.type.isEmpty else { return }
    guard action.type == "openUrl" else {
      // Iterable/iterable-swift-sdk @25cd00e swift-sdk/Internal/ActionRunner.swift l.73-78: a custom action goes to the
      // customActionDelegate if one is set (config.customActionDelegate, nil by default: IterableConfig.swift l.129);
      // its answer is ignored for a push (tests/unit-tests/NotificationResponseTests.swift l.16-18).
      switch settings.customActionDelegate {
      case .none:
        context.step(
          "sdk:iterable", "runs no custom action", note: "action type \(action.type): no customActionDelegate is set", rule: .sdkIterableAction)
      case .handles, .declines:
        let answer = settings.customActionDelegate == .handles ? "true" : "false"
        context.step(
          "sdk:iterable", "customActionDelegate.handle(iterableCustomAction:inContext:)",
          note: "action type \(action.type); returns \(answer), which Iterable ignores for a push", rule: .sdkIterableAction)
      }
      return
    }
    guard let url = action.data else { return }
    let scheme = url.split(separator: ":", maxSplits: 1).first.map { String($0).lowercased() } ?? ""
    guard scheme == "https" || settings.allowedProtocols.contains(scheme) else {
      context.step("sdk:iterable", "drops the URL", note: "\(url): only https and config.allowedProtocols are opened", rule: .sdkIterableAction)
      context.finding(
        .sdkIterableAction, .warning, "Iterable drops \(url): its scheme is not https and not in config.allowedProtocols, so the tap opens nothing")
      return
    }
    // ActionRunner.swift l.67-72: the URL delegate, when set, is asked first; false (or none) and Iterable opens it.
    switch settings.urlHandling {
    case .app:
      context.step(
        "sdk:iterable", "urlDelegate.handle(iterableURL:inContext:)", note: "true: the app opens it", rule: .sdkIterableAction,
        args: ["iterableURL": url, "context.source": "push"])
      context.step("app", "UIApplication.open(\(url))", rule: .sdkIterableAction)
    case .declines:
      context.step("sdk:iterable", "urlDelegate.handle(iterableURL:inContext:)", note: "false: Iterable opens it", rule: .sdkIterableAction)
      context.step("sdk:iterable", "AppExtensionHelper.open(\(url))", note: "the URL delegate returned false", rule: .sdkIterableAction)
    case .sdk:
      context.step("sdk:iterable", "AppExtensionHelper.open(\(url))", note: "no URL delegate is set", rule: .sdkIterableAction)
    }
    // sdk-behaviour-more.md §5.2 fact 6: the URL delegate opens it (the app, UIApplication.open), else the SDK's
    // AppExtensionHelper.open, which calls UIApplication.shared.open.
    context.open(url, by: settings.urlHandling == .app ? "app" : "sdk:iterable", via: "UIApplication.open")
  }
}

// MARK: - What Iterable records (issue 34), from github:Iterable/iterable-swift-sdk@25cd00e1

extension IterableModel {
  static var eventFields: [SDKEventFields] {
    [
      SDKEventFields(
        event: "trackPushOpen",
        fields: [
          ("campaignId", "itbl.campaignId, as the payload gives it"), ("templateId", "itbl.templateId"), ("messageId", "itbl.messageId"),
          ("appAlreadyRunning", "false: trackPushOpen(_:dataFields:) always passes false"),
          ("dataFields", "{\"actionIdentifier\": \"default\" or the button's identifier} (userText for a text input, not modelled)"),
        ],
        source:
          "Iterable/iterable-swift-sdk@25cd00e1 swift-sdk/Internal/InternalIterableAPI.swift l.595-611, Internal/InternalIterableAppIntegration.swift l.176-212, Core/Constants.swift l.175-217"
      )
    ]
  }

  /// `mine`: the payload has an `itbl` dictionary (InternalIterableAppIntegration.swift l.187).
  static var verdictNames: [String] { ["mine"] }

  /// The request's fields: the payload's metadata as it is (a field the payload lacks is not sent).
  static func pushOpenFields(_ payload: Payload, actionIdentifier: String) -> JSONObject {
    let itbl = payload.root["itbl"]?.objectValue ?? JSONObject()
    var fields = JSONObject()
    for key in ["campaignId", "templateId", "messageId"] { fields[key] = itbl[key] }
    fields["appAlreadyRunning"] = .bool(false)
    fields["dataFields"] = .object(JSONObject(["actionIdentifier": .string(actionIdentifier)]))
    return fields
  }
}

// MARK: - The app calls Iterable's API itself (issue 34 item 4e)

extension IterableModel {
  static let trackPushOpenAPI = "IterableAPI.track(pushOpen:)"
  static var appAPIs: [String] { [trackPushOpenAPI] }

  /// IterableAPI.track(pushOpen:) calls `internalImplementation?.trackPushOpen(userInfo)`: nothing before initialize;
  /// then InternalIterableAPI.trackPushOpen(_:dataFields:) sends trackPushOpen with the push's campaignId, templateId
  /// and messageId and appAlreadyRunning false when the metadata is a real campaign push, else fails ("Could not track
  /// push open") and sends nothing (sdk-behaviour-more.md §5.3 facts 9, 10; InternalIterableAPI.swift l.595-611 @25cd00e1).
  func appCall(_ api: String) {
    guard api == Self.trackPushOpenAPI else { return }
    context.step("app", "IterableAPI.track(pushOpen:)", note: "with the userInfo of \(context.current?.id ?? "-")", rule: .worldAppCall)
    guard state.initialized else {
      context.step("sdk:iterable", "does nothing", note: "IterableAPI.initialize has not run: internalImplementation is nil", rule: .worldAppCall)
      return
    }
    guard readout.isIterablePush, readout.untracked == nil else {
      let why = readout.isIterablePush ? (readout.untracked ?? "") : "no itbl metadata"
      context.step("sdk:iterable", "tracks no open", note: "not a real campaign push (\(why)): the call fails, nothing is sent", rule: .worldAppCall)
      return
    }
    let detail =
      "POST events/trackPushOpen campaignId \(readout.campaignID.map(String.init) ?? "-"), templateId \(readout.templateID.map(String.init) ?? "-"), messageId \(readout.messageID ?? "-"), appAlreadyRunning false (IterableAPI.track(pushOpen:))"
    context.step("sdk:iterable", "trackPushOpen", note: settings.offline ? "to the offline task queue" : "sent at once", rule: .worldAppCall)
    context.track(
      TrackedEvent(
        sdk: Self.id, event: "trackPushOpen", status: settings.offline ? "queued" : "sent", detail: detail, attempts: settings.offline ? 0 : 1))
  }
}
