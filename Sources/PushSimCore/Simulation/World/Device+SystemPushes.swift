/// Pushes the system handles for the app (`location`, `widgets`, `controls`, `mdm`, `fileprovider`, `complication`): an
/// extension or a system service receives them, never UNUserNotificationCenter (PushType.facts.receiver). Each names
/// who receives it, and says so where the app is not set up to receive it (`PushTypeSettings`; rules in
/// PushTypeSystemRules).
extension Device {
  func deliverToSystem() {
    guard let type = payload.kind.pushType else { return }
    switch type {
    case .location: locationQuery()
    case .widgets: widgetReload()
    case .controls: controlReload()
    case .mdm: mdmWakeUp()
    case .fileprovider: fileProviderSignal()
    case .complication: complicationUpdate()
    default:
      context.step(
        "iOS", "hands the push to \(type.facts.receiver)", note: "not a user notification: no banner, no notification delegate",
        rule: .iosPushTypeReceiver)
    }
  }

  /// What receives nothing, and why: the step (its call written out, so docs/vocabulary.md lists it) and the finding.
  private enum Missed {
    case locationExtension, widgets, controls, mdmClient, fileProviderExtension, fileProviderContainer, complication
  }

  private func notReceived(_ missed: Missed, _ why: String, rule: SimRule) {
    switch missed {
    case .locationExtension: context.step("iOS", "does not run the Location Push Service Extension", note: why, rule: rule)
    case .widgets: context.step("iOS", "WidgetKit does not reload the widgets", note: why, rule: rule)
    case .controls: context.step("iOS", "WidgetKit does not reload the controls", note: why, rule: rule)
    case .mdmClient: context.step("iOS", "no MDM client answers the push", note: why, rule: rule)
    case .fileProviderExtension: context.step("iOS", "has no File Provider enumerator to signal", note: why, rule: rule)
    case .fileProviderContainer: context.step("iOS", "signals no File Provider enumerator", note: why, rule: rule)
    case .complication: context.step("iOS", "does not deliver the complication push", note: why, rule: rule)
    }
    let call = context.steps.last?.call ?? ""
    context.finding(rule, .warning, "\(call.first?.isUppercase == true ? call : "iOS " + call): \(why)")
  }

  /// The Location Push Service Extension (developer.apple.com/documentation/corelocation/creating-a-location-push-service-extension).
  private func locationQuery() {
    let settings = profile.pushTypes
    guard settings.iosVersion >= OSVersion(15) else {
      return notReceived(.locationExtension, "iOS \(settings.iosVersion) has none (iOS 15)", rule: .iosLocationPush)
    }
    guard settings.locationEntitlement else {
      return notReceived(
        .locationExtension,
        "the app lacks the com.apple.developer.location.push entitlement: startMonitoringLocationPushes(completion:) fails, so it has no location push token",
        rule: .iosLocationPush)
    }
    guard settings.locationExtension else {
      return notReceived(
        .locationExtension, "the app has no Location Push Service Extension (CLLocationPushServiceError.missingPushExtension)", rule: .iosLocationPush
      )
    }
    guard settings.locationAuthorization == .always else {
      return notReceived(
        .locationExtension,
        "location authorization is \(settings.locationAuthorization.rawValue): the extension is eligible only after the person grants Always authorization",
        rule: .iosLocationPush)
    }
    context.step(
      "app", Callback.locationPush, note: "in the Location Push Service Extension, with the payload; the app itself is not launched",
      rule: .iosLocationPush)
    switch settings.locationCompletion {
    case .inTime:
      context.step("app", "completion()", note: "the extension calls its completion block", rule: .iosLocationPush)
    case .late:
      context.step("app", Callback.serviceExtensionWillTerminate, note: "it took too long: the system's warning", rule: .iosLocationPush)
      context.step("app", "completion()", note: "after the warning", rule: .iosLocationPush)
      context.finding(
        .iosLocationPush, .warning,
        "the Location Push Service Extension calls its completion block only after serviceExtensionWillTerminate(): Apple asks to \"execute this block as quickly as possible\""
      )
    case .never:
      context.step("app", Callback.serviceExtensionWillTerminate, note: "it took too long: the system's warning", rule: .iosLocationPush)
      context.step("iOS", "terminates the Location Push Service Extension", note: "its completion block was never called", rule: .iosLocationPush)
      context.finding(
        .iosLocationPush, .error,
        "the Location Push Service Extension never calls its completion block: after serviceExtensionWillTerminate() the system terminates it")
    }
  }

