/// Live Activity pushes (`apns-push-type: liveactivity`): ActivityKit applies them to the activity; no app callback
/// runs (developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
extension Device {
  func deliverLiveActivity() {
    context.step(
      "iOS", "ActivityKit applies the \(payload.aps?.liveActivity?.event ?? "update") to the Live Activity", note: "no app callback",
      rule: .iosLiveActivity)
    if payload.hasAlertText && profile.notificationsAuthorized {
      context.world.screen.banner = true
      context.step("iOS", "shows the Live Activity alert", rule: .iosLiveActivity)
    }
  }
}
