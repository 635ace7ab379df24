/// Firebase Messaging as sdk-behaviour-more.md §7 reads firebase-ios-sdk: it never sets the notification-center
/// delegate; with its app delegate proxy on (`FirebaseAppDelegateProxyEnabled`, the default) it hooks the token, the
/// app delegate's didReceiveRemoteNotification and the delegate's willPresent and didReceive when they are implemented,
/// and calls `appDidReceiveMessage` there before the app's code; the app calls it itself where the proxy is off. That
/// call logs analytics by app state, once per message id a session, and opens `gcm.app_link`. State: `World.firebase`.
struct FirebaseModel: SDKModel {
  static let id = "firebase"
  static let stateType: (any SDKState.Type)? = FirebaseState.self
  let context: SimContext

  /// fact 9: `_no` (notification_open) counts an open; fact 8: `gcm.app_link` is what the message opens. In the
  /// foreground Firebase counts the message once, as `_nf` (notification_foreground) when it is presented, and a tap
  /// after it logs nothing (facts 8, 10: once per message id a session): that is how Firebase reports a message tapped
  /// in the foreground, which no template or app can change, so `pushsim check` takes `_nf` as counted too.
  static let tapEvents: Set<String> = ["_no", "_nf"]
  static func tapTarget(_ payload: Payload) -> String? { payload.root["gcm.app_link"]?.stringValue }

  var profile: AppProfile { context.profile }
  /// The pack's settings, as the profile says now.
  var settings: FirebaseSettings { profile.settings(FirebaseSettings.self) }
  var proxy: Bool { settings.proxy }
  var state: FirebaseState {
    get { context.world.firebase }
    nonmutating set { context.world.firebase = newValue }
  }
  /// Changes the state in place (a change through `state` copies its arrays: SDKStates.update).
  func change<Result>(_ body: (inout FirebaseState) -> Result) -> Result { context.world.sdks.update(Self.id, as: FirebaseState.self, body) }

  func launch(launchedByPush: Bool) {
    change { $0.forgetMessages() }
    guard settings.configured else {
      state.configured = false
      context.step(
        "app", "(FirebaseApp.configure not called yet)", note: "Messaging has not started: nothing is logged", rule: .sdkFirebaseAnalytics)
      return
    }
    configure(note: proxy ? "the proxy hooks the token and the push callbacks" : "FirebaseAppDelegateProxyEnabled NO: the app forwards")
  }

  private func configure(note: String) {
    context.step("app", "FirebaseApp.configure()", note: note, rule: .sdkFirebaseProxy)
    state.configured = true
  }

  func registerToken() {
    if proxy {
      context.step("sdk:firebase", "Messaging.messaging().apnsToken = deviceToken", note: "the proxy passes the token", rule: .sdkFirebaseProxy)
    } else {
      context.step("app", "Messaging.messaging().apnsToken = deviceToken", rule: .sdkFirebaseProxy)
    }
  }

  func processEnded() {
    state.configured = false
    change { $0.forgetMessages() }
  }

  func profileChanged(_ path: String) {
    guard path == FirebaseSettings.configuredKey.path, settings.configured, !state.configured, context.world.process.isRunning else { return }
    configure(note: "runs now")
  }

  var hooksCallbacksItself: Bool { proxy }

  // The proxy's hooks (fact 2: only methods the delegate's class implements; fact 3: the app delegate's).

  func hookPresentation() {
    guard proxy, profile.implementsWillPresent else { return }
    appDidReceiveMessage(by: "sdk:firebase", note: "the proxy's willPresent, before the app's", tap: false)
  }

  func interceptResponse(_ actionIdentifier: String) {
    guard proxy, profile.implementsDidReceive else { return }
    appDidReceiveMessage(by: "sdk:firebase", note: "the proxy's didReceive, before the app's", tap: true)
  }

  /// The delegate is another SDK's object: the proxy hooks its class too (fact 21).
  func presentationTaken(by owner: any SDKModel) {
    guard proxy else { return }
    appDidReceiveMessage(by: "sdk:firebase", note: "the proxy's hook on \(owner.displayName)'s delegate", tap: false)
  }

  func responseTaken(by owner: any SDKModel, _ actionIdentifier: String) {
    guard proxy else { return }
    appDidReceiveMessage(by: "sdk:firebase", note: "the proxy's hook on \(owner.displayName)'s delegate", tap: true)
  }

