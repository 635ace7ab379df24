extension WiringRules {
  static let mappForward =
    "    Appoxee.shared()?.userNotificationCenter(center, didReceive: response, withAppoxeeCompletionHandler: completionHandler)\n"

  /// Mapp Engage's wiring rules (seeds/000, seeds/002): the app's filter, the automatic integration beside other
  /// providers, the SERVER value, the foreground flag.
  static let mapp: [WiringRule] = [
    WiringRule(
      id: "wiring-no-provider-filter", title: "Every tap is forwarded to Mapp, whatever its provider",
      severity: .warning,
      rationale:
        "In an app with several push providers, forward only Mapp notifications to the Mapp SDK and route the others to their provider. Identify Mapp pushes by a dedicated custom field such as push_provider = mapp_engage.",
      source: "seeds/000 Apps With Multiple Push Providers",
      triggering: [app(didReceiveHeader + "\n    _ = Grovs.handleNotificationResponse(response)\n" + mappForward + "  }")],
      nonTriggering: [
        app(
          didReceiveHeader
            + "\n    let userInfo = response.notification.request.content.userInfo\n    guard userInfo[\"push_provider\"] as? String == \"mapp_engage\" else {\n      _ = Grovs.handleNotificationResponse(response)\n      completionHandler()\n      return\n    }\n"
            + mappForward + "  }")
      ],
      check: { facts in
        guard pushProviders(facts).count > 1 else { return [] }
        return facts.didReceive.forwardsTo.filter {
          $0.sdk == "mapp" && !$0.when.testsPayload && !($0.condition.map(isProviderFilter) ?? false) && !$0.tested.contains("\"push_provider\"")
        }.prefix(1).map { forward in
          .init(
            "didReceive forwards every tap to Mapp although \(pushProviders(facts).filter { $0 != "mapp" }.joined(separator: " and ")) also sent pushes here: filter on push_provider first",
            forward.place)
        }
      }),
    WiringRule(
      id: "wiring-mapp-filter-field", title: "Mapp notifications identified by a field the seed says not to use",
      severity: .warning,
      rationale:
        "aps is in every APNs notification, mutable-content is used by many providers, ios_apx_media is only in rich media messages, and category identifiers are set per campaign. None identifies a Mapp notification; use a dedicated custom field (push_provider).",
      source: "seeds/000 Identify Mapp Notifications",
      triggering: [
        app(
          didReceiveHeader
            + "\n    if response.notification.request.content.userInfo[\"ios_apx_media\"] != nil {\n" + mappForward
            + "    } else {\n      completionHandler()\n    }\n  }")
      ],
      nonTriggering: [
        app(
          didReceiveHeader
            + "\n    if response.notification.request.content.userInfo[\"push_provider\"] as? String == \"mapp_engage\" {\n" + mappForward
            + "    } else {\n      completionHandler()\n    }\n  }")
      ],
      check: { facts in
        let unreliable = ["\"aps\"", "\"mutable-content\"", "\"ios_apx_media\"", "categoryIdentifier"]
        return facts.didReceive.forwardsTo.filter { $0.sdk == "mapp" }.compactMap { forward in
          guard let field = unreliable.first(where: { word in forward.tested.contains(word) || (forward.condition?.contains(word) ?? false) }) else {
            return nil
          }
          return .init("the Mapp forward is chosen by \(field), which does not identify Mapp notifications: use push_provider", forward.place)
        }.prefix(1).map { $0 }
      }),
    WiringRule(
      id: "wiring-mapp-automatic-with-others", title: "Mapp's automatic integration beside other push providers",
      severity: .warning,
      rationale:
        "engageAndAutoIntegrate swizzles the notification callbacks and may handle them before the app's own provider filter runs. An app that routes pushes between providers should use the manual integration.",
      source: "seeds/000 Call the Completion Handler Exactly Once (Warning)",
      triggering: [
        app(
          didReceiveHeader + "\n    _ = Grovs.handleNotificationResponse(response)\n    completionHandler()\n  }",
          launch: """
              func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                Appoxee.shared()?.engageAndAutoIntegrate(launchOptions: launchOptions, andDelegate: self, with: .L3)
                UNUserNotificationCenter.current().delegate = self
                return true
              }
            """)
      ],
      nonTriggering: [
        app(
          "",
          launch: """
              func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                Appoxee.shared()?.engageAndAutoIntegrate(launchOptions: launchOptions, andDelegate: self, with: .L3)
                return true
              }
            """)
      ],
      check: { facts in
        let others = pushProviders(facts).filter { $0 != "mapp" }
        guard !others.isEmpty, let call = facts.calls("mapp", "engageAndAutoIntegrate").first else { return [] }
        return [
          .init(
            "Mapp's automatic integration swizzles the notification callbacks although \(others.joined(separator: ", ")) also send pushes: use the manual integration and route by push_provider",
            call.place)
        ]
      }),
    WiringRule(
      id: "wiring-mapp-test-server", title: "Mapp Engage started on an internal test server",
      severity: .error,
      rationale:
        "The SERVER values TEST, TEST55 and TEST61 are Mapp's internal test environments, not meant for production; customer-facing values are L3, EMC, EMC_US and CROC.",
      source: "seeds/000 Step 4",
      triggering: [
        app("", launch: launchWith("Appoxee.shared()?.engage(withLaunchOptions: launchOptions, andDelegate: self, andSDKID: \"key\", with: .TEST)"))
      ],
      nonTriggering: [
        app("", launch: launchWith("Appoxee.shared()?.engage(withLaunchOptions: launchOptions, andDelegate: self, andSDKID: \"key\", with: .L3)"))
      ],
      check: { facts in
        facts.calls("mapp", "engage").compactMap { call in
          guard let server = call.arguments["with"], ["TEST", "TEST55", "TEST61"].contains(server.trimmingPrefix(".")) else { return nil }
          return .init(
            "Mapp Engage is started with SERVER \(server), an internal test environment: use the value your account manager gave (L3, EMC, EMC_US, CROC)",
            call.place)
        }
      }),
    WiringRule(
      id: "wiring-mapp-foreground-flag-ignored", title: "showNotificationsOnForeground set, but the app owns the delegate",
      severity: .warning,
      rationale:
        "With the automated setup the SDK is the delegate and showNotificationsOnForeground decides foreground display. When the app sets itself as the delegate it answers willPresent itself; setting the flag alone has no effect unless willPresent reads it.",
      source: "seeds/002 App Owns the Delegate; seeds/002 SDK Owns the Delegate",
      triggering: [
        app(willPresentHeader + "\n    completionHandler([])\n  }", launch: launchWith("Appoxee.shared()?.showNotificationsOnForeground = true"))
      ],
      nonTriggering: [
        app(
          willPresentHeader
            + "\n    if Appoxee.shared()?.showNotificationsOnForeground ?? false {\n      completionHandler([.banner, .list, .sound, .badge])\n    } else {\n      completionHandler([])\n    }\n  }",
          launch: launchWith("Appoxee.shared()?.showNotificationsOnForeground = true"))
      ],
      check: { facts in
        let owned = facts.delegate.assigned.hasPrefix("didFinishLaunching") || facts.delegate.assigned == "elsewhere"
        guard owned, !facts.willPresentMentions.contains("showNotificationsOnForeground"),
          let setting = facts.settings.first(where: { $0.sdk == "mapp" && $0.member == "showNotificationsOnForeground" })
        else { return [] }
        let present =
          facts.willPresent.kind == "absent" ? "the app has no willPresent, so foreground pushes are not shown" : "willPresent does not read it"
        return [.init("showNotificationsOnForeground is set, but the app is the notification-center delegate and \(present)", setting.place)]
      }),
  ]
}
