/// What one push SDK's code does inside the app (DESIGN.md §6, SDK packs). The iOS layer decides whether and when a
/// callback happens; the wired app asks each SDK the app contains, through these hooks, what its code does there. A
/// model reads and writes its own state in `context.world`; every step it writes carries a rule. Every hook has a
/// no-op default, so a pack implements only what its SDK does.
protocol SDKModel: SendableMetatype {
  /// The id profiles and routing use (`app.sdks`, `app.routing`, `sdks.<id>.*`).
  static var id: String { get }
  /// The pack's simulator rules (`pushsim explain`, docs/lifecycle.md), each with its source.
  static var simRules: [SimRule] { get }
  /// The pack's typed settings, whose keys (`sdks.<id>.*`) ProfileSchema lists after the app's, in registry order.
  static var settingsType: any ProfileSettings.Type { get }
  /// The built-in profiles of apps that carry this SDK alone, and the one `tap` uses for its pushes when no `--app` is given.
  static var builtinProfiles: [AppProfile] { get }
  static var recommendedProfile: String? { get }
  /// The keys the app's code decides for this SDK (`pushsim wiring`, `--app-source`).
  static func deriveProfile(_ builder: inout ProfileFromCode.Builder)
  /// What `pushsim wiring` shows of the SDK's set-up in the app's code (one line each, places included).
  static func wiringSetup(_ facts: WiringFacts) -> [String]
  /// How `pushsim wiring` knows the SDK in app code: its type names, and when it takes the delegate.
  static var catalogEntry: SDKCatalog.Entry { get }
  /// The pack's lint rules (payload text: its markers and keys) and wiring rules (the app's code that sets it up).
  static var lintRules: [LintRule] { get }
  static var wiringRules: [WiringRule] { get }
  /// The calls that start the SDK with the launch options: made after launch returns, the launch push is missed
  /// (wiring-sdk-start-late).
  static var launchStartMembers: [String] { get }
  /// Names of NSNotifications the SDK's cross-platform plugin observes and hands to the SDK with their userInfo: an app
  /// that posts one with the push forwards the push to the SDK.
  static var pluginObservedNotifications: Set<String> { get }
  /// Why the SDK's Flutter plugin starts it only when the app's Dart code calls it (after launch returns), when it does.
  static var pluginStartsOnDartCall: String? { get }
  /// Info.plist booleans the SDK reads (`FirebaseAppDelegateProxyEnabled`, `OneSignal_suppress_launch_urls`): wiring
  /// reads them from the Info.plist it is given (`WiringFacts.Project.plistFlags`).
  static var infoPlistFlags: [String] { get }
  /// Selectors of the app's SDK callbacks whose bodies the wiring reader notes the names of (`onWillDisplay(event:)`:
  /// does it call `preventDefault`?), in `WiringFacts.callbackMentions`.
  static var callbackSelectors: [String] { get }
  /// The SDK sends pushes of its own (Firebase Messaging only delivers other services' pushes, DESIGN.md §3).
  static var sendsPushes: Bool { get }
  /// The SDK learns of taps only from the notification-center delegate's didReceive (wiring-no-delegate), and, as
  /// the app's code sets it up, only when the app forwards them (wiring-tap-not-forwarded).
  static var needsNotificationDelegate: Bool { get }
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool
  /// The type of the SDK's own state in the world, if it keeps any.
  static var stateType: (any SDKState.Type)? { get }
  /// The tracked events that count a tap on this SDK's push (`pushsim check`), and what the tap should open as the
  /// SDK reads the payload (nil: nothing beyond the app).
  static var tapEvents: Set<String> { get }
  static func tapTarget(_ payload: Payload) -> String?
  /// The carousel items a push carries for this SDK's content extension, and where (`_nm.crsl`).
  static func carouselItems(_ payload: Payload) -> [String]
  static var carouselKey: String? { get }
  /// `pushsim inspect`'s section: whether the push is the SDK's and what the SDK reads in it (nil: no section).
  static func inspect(_ payload: Payload) -> SDKInspection?
  /// The SDK sets its own notification-center delegate before launch when none is set (OneSignal at class load).
  static func installsDelegateAtLoad(_ profile: AppProfile) -> Bool
  /// The SDK's proxy stays the delegate when the app assigns its own, which becomes a peer the proxy forwards every
  /// callback to (Customer.io, sdk-behaviour-more.md §6 fact 2).
  static func keepsDelegate(_ profile: AppProfile) -> Bool
  /// APNs refuses the SDK's push before the device (a token the SDK dropped, an environment that does not match).
  static func apnsRefusal(_ context: SimContext) -> APNsGate.Refusal?
  init(context: SimContext)
  var context: SimContext { get }

