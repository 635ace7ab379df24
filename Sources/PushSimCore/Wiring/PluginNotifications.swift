/// Names of `NSNotification`s that an SDK's cross-platform plugin observes and hands to the SDK's pipeline (issue 32
/// item 6): an app delegate that posts one with the push's `userInfo` forwards the push to that SDK, as a call would.
/// Each pack states its own, from the plugin's source at the commit cited.
enum PluginNotifications {
  /// Notification name → SDK id, from each pack's `pluginObservedNotifications`.
  static let observed: [String: String] = {
    var table: [String: String] = [:]
    for pack in SDKs.all { for name in pack.pluginObservedNotifications { table[name] = pack.id } }
    return table
  }()

  /// The SDK a `postNotificationName:object:userInfo:` / `post(name:object:userInfo:)` call hands the push to.
  static func sdk(posting callee: CodeExpression, _ arguments: [CodeArgument]) -> String? {
    guard let member = callee.lastName, member.hasPrefix("postNotificationName") || member == "post",
      case .literal(let quoted, _)? = arguments.first?.value
    else { return nil }
    var name = Substring(quoted)
    if name.hasPrefix("@") { name = name.dropFirst() }
    guard name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 else { return nil }
    return observed[String(name.dropFirst().dropLast())]
  }
}
