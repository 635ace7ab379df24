/// An app wired to push SDKs as its profile says (`app.sdks`, `app.routing`, `sdks.*`). Each
/// callback offers the push to the SDKs in routing order, as the seed pages recommend; with no
/// SDK it is the plain app.
public struct WiredApp: AppBehaviour {
  let plain = PlainApp()

  public init() {}

  /// The order in which the app offers a push to its SDKs (`app.routing`, else `app.sdks`).
  static func routing(_ profile: AppProfile) -> [String] {
    let explicit = profile.routingRules.map(\.sdk)
    return explicit.isEmpty ? profile.app.sdks : explicit
  }

  /// Whether the app's condition for `id` (`app.routing`'s `when`) lets this push through to that SDK, as its code
  /// tests it; the trace shows the code, the result and its place (`app-routing-condition`). No condition: it does.
  /// `quiet`: willPresent asks only to pick whose presentation applies, without a step.
  func offers(_ id: String, _ context: SimContext, action: String?, quiet: Bool = false) -> Bool {
    guard let rule = context.profile.routingRules.first(where: { $0.sdk == id }), rule.when != .always else { return true }
    let result = rule.when.evaluate(context.payload.root, action: action)
    let (held, why) = result.map { ($0, "") } ?? assume(rule, context)
    guard !quiet else { return held }
    let code = rule.code ?? rule.when.text
    let place = rule.at.map { " (\($0))" } ?? ""
    let note: String
    switch result {
    case true?: note = "true: forwards to \(id)"
    case false?: note = "false: not forwarded to \(id)"
    case nil: note = "cannot tell (\(rule.when.unknowns.joined(separator: "; "))): assumed \(held) (\(why))"
    }
    context.step("app", "if " + code, note: note + place, rule: .appRoutingCondition)
    let belongs = context.classification.matches.contains { $0.provider.rawValue == id }
    let name = ProviderID(rawValue: id)?.displayName ?? id
    if result == nil {
      context.finding(
        .appRoutingCondition, .warning,
        "\(Self.undecidedFinding)\(code)\(place) for \(id) (\(rule.when.unknowns.joined(separator: "; "))): the simulation assumes it \(held ? "holds" : "fails") (\(why))"
      )
    } else if !held && belongs {
      context.finding(
        .appRoutingCondition, .warning,
        "the app's condition \(code)\(place) is false for this push (\(rule.when.text)): the \(name) SDK never sees it, so it opens nothing and counts nothing"
      )
    }
    return held
  }

  /// How the warning about a condition pushsim cannot evaluate begins (a verdict every answer reached never cites it).
  static let undecidedFinding = "pushsim cannot evaluate the app's condition "

  /// The answer the simulation takes for a condition it cannot evaluate, and why: the one `UndecidedExploration` fixed
  /// for this consultation, else `app.unknownConditionsHold`. The world keeps the consultation (`World.undecided`).
  func assume(_ rule: RoutingRule, _ context: SimContext) -> (Bool, String) {
    let index = context.world.undecided.count
    let fixed = index < context.world.assumptions.count ? context.world.assumptions[index] : nil
    let held = fixed ?? context.profile.app.unknownConditionsHold
    context.world.undecided.append(
      ConsultedCondition(
        sdk: rule.sdk, code: rule.code ?? rule.when.text, at: rule.at, unknowns: rule.when.unknowns, notification: context.current?.id ?? "",
        assumed: held))
    return (held, fixed == nil ? "app.unknownConditionsHold" : "one answer pushsim check tries")
  }

  /// Every SDK the app contains: they all start at launch, routed or not.
  static func installed(_ profile: AppProfile) -> [String] {
    var all = profile.app.sdks
    for id in routing(profile) where !all.contains(id) { all.append(id) }
    return all
  }

  func routing(_ profile: AppProfile) -> [String] { Self.routing(profile) }

  /// The SDK that installed its own notification-center delegate, if one did (the app's methods then never run).
  /// Or the SDK whose own delegate object was set before launch, until the app assigns its own.
  func delegateOwner(_ context: SimContext) -> (any SDKModel)? { delegateOwner(context, models(context)) }

  func delegateOwner(_ context: SimContext, _ models: [any SDKModel]) -> (any SDKModel)? {
    if let owner = models.first(where: \.installsOwnDelegate) { return owner }
    guard let id = context.world.sdkDelegate else { return nil }
    return models.first { type(of: $0).id == id }
  }

