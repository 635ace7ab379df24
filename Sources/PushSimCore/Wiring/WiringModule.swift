/// The files of one app read together: its functions by name (for following a call one level into
/// a helper of the same module) and the SDK that a call's receiver belongs to.
public final class WiringModule: Sendable {
  public let files: [CodeFile]
  /// Info.plist, Podfile.lock, Package.resolved.
  public let projectFiles: [ProjectFile]
  private let functionsByName: [String: [CodeFunction]]
  /// Property name → SDK id, over every type of the module (computed once: every call asks, linear in the code).
  let sdkProperties: [String: String]
  /// Each function's local SDK aliases, by its place (computed once: several analyses walk every body for them).
  private let aliasTable: [CodePlace: [String: String]]
  /// The names of the types the files declare (the app's own: a call into one is not a third party's).
  let declaredTypes: Set<String>

  public init(files: [CodeFile], projectFiles: [ProjectFile] = []) {
    self.files = files
    self.projectFiles = projectFiles
    let allFunctions = files.flatMap(\.allFunctions)
    functions = allFunctions
    references = files.flatMap(\.references)
    imports = files.flatMap(\.imports)
    var table: [String: [CodeFunction]] = [:]
    for function in allFunctions {
      table[function.name, default: []].append(function)
      // Objective-C methods are called by their selector (`[self setUp:x]` calls `setUp:`).
      if function.language == .objc, !function.parameters.isEmpty { table[function.selector, default: []].append(function) }
    }
    functionsByName = table
    declaredTypes = Set(files.flatMap { $0.types.map(\.name) })
    let properties = Self.sdkProperties(files)
    sdkProperties = properties
    var aliases: [CodePlace: [String: String]] = [:]
    for function in allFunctions where aliases[function.place] == nil {
      aliases[function.place] = Self.aliases(in: function.body, properties: properties)
    }
    aliasTable = aliases
  }

  /// A function's local SDK aliases (`let sdk = Appoxee.shared()`), as `aliases(in:)` finds them in its body.
  func aliases(of function: CodeFunction) -> [String: String] { aliasTable[function.place] ?? aliases(in: function.body) }

  /// The project files whose facts pushsim reads besides code.
  public static let projectFileNames: Set<String> = ["Info.plist", "Podfile.lock", "Package.resolved"]

  /// A module from named sources: `*.swift` through `swiftSource` (the toolchain's parser, in
  /// pushsim-wiring), `*.m` / `*.h` through `ObjCScanner`, project files by name.
  public static func reading(_ sources: [(path: String, bytes: [UInt8])], swiftSource: (String, String) -> CodeFile) -> WiringModule {
    var files: [CodeFile] = []
    var projectFiles: [ProjectFile] = []
    for source in sources {
      let name = String(source.path.split(separator: "/").last ?? "")
      if projectFileNames.contains(name) {
        projectFiles.append(ProjectFile(path: source.path, text: String(decoding: source.bytes, as: UTF8.self)))
      } else if name.hasSuffix(".swift") {
        files.append(swiftSource(source.path, String(decoding: source.bytes, as: UTF8.self)))
      } else {
        files.append(ObjCScanner.read(path: source.path, bytes: source.bytes))
      }
    }
    return WiringModule(files: files, projectFiles: projectFiles)
  }

  /// Every function of every file, in file order then source order (computed once: the analysis asks often).
  public let functions: [CodeFunction]
  /// Every name the code of every file refers to, in file order then source order.
  public let references: [CodeName]
  /// Every module the files import (`import X`, `@import X;`, `#import <X/Header.h>`), in file order.
  public let imports: [CodeName]

  /// Functions whose selector is one of `selectors` (and async or not, as asked), iOS-visible
  /// only: a `private` or `fileprivate` method is not seen by the Objective-C runtime that calls
  /// delegate methods.
  func functions(_ selectors: Set<String>, isAsync: Bool? = nil, matching extra: ((CodeFunction) -> Bool)? = nil) -> [CodeFunction] {
    functions.filter { function in
      (selectors.contains(function.selector) || extra?(function) == true) && (isAsync == nil || function.isAsync == isAsync)
        && function.access != "private" && function.access != "fileprivate"
    }
  }