  /// Findings about the wiring before anything happens (versions, environments). `installed`: every SDK the app has.
  func prepare(installed: [String])
  /// Inside `application(_:didFinishLaunchingWithOptions:)`: the SDK's start-up call.
  func launch(launchedByPush: Bool)
  /// Inside `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`: the token passed on.
  func registerToken()
  /// Inside the Notification Service Extension, before display.
  func serviceExtension()
  /// `applicationDidBecomeActive(_:)`: what the SDK retries or shows.
  func didBecomeActive()
  /// The process ended (kill or force-quit): the SDK's in-memory state is gone, saved state stays.
  func processEnded()
  /// `applicationDidEnterBackground(_:)`: what the SDK clears when the app leaves the foreground.
  func didEnterBackground()
  /// Time passed while the process runs (`advance`): what the SDK batched or scheduled goes out.
  func timePassed(_ milliseconds: Int)
  /// A timer this SDK scheduled (`SimContext.schedule`) is due: the clock stands at its due time.
  func timerFired(_ timer: PendingTimer)
  /// A profile key changed at run time (`set PATH VALUE`); each SDK looks at its own keys.
  func profileChanged(_ path: String)
  /// The user picked one of this SDK's carousel items in the content extension; the response that follows is over.
  func carouselPicked(_ item: String)
  func carouselPickEnded()
  /// Whether the SDK shows in-app content the user can close, and the close.
  var showsInAppContent: Bool { get }
  func closeInAppContent()
  /// A notification category the SDK registers itself (not in `app.categories`).
  func sdkCategory(_ id: String) -> AppProfile.Category?
  /// Why a category may be missing, for the unknown-action finding ("" when the SDK has nothing to add).
  func categoryHint() -> String

  // The delegate and the push callbacks. Who owns the notification-center delegate is a fact the wired app reads
  // from its SDKs: the app, or an SDK that installs its own (the first that says so).

  /// The SDK makes itself the `UNUserNotificationCenter` delegate (and the app's methods never run).
  var installsOwnDelegate: Bool { get }
  /// The rule and the name a finding cites when this SDK's delegate keeps another SDK from a response.
  var delegateRule: SimRule? { get }
  var displayName: String { get }
  /// The SDK implements `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` itself.
  var handlesRemoteNotificationsItself: Bool { get }
  /// The SDK processes this push's didReceiveRemoteNotification itself and the app's method is not called for it
  /// (Braze push automation, sdk-behaviour-more.md §2 fact 6).
  /// The SDK's delegate is a proxy that forwards to peers rather than taking the callbacks (Customer.io).
  var proxiesDelegate: Bool { get }
  var takesRemoteNotification: Bool { get }
  /// The SDK hooks the app's push callbacks itself (swizzling): the app need not route pushes to it.
  var hooksCallbacksItself: Bool { get }
  /// The SDK adds willPresent and didReceive to the class of whatever delegate is set, implemented there or not
  /// (OneSignal): iOS finds both methods on the app's delegate.
  var injectsDelegateMethods: Bool { get }
  /// Whether it tracks opens (a push two tracking SDKs claim is a conflict).
  var tracksOpens: Bool { get }

  /// willPresent as the delegate the SDK installed.
  func ownPresentation() -> [String]
  /// willPresent, before the app's routing: code the SDK injected runs; a decision it takes over (the options, and
  /// the app's call that follows it), or nil.
  func interceptPresentation() -> (options: [String], call: String, note: String, rule: SimRule)?
  /// willPresent, code the SDK hooked into the delegate's class that runs before the app's own method.
  func hookPresentation()
  /// willPresent when the delegate's class has no method of its own and the SDK's injected one answers: the options.
  func presentationWithoutOriginal() -> [String]?
  /// willPresent, after the app's own method answered `options`: what the SDK's hook does then (a second call).
  func presentationAnswered(_ options: [String])
  /// didReceive when the delegate's class has no method of its own: true when the SDK's injected one completes.
  func responseWithoutOriginal() -> Bool
  /// Code the app runs for this SDK on every delivery it hears of (willPresent, didReceiveRemoteNotification).
  func appHearsDelivery(from callback: String)
  /// willPresent, when the app's routing offers the push to this SDK: the options, or nil to pass it on.
  func routedPresentation(routing: [String]) -> [String]?

