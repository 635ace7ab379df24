/// The wiring rules (issue 12). Each reads the facts only; the examples are small apps the tests
/// run through `pushsim wiring`'s reader.
public enum WiringRules {
  /// didFinishLaunching that assigns the delegate before it returns.
  static let launch = """
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
      }
    """

  static func app(_ body: String, launch: String = launch) -> WiringExample {
    WiringExample(
      "AppDelegate.swift",
      """
      import UIKit
      import UserNotifications

      class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
      \(launch)
      \(body)
      }
      """)
  }

  static let didReceiveHeader =
    "  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {"
  static let forwardToMapp =
    "    Appoxee.shared()?.userNotificationCenter(center, didReceive: response, withAppoxeeCompletionHandler: completionHandler)"
  static let willPresentHeader =
    "  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {"
  static let drnHeader =
    "  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {"

  /// The SDKs that send pushes of their own (Firebase only delivers others' pushes, DESIGN.md §3).
  /// Every SDK the code calls, its push API used or not: the rules are about an SDK that is in the app and whose push
  /// integration is missing (corpus-apps grovs-rn-example: Grovs configured, push never wired). The simulated app carries
  /// only the SDKs whose push API is used (`WiringFacts.pushSDKs`, ProfileFromCode).
  static func pushProviders(_ facts: WiringFacts) -> [String] { facts.sdks.map(\.id).filter { SDKs.pack($0)?.sendsPushes ?? true } }

  static func isProviderFilter(_ condition: String) -> Bool {
    ["userInfo", "push_provider", "response", "notification", "Notification", "request.content"].contains { condition.contains($0) }
  }

  /// The iOS and app rules, each pack's own (registry order), and the rules about any SDK's start and dead code.
  public static let all: [WiringRule] = handlers + delegate + forwarding + pushKit + SDKs.all.flatMap { $0.wiringRules } + sdkSetup + code

  public static func rule(id: String) -> WiringRule? { all.first { $0.id == id } }

  /// Code over the readers' budget (`SourceBudget`, issue 31).
  static let tooComplexID = "wiring-source-too-complex"

  /// Every finding for the facts, in place order. An error at a function holding code over the readers' budget is
  /// undecided: a warning that says so (DESIGN.md §7).
  public static func findings(_ facts: WiringFacts) -> [WiringFinding] {
    all.flatMap { $0.findings(facts) }.map(facts.undecided.decided).sorted {
      ($0.place ?? CodePlace(file: "", line: 0, column: 0), $0.rule) < ($1.place ?? CodePlace(file: "", line: 0, column: 0), $1.rule)
    }
  }

  // MARK: - Completion handlers

