import Foundation
import PushSimSwiftSource
import Testing

@testable import PushSimCore

/// Issue 32 item 1: the conditions ordinary app code writes before it hands a push to an SDK, read as predicates over
/// the payload. Each case is code a team writes (the shapes the issue lists), and the routing a reader of that code
/// writes down by hand: which SDK gets the push, and when. What the code cannot tell stays `unknown`, never guessed.
@Suite struct RoutingShapesTests {
  static func module(_ files: [(String, String)]) -> WiringModule {
    WiringModule(
      files: files.map { name, text in
        name.hasSuffix(".m") ? ObjCScanner.read(path: name, bytes: Array(text.utf8)) : SwiftSource.read(path: name, text: text)
      })
  }

  /// Each SDK the tap reaches, with its condition.
  static func routes(_ files: [(String, String)]) -> [String: RoutingPredicate] {
    let facts = WiringAnalyzer.analyze(module(files))
    var found: [String: RoutingPredicate] = [:]
    for forward in facts.didReceive.forwardsTo { found[forward.sdk] = forward.when }
    return found
  }

  static let header = """
    import UIKit
    import UserNotifications
    class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
      }
      func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo

    """

  static func delegate(_ body: String, more: String = "") -> (String, String) {
    ("AppDelegate.swift", header + body + "\n  }\n" + more + "\n}\n")
  }

  /// An `if let` that opens the app's own screen, completes and returns: the forward after it gets the other pushes.
  @Test func anEarlyReturnIsRouting() {
    let routes = Self.routes([
      Self.delegate(
        """
            if let workoutID = userInfo["workout_id"] as? String {
              print(workoutID)
              completionHandler()
              return
            }
            Messaging.messaging().appDidReceiveMessage(userInfo)
            completionHandler()
        """)
    ])
    #expect(routes["firebase"] == .not(.has(["workout_id"])))
  }

  /// An early return in one arm of an if/else, in a nested if, and in a switch arm.
  @Test func earlyReturnsInArmsAndNestedBranches() {
    let routes = Self.routes([
      Self.delegate(
        """
            if userInfo["silent"] != nil {
              if userInfo["kind"] as? String == "sync" {
                completionHandler()
                return
              }
            } else {
              print("visible")
            }
            switch userInfo["source"] as? String {
            case "inbox":
              completionHandler()
              return
            default:
              break
            }
            Messaging.messaging().appDidReceiveMessage(userInfo)
            completionHandler()
        """)
    ])
    let expected = RoutingPredicate.all([
      .not(.all([.has(["silent"]), .equals(["kind"], .string("sync"))])), .not(.equals(["source"], .string("inbox"))),
    ])
    #expect(routes["firebase"] == expected, "\(routes["firebase"]?.text ?? "-")")
  }

  /// A return inside a loop may or may not run: what follows is undecided, never assumed.
  @Test func aReturnInsideALoopIsUndecided() {
    let routes = Self.routes([
      Self.delegate(
        """
            for handler in handlers {
              if handler.handles(userInfo) { completionHandler(); return }
            }
            Messaging.messaging().appDidReceiveMessage(userInfo)
            completionHandler()
        """, more: "  var handlers: [PushHandler] = []")
    ])
    #expect(routes["firebase"]?.unknowns.isEmpty == false, "\(routes["firebase"]?.text ?? "-")")
  }

  /// A computed property of a Dictionary extension in another file, switched on, with a `default` arm; and a
  /// multi-statement Bool property read per way it returns.
  @Test func computedPropertiesInExtensionsAndSwitchDefault() {
    let extensions = (
      "Push/Dictionary+Push.swift",
      """
      extension Dictionary where Key == AnyHashable {
        var pushSource: String? { self["source"] as? String }
        var isMarketing: Bool {
          guard let kind = self["kind"] as? String else { return false }
          if kind.hasPrefix("promo.") { return true }
          return self["campaign"] != nil
        }
      }
      """
    )
    let routes = Self.routes([
      extensions,
      Self.delegate(
        """
            if userInfo.isMarketing { completionHandler(); return }
            switch userInfo.pushSource {
            case "grovs":
              Grovs.handleNotificationResponse(response)
            default:
              Messaging.messaging().appDidReceiveMessage(userInfo)
            }
            completionHandler()
        """),
    ])
    let marketing = RoutingPredicate.any([
      .all([.has(["kind"]), .prefix(["kind"], "promo.")]), .all([.has(["kind"]), .not(.prefix(["kind"], "promo.")), .has(["campaign"])]),
    ])
    #expect(routes["grovs"] == .all([.not(marketing), .equals(["source"], .string("grovs"))]), "\(routes["grovs"]?.text ?? "-")")
    #expect(routes["firebase"] == .all([.not(marketing), .not(.equals(["source"], .string("grovs")))]), "\(routes["firebase"]?.text ?? "-")")
  }

