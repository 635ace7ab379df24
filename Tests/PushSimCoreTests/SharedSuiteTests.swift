import Foundation
import Testing

@testable import PushSimCore

/// Checks against ../shared (the JSONTestSuite and the payload corpus) when it is beside the
/// project; the files are not ours and are not committed.
enum Shared {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared")
  static let suite = root.appendingPathComponent("jsontestsuite/test_parsing")
  static let corpus = root.appendingPathComponent("corpus")

  static func files(in directory: URL, prefix: String = "") -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
  }

  static func bytes(_ url: URL) -> [UInt8] { (try? [UInt8](Data(contentsOf: url))) ?? [] }
}

@Suite(.enabled(if: FileManager.default.fileExists(atPath: Shared.suite.path), "JSONTestSuite not beside the project"))
struct JSONTestSuiteTests {
  @Test func everyYFileParses() {
    let files = Shared.files(in: Shared.suite, prefix: "y_")
    #expect(files.count > 90)
    for file in files {
      #expect(throws: Never.self, "\(file.lastPathComponent)") { try JSONParser().parse(bytes: Shared.bytes(file)) }
    }
  }

  @Test func everyNFileIsRejectedWithAPosition() {
    let files = Shared.files(in: Shared.suite, prefix: "n_")
    #expect(files.count > 180)
    for file in files {
      do {
        _ = try JSONParser().parse(bytes: Shared.bytes(file))
        Issue.record("\(file.lastPathComponent) was accepted")
      } catch {
        #expect(error.location != nil, "\(file.lastPathComponent): \(error.message)")
      }
    }
  }

  /// Issue 33 item 3: lint reads past syntax errors. On every n_ and i_ file that reading neither traps nor hangs,
  /// whatever it makes of a text jansson reads too, and lint reports the syntax error once.
  @Test func everyNFileIsReadPastWithoutATrap() {
    var read = 0
    for file in Shared.files(in: Shared.suite, prefix: "n_") + Shared.files(in: Shared.suite, prefix: "i_") {
      let bytes = Shared.bytes(file)
      if (try? InputCheck.validate(bytes)) != nil, let outcome = RecoveryReader.read(bytes) {
        read += 1
        #expect(throws: Never.self, "\(file.lastPathComponent)") { try JSONParser().parseTree(bytes: outcome.text) }
      }
      let diagnostics = Linter().lint(file: file.lastPathComponent, bytes: bytes, options: LintOptions())
      let subject = LintSubject(file: "t", bytes: bytes, options: LintOptions())
      if subject.finalError?.kind == .syntax {
        // Once at the break, besides each missing comma read past before it (issue 19).
        let commas = subject.repairs.filter { $0.kind == .missingComma }.count
        #expect(diagnostics.filter { $0.rule == "json-invalid" }.count == 1 + commas, "\(file.lastPathComponent)")
      }
    }
    #expect(read > 50)
  }

  @Test func noIFileCrashes() {
    for file in Shared.files(in: Shared.suite, prefix: "i_") {
      if let document = try? JSONParser().parse(bytes: Shared.bytes(file)) {
        _ = Classifier().classify(Payload(document: document))
      }
    }
  }
}

@Suite(.enabled(if: FileManager.default.fileExists(atPath: Shared.corpus.path), "corpus not beside the project"))
struct CorpusClassificationTests {
  /// Files whose payload carries no key of their provider at all, so no classifier can label
  /// them from the payload; each with the reason from the corpus MANIFEST.
  static let unclassifiable: [String: String] = [
    "customerio/issue-dashboard-custom-payload-content-available.json":
      "typed into the dashboard; Customer.io adds CIO-Delivery-ID/Token only at send time",
    "pushwoosh/docs-live-activity-push-to-start.json": "only ActivityKit keys inside aps, no Pushwoosh key",
  ]

  static func expected(folder: String) -> Set<String> {
    switch folder {
    case "none", "snapyr": ["none"]
    case "adobe": ["adobe-campaign", "adobe-ajo"]
    default: [folder]
    }
  }

  @Test func validPayloadsAreLabelledWithTheirFolderProvider() {
    let folders = ((try? FileManager.default.contentsOfDirectory(atPath: Shared.corpus.path)) ?? []).filter { $0 != "invalid" }
    var total = 0
    var right = 0
    for folder in folders.sorted() {
      for file in Shared.files(in: Shared.corpus.appendingPathComponent(folder)) {
        total += 1
        let name = "\(folder)/\(file.lastPathComponent)"
        guard let document = try? JSONParser().parse(bytes: Shared.bytes(file)) else {
          Issue.record("\(name) does not parse")
          continue
        }
        let got = Classifier().classify(Payload(document: document)).provider?.rawValue ?? "none"
        if Self.expected(folder: folder).contains(got) {
          right += 1
          #expect(Self.unclassifiable[name] == nil, "\(name) is now classified; drop it from the list")
        } else {
          #expect(Self.unclassifiable[name] != nil, "\(name): expected \(folder), got \(got)")
        }
      }
    }
    #expect(total == 52)
    #expect(right == total - Self.unclassifiable.count)
  }
}

@Suite(.enabled(if: FileManager.default.fileExists(atPath: Shared.corpus.path), "corpus not beside the project"))
struct CorpusLintTests {
  /// Every file in corpus/invalid gets at least one diagnostic.
  @Test func everyInvalidFileIsDiagnosed() {
    let files = Shared.files(in: Shared.corpus.appendingPathComponent("invalid"))
    #expect(files.count == 22)
    for file in files {
      let diagnostics = Linter().lint(file: file.lastPathComponent, bytes: Shared.bytes(file), options: LintOptions())
      #expect(!diagnostics.isEmpty, "\(file.lastPathComponent) has no diagnostic")
    }
  }
}
