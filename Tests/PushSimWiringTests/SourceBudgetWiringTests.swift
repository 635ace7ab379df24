import PushSimSwiftSource
import Testing

@testable import PushSimCore

/// Issue 31 item 2 through the wiring reader: code over the budget is a `wiring-source-too-complex` warning at its
/// place, the rest of the file is read, and no error rests on what was not read (DESIGN.md §7).
@Suite struct SourceBudgetWiringTests {
  static func facts(_ name: String, _ text: String) -> WiringFacts {
    let module = WiringModule.reading([(path: name, bytes: Array(text.utf8))]) { path, text in SwiftSource.read(path: path, text: text) }
    return WiringAnalyzer.analyze(module)
  }

  static let chain = "a" + String(repeating: ".b", count: SourceBudget.maxChainLinks + 1)
  static let didReceive =
    "  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {\n"
  static let launch =
    "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"

  @Test func aCallbackOverTheBudgetIsUndecidedNotWrong() throws {
    let text =
      "import UIKit\nimport UserNotifications\n\nclass AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {\n"
      + Self.launch + "    Appoxee.shared()?.engage(withLaunchOptions: launchOptions, andDelegate: nil, andSDKID: \"k\", with: .L3)\n"
      + "    UNUserNotificationCenter.current().delegate = self\n    return true\n  }\n" + Self.didReceive + "    let x = " + Self.chain
      + "\n  }\n}\n"
    let facts = Self.facts("AppDelegate.swift", text)
    #expect(facts.didReceive.completion == "unknown")
    let findings = WiringRules.findings(facts)
    let cut = try #require(findings.first { $0.rule == "wiring-source-too-complex" })
    #expect(cut.severity == .warning)
    #expect(cut.place?.line == 11 && cut.place?.column == 13)
    #expect(cut.message.contains("member chain longer than \(SourceBudget.maxChainLinks) links"))
    // Mapp is in the app and the tap is not forwarded in what was read: undecided, a warning that says so.
    #expect(!findings.contains { $0.severity == .error }, "\(findings.map(\.line))")
    let tap = try #require(findings.first { $0.rule == "wiring-tap-not-forwarded" })
    #expect(tap.severity == .warning && tap.message.contains("undecided"))
  }

  @Test func theSameCallbackWithinTheBudgetIsDecided() {
    let text =
      "import UIKit\nimport UserNotifications\n\nclass AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {\n"
      + Self.launch + "    Appoxee.shared()?.engage(withLaunchOptions: launchOptions, andDelegate: nil, andSDKID: \"k\", with: .L3)\n"
      + "    UNUserNotificationCenter.current().delegate = self\n    return true\n  }\n" + Self.didReceive + "    let x = a.b.b\n  }\n}\n"
    let findings = WiringRules.findings(Self.facts("AppDelegate.swift", text))
    #expect(findings.contains { $0.rule == "wiring-tap-not-forwarded" && $0.severity == .error })
    #expect(findings.contains { $0.rule == "wiring-did-receive-completion" && $0.severity == .error })
  }

  @Test func aLaunchOverTheBudgetDoesNotSayTheDelegateIsNeverSet() {
    let text =
      "import UIKit\nimport UserNotifications\n\nclass AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {\n"
      + Self.launch + "    let x = " + Self.chain + "\n    return true\n  }\n" + Self.didReceive + "    completionHandler()\n  }\n}\n"
    let facts = Self.facts("AppDelegate.swift", text)
    #expect(facts.delegate.assigned == "unknown")
    #expect(!WiringRules.findings(facts).contains { $0.rule == "wiring-delegate-never" })
  }

  @Test func theRestOfTheFileIsRead() {
    // A cut in one method; the push callback after it is read with its places.
    let text =
      "class AppDelegate: UIResponder, UNUserNotificationCenterDelegate {\n  func setUp() {\n    let x = "
      + String(repeating: "(", count: SourceBudget.maxNesting + 1) + "1" + String(repeating: ")", count: SourceBudget.maxNesting + 1)
      + "\n  }\n" + Self.didReceive + "    completionHandler()\n  }\n}\n"
    let facts = Self.facts("AppDelegate.swift", text)
    #expect(facts.undecided.cuts.count == 1)
    #expect(facts.didReceive.completion == "once")
    #expect(facts.didReceive.place?.line == 5)
  }

  @Test func aLargeTypeIsReadInPiecesAndKeepsItsMembers() {
    // About 400 KB: over the size read whole, so the type's body is cut between members.
    let count = 4_000
    let members = (0..<count).map { "  func method\($0)(_ value: Int) -> Int {\n    let next = value * 2 + \($0)\n    return next + 1\n  }\n" }
    let text = "import UIKit\n\nfinal class Big: NSObject {\n  var sdk: Int = 1\n" + members.joined() + "}\nclass After {}\n"
    let file = SwiftSource.read(path: "Big.swift", text: text)
    #expect(file.unparsed == nil)
    #expect(file.types.map(\.name) == ["Big", "After"])
    let functions = file.types.first?.functions ?? []
    #expect(functions.count == count)
    #expect(functions.allSatisfy { $0.owner == "Big" })
    // Method n is declared on line 5 + 4n.
    #expect(functions.enumerated().allSatisfy { index, function in function.name == "method\(index)" && function.place.line == 5 + 4 * index })
    #expect(!file.references.contains { $0.name.hasPrefix("__PushSim") })
  }
}
