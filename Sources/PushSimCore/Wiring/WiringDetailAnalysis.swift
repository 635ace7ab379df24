#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading the detail facts (WiringDetails.swift) from the module.
extension WiringAnalyzer {
  /// Every call into an SDK, in source order.
  static func sdkCalls(_ module: WiringModule, callers: [CodePlace: [CallSite]]) -> [WiringFacts.Call] {
    var calls: [WiringFacts.Call] = []
    let launchTime = Set(module.functions.filter(isLaunch).map(\.place)).union(beforeLaunchFunctions(module).map(\.place))
    for function in module.functions {
      let aliases = module.aliases(of: function)
      let selector = function.selector
      // The same for every call in this function: worked out once, not per call.
      let calledFrom = (callers[function.place] ?? []).map(\.selector).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      // Before launch returns: in a launch-time function, or in a helper one of them calls outside a closure.
      let atLaunch =
        launchTime.contains(function.place) || (callers[function.place] ?? []).contains { launchTime.contains($0.caller) && !$0.inClosure }
      let compiledUnder = function.condition.map { [$0] } ?? []
      CodeWalk.statements(function.body) { statement, visit in
        for expression in statement.ownExpressions {
          for call in CodeWalk.calls(in: expression) {
            guard case .call(let callee, let arguments, let place) = call, let sdk = module.sdk(of: callee, aliases: aliases) else { continue }
            var values: [String: String] = [:]
            for argument in arguments { values[argument.label ?? "_"] = WiringText.value(argument.value) }
            calls.append(
              .init(
                sdk: sdk, callee: callee.path, member: callee.lastName ?? "", arguments: values, place: place, function: selector,
                calledFrom: calledFrom, closureCallees: visit.closureCallees, conditions: visit.conditions,
                compilation: compiledUnder + visit.compilation, runsAtLaunch: atLaunch && visit.closureCallees.isEmpty))
          }
        }
      }
    }
    return calls.sorted { $0.place < $1.place }
  }

  /// A call of one of the module's functions: the caller, and whether the call is inside a closure.
  struct CallSite {
    let caller: CodePlace
    let selector: String
    let inClosure: Bool
  }

  /// For each function (by place), every call of it from the module's functions (one level).
  static func callers(_ module: WiringModule) -> [CodePlace: [CallSite]] {
    var table: [CodePlace: [CallSite]] = [:]
    for function in module.functions {
      CodeWalk.statements(function.body) { statement, visit in
        for expression in statement.ownExpressions {
          for call in CodeWalk.calls(in: expression) {
            guard case .call(let callee, let arguments, _) = call, let helper = module.helper(called: callee, arity: arguments.count) else {
              continue
            }
            table[helper.place, default: []].append(CallSite(caller: function.place, selector: function.selector, inClosure: visit.inClosure))
          }
        }
      }
    }
    return table
  }

  static func serviceExtensions(_ module: WiringModule) -> [WiringFacts.ServiceExtension] {
    module.files.flatMap(\.types).compactMap { type in
      guard let superclass = type.inherits.first(where: { $0.hasSuffix("NotificationServiceExtension") }) else { return nil }
      return .init(name: type.name, superclass: superclass, place: type.place)
    }
  }

  /// The push methods an app delegate overrides (a Flutter or React Native superclass forwards them
  /// to plugins), and whether each calls `super`.
  static let pushSelectors: Set<String> =
    Selectors.didReceive.union(Selectors.willPresent).union(Selectors.remoteNotification).union([
      "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)", "application(_:didReceiveRemoteNotification:)",
      "application:didRegisterForRemoteNotificationsWithDeviceToken:", "application:didReceiveRemoteNotification:",
      "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
    ])

  static func overrides(_ module: WiringModule, plugins: [SDKCatalog.PluginUse] = []) -> [WiringFacts.Override] {
    var found: [WiringFacts.Override] = []
    // An Objective-C class names its superclass in its @interface (often in the .h), its methods in the @implementation.
    var declared: [String: String] = [:]
    for type in module.files.flatMap(\.types) where declared[type.name] == nil {
      if let first = type.inherits.first, type.kind != "extension" { declared[type.name] = first }
    }
    for file in module.files {
      for type in file.types {
        // The superclass is the first type inherited (an Objective-C class's protocols follow it: `UIResponder
        // <RCTBridgeDelegate>` is not React Native's app delegate).
        let first = type.inherits.first ?? (type.kind == "@implementation" ? declared[type.name] ?? "" : "")
        let superclass =
          first.hasPrefix("Flutter") || first.hasPrefix("RCT") || first == "EXAppDelegateWrapper" || AppFrameworks.base(first) != nil ? first : ""
        for function in type.functions where pushSelectors.contains(function.selector) && (function.isOverride || !superclass.isEmpty) {
          guard function.language == .objc ? !superclass.isEmpty : function.isOverride else { continue }
          var callsSuper = false
          CodeWalk.statements(function.body) { statement, _ in
            for expression in statement.ownExpressions where CodeWalk.calls(in: expression).contains(where: { $0.root == "super" }) {
              callsSuper = true
            }
          }
          var override = WiringFacts.Override(
            selector: function.selector, owner: type.name, superclass: superclass, callsSuper: callsSuper, place: function.place)
          if let callback = Selectors.callback(function.selector) {
            override.handOff = AppFrameworks.superHandOff(superclass: superclass, callback: callback, plugins: plugins)
          }
          found.append(override)
        }
      }
    }
    return found
  }

