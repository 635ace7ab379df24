/// The handle the iOS rules and the SDK models act through: the world being advanced, the
/// notification the current callback is about, and the timeline written so far. Models read and
/// change SDK state only in `world`; notes explain, state decides.
public final class SimContext {
  public var world: World
  /// The notification the current event is about (nil for launch, foreground, set…).
  public var current: DeliveredNotification?
  public private(set) var steps: [TraceStep] = []
  public private(set) var findings: [SimFinding] = []
  /// The rule and message of each finding: a finding is reported once, and asking is a lookup, not a search of all
  /// findings (which made a long scenario with many distinct findings quadratic).
  private var reported: Set<[String]> = []
  /// The SDKs that tracked an event for each notification (a search of every tracked event per tap was n²).
  private var trackedSDKs: [String: Set<String>] = [:]
  /// While the app's own method runs with a completion handler an SDK wrapped so only its first call counts: that
  /// SDK's name and rule (WiredApp.guarded).
  var completionGuard: (sdk: String, rule: SimRule)?
  /// While the app's own method runs as a proxy's peer, or with a handler an SDK wrapped: that SDK's actor ("sdk:<id>").
  /// A completion call by anyone else then reaches the wrapper's handler, not the system's (`World.completions`).
  var handlerWrapper: String?
  /// The record of `world.completions` that handler calls join: the last system callback with a handler, until a
  /// lifecycle callback (launch, foreground, active…) comes between, as the timeline reads.
  private var openCompletion: Int?

  init(world: World) {
    self.world = world
    for event in world.tracked { trackedSDKs[event.notification, default: []].insert(event.sdk) }
  }

  public var profile: AppProfile { world.profile }
  public var payload: Payload { current?.payload ?? Payload.nothing }
  public var classification: Classification { current?.classification ?? Classification.none }

  /// Writes a trace step. A step that calls a completion handler (`completionHandler(…)`) is also recorded in the world
  /// as a call of the handler of the last system callback (`complete`), from this one call.
  public func step(_ actor: String, _ call: String, note: String = "", rule: SimRule? = nil, args: [String: String] = [:]) {
    steps.append(
      TraceStep(
        interned(actor), interned(call), note: interned(note), rule: rule?.id ?? "", time: world.clock,
        args: args.isEmpty ? args : args.mapValues(interned)))
    if call.hasPrefix("completionHandler("), call.hasSuffix(")") {
      recordCompletion(actor, value: String(call.dropFirst("completionHandler(".count).dropLast()), system: nil)
    } else if Callback.lifecycle.contains(call) {
      openCompletion = nil
    }
  }

  /// iOS calls a callback that has a completion handler: the trace step, and a new `World.completions` record that the
  /// handler calls after it join.
  public func systemCallback(_ receiver: String, _ call: String, note: String = "", rule: SimRule? = nil, args: [String: String] = [:]) {
    steps.append(TraceStep(receiver, call, note: note, rule: rule?.id ?? "", time: world.clock, args: args))
    guard let name = CompletionRecord.callbackNames.first(where: { $0.selector == call })?.name else { return }
    openCompletion = world.completions.count
    world.completions.append(CompletionRecord(callback: name, notification: current?.id ?? "", receiver: receiver, time: world.clock))
  }

  /// A completion call the trace writes in words (a wrapper calling the system's handler, a call a wrapper stops):
  /// the step, and the call recorded with its value; `system` nil: decided by `handlerWrapper`.
  public func complete(_ actor: String, _ call: String, value: String, system: Bool? = nil, note: String = "", rule: SimRule? = nil) {
    steps.append(TraceStep(actor, call, note: note, rule: rule?.id ?? "", time: world.clock))
    recordCompletion(actor, value: value, system: system)
  }

  /// A call of the handler of the last system callback: the system's, unless the app's code runs with a wrapper's
  /// handler (`handlerWrapper`) and the caller is not that wrapper.
  private func recordCompletion(_ caller: String, value: String, system: Bool?) {
    guard let last = openCompletion, world.completions.indices.contains(last) else { return }
    let reaches = system ?? (handlerWrapper.map { $0 == caller } ?? true)
    world.completions[last].append(CompletionCall(caller: caller, value: interned(value), time: world.clock, system: reaches))
  }