  func interceptRemoteNotification(state: String) {
    guard proxy, profile.implementsDidReceiveRemoteNotification else { return }
    appDidReceiveMessage(by: "sdk:firebase", note: "the proxy's didReceiveRemoteNotification, before the app's", tap: state == ".inactive")
  }

  // The app's own calls, where its routing offers the push to Firebase (fact 4).

  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome {
    appCalls(tap: true)
    return .passed
  }

  func routedRemoteNotification(state: String) -> RoutedOutcome {
    appCalls(tap: state == ".inactive")
    return .passed
  }

  private func appCalls(tap: Bool) {
    guard settings.appCallsAppDidReceiveMessage else { return }
    appDidReceiveMessage(by: "app", note: "the app's own call", tap: tap)
  }

  /// `appDidReceiveMessage`: once per message id this session, analytics by app state, then the link (facts 8–11, 16).
  private func appDidReceiveMessage(by actor: String, note: String, tap: Bool) {
    let root = context.payload.root
    context.step(actor, "Messaging.messaging().appDidReceiveMessage(userInfo)", note: note, rule: .sdkFirebaseProxy)
    guard let messageID = root["gcm.message_id"]?.stringValue, !messageID.isEmpty else { return }
    guard state.configured else {
      context.step("sdk:firebase", "logs nothing", note: "FirebaseApp.configure has not run", rule: .sdkFirebaseAnalytics)
      return
    }
    guard change({ $0.log(messageID) }) else {
      context.step("sdk:firebase", "ignores message \(messageID)", note: "already handled this session", rule: .sdkFirebaseDuplicates)
      return
    }
    logAnalytics(messageID)
    openLink(tap: tap)
  }

  private func logAnalytics(_ messageID: String) {
    let root = context.payload.root
    guard root["google.c.a.e"]?.stringValue == "1" else {
      context.step(
        "sdk:firebase", "logs no analytics", note: "google.c.a.e is not \"1\"", rule: .sdkFirebaseAnalytics, sdk: Self.id,
        records: [.log("Analytics logging is disabled. Do not log event.")])
      return
    }
    let campaign = root["google.c.a.c_id"]?.stringValue.map { ", campaign \($0)" } ?? ""
    switch context.world.applicationState {
    case "inactive":
      context.step("sdk:firebase", "logs _no (notification_open)", note: "the app is inactive\(campaign)", rule: .sdkFirebaseAnalytics)
      context.track(
        TrackedEvent(
          sdk: Self.id, event: "_no", status: "queued", detail: "notification_open, message \(messageID); Firebase Analytics uploads in batches",
          fields: Self.analyticsParameters(root)))
    case "active":
      context.step("sdk:firebase", "logs _nf (notification_foreground)", note: "the app is active\(campaign)", rule: .sdkFirebaseAnalytics)
      context.track(
        TrackedEvent(
          sdk: Self.id, event: "_nf", status: "queued",
          detail: "notification_foreground, message \(messageID); Firebase Analytics uploads in batches",
          fields: Self.analyticsParameters(root)))
    default:
      context.step("sdk:firebase", "logs no analytics", note: "the app is in the background", rule: .sdkFirebaseAnalytics)
    }
  }

  /// `gcm.app_link` through the app delegate: continueUserActivity, else open URL (fact 8); at the first call for the
  /// message, or only on a tap with `sdks.firebase.appLinkOpens` tap-only (fact 10, not verified).
  private func openLink(tap: Bool) {
    guard let link = context.payload.root["gcm.app_link"]?.stringValue, !link.isEmpty else { return }
    guard settings.appLinkOpens == .firstCall || tap else { return }
    context.step(
      "sdk:firebase", "opens \(link)", note: "gcm.app_link: application(_:continue:restorationHandler:), else application(_:open:options:)",
      rule: .sdkFirebaseLink)
    // FIRMessaging.m handleIncomingLinkIfNeededFromMessage (firebase/firebase-ios-sdk): the first of the app delegate's
    // continueUserActivity, openURL:options: (then two older ones) it responds to gets the link; its answer is not read.
    let app = context.profile.app
    if app.continueUserActivity != .absent {
      context.step("app", "application(_:continue:restorationHandler:)", note: "\(link) as a web-browsing activity", rule: .sdkFirebaseLink)
    } else if app.openURL != .absent {
      context.step("app", "application(_:open:options:)", note: link, rule: .sdkFirebaseLink)
    } else {
      context.step("sdk:firebase", "hands the link to nobody", note: "the app delegate implements neither method", rule: .sdkFirebaseLink)
      return
    }
    context.open(link, by: "sdk:firebase", via: "app delegate")
  }
}

