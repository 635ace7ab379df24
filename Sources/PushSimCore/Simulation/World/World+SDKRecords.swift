/// What the SDKs record about a push beside their tracked events (issue 34): the lines they log, what they decided,
/// and the actions they ran. Each is recorded by the model when it happens, in the same call that writes its trace
/// step (`SimContext.step(_:_:note:rule:args:sdk:records:)`), and a scenario's `logs`, `verdicts` and `actions`
/// expectations read them here.

/// A line an SDK logged, as its source writes it (a pack's `SDKModel.logLines` declares each, `…` for what it fills in).
public struct SDKLogEntry: Sendable, Equatable {
  public let sdk: String
  /// The line with the SDK's values filled in.
  public let line: String
  /// The notification it was logged for ("" when none).
  public let notification: String
  /// The world clock when it was logged.
  public let time: Int
}

/// What an SDK decided about a notification: `mine` (the SDK took the push as its own), `opened` (it opened the push's
/// link itself), … — each pack lists the names it reaches (`SDKModel.verdictNames`, docs/vocabulary.md).
public struct SDKVerdict: Sendable, Equatable {
  public let sdk: String
  public let notification: String
  public let name: String
  public let value: Bool
  /// The world clock when it was decided.
  public let time: Int
}

/// An action an SDK ran for a notification (Airship runs the push's action map through its action registry).
public struct SDKActionRun: Sendable, Equatable {
  public let sdk: String
  /// The action's name as its registry knows it (`add_tags_action`), whichever alias (`^+t`) the payload used.
  public let name: String
  /// When it ran, in the SDK's words (Airship's `Situation`: `launchedFromPush`, `foregroundPush`…).
  public let situation: String
  /// The action's argument as the payload gives it.
  public let argument: JSONValue
  public let notification: String
  /// The world clock when it ran.
  public let time: Int
}

/// One thing a step records besides itself.
enum SDKRecord {
  /// A log line, with the SDK's values filled in.
  case log(String)
  /// A verdict on the current notification.
  case verdict(String, Bool)
  /// An action run: name, situation, argument.
  case action(String, String, JSONValue)
}

extension SimContext {
  /// A trace step and what it records in the world for the SDK `sdk`, in one call: the step's text and the record
  /// cannot disagree.
  func step(
    _ actor: String, _ call: String, note: String = "", rule: SimRule? = nil, args: [String: String] = [:], sdk: String,
    records: [SDKRecord]
  ) {
    step(actor, call, note: note, rule: rule, args: args)
    record(sdk, records)
  }

  /// Records for the current notification without a step of its own (the step that says it is written just before).
  func record(_ sdk: String, _ records: [SDKRecord]) {
    let id = current?.id ?? ""
    for record in records {
      switch record {
      case .log(let line): world.logs.append(SDKLogEntry(sdk: sdk, line: interned(line), notification: id, time: world.clock))
      case .verdict(let name, let value):
        world.verdicts.append(SDKVerdict(sdk: sdk, notification: id, name: name, value: value, time: world.clock))
      case .action(let name, let situation, let argument):
        world.actionRuns.append(
          SDKActionRun(sdk: sdk, name: name, situation: situation, argument: argument, notification: id, time: world.clock))
      }
    }
  }
}
