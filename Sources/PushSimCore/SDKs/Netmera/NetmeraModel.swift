/// Netmera, following seeds/003 (Delegate Methods), with sdk-behaviour.md §2 for the payload.
/// Its state (`recentPushObject`, in-app content on screen) lives in `World.netmera`.
struct NetmeraModel: SDKModel {
  static let id = "netmera"
  static let stateType: (any SDKState.Type)? = NetmeraState.self
  let context: SimContext

  var profile: AppProfile { context.profile }
  /// The pack's settings, as the profile says now.
  var settings: NetmeraSettings { profile.settings(NetmeraSettings.self) }
  var readout: NetmeraReadout { NetmeraReadout(context.payload) }
  var isNetmeraPush: Bool { readout.isNetmeraPush && readout.ownedBySDK }
  var state: NetmeraState {
    get { context.world.netmera }
    nonmutating set { context.world.netmera = newValue }
  }

  static func version(_ text: String) -> [Int] { text.split(separator: ".").map { Int($0.prefix(9)) ?? 0 } }
  func atLeast(_ minimum: String) -> Bool {
    Self.version(settings.version).lexicographicallyPrecedes(Self.version(minimum)) == false
  }

  var pushDelegate: Bool { settings.pushDelegate && atLeast("4.16.0") }
  var lifecycleDelegate: Bool { settings.lifecycleDelegate && atLeast("4.18.0") }
  var inAppDelegate: Bool { settings.inAppContentDelegate && atLeast("4.17.0") }

  func launch(launchedByPush: Bool) {
    // The content extension's MMWormhole message lives in the app group, so it outlives the process.
    state = NetmeraState(started: true, pickedCarouselItem: state.pickedCarouselItem)
    context.step("app", "Netmera.start(…)", note: "handles the UIApplicationDelegate push methods itself", rule: .sdkNetmeraAutomatic)
    for (key, call, _) in Self.delegates where settings[keyPath: key] {
      context.step("app", call, rule: .sdkNetmeraDecision)
    }
  }

  static let delegates: [(set: KeyPath<NetmeraSettings, Bool> & Sendable, call: String, minimum: String)] = [
    (\.pushDelegate, "Netmera.setPushDelegate(self)", "4.16.0"),
    (\.lifecycleDelegate, "Netmera.setPushLifecycleDelegate(self)", "4.18.0"),
    (\.inAppContentDelegate, "Netmera.setInAppContentDelegate(self)", "4.17.0"),
  ]

  /// Wiring findings: delegates set on an SDK older than their minimum version.
  func prepare(installed: [String]) {
    let version = settings.version
    for (key, call, minimum) in Self.delegates where settings[keyPath: key] && !atLeast(minimum) {
      context.finding(
        .sdkNetmeraVersionGate, .warning, "\(call) needs Netmera Swift SDK \(minimum) or later; with \(version) its callbacks never fire")
    }
  }

  func registerToken() {
    if lifecycleDelegate { context.step("sdk:netmera", "didRegisterDeviceToken(_:)", rule: .sdkNetmeraReceive) }
  }

  /// The Netmera Notification Service Extension registers a category built from `_nm.ia` and
  /// sets it on the notification (sdk-behaviour.md §2 Interactive category).
  func serviceExtension() {
    let buttons = context.payload.root["_nm"]?["ia"]?.arrayValue ?? []
    guard isNetmeraPush, !buttons.isEmpty, var notification = context.current else { return }
    let id = "\(context.payload.aps?.category ?? "")_ntm_\(notification.id)"
    let actions = buttons.compactMap { button -> (id: String, foreground: Bool)? in
      guard let buttonID = button["id"]?.stringValue else { return nil }
      let type = button["act"]?["at"]?.integerValue ?? 0
      return (id: buttonID, foreground: ![3, 4].contains(type))
    }
    // The reference does not say which options the SDK gives its category; pushsim keeps the
    // app's .customDismissAction for the payload's category (a Netmera dismiss needs it, §2.5).
    let dismiss = profile.categories.first { $0.id == context.payload.aps?.category }?.customDismissAction ?? false
    context.world.center.registerCategory(
      owner: "sdk:netmera", AppProfile.Category(id: id, actions: actions, customDismissAction: dismiss))
    notification.categoryID = id
    context.current = notification
    context.step(
      "NSE", "registers category \(id)", note: "from _nm.ia: \(actions.map(\.id).joined(separator: ", ")); <UUID> in the real SDK",
      rule: .sdkNetmeraCategory)
  }

  /// Why an `_nm.ia` button may have no category (simctl runs no extension).
  func categoryHint() -> String {
    guard isNetmeraPush, readout.buttonCount > 0 else { return "" }
    if profile.app.simctlPush { return " (the Netmera service extension registers it, and simctl push runs no extension)" }
    if context.payload.serviceExtension != .runs { return " (the Netmera service extension registers it, and it does not run for this push)" }
    return ""
  }

