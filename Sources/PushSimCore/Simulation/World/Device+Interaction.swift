/// Taps, actions, carousel picks and dismisses on a notification on screen (ios-delivery.md §1.3, §5).
extension Device {
  func tap(_ id: String?, action: String?) {
    guard let notification = onScreen(id, verb: action == nil ? "tap" : "select an action on") else { return }
    guard let action else {
      context.step("user", "taps the notification", rule: .iosLaunchByTap)
      return respond(ActionIdentifier.defaultAction, foreground: true)
    }
    if action.hasPrefix("carousel:") { return pickCarouselItem(id, item: String(action.dropFirst("carousel:".count))) }
    let categoryID = notification.categoryID
    guard let (owner, category) = category(categoryID), let found = category.actions.first(where: { $0.id == action }) else {
      return unknownAction(action, categoryID: categoryID)
    }
    let by = owner == "app" ? "" : "; category registered by \(owner)"
    context.step(
      "user", "selects the action \"\(action)\"", note: (found.foreground ? ".foreground option" : "no .foreground option") + by, rule: .iosAction)
    respond(action, foreground: found.foreground)
  }

  /// A carousel item picked in the Notification Content Extension: the extension passes the item id to the app
  /// through the SDK whose carousel it is (its pack says how) and opens it with the default action.
  func pickCarouselItem(_ id: String?, item: String) {
    guard onScreen(id, verb: "pick a carousel item on") != nil else { return }
    let payload = context.payload
    guard let pack = SDKs.all.first(where: { $0.carouselItems(payload).contains(item) }) else {
      let items = SDKs.carouselItems(payload)
      let carrying = SDKs.all.first { !$0.carouselItems(payload).isEmpty }
      let keys = SDKs.all.compactMap { $0.carouselKey }.joined(separator: " or ")
      let detail = carrying.map { "\($0.carouselKey ?? $0.id) has \(items.joined(separator: ", "))" } ?? "the push has no \(keys) items"
      context.finding(
        .iosCarouselItemUnknown, .error, "carousel item \"\(item)\" is not in the push: \(detail)\(Suggest.didYouMean(item, among: items))")
      return
    }
    let model = pack.init(context: context)
    model.carouselPicked(item)
    respond(ActionIdentifier.defaultAction, foreground: true)
    model.carouselPickEnded()
  }