/// What Firebase Messaging keeps in the process (fact 8): whether it started, and the message ids handled this session.
public struct FirebaseState: SDKState {
  public var configured = false
  public private(set) var loggedMessageIDs: [String] = []
  /// `loggedMessageIDs` as a set: every open asks whether its id was handled (a search made n opens cost n²).
  private var logged: Set<String> = []

  public init(profile: AppProfile) {}

  public mutating func started(profile: AppProfile, installed: Bool) {
    configured = installed && profile.settings(FirebaseSettings.self).configured
  }

  /// Records a message id handled this session; false when it was handled before (and is not recorded again).
  mutating func log(_ messageID: String) -> Bool {
    guard logged.insert(messageID).inserted else { return false }
    loggedMessageIDs.append(messageID)
    return true
  }

  /// A new session: no message id handled yet.
  mutating func forgetMessages() {
    loggedMessageIDs = []
    logged = []
  }

  public func dump(_ world: World) -> JSONValue {
    .object(["configured": .bool(configured), "loggedMessageIds": .array(loggedMessageIDs.map(JSONValue.string))])
  }
}

extension World {
  /// Firebase Messaging's state in this world.
  public var firebase: FirebaseState {
    get { sdks[FirebaseModel.id, as: FirebaseState.self] }
    set { sdks[FirebaseModel.id, as: FirebaseState.self] = newValue }
  }
}

// MARK: - What Firebase Messaging records (issue 34), from github:firebase/firebase-ios-sdk@ae9c71ca

extension FirebaseModel {
  static var eventFields: [SDKEventFields] {
    let fields: [(name: String, meaning: String)] = [
      ("_nmid", "google.c.a.c_id (the composer id), when a non-empty string"), ("_nmn", "google.c.a.c_l (the composer label)"),
      ("label", "google.c.a.m_l (the message label)"), ("_nt", "from, when it contains /topics/"),
      ("_nmt", "google.c.a.ts as a whole number, when not 0"), ("_ndt", "google.c.a.udt, as the payload gives it"),
    ]
    let source =
      "firebase/firebase-ios-sdk@ae9c71ca FirebaseMessaging/Sources/FIRMessagingAnalytics.m (paramsForEvent:withNotification:), Interop/Analytics/Public/FIRInteropParameterNames.h"
    return [SDKEventFields(event: "_no", fields: fields, source: source), SDKEventFields(event: "_nf", fields: fields, source: source)]
  }

  static var logLines: [SDKLogLine] {
    [
      SDKLogLine(
        line: "Analytics logging is disabled. Do not log event.",
        source: "firebase/firebase-ios-sdk@ae9c71ca FirebaseMessaging/Sources/FIRMessagingAnalytics.m (canLogNotification:)")
    ]
  }

  /// The event's parameters as `paramsForEvent:withNotification:` builds them from the payload's google.c.a.* keys.
  static func analyticsParameters(_ root: JSONObject) -> JSONObject {
    var fields = JSONObject()
    func text(_ key: String) -> JSONValue? { root[key]?.stringValue.flatMap { $0.isEmpty ? nil : .string($0) } }
    fields["_nmid"] = text("google.c.a.c_id")
    fields["_nmn"] = text("google.c.a.c_l")
    fields["label"] = text("google.c.a.m_l")
    if let from = root["from"]?.stringValue, from.contains("/topics/") { fields["_nt"] = .string(from) }
    // longLongValue of a string or a number; 0 is left out.
    let timestamp: Int64? =
      switch root["google.c.a.ts"] {
      case .string(let text): Int64(text.prefix(19))
      case .integer(let value): value
      case .real(let value) where value.isFinite && abs(value) < 9e18: Int64(value)
      default: nil
      }
    if let timestamp, timestamp != 0 { fields["_nmt"] = .integer(timestamp) }
    fields["_ndt"] = root["google.c.a.udt"]
    return fields
  }
}
