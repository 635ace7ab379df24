import PushSimCore
import PushSimSwiftSource
import Testing

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
