import PushSimCore
import PushSimSwiftSource
import Testing

@testable import PushSimCore

/// Issue 23, item 3: code real apps are made of. A delegate that hands the callback to the delegate that was there
/// before it (Cordova and React Native plugins keep it), a Flutter plugin that starts the SDK and sets the delegate in
/// its own native code, and an SDK call that only records the push's delivery.
@Suite struct ThirdPartyForwardTests {
  static func facts(_ files: [(String, String)]) -> WiringFacts {
    let module = WiringModule.reading(files.map { (path: $0.0, bytes: Array($0.1.utf8)) }) { path, text in SwiftSource.read(path: path, text: text) }
    return WiringAnalyzer.analyze(module)
  }

  /// A plugin's delegate that saved the previous one calls the same method on it with the response and the handler:
  /// the tap goes on to that delegate (`forwards:previous-delegate`), before anything the plugin does itself.
  @Test func aSavedPreviousDelegateIsAForward() {
    let swift = """
      import UIKit
      import UserNotifications

      class PushPlugin: NSObject, UNUserNotificationCenterDelegate {
        weak var previousDelegate: UNUserNotificationCenterDelegate?

        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
          previousDelegate?.userNotificationCenter?(center, didReceive: response, withCompletionHandler: completionHandler)
        }
      }
      """
    let facts = Self.facts([("PushPlugin.swift", swift)])
    #expect(facts.didReceive.kindLabel == "forwards:previous-delegate")
    #expect(facts.didReceive.completion == "passed-to-sdk" || facts.didReceive.completion == "some-paths", "\(facts.didReceive.completion)")

    let objc = """
      #import "AppDelegate+Plugin.h"
      @implementation AppDelegate (Plugin)
      - (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {
          [self.delegate userNotificationCenter:center didReceiveNotificationResponse:response withCompletionHandler:completionHandler];
      }
      @end
      """
    #expect(Self.facts([("AppDelegate+Plugin.m", objc)]).didReceive.kindLabel == "forwards:previous-delegate")
  }

  /// The same method name on an SDK's class (IterableAppIntegration.userNotificationCenter…) is that SDK's, and a call
  /// on self is the app's own code, not a hand-over.
  @Test func anSDKClassOrSelfIsNotAPreviousDelegate() {
    let body = { (call: String) in
      """
      import UIKit
      import IterableSDK

      class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
          \(call)
        }
      }
      """
    }
    let iterable = Self.facts([
      (
        "AppDelegate.swift",
        body("IterableAppIntegration.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)")
      )
    ])
    #expect(iterable.didReceive.kindLabel == "forwards:iterable")
    let own = Self.facts([
      ("AppDelegate.swift", body("self.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)"))
    ])
    #expect(own.didReceive.kindLabel != "forwards:previous-delegate")
  }

  /// The Mapp Engage Flutter plugin (`mapp_sdk`) starts Mapp and sets the notification-center delegate to its
  /// PushMessageDelegate in its own native code (MappSdkPlugin.m): an app delegate that only imports its header uses
  /// Mapp, and the SDK takes the delegate.
  @Test func aFlutterPluginImportNamesItsSDK() {
    let objc = """
      #import "AppDelegate.h"
      #import <mapp_sdk/PushMessageDelegate.h>

      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        return [super application:application didFinishLaunchingWithOptions:launchOptions];
      }
      @end
      """
    let facts = Self.facts([("AppDelegate.m", objc)])
    #expect(facts.sdks.map(\.id) == ["mapp"])
    #expect(facts.delegate.assigned == "sdk")
    #expect(facts.sdks.first?.place.line == 2)
    // A header of the app's own (quotes), or of an unknown framework, names nothing.
    let other = Self.facts([("AppDelegate.m", objc.replacingOccurrences(of: "<mapp_sdk/PushMessageDelegate.h>", with: "<OtherKit/Other.h>"))])
    #expect(other.sdks.isEmpty)
  }

  /// Firebase's exportDeliveryMetricsToBigQuery(withMessageInfo:) records the push's delivery for BigQuery (Firebase
  /// "Understand message delivery", Apple platforms): the app's method does not hand the push to Firebase with it.
  @Test func aDeliveryMetricsCallIsNotAForward() {
    let swift = """
      import UIKit
      import FirebaseMessaging

      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
          Messaging.serviceExtension().exportDeliveryMetricsToBigQuery(withMessageInfo: userInfo)
          completionHandler(.newData)
        }
      }
      """
    #expect(Self.facts([("AppDelegate.swift", swift)]).didReceiveRemoteNotification.kindLabel == "app-only")
    let forwarded = swift.replacingOccurrences(
      of: "Messaging.serviceExtension().exportDeliveryMetricsToBigQuery(withMessageInfo: userInfo)",
      with: "Messaging.messaging().appDidReceiveMessage(userInfo)")
    #expect(Self.facts([("AppDelegate.swift", forwarded)]).didReceiveRemoteNotification.kindLabel == "forwards:firebase")
  }

  /// A React Native community module the app hands the response to is a forward to that module, by its name
  /// (react-native-community/push-notification-ios's AppDelegate code: `[RNCPushNotificationIOS didReceiveNotificationResponse:response]`).
  @Test func aReactNativeModuleIsNamed() {
    let objc = """
      #import "AppDelegate.h"
      #import <RNCPushNotificationIOS.h>
      @implementation AppDelegate
      - (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {
        [RNCPushNotificationIOS didReceiveNotificationResponse:response];
        completionHandler();
      }
      @end
      """
    let facts = Self.facts([("AppDelegate.m", objc)])
    #expect(facts.sdks.map(\.id) == ["rn-push-notification-ios"])
    #expect(facts.didReceive.kindLabel == "forwards:rn-push-notification-ios")
    #expect(facts.didReceive.completion == "once")
  }

