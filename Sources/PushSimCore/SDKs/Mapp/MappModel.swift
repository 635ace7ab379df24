/// Mapp Engage (Appoxee), following seeds/000 (Manual Integration in Swift) and seeds/002
/// (Foreground Notifications), with sdk-behaviour.md §1 for what the seeds leave open.
struct MappModel: SDKModel {
  static let id = "mapp"
  static let stateType: (any SDKState.Type)? = MappState.self
  let context: SimContext

  /// seeds/000: a click counts the tap; the landing page, else the deep link, is what it opens.
  static let tapEvents: Set<String> = ["click"]
  static func tapTarget(_ payload: Payload) -> String? {
    let readout = MappReadout(payload)
    return readout.landingPage ?? readout.deepLink
  }

  func prepare(installed: [String]) { prepare(otherSDKs: installed.count > 1) }
  /// Nothing Mapp keeps in memory survives the process (its stored launch push, the pushes it processed).
  func processEnded() { context.world.mapp = MappState(profile: profile) }
  func sdkCategory(_ id: String) -> AppProfile.Category? { predefinedCategory(id) }

  /// Basic Automated Setup makes the SDK the delegate (seeds/002 SDK Owns the Delegate).
  var installsOwnDelegate: Bool { automatic }
  var delegateRule: SimRule? { .sdkMappAutomatic }
  var displayName: String { "Mapp" }
  /// The automatic integration adds didReceiveRemoteNotification when the app has the remote-notification mode
  /// (sdk-behaviour.md §1.2.1).
  var handlesRemoteNotificationsItself: Bool { automatic && profile.hasRemoteNotificationMode }
  func ownPresentation() -> [String] { presentationOptions(sdkIsDelegate: true) }
  func ownResponse(_ actionIdentifier: String) { handleResponse(actionIdentifier, viaApp: false) }
  func ownRemoteNotification(state: String) { handleRemoteNotification(state: state, bySDK: true) }

  /// The seed's willPresent: Mapp's options for a Mapp push, or when Mapp is the app's only routed SDK.
  func routedPresentation(routing: [String]) -> [String]? {
    guard readout.handledBySDK || isMappNotification || !routing.contains(where: { $0 != Self.id }) else { return nil }
    return presentationOptions(sdkIsDelegate: false)
  }

  /// seeds/000 Filter Notification Taps: the filter first; a Mapp push goes to the SDK (forwarded or not, nobody else gets it).
  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome {
    if usesFilter {
      context.step("app", filterCall, note: "\(isMappNotification)", rule: .sdkMappFilter)
      if !isMappNotification {
        filterRejected()
        return .passed
      }
    }
    if settings.forwardResponse { handleResponse(actionIdentifier, viaApp: true) } else { notForwarded() }
    return .handled
  }

  /// seeds/000 Receive Remote Notifications and Filter Background Pushes.
  func routedRemoteNotification(state: String) -> RoutedOutcome {
    // The automatic integration hears it through the app's own method too (the SDK swizzled it).
    guard automatic || settings.forwardRemoteNotification else { return .passed }
    if usesFilter {
      context.step("app", filterCall, note: "\(isMappNotification)", rule: .sdkMappFilter)
      if !isMappNotification { return .passed }
    }
    handleRemoteNotification(state: state)
    return .handled
  }

  /// The seed's filter pattern answers `.noData` for a push that is not Mapp's.
  func appFetchResult(routing: [String]) -> String? {
    usesFilter && routing.contains(Self.id) ? "completionHandler(.noData)" : nil
  }

  var profile: AppProfile { context.profile }
  /// The pack's settings, as the profile says now.
  var settings: MappSettings { profile.settings(MappSettings.self) }
  var automatic: Bool { settings.integration == .automatic }
  var readout: MappReadout { MappReadout(context.payload) }
  var showOnForeground: Bool { settings.showNotificationsOnForeground }

