/// The world as JSON (`--dump-world`, the JSON trace's `world`): what persists between events.
public enum WorldDump {
  public static func json(_ world: World) -> JSONValue {
    .object([
      "clock": .integer(Int64(world.clock)),
      "process": .string(world.process.rawValue),
      "launches": .integer(Int64(world.launches)),
      "activations": .integer(Int64(world.activations)),
      "delegateAssigned": .bool(world.delegateAssigned),
      "notifications": .array(
        world.center.delivered.map {
          .object([
            "id": .string($0.id), "file": .string($0.file), "category": .optional($0.categoryID), "onScreen": .bool($0.onScreen),
          ])
        }),
      "sdkCategories": .array(
        world.center.sdkCategories.map {
          .object([
            "owner": .string($0.owner), "id": .string($0.category.id), "actions": .array($0.category.actions.map { .string($0.id) }),
          ])
        }),
      "apns": .object(["droppedTokens": .array(world.apns.droppedTokens.sorted().map(JSONValue.string))]),
      "grovs": grovs(world),
      "mapp": .object([
        "storedLaunchPush": world.mapp.storedLaunchPush.map(JSONValue.integer) ?? .null,
        "processed": .array(world.mapp.processed.sorted().map(JSONValue.integer)),
      ]),
      "netmera": .object([
        "recentPushObject": .optional(world.netmera.recentPushObject), "showingContent": .optional(world.netmera.showingContent),
        "storedContent": .optional(world.netmera.storedContent),
      ]),
      "tracked": .array(world.tracked.map(TraceReport.trackedJSON)),
    ])
  }

  private static func grovs(_ world: World) -> JSONValue {
    let state = world.grovs
    return .object([
      "configured": .bool(state.configured), "enabled": .bool(state.enabled), "authenticated": .bool(state.authenticated),
      "network": .string(state.networkUp ? "up" : "down"),
      "heldTaps": .array(state.heldTaps.map { .string($0.notification.id) }),
      "pendingOpens": .array(
        state.pending.map {
          .object([
            "campaign": .string($0.campaign), "store": .string($0.store), "attempts": .integer(Int64(world.tracked[$0.tracked].attempts)),
            "status": .string(world.tracked[$0.tracked].status),
          ])
        }),
      "counted": .array(state.counted.sorted().map(JSONValue.string)),
      "payloadsSinceStartup": .integer(Int64(state.payloadsSinceStartup)),
    ])
  }
}