  /// A helper of the app's own by name and number of arguments, as a condition reads it (issue 32 item 1): a function,
  /// a method (static or not) or a computed property of any file, its extensions' included, with each way it returns
  /// (the conditions a `return` runs under, early returns included, and the value). A helper with a `return` inside a
  /// closure or loop, or with more ways than the reader takes, is read as far as `CodeWalk` says and no further. The
  /// seed's `isMappNotification` helper, when the sources hold no body for it, is the seed's own (seeds/000 Identify
  /// Mapp Notifications).
  func conditionHelper(_ name: String, arity: Int) -> ConditionPredicate.Helper? {
    if let function = functionsByName[name]?.first(where: { $0.parameters.count == arity && !$0.body.isEmpty && $0.returns != nil }) {
      if let known = helperCache.value(function.place) { return known }
      let helper = Self.conditionHelper(function, receiverIsSelf: isPayloadExtension(function.owner))
      helperCache.store(function.place, helper)
      return helper
    }
    if name == "isMappNotification" && arity == 1 { return .init(["userInfo"], #"userInfo["push_provider"] as? String == "mapp_engage""#) }
    return nil
  }

  /// The types whose extensions' `self` is the payload (or holds it: `UNNotification`'s `request.content.userInfo` is
  /// read as the payload through its `userInfo` member anyway).
  static let payloadTypes: Set<String> = [
    "Dictionary", "[AnyHashable: Any]", "[AnyHashable : Any]", "NSDictionary", "[String: Any]", "[String : Any]",
  ]

  func isPayloadExtension(_ owner: String) -> Bool {
    let bare = owner.hasPrefix("Dictionary") ? "Dictionary" : owner
    return Self.payloadTypes.contains(bare) || owner.hasPrefix("NSDictionary")
  }

  static func conditionHelper(_ function: CodeFunction, receiverIsSelf: Bool) -> ConditionPredicate.Helper {
    var returns: [ConditionPredicate.Helper.Return] = []
    var bindings: [String: String] = [:]
    var unreadable = false
    CodeWalk.statements(function.body) { statement, visit in
      guard !visit.inClosure else { return }
      switch statement {
      case .binding(let name, let value?, _): if bindings.count < 64 { bindings[name] = value.sourceText }
      case .exit("return", let value, _):
        guard let value else { return }
        // A return in a loop or `do` runs under more than its conditions say: the way is undecided there.
        let conditions = visit.inLoop ? visit.conditions + [PathEnding.undecided("a return inside a loop or do")] : visit.conditions
        if returns.count <= ConditionPredicate.maxReturns { returns.append(.init(conditions: conditions, value: Self.written(value))) }
      case .exit("return", nil, _): unreadable = true
      default: break
      }
    }
    if unreadable { returns = [] }
    return .init(
      parameters: function.parameters.map(\.name), returns: returns, bindings: bindings, receiverIsSelf: receiverIsSelf, key: function.place.text)
  }

  /// An expression written out for the condition reader. The Objective-C scanner keeps an operator sequence as its
  /// operators and operands (`.other("&&", [a, b])`), a unary operator as `.other("!", [x])` and a ternary as
  /// `.other("ternary", [c, a, b])`: they are written out whole (`a && b`); anything else is its source text.
  static func written(_ expression: CodeExpression, depth: Int = 0) -> String {
    guard case .other(let text, let children, _) = expression, !children.isEmpty, depth < SourceBudget.maxNesting else {
      return expression.sourceText
    }
    let symbols = text.split(separator: " ").map(String.init)
    if symbols.count == children.count - 1, symbols.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "&|=!<>?+-*/%".contains($0) } }) {
      var out = "(" + written(children[0], depth: depth + 1) + ")"
      for (symbol, child) in zip(symbols, children.dropFirst()) { out += " " + symbol + " (" + written(child, depth: depth + 1) + ")" }
      return out
    }
    if children.count == 1, ["!", "-", "~"].contains(text) { return text + "(" + written(children[0], depth: depth + 1) + ")" }
    if text == "ternary", children.count == 3 {
      let parts = children.map { written($0, depth: depth + 1) }
      return "(" + parts[0] + ") ? (" + parts[1] + ") : (" + parts[2] + ")"
    }
    return expression.sourceText
  }

  final class HelperCache: @unchecked Sendable {
    private let lock = Lock()
    private var helpers: [CodePlace: ConditionPredicate.Helper] = [:]
    func value(_ place: CodePlace) -> ConditionPredicate.Helper? { lock.withLock { helpers[place] } }
    func store(_ place: CodePlace, _ helper: ConditionPredicate.Helper) { lock.withLock { helpers[place] = helper } }
  }
  private let helperCache = HelperCache()

  /// The SDK a member path holds (`AppDelegate.braze`, `self.braze`, `braze`): a property declared with an SDK's type.
  func sdkProperty(path: [String]) -> String? {
    guard let first = path.first else { return nil }
    if let sdk = sdkProperties[first] { return sdk }
    guard path.count > 1, first == "self" || first.first?.isUppercase == true else { return nil }
    return sdkProperties[path[1]]
  }

  func helper(called callee: CodeExpression, arity: Int) -> CodeFunction? {
    let name: String
    switch callee {
    case .name(let called, _): name = called
    case .member(let base, let member, _):
      // `helper()`, `self.helper()`, `Helper.run()`; not `self.delegate.method()` (another object).
      switch base {
      case nil: break
      case .name(let name, _)? where name == "self" || (name.first?.isUppercase == true && SDKCatalog.sdk(named: name) == nil): break
      default: return nil
      }
      name = member
    default: return nil
    }
    return functionsByName[name]?.first { $0.parameters.count == arity && !$0.body.isEmpty }
  }

  /// The SDK id a call's receiver belongs to: `Appoxee.shared().…` is mapp; a local alias bound
  /// to an SDK object counts too, and so does a property that holds one (`AppDelegate.sdk?.…`, `self.sdk.…`).
  func sdk(of callee: CodeExpression, aliases: [String: String] = [:]) -> String? {
    guard let root = callee.root else { return nil }
    if let aliased = aliases[root] { return aliased }
    if case .name = callee { return nil }  // a bare call of a type is a constructor, not a call into the SDK
    if let entry = SDKCatalog.sdk(named: root) { return entry.id }
    return sdkProperty(callee)
  }

  /// The type a call goes into when it is a third party's, neither a catalogued SDK nor the app's own nor Apple's: a
  /// member of a type that the files do not declare (`AcmePush.shared.handle(…)`, `[PushPlugin didReceive:]`), a
  /// React Native or Cordova module that wraps an SDK pushsim does not know. `pushsim wiring` reports a call that gets
  /// the push or the completion handler as a forward to `other` with this name, and the handler as the SDK's to call
  /// (issue 23). A bare `Type(…)` is a constructor; a lower-case receiver (`manager.handle(…)`) is an object of
  /// unknown type and stays the app's.
  func thirdParty(_ callee: CodeExpression) -> String? {
    guard case .member = callee, let root = callee.root, root.first?.isUppercase == true,
      SDKCatalog.sdk(named: root) == nil, !declaredTypes.contains(root), !Self.isApple(root)
    else { return nil }
    return root
  }

  /// Apple's frameworks and the Swift standard library, by prefix or name: `UNUserNotificationCenter`, `NSLog`,
  /// `DispatchQueue`, `NotificationCenter`, `JSONSerialization`, `Task`…
  static func isApple(_ name: String) -> Bool {
    if applePrefixes.contains(where: { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true }) { return true }
    return appleNames.contains(name)
  }

  /// Asked for every call a push callback makes (the handler's paths walk them all): built once.
  static let applePrefixes = ["UI", "NS", "UN", "CF", "CG", "CA", "CL", "AV", "WK", "SK", "MK", "CN", "PH", "LA", "AS", "Dispatch", "OS", "Swift"]

  static let appleNames: Set<String> = [
    "Self", "Notification", "NotificationCenter", "URL", "URLSession", "URLComponents", "URLRequest", "JSONSerialization", "JSONDecoder",
    "JSONEncoder", "PropertyListSerialization", "Data", "String", "Int", "Int64", "Double", "Float", "Bool", "Array", "Dictionary", "Set",
    "Date", "Bundle", "ProcessInfo", "Task", "Logger", "Timer", "OperationQueue", "DispatchQueue", "Optional", "Result", "AnyHashable",
    "Character", "Thread", "FileManager", "UserDefaults", "Locale", "TimeZone", "Calendar", "UUID", "Mirror", "RunLoop", "MainActor",
    "DispatchGroup", "DispatchWorkItem", "Decimal", "Error", "Never", "Void", "Any", "AnyObject", "Substring", "Range", "Sequence",
    "Collection", "Publishers", "Just", "Future", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Logging",
  ]

  /// The SDK an expression's value belongs to, when it reads a property that holds one: `sdk`, `self.sdk`,
  /// `AppDelegate.sdk` for a property declared with an SDK's type (`Sdk?`) or initialised from one (`Sdk(…)`).
  func sdkProperty(_ expression: CodeExpression) -> String? { Self.sdkProperty(expression, properties: sdkProperties) }

  static func sdkProperty(_ expression: CodeExpression, properties: [String: String]) -> String? {
    let path = expression.memberPath
    guard let first = path.first else { return nil }
    if let sdk = properties[first] { return sdk }
    guard path.count > 1, first == "self" || first.first?.isUppercase == true else { return nil }
    return properties[path[1]]
  }

  /// Property name → SDK id: a property whose declared type or initial value names an SDK's type.
  static func sdkProperties(_ files: [CodeFile]) -> [String: String] {
    var found: [String: String] = [:]
    for file in files {
      for type in file.types {
        for property in type.properties {
          let typeName = property.type.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
          if let typeName, let entry = SDKCatalog.sdk(named: typeName) {
            found[property.name] = entry.id
          } else if let root = property.value?.root, let entry = SDKCatalog.sdk(named: root) {
            found[property.name] = entry.id
          }
        }
        // A getter that returns an SDK object: Objective-C's `+ (Braze *)braze` (Braze's manual sample keeps its instance
        // so: braze-swift-sdk Examples/ObjC/Sources/PushNotifications-Manual/AppDelegate.m), a computed property.
        for function in type.functions where function.parameters.isEmpty && found[function.name] == nil {
          let typeName = function.returns.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
          if let typeName, let entry = SDKCatalog.sdk(named: typeName) { found[function.name] = entry.id }
        }
      }
    }
    return found
  }

  /// The SDK whose object an expression yields: an SDK type's call or member, or a property holding one.
  func sdkValue(_ value: CodeExpression) -> String? { Self.sdkValue(value, properties: sdkProperties) }

  static func sdkValue(_ value: CodeExpression, properties: [String: String]) -> String? {
    if let root = value.root, let entry = SDKCatalog.sdk(named: root) { return entry.id }
    return sdkProperty(value, properties: properties)
  }

  /// Local names bound to SDK objects in `body` (`let sdk = Appoxee.shared()`, `guard let sdk = …`).
  func aliases(in body: [CodeStatement]) -> [String: String] { Self.aliases(in: body, properties: sdkProperties) }

  static func aliases(in body: [CodeStatement], properties: [String: String]) -> [String: String] {
    var found: [String: String] = [:]
    CodeWalk.statements(body) { statement, _ in
      switch statement {
      case .binding(let name, let value?, _):
        if let sdk = sdkValue(value, properties: properties) { found[name] = sdk }
      case .branch(let branch):
        for binding in branch.bindings {
          if let sdk = sdkValue(binding.value, properties: properties) { found[binding.name] = sdk }
        }
      default: break
      }
    }
    return found
  }
}