  /// An SDK's delegate is the delegate, or an SDK adds willPresent and didReceive to the delegate's class (OneSignal):
  /// either way the delegate has both methods, whatever the app's class implements.
  func sdkProvidesDelegateMethods(_ context: SimContext) -> Bool {
    let models = models(context)
    return delegateOwner(context, models) != nil || models.contains(where: \.injectsDelegateMethods)
  }

  public func delegateActor(_ context: SimContext) -> String {
    delegateOwner(context).map { "sdk:" + type(of: $0).id } ?? "app"
  }

  public func implementsWillPresent(_ context: SimContext) -> Bool {
    context.profile.implementsWillPresent || sdkProvidesDelegateMethods(context)
  }
  public func implementsDidReceive(_ context: SimContext) -> Bool {
    context.profile.implementsDidReceive || sdkProvidesDelegateMethods(context)
  }

  /// The app's own method, else the first SDK that implements it itself (Netmera; Mapp's automatic integration).
  public func remoteNotificationOwner(_ context: SimContext) -> String? {
    let models = models(context)
    if let owner = models.first(where: \.takesRemoteNotification) { return "sdk:" + type(of: owner).id }
    if context.profile.implementsDidReceiveRemoteNotification { return "app" }
    return remoteNotificationSDK(models).map { "sdk:" + type(of: $0).id }
  }

  /// The SDK whose own didReceiveRemoteNotification runs, when the app implements none.
  func remoteNotificationSDK(_ models: [any SDKModel]) -> (any SDKModel)? { models.first(where: \.handlesRemoteNotificationsItself) }

  public func prepare(_ context: SimContext) {
    let profile = context.profile
    let sdks = Self.installed(profile)
    for model in SDKs.models(sdks, context) { model.prepare(installed: sdks) }
    let explicit = profile.routingRules.map(\.sdk)
    guard !explicit.isEmpty else { return }
    // An SDK that hooks the app's callbacks itself (Netmera) or owns the delegate needs no routing.
    let selfRouted = Set(models(context).filter { $0.installsOwnDelegate || $0.hooksCallbacksItself }.map { type(of: $0).id })
    for id in profile.app.sdks where !explicit.contains(id) && !selfRouted.contains(id) {
      let lost = context.classification.provider?.rawValue == id
      context.finding(
        .appRouting, lost ? .error : .warning,
        "\(id) is in app.sdks but not in app.routing: the app never offers it a push" + (lost ? ", so this \(id) push is never handled by it" : ""))
    }
    for id in explicit where !profile.app.sdks.contains(id) {
      context.finding(.appRouting, .warning, "\(id) is in app.routing but not in app.sdks: pushsim starts it, but the profile does not list it")
    }
  }

  public func didFinishLaunching(_ context: SimContext, launchedByPush: Bool) {
    let sdks = Self.installed(context.profile)
    for model in SDKs.models(sdks, context) { model.launch(launchedByPush: launchedByPush) }
    if delegateOwner(context) == nil { plain.assignDelegate(context) }
    guard !sdks.isEmpty else { return }
    context.step(
      "app", "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)", note: "after registering for remote notifications",
      rule: .iosRegisterToken)
    for model in SDKs.models(sdks, context) { model.registerToken() }
  }

  /// The app's SDKs, in the order it starts them.
  func models(_ context: SimContext) -> [any SDKModel] { SDKs.models(Self.installed(context.profile), context) }

  public func serviceExtension(_ context: SimContext) {
    for model in models(context) { model.serviceExtension() }
  }

  public func didBecomeActive(_ context: SimContext) {
    for model in models(context) { model.didBecomeActive() }
  }

  public func processEnded(_ context: SimContext) {
    for model in models(context) { model.processEnded() }
  }

  public func didEnterBackground(_ context: SimContext) {
    for model in models(context) { model.didEnterBackground() }
  }

  public func timePassed(_ context: SimContext, milliseconds: Int) {
    for model in models(context) { model.timePassed(milliseconds) }
  }

  /// The timer's owner runs it (an SDK the app no longer carries runs nothing).
  public func timerFired(_ context: SimContext, _ timer: PendingTimer) {
    for model in models(context) where type(of: model).id == timer.owner { model.timerFired(timer) }
  }

