/// What the Iterable SDK reads in a push (sdk-behaviour-more.md §5.2, §5.3, §5.6): the `itbl` dictionary with the
/// campaign, template and message ids, the default action, the action buttons and the ghost-push flag; the legacy
/// top-level `url`.
struct IterableReadout {
  struct Action {
    let type: String
    let data: String?
  }

  let isIterablePush: Bool
  let campaignID: Int64?
  let templateID: Int64?
  let messageID: String?
  let isGhostPush: Bool
  let defaultAction: Action?
  let buttons: [(identifier: String, action: Action?)]

  init(_ payload: Payload) {
    let root = payload.root
    let itbl = root["itbl"]?.objectValue
    isIterablePush = itbl != nil
    campaignID = itbl?["campaignId"]?.integerValue
    templateID = itbl?["templateId"]?.integerValue
    messageID = itbl?["messageId"]?.stringValue
    isGhostPush = itbl?["isGhostPush"]?.boolValue ?? false
    if let action = itbl?["defaultAction"]?.objectValue {
      defaultAction = Self.action(action)
    } else if let url = root["url"]?.stringValue {
      defaultAction = Action(type: "openUrl", data: url)
    } else {
      defaultAction = nil
    }
    buttons = (itbl?["actionButtons"]?.arrayValue ?? []).compactMap { button in
      guard let identifier = button["identifier"]?.stringValue else { return nil }
      return (identifier, button["action"]?.objectValue.map(Self.action))
    }
  }

  private static func action(_ object: JSONObject) -> Action {
    Action(type: object["type"]?.stringValue ?? "", data: object["data"]?.stringValue)
  }

  /// fact 10: ghost pushes, proof pushes (campaign 0, template not 0) and test pushes (both 0) are not tracked.
  var untracked: String? {
    if isGhostPush { return "a ghost push (itbl.isGhostPush)" }
    if campaignID == 0 && templateID != 0 { return "a proof push (campaignId 0)" }
    if campaignID == 0 && templateID == 0 { return "a test push (campaignId and templateId 0)" }
    return nil
  }
}