  /// Delivery: didReceive on the lifecycle delegate, recentPushObject, receive event when _nm.dr.
  func received(_ how: String) {
    guard isNetmeraPush else { return }
    state.recentPushObject = readout.pushID ?? context.current?.id
    context.step("sdk:netmera", "sets Netmera.recentPushObject()", note: how, rule: .sdkNetmeraReceive)
    if lifecycleDelegate { context.step("sdk:netmera", "didReceive(_:)", note: "NetmeraPushLifecycleDelegate", rule: .sdkNetmeraReceive) }
    if readout.deliveryReport { context.track(TrackedEvent(sdk: "netmera", event: "receive", detail: "_nm.dr set")) }
    guard let content = inAppContent else { return }
    if context.world.process == .foreground && context.world.active {
      show(content, note: "in-app \(readout.pushTypeName ?? "content") while the app is active")
    } else if context.world.process == .foreground {
      // Covered (inactive): the SDK retries every 0.2 s, up to 8 times, before it stores the content (sdk-behaviour.md
      // §2.5, popup / in-app banner / widget row, M).
      context.step(
        "sdk:netmera", "waits for the app to become active", note: "retries every 0.2 s, up to 8 times (1.6 s)", rule: .sdkNetmeraInApp)
      context.schedule(after: Self.presentRetryDelay, owner: Self.id, action: "presentRetry", argument: "1|" + content.text)
    } else {
      store(content)
    }
  }

  /// 0.2 s between presentation attempts while the app is not active; 8 attempts (sdk-behaviour.md §2.5, M).
  static let presentRetryDelay = 200
  static let presentRetries = 8

  private func store(_ content: InAppContent) {
    state.storedContent = content.text
    context.step(
      "sdk:netmera", "stores the in-app \(readout.pushTypeName ?? "content")", note: "the app is not active: shown at the next foreground",
      rule: .sdkNetmeraInApp)
  }

  /// A presentation attempt of content that arrived while the app was inactive: shown when the app is active now, else
  /// tried again 0.2 s later, and stored after the eighth attempt.
  private func retryPresentation(_ argument: String) {
    let parts = argument.split(separator: "|", maxSplits: 1).map(String.init)
    let attempt = Int(parts.first ?? "") ?? Self.presentRetries
    let text = parts.count > 1 ? parts[1] : ""
    let words = text.split(separator: " ", maxSplits: 1).map(String.init)
    let content = InAppContent(case: words.first ?? text, detail: words.count > 1 ? words[1] : "")
    if context.world.process == .foreground && context.world.active {
      show(content, note: "the app became active (attempt \(attempt + 1))")
    } else if attempt < Self.presentRetries, context.world.process == .foreground {
      context.schedule(after: Self.presentRetryDelay, owner: Self.id, action: "presentRetry", argument: "\(attempt + 1)|" + text)
    } else {
      store(content)
    }
  }

  /// Popup (3), in-app banner (10) and web widget (14) pushes carry in-app content (sdk-behaviour.md §2.5).
  private var inAppContent: InAppContent? {
    switch readout.pushType {
    case 3: readout.action == 2 && readout.actionURL != nil ? InAppContent(web: readout.actionURL) : InAppContent(web: nil)
    case 10: InAppContent(case: ".banner(banner:)", detail: "push \(readout.pushID ?? "")")
    case 14: InAppContent(web: nil)
    default: nil
    }
  }

  /// `NetmeraInApp.Content`: `.web(url:)`, `.template`, `.banner(banner:)` (seeds/003), and what it shows.
  struct InAppContent {
    let `case`: String
    let detail: String

    init(case: String, detail: String) {
      self.case = `case`
      self.detail = detail
    }

    init(web url: String?) {
      self.init(case: url == nil ? ".template" : ".web(url:)", detail: url ?? "html template")
    }

    var text: String { "\(self.case) \(detail)" }
  }

  /// didTakeAction's action as the trace's args write it: the act object as compact JSON, or `nil` when the button or
  /// item has none (seeds/003: the action may be nil).
  static func actionArgument(_ act: JSONValue?) -> String {
    guard let act, act != .null else { return "nil" }
    return JSONWriter(sortedKeys: true, pretty: false).string(act)
  }

  private func show(_ content: InAppContent, note: String) {
    state.showingContent = content.text
    context.step("sdk:netmera", "shows in-app content", note: "\(content.text); \(note)", rule: .sdkNetmeraInApp)
    if inAppDelegate {
      context.step("sdk:netmera", "didShowContent(\(content.case))", note: content.detail, rule: .sdkNetmeraInApp, args: ["content": content.case])
    }
  }

