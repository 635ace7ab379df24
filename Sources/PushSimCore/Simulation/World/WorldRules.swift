/// Rules of the device world: APNs in front of the device, the events that move the app process,
/// and the app's own routing between SDKs. Each cites what it follows.
public enum WorldRules {
  public static let all: [SimRule] = [
    .apnsSizeLimit, .apnsBadDeviceToken, .apnsPushType, .apnsPriority, .apnsSimctl, .iosRegisterToken, .worldLaunch, .worldForeground,
    .worldBackground, .worldInactive, .worldKill, .worldForceQuit, .worldSet, .appRouting, .appRoutingCondition, .appProviderConflict,
    .appCallbackPath, .iosCarouselItemUnknown, .worldRedeliver, .worldDelegate, .worldAppCall,
  ]
}

/// The world's rules, each a constant the simulator refers to by name.
extension SimRule {
  static let apnsSizeLimit = SimRule(
    id: "apns-size-limit", title: "Payload over the APNs size limit",
    detail:
      "APNs refuses a payload over 4096 bytes (5120 for VoIP) with 413 PayloadTooLarge; simctl push refuses it too. The device gets nothing: no banner, no callback, nothing tracked.",
    source: "ios-delivery.md §3.1 Size and Over limit rows (A2, A4, A20), §4 Validation (S1)", confidence: "H")
  static let apnsBadDeviceToken = SimRule(
    id: "apns-bad-device-token", title: "Token from the other APNs environment",
    detail:
      "Xcode builds get sandbox tokens; TestFlight and App Store builds get production tokens. A push sent through the other environment is rejected with 400 BadDeviceToken and the provider drops the token, so later pushes are never sent. For Grovs, useTestEnvironment must be true for Xcode builds and false otherwise.",
    source: "seeds/004 §2 warning; ios-delivery.md §3.3 400 row, retry note (A20)", confidence: "H")
  static let apnsPushType = SimRule(
    id: "apns-push-type", title: "apns-push-type does not match the payload",
    detail:
      "alert for anything with alert, badge or sound; background for content-available only. A mismatch 'may return an error, delay … or drop it'; pushsim drops it (apns.pushType).",
    source: "ios-delivery.md G6, §3 apns-push-type row (A4)", confidence: "H/L")
  static let apnsPriority = SimRule(
    id: "apns-priority", title: "Background push with priority 10",
    detail: "Background pushes must use apns-priority 5: Apple calls 10 an error; one tester saw them delivered, so pushsim delivers and warns.",
    source: "ios-delivery.md G6, §6 Q10 (A4, F2)", confidence: "L")
  static let apnsSimctl = SimRule(
    id: "apns-simctl", title: "simctl push has no APNs hop",
    detail:
      "xcrun simctl push hands the payload to the Simulator directly: no token, environment, header or throttling checks; only the 4096-byte limit.",
    source: "ios-delivery.md §4 (S1) Throttling / priority / push-type headers row", confidence: "L/H")
  static let iosRegisterToken = SimRule(
    id: "ios-register-token", title: "Device token registered",
    detail:
      "After registerForRemoteNotifications() iOS calls application(_:didRegisterForRemoteNotificationsWithDeviceToken:); the app hands the token to each SDK.",
    source: "seeds/000 Step 5 Register the Device Token; seeds/004 §3", confidence: "H")
  static let worldLaunch = SimRule(
    id: "world-launch", title: "The user opens the app",
    detail:
      "A tap on the app icon launches a process that is not running (didFinishLaunching, then applicationDidBecomeActive) or brings a backgrounded one forward.",
    source: "ios-delivery.md §1.1 (A1)", confidence: "H")
  static let worldForeground = SimRule(
    id: "world-foreground", title: "The app comes to the foreground",
    detail:
      "applicationWillEnterForeground then applicationDidBecomeActive; SDKs retry what they queued (Grovs) and show stored in-app content (Netmera).",
    source: "ios-delivery.md §1.1 (A1); seeds/004 Network failure; sdk-behaviour.md §2.5", confidence: "H")
  static let worldBackground = SimRule(
    id: "world-background", title: "The user leaves the app",
    detail: "applicationDidEnterBackground, then the app is suspended: it runs no code until iOS wakes it.",
    source: "ios-delivery.md §1.1 (A1)", confidence: "H")
  static let worldInactive = SimRule(
    id: "world-inactive", title: "The app is covered: inactive in the foreground",
    detail:
      "Control Center, an incoming call or the app switcher covers the app: applicationWillResignActive, and it stays in the foreground but inactive until it is uncovered (applicationDidBecomeActive). A push meanwhile is treated as in the foreground (willPresent); a background push calls didReceiveRemoteNotification with applicationState .inactive. Both are weakly sourced (L): pushsim's default, with no switch yet.",
    source: "ios-delivery.md §1.2 Inactive row (L), §6 Q8", confidence: "L")
  static let worldKill = SimRule(
    id: "world-kill", title: "The system ends the app",
    detail:
      "The process ends (jetsam, a crash, a new build): in-memory SDK state is lost (configure, authentication, recentPushObject, held taps); what an SDK saved stays (Grovs' unreported opens). Background pushes can launch it again.",
    source: "ios-delivery.md §1.2 not-running rows (A3); seeds/004 App restart", confidence: "H")
  static let worldForceQuit = SimRule(
    id: "world-force-quit", title: "The user force-quits the app",
    detail: "Swiped away in the app switcher: like a kill, and iOS does not launch it for background pushes until the user opens it again.",
    source: "ios-delivery.md G12 (A3, R13)", confidence: "H")
  static let worldSet = SimRule(
    id: "world-set", title: "A profile key changes",
    detail:
      "set PATH VALUE changes the app as it runs: network down or up, consent (sdks.grovs.enabled), configure, authentication, an SDK version. Each SDK reacts as its page says.",
    source: "DESIGN.md §5 (set event); seeds/004 Delivery guarantees", confidence: "model")
  static let appRouting = SimRule(
    id: "app-routing", title: "An SDK the app never offers pushes to",
    detail:
      "The app's own code decides which SDK sees a push (app.routing). An SDK that needs the app to forward (Mapp manual, Grovs, Firebase) but is missing from the routing never handles its pushes.",
    source: "seeds/000 Apps With Multiple Push Providers; seeds/004 Pushes from other providers", confidence: "H"
  ).decided(by: [AppSettings.routingKey, AppSettings.sdksKey])
  static let appRoutingCondition = SimRule(
    id: "app-routing-condition", title: "The app's own condition decides which SDK sees a push",
    detail:
      "Before the app forwards a push to an SDK its code tests a condition: a key present, a key equal to a literal (the seed's push_provider = mapp_engage is one example; apps use their own keys), a prefix, the action identifier, and combinations. pushsim wiring reads the condition from the code (app.routing's when, with its place); the simulator evaluates it for each push. A false condition keeps the push from that SDK: nothing it would open opens, nothing is counted. A condition pushsim cannot evaluate is kept with its code and assumed to hold (app.unknownConditionsHold), with a warning.",
    source: "seeds/000 Apps With Multiple Push Providers, Identify Mapp Notifications; seeds/004 Pushes from other providers",
    confidence: "H")
  static let appCallbackPath = SimRule(
    id: "app-callback-path", title: "A push takes one path through the app's callback",
    detail:
      "Where the app's willPresent, didReceive or didReceiveRemoteNotification does different things on different paths (an early return while a workout records, an SDK that takes the handler only for its own pushes), the push takes one of them: the simulator evaluates each path's condition for the push (app.delegate.presentation, app.completionHandlers.didReceivePaths, fetchPaths; pushsim wiring writes them from the code) and shows that path's options and completion. Where the condition rests on what pushsim cannot evaluate (app state such as isRecording), it takes the path that calls the handler and says it assumed so. A path that never calls willPresent's handler shows nothing.",
    source: "A7; A15; A1", confidence: "H"
  ).decided(by: [AppSettings.presentationKey, AppSettings.didReceivePathsKey, AppSettings.fetchPathsKey])
  static let appProviderConflict = SimRule(
    id: "app-provider-conflict", title: "Two SDKs claim one push",
    detail:
      "When a payload carries two providers' keys (classify reports a conflict), the app's routing hands it to the first SDK that claims it, and the other never tracks it. Send one provider's keys per push.",
    source: "seeds/000 Identify Mapp Notifications; seeds/004 Pushes from other providers; provider-signatures.md §3", confidence: "H"
  ).decided(by: [AppSettings.routingKey])
  static let iosCarouselItemUnknown = SimRule(
    id: "ios-carousel-item-unknown", title: "Carousel item not in the push",
    detail: "A content extension can only show the items the push carries (Netmera _nm.crsl); an item id that is not there cannot be picked.",
    source: "sdk-behaviour.md §2.2 _nm.crsl, §2.5 carousel row", confidence: "M")
}
