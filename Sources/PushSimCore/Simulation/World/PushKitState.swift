/// What the VoIP and push-to-talk model keeps in the world (Device+PushKit.swift): the incoming calls CallKit showed,
/// the VoIP pushes the app failed to report and whether iOS stopped delivering them, and the push-to-talk channel.
/// It outlives the app's process: iOS, not the app, keeps it.
public struct PushKitState: Sendable {
  /// An incoming call the app reported to CallKit from its PushKit callback: iOS shows the incoming-call UI.
  public struct IncomingCall: Sendable, Equatable {
    /// The id of the VoIP push it came from.
    public let notification: String
    /// When it was reported (the world clock, milliseconds).
    public let time: Int
  }

  /// Every incoming call CallKit showed, oldest first.
  public var calls: [IncomingCall] = []
  /// VoIP pushes the app did not report to CallKit in time (each one got it terminated).
  public var unreportedVoIPPushes = 0
  /// iOS stopped launching the app for VoIP pushes (ios.voipFailuresBeforeCutoff reached): later ones do nothing.
  public var voipStopped = false
  /// The user left the push-to-talk channel (a `.leaveChannel` push result): the ephemeral token is no longer active.
  public var leftChannel = false
  /// The active remote participant the system shows for the channel (`PTPushResult.activeRemoteParticipant`).
  public var activeSpeaker: String?
}
