/// The world as JSON (`--dump-world`, the JSON trace's `world`): what persists between events.
public enum WorldDump {
  public static func json(_ world: World) -> JSONValue {
    var members: [JSONMember] = [
      JSONMember(key: "clock", value: WorldTime.json(world.clock)),
      JSONMember(key: "process", value: .string(world.process.rawValue)),
      JSONMember(key: "launches", value: .integer(Int64(world.launches))),
      JSONMember(key: "activations", value: .integer(Int64(world.activations))),
      JSONMember(key: "delegateAssigned", value: .bool(world.delegateAssigned)),
      JSONMember(
        key: "delegate",
        value: .object(["owner": .string(world.delegateOwnerName), "peers": .array(world.delegatePeers.map(JSONValue.string))])),
      JSONMember(
        key: "notifications",
        value: .array(
          world.center.delivered.map {
            .object([
              "id": .string($0.id), "file": .string($0.file), "category": .optional($0.categoryID), "onScreen": .bool($0.onScreen),
            ])
          })),
      JSONMember(
        key: "sdkCategories",
        value: .array(
          world.center.sdkCategories.map {
            .object([
              "owner": .string($0.owner), "id": .string($0.category.id), "actions": .array($0.category.actions.map { .string($0.id) }),
            ])
          })),
      JSONMember(key: "apns", value: .object(["droppedTokens": .array(world.apns.droppedTokens.sorted().map(JSONValue.string))])),
      JSONMember(key: "heldBackgroundPush", value: .optional(world.heldBackgroundPush?.id)),
      JSONMember(key: "liveActivities", value: .array(world.pushTypes.liveActivities.map(\.json))),
      JSONMember(
        key: "pushKit",
        value: .object([
          "calls": .array(
            world.pushKit.calls.map { .object(["notification": .string($0.notification), "time": WorldTime.json($0.time)]) }),
          "unreportedVoIPPushes": .integer(Int64(world.pushKit.unreportedVoIPPushes)), "voipStopped": .bool(world.pushKit.voipStopped),
          "leftChannel": .bool(world.pushKit.leftChannel), "activeSpeaker": .optional(world.pushKit.activeSpeaker),
        ])),
      JSONMember(
        key: "completions",
        value: .array(
          world.completions.map { record in
            .object([
              "callback": .string(record.callback), "notification": .string(record.notification), "receiver": .string(record.receiver),
              "time": .integer(Int64(record.time)),
              "calls": .array(
                record.calls.map {
                  .object([
                    "caller": .string($0.caller), "value": .string($0.value), "time": .integer(Int64($0.time)), "system": .bool($0.system),
                  ])
                }),
            ])
          })),
      JSONMember(
        key: "opens",
        value: .array(
          world.opens.map {
            .object([
              "url": .string($0.target), "opener": .string($0.opener), "mechanism": .string($0.mechanism),
              "notification": .string($0.notification), "time": .integer(Int64($0.time)),
            ])
          })),
      JSONMember(
        key: "undecidedConditions",
        value: .array(
          world.undecided.map {
            .object([
              "sdk": .string($0.sdk), "code": .string($0.code), "at": .optional($0.at), "notification": .string($0.notification),
              "assumed": .bool($0.assumed),
            ])
          })),
    ]
    // SDK timers still pending (due after a single-shot command's settle window, or not yet passed by `advance`): listed
    // only when there are some, so a world without timers dumps as before.
    if !world.timers.pending.isEmpty {
      members.append(
        JSONMember(
          key: "timers",
          value: .array(
            world.timers.pending.map {
              .object([
                "due": WorldTime.json($0.due), "sdk": .string($0.owner), "action": .string($0.action), "argument": .string($0.argument),
                "notification": .optional($0.notificationID),
              ])
            })))
    }
    // Each SDK's own state under its id (in the order of the ids), then what was tracked.
    members += world.sdks.values.map { JSONMember(key: $0.id, value: $0.state.dump(world)) }
    members.append(JSONMember(key: "tracked", value: .array(world.tracked.map(TraceReport.trackedJSON))))
    // What the SDKs logged, decided and ran (World+SDKRecords.swift), when they recorded any.
    if !world.logs.isEmpty {
      let logs = world.logs.map { entry -> JSONValue in
        .object([
          "sdk": .string(entry.sdk), "line": .string(entry.line), "notification": .string(entry.notification),
          "time": .integer(Int64(entry.time)),
        ])
      }
      members.append(JSONMember(key: "logs", value: .array(logs)))
    }
    if !world.verdicts.isEmpty {
      let verdicts = world.verdicts.map { verdict -> JSONValue in
        .object([
          "sdk": .string(verdict.sdk), "notification": .string(verdict.notification), "name": .string(verdict.name),
          "value": .bool(verdict.value), "time": .integer(Int64(verdict.time)),
        ])
      }
      members.append(JSONMember(key: "verdicts", value: .array(verdicts)))
    }
    if !world.actionRuns.isEmpty {
      let runs = world.actionRuns.map { run -> JSONValue in
        .object([
          "sdk": .string(run.sdk), "action": .string(run.name), "situation": .string(run.situation), "argument": run.argument,
          "notification": .string(run.notification), "time": .integer(Int64(run.time)),
        ])
      }
      members.append(JSONMember(key: "actions", value: .array(runs)))
    }
    return .object(JSONObject(members))
  }
}
