import Foundation

/// Reporters for simulation traces: text for people, `pushsim.trace/1` JSON, Mermaid.
public enum TraceReport {
  public static let schema = "pushsim.trace/1"

  public static func text(_ trace: Trace, style: TextStyle) -> String {
    var lines = [style.bold("\(Visible.text(trace.file)) · \(Visible.text(trace.event.name)) · state \(trace.state.rawValue)")]
    var header = AlignedRows()
    header.add("payload", "\(trace.kind.rawValue) · provider \(trace.provider?.rawValue ?? "none")")
    header.add("app", "\(trace.app) (\(trace.appChoice))")
    lines += header.render(indent: "  ", style: style)
    lines.append("")
    // Notes longer than this are cut in text (the JSON keeps them whole).
    let noteLimit = 96
    let steps = trace.steps.map { step in
      let note = Visible.text(step.note)
      let call = Visible.text(step.call)
      return TraceStep(step.actor, call, note: note.count > noteLimit ? String(note.prefix(noteLimit - 1)) + "…" : note, rule: step.rule)
    }
    let numbered = steps.enumerated().map { (String($0.offset + 1), $0.element) }
    let numberWidth: Int = numbered.map { $0.0.count }.max() ?? 1
    let actorWidth: Int = max(5, steps.map { $0.actor.count }.max() ?? 0)
    let callWidth: Int = max(4, steps.map { $0.call.count }.max() ?? 0)
    let noteWidth: Int = max(4, steps.map { $0.note.count }.max() ?? 0)
    let widths = [numberWidth, actorWidth, callWidth, noteWidth]
    lines.append(
      "  "
        + style.dim(
          ["#".padded(to: widths[0]), "actor".padded(to: widths[1]), "call".padded(to: widths[2]), "note".padded(to: widths[3]), "rule"].joined(
            separator: "  ")))
    for (number, step) in numbered {
      let row = [
        number.padded(to: widths[0]), step.actor.padded(to: widths[1]), step.call.padded(to: widths[2]), step.note.padded(to: widths[3]),
        style.dim(step.rule),
      ]
      lines.append(("  " + row.joined(separator: "  ")).trailingSpacesTrimmed)
    }
    if trace.steps.isEmpty { lines.append("  (no steps)") }
    lines.append("")
    var outcome = AlignedRows()
    outcome.add("ui", uiSummary(trace.ui))
    outcome.add(
      "tracked",
      trace.tracked.isEmpty
        ? "none"
        : trace.tracked.map { "\($0.sdk) \($0.event) (\($0.status))" + ($0.detail.isEmpty ? "" : ": \(Visible.text($0.detail))") }.joined(
          separator: "; "))
    outcome.add("findings", trace.findings.isEmpty ? "none" : "\(trace.findings.count)")
    lines += outcome.render(indent: "  ", style: style)
    for finding in trace.findings {
      let severity =
        switch finding.severity {
        case .error: style.red("error")
        case .warning: style.yellow("warning")
        case .info: style.cyan("info")
        }
      lines.append("    \(severity) \(finding.id): \(Visible.text(finding.message))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func uiSummary(_ ui: UIOutcome) -> String {
    [
      "banner \(ui.banner ? "yes" : "no")", "list \(ui.list ? "yes" : "no")", "sound \(ui.sound ?? "none")",
      "badge \(ui.badge.map(String.init) ?? "unchanged")", "opened \(ui.opened.map(Visible.text) ?? "nothing")",
    ].joined(separator: " · ")
  }

  public static func json(_ trace: Trace, world: Bool = false) -> String {
    var document = JSONObject([
      "schema": .string(schema),
      "file": .string(trace.file),
      "provider": .optional(trace.provider?.rawValue),
      "kind": .string(trace.kind.rawValue),
      "app": .string(trace.app),
      "appChoice": .string(trace.appChoice),
      "state": .string(trace.state.rawValue),
      "event": .string(eventName(trace.event)),
      "action": actionValue(trace.event),
      "steps": .array(
        trace.steps.map { .object(["actor": .string($0.actor), "call": .string($0.call), "note": .string($0.note), "rule": .string($0.rule)]) }),
      "ui": .object([
        "banner": .bool(trace.ui.banner), "list": .bool(trace.ui.list), "sound": .optional(trace.ui.sound),
        "badge": trace.ui.badge.map(JSONValue.integer) ?? .null, "opened": .optional(trace.ui.opened),
      ]),
      "tracked": .array(trace.tracked.map(trackedJSON)),
      "findings": .array(
        trace.findings.map { .object(["id": .string($0.id), "severity": .string($0.severity.rawValue), "message": .string($0.message)]) }),
    ])
    if world, let state = trace.world { document["world"] = WorldDump.json(state) }
    return JSONWriter().string(.object(document)) + "\n"
  }

  static func trackedJSON(_ event: TrackedEvent) -> JSONValue {
    .object([
      "sdk": .string(event.sdk), "event": .string(event.event), "status": .string(event.status), "detail": .string(event.detail),
      "attempts": .integer(Int64(event.attempts)), "notification": .string(event.notification),
    ])
  }

  static func eventName(_ event: SimEvent) -> String {
    switch event {
    case .deliver: "deliver"
    case .tap: "tap"
    case .dismiss: "dismiss"
    }
  }

  static func actionValue(_ event: SimEvent) -> JSONValue {
    if case .tap(let action?) = event { return .string(action) }
    return .null
  }

  // MARK: - Mermaid

  /// App callbacks iOS makes (arrows iOS → App); other app steps are calls the app makes.
  static let systemCallbacks: Set<String> = [
    Callback.didFinishLaunching, Callback.willPresent, Callback.didReceive, Callback.didReceiveRemoteNotification,
    Callback.willEnterForeground, Callback.didBecomeActive,
  ]

  /// A `sequenceDiagram` of user, iOS, the extension, the app and its SDKs; renders on GitHub.
  public static func mermaid(_ trace: Trace) -> String {
    var participants = ["User", "iOS"]
    if trace.steps.contains(where: { $0.actor == "NSE" }) { participants.append("NSE") }
    participants.append("App")
    for step in trace.steps where step.actor.hasPrefix("sdk:") {
      let name = sdkParticipant(step.actor)
      if !participants.contains(name) { participants.append(name) }
    }
    var lines = ["sequenceDiagram"]
    lines += participants.map { "  participant \($0)" }
    lines.append("  Note over iOS: \(escape("\(trace.event.name), app \(trace.state.rawValue), \(trace.kind.rawValue) push"))")
    for step in trace.steps {
      let text = escape(step.call + (step.note.isEmpty ? "" : " (\(step.note))"))
      switch step.actor {
      case "user": lines.append("  User->>iOS: \(text)")
      case "iOS": lines.append("  Note over iOS: \(text)")
      case "NSE": lines.append(step.call == Callback.serviceExtension ? "  iOS->>NSE: \(text)" : "  NSE-->>iOS: \(text)")
      case "app": lines.append(systemCallbacks.contains(step.call) ? "  iOS->>App: \(text)" : "  App-->>iOS: \(text)")
      default:
        let sdk = sdkParticipant(step.actor)
        lines.append(systemCallbacks.contains(step.call) ? "  iOS->>\(sdk): \(text)" : "  App->>\(sdk): \(text)")
      }
    }
    for finding in trace.findings where finding.severity != .info {
      lines.append("  Note over App: \(escape("\(finding.severity.rawValue): \(finding.message)"))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func sdkParticipant(_ actor: String) -> String {
    let id = String(actor.dropFirst(4))
    return ProviderID(rawValue: id)?.displayName.replacingOccurrences(of: " ", with: "") ?? id
  }

  /// Mermaid message text: no `;` (a statement break), no `#` (an entity), no line breaks.
  static func escape(_ text: String) -> String {
    Visible.text(text).replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: "#", with: "no. ").replacingOccurrences(of: "\n", with: " ")
  }
}