  /// Texts the world records over and over (a completion's value, an SDK's log line with its payload), stored once: a
  /// scenario of 21,000 presentations kept 21,000 copies of `[.banner, .list, .sound]`.
  private var internedTexts: [String: String] = [:]

  func interned(_ text: String) -> String {
    if let known = internedTexts[text] { return known }
    guard internedTexts.count < 10_000 else { return text }
    internedTexts[text] = text
    return text
  }

  public func finding(_ rule: SimRule, _ severity: Severity, _ message: String) {
    guard reported.insert([rule.id, message]).inserted else { return }
    findings.append(SimFinding(rule.id, severity, message))
  }

  /// Records a tracked event for the current notification; returns its index in `world.tracked`.
  @discardableResult
  public func track(_ event: TrackedEvent) -> Int {
    var event = event
    if event.notification.isEmpty { event.notification = current?.id ?? "" }
    world.tracked.append(event)
    trackedSDKs[event.notification, default: []].insert(event.sdk)
    return world.tracked.count - 1
  }

  /// A tracked event the SDK kept (queued, failed) goes out now: `sent`, with one more delivery attempt.
  public func send(tracked index: Int) {
    guard world.tracked.indices.contains(index) else { return }
    world.tracked[index].status = "sent"
    world.tracked[index].attempts += 1
  }

  /// The SDKs that tracked an event for the notification `id`.
  func sdksTracking(_ id: String) -> Set<String> { trackedSDKs[id] ?? [] }

  /// Schedules a timed action of `owner`'s code `delay` milliseconds from now on the world's clock, for the current
  /// notification (`performSelector:afterDelay:`, `dispatch_after`); it runs when time passes (`SDKModel.timerFired`).
  public func schedule(after delay: Int, owner: String, action: String, argument: String = "") {
    world.timers.schedule(
      due: WorldTime.after(world.clock, max(0, delay)), owner: owner, action: action, argument: argument,
      notification: current.flatMap { notification in world.center.lastIndex(of: notification.id).map { (notification.id, $0) } })
  }

  /// Something a step opened: a deep link, a landing page, a web view, the app itself. `screen.opened` holds the last
  /// (a web view as "web view <url>"); `world.opens` records each: the URL, who opened it and how
  /// (`OpenRecord.mechanisms`), for the current notification, at the world clock.
  public func open(_ target: String, by opener: String, via mechanism: String) {
    world.screen.opened = mechanism == "in-app web view" ? "web view " + target : target
    world.opens.append(
      OpenRecord(target: interned(target), opener: opener, mechanism: mechanism, notification: current?.id ?? "", time: world.clock))
  }
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
  /// Who implements didReceiveRemoteNotification: "app", "sdk:<id>" when an SDK adds it, nil when nobody.
  func remoteNotificationOwner(_ context: SimContext) -> String?
  func implementsWillPresent(_ context: SimContext) -> Bool
  func implementsDidReceive(_ context: SimContext) -> Bool
  /// Inside the Notification Service Extension, before display.
  func serviceExtension(_ context: SimContext)
  /// `applicationDidBecomeActive(_:)`: SDKs retry what they queued, show stored content.
  func didBecomeActive(_ context: SimContext)
  /// The process ended (kill or force-quit): in-memory SDK state is gone, saved state stays.
  func processEnded(_ context: SimContext)
  /// `applicationDidEnterBackground(_:)`: what SDKs clear when the app leaves the foreground.
  func didEnterBackground(_ context: SimContext)
  /// A profile key changed at run time (`set PATH VALUE`).
  func profileChanged(_ context: SimContext, path: String)
  /// The user closes in-app content an SDK shows.
  func closeInAppContent(_ context: SimContext)
  /// A category an SDK registers itself (not in `app.categories`).
  func sdkCategory(_ context: SimContext, id: String) -> (owner: String, category: AppProfile.Category)?
  /// Why a category may be missing, for the unknown-action finding ("" when there is nothing to add).
  func categoryHint(_ context: SimContext) -> String
  /// After a response was handled: checks across SDKs (a push two of them claim).
  func responseFinished(_ context: SimContext)
  /// Time passed while the app's process runs (`advance`, in milliseconds): SDKs flush what they batched.
  func timePassed(_ context: SimContext, milliseconds: Int)
  /// A timer an SDK scheduled (`SimContext.schedule`) is due: its owner's code runs, at its due time on the clock.
  func timerFired(_ context: SimContext, _ timer: PendingTimer)
}

