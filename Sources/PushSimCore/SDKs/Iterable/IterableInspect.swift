extension IterableModel {
  /// What Iterable reads in a push (sdk-behaviour-more.md §5.2, §5.3, §5.6): the `itbl` ids, the default action, the
  /// action buttons, and why a push is not tracked (ghost, proof and test pushes).
  static func inspect(_ payload: Payload) -> SDKInspection? {
    let readout = IterableReadout(payload)
    var lines: [String] = []
    if readout.isIterablePush {
      let ids = [
        readout.campaignID.map { "campaign \($0)" }, readout.templateID.map { "template \($0)" },
        readout.messageID.flatMap { $0.isEmpty ? nil : "message \($0)" },
      ].compactMap { $0 }
      lines.append("Iterable push (itbl)" + (ids.isEmpty ? "" : ": " + ids.joined(separator: ", ")))
      lines.append("default action: " + (readout.defaultAction == nil ? "none (a tap opens the app)" : Self.text(readout.defaultAction)))
      for button in readout.buttons { lines.append("button \(button.identifier): " + Self.text(button.action)) }
      if let untracked = readout.untracked { lines.append("not tracked: \(untracked)") }
    }
    let action: (IterableReadout.Action?) -> JSONValue = { action in
      action.map { .object(JSONObject(["type": .string($0.type), "data": .optional($0.data)])) } ?? .null
    }
    return SDKInspection(
      sdk: id, isOwn: readout.isIterablePush, lines: lines,
      json: JSONObject([
        "iterablePush": .bool(readout.isIterablePush), "campaignId": readout.campaignID.map(JSONValue.integer) ?? .null,
        "templateId": readout.templateID.map(JSONValue.integer) ?? .null, "messageId": .optional(readout.messageID),
        "ghostPush": .bool(readout.isGhostPush), "defaultAction": action(readout.defaultAction),
        "buttons": .array(
          readout.buttons.map { .object(JSONObject(["identifier": .string($0.identifier), "action": action($0.action)])) }),
        "untracked": .optional(readout.untracked),
      ]))
  }

  /// `openUrl → https://…`; an action with no type does nothing but close the notification.
  private static func text(_ action: IterableReadout.Action?) -> String {
    guard let action, !action.type.isEmpty else { return "no action" }
    return action.type + (action.data.flatMap { $0.isEmpty ? nil : " → \($0)" } ?? "")
  }
}
