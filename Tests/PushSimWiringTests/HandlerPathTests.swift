import Foundation
import PushSimSwiftSource
import Testing

@testable import PushSimCore

/// Issue 32 items 2 and 4: completion handlers and presentation options judged per path. Each case is a small delegate
/// of our own in a shape real apps write, with what Apple's UNUserNotificationCenterDelegate and UIApplicationDelegate
/// pages and the SDKs' own sources say of it:
/// - A7 (willPresent): the handler must be called "at some point during your implementation"; A15 (didReceive): call it
///   "when you finish processing the user's response"; A1 (fetch): call it as soon as the work is done.
/// - Braze takes the handler only when `handleUserNotification` / `handleBackgroundNotification` answer true, and the
///   app calls it otherwise: braze-inc/braze-swift-sdk@ad6ec0f Examples/Swift/Sources/PushNotifications-Manual/
///   AppDelegate.swift and @69ae5c9 Examples/ObjC/Sources/PushNotifications-Manual/AppDelegate.m (sdk-behaviour-more.md
///   §2.4 fact 19).
/// - Customer.io's `MessagingPush.shared.userNotificationCenter(_:didReceive:withCompletionHandler:) -> Bool` calls the
///   handler and answers true for its pushes, answers false without calling it for others "to allow another SDK to call
///   the completionHandler()": customerio/customerio-ios@0fc386b
///   Sources/MessagingPush/PushHandling/ManualPushHandling+UserNotifications.swift (§6.5 fact 16).
@Suite struct HandlerPathTests {
  static func facts(_ name: String, _ text: String) -> WiringFacts {
    WiringAnalyzer.analyze(RoutingShapesTests.module([(name, text)]))
  }

  /// The 1-based line and byte column where `needle` first occurs in `text`.
  static func place(of needle: String, in text: String, file: String = "AppDelegate.swift") -> CodePlace? {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let range = line.range(of: needle) {
        return CodePlace(file: file, line: index + 1, column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
      }
    }
    return nil
  }

  /// The rules about completion handlers (A7, A15, A1).
  static let completionRules: Set<String> = [
    "wiring-did-receive-completion", "wiring-completion-twice", "wiring-completion-after-sdk", "wiring-will-present-completion",
    "wiring-drn-completion",
  ]

  static func completionFindings(_ facts: WiringFacts) -> [WiringFinding] {
    WiringRules.findings(facts).filter { completionRules.contains($0.rule) }
  }

  static let launch = """
    import UIKit
    import UserNotifications
    import BrazeKit

    class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
      static var braze: Braze? = nil
      let workout = WorkoutSession.shared

      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
      }

    """

  static let willPresentHeader =
    "  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {\n"
  static let didReceiveHeader =
    "  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {\n"
  static let fetchHeader =
    "  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {\n"

  static func app(_ methods: String...) -> String { launch + methods.joined(separator: "\n") + "}\n" }

  /// The fitness app's willPresent: nothing while a workout records, a banner otherwise.
  static let workoutWillPresent = app(
    willPresentHeader + """
          guard !workout.isRecording else { return }
          completionHandler([.banner, .list, .sound])
        }

      """)

  /// One path returns without calling the handler; the normal path presents banner, list and sound. That is not
  /// "never calls its handler" with no options: the options depend on the path, and the defect is at the `return`.
  @Test func willPresentWithAnEarlyReturnIsConditionalNotNever() throws {
    let text = Self.workoutWillPresent
    let facts = Self.facts("AppDelegate.swift", text)
    #expect(facts.willPresent.kind == "conditional")
    let paths = try #require(facts.willPresent.paths)
    #expect(paths.map(\.completion) == ["never", "once"])
    #expect(paths[0].place == Self.place(of: "return }", in: text))
    #expect(paths[0].returnsHere)
    #expect(paths[1].value == "[.banner,.list,.sound]")
    #expect(paths[1].place == Self.place(of: "completionHandler([.banner", in: text))
    // The recording state is the app's, not the payload's: undecided, never guessed.
    #expect(paths[1].when == .not(.unknown("workout.isRecording")))
    let findings = WiringRules.findings(facts).filter { $0.rule == "wiring-will-present-completion" }
    #expect(findings.map(\.place) == [Self.place(of: "return }", in: text)])
    #expect(findings.map(\.severity) == [.error])
  }

  /// No path calls the handler: `never-calls-handler` (A7), reported at the method.
  @Test func willPresentThatNeverCallsIsNeverCallsHandler() {
    let text = Self.app(
      Self.willPresentHeader + """
            if workout.isRecording { return }
            print(notification.request.identifier)
          }

        """)
    let facts = Self.facts("AppDelegate.swift", text)
    #expect(facts.willPresent.kind == "never-calls-handler")
    let findings = WiringRules.findings(facts).filter { $0.rule == "wiring-will-present-completion" }
    #expect(findings.count == 1 && findings.first?.place == facts.willPresent.place)
  }

