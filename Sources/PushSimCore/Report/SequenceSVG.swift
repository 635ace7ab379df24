/// A trace as an inline SVG sequence diagram: a lifeline per participant (User, APNs, iOS, NSE,
/// App, each SDK), an arrow per call, a note per thing an actor does on its own.
enum SequenceSVG {
  static let columnWidth = 200
  static let rowHeight = 30
  static let top = 44
  static let labelLimit = 52

  /// An SDK's API prefix in the app's calls, so `Grovs.handleNotificationResponse` points at Grovs.
  static let apiOwners: [(prefix: String, sdk: String)] = [
    ("Appoxee", "sdk:mapp"), ("Grovs", "sdk:grovs"), ("Netmera", "sdk:netmera"), ("Messaging", "sdk:firebase"), ("FirebaseApp", "sdk:firebase"),
  ]

  enum Mark {
    case arrow(from: String, to: String, dashed: Bool)
    case note(String)
  }

  static func mark(_ step: TraceStep) -> Mark {
    let callback = TraceReport.systemCallbacks.contains(step.call)
    switch step.actor {
    case "user": return .arrow(from: "user", to: "iOS", dashed: false)
    case "APNs", "iOS": return .note(step.actor)
    case "NSE":
      return Callback.toServiceExtension.contains(step.call)
        ? .arrow(from: "iOS", to: "NSE", dashed: false) : .arrow(from: "NSE", to: "iOS", dashed: true)
    case "app":
      if callback { return .arrow(from: "iOS", to: "app", dashed: false) }
      if step.call.hasPrefix("completionHandler(") { return .arrow(from: "app", to: "iOS", dashed: true) }
      if let owner = apiOwners.first(where: { step.call.hasPrefix($0.prefix) }) { return .arrow(from: "app", to: owner.sdk, dashed: false) }
      return .note("app")
    default:
      if callback { return .arrow(from: "iOS", to: step.actor, dashed: false) }
      if step.call.hasPrefix("completionHandler(") { return .arrow(from: step.actor, to: "iOS", dashed: true) }
      return .note(step.actor)
    }
  }

  static func participants(_ trace: Trace) -> [String] {
    var names = ["user"]
    let actors = Set(trace.steps.map(\.actor))
    if actors.contains("APNs") { names.append("APNs") }
    names.append("iOS")
    if actors.contains("NSE") { names.append("NSE") }
    names.append("app")
    for step in trace.steps {
      var candidates = step.actor.hasPrefix("sdk:") ? [step.actor] : []
      if case .arrow(_, let to, _) = mark(step), to.hasPrefix("sdk:") { candidates.append(to) }
      for name in candidates where !names.contains(name) { names.append(name) }
    }
    return names
  }

  static func title(_ name: String) -> String {
    switch name {
    case "user": "User"
    case "app": "App"
    default:
      name.hasPrefix("sdk:") ? (ProviderID(rawValue: String(name.dropFirst(4)))?.displayName ?? String(name.dropFirst(4))) : name
    }
  }

  /// The arrow head every diagram uses, defined once per page.
  static let definitions =
    "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0L10,5L0,10z\" fill=\"#333\"/></marker></defs></svg>"

  static func draw(_ trace: Trace) -> String {
    let names = participants(trace)
    let width = names.count * columnWidth
    let height = top + max(1, trace.steps.count) * rowHeight + 16
    func x(_ name: String) -> Int { (names.firstIndex(of: name) ?? 0) * columnWidth + columnWidth / 2 }
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"sequence diagram\">"
    ]
    for name in names {
      let center = x(name)
      parts.append(
        "<rect x=\"\(center - 70)\" y=\"6\" width=\"140\" height=\"24\" rx=\"4\" fill=\"#e8eefc\" stroke=\"#6b7fd7\"/>"
          + "<text x=\"\(center)\" y=\"22\" text-anchor=\"middle\">\(MatrixHTML.escape(title(name)))</text>"
          + "<line x1=\"\(center)\" y1=\"30\" x2=\"\(center)\" y2=\"\(height - 6)\" stroke=\"#c7c7cc\" stroke-dasharray=\"4 3\"/>")
    }
    for (index, step) in trace.steps.enumerated() {
      let y = top + index * rowHeight + 12
      let full = step.call + (step.note.isEmpty ? "" : " (\(step.note))") + (step.rule.isEmpty ? "" : " [\(step.rule)]")
      // Monospace 11px is about 7 px a character: labels are cut to the room they have.
      func cut(_ room: Int) -> String {
        let limit = max(12, room / 7)
        return MatrixHTML.escape(full.count > limit ? String(full.prefix(limit - 1)) + "…" : full)
      }
      let tip = "<title>\(MatrixHTML.escape(full))</title>"
      switch mark(step) {
      case .arrow(let from, let to, let dashed):
        let (x1, x2) = (x(from), x(to))
        let mid = (x1 + x2) / 2
        let label = cut(max(abs(x2 - x1), columnWidth) - 10)
        parts.append(
          "<g>\(tip)<line x1=\"\(x1)\" y1=\"\(y)\" x2=\"\(x2)\" y2=\"\(y)\" stroke=\"#333\" marker-end=\"url(#arrow)\"\(dashed ? " stroke-dasharray=\"5 3\"" : "")/>"
            + "<text x=\"\(mid)\" y=\"\(y - 5)\" text-anchor=\"middle\">\(label)</text></g>")
      case .note(let over):
        let label = cut(min(labelLimit * 7, width - 24))
        let shown = min(full.count, max(12, min(labelLimit * 7, width - 24) / 7))
        let boxWidth = min(width - 8, max(120, shown * 7 + 12))
        let center = min(max(x(over), boxWidth / 2 + 4), width - boxWidth / 2 - 4)
        parts.append(
          "<g>\(tip)<rect x=\"\(center - boxWidth / 2)\" y=\"\(y - 14)\" width=\"\(boxWidth)\" height=\"20\" fill=\"#fff8d6\" stroke=\"#d9b84a\"/>"
            + "<text x=\"\(center)\" y=\"\(y)\" text-anchor=\"middle\">\(label)</text></g>")
      }
    }
    parts.append("</svg>")
    return parts.joined()
  }
}
