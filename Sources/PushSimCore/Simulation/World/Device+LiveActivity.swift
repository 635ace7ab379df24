/// Live Activity pushes (`apns-push-type: liveactivity`): ActivityKit starts, updates and ends the app's Live Activities;
/// no notification callback runs (developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications,
/// A22). The activities live in `World.pushTypes`; their stale and dismissal times pass with the clock.
extension Device {
  func deliverLiveActivity() {
    passLiveActivityTime()
    let settings = profile.pushTypes
    let aps = payload.aps
    let timestamp = LiveActivity.seconds(aps?.raw["timestamp"])
    // The first timestamp places dates on the clock: the sender sets it to "the current time in seconds since 1970".
    if context.world.pushTypes.epoch == nil, let timestamp {
      let (epoch, overflow) = timestamp.subtractingReportingOverflow(Int64(context.world.clock / 1000))
      if !overflow { context.world.pushTypes.epoch = epoch }
    }
    guard settings.liveActivitiesSupported else {
      return ignoreLiveActivityPush(
        "the app offers no Live Activities (app.liveActivities.supported false: no NSSupportsLiveActivities, no ActivityConfiguration)")
    }
    guard settings.iosVersion >= OSVersion(16, 1) else {
      return ignoreLiveActivityPush("iOS \(settings.iosVersion) has no Live Activities (ActivityKit: iOS 16.1)")
    }
    guard settings.liveActivitiesAllowed else {
      return ignoreLiveActivityPush("the person deactivated Live Activities for the app in Settings (app.liveActivities.allowed false)")
    }
    let event = aps?.liveActivity?.event
    guard let event, ["start", "update", "end"].contains(event) else {
      let shown = event.map { "'\($0)'" } ?? "missing"
      return ignoreLiveActivityPush(
        "its event is \(shown): Apple defines start, update and end, and does not say what iOS does with another (pushsim applies nothing)")
    }
    if throttlesLiveActivityPush() { return }
    if event == "start" { return startLiveActivity(timestamp: timestamp) }
    guard let index = context.world.pushTypes.liveActivities.indices.last else {
      return ignoreLiveActivityPush(
        "there is no Live Activity to \(event) (app.liveActivities.startedByApp false and no push started one)")
    }
    let activity = context.world.pushTypes.liveActivities[index]
    guard activity.state != .ended && activity.state != .dismissed else {
      return ignoreLiveActivityPush(
        "\(Self.label(activity)) already ended: \"the system ignores an ActivityKit push notification if it arrives after the Live Activity ended\"")
    }
    if let timestamp, let last = activity.lastTimestamp, timestamp < last {
      return ignoreLiveActivityPush(
        "its timestamp \(timestamp) is older than the last one applied (\(last)): \"If this is older than a previous update or push payload, the system ignores this update\""
      )
    }
    if event == "end" { endLiveActivity(at: index, timestamp: timestamp) } else { updateLiveActivity(at: index, timestamp: timestamp) }
  }

  /// Marks stale, ends and removes what the clock has passed (after `advance`, before a Live Activity push).
  func passLiveActivityTime() {
    for change in context.world.pushTypes.passTime(to: context.world.clock) {
      let activity = context.world.pushTypes.liveActivities[change.index]
      let label = Self.label(activity)
      switch change.passage {
      case .becameStale:
        context.step(
          "iOS", "marks the Live Activity stale", note: "\(label): its stale-date passed (\(WorldTime.seconds(change.time)) s); activityState .stale",
          rule: .iosLiveActivityStale)
      case .endedAtLimit:
        context.step(
          "iOS", "ends the Live Activity",
          note: "\(label): the eight-hour limit (\(WorldTime.seconds(change.time)) s); on the Lock Screen up to four more hours",
          rule: .iosLiveActivityEnd)
      case .dismissed:
        context.step(
          "iOS", "removes the Live Activity from the Lock Screen", note: "\(label): its dismissal time (\(WorldTime.seconds(change.time)) s)",
          rule: .iosLiveActivityEnd)
      }
    }
  }

  static func label(_ activity: LiveActivity) -> String {
    activity.attributesType.map { "\($0.count > 40 ? String($0.prefix(40)) + "…" : $0) (\(activity.id))" } ?? "the app's own (\(activity.id))"
  }

  private func ignoreLiveActivityPush(_ why: String, rule: SimRule = .iosLiveActivityIgnored) {
    context.step("iOS", "ActivityKit ignores the Live Activity push", note: why, rule: rule)
    context.finding(rule, .warning, "ActivityKit ignores this Live Activity push: \(why)")
  }