  /// The seed's multi-provider check (seeds/000 isMappNotification: push_provider = mapp_engage). An app's own condition
  /// is an `app.routing` entry's `when`, which `WiredApp` evaluates for every SDK.
  var isMappNotification: Bool { readout.declared }
  var usesFilter: Bool { settings.filter == .pushProvider }
  /// The app's filter kept a push from Mapp that the Mapp SDK would handle (a Mapp push id): nothing opens, no click.
  func filterRejected() {
    guard readout.handledBySDK else { return }
    let target = readout.landingPage ?? readout.deepLink
    context.finding(
      .sdkMappFilter, .warning,
      "the app's filter (\(filterCall)) does not forward this Mapp push to the Mapp SDK: \(target.map { "\($0) does not open, " } ?? "")the click is not counted"
    )
  }

  /// How the trace writes the app's filter call.
  var filterCall: String { "isMappNotification(userInfo)" }

  var state: MappState {
    get { context.world.mapp }
    nonmutating set { context.world.mapp = newValue }
  }

  func launch(launchedByPush: Bool) {
    let server = settings.server
    state = MappState(profile: profile)
    if automatic {
      context.step(
        "app", "Appoxee.shared().engageAndAutoIntegrate(launchOptions:andDelegate:with: .\(server))",
        note: "swizzles the app delegate; the SDK becomes the notification-center delegate", rule: .sdkMappAutomatic)
    } else {
      context.step("app", "Appoxee.shared().engage(withLaunchOptions:andDelegate:andSDKID:with: .\(server))", rule: .sdkMappEngage)
    }
    guard launchedByPush, readout.handledBySDK else { return }
    if profile.hasRemoteNotificationMode {
      state.storedLaunchPush = readout.pushID
      context.step(
        "sdk:mapp", "handleLaunchOptions: stores the launch push", note: "push \(readout.pushID); matched against a later callback",
        rule: .sdkMappLaunchPush)
    } else if settings.processLaunchPush && context.payload.aps?.contentAvailable != true {
      context.step(
        "sdk:mapp", "handleLaunchOptions: processes the launch push as an open", note: "no remote-notification background mode",
        rule: .sdkMappLaunchPush)
      click(ActionIdentifier.defaultAction, foreground: true)
    }
  }

  /// The predefined `apx_*` categories with their buttons `button1`… (sdk-behaviour.md §1.5, app_conf.json):
  /// one button per word after `apx_`, at most three. Who registers them is not documented (`sdks.mapp.registersCategories`).
  func predefinedCategory(_ id: String) -> AppProfile.Category? {
    guard id.hasPrefix("apx_"), settings.registersCategories, context.world.launches > 0 else { return nil }
    let words = id.dropFirst(4).split(separator: "_").count
    guard words > 0 else { return nil }
    return AppProfile.Category(
      id: id, actions: (1...min(3, words)).map { (id: "button\($0)", foreground: true) }, customDismissAction: false)
  }

  /// Wiring findings: the server, and automatic integration beside other providers.
  func prepare(otherSDKs: Bool) {
    let server = settings.server
    if automatic && otherSDKs {
      context.finding(
        .sdkMappAutomatic, .warning,
        "Basic Automated Setup in an app with other push providers: the SDK owns the delegate and may handle callbacks before the app's filter runs; use the manual integration"
      )
    }
    if ["TEST", "TEST55", "TEST61"].contains(server) {
      context.finding(.sdkMappTestServer, .warning, "SERVER .\(server) is an internal Mapp test environment, not meant for production")
    }
  }

  func registerToken() {
    context.step("app", "Appoxee.shared().didRegister(forRemoteNotificationsWithDeviceToken:)", rule: .sdkMappToken)
  }

