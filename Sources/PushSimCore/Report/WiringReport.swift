/// `pushsim wiring` reporters: text (one aligned row per fact, with its place) and the
/// `pushsim.wiring/1` JSON (docs/json-output.md, docs/wiring.schema.json).
public enum WiringReport {
  public static let schema = "pushsim.wiring/1"

  static func at(_ place: CodePlace?) -> String { place.map { "  " + Visible.text($0.text) } ?? "" }

  static func handlerText(_ handler: WiringFacts.Handler) -> String {
    guard handler.kind != "absent" else { return "absent" }
    var text = handler.kind
    if !handler.forwardsTo.isEmpty { text += " to " + handler.forwardsTo.map { Visible.text($0.label) }.joined(separator: ", ") }
    return text + " · completion " + handler.completion + (handler.isAsync ? " (async)" : "")
  }

  public static func text(_ facts: WiringFacts, findings: [WiringFinding] = [], style: TextStyle) -> String {
    var rows = AlignedRows()
    rows.add("files", facts.files.isEmpty ? "none" : "\(facts.files.count): " + facts.files.map(Visible.text).joined(separator: ", "))
    // An SDK called without its push API (FirebaseApp.configure() alone) is said so: the simulated app does not carry it.
    rows.add(
      "sdks",
      facts.sdks.isEmpty
        ? "none"
        : facts.sdks.map { "\(Visible.text($0.label)) (\(Visible.text($0.place.text)))" + ($0.pushAPI == nil ? " without its push API" : "") }
          .joined(separator: ", "))
    let delegate = facts.delegate
    var assigned = delegate.assigned
    if let detail = delegate.detail { assigned += " (" + detail + ")" }
    if let first = delegate.assignments.first { assigned += " · " + Visible.text(first.value) }
    rows.add("delegate", assigned + at(delegate.place))
    for extra in delegate.assignments.dropFirst() {
      rows.add("", "also " + Visible.text(extra.value) + " in " + Visible.text(extra.function) + at(extra.place))
    }
    rows.add("didReceive", handlerText(facts.didReceive) + at(facts.didReceive.place))
    pathRows(facts.didReceive.paths, &rows)
    rows.add("willPresent", facts.willPresent.label + at(facts.willPresent.place))
    pathRows(facts.willPresent.paths, &rows)
    rows.add("didReceiveRemoteNotification", handlerText(facts.didReceiveRemoteNotification) + at(facts.didReceiveRemoteNotification.place))
    pathRows(facts.didReceiveRemoteNotification.paths, &rows)
    // The set-up rows quote code (arguments, conditions, file names): shown as terminal text.
    for (label, value) in setupRows(facts) { rows.add(label, Visible.text(value)) }
    var lines = rows.render(style: style)
    if !findings.isEmpty { lines.append("") }
    for finding in findings {
      let text = Visible.text(finding.line)
      lines.append(finding.severity == .error ? style.red(text) : finding.severity == .warning ? style.yellow(text) : text)
    }
    let errors = findings.filter { $0.severity == .error }.count
    lines.append("")
    lines.append("\(errors) error\(errors == 1 ? "" : "s"), \(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One row per path under a callback whose paths differ (issue 32 item 4): what the path does with the handler, when,
  /// and where.
  static func pathRows(_ paths: [WiringFacts.HandlerPath]?, _ rows: inout AlignedRows) {
    guard let paths, paths.count > 1 else { return }
    for path in paths { rows.add("", "path " + Visible.text(pathText(path)) + at(path.place)) }
  }

  /// `once [.banner,.list,.sound] when !(workout.isRecording)`, `passed-to-sdk (braze) when …`.
  static func pathText(_ path: WiringFacts.HandlerPath) -> String {
    var text = path.completion
    if let value = path.value { text += " " + value }
    if let sdk = path.sdk { text += " (" + sdk + ")" }
    if path.undecided { text += " (undecided: code pushsim cannot see)" }
    return text + " when " + path.condition
  }

  static func pathJSON(_ paths: [WiringFacts.HandlerPath]?) -> JSONValue {
    guard let paths else { return .null }
    return .array(
      paths.map { path in
        located(
          [
            "completion": .string(path.completion), "sdk": .optional(path.sdk), "value": .optional(path.value),
            "condition": .optional(path.conditions.isEmpty ? nil : path.condition), "when": path.when.json, "undecided": .bool(path.undecided),
          ], at: path.place)
      })
  }

  /// The SDK set-up the code shows, each pack's rows in registry order (Mapp's engage and SERVER, Grovs' configure per
  /// #if branch and where it handles pushes, Netmera's version and delegates, Firebase's proxy), then background
  /// modes and service extensions.
  static func setupRows(_ facts: WiringFacts) -> [(String, String)] {
    var rows: [(String, String)] = SDKs.all.flatMap { pack in pack.wiringSetup(facts).map { (pack.id, $0) } }
    if let modes = facts.project.backgroundModes {
      rows.append(("backgroundModes", (modes.value.isEmpty ? "none" : modes.value.joined(separator: ", ")) + " (\(modes.file):\(modes.line))"))
    }
    for service in facts.serviceExtensions { rows.append(("serviceExtension", "\(service.name): \(service.superclass)" + at(service.place))) }
    rows += pushKitRows(facts.pushKit)
    for plugin in facts.plugins { rows.append(("plugin", "\(plugin.name) (\(plugin.sdk), \(plugin.plugin.framework.rawValue))" + at(plugin.place))) }
    for setting in facts.settings {
      if let plugin = setting.byPlugin { rows.append(("plugin", "\(plugin) sets \(setting.sdk) \(setting.member) when it starts")) }
    }
    for override in facts.overrides where override.callsSuper {
      guard let handOff = override.handOff else { continue }
      rows.append(("super", "\(override.owner).\(override.selector): " + superText(handOff) + at(override.place)))
    }
    return rows
  }

  /// `FlutterAppDelegate offers it to its plugins until one takes it: firebase (firebase_messaging) when …`.
  static func superText(_ handOff: AppFrameworks.SuperHandOff) -> String {
    let what: String
    switch handOff.handling {
    case .firstPluginThatTakesIt: what = "\(handOff.superclass) offers it to its plugins until one takes it"
    case .everyPlugin: what = "\(handOff.superclass) hands it to every plugin"
    case .nothing: return "\(handOff.superclass) does not implement it: super does nothing"
    }
    guard !handOff.takers.isEmpty else { return what + "; no plugin in these files takes it, so nobody calls the completion handler" }
    return what + ": "
      + handOff.takers.map { "\($0.sdk) (\($0.plugin))" + ($0.when == .always ? "" : " when \($0.when.text)") }.joined(separator: ", ")
  }

  /// What the framework's app delegate does with the callback passed to `super`, and the plugins that complete it.
  static func handOffJSON(_ handOff: AppFrameworks.SuperHandOff) -> JSONValue {
    .object([
      "handling": .string(handOff.handling.rawValue),
      "takenBy": .array(
        handOff.takers.map { taker in .object(["sdk": .string(taker.sdk), "plugin": .string(taker.plugin), "when": taker.when.json]) }),
      "source": .string(handOff.source),
    ])
  }

  /// `{"file", "line", "column"}` of a place.
  static func placeJSON(_ place: CodePlace) -> JSONValue { located([:], at: place) }

  /// A JSON object with a place's `file`, `line` and `column` (`null` when there is none) beside its members.
  static func located(_ pairs: KeyValuePairs<String, JSONValue>, at place: CodePlace?) -> JSONValue {
    var object = JSONObject(pairs)
    object["file"] = .optional(place?.file)
    object["line"] = .optional(place?.line)
    object["column"] = .optional(place?.column)
    return .object(object)
  }

  static func handlerJSON(_ handler: WiringFacts.Handler) -> JSONValue {
    located(
      [
        "kind": .string(handler.kind), "completion": .string(handler.completion), "selector": .optional(handler.selector),
        "async": .bool(handler.isAsync), "paths": pathJSON(handler.paths),
        "forwardsTo": .array(
          handler.forwardsTo.map { forward in
            located(
              [
                "sdk": .string(forward.sdk), "name": .optional(forward.name), "call": .string(forward.call),
                "condition": .optional(forward.condition), "when": forward.when.json,
              ],
              at: forward.place)
          }),
      ], at: handler.place)
  }

  static func callJSON(_ call: WiringFacts.Call) -> JSONValue {
    located(
      [
        "sdk": .string(call.sdk), "callee": .string(call.callee), "member": .string(call.member), "function": .string(call.function),
        "arguments": .object(JSONObject(call.arguments.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: .string($0.value)) })),
        "calledFrom": .array(call.calledFrom.map(JSONValue.string)), "closureCallees": .array(call.closureCallees.map(JSONValue.string)),
        "conditions": .array(call.conditions.map { .string(PathEnding.display($0)) }), "compilation": .array(call.compilation.map(JSONValue.string)),
      ], at: call.place)
  }