  func didBecomeActive() {
    guard let stored = state.storedContent else { return }
    state.storedContent = nil
    let parts = stored.split(separator: " ", maxSplits: 1).map(String.init)
    show(InAppContent(case: parts.first ?? stored, detail: parts.count > 1 ? parts[1] : ""), note: "stored while the app was not active")
  }

  func closeInAppContent() {
    guard let content = state.showingContent else {
      context.finding(.sdkNetmeraInApp, .warning, "no Netmera in-app content is on screen to close")
      return
    }
    state.showingContent = nil
    context.step("user", "closes the in-app content", note: content, rule: .sdkNetmeraInApp)
    if inAppDelegate {
      let kind = content.split(separator: " ", maxSplits: 1).first.map(String.init) ?? content
      context.step("sdk:netmera", "didDismissContent(\(kind))", note: content, rule: .sdkNetmeraInApp)
    }
  }

  func processEnded() {
    state = NetmeraState(pickedCarouselItem: state.pickedCarouselItem)
  }

  /// Foreground presentation: nil when the SDK leaves it to the app's willPresent options.
  func presentation() -> [String]? {
    guard isNetmeraPush, pushDelegate else { return nil }
    let appHandles = settings.notificationPresentation == .app
    context.step(
      "sdk:netmera", "notificationPresentationDecision(for:)", note: appHandles ? ".appHandles" : ".sdkHandles", rule: .sdkNetmeraDecision)
    guard appHandles else { return nil }
    context.step(
      "sdk:netmera", "presentNotification(for:)", note: "the app shows its own UI; the system shows no banner", rule: .sdkNetmeraDecision)
    return []
  }

