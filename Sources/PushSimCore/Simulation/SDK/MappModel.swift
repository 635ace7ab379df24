/// Mapp Engage (Appoxee), following seeds/000 (Manual Integration in Swift) and seeds/002
/// (Foreground Notifications), with sdk-behaviour.md §1 for what the seeds leave open.
struct MappModel {
  let context: SimContext

  var profile: AppProfile { context.profile }
  var automatic: Bool { profile.string("sdks.mapp.integration") == "automatic" }
  var readout: MappReadout { MappReadout(context.payload) }
  var showOnForeground: Bool { profile.bool("sdks.mapp.showNotificationsOnForeground") }

  /// The app's multi-provider check (seeds/000 isMappNotification).
  var isMappNotification: Bool { readout.declared }
  var usesFilter: Bool { profile.string("sdks.mapp.filter") == "push_provider" }

  func launch() {
    let server = profile.string("sdks.mapp.server")
    if automatic {
      context.step(
        "app", "Appoxee.shared().engageAndAutoIntegrate(launchOptions:andDelegate:with: .\(server))",
        note: "swizzles the app delegate; the SDK becomes the notification-center delegate", rule: "sdk-mapp-automatic")
    } else {
      context.step("app", "Appoxee.shared().engage(withLaunchOptions:andDelegate:andSDKID:with: .\(server))", rule: "sdk-mapp-engage")
    }
  }

  /// Wiring findings: the server, and automatic integration beside other providers.
  func prepare(otherSDKs: Bool) {
    let server = profile.string("sdks.mapp.server")
    if automatic && otherSDKs {
      context.finding(
        "sdk-mapp-automatic", .warning,
        "Basic Automated Setup in an app with other push providers: the SDK owns the delegate and may handle callbacks before the app's filter runs; use the manual integration"
      )
    }
    if ["TEST", "TEST55", "TEST61"].contains(server) {
      context.finding("sdk-mapp-test-server", .warning, "SERVER .\(server) is an internal Mapp test environment, not meant for production")
    }
  }

  func registerToken() {
    context.step("app", "Appoxee.shared().didRegister(forRemoteNotificationsWithDeviceToken:)", rule: "sdk-mapp-token")
  }

  /// Foreground options: the SDK's own willPresent (automatic) or the seed's app pattern.
  func presentationOptions(sdkIsDelegate: Bool) -> [String] {
    if sdkIsDelegate {
      let options = showOnForeground ? ["badge", "sound", "alert"] : []
      context.step(
        "sdk:mapp", "completionHandler(\(Self.list(options)))", note: "showNotificationsOnForeground \(showOnForeground)", rule: "sdk-mapp-foreground"
      )
      return options
    }
    context.step("app", "Appoxee.shared()?.showNotificationsOnForeground", note: "\(showOnForeground)", rule: "sdk-mapp-foreground")
    let options = showOnForeground ? ["banner", "list", "sound", "badge"] : []
    context.step("app", "completionHandler(\(Self.list(options)))", note: "the seed's willPresent pattern", rule: "sdk-mapp-foreground")
    return options
  }

  static func list(_ options: [String]) -> String { "[" + options.map { "." + $0 }.joined(separator: ", ") + "]" }

