/// Pushes the system handles for the app (`location`, `widgets`, `controls`, `mdm`, `fileprovider`, `complication`):
/// an extension or a system service receives them, never UNUserNotificationCenter (PushType.facts.receiver).
extension Device {
  func deliverToSystem() {
    guard let type = payload.kind.pushType else { return }
    context.step(
      "iOS", "hands the push to \(type.facts.receiver)", note: "not a user notification: no banner, no notification delegate",
      rule: .iosPushTypeReceiver)
  }
}
