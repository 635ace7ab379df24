import Foundation
import Testing

@testable import PushSimCore

/// Issue 21 item 2: a key the code implies is never dropped without a word. The schema accepts every value pushsim
/// derives from the sample apps and from the labelled corpus (when `../shared/corpus-apps` is present); a value it
/// refused would keep the default, and the provenance (`pushsim wiring --explain`) would say what and why.
struct ProfileDerivationTests {
  static func derive(_ paths: [(name: String, url: URL)]) -> [ProfileSource] {
    ProfileFromCode.profile(WiringAnalyzer.analyze(RoutingTableTests.module(paths))).sources
  }

  @Test func theSchemaAcceptsEveryValueDerivedFromTheSampleApps() throws {
    let apps = try FileManager.default.contentsOfDirectory(atPath: RoutingTableTests.root.appendingPathComponent("samples/apps").path).sorted()
    #expect(apps.count >= 10)
    for app in apps {
      let sources = Self.derive(RoutingTableTests.sources(in: "samples/apps/" + app))
      #expect(sources.contains { $0.fromCode }, "\(app): the code decides some keys")
      #expect(sources.filter { $0.refused != nil }.map(\.key) == [], "\(app)")
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: RoutingTableTests.corpus.path), "../shared/corpus-apps is not here"))
  func theSchemaAcceptsEveryValueDerivedFromTheCorpus() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: RoutingTableTests.corpus.path).filter {
      $0.hasSuffix(".swift") || $0.hasSuffix(".m")
    }
    for name in names.sorted() {
      let sources = Self.derive([(name, RoutingTableTests.corpus.appendingPathComponent(name))])
      #expect(sources.filter { $0.refused != nil }.map(\.key) == [], "\(name)")
    }
  }
}

extension ProfileDerivationTests {
  /// A value the schema refuses keeps the default, and the provenance names what the code said and why it was refused.
  @Test func aRefusedValueIsShownNotDropped() {
    var profile = BuiltinProfiles.plain
    let said = ProfileSource(
      key: "app.delegate.assigned", value: "\"sometimes\"", place: nil, why: "the delegate is assigned in a branch", isDefault: false)
    let sources = ProfileFromCode.apply([("app.delegate.assigned", .string("sometimes"))], to: &profile, sources: [said])
    #expect(profile.values["app.delegate.assigned"] == .string("before-launch-returns"))
    #expect(sources.count == 1)
    #expect(sources.first?.isDefault == true)
    #expect(sources.first?.refused?.contains("app.delegate.assigned") == true)
    #expect(sources.first?.why.contains("\"sometimes\"") == true)
    #expect(sources.first?.why.contains("the default applies") == true)
  }
}
