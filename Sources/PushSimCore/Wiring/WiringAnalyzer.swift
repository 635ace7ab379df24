/// Facts about an app's push wiring, read from its code model (issue 12). Each fact keeps the place
/// that shows it; what the code does not show is `unknown`, with why.
public enum WiringAnalyzer {
  /// The delegate methods iOS looks up, by selector (Swift and Objective-C spellings). Sources:
  /// Apple's UNUserNotificationCenterDelegate and UIApplicationDelegate references (docs/sources.md).
  public enum Selectors {
    public static let didFinishLaunching: Set<String> = [
      "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
      "application:didFinishLaunchingWithOptions:", "application:willFinishLaunchingWithOptions:",
    ]
    public static let didReceive: Set<String> = [
      "userNotificationCenter(_:didReceive:withCompletionHandler:)", "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
    ]
    public static let didReceiveAsync: Set<String> = ["userNotificationCenter(_:didReceive:)"]
    public static let willPresent: Set<String> = [
      "userNotificationCenter(_:willPresent:withCompletionHandler:)", "userNotificationCenter:willPresentNotification:withCompletionHandler:",
    ]
    public static let willPresentAsync: Set<String> = ["userNotificationCenter(_:willPresent:)"]
    public static let remoteNotification: Set<String> = [
      "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", "application:didReceiveRemoteNotification:fetchCompletionHandler:",
    ]
    public static let remoteNotificationAsync: Set<String> = ["application(_:didReceiveRemoteNotification:)"]

    /// Which of the three push callbacks a selector is, in the profile's words (`sdks.grovs.openCalledFrom`):
    /// `didReceive`, `willPresent`, `didReceiveRemoteNotification`; nil for any other method.
    public static func callback(_ selector: String) -> String? {
      if didReceive.contains(selector) || didReceiveAsync.contains(selector) { return "didReceive" }
      if willPresent.contains(selector) || willPresentAsync.contains(selector) { return "willPresent" }
      if remoteNotification.contains(selector) || remoteNotificationAsync.contains(selector) { return "didReceiveRemoteNotification" }
      return nil
    }
  }

  public static func analyze(_ module: WiringModule) -> WiringFacts {
    let sdks = sdks(module)
    let callers = callers(module)
    let undecided = WiringUndecided(module)
    var facts = WiringFacts(
      files: module.files.map(\.path) + module.projectFiles.map(\.path), sdks: sdks,
      delegate: delegate(module, sdks: sdks, callers: callers, undecided: undecided),
      didReceive: handler(module, Selectors.didReceive, async: Selectors.didReceiveAsync, undecided: undecided),
      willPresent: presentation(module),
      didReceiveRemoteNotification: handler(module, Selectors.remoteNotification, async: Selectors.remoteNotificationAsync, undecided: undecided))
    facts.undecided = undecided
    // The third parties the push callbacks hand the push to are SDKs of the app too (`other`, by name).
    for forward in facts.didReceive.forwardsTo + facts.didReceiveRemoteNotification.forwardsTo
    where forward.sdk == WiringFacts.otherSDK && !facts.sdks.contains(where: { $0.id == forward.sdk && $0.name == forward.name }) {
      let first = module.references.first { $0.name == forward.name }?.place ?? forward.place
      facts.sdks.append(WiringFacts.SDKUse(id: forward.sdk, place: min(first, forward.place), name: forward.name))
    }
    facts.calls = sdkCalls(module, callers: callers)
    facts.unparsed = module.files.compactMap(\.unparsed)
    facts.serviceExtensions = serviceExtensions(module)
    facts.pushKit = pushKit(module, serviceExtensions: facts.serviceExtensions, undecided: undecided)
    facts.plugins = SDKCatalog.pluginUses(module)
    facts.overrides = overrides(module, plugins: facts.plugins)
    facts.deadMethods = deadMethods(module)
    facts.project = project(module.projectFiles)
    facts.settings = settings(module, plugins: facts.plugins)
    facts.sdks = pushUses(facts.sdks, module: module, calls: facts.calls, settings: facts.settings, plugins: facts.plugins)
    for type in module.files.flatMap(\.types) {
      for name in type.inherits where facts.conformances[name] == nil { facts.conformances[name] = type.place }
    }
    if let present = module.functions(Selectors.willPresent.union(Selectors.willPresentAsync)).first {
      CodeWalk.statements(present.body) { statement, _ in
        for expression in statement.ownExpressions { facts.willPresentMentions.formUnion(mentions(expression)) }
      }
    }
    for selector in SDKs.all.flatMap({ $0.callbackSelectors }) + ProfileFromCode.appURLEntrySelectors.flatMap({ $0 }) {
      for function in module.functions([selector]) {
        CodeWalk.statements(function.body) { statement, _ in
          for expression in statement.ownExpressions { facts.callbackMentions[selector, default: []].formUnion(mentions(expression)) }
        }
        // What the callback answers on each path (Iterable's handle(iterableURL:inContext:) -> Bool): `?` for a path
        // whose value is not a literal pushsim reads.
        if function.returns != nil {
          var paths = HandlerPaths(handler: "", module: module)
          paths.recordsReturns = true
          let values = paths.run(function.body).map { $0.value ?? "?" }
          facts.callbackReturns[selector, default: []].formUnion(values)
        }
      }
    }
    facts.registration = module.references.first { ["requestAuthorization", "registerForRemoteNotifications"].contains($0.name) }?.place
    return facts
  }

