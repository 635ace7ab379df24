/// A `pushsim.scenario/1` file: an app, a starting state, and steps over time on one world, with
/// expectations after any step and at the end (docs/scenarios.md).
public struct Scenario: Sendable {
  public static let schemaID = "pushsim.scenario/1"

  public let file: String
  public let name: String
  public let description: String
  public let source: String
  /// The profile, with the scenario's `set` overrides applied.
  public let profile: AppProfile
  public let appChoice: String
  public let state: AppState
  public let steps: [ScenarioStep]
}

/// One step: an event on the world, or a block of expectations.
public struct ScenarioStep: Sendable {
  public enum Action: Sendable {
    case event(WorldEvent)
    /// Several events in order (a `set` of several keys).
    case events([WorldEvent])
    case expect([Expectation])
  }

  public let action: Action
  /// Where it is written (`file:line:column` in reports).
  public let location: SourceLocation?
  /// How a report names it: `launch`, `deliver grovs.json as sale`, `expect`…
  public let label: String
}

/// One thing a scenario expects, checked against the world and the timeline so far.
public struct Expectation: Sendable {
  public enum Check: Sendable {
    /// Tracked events matching the filter (`status`: any of these; `detail`: a part of the event's detail; `fields`: each
    /// given equals the event's), exactly `count` of them.
    case tracked(
      sdk: String?, event: String?, status: [String]?, notification: String?, attempts: Int?, detail: String?, fields: JSONObject, count: Int)
    /// Steps with this call (and actor; `note`: a part of the step's note), exactly `count`, or at least once when nil.
    case callback(call: String, actor: String?, note: String?, args: [String: String], count: Int?)
    /// The calls happen in this order: each one after the one before it (other steps may come between).
    case order([String])
    /// The callbacks with completion handlers (all, or the one named) each had theirs called `times` times.
    case completionHandlers(callback: String?, times: Int)
    /// A part of an SDK's state as `--dump-world` prints it (`sdks.<id>`): each key given has this value.
    case sdkState(sdk: String, key: String, value: JSONValue)
    /// An SDK state key that does not have this value (`sdkState` `not`).
    case sdkStateNot(sdk: String, key: String, value: JSONValue)
    /// Lines an SDK logged that are, or contain, `line` (ScenarioExpect+SDKFacts.swift): exactly `count`, or at least one.
    case logs(sdk: String?, line: String, notification: String?, count: Int?)
    /// What an SDK decided about a notification (the newest one when nil): its last verdict of that name is `value`.
    case verdict(sdk: String, notification: String?, name: String, value: Bool)
    /// Actions an SDK ran matching the filter, exactly `count`.
    case actionRun(sdk: String?, name: String, situation: String?, notification: String?, argument: JSONValue?, count: Int)
    case findingPresent(String)
    case findingAbsent(String)
    case opened(String?)
    case banner(Bool)
    case list(Bool)
    case badge(Int64?)
    case process(String)
    /// Calls of completion handlers (`World.completions`) that match the filter, exactly `count` of them.
    case completions(CompletionFilter, count: Int)
    /// Opens (`World.opens`) that match the filter, exactly `count` of them.
    case opens(OpenFilter, count: Int)
    /// The sound the last presentation played (nil: none).
    case sound(String?)
    /// The presentation options iOS applied at the last presentation, as a set (nil: nothing was presented).
    case options(Set<String>?)
    /// Who the notification-center delegate is ("app", "sdk:<id>", "none") and the peers its proxy forwards to.
    case delegate(owner: String?, peers: [String]?)
    /// Incoming calls CallKit has shown so far (VoIP pushes the app reported), exactly this many.
    case calls(Int)
    /// The newest Live Activity (of one `attributes-type` when given), as ActivityKit holds it.
    case liveActivity(attributesType: String?, check: LiveActivityCheck)
  }

  /// What a `liveActivity` expectation checks of the activity.
  public enum LiveActivityCheck: Sendable {
    /// `active`, `stale`, `ended`, `dismissed`, or `none` (no such Live Activity).
    case state(String)
    /// Each key given has this value in the activity's content-state.
    case content(JSONObject)
    case relevanceScore(Double)
  }

  public let check: Check
  public let location: SourceLocation?

