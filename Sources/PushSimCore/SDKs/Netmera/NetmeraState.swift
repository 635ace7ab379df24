/// Netmera's own state (seeds/003 Accessing Notification Data, sdk-behaviour.md §2.5).
public struct NetmeraState: SDKState {
  public var started = false
  /// `Netmera.recentPushObject()`: the last push the SDK converted.
  public var recentPushObject: String?
  /// In-app content on screen (`NetmeraInApp.Content`), shown until the user closes it.
  public var showingContent: String?
  /// A popup or banner that arrived while the app was not active (one slot, last wins).
  public var storedContent: String?
  /// The carousel item the content extension passed to the app for the response being handled.
  public var pickedCarouselItem: String?
}

extension NetmeraState {
  public init(profile: AppProfile) {}

  /// A running app started the SDK in its launch.
  public mutating func started(profile: AppProfile, installed: Bool) {
    if installed { started = true }
  }

  public func dump(_ world: World) -> JSONValue {
    .object([
      "recentPushObject": .optional(recentPushObject), "showingContent": .optional(showingContent),
      "storedContent": .optional(storedContent),
    ])
  }
}

extension World {
  /// Netmera's state in this world.
  public var netmera: NetmeraState {
    get { sdks[NetmeraModel.id, as: NetmeraState.self] }
    set { sdks[NetmeraModel.id, as: NetmeraState.self] = newValue }
  }
}
