/// The PushKit facts in `pushsim wiring`'s reports (issue 33): rows in the text, `facts.pushKit` in the JSON; both only
/// for an app whose code uses PushKit.
extension WiringReport {
  static func pushKitRows(_ pushKit: WiringFacts.PushKit) -> [(String, String)] {
    var rows: [(String, String)] = []
    if let place = pushKit.voipRegistry { rows.append(("pushKit", "desiredPushTypes holds .voIP" + at(place))) }
    if let place = pushKit.otherRegistry { rows.append(("pushKit", "desiredPushTypes without .voIP" + at(place))) }
    if let place = pushKit.unreadRegistry { rows.append(("pushKit", "desiredPushTypes set from a value pushsim cannot read" + at(place))) }
    for callback in pushKit.callbacks {
      rows.append(("pushKit", "\(callback.selector) · call report \(callback.report)" + at(callback.place)))
      guard let paths = callback.paths, Set(paths.map(\.verdict)).count > 1 else { continue }
      for path in paths { rows.append(("", "path " + path.verdict + at(path.place))) }
    }
    for report in pushKit.payloadReports {
      rows.append(
        (
          "pushKit",
          "reportNewIncomingVoIPPushPayload in \(report.inServiceExtension ? "a service extension" : "no service extension")" + at(report.place)
        ))
    }
    return rows
  }

  static func pushKitJSON(_ pushKit: WiringFacts.PushKit) -> JSONValue {
    .object([
      "voipRegistry": pushKit.voipRegistry.map(placeJSON) ?? .null, "otherRegistry": pushKit.otherRegistry.map(placeJSON) ?? .null,
      "unreadRegistry": pushKit.unreadRegistry.map(placeJSON) ?? .null,
      "callbacks": .array(
        pushKit.callbacks.map { callback in
          located(
            [
              "selector": .string(callback.selector), "completion": .bool(callback.hasCompletion), "callReport": .string(callback.report),
              "paths": callback.paths.map { paths in
                .array(
                  paths.map { path in
                    located(
                      ["verdict": .string(path.verdict), "reportAt": path.reportAt.map(placeJSON) ?? .null], at: path.place)
                  })
              } ?? .null,
            ], at: callback.place)
        }),
      "payloadReports": .array(
        pushKit.payloadReports.map { report in
          located(
            [
              "function": .string(report.function), "inServiceExtension": .bool(report.inServiceExtension),
              "ownerDeclared": .bool(report.ownerDeclared),
            ], at: report.place)
        }),
    ])
  }
}
