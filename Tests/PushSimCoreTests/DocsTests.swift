import Foundation
import Testing

@testable import PushSimCore

/// Generated docs must match the code; `RECORD=1 make test` rewrites them.
@Suite struct DocsTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs")

  static func check(_ generated: String, file: String) {
    let url = docs.appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try? generated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    #expect(current == generated, "docs/\(file) is stale: run RECORD=1 make test")
  }

  @Test func providersDocIsCurrent() {
    Self.check(ProviderDocs.markdown(), file: "providers.md")
  }

  @Test func providersDocListsEveryProvider() {
    let text = ProviderDocs.markdown()
    for provider in ProviderID.allCases {
      #expect(text.contains("| `\(provider.rawValue)` |"), "\(provider.rawValue)")
    }
  }
}
