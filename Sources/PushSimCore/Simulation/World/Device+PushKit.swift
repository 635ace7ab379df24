/// PushKit and PushToTalk pushes (`apns-push-type: voip`, `pushtotalk`): they never reach UNUserNotificationCenter and
/// show no banner; PushKit hands a VoIP push to the app's PKPushRegistryDelegate, which must report a call to CallKit
/// (Apple PKPushType.voip), and the PushToTalk framework asks the app's channel manager delegate for a PTPushResult
/// (Apple Creating a Push to Talk app). The rules are `PushKitRules`; the app's side is `PushKitSettings`.
extension Device {
  func deliverPushKit() {
    switch payload.kind {
    case .voip: deliverVoIP()
    case .pushToTalk: deliverPushToTalk()
    default: return
    }
  }

  // MARK: - VoIP

  private func deliverVoIP() {
    let settings = profile.pushKit
    // A VoIP token exists only once the app's own code registered a PKPushRegistry for .voIP.
    guard settings.voip, context.world.launches > 0 else {
      let why =
        settings.voip
        ? "the app has never been launched, so it never created its PKPushRegistry"
        : "the app does not register a PKPushRegistry for .voIP (app.pushKit.voip false)"
      context.step("APNs", "has no VoIP token for the device", note: why + ": nothing is delivered", rule: .iosVoipNoToken)
      context.finding(.iosVoipNoToken, .warning, "no VoIP token: \(why); the VoIP push reaches nothing")
      return
    }
    let world = context.world
    if world.pushKit.voipStopped {
      context.step(
        "iOS", "does not deliver the VoIP push",
        note: "it stopped launching the app for VoIP pushes after \(world.pushKit.unreportedVoIPPushes) it did not report to CallKit",
        rule: .iosVoipStopped)
      context.finding(
        .iosVoipStopped, .warning,
        "iOS no longer delivers VoIP pushes to this app: it failed to report \(world.pushKit.unreportedVoIPPushes) of them to CallKit (Apple says only \"repeatedly\"; ios.voipFailuresBeforeCutoff)"
      )
      return
    }
    guard startForCallPush(what: "VoIP", rule: .iosVoipLaunch) else { return }
    context.step(
      "iOS", "hands the push to PushKit", note: "a VoIP push: no banner, no UNUserNotificationCenter delegate", rule: .iosVoipLaunch)
    context.step(
      "app", "pushRegistry(_:didReceiveIncomingPushWith:for:completion:)", note: "type .voIP; payload.dictionaryPayload is the whole payload",
      rule: .iosVoipLaunch)
    switch settings.callReport {
    case .inCallback:
      reportCall(note: "before the callback finishes")
      context.step("app", "completion()", note: "after the call is reported", rule: .iosVoipCallReported)
    case .undecided:
      reportCall(note: "assumed: pushsim wiring could not tell whether the callback reports it (app.pushKit.callReport undecided)")
      context.step("app", "completion()", rule: .iosVoipCallReported)
      context.finding(
        .iosVoipNoCallReport, .warning,
        "pushsim cannot tell whether the PushKit callback reports the call to CallKit (app.pushKit.callReport undecided): the trace assumes it does; if it does not, iOS terminates the app"
      )
    case .never:
      context.step("app", "completion()", note: "no call reported to CallKit", rule: .iosVoipNoCallReport)
      unreported("the PushKit callback finished without reporting a call to CallKit")
    case .afterCompletion:
      context.step("app", "completion()", note: "before any call is reported", rule: .iosVoipNoCallReport)
      unreported("the PushKit callback finished before it reported the call to CallKit (the report comes too late)")
    }
  }

  /// CallKit shows the incoming call the app reported.
  private func reportCall(note: String) {
    context.step("app", "CXProvider.reportNewIncomingCall(with:update:completion:)", note: note, rule: .iosVoipCallReported)
    context.world.pushKit.calls.append(.init(notification: context.current?.id ?? "", time: context.world.clock))
    context.step("iOS", "shows the incoming call", note: "CallKit's incoming-call screen", rule: .iosVoipCallReported)
  }

