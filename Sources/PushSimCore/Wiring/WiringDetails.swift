/// The facts beyond the delegate methods: every call into an SDK with its context, service
/// extensions, overrides that do not call `super`, delegate methods iOS never calls, and what the
/// project files say (Info.plist, Podfile.lock, Package.resolved).
extension WiringFacts {
  /// A call into an SDK (`Appoxee.shared().engage(…)`, `Grovs.handleNotificationOpen(userInfo:)`).
  public struct Call: Sendable {
    public var sdk: String
    /// The callee as written, calls as `()`: `Appoxee.shared().engage`.
    public var callee: String
    /// The member called: `engage`, `handleNotificationOpen`, `setPushDelegate:`.
    public var member: String
    /// Argument values by label (`with` → `.L3`, `useTestEnvironment` → `true`); unlabelled ones as `_`.
    public var arguments: [String: String]
    public var place: CodePlace
    /// The selector of the function it is in, and of the functions that call that one (one level).
    public var function: String
    public var calledFrom: [String]
    /// Inside a closure: `DispatchQueue.main.asyncAfter`, `Task`, a callback.
    public var closureCallees: [String]
    public var conditions: [String]
    /// The `#if` clauses around it (`DEBUG`, `!(DEBUG)`).
    public var compilation: [String]

    /// It runs before didFinishLaunching returns: not in a closure, in the launch method, a function that runs before
    /// it (the SwiftUI App's or the app delegate's init), or a helper one of them calls.
    public var runsAtLaunch = false

    public var inClosure: Bool { !closureCallees.isEmpty }
    /// Where it runs: its function, or a caller of its function (one level).
    public var runsIn: [String] { [function] + calledFrom }
  }

  public struct ServiceExtension: Sendable {
    public var name: String
    public var superclass: String
    public var place: CodePlace
  }

  /// A push method of the app delegate that overrides its superclass's (Flutter, React Native).
  public struct Override: Sendable {
    public var selector: String
    public var owner: String
    public var superclass: String
    public var callsSuper: Bool
    public var place: CodePlace
    /// Who completes the callback the override passes to `super`: the framework's handling and the plugins that take it
    /// (`AppFrameworks.superHandOff`); nil when the superclass is not a framework's app delegate pushsim knows.
    public var handOff: AppFrameworks.SuperHandOff? = nil
  }

  /// A function that looks like a delegate method but is one iOS never calls.
  public struct DeadMethod: Sendable {
    public var selector: String
    public var why: String
    public var place: CodePlace
  }

  /// What the project files say.
  public struct Project: Sendable {
    /// SDK id → version, from Podfile.lock or Package.resolved.
    public var versions: [String: Version] = [:]
    /// The Info.plist booleans the SDK packs read (`infoPlistFlags`), by key, when an Info.plist says them.
    public var plistFlags: [String: Evidence<Bool>] = [:]
    /// Info.plist `FirebaseAppDelegateProxyEnabled` (nil when no Info.plist says).
    public var firebaseProxyEnabled: Evidence<Bool>? { plistFlags["FirebaseAppDelegateProxyEnabled"] }
    /// Info.plist `UIBackgroundModes` (an empty list when an Info.plist is given without the key).
    public var backgroundModes: Evidence<[String]>?

    public struct Version: Sendable {
      public var text: String
      public var file: String
    }
  }

  public struct Evidence<Value: Sendable>: Sendable {
    public var value: Value
    public var file: String
    /// The line of the key that says it (1 when the file does not name one).
    public var line = 1
  }
}

/// A source that is not code: Info.plist, Podfile.lock, Package.resolved.
public struct ProjectFile: Sendable {
  public var path: String
  public var text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  public var name: String { String(path.split(separator: "/").last ?? "") }
}
