import PushSimCore
import Testing

@testable import PushSimCore

/// Issue 34 item 4: `pushsim wiring` derives the wiring-fact keys where the app's code shows them. Our own small apps.
@Suite struct WiringFactDerivationTests {
  static func value(_ read: (facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]), _ key: String) -> JSONValue? {
    read.profile.values[key]
  }

  static func source(_ read: (facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]), _ key: String) -> ProfileSource? {
    read.sources.first { $0.key == key }
  }

  static func fetchApp(_ body: String) -> (facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]) {
    SDKPresenceTests.read([
      (
        "AppDelegate.swift",
        SDKPresenceTests.launch(
          "", "",
          members: """
              func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                \(body)
              }
            """)
      )
    ])
  }

  /// a. The result the app's own completion call passes (Apple's UIBackgroundFetchResult).
  @Test func theAppsFetchResultIsReadFromItsCall() throws {
    #expect(Self.value(Self.fetchApp("completionHandler(.noData)"), "app.completionHandlers.fetchResult") == .string("noData"))
    #expect(Self.value(Self.fetchApp("completionHandler(UIBackgroundFetchResult.failed)"), "app.completionHandlers.fetchResult") == .string("failed"))
    // Different results on different paths: the default stays, and the provenance says why.
    let mixed = Self.fetchApp(
      "if userInfo[\"sync\"] != nil {\n      completionHandler(.newData)\n      return\n    }\n    completionHandler(.noData)")
    let source = try #require(Self.source(mixed, "app.completionHandlers.fetchResult"))
    #expect(source.isDefault && source.why.contains("different paths"))
  }

  static func iterable(_ config: String, members: String) -> (facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]) {
    SDKPresenceTests.read([
      (
        "AppDelegate.swift",
        SDKPresenceTests.launch(
          "import IterableSDK",
          "let config = IterableConfig()\n    \(config)\n    IterableAPI.initialize(apiKey: \"key\", launchOptions: launchOptions, config: config)",
          members: members + """

              func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
                IterableAppIntegration.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)
              }
            """)
      )
    ])
  }

  /// b. IterableConfig.customActionDelegate and what its handle(iterableCustomAction:inContext:) returns; none without it.
  @Test func iterablesCustomActionDelegateIsRead() throws {
    func handler(_ answer: String) -> String {
      "  func handle(iterableCustomAction action: IterableAction, inContext context: IterableActionContext) -> Bool {\n    \(answer)\n  }"
    }
    let key = "sdks.iterable.customActionDelegate"
    #expect(Self.value(Self.iterable("config.customActionDelegate = self", members: handler("return true")), key) == .string("handles"))
    #expect(Self.value(Self.iterable("config.customActionDelegate = self", members: handler("return false")), key) == .string("declines"))
    let none = Self.iterable("config.allowedProtocols = [\"tel\"]", members: "")
    #expect(none.profile.values[key] == .string("none"))
    #expect(Self.source(none, key)?.isDefault == true)
  }

  /// c. A URL delegate that returns false is `declines`, not `sdk` (no delegate).
  @Test func aDecliningURLDelegateIsNotNoDelegate() {
    let members = "  func handle(iterableURL url: URL, inContext context: IterableActionContext) -> Bool {\n    return false\n  }"
    #expect(Self.value(Self.iterable("config.urlDelegate = self", members: members), "sdks.iterable.urlHandling") == .string("declines"))
    #expect(Self.value(Self.iterable("config.allowedProtocols = [\"tel\"]", members: members), "sdks.iterable.urlHandling") == .string("sdk"))
  }
}