  func dismiss(_ id: String?) {
    guard let notification = onScreen(id, verb: "dismiss") else { return }
    context.step("user", "dismisses the notification", rule: .iosDismiss)
    guard let (_, category) = category(notification.categoryID), category.customDismissAction else {
      removeFromScreen()
      context.step("iOS", "removes the notification", note: "the app is not told", rule: .iosDismissNotReported)
      context.finding(
        .iosDismissNotReported, .info,
        "the dismiss is not reported: the category \(notification.categoryID.map { "\"\($0)\" " } ?? "")needs .customDismissAction")
      return
    }
    respond(ActionIdentifier.dismissAction, foreground: false)
  }

  /// The registered category: the app's (`app.categories`) or one an SDK registered.
  func category(_ id: String?) -> (owner: String, category: AppProfile.Category)? {
    guard let id else { return nil }
    if let registered = context.world.center.category(id, profile: profile) { return registered }
    return behaviour.sdkCategory(context, id: id)
  }

  private func unknownAction(_ action: String, categoryID: String?) {
    let registered = category(categoryID)?.category.actions.map(\.id) ?? []
    let detail: String
    if categoryID == nil {
      detail = "the payload has no aps.category"
    } else if registered.isEmpty {
      detail = "no category \"\(categoryID ?? "")\" with actions is registered\(behaviour.categoryHint(context))"
    } else {
      detail = "category \"\(categoryID ?? "")\" has \(registered.joined(separator: ", "))\(Suggest.didYouMean(action, among: registered))"
    }
    context.finding(.iosActionUnknown, .error, "action \"\(action)\" is not in the notification's category: \(detail); iOS cannot show it")
  }

  /// The notification the user acts on, made current; nil (with a finding) when nothing is on screen.
  private func onScreen(_ id: String?, verb: String) -> DeliveredNotification? {
    if let found = context.world.notification(id), found.onScreen {
      context.current = found
      return found
    }
    let last =
      id.flatMap { wanted in context.world.center.firstIndex(of: wanted).map { context.world.center.delivered[$0] } }
      ?? context.world.center.delivered.last
    context.current = last
    context.finding(.iosNothingToTap, .warning, "nothing to \(verb): \(nothingReason(last, id: id))")
    return nil
  }

  private func nothingReason(_ last: DeliveredNotification?, id: String?) -> String {
    guard let last else {
      if let id { return "no notification \"\(id)\" was delivered" }
      return context.findings.contains { $0.id.hasPrefix("apns-") } ? "APNs did not deliver the push" : "no notification was delivered"
    }
    let kind = last.payload.kind
    if kind == .empty || kind == .notAnObject { return "the payload has nothing to show" }
    if kind == .background { return "a silent push shows nothing" }
    if !profile.notificationsAuthorized { return "notifications are not authorized" }
    if kind == .liveActivity { return "pushsim does not model taps on Live Activities" }
    if kind == .badgeOrSound { return "a badge or sound push shows no banner to tap" }
    if last.presented { return "the notification is no longer on screen (it was tapped or dismissed)" }
    return state == .foreground ? "in the foreground the notification was not presented" : "nothing was presented"
  }

  private func removeFromScreen() {
    guard let id = context.current?.id, let index = context.world.center.firstIndex(of: id) else { return }
    context.world.center.update(index) { $0.onScreen = false }
    context.current?.onScreen = false
  }

  /// Delivers a response (tap, action, dismiss) to the app in its current state.
  private func respond(_ actionIdentifier: String, foreground: Bool) {
    removeFromScreen()
    let rule: SimRule =
      actionIdentifier == ActionIdentifier.defaultAction
      ? .iosLaunchByTap : actionIdentifier == ActionIdentifier.dismissAction ? .iosDismiss : .iosAction
    switch state {
    case .terminated, .forceQuit, .neverLaunched:
      context.step("iOS", foreground ? "launches the app to the foreground" : "launches the app in the background", rule: rule)
      let option =
        actionIdentifier == ActionIdentifier.defaultAction
        ? "launchOptions[.remoteNotification] = payload" : "launchOptions[.remoteNotification] not verified for actions (§6 Q6)"
      launch(toForeground: foreground, byPush: true, rule: rule, note: option)
      deliverResponse(actionIdentifier, afterLaunch: true, rule: rule)
      finishDeferredDelegate()
      if foreground { becomeActive(rule: rule) }
    case .background:
      if foreground {
        context.step("app", Callback.willEnterForeground, rule: .iosTapFromBackground)
        context.world.process = .foreground
        context.world.activations += 1
        context.open("app", by: "iOS", via: "launch")
        deliverResponse(actionIdentifier, afterLaunch: false, rule: .iosTapFromBackground)
        becomeActive(rule: .iosTapFromBackground)
      } else {
        if context.world.process == .suspended { context.world.process = .background }
        deliverResponse(actionIdentifier, afterLaunch: false, rule: rule)
      }
    case .foreground:
      if foreground { context.open("app", by: "iOS", via: "launch") }
      deliverResponse(
        actionIdentifier, afterLaunch: false, rule: actionIdentifier == ActionIdentifier.defaultAction ? .iosTapInForeground : rule)
      // Covered (Control Center, a call): a tap that opens the app uncovers it, after the response, as from the background.
      if foreground && !context.world.active { becomeActive(rule: .worldInactive) }
    }
    behaviour.responseFinished(context)
  }

  private func deliverResponse(_ actionIdentifier: String, afterLaunch: Bool, rule: SimRule) {
    if afterLaunch && context.world.delegatePending, let id = context.world.sdkDelegate {
      context.finding(
        .iosDelegateTooLate, .warning,
        "the delegate is assigned after \(Callback.didFinishLaunching) returns: the \(ProviderID(rawValue: id)?.displayName ?? id) SDK's own delegate, set before launch, receives the tap that launched the app, so the app's own didReceive never runs for it"
      )
    } else if afterLaunch && context.world.delegatePending {
      context.finding(
        .iosDelegateTooLate, .error,
        "the delegate is assigned after \(Callback.didFinishLaunching) returns: the response that launched the app is lost (no didReceive)")
      return
    }
    guard context.world.delegateAssigned, behaviour.implementsDidReceive(context) else {
      guard actionIdentifier == ActionIdentifier.defaultAction, let owner = behaviour.remoteNotificationOwner(context) else {
        context.finding(.iosTapLegacy, .warning, "no delegate implements didReceive: the \(actionIdentifier) response never reaches the app")
        return
      }
      context.systemCallback(owner, Callback.didReceiveRemoteNotification, note: "applicationState .inactive (legacy fallback)", rule: .iosTapLegacy)
      behaviour.didReceiveRemoteNotification(context, state: ".inactive")
      context.finding(
        .iosTapLegacy, .warning, "no delegate implements didReceive: the tap arrives only as didReceiveRemoteNotification, without the response")
      return
    }
    context.systemCallback(
      behaviour.delegateActor(context), Callback.didReceive, note: "actionIdentifier \(actionIdentifier)", rule: rule,
      args: ["actionIdentifier": actionIdentifier])
    behaviour.didReceive(context, actionIdentifier: actionIdentifier)
  }
}
