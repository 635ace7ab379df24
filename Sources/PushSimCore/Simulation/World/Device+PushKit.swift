/// PushKit pushes (`apns-push-type: voip`, `pushtotalk`): they never reach UNUserNotificationCenter; PushKit or the
/// PushToTalk framework hands them to the app (PushType.facts.receiver).
extension Device {
  func deliverPushKit() {
    guard let type = payload.declaredPushType else { return }
    context.step(
      "iOS", "hands the push to \(type.facts.receiver)", note: "not a user notification: no banner, no notification delegate",
      rule: .iosPushTypeReceiver)
  }
}
