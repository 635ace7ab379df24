/// Everything `pushsim inspect` says about one payload.
public struct Inspection: Sendable {
  public let file: String
  public let payload: Payload
  public let classification: Classification
  public let duplicates: [DuplicateKey]
  /// What each SDK pushsim simulates reads in the payload, in registry order (`SDKModel.inspect`).
  public let sdks: [SDKInspection]

  /// `pushType`: the push type the sender uses (`--push-type`); nil when the payload's keys say.
  public init(loaded: LoadedPayload, classifier: Classifier = .standard, pushType: PushType? = nil) {
    file = loaded.file
    classification = classifier.classify(loaded.payload)
    payload = loaded.declaring(pushType).payload.sent(by: classification)
    duplicates = loaded.document.duplicates
    sdks = SDKs.all.compactMap { $0.inspect(loaded.payload) }
  }

  /// `apns-topic`: the Simulator Target Bundle with the type's suffix when the file names the app, else a pattern.
  public var topic: String {
    guard let bundle = payload.simulatorTargetBundle, let type = payload.headers.type, type != .mdm else { return payload.headers.topic }
    return bundle + type.facts.topicSuffix
  }

  public var sizeLimit: Int { payload.pushType?.facts.sizeLimit ?? Payload.sizeLimit }
  var voip: Bool { payload.pushType == .voip }
  public var withinSizeLimit: Bool { payload.byteCount <= sizeLimit }

  /// Whether iOS can show a banner, and the condition.
  public var banner: (possible: Bool, detail: String) {
    guard payload.hasAlertText else {
      return (false, payload.kind == .background ? "no: a silent push shows nothing" : "no: no alert title, subtitle or body")
    }
    if payload.kind == .liveActivity { return (true, "yes: the Live Activity alert (needs alert authorization)") }
    return (true, "yes when alerts are authorized; in the foreground only if willPresent returns .banner (G9)")
  }

  public var serviceExtensionDetail: String {
    switch payload.serviceExtension {
    case .runs: "runs (mutable-content 1 + alert text) when alerts are authorized; not under simctl push (G10, §4)"
    case .noAlertText: "never runs: mutable-content 1 but no alert title, subtitle or body (G10)"
    case .notRequested: "not requested (no mutable-content: 1)"
    }
  }
}

/// Reporters for `pushsim inspect`.
public enum InspectReport {
  public static let schema = "pushsim.inspect/1"

