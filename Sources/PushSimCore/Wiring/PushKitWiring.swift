extension WiringFacts {
  /// The app's PushKit wiring (issue 33): whether it asks PushKit for VoIP pushes, its PushKit callback and how each path
  /// through it reports the call to CallKit, and the Notification Service Extension's CallKit report.
  public struct PushKit: Sendable {
    /// Where the code sets a PKPushRegistry's desiredPushTypes to a set holding `.voIP` (`PKPushTypeVoIP`).
    public var voipRegistry: CodePlace?
    /// Where it sets desiredPushTypes to types pushsim reads that do not hold `.voIP`.
    public var otherRegistry: CodePlace?
    /// Where it sets desiredPushTypes to a value pushsim cannot read (a variable).
    public var unreadRegistry: CodePlace?
    public var callbacks: [Callback] = []
    /// Calls of `CXProvider.reportNewIncomingVoIPPushPayload(_:completion:)`, and whether each is in a
    /// UNNotificationServiceExtension (the only object allowed to call it).
    public var payloadReports: [PayloadReport] = []

    /// One PushKit callback the app implements.
    public struct Callback: Sendable {
      public var selector: String
      public var place: CodePlace
      /// It has a completion handler (the variant without one is deprecated since iOS 11).
      public var hasCompletion: Bool
      /// Every path's verdict agreed: `in-callback`, `never`, `after-completion`, `completed-first`; `mixed` when they
      /// differ; `undecided` when the method is over the budget or rests on code pushsim cannot see.
      public var report: String
      /// Each path, in order of its place; nil past the budget.
      public var paths: [ReportPath]?
    }

    /// One path's verdict and the place that shows it.
    public struct ReportPath: Sendable, Equatable {
      public var verdict: String
      /// The report (in time), the completion call (after-completion, completed-first), the call pushsim cannot see
      /// (undecided), or where a path that never reports returns (or the branch that sent it to the end).
      public var place: CodePlace?
      /// The path leaves the method at `place` without reporting.
      public var returnsHere = false
      /// For after-completion and completed-first: where the report is (or is scheduled).
      public var reportAt: CodePlace?
    }

    public struct PayloadReport: Sendable {
      public var place: CodePlace
      public var function: String
      public var inServiceExtension: Bool
      /// The calling type is declared in these files (a class, struct or enum, not only extended): whether it is a
      /// service extension is decided.
      public var ownerDeclared: Bool
    }

    /// The code uses PushKit at all.
    public var isEmpty: Bool {
      voipRegistry == nil && otherRegistry == nil && unreadRegistry == nil && callbacks.isEmpty && payloadReports.isEmpty
    }

    /// What the callbacks say together (the profile's `app.pushKit.callReport`): nil without a callback.
    public var callReport: String? {
      let words = Set(callbacks.map(\.report))
      guard let word = words.first else { return nil }
      guard words.count == 1 else { return "undecided" }
      switch word {
      case "in-callback", "never", "after-completion": return word
      default: return "undecided"
      }
    }
  }
}

extension WiringAnalyzer {
  /// The PushKit callbacks iOS calls for a VoIP push (Apple PKPushRegistryDelegate): the one with a completion handler,
  /// the iOS 26.4 VoIP one, and the variant without completion (deprecated since iOS 11), Swift and Objective-C.
  public static let pushKitSelectors: Set<String> = [
    "pushRegistry(_:didReceiveIncomingPushWith:for:completion:)", "pushRegistry:didReceiveIncomingPushWithPayload:forType:withCompletionHandler:",
    "pushRegistry(_:didReceiveIncomingVoIPPushWith:metadata:withCompletionHandler:)",
    "pushRegistry:didReceiveIncomingVoIPPushWithPayload:metadata:withCompletionHandler:",
    "pushRegistry(_:didReceiveIncomingPushWith:for:)", "pushRegistry:didReceiveIncomingPushWithPayload:forType:",
  ]

