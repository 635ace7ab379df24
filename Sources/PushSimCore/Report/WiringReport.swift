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
    rows.add(
      "sdks", facts.sdks.isEmpty ? "none" : facts.sdks.map { "\(Visible.text($0.label)) (\(Visible.text($0.place.text)))" }.joined(separator: ", "))
    let delegate = facts.delegate
    var assigned = delegate.assigned
    if let detail = delegate.detail { assigned += " (" + detail + ")" }
    if let first = delegate.assignments.first { assigned += " · " + Visible.text(first.value) }
    rows.add("delegate", assigned + at(delegate.place))
    for extra in delegate.assignments.dropFirst() {
      rows.add("", "also " + Visible.text(extra.value) + " in " + Visible.text(extra.function) + at(extra.place))
    }
    rows.add("didReceive", handlerText(facts.didReceive) + at(facts.didReceive.place))
    rows.add("willPresent", facts.willPresent.label + at(facts.willPresent.place))
    rows.add("didReceiveRemoteNotification", handlerText(facts.didReceiveRemoteNotification) + at(facts.didReceiveRemoteNotification.place))
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

  /// The SDK set-up the code shows, each pack's rows in registry order (Mapp's engage and SERVER, Grovs' configure per
  /// #if branch and where it handles pushes, Netmera's version and delegates, Firebase's proxy), then background
  /// modes and service extensions.
  static func setupRows(_ facts: WiringFacts) -> [(String, String)] {
    var rows: [(String, String)] = SDKs.all.flatMap { pack in pack.wiringSetup(facts).map { (pack.id, $0) } }
    if let modes = facts.project.backgroundModes {
      rows.append(("backgroundModes", (modes.value.isEmpty ? "none" : modes.value.joined(separator: ", ")) + " (\(modes.file):\(modes.line))"))
    }
    for service in facts.serviceExtensions { rows.append(("serviceExtension", "\(service.name): \(service.superclass)" + at(service.place))) }
    return rows
  }

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
        "async": .bool(handler.isAsync),
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
      ], at: facts.willPresent.place)
    let document = JSONValue.object([
      "schema": .string(schema), "files": .array(facts.files.map(JSONValue.string)), "findings": .array(findings.map(findingJSON)),
      "facts": .object([
        "sdks": .array(facts.sdks.map { located(["id": .string($0.id), "name": .optional($0.name)], at: $0.place) }), "delegate": delegate,
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
                "callsSuper": .bool(override.callsSuper),
              ], at: override.place)
          }),
        "deadMethods": .array(facts.deadMethods.map { located(["selector": .string($0.selector), "why": .string($0.why)], at: $0.place) }),
      ]),
    ])
    return JSONWriter().string(document) + "\n"
  }
}
