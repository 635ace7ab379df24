import PushSimSwiftSource
import Testing

@testable import PushSimCore

@Suite struct SwiftSourceTests {
  @Test func selectorsAreTheFullNames() {
    let file = SwiftSource.read(
      path: "A.swift",
      text: """
        class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
        }
        """)
    #expect(file.allFunctions.map(\.selector) == ["application(_:didFinishLaunchingWithOptions:)"])
  }
}

@Suite struct SwiftSourceModelTests {
  static func file(_ text: String) -> CodeFile { SwiftSource.read(path: "A.swift", text: text) }

  @Test func ifFalseAndCommentsAreNotCode() {
    let file = Self.file(
      """
      class A {
        func f() {
          // UNUserNotificationCenter.current().delegate = self
          #if false
          Appoxee.shared()?.engage(withLaunchOptions: nil, andDelegate: nil, andSDKID: "k", with: .L3)
          #endif
          print("Grovs.configure")
        }
      }
      """)
    let names = Set(file.references.map(\.name))
    #expect(!names.contains("UNUserNotificationCenter") && !names.contains("Appoxee") && !names.contains("Grovs"))
    #expect(names.contains("print"))
  }

  @Test func ifDebugArmsKeepTheirConditions() throws {
    let file = Self.file(
      """
      class A {
        func f() {
          #if DEBUG
          Grovs.configure(APIKey: "k", useTestEnvironment: true, delegate: nil)
          #else
          Grovs.configure(APIKey: "k", useTestEnvironment: false, delegate: nil)
          #endif
        }
      }
      """)
    guard case .branch(let branch)? = file.allFunctions.first?.body.first else {
      Issue.record("no #if branch")
      return
    }
    #expect(branch.kind == .compilation && branch.armConditions == ["DEBUG", "#else"] && branch.coversAll)
    let facts = WiringAnalyzer.analyze(WiringModule(files: [file]))
    #expect(facts.calls("grovs", "configure").map(\.compilation) == [["DEBUG"], ["!(DEBUG)"]])
    #expect(facts.calls("grovs", "configure").map { $0.arguments["useTestEnvironment"] } == ["true", "false"])
  }

  @Test func guardClosuresAndAsyncVariants() throws {
    let file = Self.file(
      """
      class A {
        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
          [.banner, .sound]
        }
        func g(_ completion: @escaping () -> Void) {
          guard let sdk = Appoxee.shared() else { return completion() }
          DispatchQueue.main.async { completion() }
        }
      }
      """)
    let present = try #require(file.allFunctions.first)
    #expect(present.isAsync && present.selector == "userNotificationCenter(_:willPresent:)")
    guard case .exit("return", let value?, _)? = present.body.first else {
      Issue.record("a single-expression body is its return value")
      return
    }
    #expect(WiringText.value(value) == "[.banner,.sound]")
    let g = file.allFunctions[1]
    guard case .branch(let branch) = g.body[0], case .expression(.call(let callee, let arguments, _)) = g.body[1] else {
      Issue.record("unexpected statements")
      return
    }
    #expect(branch.kind == .guardElse && branch.bindings.map(\.name) == ["sdk"] && branch.bindings.first?.value.path == "Appoxee.shared()")
    #expect(callee.path == "DispatchQueue.main.async")
    guard case .closure(let closure)? = arguments.last?.value else {
      Issue.record("the trailing closure is an argument")
      return
    }
    #expect(closure.body.count == 1)
  }

  /// A Unicode identifier before a finding: SARIF's code-point column differs from the byte column.
  @Test func codePointColumns() {
    let text = "let 🄰 = 1; let x = 2\n"
    // 11 code points (14 bytes) come before the second "let".
    let byteColumn = Array("let 🄰 = 1; ".utf8).count + 1
    #expect(WiringReport.codePointColumn(CodePlace(file: "A.swift", line: 1, column: byteColumn), in: Array(text.utf8)) == 12)
  }
}
