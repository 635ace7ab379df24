/// How the Notification Service Extension ends (UNNotificationServiceExtension, A9): "That method has a limited amount of
/// time to perform its task and execute the provided completion block. If your method doesn't finish in time, the system
/// calls the serviceExtensionTimeWillExpire() method to give you one last chance to submit your changes. If you don't
/// update the notification content before time expires, the system displays the original content."
/// (developer.apple.com/documentation/usernotifications/unnotificationserviceextension). `app.serviceExtension.finishes`
/// says how the app's extension ends; `ios.serviceExtensionTimeLimit` is the limit (Apple gives no number: 30 s).
extension Device {
  func finishServiceExtension() {
    let settings = profile.pushTypes
    let limit = settings.serviceExtensionTimeLimit
    // app.serviceExtension.seconds (issue 34 item 4g): work that outlasts the limit makes an in-time extension late.
    let takes = settings.serviceExtensionSeconds
    let overrun = settings.serviceExtensionFinishes == .inTime && takes > Double(limit)
    switch overrun ? .late : settings.serviceExtensionFinishes {
    case .inTime:
      let note = takes > 0 ? "after \(PlainApp.secondsText(takes)) s of work, within the limit (\(limit) s)" : ""
      context.step("NSE", "contentHandler(bestAttemptContent)", note: note, rule: .iosNseRuns)
    case .late:
      if overrun {
        context.step(
          "NSE", "works past the time limit",
          note: "its work takes \(PlainApp.secondsText(takes)) s, the limit is \(limit) s (app.serviceExtension.seconds)",
          rule: .iosNseTimeLimit)
      }
      waitOutServiceExtensionLimit(limit)
      context.step(
        "NSE", Callback.serviceExtensionTimeWillExpire, note: "the time limit (\(limit) s) is over: one last chance", rule: .iosNseTimeLimit)
      context.step(
        "NSE", "contentHandler(bestAttemptContent)", note: "from serviceExtensionTimeWillExpire(): the best attempt is shown",
        rule: .iosNseTimeLimit)
      context.finding(
        .iosNseTimeLimit, .warning,
        "the Notification Service Extension does not finish within its time limit (\(limit) s): the notification waits for it, and serviceExtensionTimeWillExpire() submits the best attempt"
      )
    case .never:
      waitOutServiceExtensionLimit(limit)
      context.step(
        "NSE", Callback.serviceExtensionTimeWillExpire, note: "the time limit (\(limit) s) is over: one last chance, not taken",
        rule: .iosNseTimeLimit)
      context.step(
        "iOS", "displays the original content", note: "the extension never called its content handler: what it changed is not shown",
        rule: .iosNseTimeLimit)
      // The original content: what the extension set (a category, an attachment) is not shown.
      let original = payload.aps?.category
      context.current?.categoryID = original
      context.finding(
        .iosNseTimeLimit, .warning,
        "the Notification Service Extension never calls its content handler: after the time limit (\(limit) s) the system displays the original content, without the extension's changes"
      )
    }
  }

  /// The system holds the notification until the limit (seconds, the profile's unit) is over: the world's clock
  /// (milliseconds) moves by it, and the app's SDK timers due meanwhile run.
  private func waitOutServiceExtensionLimit(_ limit: Int) {
    let end = WorldTime.after(context.world.clock, WorldTime.milliseconds(seconds: limit))
    runTimers(upTo: end)
    context.world.clock = max(context.world.clock, end)
    passLiveActivityTime()
  }
}