  static let handlers: [WiringRule] = [
    WiringRule(
      id: "wiring-did-receive-completion", title: "didReceive does not call its completion handler on every path",
      severity: .error,
      rationale:
        "iOS hands userNotificationCenter(_:didReceive:withCompletionHandler:) a handler to call when the app has processed the response. A path that never calls it (nor gives it to an SDK that does) leaves the system waiting: the tap's background time runs out and later responses may be dropped. Exactly one party calls it, once.",
      source: "A15; seeds/000 Call the Completion Handler Exactly Once",
      triggering: [app(didReceiveHeader + "\n    print(response.notification.request.content.userInfo)\n  }")],
      nonTriggering: [app(didReceiveHeader + "\n    print(response.actionIdentifier)\n    completionHandler()\n  }")],
      check: { facts in uncompleted(facts.didReceive, name: "didReceive") }),
    WiringRule(
      id: "wiring-completion-twice", title: "A completion handler is called twice",
      severity: .error,
      rationale:
        "A delegate method's completion handler is called exactly once. A second call (two branches that both call it, or a call before and after another party's) is a programming error the system does not expect.",
      source: "A15; A7; A1; seeds/000 Call the Completion Handler Exactly Once",
      triggering: [
        app(didReceiveHeader + "\n    completionHandler()\n    if response.actionIdentifier == \"open\" { completionHandler() }\n  }"),
        // Called, then given to the SDK (which calls it too): twice, at the app's call (issue 19).
        app(didReceiveHeader + "\n    if response.actionIdentifier == \"x\" { completionHandler() }\n" + forwardToMapp + "\n  }"),
      ],
      nonTriggering: [app(didReceiveHeader + "\n    if response.actionIdentifier == \"open\" { print(\"open\") }\n    completionHandler()\n  }")],
      check: { facts in
        var found: [WiringFinding.Draft] = []
        for handler in [facts.didReceive, facts.didReceiveRemoteNotification] where handler.completion == "twice" && !handler.calledAfterSDK {
          // At both calls (issue 19), each naming the other; at the method when the code gives no two places.
          guard handler.twiceAt.count == 2 else {
            found.append(.init("\(handler.selector ?? "") can call its completion handler twice", handler.place))
            continue
          }
          for (index, place) in handler.twiceAt.enumerated() {
            let other = handler.twiceAt[1 - index]
            found.append(
              .init(
                "\(handler.selector ?? "")'s completion handler runs twice on one path, here and at line \(other.line): call it once",
                place))
          }
        }
        if facts.willPresent.callCounts.contains(2) {
          found.append(.init("\(facts.willPresent.selector ?? "willPresent") can call its completion handler twice", facts.willPresent.place))
        }
        return found
      }),
    WiringRule(
      id: "wiring-completion-stored-and-called", title: "A completion handler is stored and also called",
      severity: .warning,
      rationale:
        "A delegate method's completion handler is called exactly once. A method that keeps it in a property (for code elsewhere to call later) and also calls it itself calls it twice as soon as that other code runs; keep it or call it, not both.",
      source: "A15; A7; A1",
      triggering: [app(didReceiveHeader + "\n    pendingCompletion = completionHandler\n    completionHandler()\n  }")],
      nonTriggering: [
        app(didReceiveHeader + "\n    pendingCompletion = completionHandler\n  }"),
        app(didReceiveHeader + "\n    completionHandler()\n  }"),
      ],
      check: { facts in
        [facts.didReceive, facts.didReceiveRemoteNotification].compactMap { handler in
          guard let stored = handler.storedAt, ["once", "twice", "some-paths"].contains(handler.completion) else { return nil }
          return .init(
            "\(handler.selector ?? "") keeps its completion handler here and also calls it: when the kept one is called later, it is called twice",
            stored)
        }
      }),
    WiringRule(
      id: "wiring-completion-after-sdk", title: "The completion handler is called after it was given to an SDK",
      severity: .error,
      rationale:
        "When the system completion handler is passed to the SDK (Mapp's withAppoxeeCompletionHandler), the SDK calls it. Calling it again in the app is a second call; call it only from the SDK's completion block.",
      source: "seeds/000 Forward Notification Taps; seeds/000 Call the Completion Handler Exactly Once",
      triggering: [
        app(
          didReceiveHeader
            + "\n    Appoxee.shared()?.userNotificationCenter(center, didReceive: response, withAppoxeeCompletionHandler: completionHandler)\n    completionHandler()\n  }"
        )
      ],
      nonTriggering: [
        app(
          didReceiveHeader
            + "\n    Appoxee.shared()?.userNotificationCenter(center, didReceive: response, withAppoxeeCompletionHandler: {\n      completionHandler()\n    })\n  }"
        ),
        // A call before the handler is given away is a second call (wiring-completion-twice), not one after the SDK's.
        app(didReceiveHeader + "\n    if response.actionIdentifier == \"x\" { completionHandler() }\n" + forwardToMapp + "\n  }"),
      ],
      check: { facts in
        [facts.didReceive, facts.didReceiveRemoteNotification].filter(\.calledAfterSDK).map { handler in
          .init(
            "\(handler.selector ?? "") calls its completion handler after giving it to \(handler.forwardsTo.first?.sdk ?? "an SDK")", handler.place)
        }
      }),
    WiringRule(
      id: "wiring-will-present-completion", title: "willPresent does not call its completion handler on every path",
      severity: .error,
      rationale:
        "iOS shows a foreground notification only with the options passed to willPresent's completion handler. A path that never calls it shows nothing and leaves the system waiting; pass [] to show nothing on purpose.",
      source: "A7; seeds/002 App Owns the Delegate",
      triggering: [app(willPresentHeader + "\n    print(notification.request.identifier)\n  }")],
      nonTriggering: [app(willPresentHeader + "\n    completionHandler([.banner, .list, .sound])\n  }")],
      check: { facts in
        let present = facts.willPresent
        guard present.kind != "absent", !present.isAsync, present.callCounts.contains(0) else { return [] }
        let selector = present.selector ?? "willPresent"
        if present.callCounts != [0], let paths = neverPaths(present.paths, selector: selector) { return paths }
        return [.init("\(selector) calls its completion handler on \(present.callCounts == [0] ? "no path" : "some paths only")", present.place)]
      }),
    WiringRule(
      id: "wiring-drn-completion", title: "didReceiveRemoteNotification does not call its completion handler on every path",
      severity: .error,
      rationale:
        "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) must call its handler with a UIBackgroundFetchResult as soon as the work is done; iOS measures the time and throttles apps that do not, and the background push is not counted as handled.",
      source: "A1; seeds/000 Receive Remote Notifications",
      triggering: [app(drnHeader + "\n    print(userInfo)\n  }")],
      nonTriggering: [app(drnHeader + "\n    print(userInfo)\n    completionHandler(.newData)\n  }")],
      check: { facts in uncompleted(facts.didReceiveRemoteNotification, name: "didReceiveRemoteNotification") }),
  ]