  /// Foreground options: the SDK's own willPresent (automatic) or the seed's app pattern.
  func presentationOptions(sdkIsDelegate: Bool) -> [String] {
    if sdkIsDelegate {
      let options = showOnForeground ? ["badge", "sound", "alert"] : []
      context.step(
        "sdk:mapp", "completionHandler(\(PlainApp.optionList(options)))", note: "showNotificationsOnForeground \(showOnForeground)",
        rule: .sdkMappForeground
      )
      return options
    }
    if !profile.willPresentFollowsSDK {
      let options = profile.presentationOptions
      context.step("app", "completionHandler(\(PlainApp.optionList(options)))", note: "the app's own willPresent options", rule: .sdkMappForeground)
      return options
    }
    context.step("app", "Appoxee.shared()?.showNotificationsOnForeground", note: "\(showOnForeground)", rule: .sdkMappForeground)
    let options = showOnForeground ? ["banner", "list", "sound", "badge"] : []
    context.step("app", "completionHandler(\(PlainApp.optionList(options)))", note: "the seed's willPresent pattern", rule: .sdkMappForeground)
    return options
  }

  /// The SDK's response handling; `viaApp` when the app forwarded it (manual integration).
  func handleResponse(_ actionIdentifier: String, viaApp: Bool) {
    if viaApp {
      context.step(
        "app", "Appoxee.shared().userNotificationCenter(_:didReceive:withAppoxeeCompletionHandler:)", note: "forwards the tap",
        rule: .sdkMappForwardTap)
    }
    guard readout.handledBySDK else {
      context.step("sdk:mapp", "logs \"Push did not originate from Appoxee. Aborting actions.\"", note: "no p or apbcd", rule: .sdkMappNotMapp)
      completeResponse(viaApp: viaApp)
      return
    }
    if actionIdentifier == ActionIdentifier.dismissAction {
      context.step("sdk:mapp", "sends no dismiss event", rule: .sdkMappDismiss)
    } else if state.processed.contains(readout.pushID) {
      context.step(
        "sdk:mapp", "already processed this push from the launch options", note: "a cold-start tap counts once", rule: .sdkMappLaunchPush)
    } else {
      if state.storedLaunchPush == readout.pushID {
        context.step("sdk:mapp", "matches the stored launch push", note: "push \(readout.pushID)", rule: .sdkMappLaunchPush)
        state.storedLaunchPush = nil
      }
      click(actionIdentifier, foreground: context.world.process == .foreground)
    }
    if settings.notificationDelegate {
      context.step(
        "sdk:mapp", "appoxee(_:handledRemoteNotification:andIdentifer:)", note: "identifier \(actionIdentifier)", rule: .sdkMappDelegateCallback,
        args: ["andIdentifer": actionIdentifier])
    }
    completeResponse(viaApp: viaApp)
  }

  /// Runs the push's action (sdk-behaviour.md §1.4 A.5: a button without its own action runs the
  /// body's extra fields) and tracks one click. A link opens only when the app is in the foreground.
  private func click(_ actionIdentifier: String, foreground: Bool) {
    if let target = readout.landingPage ?? readout.deepLink {
      let what = readout.landingPage != nil ? "the landing page" : "the deep link"
      if foreground {
        context.step(
          "sdk:mapp", "opens \(what) \(target)", note: actionIdentifier == ActionIdentifier.defaultAction ? "" : "action \(actionIdentifier)",
          rule: .sdkMappClick)
        // Mapp ships a binary: its public source does not show how it opens the page or link.
        context.open(target, by: "sdk:mapp", via: "sdk handles")
      } else {
        context.step("sdk:mapp", "does not open \(what) \(target)", note: "the action runs with the app in the background", rule: .sdkMappClick)
      }
    }
    state.processed.insert(readout.pushID)
    context.step("sdk:mapp", "reportPushOpen", note: "message_id \(readout.pushID), \(readout.clickAction)", rule: .sdkMappClick)
    context.track(TrackedEvent(sdk: "mapp", event: "click", detail: "push \(readout.pushID), action \(actionIdentifier)"))
  }

