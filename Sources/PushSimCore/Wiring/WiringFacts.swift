/// What `pushsim wiring` found in an app's code, each fact with its evidence (issue 12). The words
/// are those of `corpus-apps/README.md` (the hand-labelled corpus the analyzer is measured on).
public struct WiringFacts: Sendable {
  public struct SDKUse: Sendable {
    public var id: String
    public var place: CodePlace
    /// For `other`: the third party's type as the code names it (`WiringModule.thirdParty`).
    public var name: String? = nil
    /// Where the code first uses the SDK's push API (`SDKCatalog.PushAPI`); nil when it calls the SDK but not its push
    /// API (Firebase Analytics alone): the SDK is then not in the simulated app.
    public var pushAPI: CodePlace? = nil

    /// `mapp`, or `other (AcmePush)`.
    public var label: String { name.map { "\(id) (\($0))" } ?? id }
  }

  /// The id of a third party that is neither a catalogued SDK nor the app's own (issue 23): its `name` says which.
  public static let otherSDK = "other"

  /// Who assigns `UNUserNotificationCenter.current().delegate`, and where.
  public struct Delegate: Sendable {
    /// `didFinishLaunching-before-return`, `didFinishLaunching-async`, `elsewhere`, `never`, `sdk`, `unknown`.
    public var assigned: String
    /// For `elsewhere`: the function; for `sdk`: the SDK; for `unknown`: why.
    public var detail: String?
    public var place: CodePlace?
    /// Every assignment found: the value assigned (`self`, `NotificationDelegate.shared`) and where.
    public var assignments: [Assignment]

    public struct Assignment: Sendable {
      public var value: String
      public var function: String
      public var place: CodePlace
      public var inClosure: Bool
    }

    /// The manifest's spelling: `elsewhere:<place>` carries its detail.
    public var label: String { assigned == "elsewhere" ? "elsewhere:" + (detail ?? "") : assigned }
  }

  /// A call that hands the notification to an SDK.
  public struct Forward: Sendable {
    public var sdk: String
    /// For `other`: the third party's type (`AcmePush` for `AcmePush.shared.handle(…)`).
    public var name: String? = nil
    public var call: String
    /// The condition it runs under, when there is one (`isMappNotification(userInfo)`).
    public var condition: String?
    public var place: CodePlace
    /// The literals and members the condition tests, its helpers' included (`"push_provider"`).
    public var tested: Set<String> = []
    /// The condition as a predicate over the payload (`ConditionPredicate`): what the simulator evaluates.
    public var when: RoutingPredicate = .always
    /// It runs only when a condition fails (a `guard`'s else, an `else` arm): the fallback route.
    /// The forward runs in the else of the condition it is written under (a guard's else, an if's else): "not a Mapp
    /// push, hand it to Firebase". Not set by an early return before it (that is a route, not a fallback).
    public var isFallback = false
    /// `mapp`, or `other (AcmePush)`.
    public var label: String { name.map { "\(sdk) (\($0))" } ?? sdk }
  }

  /// One path through a callback (issue 32 item 4): what it does with the completion handler, under which conditions,
  /// and where that shows.
  public struct HandlerPath: Sendable, Equatable {
    /// The `MANIFEST.tsv` word for this path alone: `once` (the app calls it), `never`, `twice`, `passed-to-sdk`,
    /// `passed-to-super`.
    public var completion: String
    /// For `passed-to-sdk`: the SDK it is given to (`other` for a third party).
    public var sdk: String?
    /// The options (willPresent) or result (fetch) of the app's call on this path, as the manifest writes them.
    public var value: String?
    /// The conditions the path runs under, as the code writes them (`CodeWalk`'s texts).
    public var conditions: [String]
    /// The conditions as a predicate over the payload (`ConditionPredicate`).
    public var when: RoutingPredicate
    /// Where the path calls the handler or gives it away (the second call of `twice`), or where it returns without
    /// calling it; for a path that runs to the end without calling, the branch that sent it there.
    public var place: CodePlace?
    /// The count rests on code pushsim cannot see (a call that gets the handler may call it or not).
    public var undecided: Bool
    /// The path leaves the method at `place` (`return`, `throw`) without going on.
    public var returnsHere = false

    /// The conditions written for people: `!(…)` and `&&`; `always` for none.
    public var condition: String { conditions.isEmpty ? "always" : conditions.map(PathEnding.display).joined(separator: " && ") }
  }

  /// `userNotificationCenter(_:didReceive:…)` or `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
  public struct Handler: Sendable {
    /// `absent`, `empty`, `app-only`, `forwards`.
    public var kind: String
    public var forwardsTo: [Forward]
    /// `once`, `never`, `twice`, `some-paths`, `passed-to-sdk`, `passed-to-super`, `async-no-handler`,
    /// `async-return(<value>)`, `absent`.
    public var completion: String
    public var selector: String?
    public var place: CodePlace?
    public var isAsync: Bool
    /// On some path the handler is called after it was given to an SDK (seeds/000 "Do not call it again after forwarding").
    public var calledAfterSDK = false
    /// On a path that calls the handler twice: the two places (calls, or a call and the hand-over to an SDK).
    public var twiceAt: [CodePlace] = []
    /// Where the method keeps its completion handler in a property or a variable (`self.pending = completionHandler`),
    /// for code outside it to call later.
    public var storedAt: CodePlace?
    /// Each path, in source order of its place; nil when there are too many to list (`HandlerPaths.Enumeration`).
    public var paths: [HandlerPath]? = nil