  /// iOS 13 SDK and later: the app is terminated; repeated, iOS stops launching it for VoIP pushes.
  private func unreported(_ why: String) {
    endProcess(.notRunning, "terminates the app", rule: .iosVoipNoCallReport)
    context.finding(.iosVoipNoCallReport, .error, "\(why): iOS terminates the app (apps linked against the iOS 13 SDK or later)")
    context.world.pushKit.unreportedVoIPPushes += 1
    let failures = context.world.pushKit.unreportedVoIPPushes
    guard let limit = profile.pushKit.cutoff.count, failures >= limit else { return }
    context.world.pushKit.voipStopped = true
    context.step(
      "iOS", "stops launching the app for VoIP pushes",
      note: "\(failures) unreported (ios.voipFailuresBeforeCutoff \(limit); Apple says only \"repeatedly\")", rule: .iosVoipStopped)
    context.finding(
      .iosVoipStopped, .warning,
      "the app failed to report \(failures) VoIP push\(failures == 1 ? "" : "es") to CallKit: iOS stops launching it for VoIP pushes (Apple says only \"repeatedly\"; ios.voipFailuresBeforeCutoff \(limit))"
    )
  }

  // MARK: - Push to talk

  private func deliverPushToTalk() {
    let settings = profile.pushKit
    guard settings.pttJoined, !context.world.pushKit.leftChannel, context.world.launches > 0 else {
      let why =
        context.world.pushKit.leftChannel
        ? "the user left the channel (leaveChannel)"
        : settings.pttJoined ? "the app has never been launched, so no channel was joined" : "no channel is joined (app.pushToTalk.joined false)"
      context.step(
        "APNs", "has no active push-to-talk token", note: why + ": the token isn't active until a person joins the channel",
        rule: .iosPttNoChannel)
      context.finding(.iosPttNoChannel, .warning, "the push-to-talk push reaches nothing: \(why)")
      return
    }
    guard startForCallPush(what: "push-to-talk", rule: .iosPttPush) else { return }
    context.step("iOS", "hands the push to the PushToTalk framework", note: "no banner, no UNUserNotificationCenter delegate", rule: .iosPttPush)
    context.step(
      "app", "incomingPushResult(channelManager:channelUUID:pushPayload:)", note: "returns a PTPushResult as soon as possible",
      rule: .iosPttPush)
    switch settings.pttPushResult {
    case .activeRemoteParticipant:
      // Apple's sample reads the speaker's name from its own `activeSpeaker` key.
      let speaker = payload.root["activeSpeaker"]?.stringValue ?? "a participant"
      context.world.pushKit.activeSpeaker = speaker
      context.step("app", "PTPushResult.activeRemoteParticipant(_:)", note: "speaker: " + String(speaker.prefix(40)), rule: .iosPttPush)
      context.step("iOS", "shows the active remote participant", rule: .iosPttPush)
    case .leaveChannel:
      context.world.pushKit.leftChannel = true
      context.world.pushKit.activeSpeaker = nil
      context.step("app", "PTPushResult.leaveChannel", rule: .iosPttPush)
      context.step("iOS", "removes the user from the channel", note: "later push-to-talk pushes reach nothing", rule: .iosPttPush)
    }
  }

  // MARK: - Both

  /// Launches the app in the background for a VoIP or push-to-talk push when it is not running, or wakes it when it is
  /// suspended; false when iOS does not (a force-quit app under ios.callPushesAfterForceQuit not-launched).
  private func startForCallPush(what: String, rule: SimRule) -> Bool {
    let forceQuit = context.world.process == .forceQuit
    if forceQuit, profile.pushKit.afterForceQuit == .notLaunched {
      context.step(
        "iOS", "does not launch the app", note: "force-quit; Apple does not say (ios.callPushesAfterForceQuit not-launched)",
        rule: .iosCallPushForceQuit)
      context.finding(
        .iosCallPushForceQuit, .warning,
        "the user force-quit the app and ios.callPushesAfterForceQuit is not-launched: the \(what) push is lost (Apple does not say what iOS does)")
      return false
    }
    switch context.world.process {
    case .notRunning, .forceQuit, .neverLaunched:
      context.step(
        "iOS", "launches the app in the background",
        note: "for the \(what) push" + (forceQuit ? "; it was force-quit (ios.callPushesAfterForceQuit launches)" : ""),
        rule: forceQuit ? .iosCallPushForceQuit : rule)
      launch(toForeground: false, byPush: false, rule: rule, note: "applicationState .background; no launchOptions remote notification")
      finishDeferredDelegate()
    case .suspended:
      context.step("iOS", "wakes the suspended app in the background", note: "for the \(what) push", rule: rule)
      context.world.process = .background
    case .background, .foreground:
      break
    }
    return true
  }
}