  /// Words that make a function look like a push delegate method.
  static let pushWords = ["RemoteNotification", "didReceive", "willPresent", "DeviceToken", "handleActionWithIdentifier"]

  static func deadMethods(_ module: WiringModule) -> [WiringFacts.DeadMethod] {
    var found: [WiringFacts.DeadMethod] = []
    let asyncOnly = Selectors.didReceiveAsync.union(Selectors.willPresentAsync)
    for function in module.functions where function.language == .swift {
      guard function.name == "application" || function.name == "userNotificationCenter" else { continue }
      let labels = function.parameters.map(\.label)
      guard labels.contains(where: { label in pushWords.contains { label.contains($0) } }) else { continue }
      let selector = function.selector
      if let first = labels.first, first != "_" {
        var fixed = function
        fixed.parameters[0].label = "_"
        found.append(
          .init(
            selector: selector, why: "its first argument label '\(first)' makes the selector \(selector); iOS calls \(fixed.selector)",
            place: function.place))
      } else if function.access == "private" || function.access == "fileprivate" {
        found.append(
          .init(
            selector: selector, why: "it is \(function.access), so the Objective-C runtime that calls delegate methods does not see it",
            place: function.place))
      } else if asyncOnly.contains(selector) && !function.isAsync {
        found.append(
          .init(
            selector: selector, why: "without a completion handler iOS calls only the async form of \(selector); this one is not async",
            place: function.place))
      }
    }
    return found
  }

  // MARK: - Project files

  static func project(_ files: [ProjectFile]) -> WiringFacts.Project {
    var project = WiringFacts.Project()
    for file in files {
      switch file.name {
      case "Podfile.lock":
        // `  - Netmera (4.18.0):` / `  - NetmeraNotification (4.18.0)`
        for line in file.text.split(separator: "\n") {
          let trimmed = line.trimmingPrefix { $0 == " " || $0 == "-" }
          guard let open = trimmed.firstIndex(of: "("), let close = trimmed.firstIndex(of: ")"), open < close else { continue }
          let pod = trimmed[..<open].split(separator: "/").first.map { String($0).replacingEvery(" ", with: "") } ?? ""
          let version = String(trimmed[trimmed.index(after: open)..<close])
          guard let entry = SDKCatalog.sdk(named: pod), version.first?.isNumber == true, project.versions[entry.id] == nil else { continue }
          project.versions[entry.id] = .init(text: version, file: file.path)
        }
      case "Package.resolved":
        // Version 2 and 3 list "pins" at the top; version 1 under "object".
        let root = (try? JSONParser().parse(bytes: Array(file.text.utf8)))?.value
        let pinsValue: JSONValue? = root?["pins"] ?? root?["object"]?["pins"]
        if let pins = pinsValue?.arrayValue {
          for pin in pins {
            let identity: String = pin["identity"]?.stringValue ?? pin["package"]?.stringValue ?? ""
            let version: String? = pin["state"]?["version"]?.stringValue
            guard let version, let entry = SDKCatalog.entries.first(where: { identity.lowercased().contains($0.id) }),
              project.versions[entry.id] == nil
            else { continue }
            project.versions[entry.id] = .init(text: version, file: file.path)
          }
        }
      case "Info.plist":
        // An extension's Info.plist (it declares NSExtension) is not the app's: what it lacks says nothing of the app.
        if file.text.contains("<key>NSExtension</key>") { continue }
        for key in SDKs.all.flatMap({ $0.infoPlistFlags }) where project.plistFlags[key] == nil {
          guard let value = PlistScan.bool(file.text, key: key) else { continue }
          project.plistFlags[key] = .init(value: value, file: file.path, line: PlistScan.line(file.text, key: key))
        }
        project.backgroundModes = .init(
          value: PlistScan.strings(file.text, key: "UIBackgroundModes") ?? [], file: file.path,
          line: PlistScan.line(file.text, key: "UIBackgroundModes"))
      default: break
      }
    }
    return project
  }
}

/// The two things pushsim reads from an XML Info.plist: a boolean and an array of strings by key.
enum PlistScan {
  static func afterKey(_ text: String, _ key: String) -> Substring? {
    guard let range = text.range(ofBytes: "<key>\(key)</key>") else { return nil }
    return text[range.upperBound...].drop { $0.isWhitespace }
  }

  /// The line of `<key>key</key>`, or 1.
  static func line(_ text: String, key: String) -> Int {
    guard let range = text.range(ofBytes: "<key>\(key)</key>") else { return 1 }
    return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  }

  static func bool(_ text: String, key: String) -> Bool? {
    guard let rest = afterKey(text, key) else { return nil }
    if rest.hasPrefix("<true/>") { return true }
    if rest.hasPrefix("<false/>") { return false }
    if rest.hasPrefix("<string>") { return rest.dropFirst(8).prefix { $0 != "<" }.lowercased().hasPrefix("y") }
    return nil
  }

  static func strings(_ text: String, key: String) -> [String]? {
    guard let rest = afterKey(text, key), rest.hasPrefix("<array>"), let end = rest.range(ofBytes: "</array>") else { return nil }
    return rest[..<end.lowerBound].pieces(separatedBy: "<string>").dropFirst().map { String($0.prefix { $0 != "<" }) }
  }
}
