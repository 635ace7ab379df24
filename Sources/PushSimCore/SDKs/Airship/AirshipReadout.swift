/// What the Airship SDK reads in a push (sdk-behaviour-more.md §3; urbanairship/ios-library AirshipPush.swift,
/// AirshipAnalytics.swift, DefaultAppIntegrationDelegate.swift, AirshipUtils.swift).
struct AirshipReadout {
  /// The payload's foreground presentation array (fact 13), as `presentationOptionsForNotification` reads it.
  enum ForegroundPresentation: Equatable {
    /// Neither `com.urbanairship.foreground_presentation` nor the legacy `foreground_presentation`.
    case absent
    /// An array of strings: the names as given (unknown ones are ignored when mapped).
    case names([String], key: String)
    /// Present but not an array of strings: Airship's `as? [String]` cast fails and the key is ignored.
    case unreadable(key: String)
  }

  /// The keys the presentation options come from, newest first (fact 13).
  static let foregroundPresentationKeys = ["com.urbanairship.foreground_presentation", "foreground_presentation"]
  /// The action names of the deep-link and open-URL actions (fact 7; DeepLinkAction, OpenExternalURLAction).
  static let deepLinkNames = ["^d", "deep_link_action"]
  static let openURLNames = ["^u", "open_external_url_action"]

  /// `UNNotification.isAirshipPush()`: `com.urbanairship.metadata` present (fact 18).
  let isAirshipPush: Bool
  /// The send id `_` (fact 10).
  let sendID: String?
  let foregroundPresentation: ForegroundPresentation
  /// `AirshipUtils.isAlertingPush`: the alert is a non-empty string, or a dictionary with a non-empty body, loc-key,
  /// title, title-loc-key or subtitle (fact 10: only alerting pushes set the conversion send id).
  let alerting: Bool
  /// `AirshipUtils.isSilentPush`: no badge, no sound, not alerting.
  let silent: Bool
  let payload: Payload

  init(_ payload: Payload) {
    self.payload = payload
    let root = payload.root
    isAirshipPush = root["com.urbanairship.metadata"] != nil
    sendID = root["_"]?.stringValue
    var presentation = ForegroundPresentation.absent
    for key in Self.foregroundPresentationKeys {
      guard let value = root[key] else { continue }
      if let items = value.arrayValue, case let names = items.compactMap(\.stringValue), names.count == items.count {
        presentation = .names(names, key: key)
        break
      }
      // The newer key that is not [String] is nil to Airship, which then reads the legacy key.
      if case .absent = presentation { presentation = .unreadable(key: key) }
    }
    foregroundPresentation = presentation
    let aps = root["aps"]?.objectValue
    let alert = aps?["alert"]
    let nonEmpty: (JSONValue?) -> Bool = { ($0?.stringValue).map { !$0.isEmpty } ?? false }
    if let text = alert?.stringValue {
      alerting = !text.isEmpty
    } else if let object = alert?.objectValue {
      alerting = ["body", "loc-key", "title", "title-loc-key", "subtitle"].contains { nonEmpty(object[$0]) }
    } else {
      alerting = false
    }
    silent = aps == nil || (aps?["badge"] == nil && !nonEmpty(aps?["sound"]) && !alerting)
  }

  /// The action map a response runs (fact 7): the whole payload for the default action, else the button's entry in
  /// `com.urbanairship.interactive_actions`.
  func actions(for actionIdentifier: String) -> JSONObject {
    guard actionIdentifier != ActionIdentifier.defaultAction else { return payload.root }
    return payload.root["com.urbanairship.interactive_actions"]?.objectValue?[actionIdentifier]?.objectValue ?? JSONObject()
  }

  /// The deep link (`^d`) and the URL to open (`^u`) in an action map, when their values are strings.
  static func links(in actions: JSONObject) -> (deepLink: String?, openURL: String?) {
    let first: ([String]) -> String? = { names in names.lazy.compactMap { actions[$0]?.stringValue }.first }
    return (first(deepLinkNames), first(openURLNames))
  }

  /// The presentation options a foreground-presentation array names: `alert` is list and banner (fact 13).
  static func options(_ names: [String]) -> [String] {
    var options: [String] = []
    for name in names {
      let mapped: [String] =
        switch name {
        case "alert": ["list", "banner"]
        case "badge", "sound", "list", "banner": [name]
        default: []
        }
      for option in mapped where !options.contains(option) { options.append(option) }
    }
    return options
  }
}