  /// `verbose` adds each piece of evidence's source keys (docs/sources.md); without it lines stay within 120 columns.
  public static func text(_ inspection: Inspection, style: TextStyle, verbose: Bool = false) -> String {
    let payload = inspection.payload
    var rows = AlignedRows()
    rows.add(
      "kind",
      "\(payload.kind.rawValue): \(payload.kind.summary.split(separator: ":", maxSplits: 1).last.map { String($0).trimmingLeadingSpace } ?? "")")
    let headers = payload.headers
    let headerLine =
      payload.pushTypeUndecided
      ? "undecided: no aps and no push type; as alert or background it does nothing, PushKit/location/File Provider need no aps (--push-type)"
      : "apns-push-type: \(headers.pushType), apns-priority: \(headers.priority) (\(headers.note))"
    rows.add("headers", verbose ? headerLine : TraceReport.clip(headerLine, 105))
    if let type = payload.headers.type, !payload.pushTypeUndecided {
      rows.add("topic", Visible.text(inspection.topic))
      rows.add("receiver", verbose ? type.facts.receiver : TraceReport.clip(type.facts.receiver, 105))
    }
    let size =
      inspection.voip
      ? "\(payload.byteCount) of \(Payload.voipSizeLimit) bytes, the VoIP limit (compact \(payload.compactByteCount))"
      : "\(payload.byteCount) of \(Payload.sizeLimit) bytes (compact \(payload.compactByteCount); VoIP limit \(Payload.voipSizeLimit))"
    rows.add("size", inspection.withinSizeLimit ? size : style.red(size + ": over the limit, APNs answers 413 PayloadTooLarge"))
    rows.add("banner", Visible.text(inspection.banner.detail))
    rows.add("NSE", inspection.serviceExtensionDetail)
    rows.add(
      "simctl",
      payload.simulatorTargetBundle.map { "Simulator Target Bundle \(Visible.text($0))" }
        ?? "no Simulator Target Bundle: name the app in `xcrun simctl push booted <bundle id>`")
    let classification = inspection.classification
    var provider = classification.provider.map { "\($0.rawValue) (\($0.displayName))" } ?? "none"
    if classification.via != nil { provider += ", via Firebase Cloud Messaging" }
    if let conflict = classification.conflict { provider += style.yellow("; conflict: " + conflict.map(\.rawValue).joined(separator: " vs ")) }
    rows.add("provider", provider)
    for match in classification.matches {
      for evidence in match.evidence {
        let line = "\(Visible.text(evidence.pointer.description)): \(evidence.why)"
        rows.add("  \(match.provider.rawValue)", verbose ? line + " " + style.dim("[\(evidence.source)]") : TraceReport.clip(line, 105))
      }
    }
    for note in classification.notes { rows.add("  note", Visible.text(note)) }
    // The seed SDKs always (whose push it is not matters to an app that filters providers), every other SDK when the
    // push is its own.
    for section in inspection.sdks where section.shown { addSection(&rows, section.title, section.lines, verbose: verbose) }
    for duplicate in inspection.duplicates {
      rows.add("duplicate", "\(duplicate.pointer) at \(duplicate.location) (first at \(duplicate.firstLocation)); the last value wins")
    }
    return ([style.bold(Visible.text(inspection.file))] + rows.render(indent: "  ", style: style)).joined(separator: "\n") + "\n"
  }

  private static func addSection(_ rows: inout AlignedRows, _ title: String, _ lines: [String], verbose: Bool) {
    for (index, line) in lines.enumerated() {
      rows.add(index == 0 ? title : "", verbose ? Visible.text(line) : TraceReport.clip(Visible.text(line), 105))
    }
  }

  public static func json(_ inspection: Inspection) -> String {
    let payload = inspection.payload
    let alert = payload.aps?.alert
    var object = JSONObject([
      "schema": .string(schema),
      "file": .string(inspection.file),
      "kind": .string(payload.kind.rawValue),
      "headers": payload.pushTypeUndecided
        ? .null
        : .object([
          "apns-push-type": .string(payload.headers.pushType), "apns-topic": .string(inspection.topic),
          "apns-priority": .integer(Int64(payload.headers.priority)),
        ]),
      "size": .object([
        "bytes": .integer(Int64(payload.byteCount)), "compactBytes": .integer(Int64(payload.compactByteCount)),
        "limit": .integer(Int64(inspection.sizeLimit)), "voipLimit": .integer(Int64(Payload.voipSizeLimit)),
        "withinLimit": .bool(inspection.withinSizeLimit),
      ]),
      "banner": .bool(inspection.banner.possible),
      "serviceExtension": .string(payload.serviceExtension.rawValue),
      "alert": alert.map { alert in
        .object([
          "title": .optional(alert.title), "subtitle": .optional(alert.subtitle), "body": .optional(alert.body),
          "localized": .bool(alert.isLocalized),
        ])
      } ?? .null,
      "simulatorTargetBundle": .optional(payload.simulatorTargetBundle),
      "customKeys": .array(payload.customKeys.map(JSONValue.string)),
      "duplicates": .array(inspection.duplicates.map(ClassifyReport.duplicateJSON)),
      "sdks": .object(JSONObject(inspection.sdks.map { JSONMember(key: $0.sdk, value: .object($0.json)) })),
    ])
    for member in ClassifyReport.classificationJSON(inspection.classification) {
      object[member.key] = member.value
    }
    return JSONWriter().string(.object(object)) + "\n"
  }
}

extension String {
  var trimmingLeadingSpace: String { String(drop(while: { $0 == " " })) }
}
