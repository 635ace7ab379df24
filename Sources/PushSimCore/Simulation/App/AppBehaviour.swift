/// The running simulation: payload, profile, and the trace being written.
public final class SimContext {
  public let payload: Payload
  public let classification: Classification
  public let profile: AppProfile
  public var trace: Trace

  init(payload: Payload, classification: Classification, profile: AppProfile, trace: Trace) {
    self.payload = payload
    self.classification = classification
    self.profile = profile
    self.trace = trace
  }

  public func step(_ actor: String, _ call: String, note: String = "", rule: String = "") {
    trace.steps.append(TraceStep(actor, call, note: note, rule: rule))
  }

  public func finding(_ id: String, _ severity: Severity, _ message: String) {
    guard !trace.findings.contains(where: { $0.id == id && $0.message == message }) else { return }
    trace.findings.append(SimFinding(id, severity, message))
  }

  public func track(_ event: TrackedEvent) { trace.tracked.append(event) }
}

/// What the app's own code does inside each callback iOS makes. The iOS model decides *whether*
/// and *when* a callback happens; an `AppBehaviour` decides what happens inside it. The plain app
/// is one behaviour; the SDK models plug in here (they forward, filter and track).
public protocol AppBehaviour: Sendable {
  /// Inside `application(_:didFinishLaunchingWithOptions:)`: SDK start-up, delegate assignment.
  func didFinishLaunching(_ context: SimContext, launchedByPush: Bool)
  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`: the options passed to the handler.
  func willPresent(_ context: SimContext) -> [String]
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  func didReceive(_ context: SimContext, actionIdentifier: String)
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`; `state` is `.active`, `.background` or `.inactive`.
  func didReceiveRemoteNotification(_ context: SimContext, state: String)
  /// Who receives the notification-center delegate callbacks: "app", or "sdk:<id>" when an SDK owns the delegate.
  func delegateActor(_ context: SimContext) -> String
  /// Findings about the wiring itself (versions, environments), before anything happens.
  func prepare(_ context: SimContext)
}

extension AppBehaviour {
  public func delegateActor(_ context: SimContext) -> String { "app" }
  public func prepare(_ context: SimContext) {}
}

/// Selectors as Apple writes them.
public enum Callback {
  public static let didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
  public static let willPresent = "userNotificationCenter(_:willPresent:withCompletionHandler:)"
  public static let didReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
  public static let didReceiveRemoteNotification = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
  public static let willEnterForeground = "applicationWillEnterForeground(_:)"
  public static let didBecomeActive = "applicationDidBecomeActive(_:)"
  public static let serviceExtension = "didReceive(_:withContentHandler:)"
}

/// The plain app (no push SDK): it assigns its own delegate, returns the profile's presentation
/// options, opens itself on a tap, and calls each completion handler as the profile says.
public struct PlainApp: AppBehaviour {
  public init() {}

  public func didFinishLaunching(_ context: SimContext, launchedByPush: Bool) {
    assignDelegate(context)
  }

  public func willPresent(_ context: SimContext) -> [String] {
    let options = context.profile.presentationOptions
    context.step(
      "app", "completionHandler([\(options.map { "." + $0 }.joined(separator: ", "))])", note: "willPresent's options", rule: "ios-will-present")
    return options
  }

  public func didReceive(_ context: SimContext, actionIdentifier: String) {
    Self.callCompletion(context, times: context.profile.didReceiveCompletion, call: "completionHandler()", kind: .response)
  }

  public func didReceiveRemoteNotification(_ context: SimContext, state: String) {
    Self.callCompletion(context, times: context.profile.fetchCompletion, call: "completionHandler(.newData)", kind: .fetch)
  }

  /// Writes the delegate assignment in launch, as the profile says.
  public func assignDelegate(_ context: SimContext) {
    let profile = context.profile
    guard profile.delegateOwner != "none" else { return }
    let who = profile.delegateOwner == "sdk" ? "the SDK" : "self"
    switch profile.delegateAssigned {
    case "before-launch-returns":
      context.step("app", "UNUserNotificationCenter.current().delegate = \(who)", note: "before launch returns", rule: "ios-delegate-in-launch")
    case "after-launch-returns":
      context.step(
        "app", "UNUserNotificationCenter.current().delegate = \(who)", note: "deferred: runs after launch returns", rule: "ios-delegate-too-late")
    default:
      break
    }
  }

  public enum CompletionKind { case fetch, response }

  /// Calls a system completion handler `times` ("once", "never", "twice") and records the findings.
  public static func callCompletion(_ context: SimContext, times: String, call: String, kind: CompletionKind) {
    let rule = kind == .fetch ? "ios-fetch-completion" : "ios-response-completion"
    switch times {
    case "never":
      if kind == .fetch {
        context.finding(
          rule, .error,
          "the fetch completion handler is never called: iOS terminates the app after 30 s and lowers its future background priority")
      } else {
        context.finding(rule, .warning, "the didReceive completion handler is never called: iOS logs a warning and may suspend the app early")
      }
    case "twice":
      context.step("app", call, rule: rule)
      context.step("app", call, note: "second call", rule: rule)
      if kind == .fetch {
        context.finding(
          rule, .error,
          "the fetch completion handler is called twice: the app crashes (NSInternalInconsistencyException: you can't call -sendResponse: twice)")
      } else {
        context.finding(rule, .warning, "the didReceive completion handler is called twice: undocumented, and a trap with the async form")
      }
    default:
      context.step("app", call, rule: rule)
    }
  }
}
