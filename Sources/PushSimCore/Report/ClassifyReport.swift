/// The outcome of classifying one input: a classification, or the error that stopped it.
public struct ClassifyResult: Sendable {
  public let file: String
  public let outcome: Result<Classified, InputError>

  public struct Classified: Sendable {
    public let payload: Payload
    public let classification: Classification
    public let duplicates: [DuplicateKey]
  }

  public init(file: String, outcome: Result<Classified, InputError>) {
    self.file = file
    self.outcome = outcome
  }

  /// `pushType`: the push type the sender uses (`--push-type`), which names the kind of payloads that carry no `aps`.
  public init(loaded: LoadedPayload, classifier: Classifier, pushType: PushType? = nil) {
    let declared = loaded.declaring(pushType).payload
    let classification = classifier.classify(declared)
    self.init(
      file: loaded.file,
      outcome: .success(
        Classified(
          payload: declared.sent(by: classification), classification: classification,
          duplicates: loaded.document.duplicates)))
  }
}

/// Reporters for `pushsim classify`.
public enum ClassifyReport {
  public static let schema = "pushsim.classify/1"

  /// One aligned line per file: `file  provider  kind  evidence…`; with `verbose`, the evidence
  /// and its sources below each line.
  public static func text(_ results: [ClassifyResult], verbose: Bool, style: TextStyle) -> String {
    let rows: [(ClassifyResult, ClassifyResult.Classified)] = results.compactMap { result in
      if case .success(let classified) = result.outcome { return (result, classified) }
      return nil
    }
    let fileWidth = rows.map { Visible.text($0.0.file).count }.max() ?? 0
    let providerWidth = rows.map { ($0.1.classification.provider?.rawValue ?? "none").count }.max() ?? 0
    let kindWidth = rows.map { $0.1.payload.kind.rawValue.count }.max() ?? 0
    var lines: [String] = []
    for (result, classified) in rows {
      let classification = classified.classification
      let providerName = classification.provider?.rawValue ?? "none"
      var parts = [
        Visible.text(result.file).padded(to: fileWidth),
        (classification.provider == nil ? style.dim(providerName) : style.green(providerName)).padded(to: providerWidth, visible: providerName.count),
        classified.payload.kind.rawValue.padded(to: kindWidth),
      ]
      let primary = classification.matches.first { $0.provider == classification.provider }
      parts.append(primary.map { $0.evidence.map(\.pointer.description).joined(separator: ", ") } ?? "-")
      if classification.via != nil { parts.append("via firebase") }
      if let conflict = classification.conflict {
        parts.append(style.yellow("conflict: " + conflict.map(\.rawValue).joined(separator: " vs ")))
      }
      lines.append(parts.joined(separator: "  ").trailingSpacesTrimmed)
      if verbose {
        for match in classification.matches {
          for evidence in match.evidence {
            lines.append(
              "    \(match.provider.rawValue)  \(Visible.text(evidence.pointer.description))  \(evidence.why)  "
                + style.dim("[\(evidence.tier.name); \(evidence.source)]"))
          }
        }
        for note in classification.notes { lines.append("    note: \(Visible.text(note))") }
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  public static func json(_ results: [ClassifyResult]) -> String {
    let items = results.map { result -> JSONValue in
      switch result.outcome {
      case .failure(let error):
        return .object([
          "file": .string(result.file), "provider": .null, "matches": .array([]), "via": .null, "kind": .null,
          "conflict": .null, "notes": .array([]), "duplicates": .array([]),
          "error": .object([
            "message": .string(error.message), "line": .optional(error.location?.line),
            "column": .optional(error.location?.column),
          ]),
        ])
      case .success(let classified):
        var object = classificationJSON(classified.classification)
        object["file"] = .string(result.file)
        object["kind"] = .string(classified.payload.kind.rawValue)
        object["duplicates"] = .array(classified.duplicates.map(duplicateJSON))
        object["error"] = .null
        return .object(object)
      }
    }
    return JSONWriter().string(.object(["schema": .string(schema), "results": .array(items)])) + "\n"
  }

  /// The classification fields shared by `classify` and `inspect` JSON.
  static func classificationJSON(_ classification: Classification) -> JSONObject {
    JSONObject([
      "provider": .optional(classification.provider?.rawValue),
      "matches": .array(
        classification.matches.map { match in
          .object([
            "provider": .string(match.provider.rawValue),
            "tier": .string(match.tier.name),
            "evidence": .array(
              match.evidence.map {
                .object(["pointer": .string($0.pointer.description), "why": .string($0.why), "source": .string($0.source)])
              }),
          ])
        }),
      "via": .optional(classification.via?.rawValue),
      "conflict": classification.conflict.map { .array($0.map { .string($0.rawValue) }) } ?? .null,
      "notes": .array(classification.notes.map(JSONValue.string)),
    ])
  }

  static func duplicateJSON(_ duplicate: DuplicateKey) -> JSONValue {
    .object([
      "key": .string(duplicate.key), "pointer": .string(duplicate.pointer.description),
      "line": .integer(Int64(duplicate.location.line)), "column": .integer(Int64(duplicate.location.column)),
    ])
  }

  /// The warning line for a duplicate key in commands that accept the payload anyway.
  public static func duplicateWarning(file: String, _ duplicate: DuplicateKey) -> String {
    "\(file):\(duplicate.location.line):\(duplicate.location.column): warning: duplicate key \"\(duplicate.key)\" "
      + "(first at \(duplicate.firstLocation)); the last value wins, as with iOS's JSONSerialization"
  }
}

extension String {
  var trailingSpacesTrimmed: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