  static func pushKit(_ module: WiringModule, serviceExtensions: [WiringFacts.ServiceExtension], undecided: WiringUndecided)
    -> WiringFacts.PushKit
  {
    var facts = WiringFacts.PushKit()
    let extensions = Set(serviceExtensions.map(\.name))
    // Declared, superclass and all: a Swift type, an Objective-C @interface with its superclass (not a category).
    let declared = Set(
      module.files.flatMap(\.types).filter {
        $0.kind != "extension" && $0.kind != "@implementation" && ($0.kind != "@interface" || !$0.inherits.isEmpty)
      }
      .map(\.name))
    func registry(_ value: CodeExpression, _ place: CodePlace) {
      let named = mentions(value).union(CodeWalk.names(in: value))
      if !named.isDisjoint(with: ["voIP", "PKPushTypeVoIP"]) {
        if facts.voipRegistry == nil { facts.voipRegistry = place }
      } else if !named.isDisjoint(with: ["fileProvider", "complication", "PKPushTypeFileProvider", "PKPushTypeComplication"])
        || value.path == "[]"
      {
        if facts.otherRegistry == nil { facts.otherRegistry = place }
      } else if facts.unreadRegistry == nil {
        facts.unreadRegistry = place
      }
    }
    func scan(_ body: [CodeStatement], function: CodeFunction?) {
      CodeWalk.statements(body) { statement, _ in
        if case .assignment(let target, let value, let place) = statement, target.lastName == "desiredPushTypes" { registry(value, place) }
        for expression in statement.ownExpressions {
          for call in CodeWalk.calls(in: expression) {
            guard case .call(let callee, let arguments, let place) = call, let name = callee.lastName else { continue }
            if name == "setDesiredPushTypes:", let value = arguments.first?.value { registry(value, place) }
            if name == "reportNewIncomingVoIPPushPayload" || name.hasPrefix("reportNewIncomingVoIPPushPayload:") {
              let owner = function?.owner ?? ""
              facts.payloadReports.append(
                .init(
                  place: place, function: function?.selector ?? "", inServiceExtension: !owner.isEmpty && extensions.contains(owner),
                  ownerDeclared: declared.contains(owner)))
            }
          }
        }
      }
    }
    for function in module.functions { scan(function.body, function: function) }
    // A registry set up in a property's initial value (`lazy var registry: PKPushRegistry = { … }()`).
    for type in module.files.flatMap(\.types) {
      for property in type.properties { if let value = property.value { scan([.expression(value)], function: nil) } }
    }
    for function in module.functions(pushKitSelectors) {
      let hasCompletion = handlerParameter(function).map { $0.name != "_" } ?? false
      var callback = WiringFacts.PushKit.Callback(
        selector: function.selector, place: function.place, hasCompletion: hasCompletion, report: "undecided", paths: nil)
      if undecided.cut(at: function.place) == nil, let paths = CallReportPaths.paths(of: function, module: module) {
        callback.paths = reportPaths(paths, function: function, completion: hasCompletion)
        let words = Set((callback.paths ?? []).map(\.verdict))
        callback.report = words.count == 1 ? words.first ?? "undecided" : "mixed"
      }
      facts.callbacks.append(callback)
    }
    return facts
  }

  /// Each distinct path's verdict and place, in order of place.
  static func reportPaths(_ paths: Set<CallReportPaths.Path>, function: CodeFunction, completion: Bool) -> [WiringFacts.PushKit.ReportPath] {
    var found: [WiringFacts.PushKit.ReportPath] = []
    for path in paths {
      let verdict = path.verdict(completion: completion)
      var entry = WiringFacts.PushKit.ReportPath(verdict: verdict.rawValue)
      switch verdict {
      case .inCallback:
        entry.place = path.place(of: .report) ?? path.place(of: .reportLater)
      case .never:
        entry.place = path.end ?? path.decidedAt ?? function.place
        entry.returnsHere = path.end != nil
      case .afterCompletion:
        entry.place = path.place(of: .complete) ?? path.place(of: .reportLater)
        entry.reportAt = path.place(of: .reportLater) ?? path.place(of: .report)
      case .completedFirst:
        entry.place = path.place(of: .complete)
        entry.reportAt = path.place(of: .report)
      case .undecided:
        entry.place = path.place(of: .unsure)
      }
      if !found.contains(entry) { found.append(entry) }
    }
    return found.sorted { ($0.place ?? function.place, $0.verdict) < ($1.place ?? function.place, $1.verdict) }
  }
}

extension ProfileFromCode.Builder {
  /// `app.pushKit.voip` and `app.pushKit.callReport` from the app's PushKit code; nothing when the code has none.
  mutating func derivePushKit() {
    let pushKit = facts.pushKit
    guard !pushKit.isEmpty else { return }
    let callback = pushKit.callbacks.first
    if let place = pushKit.voipRegistry {
      set(PushKitSettings.voipKey, .bool(true), place, "a PKPushRegistry's desiredPushTypes holds .voIP")
    } else if let place = pushKit.otherRegistry {
      set(PushKitSettings.voipKey, .bool(false), place, "the PKPushRegistry's desiredPushTypes does not hold .voIP")
    } else if let callback {
      let registry =
        pushKit.unreadRegistry == nil ? "no PKPushRegistry is set up in these files" : "desiredPushTypes is set from a value pushsim cannot read"
      set(PushKitSettings.voipKey, .bool(true), callback.place, "\(callback.selector) is implemented (\(registry))")
    } else {
      keepDefault(
        PushKitSettings.voipKey,
        pushKit.unreadRegistry == nil ? "no PKPushRegistry for VoIP in these files" : "desiredPushTypes is set from a value pushsim cannot read")
    }
    guard let callback, let report = pushKit.callReport else {
      keepDefault(PushKitSettings.callReportKey, "no PushKit callback in these files")
      return
    }
    let why: String
    switch report {
    case "in-callback": why = "every path of \(callback.selector) reports the call to CallKit before it finishes"
    case "never": why = "no path of \(callback.selector) reports the call to CallKit"
    case "after-completion": why = "\(callback.selector) reports the call only after it finished"
    default:
      let words = Set(pushKit.callbacks.flatMap { ($0.paths ?? []).map(\.verdict) }).sorted()
      why =
        words.isEmpty
        ? "whether \(callback.selector) reports the call is undecided (too many paths, or code over pushsim's budget)"
        : "the paths of \(callback.selector) differ (\(words.joined(separator: ", "))): the push's path decides, which pushsim does not evaluate"
    }
    set(PushKitSettings.callReportKey, .string(report), callback.place, why)
  }
}