  /// How `completionHandlers` names a count of calls: its index.
  static let timesWords = ["never", "once", "twice"]

  /// What it expects, as the report prints it.
  public var text: String {
    switch check {
    case .tracked(let sdk, let event, let status, let notification, let attempts, let detail, let fields, let count):
      let filter = [
        sdk, event, status.map { "status \($0.joined(separator: " or "))" }, notification.map { "on \($0)" },
        attempts.map { "after \($0) attempt(s)" }, detail.map { "with \"\($0)\"" },
        fields.isEmpty ? nil : "fields \(JSONWriter(pretty: false).string(.object(fields)))",
      ].compactMap { $0 }
      return "tracked \(filter.isEmpty ? "events" : filter.joined(separator: " ")) × \(count)"
    case .sdkStateNot(let sdk, let key, let value): return "\(sdk) state \(key) ≠ \(JSONWriter(pretty: false).string(value))"
    case .logs(let sdk, let line, let notification, let count):
      let what = "\(sdk ?? "an SDK") logged \"\(line)\"" + (notification.map { " for \($0)" } ?? "")
      return what + (count.map { " × \($0)" } ?? "")
    case .verdict(let sdk, let notification, let name, let value):
      return "\(sdk) verdict \(name) = \(value) on \(notification ?? "the newest notification")"
    case .actionRun(let sdk, let name, let situation, let notification, let argument, let count):
      let filter = [
        sdk, name, situation.map { "in \($0)" }, notification.map { "on \($0)" },
        argument.map { "with \(JSONWriter(pretty: false).string($0))" },
      ].compactMap { $0 }
      return "ran \(filter.joined(separator: " ")) × \(count)"
    case .callback(let call, let actor, let note, let args, let count):
      let who = actor.map { "\($0) " } ?? ""
      let given = args.keys.sorted().map { "\($0): \(args[$0] ?? "")" }.joined(separator: ", ")
      let what = "\(who)\(call)" + (note.map { " (\"\($0)\")" } ?? "") + (given.isEmpty ? "" : " with \(given)")
      return count.map { $0 == 0 ? "\(what) not called" : "\(what) called \($0)×" } ?? "\(what) called"
    case .order(let calls): return "in order: " + calls.joined(separator: " → ")
    case .completionHandlers(let callback, let times):
      let name = Self.timesWords.indices.contains(times) ? Self.timesWords[times] : "\(times)×"
      return "\(callback.map { "the \($0) completion handler" } ?? "every completion handler") called \(name)"
    case .sdkState(let sdk, let key, let value): return "\(sdk) state \(key) = \(JSONWriter(pretty: false).string(value))"
    case .findingPresent(let id): return "finding \(id)"
    case .findingAbsent(let id): return "no finding \(id)"
    case .opened(let target): return "opened \(target ?? "nothing")"
    case .banner(let shown): return shown ? "banner shown" : "no banner"
    case .list(let shown): return shown ? "in Notification Center" : "not in Notification Center"
    case .badge(let badge): return "badge \(badge.map(String.init) ?? "unchanged")"
    case .process(let state): return "app \(state)"
    case .completions(let filter, let count): return filter.text + " × \(count)"
    case .opens(let filter, let count): return filter.text + " × \(count)"
    case .sound(let sound): return "sound \(sound ?? "none")"
    case .options(let options): return "presented with " + (options.map(ScenarioRunner.optionText) ?? "nothing")
    case .delegate(let owner, let peers):
      return "delegate "
        + [owner.map { "owned by \($0)" }, peers.map { "peers [\($0.joined(separator: ", "))]" }].compactMap { $0 }.joined(separator: ", ")
    case .calls(let count): return "\(count) incoming call\(count == 1 ? "" : "s") shown"
    case .liveActivity(let type, let check):
      let which = type.map { "the newest \($0) Live Activity" } ?? "the newest Live Activity"
      switch check {
      case .state(let state): return "\(which) \(state == "none" ? "does not exist" : state)"
      case .content(let content): return "\(which) content-state has \(JSONWriter(pretty: false).string(.object(content)))"
      case .relevanceScore(let score): return "\(which) relevance-score \(JSONWriter.format(score))"
      }
    }
  }
}