  public func profileChanged(_ context: SimContext, path: String) {
    for model in models(context) { model.profileChanged(path) }
  }

  public func closeInAppContent(_ context: SimContext) {
    let showing = models(context).filter(\.showsInAppContent)
    guard !showing.isEmpty else {
      return context.finding(.sdkNetmeraInApp, .warning, "no SDK in this app shows in-app content")
    }
    for model in showing { model.closeInAppContent() }
  }

  public func sdkCategory(_ context: SimContext, id: String) -> (owner: String, category: AppProfile.Category)? {
    for model in models(context) {
      if let category = model.sdkCategory(id) { return (owner: "sdk:" + type(of: model).id, category: category) }
    }
    return nil
  }

  public func categoryHint(_ context: SimContext) -> String {
    models(context).map { $0.categoryHint() }.first { !$0.isEmpty } ?? ""
  }

  public func willPresent(_ context: SimContext) -> [String] {
    let models = models(context)
    guard !Self.installed(context.profile).isEmpty else { return plain.willPresent(context) }
    if let owner = delegateOwner(context, models) {
      if owner.proxiesDelegate {
        // The app's own delegate answers as the proxy's peer (the pack's keepsDelegate and proxiesDelegate).
        var peer: [String]?
        if appIsPeer(context) && context.profile.implementsWillPresent {
          forwardToPeer(context, owner, "willPresent")
          peer = wrapped(context, by: owner) { appPresentation(context, models) }
        }
        // Other delegates the proxy keeps (app.delegate.peers): each implementing one answers; the options are unioned.
        for other in peersOf(owner, context) {
          guard let options = other.presentationOptions else { continue }
          context.step(
            "sdk:" + type(of: owner).id, "forwards willPresent to the peer \(other.name)",
            note: "its willPresent calls completionHandler(\(PlainApp.optionList(options)))", rule: owner.delegateRule)
          peer = (peer ?? []) + options.filter { !(peer ?? []).contains($0) }
        }
        return owner.proxyPresentation(peer: peer)
      }
      for model in models where type(of: model).id != type(of: owner).id { model.presentationTaken(by: owner) }
      return owner.ownPresentation()
    }
    for model in models { model.hookPresentation() }
    guard context.profile.implementsWillPresent else {
      // Only an SDK's injected method is there (the class has none of its own).
      return models.lazy.compactMap { $0.presentationWithoutOriginal() }.first ?? []
    }
    let options = appPresentation(context, models)
    for model in models { model.presentationAnswered(options) }
    return options
  }

  /// The app's own willPresent, with what its SDKs do inside it.
  func appPresentation(_ context: SimContext, _ models: [any SDKModel]) -> [String] {
    let sdks = routing(context.profile)
    var decided: (options: [String], call: String, note: String, rule: SimRule)?
    for model in models {
      if let decision = model.interceptPresentation(), decided == nil { decided = decision }
    }
    for model in models { model.appHearsDelivery(from: "willPresent") }
    if let decided {
      context.step("app", decided.call, note: decided.note, rule: decided.rule)
      return decided.options
    }
    for model in SDKs.models(sdks, context) where offers(type(of: model).id, context, action: nil, quiet: true) {
      if let options = model.routedPresentation(routing: sdks) { return options }
    }
    return plain.willPresent(context)
  }

