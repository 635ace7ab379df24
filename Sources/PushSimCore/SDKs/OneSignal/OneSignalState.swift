/// OneSignal's own state while the world runs (sdk-behaviour-more.md §1). The profile's `sdks.onesignal.*` keys say
/// how the app starts it; this is what the SDK knows.
public struct OneSignalState: SDKState {
  /// `OneSignal.initialize` ran with an app id in this process (fact 10: without one, taps are dropped).
  public var appIDSet = false
  /// The consent the app gave (`setConsentGiven`), when consent is required (fact 32).
  public var consentGiven: Bool
  /// A click listener is registered in this process.
  public var listening = false
  /// Clicks that arrived before a click listener was added: delivered when one is (fact 14), lost with the process.
  public var unprocessed: [String] = []
  /// The id of the last opened notification, saved in UserDefaults (`OSUD_LAST_MESSAGE_OPENED`, facts 15, 20).
  public var lastOpenedID: String?
  /// Opens that failed and wait for a retry (only with `sdks.onesignal.retryOpens`): indexes in `World.tracked`.
  public var pendingOpens: [Int] = []

  public init(profile: AppProfile) {
    consentGiven = profile.settings(OneSignalSettings.self).consentGiven
  }

  /// The app ran before: initialize ran and the click listener was added as the profile says.
  public mutating func started(profile: AppProfile, installed: Bool) {
    guard installed else { return }
    appIDSet = profile.settings(OneSignalSettings.self).initialized
    listening = profile.settings(OneSignalSettings.self).clickListener != .none
    consentGiven = profile.settings(OneSignalSettings.self).consentGiven
  }

  public func dump(_ world: World) -> JSONValue {
    .object([
      "appIdSet": .bool(appIDSet), "consentGiven": .bool(consentGiven), "clickListener": .bool(listening),
      "unprocessedClicks": .array(unprocessed.map(JSONValue.string)),
      "lastOpenedNotification": lastOpenedID.map(JSONValue.string) ?? .null,
      "pendingOpens": .integer(Int64(pendingOpens.count)),
    ])
  }
}

extension World {
  /// OneSignal's state in this world.
  public var onesignal: OneSignalState {
    get { sdks[OneSignalModel.id, as: OneSignalState.self] }
    set { sdks[OneSignalModel.id, as: OneSignalState.self] = newValue }
  }
}
