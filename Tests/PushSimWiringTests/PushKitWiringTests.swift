import Foundation
import PushSimCore
import PushSimSwiftSource
import Testing

@testable import PushSimCore

/// `pushsim wiring` reads an app's PushKit code (issue 33), from Apple's sentences: the VoIP registry
/// (Apple PKPushRegistry desiredPushTypes), the PushKit callback, and whether each path reports the call to CallKit
/// before the callback finishes ("incoming Voice over IP calls must be reported when they are received and before this
/// method finishes execution", Apple PKPushRegistryDelegate; "the system terminates your app if you fail to report these
/// notifications to CallKit", Apple PKPushType.voip). An error only where a path surely does not; undecided is a warning.
@Suite struct PushKitWiringTests {
  static func facts(_ files: [(String, String)]) -> WiringFacts {
    let module = WiringModule.reading(files.map { (path: $0.0, bytes: Array($0.1.utf8)) }) { SwiftSource.read(path: $0, text: $1) }
    return WiringAnalyzer.analyze(module)
  }

  static func findings(_ files: [(String, String)]) -> [WiringFinding] { WiringRules.findings(facts(files)) }

  static func app(_ callback: String, extra: String = "") -> [(String, String)] {
    [
      (
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

        \(callback)
        }
        """
      )
    ] + (extra.isEmpty ? [] : [("Other.swift", extra)])
  }

  static let header =
    "  func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType, completion: @escaping () -> Void) {\n"

  static func derived(_ facts: WiringFacts) -> [String: ProfileSource] {
    Dictionary(ProfileFromCode.profile(facts).sources.map { ($0.key, $0) }) { first, _ in first }
  }

  // MARK: - The sample apps

  /// samples/apps/voip-callkit registers .voIP at launch and reports every call through CallManager (another file):
  /// its derived profile says so, each with the line that shows it, and the wiring rules find nothing.
  @Test func theCallKitSampleReportsEveryCall() throws {
    let facts = WiringAnalyzer.analyze(RoutingTableTests.module(RoutingTableTests.sources(in: "samples/apps/voip-callkit")))
    let sources = Self.derived(facts)
    #expect(sources["app.pushKit.voip"]?.value == "true")
    #expect(sources["app.pushKit.voip"]?.place?.text == "samples/apps/voip-callkit/AppDelegate.swift:18:5")
    #expect(sources["app.pushKit.callReport"]?.value == #""in-callback""#)
    #expect(facts.pushKit.callbacks.first?.paths?.map(\.verdict) == ["in-callback"])
    // The report is the one in CallManager.swift, followed from the callback.
    #expect(facts.pushKit.callbacks.first?.paths?.first?.place?.file == "samples/apps/voip-callkit/CallManager.swift")
    #expect(WiringRules.findings(facts).filter { $0.rule.hasPrefix("wiring-voip") }.isEmpty)
  }

  /// samples/apps/voip-no-report never reports: both paths are errors, its profile says never, and the simulation of that
  /// profile terminates the app (the chain code → profile → world).
  @Test func theBrokenSampleIsTerminated() throws {
    let facts = WiringAnalyzer.analyze(RoutingTableTests.module(RoutingTableTests.sources(in: "samples/apps/voip-no-report")))
    let errors = WiringRules.findings(facts).filter { $0.rule == "wiring-voip-no-call-report" }
    #expect(errors.map(\.severity) == [.error, .error])
    #expect(errors.compactMap(\.place?.line) == [24, 26])
    let (profile, _) = ProfileFromCode.profile(facts)
    #expect(profile.values["app.pushKit.callReport"] == .string("never"))
    let payload = Payload(document: try JSONParser().parse(#"{"message": "hi"}"#))
    var sent = profile
    try sent.apply(assignment: "apns.pushType=voip")
    let trace = IOSModel().simulate(
      .init(
        file: "p.json", payload: payload, classification: Classifier.standard.classify(payload), profile: sent, appChoice: "app-source",
        state: .background, event: .deliver))
    #expect(trace.world?.process == .notRunning)
    #expect(trace.findings.contains { $0.id == "ios-voip-no-call-report" && $0.severity == .error })
  }

  // MARK: - Registry

  @Test func theRegistryIsReadInSwiftAndObjectiveC() {
    #expect(Self.facts(Self.app(Self.header + "  }")).pushKit.voipRegistry?.line == 11)
    let objc = Self.facts([
      (
        "AppDelegate.m",
        """
        @implementation AppDelegate
        - (void)start {
          self.registry = [[PKPushRegistry alloc] initWithQueue:dispatch_get_main_queue()];
          self.registry.desiredPushTypes = [NSSet setWithObject:PKPushTypeVoIP];
        }
        @end
        """
      )
    ])
    #expect(objc.pushKit.voipRegistry?.line == 4)
    let files = Self.facts([
      ("A.swift", "final class Files {\n  func start(_ registry: PKPushRegistry) {\n    registry.desiredPushTypes = [.fileProvider]\n  }\n}")
    ])
    #expect(files.pushKit.voipRegistry == nil && files.pushKit.otherRegistry?.line == 3)
    #expect(Self.derived(files)["app.pushKit.voip"]?.value == "false")
    // No PushKit at all: no pushKit keys in the provenance, no facts.pushKit.
    let none = Self.facts([("A.swift", "final class A {\n  func f() {}\n}")])
    #expect(none.pushKit.isEmpty)
    #expect(Self.derived(none)["app.pushKit.voip"] == nil)
  }

  // MARK: - Paths

  /// An early return for a payload the app does not like is a path that does not report: an error at the return.
  @Test func anEarlyReturnWithoutAReportIsAnError() {
    let found = Self.findings(
      Self.app(
        Self.header
          + "    guard let handle = payload.dictionaryPayload[\"handle\"] as? String else {\n      completion()\n      return\n    }\n"
          + "    provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in completion() }\n    print(handle)\n  }"))
    let rule = found.filter { $0.rule == "wiring-voip-no-call-report" }
    #expect(rule.map(\.severity) == [.error])
    #expect(rule.first?.place?.line == 18)
  }

  /// A condition on the push type holds for a VoIP push (Swift `type == .voIP`, `switch type`; Objective-C
  /// `isEqualToString:PKPushTypeVoIP`): its other arm is no path of a VoIP push.
  @Test func aPushTypeConditionHoldsForAVoIPPush() {
    let guarded = Self.findings(
      Self.app(
        Self.header
          + "    guard type == .voIP else { return }\n    provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in completion() }\n  }"
      ))
    #expect(!guarded.contains { $0.rule.hasPrefix("wiring-voip") })
    let switched = Self.findings(
      Self.app(
        Self.header
          + "    switch type {\n    case .voIP:\n      provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in completion() }\n    default:\n      completion()\n    }\n  }"
      ))
    #expect(!switched.contains { $0.rule.hasPrefix("wiring-voip") })
    let objc = Self.facts([
      (
        "AppDelegate.m",
        """
        @implementation AppDelegate
        - (void)pushRegistry:(PKPushRegistry *)registry didReceiveIncomingPushWithPayload:(PKPushPayload *)payload forType:(PKPushType)type withCompletionHandler:(void (^)(void))completion {
          if (![type isEqualToString:PKPushTypeVoIP]) {
            completion();
            return;
          }
          [self.provider reportNewIncomingCallWithUUID:[NSUUID UUID] update:[[CXCallUpdate alloc] init] completion:^(NSError *error) {
            completion();
          }];
        }
        @end
        """
      )
    ])
    #expect(objc.pushKit.callbacks.first?.report == "in-callback")
  }

  /// A call into code pushsim cannot see may report the call: a warning at that line, never an error.
  @Test func unseenCodeIsUndecided() {
    let found = Self.findings(Self.app(Self.header + "    CallCenter.shared.incoming(payload.dictionaryPayload)\n    completion()\n  }"))
    let rule = found.filter { $0.rule == "wiring-voip-no-call-report" }
    #expect(rule.map(\.severity) == [.warning])
    #expect(rule.first?.place?.line == 16)
    #expect(!found.contains { $0.severity == .error })
    #expect(
      Self.derived(Self.facts(Self.app(Self.header + "    CallCenter.shared.incoming(payload.dictionaryPayload)\n    completion()\n  }")))[
        "app.pushKit.callReport"]?.value == #""undecided""#)
  }

  /// A report in a helper of the same type, or in a method of another type these files declare, counts.
  @Test func aHelperThatReportsCounts() {
    let sameType = Self.facts(
      Self.app(
        Self.header + "    ring(payload, completion)\n  }\n\n  func ring(_ payload: PKPushPayload, _ done: @escaping () -> Void) {\n"
          + "    provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in done() }\n  }"))
    #expect(sameType.pushKit.callReport == "in-callback")
    let otherType = Self.facts(
      Self.app(
        Self.header + "    calls.ring(payload.dictionaryPayload, completion: completion)\n  }",
        extra:
          "import CallKit\nfinal class Calls {\n  let provider = CXProvider(configuration: CXProviderConfiguration())\n  func ring(_ info: [AnyHashable: Any], completion: @escaping () -> Void) {\n    provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in completion() }\n  }\n}"
      ))
    #expect(otherType.pushKit.callReport == "in-callback")
  }

  /// Completion called while the report waits for later is too late (an error); completion then a report in the same run
  /// is a warning (Apple does not say whether iOS checks at the completion call); a report scheduled with completion in
  /// its block is in time. The variant without completion must report before it returns.
  @Test func theReportMustComeBeforeTheCallbackFinishes() {
    let later = "    DispatchQueue.main.async {\n      self.provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in }\n    }\n"
    let tooLate = Self.findings(Self.app(Self.header + "    completion()\n" + later + "  }"))
    #expect(tooLate.filter { $0.rule == "wiring-voip-report-after-completion" }.map(\.severity) == [.error])
    let sameRun = Self.findings(
      Self.app(Self.header + "    completion()\n    provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in }\n  }"))
    #expect(sameRun.filter { $0.rule == "wiring-voip-report-after-completion" }.map(\.severity) == [.warning])
    let inTime = Self.findings(
      Self.app(
        Self.header
          + "    DispatchQueue.main.async {\n      self.provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in completion() }\n    }\n  }"
      ))
    #expect(!inTime.contains { $0.rule.hasPrefix("wiring-voip") })
    let deprecated = Self.facts(
      Self.app(
        "  func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) {\n" + later + "  }"
      ))
    #expect(deprecated.pushKit.callReport == "after-completion")
    #expect(WiringRules.findings(deprecated).filter { $0.rule == "wiring-voip-report-after-completion" }.map(\.severity) == [.error])
  }

  /// reportNewIncomingVoIPPushPayload outside a UNNotificationServiceExtension fails with invalidClientProcess: an error in
  /// a type these files declare, a warning in an extension of a type they do not.
  @Test func thePayloadReportBelongsInTheServiceExtension() {
    let call = "    CXProvider.reportNewIncomingVoIPPushPayload(userInfo) { _ in }\n"
    let declared = Self.findings([("A.swift", "final class Relay {\n  func relay(_ userInfo: [AnyHashable: Any]) {\n" + call + "  }\n}")])
    #expect(declared.filter { $0.rule == "wiring-voip-payload-report-outside-extension" }.map(\.severity) == [.error])
    let unknown = Self.findings([("A.swift", "extension Relay {\n  func relay(_ userInfo: [AnyHashable: Any]) {\n" + call + "  }\n}")])
    #expect(unknown.filter { $0.rule == "wiring-voip-payload-report-outside-extension" }.map(\.severity) == [.warning])
  }

  /// Past the walk's budget (64 paths) nothing is listed and the callback is undecided: a warning at the method, never
  /// an error, whatever the paths would have said.
  @Test func pastTheBudgetTheCallbackIsUndecided() {
    let branches = (0..<100).map {
      "    if payload.dictionaryPayload[\"k\($0)\"] != nil { provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in } }\n"
    }
    let facts = Self.facts(Self.app(Self.header + branches.joined() + "    completion()\n  }"))
    #expect(facts.pushKit.callbacks.first?.paths == nil)
    #expect(facts.pushKit.callReport == "undecided")
    let rule = WiringRules.findings(facts).filter { $0.rule == "wiring-voip-no-call-report" }
    #expect(rule.map(\.severity) == [.warning])
    #expect(rule.first?.place?.line == 15)
  }

  /// Swift's async form completes when it returns: an awaited report is in time, one in a `Task` comes after it.
  @Test func theAsyncFormMustReportBeforeItReturns() {
    let asyncHeader =
      "  func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) async {\n"
    let awaited = Self.facts(
      Self.app(asyncHeader + "    try? await provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate())\n  }"))
    #expect(awaited.pushKit.callReport == "in-callback")
    let task = Self.facts(
      Self.app(asyncHeader + "    Task { try? await self.provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) }\n  }"))
    #expect(task.pushKit.callReport == "after-completion")
    #expect(WiringRules.findings(task).filter { $0.rule == "wiring-voip-report-after-completion" }.map(\.severity) == [.error])
  }
}
