/// Grovs, following seeds/004 (Push notifications, SDK 3.1).
struct GrovsModel {
  let context: SimContext

  var profile: AppProfile { context.profile }
  var readout: GrovsReadout { GrovsReadout(context.payload) }
  var isGrovsPush: Bool { readout.isGrovsPush }
  var enabled: Bool { profile.bool("sdks.grovs.enabled") }
  var openCalledFrom: [String] { profile.strings("sdks.grovs.openCalledFrom") }

  /// APNs rejects the token when the environment does not match the build (seeds/004 §2).
  var environmentMismatch: Bool {
    let test = profile.bool("sdks.grovs.useTestEnvironment")
    return test != (profile.string("sdks.grovs.build") == "xcode")
  }

  func launch() {
    if profile.bool("sdks.grovs.configured") {
      context.step(
        "app", "Grovs.configure(APIKey:useTestEnvironment: \(profile.bool("sdks.grovs.useTestEnvironment")), delegate: self)",
        rule: "sdk-grovs-configure")
    } else {
      context.step("app", "(Grovs.configure not called yet)", note: "configure runs later", rule: "sdk-grovs-delivery")
    }
  }

  func registerToken() {
    context.step(
      "app", "Grovs.setPushToken(deviceToken:)", note: profile.bool("sdks.grovs.configured") ? "" : "held until configure", rule: "sdk-grovs-token")
  }

  /// Wiring findings: the APNs environment and the Simulator.
  func prepare() {
    if environmentMismatch {
      let build = profile.string("sdks.grovs.build")
      context.finding(
        "sdk-grovs-environment", .error,
        "useTestEnvironment \(profile.bool("sdks.grovs.useTestEnvironment")) with a \(build) build: APNs rejects the token (BadDeviceToken), it is dropped, and Grovs pushes never arrive"
      )
    }
    imageNotes()
  }

  /// `Grovs.handleNotificationResponse(_:)` in the app's didReceive; true when Grovs handled it.
  func handleResponse(_ actionIdentifier: String) -> Bool {
    let handles = isGrovsPush && enabled
    context.step("app", "Grovs.handleNotificationResponse(_:)", note: "returns \(handles)", rule: "sdk-grovs-handle-response")
    guard isGrovsPush else { return false }
    guard enabled else {
      context.track(TrackedEvent(sdk: "grovs", event: "push_open", status: "dropped", detail: "the SDK is disabled (no consent)"))
      context.finding("sdk-grovs-delivery", .info, "the Grovs SDK is disabled: the tap delivers nothing and no open is reported")
      return true
    }
    guard actionIdentifier == ActionIdentifier.defaultAction else {
      context.step(
        "sdk:grovs", "does not count an open", note: actionIdentifier == ActionIdentifier.dismissAction ? "a dismiss" : "a custom action button",
        rule: "sdk-grovs-open")
      return true
    }
    reportOpen(note: "tap on the notification")
    deliverPayload()
    return true
  }

  /// `Grovs.handleNotificationOpen(userInfo:)` called from a delivery callback.
  func openOnDelivery(from callback: String) {
    guard openCalledFrom.contains(callback) else { return }
    context.step("app", "Grovs.handleNotificationOpen(userInfo:)", note: "called from \(callback)", rule: "sdk-grovs-open-on-delivery")
    guard isGrovsPush, enabled else { return }
    reportOpen(note: "counted on delivery, not on a tap")
    context.finding(
      "sdk-grovs-open-on-delivery", .error,
      "Grovs.handleNotificationOpen(userInfo:) is called from \(callback): every delivery is counted as an open, tapped or not")
  }

  private func reportOpen(note: String) {
    let status: String
    var detail = note
    if !profile.bool("sdks.grovs.configured") {
      status = "queued"
      detail += "; held until configure runs"
    } else if !profile.bool("sdks.grovs.authenticated") {
      status = "queued"
      detail += "; sent once the SDK authenticates"
    } else if profile.string("sdks.grovs.network") == "down" {
      status = "queued"
      detail += "; network failure: retried at the next foreground, up to 3 attempts, never double-counted"
    } else {
      status = "sent"
    }
    if status == "queued" { detail += "; kept across restarts per API key and environment until sent" }
    if readout.campaignID == "test-campaign" { detail += "; the test campaign id does not exist in Grovs, so the open is not recorded" }
    context.step("sdk:grovs", "reports push_open", note: "campaign \(readout.campaignID ?? "")", rule: "sdk-grovs-open")
    context.track(TrackedEvent(sdk: "grovs", event: "push_open", status: status, detail: detail))
  }

  private func deliverPayload() {
    if let link = readout.link {
      context.step("sdk:grovs", "resolves \(link)", note: "source push: not also a link open", rule: "sdk-grovs-open")
      context.trace.ui.opened = link
    }
    let payload = JSONWriter(sortedKeys: false, pretty: false).string(.object(readout.payloadForApp))
    let merge = readout.link == nil ? "" : " merged with the link's data (the push's keys win a clash)"
    context.step(
      "sdk:grovs", "grovsReceivedPayloadFromDeeplink(link:payload:tracking:)", note: "link \(readout.link ?? "nil"), payload \(payload)\(merge)",
      rule: "sdk-grovs-payload")
    context.step("sdk:grovs", "appends it to allReceivedPayloadsSinceStartup", rule: "sdk-grovs-payload")
  }

  private func imageNotes() {
    guard readout.image != nil else { return }
    if profile.bool("ios.simctlPush") {
      context.finding(
        "sdk-grovs-simulator-nse", .info, "simctl push runs no Notification Service Extension: the campaign image does not show in the Simulator")
    }
  }
}