  /// A handler not called on every path: on no path, a finding at the method; on some, one at each path that does not
  /// call it (issue 32 item 4), where it returns or where its branch was decided — a warning where that rests on code
  /// pushsim cannot see. Without a list of paths (too many), one finding at the method.
  static func uncompleted(_ handler: WiringFacts.Handler, name: String) -> [WiringFinding.Draft] {
    guard handler.completion == "never" || handler.completion == "some-paths" else { return [] }
    let selector = handler.selector ?? name
    if let paths = neverPaths(handler.paths, selector: selector) { return paths }
    return [.init("\(selector) calls its completion handler on \(handler.completion == "never" ? "no path" : "some paths only")", handler.place)]
  }

  /// One finding per path that never calls the handler; nil when there is no list or no such path.
  static func neverPaths(_ paths: [WiringFacts.HandlerPath]?, selector: String) -> [WiringFinding.Draft]? {
    let never = (paths ?? []).filter { $0.completion == "never" }
    guard !never.isEmpty else { return nil }
    return never.map { path in
      let when = path.conditions.isEmpty ? "" : " (when \(path.condition))"
      if path.undecided {
        return .init(
          "\(selector) may not call its completion handler on this path\(when): it gives it to code pushsim cannot see (undecided)", path.place,
          severity: .warning)
      }
      return .init(
        path.returnsHere
          ? "\(selector) returns here without calling its completion handler\(when)"
          : "\(selector) does not call its completion handler on the path decided here\(when)", path.place)
    }
  }

  // MARK: - The delegate

  static let delegate: [WiringRule] = [
    WiringRule(
      id: "wiring-delegate-late", title: "The notification-center delegate is assigned after launch",
      severity: .error,
      rationale:
        "iOS delivers the tap that launched the app to the delegate that is set when application(_:didFinishLaunchingWithOptions:) returns. Assigned inside a callback (requestAuthorization, DispatchQueue…async, a Task), it is set too late for that tap, and not at all when the callback does not run (permission denied).",
      source: "seeds/000 Step 5; seeds/004 §3; A6",
      triggering: [
        app(
          "",
          launch: """
              func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in
                  if granted { UNUserNotificationCenter.current().delegate = self }
                }
                return true
              }
            """)
      ],
      nonTriggering: [app("")],
      check: { facts in
        guard facts.delegate.assigned == "didFinishLaunching-async" else { return [] }
        return [
          .init(
            "UNUserNotificationCenter.current().delegate is assigned inside a callback, after didFinishLaunching returns: a tap that launches the app is not delivered to it",
            facts.delegate.place)
        ]
      }),
    WiringRule(
      id: "wiring-delegate-never", title: "Delegate methods, but no code assigns the delegate",
      severity: .error,
      rationale:
        "iOS calls userNotificationCenter(_:didReceive:…) and willPresent only on the object assigned to UNUserNotificationCenter.current().delegate. When nothing in the app assigns it (and no SDK takes it), those methods are dead code: taps are not forwarded and foreground pushes are not shown.",
      source: "seeds/000 Step 5; A6",
      triggering: [
        app(
          didReceiveHeader + "\n    completionHandler()\n  }",
          launch:
            "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }"
        )
      ],
      nonTriggering: [app(didReceiveHeader + "\n    completionHandler()\n  }")],
      check: { facts in
        guard facts.delegate.assigned == "never" else { return [] }
        let implemented = [facts.didReceive.place, facts.willPresent.place].compactMap { $0 }
        let needing = pushProviders(facts).filter { SDKs.pack($0)?.needsNotificationDelegate ?? false }
        let registers = facts.registration
        guard !implemented.isEmpty || !needing.isEmpty || registers != nil else { return [] }
        let what =
          !implemented.isEmpty
          ? "the delegate methods are never called"
          : !needing.isEmpty
            ? "\(needing.joined(separator: " and ")) needs taps from the notification-center delegate"
            : "the app asks for notifications, but foreground pushes are never shown and taps only open the app"
        // Taps handed to the SDK in the deprecated pre-iOS 10 callbacks instead (corpus-apps appoxee-iosartifacts): whether
        // iOS still calls them without a delegate is not what the seeds say, so it is undecided, a warning (DESIGN.md §7).
        let legacy = needing.compactMap { legacyTapForward(facts, sdk: $0) }.first
        return [
          .init(
            "no code assigns UNUserNotificationCenter.current().delegate: \(what)"
              + (legacy.map { " (undecided: the app hands pushes to the SDK in the deprecated callback \($0.function), line \($0.place.line))" } ?? ""),
            implemented.first ?? facts.sdks.first?.place ?? registers, severity: legacy == nil ? nil : .warning)
        ]
      }),
    WiringRule(
      id: "wiring-delegate-owners", title: "Several objects assign themselves as the delegate",
      severity: .warning,
      rationale:
        "UNUserNotificationCenter has one delegate: the last assignment wins, and the other object's willPresent and didReceive are never called. Keep one owner and route from it.",
      source: "seeds/002 Implementation Details; A6",
      triggering: [
        app(
          "  func setUp() { UNUserNotificationCenter.current().delegate = NotificationRouter.shared }",
          launch: """
              func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                UNUserNotificationCenter.current().delegate = self
                setUp()
                return true
              }
            """)
      ],
      nonTriggering: [app("")],
      check: { facts in
        // Two objects, or one object assigning itself again from another method (clobbering whoever set it in between).
        let assignments = facts.delegate.assignments
        let values = Set(assignments.map(\.value))
        let functions = Set(assignments.map(\.function))
        guard values.count > 1 || functions.count > 1, let last = assignments.last else { return [] }
        let sites = assignments.map { "\($0.value) in \($0.function)" }.joined(separator: ", ")
        return [.init("the delegate is assigned \(assignments.count) times (\(sites)): only the last assignment counts", last.place)]
      }),
  ]