  // MARK: - SDKs

  static func sdks(_ module: WiringModule) -> [WiringFacts.SDKUse] {
    var first: [String: CodePlace] = [:]
    func use(_ id: String?, at place: CodePlace) {
      guard let id else { return }
      if let known = first[id], known <= place { return }
      first[id] = place
    }
    // Type names, then the modules of SDKs' cross-platform plugins.
    for reference in module.references { use(SDKCatalog.sdk(named: reference.name)?.id, at: reference.place) }
    for imported in module.imports { use(SDKCatalog.sdk(pluginModule: imported.name)?.id, at: imported.place) }
    for plugin in SDKCatalog.pluginUses(module) { use(plugin.sdk, at: plugin.place) }
    return first.map { WiringFacts.SDKUse(id: $0.key, place: $0.value) }.sorted { ($0.place, $0.id) < ($1.place, $1.id) }
  }

  /// Each SDK's first use of its push API (`SDKCatalog.PushAPI`); a third party the push callbacks hand the push to
  /// (`other`) is one by what it is given.
  static func pushUses(
    _ sdks: [WiringFacts.SDKUse], module: WiringModule, calls: [WiringFacts.Call], settings: [WiringFacts.Setting],
    plugins: [SDKCatalog.PluginUse]
  ) -> [WiringFacts.SDKUse] {
    sdks.map { use in
      var use = use
      if let entry = SDKCatalog.entry(use.id) {
        use.pushAPI = SDKCatalog.pushUse(entry, first: use.place, module: module, calls: calls, settings: settings, plugins: plugins)
      } else {
        use.pushAPI = use.place
      }
      return use
    }
  }

  // MARK: - The notification-center delegate

  static func isNotificationCenter(_ expression: CodeExpression, centers: Set<String>) -> Bool {
    let path = expression.path
    if path == "UNUserNotificationCenter.current()" || path == "UNUserNotificationCenter.currentNotificationCenter()" { return true }
    if case .name(let name, _) = expression { return centers.contains(name) }
    return false
  }

  /// Names bound to the notification center in a body.
  static func centers(in body: [CodeStatement]) -> Set<String> {
    var names: Set<String> = []
    CodeWalk.statements(body) { statement, _ in
      if case .binding(let name, let value?, _) = statement, isNotificationCenter(value, centers: []) { names.insert(name) }
    }
    return names
  }

  static func assignments(in function: CodeFunction) -> [WiringFacts.Delegate.Assignment] {
    let centers = centers(in: function.body)
    var found: [WiringFacts.Delegate.Assignment] = []
    CodeWalk.statements(function.body) { statement, visit in
      switch statement {
      case .assignment(.member(let base?, "delegate", _), let value, let place) where isNotificationCenter(base, centers: centers):
        found.append(.init(value: value.path, function: function.selector, place: place, inClosure: visit.inClosure))
      case .expression(let expression):
        // Objective-C: [center setDelegate:self]
        for call in CodeWalk.calls(in: expression) {
          if case .call(.member(let base?, "setDelegate:", _), let arguments, let place) = call, isNotificationCenter(base, centers: centers),
            let value = arguments.first?.value
          {
            found.append(.init(value: value.path, function: function.selector, place: place, inClosure: visit.inClosure))
          }
        }
      default: break
      }
    }
    return found
  }

