import PushSimCore
import PushSimSwiftSource
import Testing

@testable import PushSimCore

/// Issue 32 item 6: shapes real apps carry, each from the framework's or SDK's public source. Our own small samples.
@Suite struct AppShapeTests {
  static func read(_ files: [(String, String)]) -> (facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]) {
    SDKPresenceTests.read(files)
  }

  static func rules(_ facts: WiringFacts) -> [String] { WiringRules.all.filter { !$0.check(facts).isEmpty }.map(\.id) }

  // MARK: - Framework app delegates and their plugins

  static let flutterDelegate = """
    import UIKit
    import Flutter
    import CleverTapSDK

    @main
    @objc class AppDelegate: FlutterAppDelegate {
      override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
      }
      override func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        if CleverTap.sharedInstance()?.isCleverTapNotification(userInfo) == true {
          CleverTap.sharedInstance()?.handleNotification(withData: userInfo)
          completionHandler(.newData)
          return
        }
        super.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
      }
    }
    """

  /// A registrant as `flutter pub get` writes it, with the plugins given.
  static func registrant(_ plugins: [(module: String, type: String)]) -> String {
    var text = "#import \"GeneratedPluginRegistrant.h\"\n\n"
    for plugin in plugins {
      text +=
        "#if __has_include(<\(plugin.module)/\(plugin.type).h>)\n#import <\(plugin.module)/\(plugin.type).h>\n#else\n@import \(plugin.module);\n#endif\n\n"
    }
    text += "@implementation GeneratedPluginRegistrant\n\n+ (void)registerWithRegistry:(NSObject<FlutterPluginRegistry>*)registry {\n"
    for plugin in plugins { text += "  [\(plugin.type) registerWithRegistrar:[registry registrarForPlugin:@\"\(plugin.type)\"]];\n" }
    return text + "}\n\n@end\n"
  }

  @Test func flutterSuperHandsTheFetchHandlerToFirebaseMessagingForItsOwnPushes() throws {
    // FlutterAppDelegate offers didReceiveRemoteNotification to its plugins until one returns YES (flutter/flutter
    // @51837a4 FlutterPluginAppLifeCycleDelegate.mm); FLTFirebaseMessagingPlugin returns YES and completes it when the
    // push carries gcm.message_id (firebase/flutterfire @895cd89 FLTFirebaseMessagingPlugin.m).
    let read = Self.read([
      ("Runner/AppDelegate.swift", Self.flutterDelegate),
      (
        "Runner/GeneratedPluginRegistrant.m",
        Self.registrant([("clevertap_plugin", "CleverTapPlugin"), ("firebase_messaging", "FLTFirebaseMessagingPlugin")])
      ),
    ])
    let override = try #require(read.facts.overrides.first { $0.selector.hasPrefix("application(_:didReceiveRemoteNotification:") })
    #expect(override.superclass == "FlutterAppDelegate" && override.callsSuper)
    let handOff = try #require(override.handOff)
    #expect(handOff.handling == .firstPluginThatTakesIt)
    #expect(handOff.takers.map(\.sdk) == ["firebase"])
    #expect(handOff.completedWhen == .has(["gcm.message_id"]))
    // Nothing in the app assigns the notification-center delegate: firebase_messaging makes itself the delegate.
    #expect(read.facts.delegate.assigned == "sdk")
    #expect(read.facts.delegate.detail == "firebase via firebase_messaging")
    #expect(SDKPresenceTests.sdks(read.profile) == ["clevertap", "firebase"])
  }

  @Test func aFlutterPluginLinkedByThePodfileTakesItsCallbacksToo() throws {
    // Flutter's default .gitignore leaves GeneratedPluginRegistrant.m out; Podfile.lock lists each plugin as a pod of its name.
    let podfile =
      "PODS:\n  - Firebase/Messaging (10.29.0):\n    - FirebaseMessaging (~> 10.29.0)\n  - firebase_messaging (14.9.4):\n    - Flutter\n  - Flutter (1.0.0)\n\nDEPENDENCIES:\n  - firebase_messaging (from `.symlinks/plugins/firebase_messaging/ios`)\n"
    let read = Self.read([("Runner/AppDelegate.swift", Self.flutterDelegate), ("Podfile.lock", podfile)])
    let use = try #require(read.facts.plugins.first)
    #expect(use.name == "firebase_messaging" && use.place.file == "Podfile.lock" && use.place.line == 4)
    let handOff = try #require(read.facts.overrides.first { $0.callsSuper && $0.handOff != nil }?.handOff)
    #expect(handOff.takers.map(\.plugin) == ["firebase_messaging"])
  }

  @Test func withoutAPluginThatTakesItNobodyCompletesTheSuperCall() throws {
    let read = Self.read([("Runner/AppDelegate.swift", Self.flutterDelegate)])
    let handOff = try #require(read.facts.overrides.first { $0.callsSuper && $0.handOff != nil }?.handOff)
    #expect(handOff.takers.isEmpty)
    #expect(handOff.completedWhen == nil)
    // A Flutter app whose plugins are not in these files: the delegate stays unknown.
    #expect(read.facts.delegate.assigned == "unknown")
  }

  @Test func cleverTapBridgesSetThemselvesAsItsPushDelegate() {
    // clevertap-flutter @0c17091 CleverTapPlugin.m init, clevertap-react-native @aadbd9d CleverTapReactManager.m init,
    // clevertap-cordova @2c95c7c CleverTapPlugin.m pluginInitialize: [clevertap setPushNotificationDelegate:self].
    let flutter = Self.read([
      ("Runner/AppDelegate.swift", Self.flutterDelegate),
      ("Runner/GeneratedPluginRegistrant.m", Self.registrant([("clevertap_plugin", "CleverTapPlugin")])),
    ])
    #expect(flutter.profile.values["sdks.clevertap.pushDelegate"] == .bool(true))
    #expect(flutter.sources.first { $0.key == "sdks.clevertap.pushDelegate" }?.why.contains("clevertap_plugin") == true)
    let imported = Self.read([
      (
        "AppDelegate.swift",
        Self.flutterDelegate.replacingOccurrences(of: "import CleverTapSDK", with: "import CleverTapSDK\nimport clevertap_plugin")
      )
    ])
    #expect(imported.profile.values["sdks.clevertap.pushDelegate"] == .bool(true))
    let reactNative = Self.read([
      (
        "AppDelegate.m",
        "#import <CleverTapReact/CleverTapReactManager.h>\n@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n  [CleverTap autoIntegrate];\n  [[CleverTapReactManager sharedInstance] applicationDidLaunchWithOptions:launchOptions];\n  return YES;\n}\n@end\n"
      )
    ])
    #expect(reactNative.profile.values["sdks.clevertap.pushDelegate"] == .bool(true))
    // Native only, no bridge and no setPushNotificationDelegate: none is set.
    let native = Self.read([
      ("AppDelegate.swift", Self.flutterDelegate.replacingOccurrences(of: "FlutterAppDelegate", with: "UIResponder, UIApplicationDelegate"))
    ])
    #expect(native.profile.values["sdks.clevertap.pushDelegate"] == .bool(false))
  }

  @Test func reactNativeAndCordovaAppDelegatesForwardNothingToSuper() throws {
    // RCTAppDelegate implements only didFinishLaunching (facebook/react-native @ff3bff9 RCTAppDelegate.mm), CDVAppDelegate
    // only launch and openURL (apache/cordova-ios @b392124 CDVAppDelegate.m): an override that does not call super cuts
    // nobody off, and one that does reaches nothing.
    for superclass in ["RCTAppDelegate", "CDVAppDelegate"] {
      let read = Self.read([
        (
          "AppDelegate.m",
          "@interface AppDelegate : \(superclass) <UNUserNotificationCenterDelegate>\n@end\n@implementation AppDelegate\n- (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {\n  completionHandler(UIBackgroundFetchResultNoData);\n}\n@end\n"
        )
      ])
      let override = try #require(read.facts.overrides.first, "\(superclass)")
      #expect(override.superclass == superclass)
      #expect(override.handOff?.handling == .nothing)
      #expect(!Self.rules(read.facts).contains("wiring-super-not-called"), "\(superclass)")
    }
    // A protocol after the superclass is not the superclass (UIResponder <RCTBridgeDelegate>).
    let bridge = Self.read([
      (
        "AppDelegate.m",
        "@interface AppDelegate : UIResponder <UIApplicationDelegate, RCTBridgeDelegate>\n@end\n@implementation AppDelegate\n- (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {\n  completionHandler(UIBackgroundFetchResultNoData);\n}\n@end\n"
      )
    ])
    #expect(bridge.facts.overrides.isEmpty)
  }

  // MARK: - Configuration objects

  static func iterable(_ answer: String) -> (facts: WiringFacts, profile: AppProfile, sources: [ProfileSource]) {
    read([
      (
        "AppDelegate.swift",
        SDKPresenceTests.launch(
          "import IterableSDK",
          "let config = IterableConfig()\n    config.urlDelegate = self\n    config.allowedProtocols = [\"tel\", \"shop\"]\n    IterableAPI.initialize(apiKey: \"key\", launchOptions: launchOptions, config: config)",
          members: """
              func handle(iterableURL url: URL, inContext context: IterableActionContext) -> Bool {
                \(answer)
              }
              func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
                IterableAppIntegration.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)
              }
            """)
      )
    ])
  }

  @Test func iterableSettingsMadeOnTheConfigObjectAreRead() throws {
    // Iterable/swift-sdk @6c14977 IterableConfig.swift: urlDelegate's handle(iterableURL:inContext:) "Return true to
    // override default behavior"; allowedProtocols.
    let opens = Self.iterable("Router.open(url)\n    return true")
    #expect(opens.profile.values["sdks.iterable.urlHandling"] == .string("app"))
    #expect(opens.profile.values["sdks.iterable.allowedProtocols"] == .array([.string("tel"), .string("shop")]))
    // A delegate that answers false, apart from none (issue 34).
    #expect(Self.iterable("return false").profile.values["sdks.iterable.urlHandling"] == .string("declines"))
    let mixed = Self.iterable("if url.host == \"shop\" { return true }\n    return false")
    let source = try #require(mixed.sources.first { $0.key == "sdks.iterable.urlHandling" })
    #expect(source.isDefault && source.why.contains("depend"))
  }

  @Test func airshipOptionSetsAreReadExactly() {
    // Fact 12 (`alert` is list + banner, H3); AirshipFeature `.all` holds push and analytics (urbanairship/ios-library
    // @1122c76 AirshipPrivacyManager.swift).
    func airship(_ lines: String) -> AppProfile {
      Self.read([
        (
          "AppDelegate.swift",
          SDKPresenceTests.launch("import AirshipCore", "var config = AirshipConfig.default()\n    \(lines)\n    Airship.takeOff(config)")
        )
      ])
      .profile
    }
    let shown = airship("config.enabledFeatures = [.push]\n    Airship.push.defaultPresentationOptions = [.sound, .banner]")
    #expect(shown.values["sdks.airship.defaultPresentationOptions"] == .array([.string("sound"), .string("banner")]))
    #expect(shown.values["sdks.airship.enabledFeatures"] == .array([.string("push")]))
    let legacy = airship("config.enabledFeatures = .all\n    Airship.push.defaultPresentationOptions = [.alert]")
    #expect(legacy.values["sdks.airship.defaultPresentationOptions"] == .array([.string("list"), .string("banner")]))
    #expect(legacy.values["sdks.airship.enabledFeatures"] == .array([.string("push"), .string("analytics")]))
  }

  // MARK: - When code runs relative to launch

  @Test func aDelegateAssignedInAnAsyncBlockOfAHelperIsAssignedAfterLaunch() {
    let helper = """
      import UIKit
      import OneSignalFramework

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          setUpPush(launchOptions)
          DispatchQueue.main.async { self.startOneSignal(launchOptions) }
          return true
        }
        private func setUpPush(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
          DispatchQueue.main.async {
            UNUserNotificationCenter.current().delegate = self
          }
        }
        private func startOneSignal(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
          OneSignal.initialize("app-id", withLaunchOptions: launchOptions)
        }
      }
      """
    let read = Self.read([("AppDelegate.swift", helper)])
    #expect(read.facts.delegate.assigned == "didFinishLaunching-async")
    #expect(read.profile.values["app.delegate.assigned"] == .string("after-launch-returns"))
    // The helper that starts OneSignal is called from inside the block: it runs after launch returns.
    #expect(read.profile.values["sdks.onesignal.initialized"] == .bool(false))
  }

  @Test func theSwiftUIAppAndItsAdaptorsInitializersRunBeforeLaunch() {
    // App.main() "Initializes and runs the app" (developer.apple.com/documentation/swiftui/app/main()); the adaptor's class
    // is the app delegate, created before didFinishLaunching.
    let app = """
      import SwiftUI
      import FirebaseCore
      import FirebaseMessaging

      @main
      struct ShopApp: App {
        @UIApplicationDelegateAdaptor(ShopDelegate.self) var delegate
        init() {
          UNUserNotificationCenter.current().delegate = NotificationRouter.shared
        }
        var body: some Scene { WindowGroup { Text("Shop") } }
      }

      final class ShopDelegate: NSObject, UIApplicationDelegate {
        override init() {
          FirebaseApp.configure()
          super.init()
        }
      }
      """
    let read = Self.read([("ShopApp.swift", app)])
    let module = WiringModule.reading([(path: "ShopApp.swift", bytes: Array(app.utf8))]) { SwiftSource.read(path: $0, text: $1) }
    #expect(AppFrameworks.appDelegates(module).contains("ShopDelegate"))
    #expect(read.facts.delegate.assigned == "didFinishLaunching-before-return")
    #expect(read.profile.values["sdks.firebase.configured"] == .bool(true))
  }

  // MARK: - Older spellings and APIs still shipped

  @Test func aSwift2DelegateMethodIsTheOneIOSCalls() {
    // Swift 2: the first parameter name is no label; `[NSObject : AnyObject]` is Swift 2's userInfo (SE-0116 made it
    // [AnyHashable: Any] in Swift 3).
    let swift2 = """
      import UIKit
      import AirshipKit

      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
          let config = UAConfig.defaultConfig()
          config.automaticSetupEnabled = false
          UAirship.takeOff(config)
          UAirship.push().userPushNotificationsEnabled = true
          UAirship.push().pushNotificationDelegate = self
          return true
        }
        func application(application: UIApplication, didReceiveRemoteNotification userInfo: [NSObject : AnyObject], fetchCompletionHandler completionHandler: (UIBackgroundFetchResult) -> Void) {
          UAAppIntegration.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
        }
      }
      """
    let read = Self.read([("AppDelegate.swift", swift2)])
    #expect(read.facts.deadMethods.isEmpty)
    #expect(read.facts.didReceiveRemoteNotification.kindLabel == "forwards:airship")
    #expect(read.facts.didReceiveRemoteNotification.completion == "passed-to-sdk")
    #expect(SDKPresenceTests.sdks(read.profile) == ["airship"])
    #expect(read.profile.values["sdks.airship.takeOff"] == .bool(true))
    #expect(read.profile.values["sdks.airship.automaticSetup"] == .bool(false))
    #expect(read.profile.values["sdks.airship.forwardsRemoteNotification"] == .bool(true))
    #expect(read.profile.values["sdks.airship.pushNotificationDelegate"] == .string("completes"))
    // The same label with Swift 3's types is a method iOS never calls.
    let swift3 = swift2.replacingOccurrences(of: "[NSObject : AnyObject]", with: "[AnyHashable: Any]")
      .replacingOccurrences(of: "[NSObject: AnyObject]?", with: "[UIApplication.LaunchOptionsKey: Any]?")
    let dead = Self.read([("AppDelegate.swift", swift3)]).facts
    #expect(dead.deadMethods.map(\.selector) == ["application(application:didReceiveRemoteNotification:fetchCompletionHandler:)"])
    #expect(dead.didReceiveRemoteNotification.kind == "absent")
  }

  @Test func airshipsObjectiveCAPIIsRead() {
    // urbanairship/ios-library @bc69116 UAAppIntegration.h, @5866660 UAConfig.h (automaticSetupEnabled).
    let objc = """
      #import "AppDelegate.h"
      @import AirshipKit;

      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          UAConfig *config = [UAConfig defaultConfig];
          config.automaticSetupEnabled = NO;
          [UAirship takeOff:config];
          [[UAirship push] setPushNotificationDelegate:self];
          return YES;
      }
      - (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
          [UAAppIntegration application:application didReceiveRemoteNotification:userInfo fetchCompletionHandler:completionHandler];
      }
      - (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {
          [UAAppIntegration userNotificationCenter:center didReceiveNotificationResponse:response withCompletionHandler:completionHandler];
      }
      @end
      """
    let read = Self.read([("AppDelegate.m", objc)])
    #expect(read.profile.values["sdks.airship.automaticSetup"] == .bool(false))
    #expect(read.profile.values["sdks.airship.forwardsRemoteNotification"] == .bool(true))
    #expect(read.profile.values["sdks.airship.forwardsResponse"] == .bool(true))
    #expect(read.profile.values["sdks.airship.forwardsPresentation"] == .bool(false))
    #expect(read.profile.values["sdks.airship.pushNotificationDelegate"] == .string("completes"))
  }

  @Test func oneSignalsOlderStartCallsAreRead() {
    // 3.x: setLaunchOptions, setAppId, setNotificationOpenedHandler (OneSignal/OneSignal-iOS-SDK @8eff946 OneSignal.h).
    let v3 = Self.read([
      (
        "AppDelegate.swift",
        SDKPresenceTests.launch(
          "import OneSignal",
          "OneSignal.setLaunchOptions(launchOptions)\n    OneSignal.setAppId(\"3x-app\")\n    OneSignal.setNotificationOpenedHandler { result in print(result) }"
        )
      )
    ])
    #expect(v3.profile.values["sdks.onesignal.initialized"] == .bool(true))
    #expect(v3.profile.values["sdks.onesignal.appId"] == .string("3x-app"))
    #expect(v3.profile.values["sdks.onesignal.clickListener"] == .string("launch"))
    // 2.x: initWithLaunchOptions:appId:handleNotificationAction:settings: (one-signal/OneSignal-iOS-SDK @97e9e67 OneSignal.h).
    let v2 = Self.read([
      (
        "AppDelegate.m",
        "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n  [OneSignal initWithLaunchOptions:launchOptions appId:@\"2x-app\" handleNotificationAction:nil settings:@{}];\n  return YES;\n}\n@end\n"
      )
    ])
    #expect(v2.profile.values["sdks.onesignal.initialized"] == .bool(true))
    #expect(v2.profile.values["sdks.onesignal.appId"] == .string("2x-app"))
    #expect(v2.profile.values["sdks.onesignal.clickListener"] == .string("none"))
  }
}
