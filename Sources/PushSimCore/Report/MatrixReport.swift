/// Reporters for `pushsim simulate`: a compact matrix per profile in text and Markdown, the
/// `pushsim.matrix/1` JSON, and a self-contained HTML page (MatrixHTML).
public enum MatrixReport {
  public static let schema = "pushsim.matrix/1"
  public static let formats = ["text", "markdown", "json", "html"]

  static func eventLabel(_ event: SimEvent) -> String {
    switch event {
    case .deliver: "deliver"
    case .tap(nil): "tap"
    case .tap(let action?) where action.hasPrefix("carousel:"): "carousel " + action.dropFirst("carousel:".count)
    case .tap(let action?): "action " + action
    case .dismiss: "dismiss"
    }
  }

  /// The parts of a cell: callbacks, screen, what opened, tracked, findings.
  struct Summary {
    let callbacks: String
    let banner: String
    let opened: String
    let tracked: String
    let findings: String
    let worst: Severity?

    init(_ trace: Trace) {
      let names = CallbackAbbreviation.callbacks(trace.steps)
      callbacks = names.isEmpty ? "-" : names.joined(separator: " ")
      banner = trace.ui.banner ? "banner" : trace.ui.list ? "list" : "-"
      opened = trace.ui.opened ?? "-"
      tracked = trace.tracked.isEmpty ? "-" : trace.tracked.map { "\($0.sdk) \($0.event) \($0.status)" }.joined(separator: ", ")
      let shown = trace.findings.filter { $0.severity != .info }
      findings = shown.isEmpty ? "-" : shown.map { "\($0.severity == .error ? "✗" : "!") \($0.id)" }.joined(separator: ", ")
      worst = shown.contains { $0.severity == .error } ? .error : shown.isEmpty ? nil : .warning
    }
  }

  // MARK: - Text

  public static func text(_ matrices: [PayloadMatrix], style: TextStyle) -> String {
    var lines: [String] = []
    for matrix in matrices {
      for profile in matrix.profiles {
        lines.append(
          style.bold(
            "\(Visible.text(matrix.file)) · \(matrix.payload.kind.rawValue) · provider \(matrix.classification.provider?.rawValue ?? "none")")
            + " · app \(Visible.text(profile.profile.name)) (\(Visible.text(profile.appChoice)))")
        let header = ["state", "event", "callbacks", "shows", "opened", "tracked", "findings"]
        var rows: [[String]] = []
        for cell in profile.cells {
          let summary = Summary(cell.trace)
          rows.append(
            [
              cell.state.rawValue, eventLabel(cell.event), summary.callbacks, summary.banner, summary.opened, summary.tracked, summary.findings,
            ].map(Visible.text))
        }
        let widths = header.indices.map { column in max(header[column].count, rows.map { $0[column].count }.max() ?? 0) }
        func render(_ row: [String]) -> String {
          ("  " + row.enumerated().map { $0.offset == row.count - 1 ? $0.element : $0.element.padded(to: widths[$0.offset]) }.joined(separator: "  "))
            .trailingSpacesTrimmed
        }
        lines.append(style.dim(render(header)))
        var previous = ""
        for row in rows {
          var shown = row
          if row[0] == previous { shown[0] = "" }
          previous = row[0]
          lines.append(render(shown))
        }
        lines.append("")
      }
    }
    lines.append("✗ error finding, ! warning; callbacks: DFL didFinishLaunching, WP willPresent, DR didReceive, DRN didReceiveRemoteNotification,")
    lines.append("WEF/DBA will enter foreground / did become active, NSE service extension, APNs✗ refused. One trace: pushsim tap FILE --state S.")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Markdown

  public static func markdown(_ matrices: [PayloadMatrix]) -> String {
    // Every text from an input (file, profile name, action ids, what opened, tracked details) goes through
    // MarkdownText; pushsim's own words and the `<br>` between parts are written as they are.
    var lines: [String] = []
    for matrix in matrices {
      lines += [
        "## " + MarkdownText.code(matrix.file, inTable: false), "",
        "\(matrix.payload.kind.summary). Provider: \(matrix.classification.provider?.rawValue ?? "none").", "",
      ]
      for profile in matrix.profiles {
        lines += ["### app " + MarkdownText.code(profile.profile.name, inTable: false), ""]
        lines.append("| state | " + profile.events.map { MarkdownText.prose(eventLabel($0), inTable: true) }.joined(separator: " | ") + " |")
        lines.append("|---|" + profile.events.map { _ in "---|" }.joined())
        for state in AppState.allCases {
          let cells = profile.events.map { event -> String in
            guard let cell = profile.cell(state, event) else { return "" }
            let summary = Summary(cell.trace)
            return [
              MarkdownText.prose(summary.callbacks, inTable: true), summary.banner == "-" ? nil : summary.banner,
              summary.opened == "-" ? nil : "opens " + MarkdownText.code(summary.opened, inTable: true),
              summary.tracked == "-" ? nil : MarkdownText.prose(summary.tracked, inTable: true),
              summary.findings == "-" ? nil : MarkdownText.prose(summary.findings, inTable: true),
            ]
            .compactMap { $0 }.joined(separator: "<br>")
          }
          lines.append("| \(state.rawValue) | " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
      }
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - JSON

  public static func json(_ matrices: [PayloadMatrix]) -> String {
    let documents: [JSONValue] = matrices.map { matrix in
      .object([
        "file": .string(matrix.file), "provider": .optional(matrix.classification.provider?.rawValue), "kind": .string(matrix.payload.kind.rawValue),
        "profiles": .array(
          matrix.profiles.map { profile in
            .object([
              "app": .string(profile.profile.name), "appChoice": .string(profile.appChoice),
              "events": .array(profile.events.map { .string(eventLabel($0)) }),
              "cells": .array(profile.cells.map(cellJSON)),
            ])
          }),
      ])
    }
    return JSONWriter().string(.object(["schema": .string(schema), "payloads": .array(documents)])) + "\n"
  }

  static func cellJSON(_ cell: PayloadMatrix.Cell) -> JSONValue {
    let trace = cell.trace
    return .object([
      "state": .string(cell.state.rawValue), "event": .string(TraceReport.eventName(cell.event)), "action": TraceReport.actionValue(cell.event),
      "callbacks": .array(CallbackAbbreviation.callbacks(trace.steps).map(JSONValue.string)),
      "ui": .object([
        "banner": .bool(trace.ui.banner), "list": .bool(trace.ui.list), "sound": .optional(trace.ui.sound),
        "badge": trace.ui.badge.map(JSONValue.integer) ?? .null, "opened": .optional(trace.ui.opened),
      ]),
      "tracked": .array(trace.tracked.map(TraceReport.trackedJSON)),
      "findings": .array(
        trace.findings.map { .object(["id": .string($0.id), "severity": .string($0.severity.rawValue), "message": .string($0.message)]) }),
      "steps": .array(
        trace.steps.map { TraceReport.stepJSON($0, reference: 0) }),
    ])
  }
}