  /// The app completes three kinds of tap itself and gives Braze's pushes to Braze: every path completes once, the
  /// app on three, Braze on one. Not `passed-to-sdk`.
  @Test func appCallsOnThreePathsAndAnSDKOnOne() throws {
    let text = Self.app(
      Self.didReceiveHeader + """
            let userInfo = response.notification.request.content.userInfo
            if let workoutID = userInfo["workout_id"] as? String {
              print(workoutID)
              completionHandler()
              return
            }
            if userInfo["kind"] as? String == "silent" {
              completionHandler()
              return
            }
            guard userInfo["ab"] != nil else {
              completionHandler()
              return
            }
            AppDelegate.braze?.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler)
          }

        """)
    let facts = Self.facts("AppDelegate.swift", text)
    #expect(facts.didReceive.completion == "once")
    let paths = try #require(facts.didReceive.paths)
    #expect(paths.map(\.completion) == ["once", "once", "once", "passed-to-sdk"])
    #expect(paths.last?.sdk == "braze")
    #expect(paths.last?.when == .all([.not(.has(["workout_id"])), .not(.equals(["kind"], .string("silent"))), .has(["ab"])]))
    #expect(paths.first?.when == .has(["workout_id"]))
    #expect(Self.completionFindings(facts).map(\.rule) == [])
  }

  /// Braze's and Customer.io's hand-over, in the ways apps test the answer: each is called once — by the SDK where it
  /// answers true, by the app where it answers false.
  @Test(arguments: [
    "guard !(AppDelegate.braze?.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler) ?? false) else { return }\n    completionHandler()",
    "let handled = AppDelegate.braze?.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler) ?? false\n    if handled { return }\n    completionHandler()",
    "if !(AppDelegate.braze?.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler) ?? false) { completionHandler() }",
    "if AppDelegate.braze?.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler) == true { return }\n    completionHandler()",
    "if MessagingPush.shared.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler) { return }\n    completionHandler()",
    "let handled = MessagingPush.shared.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)\n    if !handled { completionHandler() }",
  ])
  func theSDKsHandOverIsOnce(_ body: String) throws {
    let facts = Self.facts("AppDelegate.swift", Self.app(Self.didReceiveHeader + "    " + body + "\n  }\n"))
    #expect(facts.didReceive.completion == "once", "\(body)")
    #expect(facts.didReceive.paths?.map(\.completion).sorted() == ["once", "passed-to-sdk"], "\(body)")
    #expect(Self.completionFindings(facts).map(\.rule) == [], "\(body)")
  }

  /// The fetch handler given to `handleBackgroundNotification`, Swift (the sample's `if let …, handle(…) { return }`).
  @Test func brazeBackgroundHandOverIsOnce() {
    let facts = Self.facts(
      "AppDelegate.swift",
      Self.app(
        Self.fetchHeader + """
              if let braze = AppDelegate.braze, braze.notifications.handleBackgroundNotification(userInfo: userInfo, fetchCompletionHandler: completionHandler) {
                return
              }
              completionHandler(.noData)
            }

          """))
    #expect(facts.drnLabel == "forwards:braze,handler:once")
    #expect(facts.didReceiveRemoteNotification.paths?.map(\.completion).sorted() == ["once", "passed-to-sdk"])
  }

  /// Braze's Objective-C sample: the instance behind a class getter, the answer kept in a BOOL.
  @Test func brazeObjectiveCHandOverIsOnce() throws {
    let text = """
      #import "AppDelegate.h"
      @import BrazeKit;

      @implementation AppDelegate

      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        [UNUserNotificationCenter currentNotificationCenter].delegate = self;
        return YES;
      }

      static Braze *_braze = nil;

      + (Braze *)braze {
        return _braze;
      }

      - (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
        BOOL processedByBraze = AppDelegate.braze != nil && [AppDelegate.braze.notifications handleBackgroundNotificationWithUserInfo:userInfo fetchCompletionHandler:completionHandler];
        if (processedByBraze) {
          return;
        }
        completionHandler(UIBackgroundFetchResultNoData);
      }

      - (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {
        if ([AppDelegate.braze.notifications handleUserNotificationWithResponse:response withCompletionHandler:completionHandler]) {
          return;
        }
        completionHandler();
      }

      @end
      """
    let facts = Self.facts("AppDelegate.m", text)
    #expect(facts.didReceive.kindLabel == "forwards:braze")
    #expect(facts.didReceive.completion == "once")
    #expect(facts.didReceive.paths?.map(\.completion).sorted() == ["once", "passed-to-sdk"])
    #expect(facts.drnLabel == "forwards:braze,handler:once")
    #expect(facts.didReceiveRemoteNotification.paths?.map(\.completion).sorted() == ["once", "passed-to-sdk"])
    #expect(Self.completionFindings(facts).map(\.rule) == [])
  }

