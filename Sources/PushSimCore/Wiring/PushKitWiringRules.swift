/// The wiring rules of an app's PushKit callback and its CallKit report (issue 33), from the facts
/// `WiringAnalyzer.pushKit` reads (`CallReportPaths`: each path's verdict).
extension WiringRules {
  static let pushKitHeader =
    "  func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType, completion: @escaping () -> Void) {"

  /// An app delegate that registers PushKit for VoIP pushes, with `body` as its PushKit callback and helpers.
  static func voipApp(_ body: String) -> WiringExample {
    WiringExample(
      "AppDelegate.swift",
      """
      import CallKit
      import PushKit
      import UIKit

      class AppDelegate: UIResponder, UIApplicationDelegate, PKPushRegistryDelegate {
        let provider = CXProvider(configuration: CXProviderConfiguration())
        let registry = PKPushRegistry(queue: .main)

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          registry.delegate = self
          registry.desiredPushTypes = [.voIP]
          return true
        }

      \(body)
      }
      """)
  }

  static let reportCall = """
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: payload.dictionaryPayload["handle"] as? String ?? "")
        provider.reportNewIncomingCall(with: UUID(), update: update) { _ in
          completion()
        }
    """

  static let pushKit: [WiringRule] = [
    WiringRule(
      id: "wiring-voip-no-call-report", title: "A path of the PushKit callback finishes without reporting the call to CallKit",
      severity: .error,
      rationale:
        "For apps linked against the iOS 13 SDK or later, the system terminates an app whose pushRegistry(_:didReceiveIncomingPushWith:for:completion:) does not report the VoIP push to CallKit (CXProvider.reportNewIncomingCall(with:update:completion:)), and after repeated failures it stops launching the app for VoIP pushes. Every path must report: an early return for a payload the app cannot use too (report the call, then end it). A condition on the push type (type == .voIP) holds for a VoIP push; a report in a helper of these files counts. A path that rests on code pushsim cannot see (a call into another file given the payload or the completion handler, a closure given to a call it does not know) is a warning at that line, never an error.",
      source: "Apple PKPushType.voip; Apple PKPushRegistryDelegate; Apple Responding to VoIP Notifications",
      triggering: [
        voipApp(pushKitHeader + "\n    print(payload.dictionaryPayload)\n    completion()\n  }"),
        voipApp(
          pushKitHeader + "\n    guard payload.dictionaryPayload[\"handle\"] is String else {\n      completion()\n      return\n    }\n" + reportCall
            + "\n  }"),
      ],
      nonTriggering: [
        voipApp(pushKitHeader + "\n" + reportCall + "\n  }"),
        // The type guard holds for a VoIP push; the report is in a helper of the same type.
        voipApp(
          pushKitHeader + "\n    guard type == .voIP else { return }\n    showCall(payload, completion: completion)\n  }\n\n"
            + "  func showCall(_ payload: PKPushPayload, completion: @escaping () -> Void) {\n" + reportCall + "\n  }"),
      ],
      check: { facts in
        facts.pushKit.callbacks.flatMap { callback -> [WiringFinding.Draft] in
          guard let paths = callback.paths else {
            return [
              .init(
                "\(callback.selector) has more paths than pushsim follows: whether each reports the call to CallKit is undecided",
                callback.place, severity: .warning)
            ]
          }
          return paths.compactMap { path in
            switch path.verdict {
            case "never":
              return .init(
                path.returnsHere
                  ? "\(callback.selector) returns here without reporting the call to CallKit: iOS terminates the app (iOS 13 SDK and later)"
                  : "\(callback.selector) finishes without reporting the call to CallKit on the path decided here: iOS terminates the app (iOS 13 SDK and later)",
                path.place)
            case "undecided":
              return .init(
                "\(callback.selector) may not report the call to CallKit on this path: it rests on this call, whose code pushsim cannot see (undecided)",
                path.place, severity: .warning)
            default:
              return nil
            }
          }
        }
      }),
    WiringRule(
      id: "wiring-voip-report-after-completion", title: "The PushKit callback reports the call only after it finished",
      severity: .error,
      rationale:
        "Incoming calls \"must be reported when they are received and before this method finishes execution\". A report scheduled for later (DispatchQueue…async, a Task) while the callback calls its completion handler now, or, in the variant without a completion handler, a report scheduled after it returns, comes too late: iOS terminates the app. Call completion from the report's own completion block. Calling completion and then reporting in the same run of the method is a warning: Apple does not say whether iOS checks at the completion call or when the method returns.",
      source: "Apple PKPushRegistryDelegate; Apple PKPushType.voip",
      triggering: [
        voipApp(
          pushKitHeader
            + "\n    completion()\n    DispatchQueue.main.async {\n      self.provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in }\n    }\n  }"
        ),
        voipApp(
          "  func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) {\n"
            + "    DispatchQueue.main.async {\n      self.provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in }\n    }\n  }"),
      ],
      nonTriggering: [
        voipApp(pushKitHeader + "\n" + reportCall + "\n  }"),
        voipApp(
          pushKitHeader
            + "\n    DispatchQueue.main.async {\n      self.provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in\n        completion()\n      }\n    }\n  }"
        ),
      ],
      check: { facts in
        facts.pushKit.callbacks.flatMap { callback -> [WiringFinding.Draft] in
          (callback.paths ?? []).compactMap { path in
            let line = path.reportAt.map { " (the report is at line \($0.line))" } ?? ""
            switch path.verdict {
            case "after-completion":
              return .init(
                callback.hasCompletion
                  ? "\(callback.selector) calls its completion handler here before the call is reported to CallKit\(line): the report comes too late and iOS terminates the app"
                  : "\(callback.selector) reports the call to CallKit only after it returns\(line): too late, iOS terminates the app",
                path.place)
            case "completed-first":
              return .init(
                "\(callback.selector) calls its completion handler here before it reports the call to CallKit\(line): report first, then call completion from the report's completion block",
                path.place, severity: .warning)
            default:
              return nil
            }
          }
        }
      }),
    WiringRule(
      id: "wiring-voip-payload-report-outside-extension", title: "reportNewIncomingVoIPPushPayload called outside a Notification Service Extension",
      severity: .error,
      rationale:
        "CXProvider.reportNewIncomingVoIPPushPayload(_:completion:) (iOS 14.5) reports a VoIP call from the UNNotificationServiceExtension that received it as a notification, with the com.apple.developer.usernotifications.filtering entitlement. Called from any other object it fails with invalidClientProcess, and no call is shown. Where the calling type is not declared in these files it is a warning.",
      source: "Apple CXProvider reportNewIncomingVoIPPushPayload",
      triggering: [
        voipApp(
          pushKitHeader + "\n" + reportCall + "\n  }\n\n  func forward(_ payload: [AnyHashable: Any]) {\n"
            + "    CXProvider.reportNewIncomingVoIPPushPayload(payload) { _ in }\n  }")
      ],
      nonTriggering: [
        WiringExample(
          "NotificationService.swift",
          """
          import CallKit
          import UserNotifications

          class NotificationService: UNNotificationServiceExtension {
            override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
              CXProvider.reportNewIncomingVoIPPushPayload(request.content.userInfo) { _ in
                contentHandler(UNNotificationContent())
              }
            }
          }
          """)
      ],
      check: { facts in
        facts.pushKit.payloadReports.filter { !$0.inServiceExtension }.map { report in
          .init(
            "reportNewIncomingVoIPPushPayload is called in \(report.function.isEmpty ? "code" : report.function) outside a UNNotificationServiceExtension: it fails with invalidClientProcess"
              + (report.ownerDeclared ? "" : " (undecided: the calling type is not declared in these files)"),
            report.place, severity: report.ownerDeclared ? nil : .warning)
        }
      }),
  ]
}
