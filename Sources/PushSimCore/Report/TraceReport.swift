#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reporters for simulation traces: text for people, `pushsim.trace/1` JSON, Mermaid.
public enum TraceReport {
  public static let schema = "pushsim.trace/1"

  /// The widest line the default text output prints when it goes to a file or a pipe; on a terminal, the terminal's
  /// width (`CLIEnvironment.terminalColumns`, at least 80); `--verbose` adds the rule column beyond it.
  public static let textWidth = 120

  public static func text(_ trace: Trace, style: TextStyle, verbose: Bool = false, width: Int = textWidth) -> String {
    let width = max(80, width)
    var lines = [style.bold(clip("\(Visible.text(trace.file)) · \(Visible.text(trace.event.name)) · state \(trace.state.rawValue)", width))]
    var header = AlignedRows()
    header.add("payload", "\(trace.kind.rawValue) · provider \(trace.provider?.rawValue ?? "none")")
    header.add("app", clip("\(Visible.text(trace.app)) (\(Visible.text(trace.appChoice)))", width - 11))
    lines += header.render(indent: "  ", style: style)
    if !trace.profileSources.isEmpty { lines += profileSourceLines(trace.profileSources, style: style, width: width, verbose: verbose) }
    lines.append("")
    let numberWidth = String(trace.steps.count).count
    let actorWidth: Int = max(5, trace.steps.map { $0.actor.count }.max() ?? 0)
    // Calls longer than leaves 12 columns for the note are cut too (never with --verbose).
    let callRoom = width - (2 + numberWidth + 2 + actorWidth + 2 + 2) - 12
    let start = trace.steps.first?.time ?? 0
    let steps = trace.steps.map { step in
      let call = Visible.text(step.call)
      // A step an SDK timer wrote after the event says when (`+0.75 s`); steps at the event's time read as before.
      let mark = step.time == start ? "" : "+\(WorldTime.seconds(step.time - start)) s: "
      return TraceStep(step.actor, verbose ? call : clip(call, callRoom), note: mark + Visible.text(step.note), rule: step.rule)
    }
    let numbered = steps.enumerated().map { (String($0.offset + 1), $0.element) }
    let callWidth: Int = max(4, steps.map { $0.call.count }.max() ?? 0)
    // Notes are cut to the room left on a 120-column line (the JSON keeps them whole); --verbose keeps them and adds the rule.
    let room = width - (2 + numberWidth + 2 + actorWidth + 2 + callWidth + 2)
    let longest = steps.map { $0.note.count }.max() ?? 0
    let noteWidth = verbose ? max(4, min(longest, 96)) : max(4, min(longest, room))
    let cut = steps.map { step in step.note.count > noteWidth ? String(step.note.prefix(max(1, noteWidth - 1))) + "…" : step.note }
    let titles = ["#".padded(to: numberWidth), "actor".padded(to: actorWidth), "call".padded(to: callWidth), "note".padded(to: noteWidth)]
    lines.append(("  " + style.dim((titles + (verbose ? ["rule"] : [])).joined(separator: "  "))).trailingSpacesTrimmed)
    for ((number, step), note) in zip(numbered, cut) {
      var row = [number.padded(to: numberWidth), step.actor.padded(to: actorWidth), step.call.padded(to: callWidth), note.padded(to: noteWidth)]
      if verbose { row.append(style.dim(step.rule)) }
      lines.append(("  " + row.joined(separator: "  ")).trailingSpacesTrimmed)
    }
    if trace.steps.isEmpty { lines.append("  (no steps)") }
    lines.append("")
    let tracked =
      trace.tracked.isEmpty
      ? "none"
      : trace.tracked.map { "\($0.sdk) \($0.event) (\($0.status))" + ($0.detail.isEmpty ? "" : ": \(Visible.text($0.detail))") }.joined(
        separator: "; ")
    var outcome = AlignedRows()
    let uiLines = wrap(uiSummary(trace.ui), width: width - 12)
    outcome.add("ui", uiLines.first ?? "")
    for more in uiLines.dropFirst() { outcome.add("", more) }
    let trackedLines = wrap(tracked, width: width - 12)
    outcome.add("tracked", trackedLines.first ?? "none")
    for more in trackedLines.dropFirst() { outcome.add("", more) }
    outcome.add("findings", trace.findings.isEmpty ? "none" : "\(trace.findings.count)")
    lines += outcome.render(indent: "  ", style: style)
    for finding in trace.findings {
      let severity =
        switch finding.severity {
        case .error: style.red("error")
        case .warning: style.yellow("warning")
        case .info: style.cyan("info")
        }
      let text = "\(finding.severity.rawValue) \(finding.id): \(Visible.text(finding.message))"
      for (index, line) in wrap(text, width: width - 6).enumerated() {
        lines.append(index == 0 ? "    " + severity + line.dropFirst(finding.severity.rawValue.count) : "      " + line)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The text cut to `width` characters with an ellipsis.
  static func clip(_ text: String, _ width: Int) -> String {
    text.count > width ? String(text.prefix(max(1, width - 1))) + "…" : text
  }

  /// Words wrapped into lines of at most `width` characters (a longer word, a URL from a payload, is cut into pieces).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    let width = max(1, width)
    var words: [Substring] = []
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var rest = word
      while rest.count > width {
        words.append(rest.prefix(width))
        rest = rest.dropFirst(width)
      }
      words.append(rest)
    }
    for word in words {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  static func uiSummary(_ ui: UIOutcome) -> String {
    [
      "banner \(ui.banner ? "yes" : "no")", "list \(ui.list ? "yes" : "no")", "sound \(ui.sound.map(Visible.text) ?? "none")",
      "badge \(ui.badge.map(String.init) ?? "unchanged")", "opened \(ui.opened.map(Visible.text) ?? "nothing")",
    ].joined(separator: " · ")
  }

  /// `--app-source`: each derived key with the line of code that decided it, or "default" and why
  /// the code does not say (`--verbose` and the JSON give the why of every key).
  static func profileSourceLines(_ sources: [ProfileSource], style: TextStyle, width: Int, verbose: Bool) -> [String] {
    // Places are written relative to the folder all the files share, named once in the heading.
    let files = Set(sources.compactMap { $0.place?.file })
    var folder = files.first.map { RepositoryRoot.folder(of: $0) } ?? ""
    while !folder.isEmpty && folder != "/" && !files.allSatisfy({ $0.hasPrefix(folder + "/") }) { folder = RepositoryRoot.folder(of: folder) }
    let prefix = folder.isEmpty || folder == "/" ? "" : folder + "/"
    var lines = ["", "  " + style.bold("profile from code") + (prefix.isEmpty ? "" : " in " + Visible.text(prefix))]
    let assignments = sources.map { "\($0.key) = \(Visible.text($0.value))" }
    let keyWidth = min(assignments.map(\.count).max() ?? 0, 64)
    for (source, assignment) in zip(sources, assignments) {
      let origin: String
      if source.isDefault {
        origin = style.dim("default: " + Visible.text(source.why))
      } else {
        let place = source.place.map { Visible.text(String($0.text.dropFirst($0.file.hasPrefix(prefix) ? prefix.count : 0))) }
        origin = "from " + (place ?? "these files") + (verbose ? style.dim(" · " + Visible.text(source.why)) : "")
      }
      let line = "    " + assignment.padded(to: keyWidth + 2) + origin
      lines.append(verbose ? line : clip(line, width + (style.enabled ? 9 : 0)))
    }
    return lines
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
        trace.steps.map { stepJSON($0, reference: 0) }),
      "ui": .object([
        "banner": .bool(trace.ui.banner), "list": .bool(trace.ui.list), "sound": .optional(trace.ui.sound),
        "badge": trace.ui.badge.map(JSONValue.integer) ?? .null, "opened": .optional(trace.ui.opened),
      ]),
      "tracked": .array(trace.tracked.map(trackedJSON)),
      "findings": .array(
        trace.findings.map { .object(["id": .string($0.id), "severity": .string($0.severity.rawValue), "message": .string($0.message)]) }),
    ])
    if world, let state = trace.world { document["world"] = WorldDump.json(state) }
    if !trace.profileSources.isEmpty {
      document["profileSources"] = .array(
        trace.profileSources.map { source in
          WiringReport.located(
            ["key": .string(source.key), "value": .string(source.value), "default": .bool(source.isDefault), "why": .string(source.why)],
            at: source.place)
        })
    }
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

  /// A step in JSON: actor, call, note, rule, its time on the world clock in seconds when it differs from `reference`
  /// (a step an SDK timer wrote after the event: `0.75`), and the callback's arguments when it has any (sorted by name).
  static func stepJSON(_ step: TraceStep, reference: Int) -> JSONValue {
    var members = [
      JSONMember(key: "actor", value: .string(step.actor)), JSONMember(key: "call", value: .string(step.call)),
      JSONMember(key: "note", value: .string(step.note)), JSONMember(key: "rule", value: .string(step.rule)),
    ]
    if step.time != reference { members.append(JSONMember(key: "time", value: WorldTime.json(step.time))) }
    if !step.args.isEmpty {
      let args = step.args.keys.sorted().map { JSONMember(key: $0, value: .string(step.args[$0] ?? "")) }
      members.append(JSONMember(key: "args", value: .object(JSONObject(args))))
    }
    return .object(JSONObject(members))
  }

  /// App callbacks iOS makes (arrows iOS → App); other app steps are calls the app makes.
  static let systemCallbacks: Set<String> = [
    Callback.didFinishLaunching, Callback.willPresent, Callback.didReceive, Callback.didReceiveRemoteNotification,
    Callback.willEnterForeground, Callback.didBecomeActive, Callback.willResignActive, Callback.locationPush, Callback.serviceExtensionWillTerminate,
  ]

  /// A `sequenceDiagram` of user, iOS, the extension, the app and its SDKs; renders on GitHub.
  public static func mermaid(_ trace: Trace) -> String {
    // APNs is a participant when it refused the push (it was sent as a message to an unnamed participant, `App->>: …`,
    // which mermaid does not parse).
    var participants = ["User"] + (trace.steps.contains { $0.actor == "APNs" } ? ["APNs"] : []) + ["iOS"]
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
      case "APNs": lines.append("  Note over APNs: \(text)")
      case "NSE": lines.append(Callback.toServiceExtension.contains(step.call) ? "  iOS->>NSE: \(text)" : "  NSE-->>iOS: \(text)")
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
    return ProviderID(rawValue: id)?.displayName.replacingEvery(" ", with: "") ?? id
  }

  /// Mermaid message text: no `;` (a statement break), no `#` (an entity), no line breaks.
  static func escape(_ text: String) -> String {
    Visible.text(text).replacingEvery(";", with: ",").replacingEvery("#", with: "no. ").replacingEvery("\n", with: " ")
  }
}