  // MARK: - Forwarding to SDKs

  static let forwarding: [WiringRule] = [
    WiringRule(
      id: "wiring-tap-not-forwarded", title: "An SDK is present but taps never reach it",
      severity: .error,
      rationale:
        "Mapp Engage (manual integration) and Grovs learn of a tap only when the app's didReceive forwards it (userNotificationCenter(_:didReceive:withAppoxeeCompletionHandler:), Grovs.handleNotificationResponse). Without it the landing page or deep link does not open and the click or open is not counted.",
      source: "seeds/000 What Happens Without Forwarding; seeds/004 §3",
      triggering: [
        app(
          didReceiveHeader + "\n    completionHandler()\n  }",
          launch: """
              func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                Appoxee.shared()?.engage(withLaunchOptions: launchOptions, andDelegate: self, andSDKID: "key", with: .L3)
                UNUserNotificationCenter.current().delegate = self
                return true
              }
            """)
      ],
      nonTriggering: [
        app(
          didReceiveHeader + "\n" + mappForward + "  }",
          launch: """
              func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                Appoxee.shared()?.engage(withLaunchOptions: launchOptions, andDelegate: self, andSDKID: "key", with: .L3)
                UNUserNotificationCenter.current().delegate = self
                return true
              }
            """)
      ],
      check: { facts in
        let forwarded = Set(facts.didReceive.forwardsTo.map(\.sdk))
        // When the delegate is an SDK's or not in these files, the taps may reach the SDK another way.
        let elsewhere = facts.delegate.assigned == "sdk" || facts.delegate.assigned == "unknown"
        return pushProviders(facts).filter { (SDKs.pack($0)?.appMustForwardTaps(facts) ?? false) && !forwarded.contains($0) }.compactMap { sdk in
          guard !elsewhere || facts.didReceive.kind != "absent" else { return nil }
          let place = facts.didReceive.place ?? facts.sdks.first { $0.id == sdk }?.place
          if facts.didReceive.kind == "absent", let legacy = legacyTapForward(facts, sdk: sdk) {
            return .init(
              "\(sdk) is in the app but no didReceive forwards taps to it (undecided: the app hands pushes to it in the deprecated callback \(legacy.function), line \(legacy.place.line))",
              place, severity: .warning)
          }
          return .init("\(sdk) is in the app but didReceive does not forward taps to it: deep links do not open and clicks are not counted", place)
        }
      })
  ]