  private func completeResponse(viaApp: Bool) {
    if viaApp {
      context.step("sdk:mapp", "calls the Appoxee completion block", rule: .sdkMappForwardTap)
      context.step("app", "completionHandler()", note: "from the SDK's block", rule: .sdkMappForwardTap)
      if settings.extraCompletionCall {
        context.step("app", "completionHandler()", note: "called again after forwarding", rule: .sdkMappCompletionOnce)
        context.finding(
          .sdkMappCompletionOnce, .warning,
          "the app calls the didReceive completion handler again after passing it to the Mapp SDK: call it exactly once")
      }
    } else {
      context.step("sdk:mapp", "completionHandler()", note: "the SDK is the delegate", rule: .sdkMappAutomatic)
    }
  }

  /// The app's didReceive does not forward (forwardResponse false).
  func notForwarded() {
    context.step("app", "completionHandler()", note: "didReceive does not forward to the Mapp SDK", rule: .sdkMappNotForwarded)
    guard readout.handledBySDK else { return }
    if state.processed.contains(readout.pushID) {
      context.finding(
        .sdkMappNotForwarded, .error,
        "didReceive is not forwarded to the Mapp SDK: this cold-start tap was counted from the launch options, but taps while the app runs open nothing and are not tracked"
      )
      return
    }
    let target = readout.landingPage.map { "the landing page \($0)" } ?? readout.deepLink.map { "the deep link \($0)" } ?? "the push's action"
    // One cause, one finding (issue 19): the seed's consequences are listed in it.
    context.finding(
      .sdkMappNotForwarded, .error,
      "didReceive is not forwarded to the Mapp SDK: \(target) does not open (the app opens on its home screen), custom notification "
        + "actions are not processed, the push click is not tracked, and campaign statistics undercount engagement")
  }

  /// didReceiveRemoteNotification in the app (manual) or the swizzled SDK (automatic).
  func handleRemoteNotification(state applicationState: String, bySDK: Bool = false) {
    if state.storedLaunchPush == readout.pushID, readout.handledBySDK {
      context.step("sdk:mapp", "matches the stored launch push", note: "push \(readout.pushID): processed once", rule: .sdkMappLaunchPush)
      state.storedLaunchPush = nil
    }
    if bySDK {
      context.step("sdk:mapp", "incomingPush", note: "the SDK's own didReceiveRemoteNotification; not a tap: no click", rule: .sdkMappAutomatic)
      context.step("sdk:mapp", "completionHandler(.newData)", note: "the SDK calls it", rule: .sdkMappAutomatic)
      return
    }
    if usesFilter {
      context.step(
        "app", "Appoxee.shared()?.didReceiveRemoteNotification(_:fetchCompletionHandler:andNotifyCompletionWith: nil)", rule: .sdkMappFilter)
      context.step("sdk:mapp", "completionHandler(.newData)", note: "the SDK calls it", rule: .sdkMappFilter)
    } else {
      context.step("app", "Appoxee.shared().receivedRemoteNotification(userInfo)", note: "not a tap: no click", rule: .sdkMappRemoteNotification)
      if applicationState == ".active", readout.handledBySDK, settings.notificationDelegate {
        context.step(
          "sdk:mapp", "appoxee(_:handledRemoteNotification:andIdentifer:)", note: "received in foreground, no open tracked",
          rule: .sdkMappDelegateCallback)
      }
      PlainApp.callCompletion(context, times: profile.fetchCompletion, call: profile.fetchResultCall, kind: .fetch)
      return
    }
    if settings.extraCompletionCall {
      context.step("app", profile.fetchResultCall, note: "called again after passing it to the SDK", rule: .sdkMappCompletionOnce)
      context.finding(
        .sdkMappCompletionOnce, .error,
        "the app calls the fetch completion handler again after passing it to the Mapp SDK: the second call crashes (NSInternalInconsistencyException)"
      )
    }
  }
}