  static func projectJSON(_ project: WiringFacts.Project) -> JSONValue {
    .object([
      "versions": .object(
        JSONObject(
          project.versions.sorted { $0.key < $1.key }.map {
            JSONMember(key: $0.key, value: .object(["version": .string($0.value.text), "file": .string($0.value.file)]))
          })),
      "firebaseAppDelegateProxyEnabled": project.firebaseProxyEnabled.map {
        .object(["value": .bool($0.value), "file": .string($0.file), "line": .integer(Int64($0.line))])
      } ?? .null,
      "backgroundModes": project.backgroundModes.map {
        .object(["modes": .array($0.value.map(JSONValue.string)), "file": .string($0.file), "line": .integer(Int64($0.line))])
      } ?? .null,
    ])
  }

  static func findingJSON(_ finding: WiringFinding) -> JSONValue {
    located(["rule": .string(finding.rule), "severity": .string(finding.severity.rawValue), "message": .string(finding.message)], at: finding.place)
  }

  public static func json(_ facts: WiringFacts, findings: [WiringFinding] = []) -> String {
    let delegate = located(
      [
        "assigned": .string(facts.delegate.assigned), "detail": .optional(facts.delegate.detail),
        "assignments": .array(
          facts.delegate.assignments.map { assignment in
            located(
              ["value": .string(assignment.value), "function": .string(assignment.function), "inClosure": .bool(assignment.inClosure)],
              at: assignment.place)
          }),
      ], at: facts.delegate.place)
    let willPresent = located(
      [
        "kind": .string(facts.willPresent.kind), "options": .array(facts.willPresent.options.map(JSONValue.string)),
        "async": .bool(facts.willPresent.isAsync), "selector": .optional(facts.willPresent.selector),
        "paths": pathJSON(facts.willPresent.paths),
      ], at: facts.willPresent.place)
    var factsJSON = JSONObject([
      "sdks": .array(
        facts.sdks.map { use in
          located(["id": .string(use.id), "name": .optional(use.name), "pushAPI": use.pushAPI.map(placeJSON) ?? .null], at: use.place)
        }), "delegate": delegate,
      "didReceive": handlerJSON(facts.didReceive), "willPresent": willPresent,
      "didReceiveRemoteNotification": handlerJSON(facts.didReceiveRemoteNotification), "calls": .array(facts.calls.map(callJSON)),
      "project": projectJSON(facts.project),
      "serviceExtensions": .array(
        facts.serviceExtensions.map { located(["name": .string($0.name), "superclass": .string($0.superclass)], at: $0.place) }),
      "overrides": .array(
        facts.overrides.map { override in
          located(
            [
              "selector": .string(override.selector), "owner": .string(override.owner), "superclass": .string(override.superclass),
              "callsSuper": .bool(override.callsSuper), "superHandOff": override.handOff.map(handOffJSON) ?? .null,
            ], at: override.place)
        }),
      "deadMethods": .array(facts.deadMethods.map { located(["selector": .string($0.selector), "why": .string($0.why)], at: $0.place) }),
    ])
    // Only an app whose code uses PushKit has the member (issue 33).
    if !facts.pushKit.isEmpty { factsJSON["pushKit"] = pushKitJSON(facts.pushKit) }
    let document = JSONValue.object([
      "schema": .string(schema), "files": .array(facts.files.map(JSONValue.string)), "findings": .array(findings.map(findingJSON)),
      "facts": .object(factsJSON),
    ])
    return JSONWriter().string(document) + "\n"
  }
}
