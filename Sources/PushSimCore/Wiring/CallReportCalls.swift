/// What `CallReportPaths` knows about calls: which report a call, which run a closure now or later, and which values
/// are no code that may report.
extension CallReportPaths {
  /// The names whose values pushsim knows are no code that reports a call: the method's parameters (the payload, the
  /// type, the registry), the owner's properties of Apple's types (`let provider = CXProvider(…)`), and the names bound
  /// in the body from those, from Apple's types or from literals, in source order. A call on one of them (`uuid.lowercased()`,
  /// `update.remoteHandle`) is not a call into code pushsim cannot see.
  static func known(_ function: CodeFunction, module: WiringModule) -> Set<String> {
    var names = Set(function.parameters.map(\.name).filter { $0 != "_" })
    for type in module.files.flatMap(\.types) where type.name == function.owner {
      for property in type.properties {
        let typeRoot = property.type.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        if let typeRoot, isFramework(typeRoot) { names.insert(property.name) }
        if let root = property.value?.root, isFramework(root) { names.insert(property.name) }
      }
    }
    func holdsKnown(_ value: CodeExpression) -> Bool {
      if case .literal = value { return true }
      guard let root = value.root else { return !CodeWalk.names(in: value).isDisjoint(with: names) }
      return names.contains(root) || isFramework(root)
    }
    CodeWalk.statements(function.body) { statement, _ in
      switch statement {
      case .binding(let name, let value?, _) where holdsKnown(value): names.insert(name)
      case .branch(let branch):
        for binding in branch.bindings where holdsKnown(binding.value) { names.insert(binding.name) }
      default: break
      }
    }
    return names
  }

  /// Apple's frameworks and the standard library (`UUID`, `DispatchQueue`), CallKit, PushKit and PushToTalk.
  static func isFramework(_ name: String) -> Bool {
    WiringModule.isApple(name) || frameworkPrefixes.contains { name.hasPrefix($0) }
  }

  static func namesVoIP(_ text: String) -> Bool { text.contains(".voIP") || text.contains("PKPushTypeVoIP") }

  static let frameworkPrefixes = ["CX", "PK", "PT", "dispatch_"]

  /// Standard library functions and methods of values (collections, strings) that report nothing.
  static let valueMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeValue", "updateValue", "merge", "formUnion", "contains", "joined", "lowercased",
    "uppercased", "trimmingCharacters", "components", "replacingOccurrences", "hasPrefix", "hasSuffix", "min", "max", "abs", "zip",
    "stride", "assert", "precondition", "assertionFailure", "type", "isEmpty", "first", "last", "sorted", "reversed",
  ]

  // MARK: - What calls are

  /// CallKit's and LiveCommunicationKit's reports of a new incoming call.
  static func isReport(_ callee: CodeExpression) -> Bool {
    guard case .member = callee, let name = callee.lastName else { return false }
    return name == "reportNewIncomingCall" || name.hasPrefix("reportNewIncomingCallWithUUID:") || name == "reportNewIncomingConversation"
  }

  /// Calls that run the closure they get after the current method returned.
  static func isAsync(_ callee: CodeExpression) -> Bool {
    guard let name = callee.lastName else { return false }
    if ["async", "asyncAfter", "dispatch_async", "dispatch_after", "Task", "detached", "addOperation"].contains(name) { return true }
    return name.hasPrefix("addOperationWithBlock") || name.hasPrefix("asyncAfter") || name.hasPrefix("performSelector")
  }

  /// Calls that run the closure they get before they return.
  static func isSync(_ callee: CodeExpression) -> Bool {
    guard let name = callee.lastName else { return false }
    return [
      "sync", "dispatch_sync", "autoreleasepool", "withLock", "performAndWait", "forEach", "map", "compactMap", "flatMap", "filter",
      "withExtendedLifetime",
    ].contains(name) || name.hasPrefix("enumerateObjectsUsingBlock")
  }
}

extension String {
  var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