  /// Calling it also where Braze took it is a second call on that path, whatever the answer test looks like.
  @Test func callingItAlsoWhereTheSDKTookItIsTwice() throws {
    let text = Self.app(
      Self.didReceiveHeader + """
            let handled = AppDelegate.braze?.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler) ?? false
            print(handled)
            completionHandler()
          }

        """)
    let facts = Self.facts("AppDelegate.swift", text)
    #expect(facts.didReceive.completion == "twice")
    #expect(facts.didReceive.paths?.map(\.completion).sorted() == ["once", "twice"])
  }

  /// A path that returns without calling is reported at its `return`, with its condition; the other paths are fine.
  @Test func aPathThatNeverCallsIsReportedWhereItReturns() throws {
    let text = Self.app(
      Self.didReceiveHeader + """
            guard let screen = response.notification.request.content.userInfo["screen"] as? String else { return }
            print(screen)
            completionHandler()
          }

        """)
    let facts = Self.facts("AppDelegate.swift", text)
    #expect(facts.didReceive.completion == "some-paths")
    let findings = WiringRules.findings(facts).filter { $0.rule == "wiring-did-receive-completion" }
    #expect(findings.map(\.place) == [Self.place(of: "return }", in: text)])
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.message.contains("returns here") == true)
    let never = try #require(facts.didReceive.paths?.first { $0.completion == "never" })
    #expect(never.when == .not(.has(["screen"])))
  }

  /// Given to a method these files do not show, the handler may or may not be called there: undecided (a warning at
  /// the call). The path that skips that method never calls it for sure: an error where it was decided.
  @Test func aPathThatRestsOnUnseenCodeIsAWarning() throws {
    let text = Self.app(
      Self.didReceiveHeader + """
            if let id = response.notification.request.content.userInfo["notificationId"] as? String {
              handleTap(notificationId: id, completionHandler: completionHandler)
            }
          }

        """)
    let facts = Self.facts("AppDelegate.swift", text)
    // The summary says what these files show: no path is seen to call it (the corpus's word for woojo-ios, whose helper
    // is in another file); the rules keep the unseen path undecided.
    #expect(facts.didReceive.completion == "never")
    let findings = WiringRules.findings(facts).filter { $0.rule == "wiring-did-receive-completion" }
    #expect(findings.map(\.severity) == [.error, .warning])
    #expect(findings.first?.place == Self.place(of: "if let id", in: text))
    #expect(findings.last?.place == Self.place(of: "handleTap(", in: text))
  }

  /// A Flutter app completes the pushes it handles itself and hands the rest to `super` (FlutterAppDelegate gives the
  /// handler to its plugins): once on every path, the app on one, super on the other.
  @Test func appAndSuperPathsAreOnce() throws {
    let text = """
      import Flutter
      import UIKit

      @main
      @objc class AppDelegate: FlutterAppDelegate {
        override func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
          if userInfo["seller"] != nil {
            completionHandler(.newData)
            return
          }
          super.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
        }
      }
      """
    let facts = Self.facts("AppDelegate.swift", text)
    #expect(facts.didReceiveRemoteNotification.completion == "once")
    let paths = try #require(facts.didReceiveRemoteNotification.paths)
    #expect(paths.map(\.completion) == ["once", "passed-to-super"])
    #expect(paths.map(\.when) == [.has(["seller"]), .not(.has(["seller"]))])
    #expect(paths.first?.value == ".newData")
  }

  /// A branch that does nothing to the handler adds no path: one path, no condition (nor does a local value).
  @Test func branchesThatDoNotTouchTheHandlerAddNoPaths() throws {
    let text = Self.app(
      Self.didReceiveHeader + """
            let verbose = true
            if verbose { print(response.actionIdentifier) }
            if response.actionIdentifier == "later" { print("later") } else { print("now") }
            switch response.notification.request.content.userInfo["kind"] as? String {
            case "a": print("a")
            default: print("other")
            }
            completionHandler()
          }

        """)
    let paths = try #require(Self.facts("AppDelegate.swift", text).didReceive.paths)
    #expect(paths.count == 1)
    #expect(paths.first?.conditions == [])
    #expect(paths.first?.when == .always)
  }

  /// Too many paths to list: the summary stays, the list is left out (nil), and the rule reports at the method.
  @Test func tooManyPathsAreNotListed() {
    let branches = (0..<40).map { "    if userInfo[\"k\($0)\"] != nil { completionHandler() }\n" }.joined()
    let text = Self.app(Self.didReceiveHeader + "    let userInfo = response.notification.request.content.userInfo\n" + branches + "  }\n")
    let facts = Self.facts("AppDelegate.swift", text)
    #expect(facts.didReceive.completion == "twice")
    #expect(facts.didReceive.paths == nil)
  }
}