  static func delegate(
    _ module: WiringModule, sdks: [WiringFacts.SDKUse], callers: [CodePlace: [CallSite]], undecided: WiringUndecided = WiringUndecided()
  ) -> WiringFacts.Delegate {
    let launches = module.functions(Selectors.didFinishLaunching, matching: isLaunch)
    // The SwiftUI App's and the app delegate's initializers run before launch returns too (AppFrameworks.runsBeforeLaunch).
    let beforeLaunch = Set(beforeLaunchFunctions(module).map(\.place))
    let launchPlaces = Set(launches.map(\.place)).union(beforeLaunch)
    var assignments: [WiringFacts.Delegate.Assignment] = []
    var placed: [(rank: Int, label: String, detail: String?, place: CodePlace)] = []
    for function in module.functions {
      // Run by launch: the launch method itself, or a helper it calls (one level), later when every such call is in a
      // closure (`DispatchQueue.main.async { … }`, a callback: it runs after launch returns).
      let fromLaunch = (callers[function.place] ?? []).filter { launchPlaces.contains($0.caller) }
      let laterCall: Bool? =
        isLaunch(function) || beforeLaunch.contains(function.place) ? false : fromLaunch.isEmpty ? nil : fromLaunch.allSatisfy(\.inClosure)
      for assignment in Self.assignments(in: function) {
        assignments.append(assignment)
        if let laterCall {
          let async = laterCall || assignment.inClosure
          placed.append((async ? 1 : 0, async ? "didFinishLaunching-async" : "didFinishLaunching-before-return", nil, assignment.place))
        } else {
          placed.append((2, "elsewhere", function.selector, assignment.place))
        }
      }
    }
    if let best = placed.min(by: { ($0.rank, $0.place) < ($1.rank, $1.place) }) {
      return .init(assigned: best.label, detail: best.detail, place: best.place, assignments: assignments)
    }
    let plugins = SDKCatalog.pluginUses(module)
    for use in sdks {
      guard let entry = SDKCatalog.entry(use.id) else { continue }
      // The plugin's native code sets the delegate (MappSdkPlugin.m: PushMessageDelegate when Dart calls engage;
      // FLTFirebaseMessagingPlugin when none is set at launch).
      if let plugin = module.imports.first(where: { entry.pluginModules.contains($0.name) }) {
        return .init(assigned: "sdk", detail: use.id, place: plugin.place, assignments: [])
      }
      if let plugin = plugins.first(where: { $0.sdk == use.id && $0.plugin.takesNotificationDelegate }) {
        return .init(assigned: "sdk", detail: "\(use.id) via \(plugin.name)", place: plugin.place, assignments: [])
      }
      switch entry.takesDelegate {
      case .always: return .init(assigned: "sdk", detail: use.id, place: use.place, assignments: [])
      case .when(let triggers):
        // A trigger is a name or the start of one (`engageAndAutoIntegrateWithLaunchOptions` in Objective-C).
        if let trigger = module.references.first(where: { name in triggers.contains { name.name.hasPrefix($0) } }) {
          return .init(assigned: "sdk", detail: use.id, place: trigger.place, assignments: [])
        }
      case .never: break
      }
    }
    if launches.isEmpty {
      return .init(
        assigned: "unknown", detail: "no application(_:didFinishLaunchingWithOptions:) in these files; the delegate may be set elsewhere",
        place: nil, assignments: [])
    }
    if module.references.contains(where: { $0.name == "FlutterAppDelegate" }) {
      return .init(assigned: "unknown", detail: "a Flutter app: a plugin (not in these files) may take the delegate", place: nil, assignments: [])
    }
    // A launch method with code over the budget may assign it in what was not read (DESIGN.md §7).
    if let cut = launches.lazy.compactMap({ undecided.cut(at: $0.place) }).first {
      return .init(
        assigned: "unknown", detail: "the launch method holds code over pushsim's budget at line \(cut.place.line), not read", place: nil,
        assignments: [])
    }
    return .init(assigned: "never", detail: nil, place: launches.first?.place, assignments: [])
  }

  /// Every name and member an expression mentions (outside closures).
  static func mentions(_ expression: CodeExpression) -> Set<String> {
    var found: Set<String> = []
    if let last = expression.lastName { found.insert(last) }
    for child in expression.children { found.formUnion(mentions(child)) }
    return found
  }

