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
}