    static let absent = Handler(kind: "absent", forwardsTo: [], completion: "absent", selector: nil, place: nil, isAsync: false)

    /// The method also hands the push to `super` (a FlutterAppDelegate's plugins, a React Native base class).
    public var passesToSuper = false

    /// `forwards:mapp` / `forwards:mapp+super` / `app-only` / … (the first SDK forwarded to; `+super` when super gets it too).
    public var kindLabel: String { kind == "forwards" ? "forwards:" + (forwardsTo.first?.sdk ?? "") + (passesToSuper ? "+super" : "") : kind }
  }

  /// `userNotificationCenter(_:willPresent:…)`.
  public struct Presentation: Sendable {
    /// `absent`, `options`, `never-calls-handler`, `conditional`.
    public var kind: String
    /// For `options`: `[".banner", ".list", ".sound"]`.
    public var options: [String]
    public var isAsync: Bool
    public var selector: String?
    public var place: CodePlace?
    /// How many times the handler is called, over the paths (0, 1, 2 meaning twice or more).
    public var callCounts: [Int] = []
    /// Each path, in source order of its place; nil when there are too many to list (`HandlerPaths.Enumeration`).
    public var paths: [HandlerPath]? = nil

    static let absent = Presentation(kind: "absent", options: [], isAsync: false, selector: nil, place: nil)

    /// The manifest's spelling: `[.banner,.list,.sound]`, `async:[…]`, or the kind.
    public var label: String {
      guard kind == "options" else { return kind }
      let list = "[" + options.joined(separator: ",") + "]"
      return isAsync ? "async:" + list : list
    }
  }

  public var files: [String]
  public var sdks: [SDKUse]
  public var delegate: Delegate
  public var didReceive: Handler
  public var willPresent: Presentation
  public var didReceiveRemoteNotification: Handler
  public var calls: [Call] = []
  /// The first place each source file that does not parse stops being readable.
  public var unparsed: [CodePlace] = []
  /// Constructs over the readers' budget, not read, and the functions that hold them (issue 31).
  public var undecided = WiringUndecided()
  public var serviceExtensions: [ServiceExtension] = []
  /// PushKit: the VoIP registry, the PushKit callback and its CallKit report per path (issue 33).
  public var pushKit = PushKit()
  public var overrides: [Override] = []
  public var deadMethods: [DeadMethod] = []
  public var project = Project()
  /// Where the app asks for notification permission or registers for remote notifications.
  public var registration: CodePlace?
  /// Assignments to SDK properties (`Appoxee.shared()?.showNotificationsOnForeground = true`).
  public var settings: [Setting] = []
  /// The protocols the code's types and extensions adopt, with the first place each is adopted.
  public var conformances: [String: CodePlace] = [:]
  /// The names willPresent's body mentions (a Mapp app reading showNotificationsOnForeground).
  public var willPresentMentions: Set<String> = []
  /// The names each SDK callback of the app mentions, by selector (the packs' `callbackSelectors`).
  public var callbackMentions: [String: Set<String>] = [:]
  /// What each SDK callback of the app returns over its paths, by selector (`true`, `false`, `YES`; `?` for a value
  /// pushsim does not read).
  public var callbackReturns: [String: Set<String>] = [:]

  public struct Setting: Sendable {
    public var sdk: String
    public var member: String
    public var value: String
    public var place: CodePlace
    /// The object set, as written (`configuration.push`, `config`); empty for a plugin's own set-up.
    public var target = ""
    /// Made by a cross-platform plugin's native code when it starts (its name), not by the app's code.
    public var byPlugin: String? = nil
  }

  /// The cross-platform plugins the code imports or names (`SDKCatalog.Plugin`).
  public var plugins: [SDKCatalog.PluginUse] = []

  /// The SDKs whose push API the code uses: those the simulated app carries.
  public var pushSDKs: [SDKUse] { sdks.filter { $0.pushAPI != nil } }

  /// The SDK calls whose member starts with one of `prefixes`.
  public func calls(_ sdk: String, _ prefixes: String...) -> [Call] { calls(sdk, prefixes) }

  /// The SDK calls whose member starts with one of `prefixes`.
  public func calls(_ sdk: String, _ prefixes: [String]) -> [Call] {
    calls.filter { call in call.sdk == sdk && prefixes.contains { call.member.hasPrefix($0) } }
  }

  /// The manifest's `drn` spelling: `absent` or `<kind>,handler:<completion>`.
  public var drnLabel: String {
    let handler = didReceiveRemoteNotification
    return handler.kind == "absent" ? "absent" : handler.kindLabel + ",handler:" + handler.completion
  }
}
