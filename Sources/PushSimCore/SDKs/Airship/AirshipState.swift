/// Airship's own state while the world runs (sdk-behaviour-more.md §3).
public struct AirshipState: SDKState {
  /// `Airship.takeOff` ran in this process.
  public var tookOff = false
  /// `AirshipPush.launchNotificationResponse`: the notification of the last default-action tap; cleared when the app
  /// enters the background (fact 8).
  public var launchNotificationResponse: String?
  /// `AirshipAnalytics.conversionSendID`: the send id the next app_init or app_foreground event carries, or
  /// `MISSING_SEND_ID`; cleared when the app enters the background (fact 10).
  public var conversionSendID: String?

  public init(profile: AppProfile) {}

  public mutating func started(profile: AppProfile, installed: Bool) {
    tookOff = installed && profile.settings(AirshipSettings.self).takeOff
  }

  public func dump(_ world: World) -> JSONValue {
    .object([
      "tookOff": .bool(tookOff),
      "launchNotificationResponse": launchNotificationResponse.map(JSONValue.string) ?? .null,
      "conversionSendID": conversionSendID.map(JSONValue.string) ?? .null,
    ])
  }
}

extension World {
  /// Airship's state in this world.
  public var airship: AirshipState {
    get { sdks[AirshipModel.id, as: AirshipState.self] }
    set { sdks[AirshipModel.id, as: AirshipState.self] = newValue }
  }
}