  /// Assignments to SDK properties, on the SDK's objects and on its configuration objects (`config.urlDelegate = self`
  /// after `let config = IterableConfig()`, `configuration.push.automation = true`), and the same properties set through
  /// their setter (`[config setAutomaticSetupEnabled:NO]`, `sdk.setPushNotificationDelegate(self)`: Objective-C's
  /// property setter `setX:` sets `x`); then what the app's cross-platform plugins set up by themselves when they start.
  static func settings(_ module: WiringModule, plugins: [SDKCatalog.PluginUse] = []) -> [WiringFacts.Setting] {
    var found: [WiringFacts.Setting] = []
    for function in module.functions {
      let aliases = module.aliases(of: function)
      CodeWalk.statements(function.body) { statement, _ in
        switch statement {
        case .assignment(.member(let base?, let member, _), let value, let place):
          guard let sdk = module.sdk(of: .member(base, member, place), aliases: aliases) else { return }
          var setting = WiringFacts.Setting(sdk: sdk, member: member, value: WiringText.value(value), place: place)
          setting.target = base.path
          found.append(setting)
        default:
          for expression in statement.ownExpressions {
            for call in CodeWalk.calls(in: expression) {
              guard case .call(.member(let base?, let selector, _), let arguments, let place) = call, arguments.count == 1,
                let member = setterProperty(selector, label: arguments[0].label),
                let sdk = module.sdk(of: .member(base, selector, place), aliases: aliases)
              else { continue }
              var setting = WiringFacts.Setting(sdk: sdk, member: member, value: WiringText.value(arguments[0].value), place: place)
              setting.target = base.path
              found.append(setting)
            }
          }
        }
      }
    }
    for use in plugins {
      for (member, value) in use.plugin.sets.sorted(by: { $0.key < $1.key }) {
        var setting = WiringFacts.Setting(sdk: use.sdk, member: member, value: value, place: use.place)
        setting.byPlugin = use.name
        found.append(setting)
      }
    }
    return found
  }

  /// The property a setter sets: `setAutomaticSetupEnabled:` (Objective-C) or `setPushNotificationDelegate` called with
  /// one unlabelled argument (Swift) sets `automaticSetupEnabled` / `pushNotificationDelegate`; nil for anything else.
  static func setterProperty(_ selector: String, label: String?) -> String? {
    var name = Substring(selector)
    if name.hasSuffix(":") {
      name = name.dropLast()
      guard !name.contains(":") else { return nil }
    } else if label != nil {
      return nil
    }
    guard name.hasPrefix("set"), let first = name.dropFirst(3).first, first.isUppercase else { return nil }
    return first.lowercased() + name.dropFirst(4)
  }

  /// The functions that run before didFinishLaunching returns without being it (AppFrameworks.runsBeforeLaunch).
  static func beforeLaunchFunctions(_ module: WiringModule) -> [CodeFunction] {
    let appDelegates = AppFrameworks.appDelegates(module)
    let apps = AppFrameworks.swiftUIApps(module)
    guard !appDelegates.isEmpty || !apps.isEmpty else { return [] }
    return module.functions.filter { AppFrameworks.runsBeforeLaunch($0, appDelegates: appDelegates, apps: apps) }
  }

  /// A method that runs as didFinishLaunching: the real one, or a swizzled replacement
  /// (`application:swizzledDidFinishLaunchingWithOptions:`, installed in `+load` by plugins).
  static func isLaunch(_ function: CodeFunction) -> Bool { isLaunch(selector: function.selector) }

  static func isLaunch(selector: String) -> Bool {
    Selectors.didFinishLaunching.contains(selector) || selector.lowercased().contains("didfinishlaunchingwithoptions")
  }

  // MARK: - didReceive and didReceiveRemoteNotification

  /// The completion handler parameter: the last one whose type is a function or a block.
  static func handlerParameter(_ function: CodeFunction) -> CodeParameter? {
    function.parameters.last { $0.type.contains("->") || $0.type.contains("^") }
  }

