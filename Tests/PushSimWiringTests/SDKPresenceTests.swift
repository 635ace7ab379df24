import PushSimCore
import PushSimSwiftSource
import Testing

@testable import PushSimCore

/// Issue 32 item 5: an SDK is in the simulated app when its push API is used, each pack's rule from the SDK's public
/// source (SDKCatalogPush.swift), and the arguments the packs read are read exactly. Our own small samples.
@Suite struct SDKPresenceTests {
  static func read(_ files: [(String, String)]) -> (facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]) {
    let module = WiringModule.reading(files.map { (path: $0.0, bytes: Array($0.1.utf8)) }) { path, text in SwiftSource.read(path: path, text: text) }
    let facts = WiringAnalyzer.analyze(module)
    let derived = ProfileFromCode.profile(facts)
    return (facts, derived.profile, derived.sources)
  }

  static func launch(_ imports: String, _ body: String, members: String = "") -> String {
    """
    import UIKit
    \(imports)

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        \(body)
        return true
      }
    \(members)
    }
    """
  }

  static func sdks(_ profile: AppProfile) -> [String] { profile.values["app.sdks"]?.arrayValue?.compactMap(\.stringValue) ?? [] }

  // MARK: - Firebase Messaging (firebase/firebase-ios-sdk @c6328a0 FIRMessaging.h: its own module, Messaging / FIRMessaging)

  @Test func firebaseConfiguredForAnalyticsAndCrashlyticsIsNotAPushSDK() throws {
    let read = Self.read([
      (
        "AppDelegate.swift",
        Self.launch("import FirebaseCore\nimport FirebaseCrashlytics", "FirebaseApp.configure()\n    Crashlytics.crashlytics().log(\"up\")")
      )
    ])
    // pushsim wiring still reports that the code calls Firebase…
    let firebase = try #require(read.facts.sdks.first { $0.id == "firebase" })
    #expect(firebase.pushAPI == nil)
    // …but the simulated app carries no Firebase Messaging, so no trace shows its token and proxy steps.
    #expect(!Self.sdks(read.profile).contains("firebase"))
    #expect(!read.sources.contains { $0.key.hasPrefix("sdks.firebase.") })
    let why = try #require(read.sources.first { $0.key == "app.sdks" })
    #expect(why.why.contains("firebase without its push API"))
  }

  @Test func firebaseMessagingImportedOrCalledIsAPushSDK() throws {
    // Imported (Swift), called through the umbrella module, imported in Objective-C either way.
    let imported = Self.read([("AppDelegate.swift", Self.launch("import FirebaseCore\nimport FirebaseMessaging", "FirebaseApp.configure()"))])
    #expect(Self.sdks(imported.profile) == ["firebase"])
    #expect(imported.facts.sdks.first { $0.id == "firebase" }?.pushAPI?.line == 3)
    let called = Self.read([
      ("AppDelegate.swift", Self.launch("import Firebase", "FirebaseApp.configure()\n    Messaging.messaging().delegate = self"))
    ])
    #expect(Self.sdks(called.profile) == ["firebase"])
    for header in ["@import FirebaseMessaging;", "#import <FirebaseMessaging/FirebaseMessaging.h>"] {
      let objc = Self.read([
        (
          "AppDelegate.m",
          "#import \"AppDelegate.h\"\n@import FirebaseCore;\n\(header)\n\n@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n  [FIRApp configure];\n  return YES;\n}\n@end\n"
        )
      ])
      #expect(Self.sdks(objc.profile) == ["firebase"], "\(header)")
    }
    let legacy = Self.read([
      (
        "AppDelegate.m",
        "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n  [FIRApp configure];\n  [FIRMessaging messaging].delegate = self;\n  return YES;\n}\n@end\n"
      )
    ])
    #expect(Self.sdks(legacy.profile) == ["firebase"])
  }

  @Test func firebaseMessagingLinkedByThePodfileIsAPushSDK() throws {
    // FIRMessaging.h: autoInitEnabled "By default … enabled": linked and configured, it registers by itself.
    let podfile = "PODS:\n  - FirebaseCore (10.1.0)\n  - FirebaseMessaging (10.1.0):\n    - FirebaseCore (~> 10.0)\n"
    let read = Self.read([("AppDelegate.swift", Self.launch("import FirebaseCore", "FirebaseApp.configure()")), ("Podfile.lock", podfile)])
    #expect(Self.sdks(read.profile) == ["firebase"])
    let place = try #require(read.facts.sdks.first { $0.id == "firebase" }?.pushAPI)
    #expect(place.file == "Podfile.lock" && place.line == 3)
  }

  // MARK: - The other packs

  @Test func grovsForLinksOnlyIsNotInTheSimulatedApp() {
    // seeds/004: the push API is setPushToken, handleNotificationResponse/Open, isGrovsNotification, the extension.
    let links = Self.read([
      ("AppDelegate.swift", Self.launch("import Grovs", "Grovs.configure(APIKey: \"key\", useTestEnvironment: false, delegate: nil)"))
    ])
    #expect(Self.sdks(links.profile) == [])
    let push = Self.read([
      (
        "AppDelegate.swift",
        Self.launch(
          "import Grovs", "Grovs.configure(APIKey: \"key\", useTestEnvironment: false, delegate: nil)",
          members:
            "  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {\n    Grovs.setPushToken(deviceToken: deviceToken)\n  }"
        )
      )
    ])
    #expect(Self.sdks(push.profile) == ["grovs"])
  }

  @Test func brazeWithoutItsNotificationsAPIIsNotInTheSimulatedApp() {
    let analytics = Self.read([
      (
        "AppDelegate.swift",
        Self.launch(
          "import BrazeKit",
          "let braze = Braze(configuration: Braze.Configuration(apiKey: \"k\", endpoint: \"e\"))\n    braze.changeUser(userId: \"u\")")
      )
    ])
    #expect(Self.sdks(analytics.profile) == [])
    let push = Self.read([
      (
        "AppDelegate.swift",
        Self.launch(
          "import BrazeKit",
          "let configuration = Braze.Configuration(apiKey: \"k\", endpoint: \"e\")\n    configuration.push.automation = true\n    AppDelegate.braze = Braze(configuration: configuration)",
          members: "  static var braze: Braze?")
      )
    ])
    #expect(Self.sdks(push.profile) == ["braze"])
    #expect(push.profile.values["sdks.braze.automation"] == .bool(true))
  }

  @Test func brazeAutomationSetStepByStepInObjectiveCIsAutomation() throws {
    // braze-inc/braze-swift-sdk @f866739 Examples/ObjC/Sources/PushNotifications-Automatic/AppDelegate.m sets the six steps.
    let steps = [
      "automaticSetup", "requestAuthorizationAtLaunch", "registerDeviceToken", "handleBackgroundNotification", "handleNotificationResponse",
      "willPresentNotification",
    ]
    func objc(_ lines: [String]) -> (facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]) {
      Self.read([
        (
          "AppDelegate.m",
          "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n  BRZConfiguration *configuration = [[BRZConfiguration alloc] initWithApiKey:@\"k\" endpoint:@\"e\"];\n"
            + lines.map { "  \($0)\n" }.joined()
            + "  AppDelegate.braze = [[Braze alloc] initWithConfiguration:configuration];\n  return YES;\n}\n@end\n"
        )
      ])
    }
    let all = objc(steps.map { "configuration.push.automation.\($0) = YES;" })
    #expect(Self.sdks(all.profile) == ["braze"])
    #expect(all.profile.values["sdks.braze.automation"] == .bool(true))
    let some = objc(["configuration.push.automation.automaticSetup = YES;"])
    let source = try #require(some.sources.first { $0.key == "sdks.braze.automation" })
    #expect(source.isDefault && source.why.contains("automaticSetup"))
  }

  // MARK: - Arguments read exactly

  static func braze(_ subscribe: String) -> (facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]) {
    read([
      (
        "AppDelegate.swift",
        launch(
          "import BrazeKit",
          "let braze = Braze(configuration: Braze.Configuration(apiKey: \"k\", endpoint: \"e\"))\n    AppDelegate.braze = braze\n    subscription = braze.notifications.\(subscribe) { payload in print(payload) }",
          members: "  static var braze: Braze?\n  var subscription: Braze.Cancellable?")
      )
    ])
  }

  @Test func brazePayloadTypesAreReadExactly() throws {
    // braze-inc/braze-swift-sdk @f866739 CHANGELOG.md 10.0.0: "To continue subscribing only to "Push Opened" events, pass in
    // [.opened]"; "If the parameter is omitted, it will subscribe to both by default".
    #expect(Self.braze("subscribeToUpdates(payloadTypes: [.opened])").profile.values["sdks.braze.updatePayloadTypes"] == .array([.string("opened")]))
    #expect(
      Self.braze("subscribeToUpdates(payloadTypes: .received)").profile.values["sdks.braze.updatePayloadTypes"] == .array([.string("received")]))
    #expect(
      Self.braze("subscribeToUpdates(payloadTypes: [.received, .opened])").profile.values["sdks.braze.updatePayloadTypes"]
        == .array([.string("opened"), .string("received")]))
    let omitted = Self.braze("subscribeToUpdates")
    #expect(omitted.profile.values["sdks.braze.updatePayloadTypes"] == .array([.string("opened"), .string("received")]))
    #expect(omitted.sources.first { $0.key == "sdks.braze.updatePayloadTypes" }?.isDefault == false)
    // A value pushsim does not read stays the default, and the provenance says what the code wrote.
    let variable = Self.braze("subscribeToUpdates(payloadTypes: self.payloadTypes)")
    let source = try #require(variable.sources.first { $0.key == "sdks.braze.updatePayloadTypes" })
    #expect(source.isDefault && source.why.contains("self.payloadTypes"))
  }

  @Test func aBrazeClosureSubscribedToOpenedOnlyHearsNoReceivedPush() throws {
    // Fact 11: .received is a foreground push; with payloadTypes [.opened] the closure does not hear it.
    let payload = #"{"aps":{"alert":"hi"},"ab":{"c":"campaign"}}"#
    let both = try Self.foregroundSteps(payload, set: [])
    #expect(both.contains { $0.contains("subscribeToUpdates closure") && $0.contains(".received") })
    let opened = try Self.foregroundSteps(payload, set: [#"sdks.braze.updatePayloadTypes=["opened"]"#])
    #expect(!opened.contains { $0.contains("subscribeToUpdates closure") && $0.contains(".received") })
    // A tap is an opened payload: the closure still hears it.
    #expect(opened.contains { $0.contains("subscribeToUpdates closure") && $0.contains(".opened") })
  }

  static func foregroundSteps(_ json: String, set: [String]) throws -> [String] {
    var profile = BrazeModel.profile
    for assignment in set { try profile.apply(assignment: assignment) }
    let device = Device(world: World.starting(in: .background, profile: profile))
    device.apply(.foreground)
    let payload = Payload(document: try JSONParser().parse(json))
    device.apply(.deliver(PushMessage(file: "p.json", payload: payload, classification: Classifier.standard.classify(payload), id: nil)))
    device.apply(.tap(id: nil, action: nil))
    return device.steps.map { "\($0.call) \($0.note)" }
  }
}
