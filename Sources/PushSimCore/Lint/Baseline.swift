/// Adopting pushsim on a repository with known findings: a baseline (`pushsim.baseline/1`) keyed
/// by rule, file and JSON Pointer (never by line, so edits elsewhere do not break it), and config
/// suppressions with a required reason. Suppressed findings do not fail the run; SARIF reports
/// them with `suppressions`.
public struct Suppression: Sendable, Equatable {
  public enum Kind: String, Sendable { case baseline, config }
  public let kind: Kind
  public let reason: String
}

public struct BaselineEntry: Sendable, Equatable, Hashable {
  public let rule: String
  public let file: String
  public let pointer: String

  public init(rule: String, file: String, pointer: String) {
    self.rule = rule
    self.file = file
    self.pointer = pointer
  }

  init(_ diagnostic: Diagnostic) { self.init(rule: diagnostic.rule, file: diagnostic.file, pointer: diagnostic.pointer.description) }
}

public enum Baseline {
  public static let schemaID = "pushsim.baseline/1"

  /// The baseline document of these findings (each key with how often it occurs), sorted.
  public static func document(_ diagnostics: [Diagnostic]) -> String {
    var counts: [BaselineEntry: Int] = [:]
    for diagnostic in diagnostics { counts[BaselineEntry(diagnostic), default: 0] += 1 }
    return document(counts)
  }

  /// The baseline document of these keys and counts, sorted.
  static func document(_ counts: [BaselineEntry: Int]) -> String {
    let entries = counts.keys.sorted { ($0.file, $0.rule, $0.pointer) < ($1.file, $1.rule, $1.pointer) }.map { entry -> JSONValue in
      .object([
        "rule": .string(entry.rule), "file": .string(entry.file), "pointer": .string(entry.pointer),
        "count": .integer(Int64(counts[entry] ?? 1)),
      ])
    }
    return JSONWriter().string(.object(["schema": .string(schemaID), "findings": .array(entries)])) + "\n"
  }

  /// Reads a baseline: each key with its count.
  public static func parse(_ bytes: [UInt8], path: String) throws(InputError) -> [BaselineEntry: Int] {
    let document: JSONDocument
    do { document = try JSONParser().parse(bytes: bytes) } catch {
      throw InputError(file: path, message: "invalid baseline: \(error.message)", location: error.location)
    }
    guard document.value["schema"] == .string(schemaID), let items = document.value["findings"]?.arrayValue else {
      throw InputError(file: path, message: "a baseline is {\"schema\": \"\(schemaID)\", \"findings\": [...]}; write one with --write-baseline")
    }
    var counts: [BaselineEntry: Int] = [:]
    for (index, item) in items.enumerated() {
      guard let rule = item["rule"]?.stringValue, let file = item["file"]?.stringValue, let pointer = item["pointer"]?.stringValue else {
        throw InputError(
          file: path, message: "findings[\(index)] needs rule, file and pointer strings",
          location: document.sourceMap.location(of: JSONPointer(tokens: ["findings", String(index)])))
      }
      let count = item["count"]?.integerValue ?? 1
      guard count >= 1, count <= 1_000_000 else {
        throw InputError(file: path, message: "findings[\(index)].count must be a whole number from 1 to 1000000")
      }
      counts[BaselineEntry(rule: rule, file: file, pointer: pointer), default: 0] += Int(count)
    }
    return counts
  }

  /// Splits findings into new ones and baselined ones; what the baseline lists but the run no
  /// longer finds is stale (fixed, or moved to another pointer).
  public static func apply(_ diagnostics: [Diagnostic], baseline: [BaselineEntry: Int]) -> (
    active: [Diagnostic], suppressed: [Diagnostic], stale: [BaselineEntry]
  ) {
    var remaining = baseline
    var active: [Diagnostic] = []
    var suppressed: [Diagnostic] = []
    for diagnostic in diagnostics {
      let key = BaselineEntry(diagnostic)
      if let left = remaining[key], left > 0 {
        remaining[key] = left - 1
        var known = diagnostic
        known.suppression = Suppression(kind: .baseline, reason: "in the baseline")
        suppressed.append(known)
      } else {
        active.append(diagnostic)
      }
    }
    let stale = remaining.filter { $0.value > 0 }.keys.sorted { ($0.file, $0.rule, $0.pointer) < ($1.file, $1.rule, $1.pointer) }
    return (active, suppressed, stale)
  }
}