extension AppBehaviour {
  public func delegateActor(_ context: SimContext) -> String { "app" }
  public func prepare(_ context: SimContext) {}
  public func remoteNotificationOwner(_ context: SimContext) -> String? {
    context.profile.implementsDidReceiveRemoteNotification ? "app" : nil
  }
  public func implementsWillPresent(_ context: SimContext) -> Bool { context.profile.implementsWillPresent }
  public func implementsDidReceive(_ context: SimContext) -> Bool { context.profile.implementsDidReceive }
  public func serviceExtension(_ context: SimContext) {}
  public func didBecomeActive(_ context: SimContext) {}
  public func processEnded(_ context: SimContext) {}
  public func didEnterBackground(_ context: SimContext) {}
  public func profileChanged(_ context: SimContext, path: String) {}
  public func closeInAppContent(_ context: SimContext) {}
  public func sdkCategory(_ context: SimContext, id: String) -> (owner: String, category: AppProfile.Category)? { nil }
  public func categoryHint(_ context: SimContext) -> String { "" }
  public func responseFinished(_ context: SimContext) {}
  public func timePassed(_ context: SimContext, milliseconds: Int) {}
  public func timerFired(_ context: SimContext, _ timer: PendingTimer) {}
}

/// Selectors as Apple writes them.
public enum Callback {
  public static let didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
  public static let willPresent = "userNotificationCenter(_:willPresent:withCompletionHandler:)"
  public static let didReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
  public static let didReceiveRemoteNotification = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
  public static let willEnterForeground = "applicationWillEnterForeground(_:)"
  public static let didBecomeActive = "applicationDidBecomeActive(_:)"
  public static let didEnterBackground = "applicationDidEnterBackground(_:)"
  public static let willResignActive = "applicationWillResignActive(_:)"
  public static let serviceExtension = "didReceive(_:withContentHandler:)"
  public static let serviceExtensionTimeWillExpire = "serviceExtensionTimeWillExpire()"
  /// The Location Push Service Extension's entry point, and the system's warning before it terminates the extension.
  public static let locationPush = "didReceiveLocationPushPayload(_:completion:)"
  public static let serviceExtensionWillTerminate = "serviceExtensionWillTerminate()"
  /// The other callbacks iOS makes to the app: one between a callback with a completion handler and a handler call
  /// means the call is not for that callback.
  static let lifecycle: Set<String> = [
    didFinishLaunching, willEnterForeground, didBecomeActive, willResignActive, locationPush, serviceExtensionWillTerminate,
  ]
  /// The calls iOS makes to the Notification Service Extension (the others are the extension's answers).
  static let toServiceExtension: Set<String> = [serviceExtension, serviceExtensionTimeWillExpire]
}

/// The plain app (no push SDK): it assigns its own delegate, returns the profile's presentation
/// options, opens itself on a tap, and calls each completion handler as the profile says.
public struct PlainApp: AppBehaviour {
  public init() {}

  public func didFinishLaunching(_ context: SimContext, launchedByPush: Bool) {
    assignDelegate(context)
  }

  public func willPresent(_ context: SimContext) -> [String] {
    if let options = Self.pathPresentation(context) { return options }
    let options = context.profile.presentationOptions
    context.step("app", "completionHandler(\(Self.optionList(options)))", note: "willPresent's options", rule: .iosWillPresent)
    return options
  }

