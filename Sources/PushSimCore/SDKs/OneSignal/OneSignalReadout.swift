/// What OneSignal's iOS SDK reads in a push (sdk-behaviour-more.md §1.7): the notification id under `custom.i` (or
/// `os_data.i`), the launch URL `custom.u`, the additional data `custom.a` and a selected button `custom.a.actionSelected`.
struct OneSignalReadout {
  let id: String?
  let launchURL: String?
  let actionSelected: String?
  let attachments: Bool

  init(_ payload: Payload) {
    let root = payload.root
    let custom = root["custom"]?.objectValue ?? root["os_data"]?.objectValue
    id = custom?["i"]?.stringValue
    launchURL = custom?["u"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    actionSelected = custom?["a"]?.objectValue?["actionSelected"]?.stringValue ?? root["actionSelected"]?.stringValue
    attachments = root["att"] != nil
  }

  /// `isOneSignalPayload:`: `custom.i` or `os_data.i` is present (fact 27).
  var isOneSignalPush: Bool { id != nil }

  /// App Store links always go to `openURL`, never the in-app web view (fact 17).
  static func isAppStore(_ url: String) -> Bool { url.contains("apps.apple.com") || url.contains("itunes.apple.com") }
  static func isWeb(_ url: String) -> Bool { url.hasPrefix("https://") || url.hasPrefix("http://") }
}
