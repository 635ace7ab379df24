/// Netmera, following seeds/003 (Delegate Methods), with sdk-behaviour.md §2 for the payload.
struct NetmeraModel {
  let context: SimContext

  var profile: AppProfile { context.profile }
  var readout: NetmeraReadout { NetmeraReadout(context.payload) }
  var isNetmeraPush: Bool { readout.isNetmeraPush && readout.ownedBySDK }

  static func version(_ text: String) -> [Int] { text.split(separator: ".").map { Int($0) ?? 0 } }
  func atLeast(_ minimum: String) -> Bool {
    Self.version(profile.string("sdks.netmera.version")).lexicographicallyPrecedes(Self.version(minimum)) == false
  }

  var pushDelegate: Bool { profile.bool("sdks.netmera.pushDelegate") && atLeast("4.16.0") }
  var lifecycleDelegate: Bool { profile.bool("sdks.netmera.lifecycleDelegate") && atLeast("4.18.0") }
  var inAppDelegate: Bool { profile.bool("sdks.netmera.inAppContentDelegate") && atLeast("4.17.0") }

  func launch() {
    context.step("app", "Netmera.start(…)", note: "handles the UIApplicationDelegate push methods itself", rule: "sdk-netmera-automatic")
    for (key, call, _) in Self.delegates where profile.bool(key) {
      context.step("app", call, rule: "sdk-netmera-decision")
    }
  }

  static let delegates = [
    ("sdks.netmera.pushDelegate", "Netmera.setPushDelegate(self)", "4.16.0"),
    ("sdks.netmera.lifecycleDelegate", "Netmera.setPushLifecycleDelegate(self)", "4.18.0"),
    ("sdks.netmera.inAppContentDelegate", "Netmera.setInAppContentDelegate(self)", "4.17.0"),
  ]

  /// Wiring findings: delegates set on an SDK older than their minimum version.
  func prepare() {
    let version = profile.string("sdks.netmera.version")
    for (key, call, minimum) in Self.delegates where profile.bool(key) && !atLeast(minimum) {
      context.finding(
        "sdk-netmera-version-gate", .warning, "\(call) needs Netmera Swift SDK \(minimum) or later; with \(version) its callbacks never fire")
    }
  }

  func registerToken() {
    if lifecycleDelegate { context.step("sdk:netmera", "didRegisterDeviceToken(_:)", rule: "sdk-netmera-receive") }
  }

  /// Delivery: didReceive on the lifecycle delegate, recentPushObject, receive event when _nm.dr.
  func received(_ how: String) {
    guard isNetmeraPush else { return }
    context.step("sdk:netmera", "sets Netmera.recentPushObject()", note: how, rule: "sdk-netmera-receive")
    if lifecycleDelegate { context.step("sdk:netmera", "didReceive(_:)", note: "NetmeraPushLifecycleDelegate", rule: "sdk-netmera-receive") }
    if readout.deliveryReport { context.track(TrackedEvent(sdk: "netmera", event: "receive", detail: "_nm.dr set")) }
    if [3, 10, 14].contains(readout.pushType ?? 0), inAppDelegate, how == "foreground presentation" {
      let content = readout.pushType == 10 ? ".banner(banner:)" : ".web(url:)"
      context.step("sdk:netmera", "didShowContent(\(content))", note: "NetmeraInAppContentDelegate", rule: "sdk-netmera-in-app")
    }
  }

  /// Foreground presentation: nil when the SDK leaves it to the app's willPresent options.
  func presentation() -> [String]? {
    guard isNetmeraPush, pushDelegate else { return nil }
    let appHandles = profile.string("sdks.netmera.notificationPresentation") == "app"
    context.step(
      "sdk:netmera", "notificationPresentationDecision(for:)", note: appHandles ? ".appHandles" : ".sdkHandles", rule: "sdk-netmera-decision")
    guard appHandles else { return nil }
    context.step(
      "sdk:netmera", "presentNotification(for:)", note: "the app shows its own UI; the system shows no banner", rule: "sdk-netmera-decision")
    return []
  }

  /// A tap, action or dismiss on a Netmera push (the SDK sees it through its delegate hooks).
  func response(_ actionIdentifier: String) {
    guard isNetmeraPush else { return }
    if actionIdentifier == ActionIdentifier.dismissAction {
      context.track(TrackedEvent(sdk: "netmera", event: "dismiss"))
      context.step("sdk:netmera", "tracks a dismiss", rule: "sdk-netmera-dismiss")
      return
    }
    context.step("sdk:netmera", "sets Netmera.recentPushObject()", note: "tap", rule: "sdk-netmera-open")
    if actionIdentifier == ActionIdentifier.defaultAction {
      runAction()
      if lifecycleDelegate { context.step("sdk:netmera", "didOpen(_:)", rule: "sdk-netmera-open") }
      context.track(TrackedEvent(sdk: "netmera", event: "open", detail: "push \(readout.pushID ?? "")"))
    } else if actionIdentifier.hasPrefix("carousel:") {
      let item = actionIdentifier.dropFirst("carousel:".count)
      if lifecycleDelegate {
        context.step("sdk:netmera", "didTakeAction(_:from: .carouselItem, for:)", note: "item \(item)", rule: "sdk-netmera-action")
      }
      context.track(TrackedEvent(sdk: "netmera", event: "open", detail: "carousel item \(item)"))
    } else {
      if lifecycleDelegate {
        context.step("sdk:netmera", "didTakeAction(_:from: .interactiveButton, for:)", note: "action \(actionIdentifier)", rule: "sdk-netmera-action")
      }
      context.track(TrackedEvent(sdk: "netmera", event: "open", detail: "button \(actionIdentifier)"))
    }
  }

  private func runAction() {
    switch readout.action {
    case 1:
      guard let url = readout.actionURL else { return }
      if pushDelegate, profile.string("sdks.netmera.urlOpening") == "app" {
        context.step("sdk:netmera", "urlOpeningDecision(for:push:)", note: ".appHandles", rule: "sdk-netmera-decision")
        context.step("sdk:netmera", "openURL(_:for:)", note: url, rule: "sdk-netmera-decision")
      } else {
        if pushDelegate { context.step("sdk:netmera", "urlOpeningDecision(for:push:)", note: ".sdkHandles", rule: "sdk-netmera-decision") }
        context.step("sdk:netmera", "opens \(url)", rule: "sdk-netmera-open")
      }
      context.trace.ui.opened = url
    case 2:
      let appHandles = pushDelegate && profile.string("sdks.netmera.webViewPresentation") == "app"
      if pushDelegate {
        context.step(
          "sdk:netmera", "webViewPresentationDecision(for:)", note: appHandles ? ".appHandles" : ".sdkHandles", rule: "sdk-netmera-decision")
      }
      context.step(
        "sdk:netmera", appHandles ? "presentWebView(for:)" : "presents its web view", note: readout.actionURL ?? "", rule: "sdk-netmera-decision")
      context.trace.ui.opened = "web view " + (readout.actionURL ?? "")
    default:
      break
    }
  }
}