  /// willPresent on the push's own path (`app.delegate.presentation`, issue 32 item 4): the options of that path, or
  /// nothing where it returns without calling the handler. Nil without paths, or where the path gives the handler to an
  /// SDK or `super` (their presentation applies, as without paths).
  static func pathPresentation(_ context: SimContext) -> [String]? {
    let rules = context.profile.paths.presentation
    guard !rules.isEmpty, let (rule, decided) = HandlerPathRule.path(of: rules, payload: context.payload.root, action: nil), rule.by == .app
    else { return nil }
    pathStep(context, rule, decided: decided, what: rule.calls == .never ? "willPresent returns without calling its handler" : "willPresent's path")
    guard rule.calls != .never else {
      context.step("app", "returns without calling completionHandler", note: "nothing is shown", rule: .iosWillPresent)
      if decided {
        context.finding(
          .appCallbackPath, .warning,
          "willPresent returns without calling its completion handler on this push's path\(rule.at.map { " (\($0))" } ?? ""): iOS shows nothing")
      }
      return []
    }
    let options = rule.options ?? context.profile.presentationOptions
    context.step("app", "completionHandler(\(optionList(options)))", note: "willPresent's options on this path", rule: .iosWillPresent)
    return options
  }

  /// The trace step of the path a push takes: the path's condition as the code writes it, and why it is this path —
  /// its condition held, or pushsim could not tell and assumed the main path (the one that calls the handler).
  static func pathStep(_ context: SimContext, _ rule: HandlerPathRule, decided: Bool, what: String) {
    let place = rule.at.map { " (\($0))" } ?? ""
    let call = rule.code.map { "if " + $0 } ?? "the path\(place)"
    let note: String
    if decided {
      note = "true: \(what)\(place)"
    } else {
      let unknowns = rule.when.unknowns.isEmpty ? rule.when.text : rule.when.unknowns.joined(separator: "; ")
      note = "cannot tell (\(unknowns)): assumed the main path, the one that calls the handler: \(what)\(place)"
    }
    context.step("app", call, note: note, rule: .appCallbackPath)
  }

  /// How often the app itself calls a completion handler for this push: the calls of its path where the profile lists
  /// the app's paths (`app.completionHandlers.didReceivePaths`, `fetchPaths`), else the single value.
  static func completion(_ context: SimContext, kind: CompletionKind, action: String? = nil) -> AppSettings.CompletionCalls {
    let profile = context.profile
    let single = kind == .fetch ? profile.fetchCompletion : profile.didReceiveCompletion
    // The paths where an SDK or super completes are theirs: the simulation reaches the app's own call only on others.
    let rules = (kind == .fetch ? profile.paths.fetch : profile.paths.didReceive).filter { $0.by == .app }
    guard !rules.isEmpty else { return single }
    // The app's own paths agree: whichever it takes, that is how often it calls it (no step to show).
    if Set(rules.map(\.calls)).count == 1, let calls = rules.first?.calls { return AppSettings.CompletionCalls(rawValue: calls.rawValue) ?? single }
    guard let (rule, decided) = HandlerPathRule.path(of: rules, payload: context.payload.root, action: action) else { return single }
    let what = kind == .fetch ? "didReceiveRemoteNotification" : "didReceive"
    pathStep(context, rule, decided: decided, what: "\(what) calls its completion handler \(rule.calls.rawValue)")
    return AppSettings.CompletionCalls(rawValue: rule.calls.rawValue) ?? single
  }

  /// Presentation options as Swift writes them in a completion call: `[.banner, .list, .sound]`, `[]`.
  static func optionList(_ options: [String]) -> String { "[" + options.map { "." + $0 }.joined(separator: ", ") + "]" }

  public func didReceive(_ context: SimContext, actionIdentifier: String) {
    Self.callCompletion(
      context, times: Self.completion(context, kind: .response, action: actionIdentifier), call: "completionHandler()", kind: .response)
  }

  public func didReceiveRemoteNotification(_ context: SimContext, state: String) {
    Self.callCompletion(context, times: Self.completion(context, kind: .fetch), call: context.profile.fetchResultCall, kind: .fetch)
  }