  /// didReceive as the delegate the SDK installed.
  func ownResponse(_ actionIdentifier: String)
  /// willPresent answered by another SDK's delegate: what this SDK's hook on that delegate's class does first.
  func presentationTaken(by owner: any SDKModel)
  /// The proxy's willPresent, given what its peer (the app's own delegate) answered, nil when there is none.
  func proxyPresentation(peer: [String]?) -> [String]
  /// The proxy's didReceive: its own handling, then `peers` runs the app's own didReceive as a peer; the proxy then
  /// calls the system handler once, when every peer reported (fact 14).
  func proxyResponse(_ actionIdentifier: String, peers: () -> Bool)
  /// How the proxy's hand-over to the app's own delegate reads in the trace (Customer.io forwards to a peer; Airship's
  /// wrapper calls the original implementation).
  func peerCall(_ callback: String) -> (call: String, note: String)
  /// The rule under which the SDK wraps the completion handler it passes to the app's own method so that only its
  /// first call counts (Airship's ensureOnce, Customer.io's peer aggregate), nil when it does not.
  func guardsAppCompletion(_ kind: PlainApp.CompletionKind) -> SimRule?
  /// didReceive handled by another SDK's delegate: what this SDK loses.
  func responseTaken(by owner: any SDKModel, _ actionIdentifier: String)
  /// didReceive, before the app's routing (code the SDK injected).
  func interceptResponse(_ actionIdentifier: String)
  /// didReceive, when the app's routing offers the response to this SDK.
  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome

  /// didReceiveRemoteNotification, before anything else (code the SDK injected); `state` is `.active`, `.background`…
  func interceptRemoteNotification(state: String)
  /// didReceiveRemoteNotification implemented by the SDK itself.
  func ownRemoteNotification(state: String)
  /// The SDK swizzled the app delegate's didReceiveRemoteNotification: its wrapper runs the app's own method (`app`),
  /// then its code, and calls the system handler once (Airship, sdk-behaviour-more.md §3 fact 2).
  var wrapsRemoteNotification: Bool { get }
  func wrappedRemoteNotification(state: String, app: () -> Void)
  /// didReceiveRemoteNotification, when the app's routing offers the push to this SDK.
  func routedRemoteNotification(state: String) -> RoutedOutcome
  /// The result the app's own fetch handler call passes when no SDK took the push, if this SDK's pattern says which.
  func appFetchResult(routing: [String]) -> String?
}

/// What an SDK did with a callback the app's routing offered it.
enum RoutedOutcome {
  /// Not this SDK's: the app offers it to the next.
  case passed
  /// The SDK handled it and calls the completion handler itself.
  case handled
  /// The SDK handled it; the app calls the completion handler.
  case handledAppCompletes
}

