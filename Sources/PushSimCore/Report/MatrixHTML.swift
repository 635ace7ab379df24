/// The `pushsim simulate --format html` page: one self-contained file (inline CSS and SVG, no
/// script, font or image from elsewhere) with a matrix per profile and, in each cell, the trace
/// as a sequence diagram drawn here.
public enum MatrixHTML {
  public static func page(_ matrices: [PayloadMatrix]) -> String {
    let title = "pushsim simulate — " + matrices.map(\.file).joined(separator: ", ")
    var body: [String] = [SequenceSVG.definitions, "<h1>pushsim simulate</h1>"]
    body.append(
      "<p class=\"legend\">Rows: app state when the push arrives. Columns: what the user does. Each cell lists the callbacks "
        + "(DFL didFinishLaunching, WP willPresent, DR didReceive, DRN didReceiveRemoteNotification, WEF/DBA foreground, NSE service extension), "
        + "what shows and opens, what the SDKs track, and the findings; click a cell for its sequence diagram. "
        + "<span class=\"swatch error\"></span> error <span class=\"swatch warning\"></span> warning <span class=\"swatch ok\"></span> clean</p>")
    for matrix in matrices {
      body.append("<section class=\"payload\"><h2>\(escape(matrix.file))</h2>")
      body.append(
        "<p>\(escape(matrix.payload.kind.summary)). Provider: <b>\(escape(matrix.classification.provider?.rawValue ?? "none"))</b>"
          + (matrix.classification.conflict.map { " (claimed by " + escape($0.map(\.rawValue).joined(separator: ", ")) + ")" } ?? "") + ".</p>")
      if matrix.profiles.count > 1 {
        body.append(
          "<nav>"
            + matrix.profiles.map { "<a href=\"#\(anchor(matrix.file, $0.profile.name))\">\(escape($0.profile.name))</a>" }.joined(separator: " · ")
            + "</nav>")
      }
      for profile in matrix.profiles { body.append(table(matrix, profile)) }
      body.append("</section>")
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escape(title))</title>
      <style>\(css)</style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  static let css = """
    body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#1d1d1f;background:#fafafa}
    h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;margin:24px 0 4px}h3{font-size:16px;margin:18px 0 6px}
    code,.cell{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px}
    table.matrix{border-collapse:collapse;margin:8px 0 16px;width:100%;table-layout:fixed}
    .matrix th,.matrix td{border:1px solid #d2d2d7;padding:6px;vertical-align:top;text-align:left}
    .matrix thead th{background:#f0f0f5}.matrix tbody th{background:#f5f5f7;width:110px}
    td.ok{background:#f3fbf4}td.warning{background:#fff8e6}td.error{background:#fdeeee}
    .cell{word-break:break-word}
    .cell .f{color:#b3261e}.cell .w{color:#8a5a00}.cell .t{color:#1b6e2f}.cell .o{color:#0b57d0}
    .cell a{color:inherit;text-decoration:none;display:block}.cell a:hover{outline:2px solid #6b7fd7}
    .diagrams>div{display:none}.diagrams>div:target{display:block}
    .diagram{margin:0 0 16px;background:#fff;border:1px solid #d2d2d7;border-radius:6px;padding:8px;overflow-x:auto}
    .diagram h4{margin:0 0 6px;font-size:14px}.diagram h4 a{font-weight:normal;margin-left:12px;color:#0b57d0}
    .diagram ul{margin:6px 0 0 18px;padding:0;font-size:12px}
    .swatch{display:inline-block;width:12px;height:12px;border:1px solid #bbb;vertical-align:middle;margin-left:8px}
    .swatch.ok{background:#f3fbf4}.swatch.warning{background:#fff8e6}.swatch.error{background:#fdeeee}
    .legend{color:#424245;max-width:1100px}nav a{color:#0b57d0}
    svg text{font-family:ui-monospace,Menlo,monospace;font-size:11px}
    """

  static func anchor(_ file: String, _ app: String) -> String {
    String((file + "-" + app).map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  static func table(_ matrix: PayloadMatrix, _ profile: PayloadMatrix.Profile) -> String {
    let base = anchor(matrix.file, profile.profile.name)
    var diagrams: [String] = []
    var rows = [
      "<h3 id=\"\(base)\">app <code>\(escape(profile.profile.name))</code> <small>(\(escape(profile.appChoice)))</small></h3>",
      "<table class=\"matrix\"><thead><tr><th>state</th>"
        + profile.events.map { "<th>\(escape(MatrixReport.eventLabel($0)))</th>" }.joined() + "</tr></thead><tbody>",
    ]
    for state in AppState.allCases {
      var row = "<tr><th>\(escape(state.rawValue))</th>"
      for event in profile.events {
        guard let cell = profile.cell(state, event) else {
          row += "<td></td>"
          continue
        }
        let id = base + "-" + anchor(state.rawValue, MatrixReport.eventLabel(event))
        row += self.cell(cell, link: id)
        diagrams.append(diagram(cell, id: id, back: base))
      }
      rows.append(row + "</tr>")
    }
    rows.append("</tbody></table>")
    rows.append("<div class=\"diagrams\">" + diagrams.joined(separator: "\n") + "</div>")
    return rows.joined(separator: "\n")
  }

  /// A cell's sequence diagram and findings, shown when its link is followed (CSS :target).
  static func diagram(_ cell: PayloadMatrix.Cell, id: String, back: String) -> String {
    let messages = cell.trace.findings.map { "<li><b>\(escape($0.severity.rawValue)) \(escape($0.id))</b>: \(escape($0.message))</li>" }
    let title = "\(cell.trace.app) · \(cell.state.rawValue) · \(MatrixReport.eventLabel(cell.event))"
    return "<div id=\"\(id)\" class=\"diagram\"><h4>\(escape(title))<a href=\"#\(back)\">close</a></h4>" + SequenceSVG.draw(cell.trace)
      + (messages.isEmpty ? "" : "<ul>\(messages.joined())</ul>") + "</div>"
  }

  static func cell(_ cell: PayloadMatrix.Cell, link: String) -> String {
    let summary = MatrixReport.Summary(cell.trace)
    let kind = summary.worst == .error ? "error" : summary.worst == .warning ? "warning" : "ok"
    var parts = [escape(summary.callbacks)]
    if summary.banner != "-" { parts.append(escape(summary.banner)) }
    if summary.opened != "-" { parts.append("<span class=\"o\">opens \(escape(summary.opened))</span>") }
    if summary.tracked != "-" { parts.append("<span class=\"t\">\(escape(summary.tracked))</span>") }
    for finding in cell.trace.findings where finding.severity != .info {
      parts.append("<span class=\"\(finding.severity == .error ? "f" : "w")\">\(finding.severity == .error ? "✗" : "!") \(escape(finding.id))</span>")
    }
    return "<td class=\"cell \(kind)\"><a href=\"#\(link)\">\(parts.joined(separator: "<br>"))</a></td>"
  }

  /// HTML text: `&`, `<`, `>`, quotes escaped, and control characters shown as `\u{…}`.
  static func escape(_ text: String) -> String { MarkupEscape.escape(text, controls: .showAll) }

}