  /// `[[.banner, .sound]]` is an option set written as an array of option sets: the union, as UNNotificationPresentationOptions
  /// reads it (an OptionSet is ExpressibleByArrayLiteral of its own type).
  @Test func anArrayOfOptionSetsIsTheirUnion() {
    let swift = """
      import UIKit
      import UserNotifications

      class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
          completionHandler([[.banner, .sound], .list])
        }
      }
      """
    #expect(Self.facts([("AppDelegate.swift", swift)]).willPresent.label == "[.banner,.sound,.list]")
  }

  static func appDelegate(didReceive: String, fetch: String = "completionHandler(.noData)", extra: String = "") -> String {
    """
    import UIKit
    import UserNotifications

    class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
      }
      func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        \(didReceive)
      }
      func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        \(fetch)
      }
    }
    \(extra)
    """
  }

  /// Issue 23: a call into a type the files do not declare and pushsim does not know (a small vendor's SDK, a bridge)
  /// that receives the push is reported as `other`, with its name, and the completion handler given to it is that
  /// party's to call (`passed-to-sdk`), not a path pushsim cannot see (`some-paths`, a false error).
  @Test func aThirdPartyThatGetsThePushIsOtherByName() throws {
    let facts = Self.facts([
      (
        "AppDelegate.swift",
        Self.appDelegate(
          didReceive: "AcmePush.shared.handle(response, completion: completionHandler)",
          fetch: "PushPlugin.didReceive(userInfo)\n    completionHandler(.noData)")
      )
    ])
    #expect(facts.didReceive.kindLabel == "forwards:other")
    #expect(facts.didReceive.forwardsTo.first?.name == "AcmePush")
    #expect(facts.didReceive.forwardsTo.first?.call == "AcmePush.shared.handle")
    #expect(facts.didReceive.completion == "passed-to-sdk")
    #expect(facts.didReceiveRemoteNotification.kindLabel == "forwards:other")
    #expect(facts.didReceiveRemoteNotification.completion == "once")
    #expect(facts.sdks.map(\.label) == ["other (AcmePush)", "other (PushPlugin)"])
    let findings = WiringRules.findings(facts)
    #expect(!findings.contains { $0.rule == "wiring-did-receive-completion" }, "\(findings.map(\.rule))")
    // The text report names it, and the JSON carries it.
    #expect(WiringReport.text(facts, style: .plain).contains("forwards to other (AcmePush) · completion passed-to-sdk"))
    let json = try JSONParser().parse(WiringReport.json(facts)).value
    #expect(json.value(at: "/facts/didReceive/forwardsTo/0/name") == .string("AcmePush"))
    #expect(json.value(at: "/facts/sdks/0/name") == .string("AcmePush"))
  }

  /// Not a third party: Apple's types (NotificationCenter, DispatchQueue, JSONSerialization), the app's own types, an
  /// object of unknown type (`manager`), and a constructor.
  @Test func appleTheAppAndUnknownObjectsAreNotThirdParties() {
    for call in [
      "NotificationCenter.default.post(name: .init(\"tap\"), object: nil, userInfo: response.notification.request.content.userInfo)\n    completionHandler()",
      "DispatchQueue.main.async { print(response); completionHandler() }",
      "_ = try? JSONSerialization.data(withJSONObject: response.notification.request.content.userInfo)\n    completionHandler()",
      "Router.shared.open(response)\n    completionHandler()",
      "manager.handle(response)\n    completionHandler()",
      "_ = TapEvent(response)\n    completionHandler()",
    ] {
      let facts = Self.facts([
        (
          "AppDelegate.swift",
          Self.appDelegate(didReceive: call, extra: "final class Router { static let shared = Router(); func open(_ r: Any) {} }")
        )
      ])
      #expect(facts.didReceive.kindLabel == "app-only", "\(call)")
      #expect(facts.didReceive.completion == "once", "\(call)")
      #expect(!facts.sdks.contains { $0.id == WiringFacts.otherSDK }, "\(call)")
    }
  }

  /// React Native and Cordova bridges of SDKs pushsim knows are named as the SDK they wrap (each pack's catalog entry,
  /// with the bridge's source).
  @Test func knownBridgesAreTheirSDK() {
    for (call, sdk) in [
      ("[[BrazeReactUtils sharedInstance] populateInitialPayloadFromLaunchOptions:userInfo];", "braze"),
      ("[RNFBMessagingModule didReceiveNotification:userInfo];", "firebase"),
      ("[[RCTOneSignal sharedInstance] handleNotification:userInfo];", "onesignal"),
      ("[AirshipReactNative.shared onNotification:userInfo];", "airship"),
      ("[[CleverTapReactManager sharedInstance] handleNotification:userInfo];", "clevertap"),
      ("[RNMappEventEmmiter handlePush:userInfo];", "mapp"),
    ] {
      let objc = """
        #import "AppDelegate.h"
        @implementation AppDelegate
        - (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
          \(call)
          completionHandler(UIBackgroundFetchResultNoData);
        }
        @end
        """
      let facts = Self.facts([("AppDelegate.m", objc)])
      #expect(facts.didReceiveRemoteNotification.kindLabel == "forwards:\(sdk)", "\(call)")
      #expect(facts.sdks.map(\.id).contains(sdk), "\(call)")
    }
  }
}