  /// A static helper in another file with an `is` test, and a ternary that names the provider.
  @Test func staticHelpersTypeTestsAndTernaries() {
    let helpers = (
      "Push/PushRouting.swift",
      """
      enum PushRouting {
        static func isIterable(_ userInfo: [AnyHashable: Any]) -> Bool {
          userInfo["itbl"] is [AnyHashable: Any]
        }
        static func provider(of userInfo: [AnyHashable: Any]) -> String {
          return userInfo["ab"] != nil ? "braze" : "firebase"
        }
      }
      """
    )
    let routes = Self.routes([
      helpers,
      Self.delegate(
        """
            if PushRouting.isIterable(userInfo) {
              IterableAppIntegration.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)
              return
            }
            if PushRouting.provider(of: userInfo) == "firebase" {
              Messaging.messaging().appDidReceiveMessage(userInfo)
            }
            completionHandler()
        """),
    ])
    #expect(routes["iterable"] == .has(["itbl"]))
    #expect(routes["firebase"] == .all([.not(.has(["itbl"])), .not(.has(["ab"]))]), "\(routes["firebase"]?.text ?? "-")")
  }

  /// A static helper that returns an optional, bound with `if let` before an early return (the marketplace's seller
  /// notifications): the forward after it runs where the helper returned nil.
  @Test func anOptionalHelperBoundWithIfLet() {
    let helpers = (
      "Push/PushRouting.swift",
      """
      enum PushRouting {
        static func sellerKind(_ userInfo: [AnyHashable: Any]) -> String? {
          guard let kind = userInfo["kind"] as? String, kind.hasPrefix("seller.") else {
            return nil
          }
          return kind
        }
      }
      """
    )
    let routes = Self.routes([
      helpers,
      Self.delegate(
        """
            if let kind = PushRouting.sellerKind(userInfo) {
              print(kind)
              completionHandler()
              return
            }
            Messaging.messaging().appDidReceiveMessage(userInfo)
            completionHandler()
        """),
    ])
    #expect(routes["firebase"] == .not(.all([.has(["kind"]), .prefix(["kind"], "seller.")])), "\(routes["firebase"]?.text ?? "-")")
  }

  /// Grovs answers whether a push is its own (seeds/004 "Pushes from other providers": `handleNotificationResponse`
  /// returns false for pushes Grovs didn't send; a Grovs push has a non-empty grovs_campaign_id).
  @Test func anSDKsAnswerIsItsOwnPredicate() {
    let routes = Self.routes([
      Self.delegate(
        """
            if Grovs.handleNotificationResponse(response) {
              completionHandler()
              return
            }
            Messaging.messaging().appDidReceiveMessage(userInfo)
            completionHandler()
        """)
    ])
    // A non-empty string: `prefix(K, "")` holds exactly for a string value.
    #expect(routes["firebase"] == .not(.all([.prefix(["grovs_campaign_id"], ""), .not(.equals(["grovs_campaign_id"], .string("")))])))
  }

  /// The documented hand-over: Braze answers true for its own pushes (a non-empty `ab` object, SDKPredicates), CleverTap's
  /// own check (a key starting with W$ or wzrk_), and Airship's check on the notification itself.
  @Test func vendorsChecksInConditionLists() {
    let routes = Self.routes([
      Self.delegate(
        """
            if userInfo["workout_id"] != nil, let braze = AppDelegate.braze,
              braze.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler)
            {
              return
            }
            if CleverTap.sharedInstance()?.isCleverTapNotification(userInfo) == true {
              CleverTap.sharedInstance()?.handleNotification(withData: userInfo)
            } else if response.notification.isAirshipPush() {
              print("airship")
            } else {
              Messaging.messaging().appDidReceiveMessage(userInfo)
            }
            completionHandler()
        """, more: "  static var braze: Braze? = nil")
    ])
    #expect(routes["braze"] == .has(["workout_id"]), "\(routes["braze"]?.text ?? "-")")
    let notBraze = RoutingPredicate.not(.all([.has(["workout_id"]), .nonEmptyObject(["ab"])]))
    let cleverTap = RoutingPredicate.keyPrefix([], ["W$", "wzrk_"])
    #expect(routes["clevertap"] == .all([notBraze, cleverTap]), "\(routes["clevertap"]?.text ?? "-")")
    #expect(
      routes["firebase"] == .all([notBraze, .not(cleverTap), .not(.present(["com.urbanairship.metadata"]))]), "\(routes["firebase"]?.text ?? "-")")
  }

  /// Objective-C: a category method on NSDictionary, `valueForKeyPath:`, and `isEqualToString:` with the literal first.
  @Test func objectiveCCategoriesAndKeyPaths() {
    let category = (
      "NSDictionary+Push.m",
      """
      @implementation NSDictionary (Push)
      - (BOOL)isInboxPush {
        return [@"inbox" isEqualToString:[self objectForKey:@"source"]];
      }
      @end
      """
    )
    let delegate = (
      "AppDelegate.m",
      """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        [UNUserNotificationCenter currentNotificationCenter].delegate = self;
        return YES;
      }
      - (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {
        NSDictionary *userInfo = response.notification.request.content.userInfo;
        if ([userInfo isInboxPush]) {
          completionHandler();
          return;
        }
        if ([userInfo valueForKeyPath:@"aps.category"] != nil) {
          [[FIRMessaging messaging] appDidReceiveMessage:userInfo];
        }
        completionHandler();
      }
      @end
      """
    )
    let routes = Self.routes([category, delegate])
    #expect(
      routes["firebase"] == .all([.not(.equals(["source"], .string("inbox"))), .has(["aps", "category"])]), "\(routes["firebase"]?.text ?? "-")")
  }
}
