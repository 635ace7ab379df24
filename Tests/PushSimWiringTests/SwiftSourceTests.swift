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

/// A completion handler handed to an SDK inside a condition (issue 22 item 3; issue 23's first wiring miss): Braze's
/// documented pattern `if let braze = AppDelegate.braze, braze.notifications.handleUserNotification(…, completionHandler)
/// { return }` then `completionHandler()` gives the handler to Braze when it answers true and calls it once otherwise
/// (sdk-behaviour-more.md §2.4 fact 19). The SDK object is held in a property typed `Braze?`.
@Suite struct HandlerInConditionTests {
  static let app = """
    import BrazeKit
    import UserNotifications

    class AppDelegate: NSObject, UNUserNotificationCenterDelegate {
      static var braze: Braze?

      func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        if let braze = AppDelegate.braze, braze.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler) {
          return
        }
        completionHandler()
      }

      func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let braze = AppDelegate.braze, braze.notifications.handleBackgroundNotification(userInfo: userInfo, fetchCompletionHandler: completionHandler) else {
          completionHandler(.noData)
          return
        }
      }
    }
    """

  /// Called once on every path (issue 32 item 4): by Braze where it answers true, by the app where it answers false.
  @Test func aHandlerGivenToABoolReturningSDKCallIsPassedWhenItAnswersTrue() {
    let facts = WiringAnalyzer.analyze(WiringModule(files: [SwiftSourceModelTests.file(Self.app)]))
    #expect(facts.didReceive.kindLabel == "forwards:braze")
    #expect(facts.didReceive.completion == "once")
    #expect(facts.didReceive.paths?.map(\.completion).sorted() == ["once", "passed-to-sdk"])
    #expect(facts.didReceiveRemoteNotification.completion == "once")
    #expect(facts.didReceiveRemoteNotification.paths?.map(\.completion).sorted() == ["once", "passed-to-sdk"])
    #expect(WiringRules.findings(facts).filter { $0.severity == .error }.map(\.rule) == [])
  }

  /// Called also when the SDK took it: that is a second call.
  @Test func callingItAfterTheSDKTookItIsStillTwice() {
    let text = Self.app.replacingOccurrences(
      of: "completionHandler) {\n      return\n    }", with: "completionHandler) {\n      completionHandler()\n    }")
    let facts = WiringAnalyzer.analyze(WiringModule(files: [SwiftSourceModelTests.file(text)]))
    #expect(facts.didReceive.completion == "twice")
  }
}
