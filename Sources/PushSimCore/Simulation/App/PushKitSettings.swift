/// The app's PushKit and PushToTalk wiring, and how iOS treats their pushes where Apple leaves a number or a case open
/// (`app.pushKit.*`, `app.pushToTalk.*`, `ios.voipFailuresBeforeCutoff`, `ios.callPushesAfterForceQuit`): typed like
/// the app's other keys (`AppSettings`), declared here so that the VoIP and push-to-talk model is one place
/// (Device+PushKit.swift reads them; `pushsim wiring` derives the `app.*` ones from the code).
struct PushKitSettings: ProfileSettings {
  /// What the app's `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)` does with CallKit.
  enum CallReport: String, ProfileChoice {
    /// It calls `CXProvider.reportNewIncomingCall(with:update:completion:)` before it returns or calls completion.
    case inCallback = "in-callback"
    /// It never reports the call.
    case never
    /// It reports the call only after the callback finished (completion called first, or a report scheduled for later).
    case afterCompletion = "after-completion"
    /// `pushsim wiring` could not tell (the report rests on code it cannot see).
    case undecided
  }

  /// What `incomingPushResult(channelManager:channelUUID:pushPayload:)` returns (PTPushResult).
  enum PushResult: String, ProfileChoice {
    case activeRemoteParticipant = "active-remote-participant"
    case leaveChannel = "leave-channel"
  }

  /// How many unreported VoIP pushes before iOS stops delivering them: Apple says only "repeatedly".
  enum Cutoff: String, ProfileChoice {
    case one = "1"
    case two = "2"
    case three = "3"
    case five = "5"
    case ten = "10"
    case never

    var count: Int? { Int(rawValue) }
  }

  /// Whether a VoIP or push-to-talk push launches an app the user force-quit: no Apple page says.
  enum AfterForceQuit: String, ProfileChoice {
    case launches
    case notLaunched = "not-launched"
  }

  static let voipKey = ProfileKey(
    path: "app.pushKit.voip", kind: .bool, defaultValue: .bool(false),
    help:
      "The app creates a PKPushRegistry whose desiredPushTypes holds .voIP (PKPushTypeVoIP) and sets its delegate: only then does PushKit give it a VoIP token. false: the server has no VoIP token for this device, so a VoIP push reaches nothing (Apple PKPushType.voip; Apple Responding to VoIP Notifications)."
  )
  static let callReportKey = ProfileKey(
    path: "app.pushKit.callReport", choice: CallReport.self, defaultValue: .inCallback,
    help:
      "What pushRegistry(_:didReceiveIncomingPushWith:for:completion:) does with CallKit: in-callback, it reports the call (CXProvider reportNewIncomingCall) before it returns or calls completion; never; after-completion, only after the callback finished (too late); undecided, pushsim wiring could not tell (a warning, never an error). Apps linked against the iOS 13 SDK or later that do not report are terminated (Apple PKPushType.voip)."
  )
  static let pttJoinedKey = ProfileKey(
    path: "app.pushToTalk.joined", kind: .bool, defaultValue: .bool(false),
    help:
      "The app uses the PushToTalk framework (PTChannelManager) and the user joined a channel: its ephemeral push token is active. false: \"The token isn't active until a person joins the channel\", so a pushtotalk push reaches nothing (Apple Creating a Push to Talk app)."
  )
  static let pttPushResultKey = ProfileKey(
    path: "app.pushToTalk.pushResult", choice: PushResult.self, defaultValue: .activeRemoteParticipant,
    help:
      "The PTPushResult incomingPushResult(channelManager:channelUUID:pushPayload:) returns: active-remote-participant, the system shows the speaker; leave-channel, the user leaves the channel, so later pushes reach nothing (Apple PTPushResult)."
  )
  static let cutoffKey = ProfileKey(
    path: "ios.voipFailuresBeforeCutoff", choice: Cutoff.self, defaultValue: .three,
    help:
      "After how many VoIP pushes the app did not report to CallKit iOS stops launching it for VoIP pushes. Apple says only \"If your app repeatedly fails to report VoIP notifications to CallKit, the system stops launching your app for VoIP push notifications\" (Apple PKPushType.voip): 3 is pushsim's choice, never switches the cut-off off."
  )
  static let afterForceQuitKey = ProfileKey(
    path: "ios.callPushesAfterForceQuit", choice: AfterForceQuit.self, defaultValue: .launches,
    help:
      "Whether a VoIP or push-to-talk push launches an app the user force-quit. No Apple page says: PushKit \"doesn't require your app to be running to receive calls\" and the PushToTalk framework starts the app in the background, neither mentions force-quit. launches (pushsim's default, the call still rings) or not-launched (the push is lost until the user opens the app)."
  )

  static let keys: [ProfileKey] = [voipKey, callReportKey, pttJoinedKey, pttPushResultKey, cutoffKey, afterForceQuitKey]

  let voip: Bool
  let callReport: CallReport
  let pttJoined: Bool
  let pttPushResult: PushResult
  let cutoff: Cutoff
  let afterForceQuit: AfterForceQuit

  init(_ values: ProfileValues) {
    voip = values.bool(Self.voipKey)
    callReport = values.choice(Self.callReportKey, or: .inCallback)
    pttJoined = values.bool(Self.pttJoinedKey)
    pttPushResult = values.choice(Self.pttPushResultKey, or: .activeRemoteParticipant)
    cutoff = values.choice(Self.cutoffKey, or: .three)
    afterForceQuit = values.choice(Self.afterForceQuitKey, or: .launches)
  }
}

extension AppProfile {
  /// The app's PushKit and PushToTalk keys, typed.
  var pushKit: PushKitSettings { settings(PushKitSettings.self) }
}
