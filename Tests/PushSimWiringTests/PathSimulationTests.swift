import Foundation
import PushSimSwiftSource
import Testing

@testable import PushSimCore

/// Issue 32 item 4, "the simulation follows the path the push takes": the profile derived from an app's code states its
/// callbacks' paths, and the simulator shows the options and completion of the push's own path. A foreground push
/// shows what willPresent passes on its path (A7: "the options … to use when presenting the notification"); a path
/// whose condition is the app's own state is undecided, so the simulation takes the path that calls the handler and
/// says so (DESIGN.md §7), never an error.
@Suite struct PathSimulationTests {
  static func profile(_ text: String) -> AppProfile {
    ProfileFromCode.profile(HandlerPathTests.facts("AppDelegate.swift", text)).profile
  }

  static func simulate(_ profile: AppProfile, _ json: String, state: AppState, event: SimEvent) throws -> Trace {
    let payload = Payload(document: try JSONParser().parse(json))
    let input = IOSModel.Input(
      file: "push.json", payload: payload, classification: Classifier.standard.classify(payload), profile: profile, appChoice: "app-source",
      state: state, event: event)
    return IOSModel().simulate(input)
  }

  static let alert = #"{"aps": {"alert": {"title": "Run", "body": "Your plan is ready"}}}"#

  /// The fitness app: nothing while a workout records, banner, list and sound otherwise. The profile says both paths.
  @Test func theDerivedProfileStatesBothPaths() throws {
    let profile = Self.profile(HandlerPathTests.workoutWillPresent)
    let paths = profile.paths.presentation
    #expect(paths.map(\.calls) == [.never, .once])
    #expect(paths.last?.options == ["banner", "list", "sound"])
    #expect(paths.last?.when == .not(.unknown("workout.isRecording")))
    #expect(profile.presentationOptions == ["banner", "list", "sound"])
  }

  /// A foreground push takes the normal path: its banner shows, the trace says the path was assumed, nothing is an error.
  @Test func aForegroundPushOnTheNormalPathShowsItsBanner() throws {
    let profile = Self.profile(HandlerPathTests.workoutWillPresent)
    let delivered = try Self.simulate(profile, Self.alert, state: .foreground, event: .deliver)
    #expect(delivered.ui.banner && delivered.ui.list)
    let step = try #require(delivered.steps.first { $0.rule == "app-callback-path" })
    #expect(step.note.contains("cannot tell (workout.isRecording): assumed the main path"))
    #expect(delivered.findings.filter { $0.severity == .error } == [])
    let tapped = try Self.simulate(profile, Self.alert, state: .foreground, event: .tap(action: nil))
    #expect(!tapped.findings.contains { $0.id == "ios-nothing-to-tap" })
  }

  /// A path the payload decides: a push that takes the early return shows nothing (and says why); one that does not,
  /// its banner.
  @Test func aPathThePayloadDecidesIsTaken() throws {
    let text = HandlerPathTests.app(
      HandlerPathTests.willPresentHeader + """
            guard notification.request.content.userInfo["silent_refresh"] == nil else { return }
            completionHandler([.banner, .sound])
          }

        """)
    let profile = Self.profile(text)
    let quiet = try Self.simulate(
      profile, #"{"aps": {"alert": "Sync"}, "silent_refresh": 1}"#, state: .foreground, event: .deliver)
    #expect(!quiet.ui.banner)
    #expect(quiet.findings.contains { $0.id == "app-callback-path" && $0.severity == .warning })
    let shown = try Self.simulate(profile, Self.alert, state: .foreground, event: .deliver)
    #expect(shown.ui.banner)
    #expect(shown.steps.contains { $0.rule == "app-callback-path" && $0.note.hasPrefix("true:") })
  }

  /// didReceive's completion on the tap's own path: a tap without the key the guard wants never completes (A15), a tap
  /// with it completes once.
  @Test func theTapsPathDecidesTheCompletion() throws {
    let text = HandlerPathTests.app(
      HandlerPathTests.didReceiveHeader + """
            guard let screen = response.notification.request.content.userInfo["screen"] as? String else { return }
            print(screen)
            completionHandler()
          }

        """)
    let profile = Self.profile(text)
    #expect(profile.paths.didReceive.map(\.calls) == [.never, .once])
    let lost = try Self.simulate(profile, Self.alert, state: .background, event: .tap(action: nil))
    #expect(lost.findings.contains { $0.id == "ios-response-completion" })
    let opened = try Self.simulate(profile, #"{"aps": {"alert": "Run"}, "screen": "plan"}"#, state: .background, event: .tap(action: nil))
    #expect(!opened.findings.contains { $0.id == "ios-response-completion" })
    #expect(opened.steps.filter { $0.call == "completionHandler()" }.count == 1)
  }

  /// A profile file states the paths by hand; the schema checks them (an unknown field, a wrong option).
  @Test func theSchemaChecksPathEntries() {
    var profile = BuiltinProfiles.plain
    #expect(throws: Never.self) {
      try profile.set("app.delegate.presentation", .array([.object(["when": .object(["has": .string("silent")]), "calls": .string("never")])]))
    }
    #expect(throws: UsageError.self) { try profile.set("app.delegate.presentation", .array([.object(["options": .array([.string("popup")])])])) }
    #expect(throws: UsageError.self) { try profile.set("app.completionHandlers.didReceivePaths", .array([.object(["by": .string("plugin")])])) }
  }
}