  /// WidgetKit push (developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications).
  private func widgetReload() {
    let settings = profile.pushTypes
    guard settings.iosVersion >= OSVersion(26) else {
      return notReceived(.widgets, "iOS \(settings.iosVersion): widget pushes need iOS 26 (WidgetPushHandler)", rule: .iosWidgetPush)
    }
    guard settings.widgetPushHandler else {
      return notReceived(
        .widgets, "no widget of the app has a push handler (.pushHandler(_:)), so none is registered for pushes", rule: .iosWidgetPush)
    }
    guard settings.widgetPushes == .delivered else {
      return notReceived(
        .widgets,
        "out of WidgetKit's budget (ios.widgetPushes held): \"the system budgets WidgetKit push notifications and delivers them opportunistically\"",
        rule: .iosWidgetPush)
    }
    context.step(
      "iOS", "WidgetKit reloads the timelines of the push-enabled widgets",
      note: "\"similar to when you call reloadAllTimelines()\"; no app code runs", rule: .iosWidgetPush)
  }

  /// Control push (developer.apple.com/documentation/widgetkit/updating-controls-locally-and-remotely).
  private func controlReload() {
    guard profile.pushTypes.controlPushHandler else {
      return notReceived(
        .controls, "no control of the app has a registered push handler (ControlPushHandler)",
        rule: .iosControlPush)
    }
    context.step(
      "iOS", "WidgetKit reloads the controls with a registered push handler", note: "no app code runs",
      rule: .iosControlPush)
  }

  /// MDM wake-up (developer.apple.com/documentation/devicemanagement/sending-mdm-commands-to-a-device).
  private func mdmWakeUp() {
    guard profile.pushTypes.mdmEnrolled else {
      return notReceived(
        .mdmClient, "the device is not enrolled with this MDM server (no TokenUpdate was sent)", rule: .iosMdmPush)
    }
    let magic =
      payload.root["mdm"]?.stringValue != nil ? "with its PushMagic" : "without a PushMagic string (Apple's payload is {\"mdm\": PushMagic})"
    context.step(
      "iOS", "the MDM client polls the MDM server for commands", note: "\(magic); no app code runs", rule: .iosMdmPush)
  }

  /// File Provider signal (developer.apple.com/documentation/fileprovider/using-push-notifications-to-signal-changes).
  private func fileProviderSignal() {
    guard profile.pushTypes.fileProviderExtension else {
      return notReceived(
        .fileProviderExtension, "the app has no File Provider extension (app.fileProvider.extension false)",
        rule: .iosFileProviderPush)
    }
    guard let container = payload.root["container-identifier"]?.stringValue else {
      return notReceived(
        .fileProviderContainer,
        "the payload has no container-identifier string (NSFileProviderManager.h: {\"container-identifier\", \"domain\"}), so nothing names the enumerator",
        rule: .iosFileProviderPush)
    }
    let shown = container.count > 60 ? String(container.prefix(60)) + "…" : container
    let domain = payload.root["domain"]?.stringValue.map { ", domain \($0.count > 60 ? String($0.prefix(60)) + "…" : $0)" } ?? ""
    context.step(
      "iOS", "signalEnumerator(for:completionHandler:)", note: "container-identifier \(shown)\(domain): the extension's enumerator lists the changes",
      rule: .iosFileProviderPush)
    context.step(
      "iOS", "delivers the push to the app's PKPushRegistryDelegate objects", note: "any the app registered (\"It also delivers the notification\")",
      rule: .iosFileProviderPush)
  }

  /// watchOS complication push (developer.apple.com/documentation/pushkit/pkpushtype/complication): 50 a day.
  private func complicationUpdate() {
    guard profile.pushTypes.complicationOnActiveFace else {
      return notReceived(
        .complication, "the watch app's complication is not on the active watch face", rule: .iosComplicationPush)
    }
    let now = context.world.clock
    context.world.pushTypes.complicationPushes.removeAll { now - $0 >= 86_400_000 }
    guard context.world.pushTypes.complicationPushes.count < Self.complicationDailyLimit else {
      return notReceived(
        .complication,
        "over the limit of \(Self.complicationDailyLimit) complication pushes a day (\"subsequent pushes are not delivered\")",
        rule: .iosComplicationPush)
    }
    context.world.pushTypes.complicationPushes.append(now)
    context.step(
      "iOS", "PushKit hands the complication push to the watch app",
      note:
        "pushRegistry(_:didReceiveIncomingPushWith:for:completion:) for PKPushType.complication on watchOS (\(context.world.pushTypes.complicationPushes.count) of \(Self.complicationDailyLimit) today)",
      rule: .iosComplicationPush)
  }

  /// PKPushType.complication: "The system limits you to 50 push notifications per day."
  static let complicationDailyLimit = 50
}
