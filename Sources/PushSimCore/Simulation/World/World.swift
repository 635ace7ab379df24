/// The simulated device: everything that persists between events (DESIGN.md §5). One value,
/// advanced by `Device.apply(_:)`; every outcome a trace reports is read from it.
public struct World: Sendable {
  /// MILLISECONDS since the world was created (`advance` moves it; an SDK timer runs at its due time on it). What
  /// pushsim prints keeps seconds: `WorldTime.seconds(_:)` and `WorldTime.json(_:)` turn a clock time into them.
  public var clock = 0
  /// The SDK timers pending in the app's process (`WorldTimers`): they run when time passes their due time.
  public var timers = WorldTimers()
  /// How the app is wired; `set PATH VALUE` changes it.
  public var profile: AppProfile
  public var process: ProcessState
  /// Launches of the app process so far (a launch after a kill is a restart).
  public var launches = 0
  /// Times the app became active (launch to the foreground, or back from the background).
  public var activations = 0
  /// `UNUserNotificationCenter.current().delegate` is set in the running process.
  public var delegateAssigned = false
  /// The delegate assignment deferred past launch (`after-launch-returns`) has not run yet.
  public var delegatePending = false
  /// The delegate is an SDK's own object, set before launch because no delegate was set (OneSignal at class load), and
  /// the app has not assigned its own yet: that SDK's id. The app's own delegate methods do not run while it is.
  public var sdkDelegate: String?
  /// The objects the delegate's proxy forwards each callback to besides its own code: "app" when an SDK whose proxy keeps
  /// the app's delegate (Customer.io's, Airship's swizzled setter: the pack's keepsDelegate) owns the delegate and the
  /// app assigned its own.
  public var delegatePeers: [String] = []
  /// The app became active (`applicationDidBecomeActive`) since it last came to the foreground: a process launched or
  /// brought forward by a tap is inactive while the tap is delivered (UIApplication.State).
  public var active = false
  public var center = NotificationCenterState()
  public var apns = APNsState()
  /// Each SDK's own state (the packs' SDKState values), read and written by its model.
  public var sdks: SDKStates
  /// Every event an SDK tracked, with its current status (statuses change as the SDK retries).
  public var tracked: [TrackedEvent] = []
  /// What the user sees now: the last presentation, and what the last response opened.
  public var screen = UIOutcome()
  /// Every call iOS made of a callback that has a completion handler, with each call of a handler for it, in order
  /// (SimContext.systemCallback, SimContext.step / complete): what `completionHandlers` and `completions` read.
  public var completions: [CompletionRecord] = []
  /// Everything opened, in order (SimContext.open): what `opened` reads; `screen.opened` is the last.
  public var opens: [OpenRecord] = []
  /// The background push iOS holds for the next launch (over the budget, ios-delivery.md G4): the newest only.
  public var heldBackgroundPush: DeliveredNotification?
  /// When background pushes woke the app in the last hour (the budget counts them), on the world clock.
  public var backgroundWakes: [Int] = []
  /// VoIP calls CallKit showed, unreported VoIP pushes and push-to-talk state (Device+PushKit.swift).
  public var pushKit = PushKitState()
  /// The app's Live Activities and the budgets of the push types no app callback receives (`PushTypeState`).
  public var pushTypes = PushTypeState()
  /// Each time the app's code consulted a routing condition pushsim cannot evaluate, in order: the state a verdict
  /// reads to know whether its outcome rested on an answer pushsim assumed (DESIGN.md §7).
  public var undecided: [ConsultedCondition] = []
  /// The answers of the first consultations of undecided conditions (`UndecidedExploration` fixes them to run each
  /// answer); past its end, the simulation takes `app.unknownConditionsHold`.
  public var assumptions: [Bool] = []

  public init(profile: AppProfile, process: ProcessState) {
    self.profile = profile
    self.process = process
    sdks = SDKStates(profile: profile)
  }

  /// A world in one of the CLI states, as if the app had been used before (DESIGN.md §3 states):
  /// a running app is launched, its SDKs started and its delegate assigned, without trace steps.
  public static func starting(in state: AppState, profile: AppProfile) -> World {
    var world = World(profile: profile, process: ProcessState(state))
    if state != .neverLaunched { world.launches = 1 }
    if state.isRunning {
      world.setDelegateAtLoad()
      if profile.hasDelegate { world.assignProfileDelegate() }
      world.active = state == .foreground
      world.sdks.started(profile: profile, installed: WiredApp.installed(profile))
    }
    // A Live Activity the app started itself before the world began (an app never launched has started none).
    if state != .neverLaunched, profile.pushTypes.liveActivityStartedByApp, profile.pushTypes.liveActivitiesSupported {
      world.pushTypes.add(LiveActivity(id: "la0", attributesType: nil, attributes: nil, started: 0))
    }
    return world
  }

  var appState: AppState { process.appState }

  /// A new process, before main(): no delegate is set, so an SDK's class-load code sets its own (OneSignal,
  /// sdk-behaviour-more.md §1.1); the app's assignment comes later, in launch or after it.
  mutating func setDelegateAtLoad() {
    delegatePending = false
    sdkDelegate = SDKs.delegateAtLoad(profile)
    delegatePeers = []
    delegateAssigned = sdkDelegate != nil
  }

  /// The profile's delegate is set: the app's own object replaces an SDK's; "the SDK" (app.delegate.owner sdk) is the
  /// one set at load, if one was.
  mutating func assignProfileDelegate() {
    delegateAssigned = true
    // An SDK whose proxy swizzles the delegate setter keeps its place: the app's object becomes its peer (keepsDelegate).
    let kept = sdkDelegate.flatMap(SDKs.pack)?.keepsDelegate(profile) ?? false
    if profile.delegateOwner == .app && !kept { sdkDelegate = nil }
    if profile.delegateOwner == .app && kept && !delegatePending { delegatePeers = ["app"] }
  }