  /// Writes the delegate assignment in launch, as the profile says.
  public func assignDelegate(_ context: SimContext) {
    let profile = context.profile
    guard profile.delegateOwner != .none else { return }
    let who = profile.delegateOwner == .sdk ? "the SDK" : "self"
    switch profile.delegateAssigned {
    case .beforeLaunchReturns:
      context.step("app", "UNUserNotificationCenter.current().delegate = \(who)", note: "before launch returns", rule: .iosDelegateInLaunch)
    case .afterLaunchReturns:
      context.step(
        "app", "UNUserNotificationCenter.current().delegate = \(who)", note: "deferred: runs after launch returns", rule: .iosDelegateTooLate)
    case .never:
      break
    }
  }

  public enum CompletionKind { case fetch, response }

  /// The note of a system-handler call that waited for the app's delayed completion (`app.completionHandlers.didReceiveAfter`).
  static func afterNote(_ seconds: Double) -> String { seconds > 0 ? ", \(secondsText(seconds)) s after didReceive began" : "" }

  /// Seconds as a profile writes them: `2.5`, `45` (a whole number without `.0`).
  static func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : JSONWriter.format(seconds)
  }

  /// Calls a system completion handler `times` (once, never, twice) and records the findings.
  static func callCompletion(_ context: SimContext, times: AppSettings.CompletionCalls, call: String, kind: CompletionKind) {
    let rule: SimRule = kind == .fetch ? .iosFetchCompletion : .iosResponseCompletion
    let delay = kind == .fetch ? context.profile.app.fetchAfter : context.profile.app.didReceiveAfter
    if delay > 0 && times != .never {
      // Issue 34 item 4b: the app completes later (a network request, an animation). The world has no timer queue
      // yet, so the call is written at the end of the callback, with the delay in its note.
      let what = kind == .fetch ? "didReceiveRemoteNotification" : "didReceive"
      context.step(
        "app", "schedules its completion handler", note: "\(secondsText(delay)) s after \(what) began (written at the end of the callback)",
        rule: rule)
      if kind == .fetch && delay > 30 {
        // ios-delivery.md A1: "Your app has up to 30 seconds … or your app will be terminated".
        context.step("iOS", "ends the app", note: "the fetch completion handler was not called within 30 s", rule: rule)
        context.finding(
          rule, .error,
          "the app calls its fetch completion handler \(secondsText(delay)) s after the push: iOS gives it up to 30 s, terminates the app first and lowers its future background priority"
        )
        return
      }
    }
    switch times {
    case .never:
      if kind == .fetch {
        context.finding(
          rule, .error,
          "the fetch completion handler is never called: iOS terminates the app after 30 s and lowers its future background priority")
      } else {
        context.finding(rule, .warning, "the didReceive completion handler is never called: iOS logs a warning and may suspend the app early")
      }
    case .twice:
      context.step("app", call, rule: rule)
      if let wrapper = context.completionGuard {
        // Not a call of the system's handler: the wrapper stops it (so the trace's count of completion calls stays one).
        context.complete(
          "app", "calls its completion handler again", value: String(call.dropFirst("completionHandler(".count).dropLast()), system: false,
          note: "\(wrapper.sdk)'s wrapper ignores the second call", rule: wrapper.rule)
        context.finding(
          wrapper.rule, .info,
          "the app calls its \(kind == .fetch ? "fetch" : "didReceive") completion handler twice: \(wrapper.sdk) wrapped it and passes on the first call only, so the system handler is called once"
        )
        return
      }
      context.step("app", call, note: "second call", rule: rule)
      if kind == .fetch {
        context.finding(
          rule, .error,
          "the fetch completion handler is called twice: the app crashes (NSInternalInconsistencyException: you can't call -sendResponse: twice)")
      } else {
        context.finding(rule, .warning, "the didReceive completion handler is called twice: undocumented, and a trap with the async form")
      }
    case .once:
      context.step("app", call, rule: rule)
    }
  }
}
