extension NetmeraModel {
  /// What Netmera reads in a push (seeds/003; sdk-behaviour.md §2.2): the `_nm` push type, its action, buttons, carousel
  /// items and the delivery-report flag.
  static func inspect(_ payload: Payload) -> SDKInspection? {
    let netmera = NetmeraReadout(payload)
    var lines: [String]
    if netmera.isNetmeraPush {
      lines = ["push type: " + (netmera.pushType.map { "\($0) \(netmera.pushTypeName ?? "")" } ?? "missing _nm.pt")]
      if !netmera.ownedBySDK { lines.append("the SDK does not treat it as its own: _nm.pt is not a known push type") }
      lines.append(
        "action: "
          + (netmera.action.map { "\($0) \(netmera.actionName ?? "")" + (netmera.actionURL.map { " → \($0)" } ?? "") } ?? "none (_nm.act missing)"))
      if netmera.buttonCount > 0 { lines.append("buttons: \(netmera.buttonCount) (_nm.ia)") }
      if netmera.carouselCount > 0 { lines.append("carousel items: \(netmera.carouselCount) (_nm.crsl)") }
      lines.append("delivery report: " + (netmera.deliveryReport ? "yes (_nm.dr): a receive event is sent" : "no (_nm.dr unset): no receive event"))
    } else {
      lines = ["not a Netmera push (no _nm dictionary)"]
    }
    return SDKInspection(
      sdk: id, isOwn: netmera.isNetmeraPush, shownAlways: true, lines: lines,
      json: JSONObject([
        "netmeraPush": .bool(netmera.isNetmeraPush), "pushType": netmera.pushType.map(JSONValue.integer) ?? .null,
        "pushTypeName": .optional(netmera.pushTypeName), "action": netmera.action.map(JSONValue.integer) ?? .null,
        "actionName": .optional(netmera.actionName), "actionUrl": .optional(netmera.actionURL), "buttons": .optional(netmera.buttonCount),
        "carouselItems": .optional(netmera.carouselCount), "deliveryReport": .bool(netmera.deliveryReport),
      ]))
  }
}
