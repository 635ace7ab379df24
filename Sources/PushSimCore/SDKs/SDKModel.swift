/// What one push SDK's code does inside the app (DESIGN.md §6, SDK packs). The iOS layer decides whether and when a
/// callback happens; the wired app asks each SDK the app contains, through these hooks, what its code does there. A
/// model reads and writes its own state in `context.world`; every step it writes carries a rule. Every hook has a
/// no-op default, so a pack implements only what its SDK does.
protocol SDKModel {
  /// The id profiles and routing use (`app.sdks`, `app.routing`, `sdks.<id>.*`).
  static var id: String { get }
  init(context: SimContext)

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
  /// A profile key changed at run time (`set PATH VALUE`); each SDK looks at its own keys.
  func profileChanged(_ path: String)
  /// Whether the SDK shows in-app content the user can close, and the close.
  var showsInAppContent: Bool { get }
  func closeInAppContent()
  /// A notification category the SDK registers itself (not in `app.categories`).
  func sdkCategory(_ id: String) -> AppProfile.Category?
  /// Why a category may be missing, for the unknown-action finding ("" when the SDK has nothing to add).
  func categoryHint() -> String
  /// The carousel item ids the current push carries for this SDK's content extension.
  var carouselItems: [String] { get }
}

extension SDKModel {
  func prepare(installed: [String]) {}
  func launch(launchedByPush: Bool) {}
  func registerToken() {}
  func serviceExtension() {}
  func didBecomeActive() {}
  func processEnded() {}
  func profileChanged(_ path: String) {}
  var showsInAppContent: Bool { false }
  func closeInAppContent() {}
  func sdkCategory(_ id: String) -> AppProfile.Category? { nil }
  func categoryHint() -> String { "" }
  var carouselItems: [String] { [] }
}

/// The registry of SDK packs: one line per SDK (DESIGN.md §6). The core reaches an SDK only through it.
enum SDKs {
  static let all: [any SDKModel.Type] = [MappModel.self, GrovsModel.self, NetmeraModel.self, FirebaseModel.self]

  /// The pack with this id, if pushsim models it.
  static func pack(_ id: String) -> (any SDKModel.Type)? { all.first { $0.id == id } }

  /// The models of `ids` (the app's SDKs, in its order) for one context; ids pushsim does not model are skipped.
  static func models(_ ids: [String], _ context: SimContext) -> [any SDKModel] {
    ids.compactMap { pack($0)?.init(context: context) }
  }
}