  /// Priority 10 (the default) counts against the hourly budget; over it (ios.liveActivityBudget throttled, pushsim's
  /// 10 an hour) the system throttles the push and pushsim applies nothing.
  private func throttlesLiveActivityPush() -> Bool {
    let settings = profile.pushTypes
    let priority: Int =
      switch profile.app.priority {
      case .five: 5
      case .ten: 10
      case .auto: PushType.liveactivity.facts.defaultPriority
      }
    guard priority == 10, settings.liveActivityBudget == .throttled, !settings.frequentUpdates else { return false }
    let now = context.world.clock
    context.world.pushTypes.liveActivityBudgetUses.removeAll { now - $0 >= 3_600_000 }
    if context.world.pushTypes.liveActivityBudgetUses.count < Self.liveActivityHourlyBudget {
      context.world.pushTypes.liveActivityBudgetUses.append(now)
      return false
    }
    let why =
      "over the hourly budget of priority-10 pushes (ios.liveActivityBudget throttled: pushsim's \(Self.liveActivityHourlyBudget) an hour; Apple gives no number): send priority 5, or enable NSSupportsLiveActivitiesFrequentUpdates"
    context.step("iOS", "throttles the Live Activity push", note: why, rule: .iosLiveActivityBudget)
    context.finding(.iosLiveActivityBudget, .warning, "the system may throttle this Live Activity push: \(why)")
    return true
  }

  /// pushsim's number for `ios.liveActivityBudget` throttled (Apple: "a certain budget … per hour").
  static let liveActivityHourlyBudget = 10

  private func startLiveActivity(timestamp: Int64?) {
    let settings = profile.pushTypes
    let aps = payload.aps
    let fields = aps?.liveActivity
    guard settings.iosVersion >= OSVersion(17, 2) else {
      return ignoreLiveActivityPush(
        "iOS \(settings.iosVersion): \"On devices that run iOS or iPadOS 17.1 and earlier, you can't start Live Activities with ActivityKit push notifications\"",
        rule: .iosLiveActivityStart)
    }
    guard settings.pushToStartToken, context.world.launches > 0 else {
      let why =
        context.world.launches == 0
        ? "the app has never run, so it never received a push-to-start token from pushToStartTokenUpdates"
        : "the app does not observe pushToStartTokenUpdates (app.liveActivities.pushToStartToken false): there is no push-to-start token to send it with"
      return ignoreLiveActivityPush(why, rule: .iosLiveActivityStart)
    }
    guard let type = fields?.attributesType, let attributes = fields?.attributes else {
      return ignoreLiveActivityPush(
        "a start needs attributes-type and attributes (\"Include the attributes-type and attributes keys\"): nothing says which Live Activity to start",
        rule: .iosLiveActivityStart)
    }
    if aps?.raw["input-push-channel"] != nil, settings.iosVersion < OSVersion(18) {
      return ignoreLiveActivityPush(
        "input-push-channel on iOS \(settings.iosVersion): \"If you send this payload to a device that doesn't run iOS 18 and later, then the Live Activity will not start\"",
        rule: .iosLiveActivityStart)
    }
    if !Self.liveActivityAlert(aps).text {
      context.finding(
        .iosLiveActivityStart, .warning,
        "a start push without an alert: Apple requires one (\"Include an alert in the JSON payload\") and does not say what iOS does without it; pushsim starts the Live Activity"
      )
    }
    context.world.pushTypes.startedByPush += 1
    var activity = LiveActivity(
      id: "la\(context.world.pushTypes.startedByPush)", attributesType: type, attributes: attributes, started: context.world.clock)
    activity.content = fields?.contentState
    activity.lastTimestamp = timestamp
    activity.relevanceScore = aps?.relevanceScore
    activity.staleAt = staleTime()
    if let staleAt = activity.staleAt, staleAt <= context.world.clock { activity.state = .stale }
    context.world.pushTypes.add(activity)
    context.step(
      "iOS", "ActivityKit starts a Live Activity",
      note: "\(Self.label(activity)): push-to-start; the widget extension renders it; no notification callback", rule: .iosLiveActivityStart)
    showLiveActivityAlert()
    wakeForStartedLiveActivity(activity)
  }

  /// "it starts a new Live Activity, wakes up your app, and grants it background runtime": the app gets the new
  /// activity's update token from pushTokenUpdates (iOS 18: with input-push-token).
  private func wakeForStartedLiveActivity(_ activity: LiveActivity) {
    let note = "background runtime: pushTokenUpdates gives the update token of \(Self.label(activity)); no notification callback"
    switch context.world.process {
    case .foreground, .background:
      context.step("iOS", "gives the running app the new Live Activity's push token", note: note, rule: .iosLiveActivityStart)
    case .suspended:
      context.step("iOS", "wakes the suspended app in the background", note: note, rule: .iosLiveActivityStart)
      context.world.process = .background
    case .notRunning:
      context.step("iOS", "launches the app in the background", note: note, rule: .iosLiveActivityStart)
      launch(
        toForeground: false, byPush: false, rule: .iosLiveActivityStart,
        note: "for the Live Activity a push started; no remote-notification launch option")
      finishDeferredDelegate()
    case .forceQuit, .neverLaunched:
      context.step(
        "iOS", "does not wake the app", note: "\(context.world.process.rawValue): Apple does not say it wakes such an app; pushsim does not",
        rule: .iosLiveActivityStart)
    }
  }

