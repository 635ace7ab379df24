/// Adopting pushsim on a repository with known findings: a baseline (`pushsim.baseline/1`) keyed
/// by rule, file and JSON Pointer (never by line, so edits elsewhere do not break it), and config
/// suppressions with a required reason. Suppressed findings do not fail the run; SARIF reports
/// them with `suppressions`.
public struct Suppression: Sendable, Equatable {
  public enum Kind: String, Sendable { case baseline, config }
  public let kind: Kind
  public let reason: String
}

public struct BaselineEntry: Sendable, Hashable, Comparable {
  public let rule: String
  public let file: String
  public let pointer: String

  public init(rule: String, file: String, pointer: String) {
    self.rule = rule
    self.file = file
    self.pointer = pointer
  }

  init(_ diagnostic: Diagnostic) { self.init(rule: diagnostic.rule, file: diagnostic.file, pointer: diagnostic.pointer.description) }

  /// By file, then rule, then pointer: the order of a baseline document and of stale entries.
  public static func < (left: BaselineEntry, right: BaselineEntry) -> Bool {
    (left.file, left.rule, left.pointer) < (right.file, right.rule, right.pointer)
  }
}

public enum Baseline {
  public static let schemaID = "pushsim.baseline/1"

  /// The baseline document of these keys and counts, sorted.
  static func document(_ counts: [BaselineEntry: Int]) -> String {
    let entries = counts.keys.sorted().map { entry -> JSONValue in
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
}

/// A baseline matched against findings as they stream by, file after file: each entry covers as
/// many findings as its count; what it lists but the run no longer finds is stale (fixed, or moved
/// to another pointer).
public struct BaselineMatch: Sendable {
  private var remaining: [BaselineEntry: Int]

  public init(_ entries: [BaselineEntry: Int]) { remaining = entries }

  /// The finding marked as baselined when an entry still covers it (using up one of its count), else nil.
  public mutating func cover(_ diagnostic: Diagnostic) -> Diagnostic? {
    let key = BaselineEntry(diagnostic)
    guard let left = remaining[key], left > 0 else { return nil }
    remaining[key] = left - 1
    var known = diagnostic
    known.suppression = Suppression(kind: .baseline, reason: "in the baseline")
    return known
  }

  /// The entries no finding used up, sorted.
  public var stale: [BaselineEntry] { remaining.filter { $0.value > 0 }.keys.sorted() }
}