  public func didReceive(_ context: SimContext, actionIdentifier: String) {
    let sdks = routing(context.profile)
    let models = models(context)
    guard !Self.installed(context.profile).isEmpty else { return plain.didReceive(context, actionIdentifier: actionIdentifier) }
    if let owner = delegateOwner(context, models), owner.proxiesDelegate {
      // The proxy handles its push, then forwards the response to the app's own delegate as a peer (fact 9).
      owner.proxyResponse(actionIdentifier) {
        var report = PeerForwarding()
        if appIsPeer(context), context.profile.implementsDidReceive {
          forwardToPeer(context, owner, "didReceive")
          wrapped(context, by: owner) {
            guarded(context, by: owner, .response) { appDidReceive(context, models, sdks: sdks, actionIdentifier: actionIdentifier) }
          }
          report.forwarded = true
          if context.profile.didReceiveCompletion == .never { report.neverComplete.append("the app's didReceive") }
        }
        for other in peersOf(owner, context) {
          guard let calls = other.didReceive else { continue }
          report.forwarded = true
          let what: String =
            switch calls {
            case .once: "its didReceive calls its handler"
            case .twice: "its didReceive calls its handler twice: the aggregate takes the first"
            case .never: "its didReceive never calls its handler"
            }
          context.step("sdk:" + type(of: owner).id, "forwards didReceive to the peer \(other.name)", note: what, rule: owner.delegateRule)
          if calls == .never { report.neverComplete.append("the peer \(other.name)") }
        }
        return report
      }
      return
    }
    if let owner = delegateOwner(context, models) {
      owner.ownResponse(actionIdentifier)
      for model in models where type(of: model).id != type(of: owner).id { model.responseTaken(by: owner, actionIdentifier) }
      return
    }
    for model in models { model.interceptResponse(actionIdentifier) }
    guard context.profile.implementsDidReceive else {
      // Only an SDK's injected method is there: it completes, or nobody does.
      if !models.contains(where: { $0.responseWithoutOriginal() }) {
        PlainApp.callCompletion(context, times: .never, call: "completionHandler()", kind: .response)
      }
      return
    }
    appDidReceive(context, models, sdks: sdks, actionIdentifier: actionIdentifier)
  }

  /// The app's own didReceive: it offers the response to its SDKs in its routing order, then completes.
  func appDidReceive(_ context: SimContext, _ models: [any SDKModel], sdks: [String], actionIdentifier: String) {
    var outcomes: [(String, RoutedOutcome)] = []
    for model in SDKs.models(sdks, context) where offers(type(of: model).id, context, action: actionIdentifier) {
      let outcome = model.routedResponse(actionIdentifier)
      outcomes.append((model.displayName, outcome))
      if context.profile.app.routingStops == .firstHandler, outcome != .passed { break }
    }
    guard Self.appCompletes(context, outcomes, kind: .response) else { return }
    let times = PlainApp.completion(context, kind: .response, action: actionIdentifier)
    PlainApp.callCompletion(context, times: times, call: "completionHandler()", kind: .response)
  }

  /// After the app offered a push to its SDKs (`app.routingStops`): whether its own completion call runs — where no SDK
  /// completed, or where one left it to the app. With `never`, more than one completion is reported (the handler
  /// called again: a crash for the fetch handler, §2).
  static func appCompletes(_ context: SimContext, _ outcomes: [(sdk: String, outcome: RoutedOutcome)], kind: PlainApp.CompletionKind) -> Bool {
    let completing = outcomes.filter { $0.outcome == .handled }.map(\.sdk)
    let leftToApp = outcomes.contains { $0.outcome == .handledAppCompletes }
    let appCalls = leftToApp || completing.isEmpty
    if context.profile.app.routingStops == .never, completing.count + (appCalls ? 1 : 0) > 1 {
      let who = completing.joined(separator: " and ") + (appCalls ? (completing.isEmpty ? "" : " and ") + "the app" : "")
      context.finding(
        kind == .fetch ? .iosFetchCompletion : .iosResponseCompletion, kind == .fetch ? .error : .warning,
        "the app forwards the push to each SDK (app.routingStops never): \(who) each call the \(kind == .fetch ? "fetch" : "didReceive") completion handler, so it is called more than once"
          + (kind == .fetch ? " (the app crashes: you can't call -sendResponse: twice)" : ""))
    }
    return appCalls
  }

  /// A proxy delegate hands the callback to the app's own delegate, its peer: the app's code that follows runs there.
  func forwardToPeer(_ context: SimContext, _ proxy: any SDKModel, _ callback: String) {
    let handOver = proxy.peerCall(callback)
    context.step("sdk:" + type(of: proxy).id, handOver.call, note: handOver.note, rule: proxy.delegateRule)
  }

  /// The app's own code runs with a completion handler an SDK wrapped (`guardsAppCompletion`): a second call is the
  /// wrapper's to ignore.
  func guarded(_ context: SimContext, by model: any SDKModel, _ kind: PlainApp.CompletionKind, _ body: () -> Void) {
    let previous = context.completionGuard
    if let rule = model.guardsAppCompletion(kind) { context.completionGuard = (model.displayName, rule) }
    body()
    context.completionGuard = previous
  }