  /// The SDK's response handling; `viaApp` when the app forwarded it (manual integration).
  func handleResponse(_ actionIdentifier: String, viaApp: Bool) {
    if viaApp {
      context.step(
        "app", "Appoxee.shared().userNotificationCenter(_:didReceive:withAppoxeeCompletionHandler:)", note: "forwards the tap",
        rule: "sdk-mapp-forward-tap")
    }
    guard readout.handledBySDK else {
      context.step("sdk:mapp", "logs \"Push did not originate from Appoxee. Aborting actions.\"", note: "no p or apbcd", rule: "sdk-mapp-not-mapp")
      completeResponse(viaApp: viaApp)
      return
    }
    if actionIdentifier == ActionIdentifier.dismissAction {
      context.step("sdk:mapp", "sends no dismiss event", rule: "sdk-mapp-dismiss")
    } else {
      if actionIdentifier == ActionIdentifier.defaultAction, readout.landingPage != nil || readout.deepLink != nil {
        let target = readout.landingPage ?? readout.deepLink ?? ""
        context.step(
          "sdk:mapp", readout.landingPage != nil ? "opens the landing page \(target)" : "opens the deep link \(target)", rule: "sdk-mapp-click")
        context.trace.ui.opened = target
      }
      context.step("sdk:mapp", "reportPushOpen", note: "message_id \(readout.pushID), \(readout.clickAction)", rule: "sdk-mapp-click")
      context.track(TrackedEvent(sdk: "mapp", event: "click", detail: "push \(readout.pushID), action \(actionIdentifier)"))
    }
    if profile.bool("sdks.mapp.notificationDelegate") {
      context.step(
        "sdk:mapp", "appoxee(_:handledRemoteNotification:andIdentifer:)", note: "identifier \(actionIdentifier)", rule: "sdk-mapp-delegate-callback")
    }
    completeResponse(viaApp: viaApp)
  }

  private func completeResponse(viaApp: Bool) {
    if viaApp {
      context.step("sdk:mapp", "calls the Appoxee completion block", rule: "sdk-mapp-forward-tap")
      context.step("app", "completionHandler()", note: "from the SDK's block", rule: "sdk-mapp-forward-tap")
      if profile.bool("sdks.mapp.extraCompletionCall") {
        context.step("app", "completionHandler()", note: "called again after forwarding", rule: "sdk-mapp-completion-once")
        context.finding(
          "sdk-mapp-completion-once", .warning,
          "the app calls the didReceive completion handler again after passing it to the Mapp SDK: call it exactly once")
      }
    } else {
      context.step("sdk:mapp", "completionHandler()", note: "the SDK is the delegate", rule: "sdk-mapp-automatic")
    }
  }

  /// The app's didReceive does not forward (forwardResponse false).
  func notForwarded() {
    context.step("app", "completionHandler()", note: "didReceive does not forward to the Mapp SDK", rule: "sdk-mapp-not-forwarded")
    guard readout.handledBySDK else { return }
    let target = readout.landingPage.map { "the landing page \($0)" } ?? readout.deepLink.map { "the deep link \($0)" } ?? "the push's action"
    for consequence in [
      "\(target) does not open: the app opens on its home screen", "custom notification actions are not processed",
      "the push click is not tracked", "campaign statistics undercount engagement",
    ] {
      context.finding("sdk-mapp-not-forwarded", .error, "didReceive is not forwarded to the Mapp SDK: \(consequence)")
    }
  }

  /// didReceiveRemoteNotification in the app (manual) or the swizzled SDK (automatic).
  func handleRemoteNotification(state: String) {
    if usesFilter {
      context.step(
        "app", "Appoxee.shared()?.didReceiveRemoteNotification(_:fetchCompletionHandler:andNotifyCompletionWith: nil)", rule: "sdk-mapp-filter")
      context.step("sdk:mapp", "completionHandler(.newData)", note: "the SDK calls it", rule: "sdk-mapp-filter")
    } else {
      context.step("app", "Appoxee.shared().receivedRemoteNotification(userInfo)", note: "not a tap: no click", rule: "sdk-mapp-remote-notification")
      if state == ".active", readout.handledBySDK, profile.bool("sdks.mapp.notificationDelegate") {
        context.step(
          "sdk:mapp", "appoxee(_:handledRemoteNotification:andIdentifer:)", note: "received in foreground, no open tracked",
          rule: "sdk-mapp-delegate-callback")
      }
      PlainApp.callCompletion(context, times: profile.fetchCompletion, call: "completionHandler(.newData)", kind: .fetch)
      return
    }
    if profile.bool("sdks.mapp.extraCompletionCall") {
      context.step("app", "completionHandler(.newData)", note: "called again after passing it to the SDK", rule: "sdk-mapp-completion-once")
      context.finding(
        "sdk-mapp-completion-once", .error,
        "the app calls the fetch completion handler again after passing it to the Mapp SDK: the second call crashes (NSInternalInconsistencyException)"
      )
    }
  }
}
