extension WiringRules {
  /// Grovs' wiring rules (seeds/004): opens counted on delivery, the APNs environment, the image extension.
  static let grovs: [WiringRule] = [
    WiringRule(
      id: "wiring-grovs-open-not-tap", title: "Grovs.handleNotificationOpen called for a delivery, not a tap",
      severity: .error,
      rationale:
        "Only a tap counts as an open. Called from application(_:didReceiveRemoteNotification:fetchCompletionHandler:) or userNotificationCenter(_:willPresent:withCompletionHandler:), handleNotificationOpen(userInfo:) counts every delivery as an open.",
      source: "seeds/004 Delivery guarantees (Warning)",
      triggering: [
        app(
          willPresentHeader
            + "\n    Grovs.handleNotificationOpen(userInfo: notification.request.content.userInfo)\n    completionHandler([.banner])\n  }")
      ],
      nonTriggering: [app(didReceiveHeader + "\n    _ = Grovs.handleNotificationResponse(response)\n    completionHandler()\n  }")],
      check: { facts in
        facts.calls("grovs", "handleNotificationOpen").compactMap { call in
          let deliveries = ["willPresent", "didReceiveRemoteNotification"]
          guard let from = call.runsIn.first(where: { WiringAnalyzer.Selectors.callback($0).map(deliveries.contains) ?? false }) else { return nil }
          return .init(
            "Grovs.handleNotificationOpen runs in \(from): every delivery is counted as an open; call it only for a tap (didReceive)", call.place)
        }
      }),
    WiringRule(
      id: "wiring-grovs-test-environment", title: "Grovs configured for the APNs sandbox in release builds",
      severity: .warning,
      rationale:
        "Xcode builds get sandbox tokens (useTestEnvironment: true); TestFlight and App Store builds get production tokens (false). A release build configured for the test environment sends to the wrong APNs environment: BadDeviceToken, and the token is dropped.",
      source: "seeds/004 §2 (Warning)",
      triggering: [app("", launch: launchWith("Grovs.configure(APIKey: \"key\", useTestEnvironment: true, delegate: self)"))],
      nonTriggering: [
        app(
          "",
          launch: """
              func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                #if DEBUG
                Grovs.configure(APIKey: "key", useTestEnvironment: true, delegate: self)
                #else
                Grovs.configure(APIKey: "key", useTestEnvironment: false, delegate: self)
                #endif
                UNUserNotificationCenter.current().delegate = self
                return true
              }
            """)
      ],
      check: { facts in
        facts.calls("grovs", "configure").compactMap { call in
          guard call.arguments["useTestEnvironment"] == "true", !call.compilation.contains(where: { $0 == "DEBUG" || $0.hasPrefix("DEBUG ") }) else {
            return nil
          }
          return .init(
            "Grovs.configure uses the test (sandbox) environment in every build: TestFlight and App Store tokens are production; use #if DEBUG",
            call.place)
        }
      }),
    WiringRule(
      id: "wiring-grovs-image-no-extension", title: "Grovs in the app, no service extension for campaign images",
      severity: .warning,
      rationale:
        "Grovs campaign images need a Notification Service Extension whose principal class inherits GrovsNotificationServiceExtension, or an existing extension that calls GrovsNotificationContent.attachImage. Without one, image campaigns arrive without their image.",
      source: "seeds/004 §4",
      triggering: [app("", launch: launchWith("Grovs.configure(APIKey: \"key\", useTestEnvironment: false, delegate: self)"))],
      nonTriggering: [
        WiringExample(files: [
          (
            name: "AppDelegate.swift",
            text: app("", launch: launchWith("Grovs.configure(APIKey: \"key\", useTestEnvironment: false, delegate: self)")).files[0].text
          ),
          (
            name: "NotificationService.swift",
            text: "import GrovsNotificationService\n\nclass NotificationService: GrovsNotificationServiceExtension {}\n"
          ),
        ])
      ],
      check: { facts in
        guard let grovs = facts.sdks.first(where: { $0.id == "grovs" }), !facts.calls("grovs", "configure").isEmpty else { return [] }
        let grovsExtension = facts.serviceExtensions.contains { $0.superclass == "GrovsNotificationServiceExtension" }
        let attaches = facts.calls.contains { $0.sdk == "grovs" && $0.member == "attachImage" }
        guard !grovsExtension && !attaches else { return [] }
        let what =
          facts.serviceExtensions.isEmpty
          ? "no Notification Service Extension is in these sources"
          : "the service extension neither inherits GrovsNotificationServiceExtension nor calls GrovsNotificationContent.attachImage"
        return [.init("Grovs campaign images need a service extension: \(what)", grovs.place)]
      }),
  ]
}