  /// The app's own code runs with a completion handler the proxy or wrapper `model` made (Customer.io gives each peer
  /// its own, Airship wraps the app's with ensureOnce): its calls reach that handler, and the SDK calls the system's.
  func wrapped<Result>(_ context: SimContext, by model: any SDKModel, _ body: () -> Result) -> Result {
    let previous = context.handlerWrapper
    context.handlerWrapper = "sdk:" + type(of: model).id
    defer { context.handlerWrapper = previous }
    return body()
  }

  /// The other delegates (`app.delegate.peers`) a proxy calls: all of them under a proxy that keeps every assigned
  /// delegate (Customer.io), none under one that wraps only the current delegate (Airship) or with no proxy.
  func peersOf(_ proxy: any SDKModel, _ context: SimContext) -> [DelegatePeer] {
    proxy.forwardsToEveryPeer ? context.profile.delegatePeers : []
  }

  /// The app assigned a delegate of its own, which a proxy delegate keeps as its peer.
  func appIsPeer(_ context: SimContext) -> Bool {
    context.profile.delegateOwner == .app && context.profile.hasDelegate && !context.world.delegatePending
  }

  public func didReceiveRemoteNotification(_ context: SimContext, state: String) {
    let sdks = routing(context.profile)
    let models = models(context)
    guard !Self.installed(context.profile).isEmpty else { return plain.didReceiveRemoteNotification(context, state: state) }
    if let owner = models.first(where: \.takesRemoteNotification) { return owner.ownRemoteNotification(state: state) }
    for model in models { model.interceptRemoteNotification(state: state) }
    if !context.profile.implementsDidReceiveRemoteNotification, let owner = remoteNotificationSDK(models) {
      return owner.ownRemoteNotification(state: state)
    }
    if let wrapper = models.first(where: \.wrapsRemoteNotification) {
      return wrapper.wrappedRemoteNotification(state: state) {
        wrapped(context, by: wrapper) {
          guarded(context, by: wrapper, .fetch) { appRemoteNotification(context, models, sdks: sdks, state: state) }
        }
      }
    }
    appRemoteNotification(context, models, sdks: sdks, state: state)
  }

  /// The app's own didReceiveRemoteNotification: it offers the push to its SDKs in its routing order, then completes.
  func appRemoteNotification(_ context: SimContext, _ models: [any SDKModel], sdks: [String], state: String) {
    for model in models { model.appHearsDelivery(from: "didReceiveRemoteNotification") }
    let routed = SDKs.models(sdks, context)
    var outcomes: [(String, RoutedOutcome)] = []
    for model in routed where offers(type(of: model).id, context, action: nil) {
      let outcome = model.routedRemoteNotification(state: state)
      outcomes.append((model.displayName, outcome))
      if context.profile.app.routingStops == .firstHandler, outcome != .passed { return }
    }
    if context.profile.app.routingStops == .never, !outcomes.allSatisfy({ $0.1 == .passed }) {
      // As with first-handler: an SDK that leaves the fetch handler to the app has its model write the app's call.
      let counted = outcomes.filter { $0.1 != .handledAppCompletes }
      guard Self.appCompletes(context, counted, kind: .fetch), counted.count == outcomes.count else { return }
    }
    let result = routed.lazy.compactMap { $0.appFetchResult(routing: sdks) }.first ?? context.profile.fetchResultCall
    PlainApp.callCompletion(context, times: PlainApp.completion(context, kind: .fetch), call: result, kind: .fetch)
  }

  /// A push two SDKs claim (classify's conflict) is counted by the first the app routes it to only.
  public func responseFinished(_ context: SimContext) {
    guard let conflict = context.classification.conflict, let current = context.current else { return }
    let tracking = Set(models(context).filter(\.tracksOpens).map { type(of: $0).id })
    let modelled = conflict.map(\.rawValue).filter(tracking.contains)
    guard modelled.count > 1 else { return }
    let tracked = context.sdksTracking(current.id)
    guard let winner = modelled.first(where: tracked.contains) else { return }
    for loser in modelled where !tracked.contains(loser) {
      context.finding(
        .appProviderConflict, .error,
        "both \(modelled.joined(separator: " and ")) claim this push: the app's routing gives it to \(winner), so \(loser) never tracks it")
    }
  }
}
