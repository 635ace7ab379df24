extension AirshipModel {
  /// What Airship reads in a push (sdk-behaviour-more.md §3.2 fact 7, §3.3 fact 10, §3.4 fact 13, fact 18): its
  /// metadata, the send id `_`, whether it alerts, the payload's foreground presentation and the default action's links.
  static func inspect(_ payload: Payload) -> SDKInspection? {
    let readout = AirshipReadout(payload)
    let links = AirshipReadout.links(in: readout.actions(for: ActionIdentifier.defaultAction))
    var lines: [String] = []
    if readout.isAirshipPush {
      lines.append("Airship push (com.urbanairship.metadata)" + (readout.sendID.map { ": send id \($0) (_)" } ?? ": no send id (_)"))
      lines.append(
        readout.alerting
          ? "alerting: a tap sets the conversion send id" : "not alerting: a tap sets no conversion send id" + (readout.silent ? " (silent)" : ""))
      lines.append("foreground presentation: " + Self.presentationText(readout.foregroundPresentation))
      // The default action's map is the whole payload (fact 7): a tap runs it, and so does a background push.
      if let link = links.deepLink {
        lines.append("action ^d: deep link \(link) (the DeepLinkDelegate gets it, else Airship opens it when the URL allow list allows)")
      }
      if let url = links.openURL { lines.append("action ^u: opens \(url)") }
    }
    let presentation: JSONValue =
      switch readout.foregroundPresentation {
      case .absent: .null
      case .names(let names, _): .array(names.map(JSONValue.string))
      case .unreadable: .string("unreadable")
      }
    return SDKInspection(
      sdk: id, isOwn: readout.isAirshipPush, lines: lines,
      json: JSONObject([
        "airshipPush": .bool(readout.isAirshipPush), "sendId": .optional(readout.sendID), "alerting": .bool(readout.alerting),
        "foregroundPresentation": presentation, "deepLink": .optional(links.deepLink), "openUrl": .optional(links.openURL),
      ]))
  }

  private static func presentationText(_ presentation: AirshipReadout.ForegroundPresentation) -> String {
    switch presentation {
    case .absent: "none in the payload (Airship's defaultPresentationOptions)"
    case .names(let names, let key):
      "[\(names.joined(separator: ", "))] → " + AirshipReadout.options(names).map { "." + $0 }.joined(separator: ", ") + " (\(key))"
    case .unreadable(let key): "\(key) is not an array of strings: Airship ignores it"
    }
  }
}