  private func updateLiveActivity(at index: Int, timestamp: Int64?) {
    let aps = payload.aps
    var activity = context.world.pushTypes.liveActivities[index]
    if let content = aps?.liveActivity?.contentState { activity.content = content }
    if let timestamp { activity.lastTimestamp = timestamp }
    if let score = aps?.relevanceScore { activity.relevanceScore = score }
    // "With each update, you can advance this stale-date": an update without one leaves none.
    activity.staleAt = staleTime()
    let now = context.world.clock
    activity.state = activity.staleAt.map { $0 <= now } == true ? .stale : .active
    context.world.pushTypes.liveActivities[index] = activity
    context.world.pushTypes.schedule(index)
    var parts = ["content-state \(aps?.liveActivity?.contentState == nil ? "unchanged" : "replaced")"]
    if let staleAt = activity.staleAt {
      parts.append(activity.state == .stale ? "stale-date passed: stale" : "stale at \(WorldTime.seconds(staleAt)) s")
    }
    if let score = activity.relevanceScore { parts.append("relevance-score \(JSONWriter.format(score))") }
    context.step(
      "iOS", "ActivityKit updates the Live Activity",
      note: "\(Self.label(activity)): \(parts.joined(separator: "; ")); the widget extension renders it; no app callback", rule: .iosLiveActivity)
    showLiveActivityAlert()
  }

  private func endLiveActivity(at index: Int, timestamp: Int64?) {
    let aps = payload.aps
    let now = context.world.clock
    var activity = context.world.pushTypes.liveActivities[index]
    if let content = aps?.liveActivity?.contentState { activity.content = content }
    if let timestamp { activity.lastTimestamp = timestamp }
    activity.state = .ended
    activity.endedAt = now
    let latest = LiveActivity.after(now, LiveActivity.lockScreenAfterEnd)
    var until = "up to four hours (the default)"
    activity.dismissAt = latest
    if aps?.raw["dismissal-date"] != nil {
      if let date = context.world.pushTypes.clockTime(of: aps?.raw["dismissal-date"]) {
        activity.dismissAt = min(max(date, now), latest)
        until =
          date <= now
          ? "its dismissal-date is in the past: removed at once" : date > latest ? "its dismissal-date, capped at four hours" : "its dismissal-date"
      } else {
        unplacedDate("dismissal-date")
      }
    }
    context.world.pushTypes.liveActivities[index] = activity
    context.step(
      "iOS", "ActivityKit ends the Live Activity",
      note:
        "\(Self.label(activity)): content-state \(aps?.liveActivity?.contentState == nil ? "unchanged" : "final"); on the Lock Screen until \(WorldTime.seconds(activity.dismissAt ?? latest)) s, \(until)",
      rule: .iosLiveActivityEnd)
    showLiveActivityAlert()
    if let dismissAt = activity.dismissAt, dismissAt <= now {
      context.world.pushTypes.liveActivities[index].state = .dismissed
      context.step(
        "iOS", "removes the Live Activity from the Lock Screen", note: "\(Self.label(activity)): the dismissal-date is in the past",
        rule: .iosLiveActivityEnd)
    } else {
      context.world.pushTypes.schedule(index)
    }
  }

  /// The push's stale-date on the clock; nil without one, or when it cannot be placed (said once).
  private func staleTime() -> Int? {
    guard let raw = payload.aps?.raw["stale-date"] else { return nil }
    guard let time = context.world.pushTypes.clockTime(of: raw) else {
      unplacedDate("stale-date")
      return nil
    }
    return time
  }

  private func unplacedDate(_ key: String) {
    context.finding(
      .iosLiveActivityStale, .warning,
      "pushsim cannot place this \(key) on its clock (no Live Activity push carried a timestamp, or it is not a number of seconds since 1970): it ignores it"
    )
  }

  /// The alert of a Live Activity push: text when it has a title or body (a string, or a {loc-key, loc-args}
  /// dictionary as Apple's sample sends), and the sound inside it.
  static func liveActivityAlert(_ aps: APS?) -> (text: Bool, sound: String?) {
    guard let alert = aps?.raw["alert"] else { return (false, nil) }
    if let text = alert.stringValue { return (!text.isEmpty, aps?.sound?.name) }
    guard let object = alert.objectValue else { return (false, nil) }
    let text = ["title", "subtitle", "body"].contains { key in
      if let text = object[key]?.stringValue { return !text.isEmpty }
      return object[key]?.objectValue?["loc-key"]?.stringValue != nil
    }
    return (text, object["sound"]?.stringValue ?? aps?.sound?.name)
  }

  /// "optionally provide an alert to light up their device": the banner (or the expanded presentation) and its sound.
  private func showLiveActivityAlert() {
    let alert = Self.liveActivityAlert(payload.aps)
    guard alert.text, profile.notificationsAuthorized else { return }
    context.world.screen.banner = true
    context.world.screen.sound = alert.sound
    context.step("iOS", "shows the Live Activity alert", note: alert.sound.map { "sound \($0)" } ?? "", rule: .iosLiveActivity)
  }
}
