/// The iOS rules for VoIP (PushKit + CallKit) and push-to-talk pushes (Device+PushKit.swift), each from Apple's pages.
/// Where Apple gives no number or leaves a case open (how many unreported pushes are "repeatedly", a force-quit app)
/// the rule says so and a profile key decides (PushKitSettings).
public enum PushKitRules {
  public static let all: [SimRule] = [
    .iosVoipNoToken, .iosVoipLaunch, .iosVoipCallReported, .iosVoipNoCallReport, .iosVoipStopped, .iosCallPushForceQuit, .iosPttNoChannel,
    .iosPttPush,
  ]
}

extension SimRule {
  static let iosVoipNoToken = SimRule(
    id: "ios-voip-no-token", title: "No VoIP token: a VoIP push reaches nothing",
    detail:
      "PushKit gives an app a VoIP token only once it creates a PKPushRegistry whose desiredPushTypes holds .voIP (app.pushKit.voip). An app that does not, or that has never been launched and so never ran that code, has no VoIP token: the server has no device to send the push to, and nothing happens on the device.",
    source: "Apple PKPushRegistry desiredPushTypes; Apple Responding to VoIP Notifications", confidence: "H"
  ).decided(by: [PushKitSettings.voipKey])
  static let iosVoipLaunch = SimRule(
    id: "ios-voip-launch", title: "A VoIP push launches or wakes the app and calls its PushKit callback",
    detail:
      "PushKit \"doesn't require your app to be running to receive calls\": iOS launches an app that is not running in the background, wakes a suspended one, and calls pushRegistry(_:didReceiveIncomingPushWith:for:completion:) with the whole payload (PKPushPayload.dictionaryPayload; no aps needed). The push never reaches UNUserNotificationCenter: no banner, no notification delegate. Whether it launches an app the user force-quit Apple does not say (ios.callPushesAfterForceQuit: launches by default).",
    source: "Apple Responding to VoIP Notifications; Apple PKPushRegistryDelegate; A4", confidence: "H"
  ).decided(by: [PushKitSettings.voipKey, PushKitSettings.afterForceQuitKey])
  static let iosVoipCallReported = SimRule(
    id: "ios-voip-call-reported", title: "The app reports the call: CallKit shows it",
    detail:
      "The PushKit callback calls CXProvider.reportNewIncomingCall(with:update:completion:) before it finishes (app.pushKit.callReport in-callback): CallKit shows the system's incoming-call screen (the world's calls), then the app calls the callback's completion.",
    source: "Apple Responding to VoIP Notifications; Apple CXProvider reportNewIncomingCall", confidence: "H"
  ).decided(by: [PushKitSettings.callReportKey])
  static let iosVoipNoCallReport = SimRule(
    id: "ios-voip-no-call-report", title: "A VoIP push not reported to CallKit: iOS terminates the app",
    detail:
      "\"For apps linked against the iOS 13 SDK or later, the system terminates your app if you fail to report these notifications to CallKit.\" A report made after the callback finished (completion called first, or the report scheduled for later) is too late: the delegate's note asks for it \"when they are received and before this method finishes execution\". The process ends as if the system killed it; each such push counts towards ios.voipFailuresBeforeCutoff. app.pushKit.callReport undecided (pushsim wiring could not tell): the simulation assumes the call is reported and says so in a warning, never an error.",
    source: "Apple PKPushType.voip; Apple PKPushRegistryDelegate", confidence: "H"
  ).decided(by: [PushKitSettings.callReportKey])
  static let iosVoipStopped = SimRule(
    id: "ios-voip-stopped", title: "Repeatedly unreported VoIP pushes: iOS stops launching the app for them",
    detail:
      "\"If your app repeatedly fails to report VoIP notifications to CallKit, the system stops launching your app for VoIP push notifications.\" Apple gives no number: pushsim stops after ios.voipFailuresBeforeCutoff unreported pushes (3 by default; never switches it off). From then on every VoIP push does nothing, and the trace says so.",
    source: "Apple PKPushType.voip; Apple PKPushRegistryDelegate", confidence: "H/L"
  ).decided(by: [PushKitSettings.cutoffKey])
  static let iosCallPushForceQuit = SimRule(
    id: "ios-call-push-force-quit", title: "A VoIP or push-to-talk push after a force-quit",
    detail:
      "No Apple page says whether a VoIP or push-to-talk push launches an app the user swiped away: PushKit \"doesn't require your app to be running to receive calls\" and the PushToTalk framework \"starts the app in the background\", neither mentions force-quit. ios.callPushesAfterForceQuit decides: launches (default, as for an app that is not running) or not-launched (the push is lost until the user opens the app).",
    source: "Apple Responding to VoIP Notifications; Apple Creating a Push to Talk app", confidence: "L"
  ).decided(by: [PushKitSettings.afterForceQuitKey])
  static let iosPttNoChannel = SimRule(
    id: "ios-ptt-no-channel", title: "Push to talk without a joined channel: nothing is delivered",
    detail:
      "The push-to-talk push goes to the ephemeral token the channel manager gives the app, and \"The token isn't active until a person joins the channel\" (app.pushToTalk.joined). Without a joined channel, or after the app left it (a .leaveChannel push result), the push reaches nothing.",
    source: "Apple Creating a Push to Talk app; Apple PTPushResult", confidence: "H"
  ).decided(by: [PushKitSettings.pttJoinedKey])
  static let iosPttPush = SimRule(
    id: "ios-ptt-push", title: "Push to talk: the system starts the app and asks for a PTPushResult",
    detail:
      "With a joined channel \"the system starts the app in the background and calls incomingPushResult(channelManager:channelUUID:pushPayload:)\" (a suspended app is woken); the app must \"Return a PTPushResult as soon as possible\". activeRemoteParticipant: the system shows the speaker (Apple's sample reads it from its own activeSpeaker key); leaveChannel: the user leaves the channel (app.pushToTalk.pushResult). No banner, no notification delegate.",
    source: "Apple Creating a Push to Talk app; Apple PTChannelManagerDelegate incomingPushResult; Apple PTPushResult", confidence: "H"
  ).decided(by: [PushKitSettings.pttPushResultKey])
}
