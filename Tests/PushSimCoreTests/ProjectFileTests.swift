import Foundation
import Testing

@testable import PushSimCore

/// Issue 20: one place for the version, the repository, the action and the toolchain (project.mk). Project.swift is
/// generated from it; the Dockerfile, the README's install and CI examples and docs/examples follow it; no placeholder
/// repository is left.
@Suite struct ProjectFileTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) -> String { (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? "" }

  /// `NAME := value` lines of project.mk.
  static var values: [String: String] {
    var found: [String: String] = [:]
    for line in text("project.mk").split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.components(separatedBy: " := ")
      if parts.count == 2 { found[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces) }
    }
    return found
  }

  static func generated(_ values: [String: String]) -> String {
    """
    // Generated from project.mk by ProjectFileTests (RECORD=1 swift test --filter ProjectFileTests); do not edit.

    /// pushsim's version, home, docs and toolchain, from project.mk (issue 20: one place).
    public enum Project {
      public static let version = "\(values["PUSHSIM_VERSION"] ?? "")"
      public static let repository = "\(values["PUSHSIM_REPOSITORY"] ?? "")"
      public static let action = "\(values["PUSHSIM_ACTION"] ?? "")"
      public static let swiftToolchain = "\(values["SWIFT_TOOLCHAIN"] ?? "")"
      /// The docs of this version: `<repository>/blob/v<version>/docs`.
      public static let docs = repository + "/blob/v" + version + "/docs"
    }

    """
  }

  @Test func projectSwiftIsCurrent() {
    let generated = Self.generated(Self.values)
    let path = "Sources/PushSimCore/CLI/Project.swift"
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try? generated.write(to: Self.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
      return
    }
    #expect(Self.text(path) == generated, "\(path) is stale: RECORD=1 swift test --filter ProjectFileTests")
    #expect(Commands.version == Self.values["PUSHSIM_VERSION"])
  }

  @Test func everyPlaceFollowsTheProjectFile() {
    let values = Self.values
    let version = values["PUSHSIM_VERSION"] ?? "?"
    let toolchain = values["SWIFT_TOOLCHAIN"] ?? "?"
    #expect(Self.text("Dockerfile").contains("ARG SWIFT_TOOLCHAIN=\(toolchain)\n"))
    #expect(Self.text(".github/workflows/release.yml").contains("container: swift:\(toolchain)-"))
    #expect(Self.text("README.md").contains("tested with \(toolchain)"))
    let uses = "uses: \(values["PUSHSIM_ACTION"] ?? "?")@v\(version)"
    #expect(Self.text("README.md").contains(uses))
    #expect(Self.text("docs/examples/github-workflow.yml").contains(uses))
    #expect(Self.text("README.md").contains("- repo: \(values["PUSHSIM_REPOSITORY"] ?? "?")\n    rev: v\(version)"))
    #expect(LintReport.defaultDocsURL == Project.docs + "/rules.md")
    #expect(Self.text("Formula/pushsim.rb").contains("homepage \"\(values["PUSHSIM_REPOSITORY"] ?? "?")\"\n"))
    for file in [
      "README.md", "docs/examples/github-workflow.yml", "action.yml", ".pre-commit-hooks.yaml", "Dockerfile", "Makefile", "Formula/pushsim.rb",
      ".github/workflows/release.yml",
    ] {
      #expect(!Self.text(file).contains("your-org"), "\(file) names a placeholder repository")
    }
  }
}