  /// The pre-iOS 10 callbacks an app may hand taps to an SDK in (UIApplicationDelegate, deprecated in iOS 10: Apple's
  /// application(_:didReceiveRemoteNotification:) and application(_:handleActionWithIdentifier:for:completionHandler:)).
  static let legacyTapSelectors: Set<String> = [
    "application:didReceiveRemoteNotification:", "application(_:didReceiveRemoteNotification:)",
    "application:handleActionWithIdentifier:forRemoteNotification:completionHandler:",
    "application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)",
    "application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:",
  ]

  /// The app's call into `sdk` in one of those callbacks, if any.
  static func legacyTapForward(_ facts: WiringFacts, sdk: String) -> WiringFacts.Call? {
    facts.calls.first { $0.sdk == sdk && legacyTapSelectors.contains($0.function) }
  }

  // MARK: - SDK set-up

  static func launchWith(_ line: String) -> String {
    """
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        \(line)
        UNUserNotificationCenter.current().delegate = self
        return true
      }
    """
  }

  static let sdkSetup: [WiringRule] = [
    WiringRule(
      id: "wiring-sdk-start-late", title: "The push SDK is started after launch",
      severity: .error,
      rationale:
        "Mapp Engage and Netmera are started in application(_:didFinishLaunchingWithOptions:), with the launch options, so the push that launched the app is handled. Started in DispatchQueue.main.asyncAfter, a Task or another callback, the SDK misses the launch tap.",
      source: "seeds/000 Step 4; seeds/003 Default Handling of Remote Notifications",
      triggering: [
        app(
          "",
          launch: launchWith(
            "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { Appoxee.shared()?.engage(withLaunchOptions: launchOptions, andDelegate: self, andSDKID: \"key\", with: .L3) }"
          ))
      ],
      nonTriggering: [
        app("", launch: launchWith("Appoxee.shared()?.engage(withLaunchOptions: launchOptions, andDelegate: self, andSDKID: \"key\", with: .L3)"))
      ],
      check: { facts in
        let starts = SDKs.all.flatMap { facts.calls($0.id, $0.launchStartMembers) }
        var found: [WiringFinding.Draft] = starts.compactMap { call in
          guard call.inClosure, call.runsIn.contains(where: WiringAnalyzer.Selectors.didFinishLaunching.contains) else { return nil }
          return .init(
            "\(call.callee) runs inside \(call.closureCallees.last ?? "a closure"), after didFinishLaunching returns: the push that launches the app is missed",
            call.place)
        }
        // An SDK whose cross-platform plugin starts it (and takes the delegate) only when the app's Dart code calls it:
        // after launch returns, without the launch options, unless the native code starts it itself.
        if facts.delegate.assigned == "sdk", let sdk = facts.delegate.detail, let pack = SDKs.pack(sdk), let why = pack.pluginStartsOnDartCall,
          facts.calls(sdk, pack.launchStartMembers).isEmpty
        {
          found.append(
            .init(
              "\(sdk) is started by its Flutter plugin when Dart calls engage, after didFinishLaunching returns (\(why)): the push that launches the app is missed",
              facts.delegate.place))
        }
        return found
      })
  ]

  // MARK: - Code iOS never calls