  static func handler(
    _ module: WiringModule, _ selectors: Set<String>, async asyncSelectors: Set<String>, undecided: WiringUndecided = WiringUndecided()
  ) -> WiringFacts.Handler {
    if let function = module.functions(selectors).first {
      let kind = kind(of: function, module: module)
      // A callback with code over the budget: how often it calls its handler is not known (DESIGN.md §7).
      let cut = undecided.cut(at: function.place) != nil
      var completion = cut ? "unknown" : "never"
      var afterSDK = false
      var twiceAt: [CodePlace] = []
      var uniform: HandlerPaths.State?
      if !cut, let parameter = handlerParameter(function), parameter.name != "_" {
        let states = HandlerPaths(handler: parameter.name, module: module).run(function.body)
        completion = HandlerPaths.completion(states)
        // Every path calls it once itself, with the same value: one path, under no condition (the enumerating walk is
        // skipped; on 8,000 `&&` terms it was a fifth of the run).
        if let first = states.first, states.allSatisfy({ $0.calls == 1 && $0.passed == nil && !$0.unseen && $0.value == first.value }) {
          uniform = first
        }
        afterSDK = states.contains { $0.passed == .sdk && $0.calledAfterPass }
        // The earliest pair of places among the paths that call it twice (a stable choice: sorted).
        twiceAt = states.filter(\.twice).map { $0.sites.sorted() }.filter { $0.count == 2 }.min { $0.lexicographicallyPrecedes($1) } ?? []
      }
      var fact = WiringFacts.Handler(
        kind: kind.kind, forwardsTo: kind.forwards, completion: completion, selector: function.selector, place: function.place, isAsync: false)
      fact.calledAfterSDK = afterSDK
      fact.twiceAt = twiceAt
      // Only a forwarding method's label says it (`forwards:mapp+super`): the walk is skipped otherwise.
      fact.passesToSuper = kind.kind == "forwards" && passesToSuper(function)
      if let parameter = handlerParameter(function), parameter.name != "_" {
        fact.storedAt = storage(of: parameter.name, in: function.body)
        if let uniform {
          let value = uniform.value == "()" ? nil : uniform.value
          fact.paths = [
            .init(completion: "once", sdk: nil, value: value, conditions: [], when: .always, place: uniform.sites.first, undecided: false)
          ]
        } else if !cut {
          fact.paths = paths(of: function, handler: parameter.name, module: module)
        }
        // No path is seen to call it: the calls left are those code not in these files may make (a helper of another
        // file given the handler). `never` as far as these files show; the paths say which rest on unseen code, and the
        // rules report those as undecided (corpus-apps woojo-ios: the helper's body is commented out in another file).
        if fact.completion == "some-paths", let paths = fact.paths, paths.contains(where: \.undecided),
          paths.filter({ !$0.undecided }).allSatisfy({ $0.completion == "never" }), paths.contains(where: { !$0.undecided })
        {
          fact.completion = "never"
        }
      }
      return fact
    }
    if let function = module.functions(asyncSelectors, isAsync: true).first {
      let kind = kind(of: function, module: module)
      var completion = "async-no-handler"
      if function.returns != nil {
        var paths = HandlerPaths(handler: "", module: module)
        paths.recordsReturns = true
        let values = Set(paths.run(function.body).compactMap(\.value))
        completion = values.count == 1 ? "async-return(\(values.first ?? ""))" : "async-return"
      }
      return .init(
        kind: kind.kind, forwardsTo: kind.forwards, completion: completion, selector: function.selector, place: function.place, isAsync: true)
    }
    return .absent
  }

  /// The first place the handler itself is assigned to a property or a variable (not called, not passed).
  static func storage(of handler: String, in body: [CodeStatement]) -> CodePlace? {
    var found: CodePlace?
    CodeWalk.statements(body) { statement, _ in
      guard found == nil, case .assignment(_, .name(let name, _), let place) = statement, name == handler else { return }
      found = place
    }
    return found
  }

  static let logNames: Set<String> = [
    "print", "debugPrint", "NSLog", "os_log", "dump", "log", "debug", "info", "notice", "warning", "error", "fault", "trace", "verbose",
  ]

  static func isLog(_ callee: CodeExpression) -> Bool {
    if let last = callee.lastName, logNames.contains(last) { return true }
    return callee.root.map { $0.lowercased().contains("log") } ?? false
  }

  /// What a forward to the delegate that was set before the app's (or a plugin's) is reported as.
  static let previousDelegate = "previous-delegate"