extension SDKModel {
  static var simRules: [SimRule] { [] }
  static func wiringSetup(_ facts: WiringFacts) -> [String] { [] }
  static var builtinProfiles: [AppProfile] { [] }
  static var recommendedProfile: String? { nil }
  static func deriveProfile(_ builder: inout ProfileFromCode.Builder) {}
  static var sendsPushes: Bool { true }
  static var lintRules: [LintRule] { [] }
  static var wiringRules: [WiringRule] { [] }
  static var launchStartMembers: [String] { [] }
  static var pluginObservedNotifications: Set<String> { [] }
  static var pluginStartsOnDartCall: String? { nil }
  static func keepsDelegate(_ profile: AppProfile) -> Bool { false }
  static var infoPlistFlags: [String] { [] }
  static var callbackSelectors: [String] { [] }
  static var needsNotificationDelegate: Bool { false }
  static func appMustForwardTaps(_ facts: WiringFacts) -> Bool { false }
  static var stateType: (any SDKState.Type)? { nil }
  static var tapEvents: Set<String> { [] }
  static func tapTarget(_ payload: Payload) -> String? { nil }
  static func inspect(_ payload: Payload) -> SDKInspection? { nil }
  static func carouselItems(_ payload: Payload) -> [String] { [] }
  static var carouselKey: String? { nil }
  static func apnsRefusal(_ context: SimContext) -> APNsGate.Refusal? { nil }
  static func installsDelegateAtLoad(_ profile: AppProfile) -> Bool { false }
  var injectsDelegateMethods: Bool { false }
  func hookPresentation() {}
  func presentationWithoutOriginal() -> [String]? { nil }
  func presentationAnswered(_ options: [String]) {}
  func responseWithoutOriginal() -> Bool { false }
  func prepare(installed: [String]) {}
  func launch(launchedByPush: Bool) {}
  func registerToken() {}
  func serviceExtension() {}
  func didBecomeActive() {}
  func processEnded() {}
  func didEnterBackground() {}
  func profileChanged(_ path: String) {}
  func timePassed(_ milliseconds: Int) {}
  func timerFired(_ timer: PendingTimer) {}
  func carouselPicked(_ item: String) {}
  func carouselPickEnded() {}
  var showsInAppContent: Bool { false }
  func closeInAppContent() {}
  func sdkCategory(_ id: String) -> AppProfile.Category? { nil }
  func categoryHint() -> String { "" }
  var installsOwnDelegate: Bool { false }
  var delegateRule: SimRule? { nil }
  var displayName: String { ProviderID(rawValue: Self.id)?.displayName ?? Self.id }
  var handlesRemoteNotificationsItself: Bool { false }
  var takesRemoteNotification: Bool { false }
  var hooksCallbacksItself: Bool { false }
  var tracksOpens: Bool { true }
  func ownPresentation() -> [String] { [] }
  func interceptPresentation() -> (options: [String], call: String, note: String, rule: SimRule)? { nil }
  func appHearsDelivery(from callback: String) {}
  func routedPresentation(routing: [String]) -> [String]? { nil }
  func ownResponse(_ actionIdentifier: String) {}
  func presentationTaken(by owner: any SDKModel) {}
  func proxyPresentation(peer: [String]?) -> [String] { peer ?? [] }
  func proxyResponse(_ actionIdentifier: String, peers: () -> Bool) { _ = peers() }
  func peerCall(_ callback: String) -> (call: String, note: String) { ("forwards \(callback) to the app's own delegate", "a peer") }
  func guardsAppCompletion(_ kind: PlainApp.CompletionKind) -> SimRule? { nil }
  var wrapsRemoteNotification: Bool { false }
  func wrappedRemoteNotification(state: String, app: () -> Void) { app() }
  var proxiesDelegate: Bool { false }
  func responseTaken(by owner: any SDKModel, _ actionIdentifier: String) {}
  func interceptResponse(_ actionIdentifier: String) {}
  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome { .passed }
  func interceptRemoteNotification(state: String) {}
  func ownRemoteNotification(state: String) {}
  func routedRemoteNotification(state: String) -> RoutedOutcome { .passed }
  func appFetchResult(routing: [String]) -> String? { nil }
}

/// The registry of SDK packs: one line per SDK (DESIGN.md §6). The core reaches an SDK only through it.
enum SDKs {
  /// In the order pushsim added them (profiles' choices list them so); a new pack goes at the end.
  static let all: [any SDKModel.Type] = [
    MappModel.self, GrovsModel.self, NetmeraModel.self, FirebaseModel.self, OneSignalModel.self, BrazeModel.self, CleverTapModel.self,
    IterableModel.self, CustomerIOModel.self, AirshipModel.self,
  ]

  /// The ids of the SDKs pushsim simulates.
  static let ids: [String] = all.map { $0.id }

  /// The pack with this id, if pushsim models it.
  static func pack(_ id: String) -> (any SDKModel.Type)? { all.first { $0.id == id } }

  /// The carousel items a push carries, for whichever SDK's content extension shows them (the payload carries them,
  /// whatever SDKs the app starts).
  static func carouselItems(_ payload: Payload) -> [String] { all.flatMap { $0.carouselItems(payload) } }

  /// The SDK whose own delegate is set before launch, when the app sets none then (its id).
  static func delegateAtLoad(_ profile: AppProfile) -> String? {
    WiredApp.installed(profile).first { pack($0)?.installsDelegateAtLoad(profile) == true }
  }

  /// The models of `ids` (the app's SDKs, in its order) for one context; ids pushsim does not model are skipped.
  static func models(_ ids: [String], _ context: SimContext) -> [any SDKModel] {
    ids.compactMap { pack($0)?.init(context: context) }
  }
}