  static let code: [WiringRule] = [
    WiringRule(
      id: "wiring-super-not-called", title: "A push override does not call super",
      severity: .error,
      rationale:
        "FlutterAppDelegate (and React Native's app delegates) forward the push callbacks to plugins from their own implementation. An override that does not call super cuts the plugins off: the Dart or JavaScript push library never sees the callback.",
      source: "A1; A5",
      triggering: [
        WiringExample(
          "AppDelegate.swift",
          "import Flutter\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {\n  override func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {\n    print(userInfo)\n    completionHandler(.noData)\n  }\n}\n"
        )
      ],
      nonTriggering: [
        WiringExample(
          "AppDelegate.swift",
          "import Flutter\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {\n  override func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {\n    print(userInfo)\n    super.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)\n  }\n}\n"
        )
      ],
      check: { facts in
        // A framework app delegate that does not implement the callback (RCTAppDelegate, CDVAppDelegate: AppFrameworks)
        // forwards nothing: not calling super cuts nobody off.
        // Decided when a plugin of the app takes the callback (AppFrameworks' data), or nothing can: no error where the
        // app's plugin list is not in these files (no GeneratedPluginRegistrant, no Podfile.lock): a warning that says so
        // (issue 32 item 2; corpus-apps netmera-flutter-example, whose plugins take no willPresent, is clean).
        let pluginsKnown = facts.files.contains { $0.hasSuffix("GeneratedPluginRegistrant.m") || $0.hasSuffix("Podfile.lock") }
        // A framework base that implements no push callback (RCTAppDelegate, CDVAppDelegate: AppFrameworks) has nothing to
        // hand on for any of them, token callbacks included.
        func forwardsNothing(_ superclass: String) -> Bool {
          AppFrameworks.base(superclass).map { $0.handling.values.allSatisfy { $0 == .nothing } } ?? false
        }
        return facts.overrides.filter {
          !$0.callsSuper && !$0.superclass.isEmpty && $0.handOff?.handling != .nothing && !forwardsNothing($0.superclass)
        }.compactMap { override in
          let takers = override.handOff?.takers.map(\.plugin) ?? []
          if !takers.isEmpty {
            return .init(
              "\(override.owner).\(override.selector) overrides \(override.superclass) without calling super: \(takers.joined(separator: ", ")) never get this callback",
              override.place)
          }
          guard !pluginsKnown else { return nil }
          return .init(
            "\(override.owner).\(override.selector) overrides \(override.superclass) without calling super: a plugin that takes this callback would never get it (undecided: the app's plugin list, GeneratedPluginRegistrant.m or Podfile.lock, is not in these files)",
            override.place, severity: .warning)
        }
      }),
    WiringRule(
      id: "wiring-dead-delegate-method", title: "A delegate method iOS never calls",
      severity: .warning,
      rationale:
        "iOS finds delegate methods by their Objective-C selector. A wrong first label (application(application:…)), a private or fileprivate method, or the completion-less form of a method that only exists as async gives a method that looks right and is never called.",
      source: "A5; A1; A15",
      triggering: [
        app(
          "  private func application(application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {\n    print(userInfo)\n  }"
        )
      ],
      nonTriggering: [app(drnHeader + "\n    completionHandler(.noData)\n  }")],
      check: { facts in facts.deadMethods.map { .init("\($0.selector) is never called: \($0.why)", $0.place) } }),
    WiringRule(
      id: "wiring-source-does-not-parse", title: "A source file does not parse",
      severity: .warning,
      rationale:
        "pushsim reads Swift with the toolchain's own parser. Code it cannot read (a syntax error, a merge conflict marker, a half-written line) is skipped from that point, so the facts and the profile derived from the file may miss what is written there. The app itself would not compile.",
      source: "A25; DESIGN.md §6",
      triggering: [app("  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,\n  }")],
      nonTriggering: [app(didReceiveHeader + "\n    completionHandler()\n  }")],
      check: { facts in
        facts.unparsed.map { .init("\($0.file) does not parse from here: the facts read from it may be incomplete", $0) }
      }),
    WiringRule(
      id: tooComplexID, title: "Code over the wiring reader's budget",
      severity: .warning,
      rationale:
        "The sources come from a pull request, and the wiring reader has a fixed budget (docs/security.md): code nested deeper than \(SourceBudget.maxNesting) brackets, parentheses or braces, or a member chain of more than \(SourceBudget.maxChainLinks) links, is not read (it would exhaust the stack or the time of CI). The rest of the file and the report come out; the facts that depend on the construct are unknown, and an error at the function that holds it is reported as undecided. Hand-written code stays far below the budget: generated or obfuscated code is what reaches it.",
      source: "docs/security.md (Work stays linear); issue 31 item 2; DESIGN.md §7 (One containment rule, bounded readers)",
      triggering: [
        app(
          didReceiveHeader + "\n    let depth = " + String(repeating: "(", count: SourceBudget.maxNesting + 1) + "0"
            + String(repeating: ")", count: SourceBudget.maxNesting + 1) + "\n    completionHandler()\n  }")
      ],
      nonTriggering: [app(didReceiveHeader + "\n    let depth = ((((0))))\n    completionHandler()\n  }")],
      check: { facts in facts.undecided.cuts.map { .init(SourceBudget.message($0.reason), $0.place) } }),
  ]
}

/// Dotted version numbers compared number by number (`4.9.1` < `4.16.0`).
enum SemanticVersion {
  static func compare(_ left: String, _ right: String) -> Int {
    let a = left.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
    let b = right.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
    for index in 0..<max(a.count, b.count) {
      let x = index < a.count ? a[index] : 0
      let y = index < b.count ? b[index] : 0
      if x != y { return x < y ? -1 : 1 }
    }
    return 0
  }
}