  /// A call of the function's own delegate method (same selector) on an object other than `self` or `super`.
  static func chainsToAnotherDelegate(_ callee: CodeExpression, _ arguments: [CodeArgument], _ function: CodeFunction) -> Bool {
    guard case .member(let receiver?, let member, _) = callee else { return false }
    if case .name(let name, _) = receiver, name == "self" || name == "super" { return false }
    switch function.language {
    case .objc:
      return member == function.selector && member.contains(":")
    case .swift:
      guard member == function.name, arguments.count == function.parameters.count else { return false }
      return zip(arguments, function.parameters).allSatisfy { ($0.label ?? "_") == $1.label }
    }
  }

  /// `empty` (nothing but logging and the handler), `app-only`, or `forwards` with the SDK calls
  /// that receive the notification (a call into an SDK given the method's parameters or a value
  /// derived from them).
  /// Whether the method hands the push to `super`'s implementation of itself (a call of the same method on super with
  /// its parameters).
  static func passesToSuper(_ function: CodeFunction) -> Bool {
    let parameters = Set(function.parameters.map(\.name))
    var found = false
    CodeWalk.statements(function.body) { statement, _ in
      guard !found else { return }
      for expression in statement.ownExpressions {
        for call in CodeWalk.calls(in: expression) {
          guard case .call(let callee, let arguments, _) = call, callee.root == "super",
            callee.lastName == function.name || callee.lastName == function.selector,
            arguments.contains(where: { !CodeWalk.names(in: $0.value).isDisjoint(with: parameters) })
          else { continue }
          found = true
        }
      }
    }
    return found
  }

  static func kind(of function: CodeFunction, module: WiringModule) -> (kind: String, forwards: [WiringFacts.Forward]) {
    var tainted = Set(function.parameters.map(\.name))
    let aliases = module.aliases(of: function)
    var forwards: [WiringFacts.Forward] = []
    var doesSomething = false
    // Local values a condition may name (`let provider = userInfo["provider"] as? String`), as written.
    var bindings: [String: String] = [:]
    CodeWalk.statements(function.body) { statement, visit in
      switch statement {
      case .binding(let name, let value?, _):
        if bindings.count < 256 { bindings[name] = value.sourceText }
        if !CodeWalk.names(in: value).isDisjoint(with: tainted) { tainted.insert(name) }
      case .branch(let branch):
        for binding in branch.bindings where !CodeWalk.names(in: binding.value).isDisjoint(with: tainted) { tainted.insert(binding.name) }
        // A decision on the push (`if let id = userInfo["gcm.message_id"]`) is the app's own handling, not logging
        // (corpus-apps: firebase-quickstart's didReceive, which tests a key and prints, is app-only).
        if branch.kind != .compilation, !branch.conditionExpressions.flatMap({ CodeWalk.names(in: $0) }).allSatisfy({ !tainted.contains($0) }) {
          doesSomething = true
        }
      case .assignment: doesSomething = true
      default: break
      }
      // A call in a condition list runs only where the clauses before it held (`if userInfo["ab"] != nil, let braze =
      // AppDelegate.braze, braze.notifications.handleUserNotification(…) { return }`).
      let clauses = Self.precedingClauses(statement)
      for (index, expression) in statement.ownExpressions.enumerated() {
        var visit = visit
        if index < clauses.count, !clauses[index].isEmpty { visit.enter(PathEnding.all(clauses[index].map(PathEnding.safe)), []) }
        for call in CodeWalk.calls(in: expression) {
          guard case .call(let callee, let arguments, let place) = call else { continue }
          // Calling the handler is doing something (corpus-apps: a body that only calls it is app-only).
          if isLog(callee) { continue }
          doesSomething = true
          let passesNotification = arguments.contains { !CodeWalk.names(in: $0.value).isDisjoint(with: tainted) }
          let condition = visit.conditions.isEmpty ? nil : visit.conditions.map(PathEnding.display).joined(separator: " && ")
          // The same delegate method called on another object (`[self.delegate userNotificationCenter:…]`, a plugin's
          // saved `previousDelegate`): the app hands the callback on to the delegate that was there before it.
          // An SDK's class method of that name (IterableAppIntegration) is the SDK's.
          let sdk = module.sdk(of: callee, aliases: aliases)
          if sdk == nil && passesNotification && chainsToAnotherDelegate(callee, arguments, function) {
            var forward = WiringFacts.Forward(sdk: Self.previousDelegate, call: callee.path, condition: condition, place: place)
            forward.isFallback = visit.conditions.last?.hasPrefix("!(") == true
            forwards.append(forward)
            continue
          }
          // A third party's call (a bridge or SDK pushsim does not know) that gets the push is a forward to `other`;
          // one that does not get it is nothing to report, so its receiver is not looked up.
          let other = sdk == nil && passesNotification ? module.thirdParty(callee) : nil
          // A notification a plugin observes, posted with the push (Mapp's Flutter plugin: "handledPushSilent").
          let posted = sdk == nil && passesNotification ? PluginNotifications.sdk(posting: callee, arguments) : nil
          guard let sdk = sdk ?? posted ?? other.map({ _ in WiringFacts.otherSDK }) else { continue }
          if let member = callee.lastName, SDKCatalog.entry(sdk)?.metricsOnlyMembers.contains(member) == true { continue }
          // A check that only answers whether the push is the SDK's (`isCleverTapNotification`) hands it nothing.
          if let member = callee.lastName, SDKAnswers.checksOnly[sdk]?.contains(member) == true { continue }
          if passesNotification {
            var forward = WiringFacts.Forward(sdk: sdk, call: callee.path, condition: condition, place: place)
            forward.name = other
            forward.isFallback = visit.conditions.last?.hasPrefix("!(") == true
            forward.tested = CodeWalk.testedWords(visit.conditionExpressions, module: module)
            forward.when = ConditionPredicate(module: module, bindings: bindings).predicate(conditions: visit.conditions)
            forwards.append(forward)
          }
        }
      }
    }
    if !forwards.isEmpty { return ("forwards", forwards) }
    return (doesSomething ? "app-only" : "empty", [])
  }

