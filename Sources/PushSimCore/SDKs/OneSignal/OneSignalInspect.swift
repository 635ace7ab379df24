extension OneSignalModel {
  /// What OneSignal reads in a push (sdk-behaviour-more.md §1.7 fact 27, §1.3 facts 17, 18, §1.8 fact 29): its
  /// notification id (`custom.i` or `os_data.i`), the launch URL (`custom.u`), a button's `actionSelected`, `att` media.
  static func inspect(_ payload: Payload) -> SDKInspection? {
    let readout = OneSignalReadout(payload)
    var lines: [String] = []
    if let id = readout.id {
      lines.append("OneSignal push: notification id \(id) (custom.i)")
      if let url = readout.launchURL {
        let where_ =
          OneSignalReadout.isWeb(url) && !OneSignalReadout.isAppStore(url)
          ? "in OneSignal's web view when the app sets launch URLs in app, else with openURL" : "with openURL"
        lines.append("launch URL: \(url) (a tap opens it \(where_); not with OneSignal_suppress_launch_urls)")
      } else {
        lines.append("launch URL: none (a tap opens the app)")
      }
      if let action = readout.actionSelected { lines.append("button: actionSelected \(action)") }
      if readout.attachments { lines.append("media: att (attached by OneSignal's service extension)") }
    }
    return SDKInspection(
      sdk: id, isOwn: readout.isOneSignalPush, lines: lines,
      json: JSONObject([
        "onesignalPush": .bool(readout.isOneSignalPush), "notificationId": .optional(readout.id), "launchUrl": .optional(readout.launchURL),
        "actionSelected": .optional(readout.actionSelected), "attachments": .bool(readout.attachments),
      ]))
  }
}