  var carouselObjects: [JSONValue] { context.payload.root["_nm"]?["crsl"]?.arrayValue ?? [] }
  /// The carousel's items (`_nm.crsl[].id`), which the content extension shows (seeds/003).
  static func carouselItems(_ payload: Payload) -> [String] {
    (payload.root["_nm"]?["crsl"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
  }

  static let carouselKey: String? = "_nm.crsl"

  /// The content extension passes the item id to the app through MMWormhole ("carouselId"); the SDK reads it while it
  /// handles the response that follows.
  func carouselPicked(_ item: String) {
    context.step(
      "user", "picks carousel item \(item) in the content extension", note: "carouselId \(item) passed to the app through MMWormhole",
      rule: .sdkNetmeraCarousel)
    state.pickedCarouselItem = item
  }

  func carouselPickEnded() { state.pickedCarouselItem = nil }

  /// seeds/003: the open event counts the tap; the action's URL (open URL, deep link) is what it opens.
  static let tapEvents: Set<String> = ["open"]
  static func tapTarget(_ payload: Payload) -> String? {
    let readout = NetmeraReadout(payload)
    return [1, 2].contains(readout.action ?? 0) ? readout.actionURL : nil
  }
  var showsInAppContent: Bool { true }

  /// Netmera handles the UIApplicationDelegate push methods itself (seeds/003).
  var handlesRemoteNotificationsItself: Bool { true }
  var hooksCallbacksItself: Bool { true }

  /// The SDK's swizzled willPresent: it converts the push, and may take the presentation over.
  func interceptPresentation() -> (options: [String], call: String, note: String, rule: SimRule)? {
    if context.payload.aps?.contentAvailable != true { received("foreground presentation") }
    return presentation().map { ($0, "completionHandler([])", "presentNotification took over", .sdkNetmeraDecision) }
  }

  func interceptResponse(_ actionIdentifier: String) { response(actionIdentifier) }

  func interceptRemoteNotification(state: String) {
    received(state == ".active" ? "delivered in the foreground" : "delivered in the background")
  }

  func ownRemoteNotification(state: String) {
    context.step("sdk:netmera", "completionHandler(.newData)", note: "the SDK calls it", rule: .sdkNetmeraAutomatic)
  }

  /// A tap, action, carousel pick or dismiss on a Netmera push (the SDK sees it through its delegate hooks).
  func response(_ actionIdentifier: String) {
    guard isNetmeraPush else { return }
    if actionIdentifier == ActionIdentifier.dismissAction {
      context.track(TrackedEvent(sdk: "netmera", event: "dismiss"))
      context.step("sdk:netmera", "tracks a dismiss", rule: .sdkNetmeraDismiss)
      return
    }
    state.recentPushObject = readout.pushID ?? context.current?.id
    context.step("sdk:netmera", "sets Netmera.recentPushObject()", note: "response", rule: .sdkNetmeraOpen)
    if let item = state.pickedCarouselItem {
      context.step("sdk:netmera", "reads carouselId \(item) from MMWormhole", rule: .sdkNetmeraCarousel)
      let found = carouselObjects.first { $0["id"]?.stringValue == item }
      run(found?["act"])
      if lifecycleDelegate {
        context.step(
          "sdk:netmera", "didTakeAction(_:from: .carouselItem, for:)", note: "item \(item)", rule: .sdkNetmeraAction,
          args: ["action": Self.actionArgument(found?["act"]), "source": ".carouselItem"])
      }
      context.track(TrackedEvent(sdk: "netmera", event: "open", detail: "carousel item \(item)"))
    } else if actionIdentifier == ActionIdentifier.defaultAction {
      run(context.payload.root["_nm"]?["act"])
      if lifecycleDelegate { context.step("sdk:netmera", "didOpen(_:)", rule: .sdkNetmeraOpen) }
      context.track(TrackedEvent(sdk: "netmera", event: "open", detail: "push \(readout.pushID ?? "")"))
    } else {
      let button = (context.payload.root["_nm"]?["ia"]?.arrayValue ?? []).first { $0["id"]?.stringValue == actionIdentifier }
      run(button?["act"])
      if lifecycleDelegate {
        context.step(
          "sdk:netmera", "didTakeAction(_:from: .interactiveButton, for:)", note: "action \(actionIdentifier)", rule: .sdkNetmeraAction,
          args: ["action": Self.actionArgument(button?["act"]), "source": ".interactiveButton"])
      }
      context.track(TrackedEvent(sdk: "netmera", event: "open", detail: "button \(actionIdentifier)"))
    }
  }

  /// "about 0.2 s" between the decision and `UIApplication.open(url)` (sdk-behaviour.md §2.4 [N3B], M), in milliseconds.
  static let openURLDelay = 200

  /// The deep link the SDK opens itself, 0.2 s after it decided to (`openURL` timer).
  func timerFired(_ timer: PendingTimer) {
    if timer.action == "presentRetry" { return retryPresentation(timer.argument) }
    guard timer.action == "openURL" else { return }
    context.step("sdk:netmera", "opens \(timer.argument)", note: "UIApplication.open, the SDK's delay after its decision (M)", rule: .sdkNetmeraOpen)
    // Netmera ships a binary: how it opens the URL is not in public source (the reference says UIApplication.open, M).
    context.open(timer.argument, by: "sdk:netmera", via: "sdk handles")
  }

  /// Runs an `act` object: 1 deep link (urlOpeningDecision), 2 web view (webViewPresentationDecision).
  private func run(_ act: JSONValue?) {
    let url = act?["uri"]?.stringValue ?? act?["url"]?.stringValue
    let foreground = context.world.process == .foreground
    switch act?["at"]?.integerValue {
    case 1:
      guard let url else { return }
      guard foreground else {
        context.step("sdk:netmera", "does not open \(url)", note: "the action runs with the app in the background", rule: .sdkNetmeraOpen)
        return
      }
      if pushDelegate, settings.urlOpening == .app {
        context.step("sdk:netmera", "urlOpeningDecision(for:push:)", note: ".appHandles", rule: .sdkNetmeraDecision)
        context.step("sdk:netmera", "openURL(_:for:)", note: url, rule: .sdkNetmeraDecision, args: ["url": url])
      } else {
        if pushDelegate { context.step("sdk:netmera", "urlOpeningDecision(for:push:)", note: ".sdkHandles", rule: .sdkNetmeraDecision) }
        // "the SDK calls UIApplication.open(url) about 0.2 s later" (sdk-behaviour.md §2.4, M): a timer.
        context.schedule(after: Self.openURLDelay, owner: Self.id, action: "openURL", argument: url)
        return
      }
      // openURL(_:for:) is the app's handler (the SDK's own open is the timer above).
      context.open(url, by: "sdk:netmera", via: "app handler")
    case 2:
      guard foreground else { return }
      let appHandles = pushDelegate && settings.webViewPresentation == .app
      if pushDelegate {
        context.step(
          "sdk:netmera", "webViewPresentationDecision(for:)", note: appHandles ? ".appHandles" : ".sdkHandles", rule: .sdkNetmeraDecision)
      }
      if appHandles {
        context.step("sdk:netmera", "presentWebView(for:)", note: url ?? "", rule: .sdkNetmeraDecision)
      } else {
        context.step("sdk:netmera", "presents its web view", note: url ?? "", rule: .sdkNetmeraDecision)
      }
      if appHandles {
        context.open(url ?? "", by: "sdk:netmera", via: "app handler")
      } else {
        context.open(url ?? "", by: "sdk:netmera", via: "in-app web view")
      }
      if !appHandles { show(InAppContent(web: url), note: "the push's web view") }
    default:
      break
    }
  }
}
