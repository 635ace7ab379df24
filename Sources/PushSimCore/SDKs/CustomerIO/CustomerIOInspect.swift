extension CustomerIOModel {
  /// What Customer.io reads in a push (sdk-behaviour-more.md §6.6 facts 17, 18): `CIO-Delivery-ID` with
  /// `CIO-Delivery-Token`, and `CIO.push.link` and `.image`.
  static func inspect(_ payload: Payload) -> SDKInspection? {
    let readout = CustomerIOReadout(payload)
    var lines: [String] = []
    if readout.isCustomerIOPush {
      lines.append("Customer.io push: delivery id \(readout.deliveryID ?? "")")
      lines.append("a tap opens: " + (readout.link.map { "\($0) (CIO.push.link)" } ?? "the app (no CIO.push.link)"))
      if let image = readout.image { lines.append("image: \(image) (CIO.push.image, attached by the service extension)") }
    }
    return SDKInspection(
      sdk: id, isOwn: readout.isCustomerIOPush, lines: lines,
      json: JSONObject([
        "customerioPush": .bool(readout.isCustomerIOPush), "deliveryId": .optional(readout.deliveryID), "link": .optional(readout.link),
        "image": .optional(readout.image),
      ]))
  }
}