extension WiringFactDerivationTests {
  static func urlApp(_ members: String, imports: String = "", body: String = "") -> (
    facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]
  ) {
    SDKPresenceTests.read([("AppDelegate.swift", SDKPresenceTests.launch(imports, body, members: members))])
  }

  /// d. The app delegate's URL entry points: implemented or not, and what each returns.
  @Test func theAppsURLEntryPointsAreRead() throws {
    let continues = """
        func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
          return false
        }
      """
    let opens = """
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
          Router.shared.route(url)
          return true
        }
      """
    let both = Self.urlApp(continues + "\n" + opens)
    #expect(Self.value(both, "app.continueUserActivity") == .string("declines"))
    #expect(Self.value(both, "app.openURL") == .string("handles"))
    let neither = Self.urlApp("")
    #expect(Self.value(neither, "app.continueUserActivity") == .string("absent"))
    #expect(Self.value(neither, "app.openURL") == .string("absent"))
    // An answer that depends on the URL keeps the default, and says so.
    let mixed = Self.urlApp(
      """
        func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
          guard let url = userActivity.webpageURL else { return false }
          return Router.shared.route(url)
        }
      """)
    let source = try #require(Self.source(mixed, "app.continueUserActivity"))
    #expect(source.isDefault && source.why.contains("depends"))
  }

  /// e. configuration.forwardUniversalLinks, and c. a BrazeDelegate whose braze(_:shouldOpenURL:) returns true.
  @Test func brazesURLSettingsAreRead() {
    let read = Self.urlApp(
      """
        static var braze: Braze? = nil
        func braze(_ braze: Braze, shouldOpenURL context: Braze.URLContext) -> Bool {
          return true
        }
        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
          if let braze = AppDelegate.braze, braze.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler) {
            return
          }
          completionHandler()
        }
      """,
      imports: "import BrazeKit",
      body:
        "let configuration = Braze.Configuration(apiKey: \"key\", endpoint: \"sdk.iad-01.braze.com\")\n    configuration.forwardUniversalLinks = true\n    let braze = Braze(configuration: configuration)\n    braze.delegate = self\n    AppDelegate.braze = braze"
    )
    #expect(Self.value(read, "sdks.braze.forwardUniversalLinks") == .bool(true))
    #expect(Self.value(read, "sdks.braze.opensURL") == .string("allows"))
  }
}

extension WiringFactDerivationTests {
  static func twoSDKApp(_ body: String) -> (facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]) {
    Self.urlApp(
      """
        static var braze: Braze? = nil
        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
          \(body)
        }
      """, imports: "import BrazeKit\nimport IterableSDK", body: "IterableAPI.initialize(apiKey: \"key\", launchOptions: launchOptions)")
  }

  /// f. The app hands the tap to each SDK in order (what the brief's `Braze…handle…; Iterable…; completionHandler()`
  /// does), or routes by the first SDK's answer (Braze's manual pattern, fact 27).
  @Test func forwardingToEachSDKIsReadFromTheCode() throws {
    let each = Self.twoSDKApp(
      """
      _ = AppDelegate.braze?.notifications.handleUserNotification(response: response, withCompletionHandler: {})
          IterableAppIntegration.userNotificationCenter(center, didReceive: response, withCompletionHandler: nil)
          completionHandler()
      """)
    #expect(Self.value(each, "app.routingStops") == .string("never"))
    let first = Self.twoSDKApp(
      """
      if let braze = AppDelegate.braze, braze.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler) {
            return
          }
          IterableAppIntegration.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)
      """)
    #expect(Self.value(first, "app.routingStops") == .string("first-handler"))
  }
}

extension WiringFactDerivationTests {
  /// g. An ITBNotificationServiceExtension subclass in the app's files means Iterable's extension runs.
  @Test func iterablesServiceExtensionIsRead() {
    let nse = (
      "NotificationService.swift",
      "import UserNotifications\nimport IterableAppExtensions\n\nclass NotificationService: ITBNotificationServiceExtension {}\n"
    )
    let app = SDKPresenceTests.launch(
      "import IterableSDK", "IterableAPI.initialize(apiKey: \"key\", launchOptions: launchOptions)",
      members: """
          func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
            IterableAppIntegration.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)
          }
        """)
    #expect(SDKPresenceTests.read([("AppDelegate.swift", app), nse]).profile.values["sdks.iterable.serviceExtension"] == .bool(true))
    #expect(SDKPresenceTests.read([("AppDelegate.swift", app)]).profile.values["sdks.iterable.serviceExtension"] == .bool(false))
  }
}
