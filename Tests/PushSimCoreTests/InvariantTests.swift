import Foundation
import Testing

@testable import PushSimCore

/// Every sample payload × every state × every event (deliver, tap, each action the notification
/// offers, each carousel item, dismiss) × every built-in profile, and on each trace the invariants
/// of DESIGN.md §5: outcomes are read from the world, so a trace never contradicts itself.
@Suite struct InvariantTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("samples/payloads")

  static func payloads() throws -> [(String, Payload)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".json") || $0.hasSuffix(".apns") }.sorted()
    return try names.map { name in
      let bytes = try Array(Data(contentsOf: samples.appendingPathComponent(name)))
      return (name, Payload(document: try JSONParser().parse(bytes: bytes)))
    }
  }

  static let completionFindings: Set<String> = [
    "ios-fetch-completion", "ios-response-completion", "sdk-mapp-completion-once",
    // OneSignal calls willPresent's handler a second time on purpose (sdk-behaviour-more.md §1.6 fact 25).
    "sdk-onesignal-foreground",
  ]

  /// The problems with one trace; empty when every invariant holds.
  static func violations(_ trace: Trace, world: World, device: Device) -> [String] {
    var problems: [String] = []
    let refused = trace.steps.contains { $0.actor == "APNs" }
    if refused {
      if trace.tracked.contains(where: { $0.status == "sent" }) { problems.append("a push APNs refused is tracked as sent") }
      if trace.ui.banner || trace.ui.list { problems.append("a push APNs refused shows a banner") }
      if trace.steps.contains(where: { $0.actor == "app" || $0.actor.hasPrefix("sdk:") }) { problems.append("app code ran for a refused push") }
    }
    if let opened = trace.ui.opened {
      let texts = trace.steps.flatMap { [$0.call, $0.note] }
      if opened == "app" {
        let broughtForward = trace.state == .foreground || trace.steps.contains { $0.call == Callback.didBecomeActive }
        if !broughtForward { problems.append("opened app, but no step brought the app to the foreground") }
      } else {
        let target = opened.hasPrefix("web view ") ? String(opened.dropFirst("web view ".count)) : opened
        if !texts.contains(where: { $0.contains(target) }) { problems.append("opened \(opened), but no step opened it") }
      }
    }
    let findingIDs = Set(trace.findings.map(\.id))
    if findingIDs.isDisjoint(with: completionFindings) {
      for problem in TraceChecks.completionProblems(world.completions) {
        problems.append("\(problem.call) (callback \(problem.index + 1)): system completion handler called \(problem.times) times")
      }
    }
    // iOS uses the first answer that reaches willPresent's system handler (the model's assumption, OneSignal's comment,
    // sdk-behaviour-more.md §1.5 fact 25): the options it applied are that answer's.
    if let record = world.completions.last, record.callback == "willPresent", let used = record.calls.first(where: \.system),
      let applied = world.screen.options, let answered = ScenarioRunner.optionSet(used.value), answered != Set(applied)
    {
      problems.append("willPresent's first answer to the system was \(used.value) by \(used.caller), but iOS applied \(applied)")
    }
    for step in trace.steps where SystemRules.rule(id: step.rule) == nil {
      problems.append("step \"\(step.call)\" has rule \"\(step.rule)\", which pushsim explain does not know")
    }
    for finding in trace.findings where SystemRules.rule(id: finding.id) == nil {
      problems.append("finding \(finding.id) is not a rule pushsim explain knows")
    }
    let categoryActions = Set(world.center.delivered.flatMap { device.category($0.categoryID)?.category.actions.map(\.id) ?? [] })
    let sent = [ActionIdentifier.defaultAction, ActionIdentifier.dismissAction]
    for step in trace.steps where step.call == Callback.didReceive {
      let identifier = String(step.note.dropFirst("actionIdentifier ".count))
      if !sent.contains(identifier) && !categoryActions.contains(identifier) {
        problems.append("didReceive with action identifier \(identifier), which iOS never sends for this notification")
      }
    }
    if trace.fails(strict: false) != trace.findings.contains(where: { $0.severity == .error }) {
      problems.append("exit status disagrees with findings")
    }
    return problems
  }

  /// One-key variations of every built-in profile: the wiring mistakes and states the seeds discuss.
  static let variants: [[String]] = [
    [], ["app.delegate.assigned=after-launch-returns"], ["app.delegate.owner=none"], ["app.implementsDidReceiveRemoteNotification=false"],
    ["app.backgroundModes=[]"], ["app.notificationsAuthorized=false"], ["sdks.mapp.forwardResponse=false"], ["sdks.mapp.extraCompletionCall=true"],
    ["sdks.grovs.configured=false"], ["sdks.grovs.network=down"], ["sdks.grovs.enabled=false"], ["sdks.grovs.authenticated=false"],
    ["ios.simctlPush=true"], ["sdks.grovs.build=app-store"], [#"sdks.grovs.openCalledFrom=["willPresent","didReceiveRemoteNotification"]"#],
    ["sdks.netmera.urlOpening=app", "sdks.netmera.notificationPresentation=app"],
  ]

  static func profiles() throws -> [AppProfile] {
    try BuiltinProfiles.all.flatMap { builtin in
      try variants.map { assignments in
        var profile = builtin
        for assignment in assignments { try profile.apply(assignment: assignment) }
        return profile
      }
    }
  }

  @Test func everyTraceOfTheMatrixIsConsistent() throws {
    var checked = 0
    var failures: [String] = []
    let profiles = try Self.profiles()
    for (name, payload) in try Self.payloads() {
      let classification = Classifier.standard.classify(payload)
      for profile in profiles {
        for event in PayloadMatrix.events(payload, classification, profile) {
          for state in AppState.allCases {
            let device = Device(world: World.starting(in: state, profile: profile))
            let push = PushMessage(file: name, payload: payload, classification: classification)
            device.prepare(for: push)
            device.apply(.deliver(push))
            for next in IOSModel.script(event) { device.apply(next) }
            var trace = Trace(
              file: name, provider: classification.provider, app: profile.name, appChoice: "matrix", state: state, event: event, kind: payload.kind)
            trace.read(device)
            checked += 1
            for problem in Self.violations(trace, world: device.world, device: device) {
              let variant = profile.explicit.sorted().joined(separator: ",")
              failures.append("\(name) · \(profile.name) [\(variant)] · \(state.rawValue) · \(event.name): \(problem)")
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) violations, first: \(failures.prefix(20).joined(separator: "\n"))")
    #expect(checked >= 30_000, "the matrix checked \(checked) traces")
  }
}

@Suite struct TraceWidthTests {
  /// Every sample payload × built-in profile × state × event (deliver, tap, dismiss): one trace each.
  static func everyTrace(_ body: (Trace) -> Void) throws {
    for (name, payload) in try InvariantTests.payloads() {
      let classification = Classifier.standard.classify(payload)
      for profile in BuiltinProfiles.all {
        for state in AppState.allCases {
          for event in [SimEvent.deliver, .tap(action: nil), .dismiss] {
            body(
              IOSModel().simulate(
                IOSModel.Input(
                  file: name, payload: payload, classification: classification, profile: profile, appChoice: "--app \(profile.name)",
                  state: state, event: event)))
          }
        }
      }
    }
  }

  /// issue 10: default text output stays within 120 columns; --verbose may pass it.
  @Test func traceTextFitsIn120Columns() throws {
    var widest = 0
    var widestWide = 0
    try Self.everyTrace { trace in
      for line in TraceReport.text(trace, style: .plain).split(separator: "\n") { widest = max(widest, line.count) }
      // Issue 19: on a wider terminal the trace uses its width, and never passes it.
      for line in TraceReport.text(trace, style: .plain, width: 200).split(separator: "\n") {
        widestWide = max(widestWide, line.count)
      }
    }
    #expect(widest <= TraceReport.textWidth, "widest line: \(widest)")
    #expect(widest > 100, "the check looks at real traces")
    #expect(widestWide <= 200 && widestWide > TraceReport.textWidth, "widest line at 200 columns: \(widestWide)")
  }
}