  /// `UIApplication.shared.applicationState` now: active, inactive (coming forward) or background.
  public var applicationState: String { process == .foreground ? (active ? "active" : "inactive") : "background" }

  /// The notification with this id, or the newest still on screen.
  func notification(_ id: String?) -> DeliveredNotification? {
    if let id { return center.firstIndex(of: id).map { center.delivered[$0] } }
    return center.lastOnScreen.map { center.delivered[$0] }
  }
}

/// The app process (DESIGN.md §5).
public enum ProcessState: String, Sendable, CaseIterable {
  case neverLaunched = "never-launched"
  /// Not running, launched before (the system ended it, or the user killed it from Xcode).
  case notRunning = "not-running"
  /// Launched or woken in the background and running (about 30 s, ios-delivery.md G4).
  case background
  case suspended
  case foreground
  /// The user swiped it away in the app switcher.
  case forceQuit = "force-quit"

  init(_ state: AppState) {
    switch state {
    case .foreground: self = .foreground
    case .background: self = .suspended
    case .terminated: self = .notRunning
    case .forceQuit: self = .forceQuit
    case .neverLaunched: self = .neverLaunched
    }
  }

  /// The CLI state the iOS rules switch on.
  var appState: AppState {
    switch self {
    case .foreground: .foreground
    case .background, .suspended: .background
    case .notRunning: .terminated
    case .forceQuit: .forceQuit
    case .neverLaunched: .neverLaunched
    }
  }

  var isRunning: Bool { self == .foreground || self == .background || self == .suspended }
}

/// A push that reached the notification center.
public struct DeliveredNotification: Sendable {
  public let id: String
  public let file: String
  public let payload: Payload
  public let classification: Classification
  /// The category iOS shows it with: the payload's, or the one a service extension set.
  public var categoryID: String?
  /// Shown on screen (banner, Notification Center or lock screen), so the user can tap it.
  public var onScreen = false
  /// It was shown at some point (a tap or dismiss removes it from the screen).
  public var presented = false
}

/// Delivered notifications and the registered categories, by owner.
///
/// Looked up by id and by "newest on screen" in constant (amortised) time, through indexes kept beside the array: a
/// scenario of n deliveries and taps is linear in n (issue 18; a search per tap made 16,000 pairs take 25 s).
public struct NotificationCenterState: Sendable {
  public private(set) var delivered: [DeliveredNotification] = []
  /// The first and the last index of each id (an automatic id `n3` may repeat one a scenario gave).
  private var indexes: [String: (first: Int, last: Int)] = [:]
  /// Indexes of notifications put on screen, ascending; the last is on screen (entries below it may be stale, and are
  /// dropped when they come to the top).
  private var shown: [Int] = []

  public mutating func append(_ notification: DeliveredNotification) {
    let index = delivered.count
    delivered.append(notification)
    indexes[notification.id] = (indexes[notification.id]?.first ?? index, index)
    if notification.onScreen { shown.append(index) }
    while let top = shown.last, !delivered[top].onScreen { shown.removeLast() }
  }

  /// Changes the notification at `index` (its id stays).
  public mutating func update(_ index: Int, _ change: (inout DeliveredNotification) -> Void) {
    let wasShown = delivered[index].onScreen
    change(&delivered[index])
    if delivered[index].onScreen && !wasShown {
      // Normally the newest; one shown again goes to its place (found by binary search), keeping the order by index.
      var low = shown.startIndex
      var high = shown.endIndex
      while low < high {
        let middle = (low + high) / 2
        if shown[middle] < index { low = middle + 1 } else { high = middle }
      }
      if low == shown.endIndex || shown[low] != index { shown.insert(index, at: low) }
    }
    while let top = shown.last, !delivered[top].onScreen { shown.removeLast() }
  }

  func firstIndex(of id: String) -> Int? { indexes[id]?.first }
  func lastIndex(of id: String) -> Int? { indexes[id]?.last }

  /// The newest notification still on screen.
  var lastOnScreen: Int? { shown.last }
  /// Categories the SDKs registered themselves (Netmera's NSE, Mapp's predefined set).
  public private(set) var sdkCategories: [(owner: String, category: AppProfile.Category)] = []
  /// The first of `sdkCategories` with each id: Netmera registers one per notification, and a search per tap made n
  /// notifications and taps n².
  private var sdkCategoryIndexes: [String: Int] = [:]

  public mutating func registerCategory(owner: String, _ category: AppProfile.Category) {
    if sdkCategoryIndexes[category.id] == nil { sdkCategoryIndexes[category.id] = sdkCategories.count }
    sdkCategories.append((owner: owner, category: category))
  }

  /// The category with this id: the app's (`app.categories`) first, then the first an SDK registered.
  func category(_ id: String?, profile: AppProfile) -> (owner: String, category: AppProfile.Category)? {
    guard let id else { return nil }
    if let own = profile.categories.first(where: { $0.id == id }) { return (owner: "app", category: own) }
    return sdkCategoryIndexes[id].map { sdkCategories[$0] }
  }
}

/// APNs in front of the device: the tokens it has dropped (ios-delivery.md §1.7, seeds/004 §2).
public struct APNsState: Sendable {
  /// Providers whose device token APNs rejected (`BadDeviceToken`) and the provider dropped.
  public var droppedTokens: Set<String> = []
}