  /// For each expression of an `if` or `guard` condition list, the clauses written before it, as written; empty when
  /// the list's clauses and expressions do not line up (a `#available` clause has no expression).
  static func precedingClauses(_ statement: CodeStatement) -> [[String]] {
    guard case .branch(let branch) = statement, branch.kind == .ifElse || branch.kind == .guardElse, branch.conditionExpressions.count > 1
    else { return [] }
    var tokens = ConditionTokens(branch.condition)
    let clauses = tokens.clauses().map(\.text)
    guard clauses.count == branch.conditionExpressions.count else { return [] }
    return clauses.indices.map { Array(clauses[..<$0]) }
  }

  // MARK: - willPresent

  static func presentation(_ module: WiringModule) -> WiringFacts.Presentation {
    var isAsync = false
    var states: Set<HandlerPaths.State> = []
    let function: CodeFunction
    if let found = module.functions(Selectors.willPresent).first {
      function = found
      guard let parameter = handlerParameter(found), parameter.name != "_" else {
        return .init(kind: "never-calls-handler", options: [], isAsync: false, selector: found.selector, place: found.place)
      }
      states = HandlerPaths(handler: parameter.name, module: module).run(found.body)
    } else if let found = module.functions(Selectors.willPresentAsync, isAsync: true).first {
      function = found
      isAsync = true
      var paths = HandlerPaths(handler: "", module: module)
      paths.recordsReturns = true
      states = paths.run(found.body)
    } else {
      return .absent
    }
    let values = Set(states.compactMap(\.value))
    // `never-calls-handler` only when no path calls it; a path that does not, beside paths that do, makes the options
    // depend on the path (issue 32 item 4: `guard !workout.isRecording else { return }` before the call).
    let calling = states.contains { $0.calls > 0 || $0.passed != nil }
    let kind: String
    if states.contains(where: { $0.calls >= 2 || $0.passed != nil }) || values.count > 1 || (calling && states.contains { $0.calls == 0 }) {
      kind = "conditional"
    } else if !calling {
      kind = "never-calls-handler"
    } else {
      kind = "options"
    }
    let options =
      kind == "options"
      ? WiringText.options(values.first ?? "[]").dropFirst().dropLast().split(separator: ",").map { String($0) }
      : []
    var fact = WiringFacts.Presentation(kind: kind, options: options, isAsync: isAsync, selector: function.selector, place: function.place)
    fact.callCounts = Set(states.map { $0.passed != nil ? max($0.calls, 1) : $0.calls }).sorted()
    if isAsync {
      fact.paths = paths(of: function, handler: "", module: module, recordsReturns: true)
    } else if let parameter = handlerParameter(function) {
      fact.paths = paths(of: function, handler: parameter.name, module: module)
    }
    return fact
  }
}
