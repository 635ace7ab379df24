import Foundation
import Testing

@testable import PushSimCore

/// What a seed statement's test checks in the `pushsim.trace/1` JSON.
enum Expect: Sendable {
  case tracked(String, String, count: Int)
  case trackedStatus(String, String, status: String)
  case finding(String)
  case noFinding(String)
  case step(String)
  case noStep(String)
  case stepNote(String, String)
  case opened(String?)
  case banner(Bool)

  var text: String {
    switch self {
    case .tracked(let sdk, let event, let count): "tracks \(count) \(sdk) `\(event)`"
    case .trackedStatus(let sdk, let event, let status): "\(sdk) `\(event)` is `\(status)`"
    case .finding(let id): "finding `\(id)`"
    case .noFinding(let id): "no finding `\(id)`"
    case .step(let call): "step `\(call)`"
    case .noStep(let call): "no step `\(call)`"
    case .stepNote(let call, let note): "step `\(call)` noting \"\(note)\""
    case .opened(let value): "opens \(value.map { "`\($0)`" } ?? "nothing")"
    case .banner(let shown): shown ? "banner shown" : "no banner"
    }
  }

  func holds(in trace: JSONValue) -> Bool {
    let tracked = trace["tracked"]?.arrayValue ?? []
    let findings = trace["findings"]?.arrayValue ?? []
    let steps = trace["steps"]?.arrayValue ?? []
    func call(_ step: JSONValue) -> String { step["call"]?.stringValue ?? "" }
    switch self {
    case .tracked(let sdk, let event, let count):
      return tracked.filter { $0["sdk"] == .string(sdk) && $0["event"] == .string(event) }.count == count
    case .trackedStatus(let sdk, let event, let status):
      return tracked.contains { $0["sdk"] == .string(sdk) && $0["event"] == .string(event) && $0["status"] == .string(status) }
    case .finding(let id): return findings.contains { $0["id"] == .string(id) }
    case .noFinding(let id): return !findings.contains { $0["id"] == .string(id) }
    case .step(let text): return steps.contains { call($0).contains(text) }
    case .noStep(let text): return !steps.contains { call($0).contains(text) }
    case .stepNote(let text, let note): return steps.contains { call($0).contains(text) && ($0["note"]?.stringValue ?? "").contains(note) }
    case .opened(let value): return trace.value(at: "/ui/opened") == value.map(JSONValue.string) ?? .null
    case .banner(let shown): return trace.value(at: "/ui/banner") == .bool(shown)
    }
  }
}

/// One behaviour statement of a seed page, the CLI run that exercises it, and what must hold.
struct SeedStatement: Sendable, CustomTestStringConvertible {
  let id: String
  let page: String
  let section: String
  let statement: String
  let arguments: [String]
  let expect: [Expect]

  var testDescription: String { id }

  init(_ id: String, _ page: String, _ section: String, _ statement: String, _ arguments: String, _ expect: [Expect]) {
    self.id = id
    self.page = page
    self.section = section
    self.statement = statement
    self.arguments = arguments.split(separator: " ").map(String.init).map {
      $0.hasSuffix(".json") || $0.hasSuffix(".apns") ? "samples/payloads/" + $0 : $0
    }
    self.expect = expect
  }
}

enum Seeds {
  static let boarding = #"app.categories=[{"id":"boarding","actions":[{"id":"btn_pass","foreground":true}],"customDismissAction":true}]"#
  static let chatDismiss = #"app.categories=[{"id":"promo","actions":[{"id":"later"}],"customDismissAction":true}]"#

  static let all: [SeedStatement] = mapp + foreground + netmera + grovs

  static let mapp: [SeedStatement] = [
    SeedStatement(
      "M01", "000", "Step 4: Initialize the SDK",
      "engage(withLaunchOptions:andDelegate:andSDKID:with:) runs in application(_:didFinishLaunchingWithOptions:).",
      "tap mapp-deeplink.json --state terminated --app mapp-manual",
      [.step("Appoxee.shared().engage(withLaunchOptions:andDelegate:andSDKID:with: .L3)")]),
    SeedStatement(
      "M02", "000", "Step 4: Initialize the SDK", "Customer-facing SERVER values are L3, EMC, EMC_US and CROC.",
      "tap mapp-deeplink.json --state terminated --app mapp-manual --set sdks.mapp.server=EMC_US",
      [.step("with: .EMC_US)"), .noFinding("sdk-mapp-test-server")]),
    SeedStatement(
      "M03", "000", "Step 4 note", "TEST, TEST55 and TEST61 are internal test environments, not for production.",
      "tap mapp-deeplink.json --state terminated --app mapp-manual --set sdks.mapp.server=TEST55", [.finding("sdk-mapp-test-server")]),
    SeedStatement(
      "M04", "000", "Step 5: Register the Device Token", "The device token is forwarded with didRegister(forRemoteNotificationsWithDeviceToken:).",
      "tap mapp-deeplink.json --state terminated --app mapp-manual", [.step("Appoxee.shared().didRegister(forRemoteNotificationsWithDeviceToken:)")]),
    SeedStatement(
      "M05", "000", "Step 5: Receive Remote Notifications",
      "didReceiveRemoteNotification calls receivedRemoteNotification, then completionHandler(.newData).",
      "deliver mapp-silent-update.json --state background --app mapp-manual",
      [.step("Appoxee.shared().receivedRemoteNotification(userInfo)"), .step("completionHandler(.newData)")]),
    SeedStatement(
      "M06", "000", "Step 5: Forward Notification Taps", "Forwarding didReceive lets the SDK open the deep link and record the push click.",
      "tap mapp-deeplink.json --state terminated --app mapp-manual",
      [
        .tracked("mapp", "click", count: 1), .opened("shopapp://sale/autumn"),
        .step("userNotificationCenter(_:didReceive:withAppoxeeCompletionHandler:)"),
      ]),
    SeedStatement(
      "M07", "000", "Step 5: Forward Notification Taps", "The landing page opens for a push with apx_url.",
      "tap mapp-landing-page-rich.json --state background --app mapp-manual",
      [.opened("https://shop.example.com/new"), .tracked("mapp", "click", count: 1)]),
    SeedStatement(
      "M08", "000", "Step 5: Forward Notification Taps",
      "Call the system completion handler only from the SDK completion block; do not call it again after forwarding.",
      "tap mapp-deeplink.json --state background --app mapp-manual --set sdks.mapp.extraCompletionCall=true", [.finding("sdk-mapp-completion-once")]),
    SeedStatement(
      "M09", "000", "Step 5 note",
      "Assign the delegate before application(_:didFinishLaunchingWithOptions:) returns, otherwise the tap that launches the app is not delivered.",
      "tap mapp-deeplink.json --state terminated --app mapp-manual --set app.delegate.assigned=after-launch-returns",
      [.finding("ios-delegate-too-late"), .tracked("mapp", "click", count: 0)]),
    SeedStatement(
      "M10", "000", "Step 6: Custom Delegate", "appoxee(_:handledRemoteNotification:andIdentifer:) is called after the SDK handled the push.",
      "tap mapp-deeplink.json --state terminated --app mapp-manual", [.step("appoxee(_:handledRemoteNotification:andIdentifer:)")]),
    SeedStatement(
      "M11", "000", "Step 6: Custom Delegate", "AppoxeeNotificationDelegate does not replace forwarding notification taps.",
      "tap mapp-deeplink.json --state terminated --app mapp-manual --set sdks.mapp.forwardResponse=false",
      [.noStep("appoxee(_:handledRemoteNotification:andIdentifer:)"), .tracked("mapp", "click", count: 0)]),
    SeedStatement(
      "M12", "000", "Notification Callbacks at a Glance", "didReceiveRemoteNotification does not mean that the user tapped the notification.",
      "deliver mapp-silent-update.json --state background --app mapp-manual", [.tracked("mapp", "click", count: 0)]),
    SeedStatement(
      "M13", "000", "Notification Callbacks at a Glance", "willPresent decides whether a foreground notification shows a banner, sound or badge.",
      "deliver mapp-deeplink.json --state foreground --app mapp-manual --set sdks.mapp.showNotificationsOnForeground=true",
      [.step("userNotificationCenter(_:willPresent:withCompletionHandler:)"), .banner(true)]),
    SeedStatement(
      "M14", "000", "Notification Callbacks at a Glance",
      "Only didReceive represents the tap; willPresent or didReceiveRemoteNotification do not replace forwarding it.",
      "tap mapp-deeplink.json --state foreground --app mapp-manual --set sdks.mapp.showNotificationsOnForeground=true --set sdks.mapp.forwardResponse=false",
      [.tracked("mapp", "click", count: 0), .finding("sdk-mapp-not-forwarded")]),
    SeedStatement(
      "M15", "000", "What Happens Without Forwarding",
      "Without forwarding the deep link does not open (the app opens on its home screen), custom actions are not processed, clicks are not tracked, statistics undercount.",
      "tap mapp-deeplink.json --state terminated --app mapp-manual --set sdks.mapp.forwardResponse=false",
      [.opened("app"), .tracked("mapp", "click", count: 0), .finding("sdk-mapp-not-forwarded")]),
    SeedStatement(
      "M16", "000", "Identify Mapp Notifications", "A push with push_provider = mapp_engage is a Mapp notification and goes to the SDK.",
      "tap mapp-deeplink.json --state terminated --app multi",
      [.stepNote("isMappNotification(userInfo)", "true"), .tracked("mapp", "click", count: 1)]),
    SeedStatement(
      "M17", "000", "Identify Mapp Notifications",
      "Do not identify Mapp by aps, mutable-content, ios_apx_media or a category: without the field the push is not routed to Mapp.",
      "tap mutable-content-image.json --state terminated --app multi",
      [.stepNote("isMappNotification(userInfo)", "false"), .tracked("mapp", "click", count: 0)]),
    SeedStatement(
      "M18", "000", "Filter Background Pushes",
      "A Mapp background push goes to didReceiveRemoteNotification(_:fetchCompletionHandler:andNotifyCompletionWith:) and the SDK calls the completion handler.",
      "deliver mapp-silent-update.json --state background --app multi",
      [
        .step("didReceiveRemoteNotification(_:fetchCompletionHandler:andNotifyCompletionWith: nil)"),
        .stepNote("completionHandler(.newData)", "the SDK calls it"),
      ]),
    SeedStatement(
      "M19", "000", "Filter Background Pushes", "A non-Mapp background push is handled elsewhere and the completion handler is called once.",
      "deliver silent-background.apns --state background --app multi",
      [.stepNote("isMappNotification(userInfo)", "false"), .step("completionHandler(.noData)"), .noFinding("ios-fetch-completion")]),
    SeedStatement(
      "M20", "000", "Filter Notification Taps", "A non-Mapp tap goes to the other provider or the app, which calls the completion handler once.",
      "tap plain-alert.json --state terminated --app multi",
      [.step("Messaging.messaging().appDidReceiveMessage(userInfo)"), .tracked("mapp", "click", count: 0), .step("completionHandler()")]),
    SeedStatement(
      "M21", "000", "Call the Completion Handler Exactly Once",
      "Never call the completion handler again after passing it to the SDK (a second fetch-handler call crashes).",
      "deliver mapp-silent-update.json --state background --app multi --set sdks.mapp.extraCompletionCall=true",
      [.finding("sdk-mapp-completion-once")]),
    SeedStatement(
      "M22", "000", "Apps With Multiple Push Providers (warning)",
      "The automatic integration swizzles and may handle callbacks before the app's filter runs.",
      "tap grovs-link-image.json --state terminated --app multi --set app.delegate.owner=sdk --set sdks.mapp.integration=automatic",
      [.finding("sdk-mapp-automatic"), .tracked("grovs", "push_open", count: 0)]),
    SeedStatement(
      "M23", "000", "Forward Notification Taps", "A tap on a push the SDK did not send tracks no click (no p).",
      "tap plain-alert.json --state terminated --app mapp-manual",
      [.step("Push did not originate from Appoxee"), .tracked("mapp", "click", count: 0)]),
    SeedStatement(
      "M24", "000", "Forward Notification Taps (selects a notification action)",
      "Selecting a notification action is forwarded like a tap: one click with the button's identifier, then the delegate callback with it.",
      "tap mapp-buttons.json --state background --app mapp-manual --action button1 --set "
        + #"app.categories=[{"id":"apx_yes_no_open","actions":[{"id":"button1"},{"id":"button2"}]}]"#,
      [.tracked("mapp", "click", count: 1), .stepNote("appoxee(_:handledRemoteNotification:andIdentifer:)", "button1")]),
    SeedStatement(
      "M25", "000", "What Happens Without Forwarding",
      "Each consequence of not forwarding is reported: the link does not open, custom actions are not processed, clicks are not tracked, statistics undercount.",
      "tap mapp-buttons.json --state background --app mapp-manual --set sdks.mapp.forwardResponse=false",
      [.finding("sdk-mapp-not-forwarded"), .opened("app")]),
  ]

  static let foreground: [SeedStatement] = [
    SeedStatement(
      "F01", "002", "SDK Owns the Delegate",
      "With the Basic Automated Setup the SDK decides; showNotificationsOnForeground defaults to false, so nothing shows in the foreground.",
      "deliver mapp-deeplink.json --state foreground --app mapp-auto",
      [.banner(false), .stepNote("completionHandler([])", "showNotificationsOnForeground false")]),
    SeedStatement(
      "F02", "002", "SDK Owns the Delegate", "Setting showNotificationsOnForeground = true shows notifications in the foreground.",
      "deliver mapp-deeplink.json --state foreground --app mapp-auto --set sdks.mapp.showNotificationsOnForeground=true", [.banner(true)]),
    SeedStatement(
      "F03", "002", "App Owns the Delegate",
      "When the app owns the delegate its willPresent decides; the seed's pattern returns [] when the flag is false.",
      "deliver mapp-deeplink.json --state foreground --app mapp-manual", [.banner(false), .step("Appoxee.shared()?.showNotificationsOnForeground")]),
    SeedStatement(
      "F04", "002", "App Owns the Delegate (iOS 14+)",
      "With the flag true the app returns [.banner, .list, .sound, .badge] (.alert is deprecated since iOS 14).",
      "deliver mapp-deeplink.json --state foreground --app mapp-manual --set sdks.mapp.showNotificationsOnForeground=true",
      [.step("completionHandler([.banner, .list, .sound, .badge])"), .banner(true)]),
    SeedStatement(
      "F05", "002", "App Owns the Delegate",
      "A tap in the foreground calls didReceive, which the app must forward for deep links and click tracking.",
      "tap mapp-deeplink.json --state foreground --app mapp-manual --set sdks.mapp.showNotificationsOnForeground=true",
      [.tracked("mapp", "click", count: 1), .opened("shopapp://sale/autumn")]),
    SeedStatement(
      "F06", "002", "App Owns the Delegate (Basic Automated Setup)",
      "With the automated setup the SDK handles the tap itself; forwarding applies only if the app sets itself as delegate.",
      "tap mapp-deeplink.json --state background --app mapp-auto", [.tracked("mapp", "click", count: 1), .noStep("withAppoxeeCompletionHandler")]),
    SeedStatement(
      "F07", "002", "Use Case / note", "A dismiss is not tracked by Mapp.",
      "dismiss mapp-deeplink.json --state background --app mapp-manual --set " + #"app.categories=[{"id":"x","customDismissAction":true}]"#,
      [.tracked("mapp", "click", count: 0)]),
  ]

  static let netmera: [SeedStatement] = [
    SeedStatement(
      "N01", "003", "Default Handling of Remote Notifications", "Netmera handles the UIApplicationDelegate push methods itself.",
      "tap netmera-standard.json --state terminated --app netmera", [.step("Netmera.start(…)"), .tracked("netmera", "open", count: 1)]),
    SeedStatement(
      "N02", "003", "Accessing Notification Data", "recentPushObject holds the received push.",
      "deliver netmera-standard.json --state foreground --app netmera", [.step("sets Netmera.recentPushObject()")]),
    SeedStatement(
      "N03", "003", "Push Delegate Methods", "The delegates are set in the AppDelegate.",
      "tap netmera-standard.json --state terminated --app netmera",
      [.step("Netmera.setPushDelegate(self)"), .step("Netmera.setPushLifecycleDelegate(self)"), .step("Netmera.setInAppContentDelegate(self)")]),
    SeedStatement(
      "N04", "003", "NetmeraPushDelegate (Important)", "NetmeraPushDelegate needs Swift SDK 4.16.0 or later.",
      "tap netmera-standard.json --state terminated --app netmera --set sdks.netmera.version=4.15.2",
      [.finding("sdk-netmera-version-gate"), .noStep("urlOpeningDecision")]),
    SeedStatement(
      "N05", "003", "NetmeraPushDelegate: webViewPresentationDecision", ".appHandles calls presentWebView(for:).",
      "tap netmera-popup.json --state background --app netmera --set sdks.netmera.webViewPresentation=app",
      [.stepNote("webViewPresentationDecision(for:)", ".appHandles"), .step("presentWebView(for:)")]),
    SeedStatement(
      "N06", "003", "NetmeraPushDelegate: webViewPresentationDecision", ".sdkHandles: presentWebView is not called; the SDK presents its web view.",
      "tap netmera-popup.json --state background --app netmera", [.noStep("presentWebView(for:)"), .step("presents its web view")]),
    SeedStatement(
      "N07", "003", "NetmeraPushDelegate: notificationPresentationDecision",
      ".appHandles calls presentNotification(for:); the system does not show the notification.",
      "deliver netmera-standard.json --state foreground --app netmera --set sdks.netmera.notificationPresentation=app",
      [.step("presentNotification(for:)"), .banner(false)]),
    SeedStatement(
      "N08", "003", "NetmeraPushDelegate: notificationPresentationDecision", ".sdkHandles: the notification is shown with the app's options.",
      "deliver netmera-standard.json --state foreground --app netmera", [.noStep("presentNotification(for:)"), .banner(true)]),
    SeedStatement(
      "N09", "003", "NetmeraPushDelegate: urlOpeningDecision", ".appHandles calls openURL(_:for:).",
      "tap netmera-standard.json --state background --app netmera --set sdks.netmera.urlOpening=app",
      [.step("openURL(_:for:)"), .opened("newsapp://digest/weekly")]),
    SeedStatement(
      "N10", "003", "NetmeraPushDelegate: urlOpeningDecision", ".sdkHandles: the SDK opens the URL and openURL is not called.",
      "tap netmera-standard.json --state background --app netmera", [.noStep("openURL(_:for:)"), .step("opens newsapp://digest/weekly")]),
    SeedStatement(
      "N11", "003", "NetmeraPushLifecycleDelegate (Important)",
      "The lifecycle delegate needs Swift SDK 4.18.0 or later; below it the callbacks never fire.",
      "tap netmera-standard.json --state terminated --app netmera --set sdks.netmera.version=4.17.0",
      [.finding("sdk-netmera-version-gate"), .noStep("didOpen(_:)")]),
    SeedStatement(
      "N12", "003", "NetmeraPushLifecycleDelegate: didRegisterDeviceToken", "didRegisterDeviceToken is called when the token has been registered.",
      "tap netmera-standard.json --state terminated --app netmera", [.step("didRegisterDeviceToken(_:)")]),
    SeedStatement(
      "N13", "003", "NetmeraPushLifecycleDelegate: didReceive",
      "didReceive fires when a notification is about to be presented in the foreground (content-available absent).",
      "deliver netmera-standard.json --state foreground --app netmera", [.stepNote("didReceive(_:)", "NetmeraPushLifecycleDelegate")]),
    SeedStatement(
      "N14", "003", "NetmeraPushLifecycleDelegate: didReceive",
      "didReceive fires when a remote notification is delivered in the background or at launch; a receive is tracked only with _nm.dr.",
      "deliver netmera-standard.json --state foreground --app netmera", [.tracked("netmera", "receive", count: 1)]),
    SeedStatement(
      "N15", "003", "NetmeraPushLifecycleDelegate: didReceive", "Without _nm.dr no receive event is tracked.",
      "deliver netmera-buttons.json --state foreground --app netmera", [.tracked("netmera", "receive", count: 0), .step("didReceive(_:)")]),
    SeedStatement(
      "N16", "003", "NetmeraPushLifecycleDelegate: didOpen", "didOpen fires when the user opens the app from the push; an open is tracked.",
      "tap netmera-standard.json --state terminated --app netmera", [.step("didOpen(_:)"), .tracked("netmera", "open", count: 1)]),
    SeedStatement(
      "N17", "003", "NetmeraPushLifecycleDelegate: didTakeAction",
      "Tapping an interactive button calls didTakeAction with .interactiveButton; the open carries the button id.",
      "tap netmera-buttons.json --state background --app netmera --action btn_pass --set " + boarding,
      [.step("didTakeAction(_:from: .interactiveButton, for:)"), .tracked("netmera", "open", count: 1)]),
    SeedStatement(
      "N17b", "003", "NetmeraPushLifecycleDelegate: didTakeAction",
      "Picking a carousel item calls didTakeAction with .carouselItem; the open carries the item id.",
      "tap netmera-carousel.json --state background --app netmera --action carousel:item-2",
      [.step("didTakeAction(_:from: .carouselItem, for:)"), .tracked("netmera", "open", count: 1)]),
    SeedStatement(
      "N18", "003", "NetmeraInAppContentDelegate", "didShowContent reports in-app web content (.web) shown for a popup.",
      "deliver netmera-popup.json --state foreground --app netmera", [.step("didShowContent(.web(url:))")]),
    SeedStatement(
      "N19", "003", "NetmeraInAppContentDelegate (Important)", "The in-app content delegate needs Swift SDK 4.17.0 or later.",
      "deliver netmera-popup.json --state foreground --app netmera --set sdks.netmera.version=4.16.5",
      [.finding("sdk-netmera-version-gate"), .noStep("didShowContent")]),
    SeedStatement(
      "N20", "003", "Lifecycle (sdk-behaviour §2.5)", "A dismiss with a custom-dismiss category is tracked as a dismiss.",
      "dismiss netmera-buttons.json --state background --app netmera --set " + boarding, [.tracked("netmera", "dismiss", count: 1)]),
  ]

  static let grovs: [SeedStatement] = [
    SeedStatement(
      "G01", "004", "1. Add the Push Notifications capability",
      "Grovs pushes are regular alerts: no remote-notification background mode is needed for a tap to count.",
      "tap grovs-link-image.json --state terminated --app grovs", [.tracked("grovs", "push_open", count: 1)]),
    SeedStatement(
      "G02", "004", "2. Upload your APNs key (warning)",
      "useTestEnvironment must match the build; a token from the other environment gets BadDeviceToken and is dropped.",
      "tap grovs-link-image.json --state terminated --app grovs --set sdks.grovs.build=testflight",
      [.finding("apns-bad-device-token"), .banner(false), .tracked("grovs", "push_open", count: 0), .noStep("Grovs.handleNotificationResponse")]),
    SeedStatement(
      "G03", "004", "2. Upload your APNs key (warning)", "Xcode builds with useTestEnvironment true are fine.",
      "tap grovs-link-image.json --state terminated --app grovs", [.noFinding("apns-bad-device-token"), .noFinding("sdk-grovs-environment")]),
    SeedStatement(
      "G04", "004", "3. Register, pass the token and handle taps",
      "Configure Grovs first and set the delegate before returning, so a launching tap is delivered.",
      "tap grovs-link-image.json --state terminated --app grovs --set app.delegate.assigned=after-launch-returns",
      [.finding("ios-delegate-too-late"), .tracked("grovs", "push_open", count: 0)]),
    SeedStatement(
      "G05", "004", "3. Register, pass the token and handle taps",
      "setPushToken(deviceToken:) passes the token; a token set before configure is held until the SDK is configured.",
      "tap grovs-link-image.json --state terminated --app grovs --set sdks.grovs.configured=false",
      [.stepNote("Grovs.setPushToken(deviceToken:)", "held until configure")]),
    SeedStatement(
      "G06", "004", "3. Register, pass the token and handle taps",
      "handleNotificationResponse reports the open and delivers the push to grovsReceivedPayloadFromDeeplink.",
      "tap grovs-link-image.json --state terminated --app grovs",
      [
        .step("Grovs.handleNotificationResponse(_:)"), .step("grovsReceivedPayloadFromDeeplink(link:payload:tracking:)"),
        .tracked("grovs", "push_open", count: 1),
      ]),
    SeedStatement(
      "G07", "004", "3. Register, pass the token and handle taps", "The optional willPresent shows pushes that arrive while the app is open.",
      "deliver grovs-link-image.json --state foreground --app grovs", [.step("completionHandler([.banner, .list, .sound])"), .banner(true)]),
    SeedStatement(
      "G08", "004", "3. Register, pass the token and handle taps", "Only a tap on the notification counts as an open; dismissing it does not.",
      "dismiss grovs-link-image.json --state background --app grovs --set " + #"app.categories=[{"id":"x","customDismissAction":true}]"#,
      [.tracked("grovs", "push_open", count: 0)]),
    SeedStatement(
      "G09", "004", "3. Register, pass the token and handle taps", "Tapping a custom action button does not count as an open.",
      "tap grovs-action.json --state background --app grovs --action later --set " + chatDismiss,
      [.tracked("grovs", "push_open", count: 0), .step("does not count an open")]),
    SeedStatement(
      "G10", "004", "What your app receives",
      "The payload is the push's userInfo without aps: the custom data keys plus grovs_campaign_id, and grovs_link and grovs_image when set.",
      "tap grovs-link-image.json --state terminated --app grovs",
      [
        .stepNote("grovsReceivedPayloadFromDeeplink", #""promo":"spring26""#),
        .stepNote("grovsReceivedPayloadFromDeeplink", #"{"grovs_campaign_id":"cmp_spring26""#),
      ]),
    SeedStatement(
      "G10b", "004", "What your app receives",
      "A tapped Grovs push also arrives in allReceivedPayloadsSinceStartup; with a link, the link's data is merged and the push's value wins a clash.",
      #"tap grovs-link-image.json --state terminated --app grovs --set sdks.grovs.linkData={"screen":"sale","promo":"from-link"}"#,
      [
        .step("appends it to allReceivedPayloadsSinceStartup"), .stepNote("grovsReceivedPayloadFromDeeplink", "the push wins a clash"),
        .stepNote("grovsReceivedPayloadFromDeeplink", #""screen":"sale""#), .stepNote("grovsReceivedPayloadFromDeeplink", #""promo":"spring26""#),
      ]),
    SeedStatement(
      "G11", "004", "What your app receives", "A campaign with a link: link is the resolved link, and it opens.",
      "tap grovs-link-image.json --state terminated --app grovs",
      [.step("resolves https://shop.sqd.link/spring"), .opened("https://shop.sqd.link/spring")]),
    SeedStatement(
      "G12", "004", "What your app receives", "A campaign without a link: link is nil and the payload is the push's data.",
      "tap grovs-data-only.json --state terminated --app grovs", [.stepNote("grovsReceivedPayloadFromDeeplink", "link nil"), .opened("app")]),
    SeedStatement(
      "G13", "004", "What your app receives",
      "A tap on a push with a Grovs link counts once, as a campaign open (push_open), resolved with source push.",
      "tap grovs-link-image.json --state terminated --app grovs", [.tracked("grovs", "push_open", count: 1), .stepNote("resolves", "source push")]),
    SeedStatement(
      "G14", "004", "What your app receives", "A push with only grovs_notification_id is not a Grovs push since 3.1.",
      "tap grovs-legacy-notification-id.json --state terminated --app grovs",
      [.stepNote("Grovs.handleNotificationResponse(_:)", "returns false"), .tracked("grovs", "push_open", count: 0)]),
    SeedStatement(
      "G15", "004", "Pushes from other providers",
      "handleNotificationResponse returns false and does nothing for pushes Grovs did not send; the app passes them on.",
      "tap mapp-deeplink.json --state terminated --app multi",
      [
        .stepNote("Grovs.handleNotificationResponse(_:)", "returns false"), .tracked("grovs", "push_open", count: 0),
        .tracked("mapp", "click", count: 1),
      ]),
    SeedStatement(
      "G16", "004", "Pushes from other providers",
      "The SDK does not take over the delegate or swizzle, so it works alongside other providers: a Grovs push in the multi app.",
      "tap grovs-link-image.json --state terminated --app multi", [.tracked("grovs", "push_open", count: 1), .tracked("mapp", "click", count: 0)]),
    SeedStatement(
      "G17", "004", "Delivery guarantees: before configure", "The tap is held and handled once configure runs.",
      "tap grovs-link-image.json --state terminated --app grovs --set sdks.grovs.configured=false",
      [.trackedStatus("grovs", "push_open", status: "queued")]),
    SeedStatement(
      "G18", "004", "Delivery guarantees: before configure", "With enabled: false the tap is dropped.",
      "tap grovs-link-image.json --state terminated --app grovs --set sdks.grovs.enabled=false",
      [.trackedStatus("grovs", "push_open", status: "dropped")]),
    SeedStatement(
      "G19", "004", "Delivery guarantees: before authentication", "The open is sent once the SDK authenticates.",
      "tap grovs-link-image.json --state terminated --app grovs --set sdks.grovs.authenticated=false",
      [.trackedStatus("grovs", "push_open", status: "queued")]),
    SeedStatement(
      "G20", "004", "Delivery guarantees: network failure", "Retried at the next foreground, up to 3 attempts; never double-counted.",
      "tap grovs-link-image.json --state terminated --app grovs --set sdks.grovs.network=down",
      [.trackedStatus("grovs", "push_open", status: "queued"), .tracked("grovs", "push_open", count: 1)]),
    SeedStatement(
      "G21", "004", "Delivery guarantees: no consent", "While the SDK is disabled, taps deliver nothing and no opens are reported.",
      "tap grovs-link-image.json --state terminated --app grovs --set sdks.grovs.enabled=false",
      [.noStep("grovsReceivedPayloadFromDeeplink"), .tracked("grovs", "push_open", count: 1)]),
    SeedStatement(
      "G22", "004", "Delivery guarantees (warning)",
      "Calling handleNotificationOpen(userInfo:) from willPresent or didReceiveRemoteNotification counts every delivery as an open.",
      "deliver grovs-link-image.json --state foreground --app grovs --set sdks.grovs.openCalledFrom=[\"didReceive\",\"willPresent\"]",
      [.tracked("grovs", "push_open", count: 1), .finding("sdk-grovs-open-on-delivery")]),
    SeedStatement(
      "G23", "004", "Delivery guarantees (warning)", "The same from didReceiveRemoteNotification.",
      "deliver grovs-link-image.json --state foreground --app grovs --set sdks.grovs.openCalledFrom=[\"didReceiveRemoteNotification\"] --set app.delegate.owner=none",
      [.finding("sdk-grovs-open-on-delivery")]),
    SeedStatement(
      "G24", "004", "Testing", "simctl push does not run Notification Service Extensions: campaign images do not show in the Simulator.",
      "tap grovs-simctl-test.apns --state background --app grovs --set ios.simctlPush=true", [.finding("sdk-grovs-simulator-nse")]),
    SeedStatement(
      "G25", "004", "Testing", "The test campaign ID does not exist in Grovs, so the open is not recorded.",
      "tap grovs-simctl-test.apns --state background --app grovs", [.tracked("grovs", "push_open", count: 1)]),
  ]
}

@Suite struct SeedCoverageTests {
  static func trace(_ statement: SeedStatement) throws -> JSONValue {
    let run = CLIRun(statement.arguments + ["--format", "json"])
    let trace = try JSONParser().parse(run.stdout).value
    // DESIGN.md §3: exit 1 exactly when the trace has an error finding, else 0.
    let errors = (trace["findings"]?.arrayValue ?? []).contains { $0["severity"] == .string("error") }
    #expect(run.exitCode == (errors ? 1 : 0), "\(statement.id): \(run.stderr)")
    return trace
  }

  @Test(arguments: Seeds.all)
  func statementHolds(_ statement: SeedStatement) throws {
    let trace = try Self.trace(statement)
    #expect(trace["schema"] == .string("pushsim.trace/1"))
    for expectation in statement.expect {
      #expect(expectation.holds(in: trace), "\(statement.id) \(statement.statement): expected \(expectation.text)")
    }
  }

  @Test func coverageDocIsCurrent() {
    DocsTests.check(Self.markdown(), file: "sdk-coverage.md")
  }

  /// The over-time table names tests that exist.
  @Test func overTimeRowsNameRealTests() throws {
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("WorldTests.swift"), encoding: .utf8)
    for row in Self.overTime { #expect(source.contains("@Test func \(row.test)()"), "\(row.test)") }
  }

  @Test func idsAreUnique() {
    #expect(Set(Seeds.all.map(\.id)).count == Seeds.all.count)
  }

  /// Seed statements about time, each with the WorldTests test that checks it.
  static let overTime: [(page: String, section: String, statement: String, test: String)] = [
    (
      "004", "Delivery guarantees: Before configure", "The tap is held and handled once configure runs.",
      "beforeConfigureTheTapIsHeldAndHandledOnceConfigureRuns"
    ),
    ("004", "Delivery guarantees: Before configure", "With enabled: false, it's dropped.", "beforeConfigureWithEnabledFalseTheTapIsDropped"),
    (
      "004", "Delivery guarantees: Before authentication", "The open is sent once the SDK authenticates.",
      "beforeAuthenticationTheOpenIsSentOnceTheSDKAuthenticates"
    ),
    (
      "004", "Delivery guarantees: Network failure", "Retried at the next foreground, up to 3 attempts; retries never double-count.",
      "networkFailureIsRetriedAtTheNextForegroundUpToThreeAttemptsWithoutDoubleCounting"
    ),
    (
      "004", "Delivery guarantees: Network failure", "After the third attempt the open fails (and is saved).", "networkFailureStopsAfterThreeAttempts"
    ),
    (
      "004", "Delivery guarantees: App restart", "Unreported opens are saved, then sent after the next launch authenticates.",
      "appRestartSendsSavedOpensAfterTheNextLaunchAuthenticates"
    ),
    ("004", "Delivery guarantees: App restart", "Saved per API key and environment.", "savedOpensStayUnderTheirAPIKeyAndEnvironment"),
    (
      "004", "Delivery guarantees: No consent", "Saved opens survive a launch without consent and are dropped when consent is withdrawn.",
      "launchWithoutConsentKeepsSavedOpens"
    ),
    ("004", "Delivery guarantees: No consent", "While the SDK is disabled, taps deliver nothing.", "whileDisabledTapsDeliverNothing"),
    (
      "004", "Testing", "The test campaign's open isn't recorded; the SDK retries on the next couple of foregrounds.",
      "testCampaignIsNeverRecordedAndRetriedOnTheNextForegrounds"
    ),
    (
      "sdk-behaviour §1.2.2", "handleLaunchOptions", "With the remote-notification mode the launch push is stored and counted once.",
      "mappLaunchPushIsStoredWithTheBackgroundModeAndCountedOnce"
    ),
    (
      "sdk-behaviour §1.2.2", "handleLaunchOptions", "Without the mode the launch push is processed as an open at once, and counted once.",
      "mappLaunchPushWithoutTheBackgroundModeIsProcessedAtLaunchAndCountedOnce"
    ),
    ("003", "Accessing Notification Data", "recentPushObject holds the last push, in memory.", "netmeraRecentPushObjectIsLostWithTheProcess"),
    (
      "003", "NetmeraInAppContentDelegate", "didShowContent and didDismissContent for in-app content (a popup stored while inactive).",
      "netmeraPopupWhileInactiveIsShownAtTheNextForegroundAndClosed"
    ),
  ]

  /// The sample scenarios of the OneSignal and Firebase packs, with the facts each states (its `source`).
  static func packScenarios() -> [(file: String, source: String, name: String)] {
    let folder = ScenarioTests.folder
    return ScenarioTests.names.compactMap { name in
      guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let source = object["source"] as? String, source.hasPrefix("sdk-behaviour-more.md"), let title = object["name"] as? String
      else { return nil }
      return (name, source.replacingOccurrences(of: "|", with: "\\|"), title.replacingOccurrences(of: "|", with: "\\|"))
    }
  }

  static func markdown() -> String {
    var lines = [
      "# SDK behaviour coverage",
      "",
      "Every behaviour statement of the seed pages, the CLI run that exercises it, and what its test checks in the",
      "`pushsim.trace/1` JSON. Generated from `Tests/PushSimCoreTests/SeedCoverageTests.swift`, whose",
      "`statementHolds` test runs each row (`RECORD=1 make test` regenerates this file). A statement that names an argument,",
      "an order, a count or state has a sample scenario that states it with an expectation of that kind (`args` or a call",
      "carrying the value, a tracked event's `detail`, `order`, a count, `sdkState`); `SeedScenarioTests` checks each such",
      "expectation is there and `ScenarioTests/samplePasses` runs the scenario. \"—\" marks a statement about a finding, a",
      "banner or what opens, which its row checks.",
      "",
      "Pages: 000/001 Mapp Engage Manual Integration in Swift, 002 Mapp Foreground Notifications, 003 Netmera Delegate Methods,",
      "004 Grovs Push notifications (`../shared/seeds/`).",
      "",
      "Where the seeds and older public code disagree, pushsim models the seeds:",
      "- Grovs: a token set before `configure` is held, not dropped as in SDK 2.3. Open retries are 3 at the next foreground, not 2.3's 5 in-request retries. Only `grovs_notification_id` is not a Grovs push.",
      "- Mapp: `push_provider` is an app-side marker that no SDK code reads, and the manual integration assigns the app's own delegate after `engage`.",
      "- Netmera: the 4.16+/4.17+/4.18+ decision, in-app and lifecycle delegates follow the vendor page. `.sdkHandles` means the SDK opens the URL and `openURL` is not called.",
      "",
      "| id | page | section | statement | command | checks | test | scenario |",
      "|---|---|---|---|---|---|---|---|",
    ]
    for statement in Seeds.all {
      let command = "`pushsim " + statement.arguments.map(Shell.quote).joined(separator: " ").replacingOccurrences(of: "|", with: "\\|") + "`"
      lines.append(
        "| \(statement.id) | \(statement.page) | \(statement.section) | \(statement.statement) | \(command) | "
          + statement.expect.map(\.text).joined(separator: "; ") + " | `SeedCoverageTests/statementHolds` \(statement.id) | "
          + SeedScenarios.cell(statement.id) + " |")
    }
    lines += [
      "",
      "## Over time",
      "",
      "Statements about what happens across events (a later configure, the next foreground, a restart) run on one simulated",
      "device in `Tests/PushSimCoreTests/WorldTests.swift`; the SDK state they rely on is listed in",
      "[lifecycle.md](lifecycle.md#the-device-world).",
      "",
      "| page | section | statement | test | scenario |",
      "|---|---|---|---|---|",
    ]
    lines += Self.overTime.map {
      "| \($0.page) | \($0.section) | \($0.statement) | `WorldTests/\($0.test)` | \(SeedScenarios.cell($0.test)) |"
    }
    lines += [
      "",
      "## OneSignal, Braze, Airship, CleverTap, Iterable, Customer.io and Firebase Messaging",
      "",
      "OneSignal 5.x, the Braze Swift SDK, Airship, CleverTap, Iterable, Customer.io and Firebase Messaging follow `../shared/reference/sdk-behaviour-more.md` §1–§7 (facts read in the",
      "SDKs' sources, C; in the vendors' docs, D; inferred, I, each kept as a documented default with a switch). Every",
      "modelled fact has a sample scenario that states it; `ScenarioTests/samplePasses` runs each (`pushsim run FILE`).",
      "",
      "| facts | statement | scenario |",
      "|---|---|---|",
    ]
    lines += Self.packScenarios().map { "| \($0.source) | \($0.name) | [\($0.file)](../samples/scenarios/\($0.file)) |" }
    lines += [
      "",
      "Not modelled from these sections: OneSignal's pre-GA 25 s auto-completion of an unanswered foreground handler (§1.5",
      "fact 23, an old API), its legacy didReceiveRemoteNotification path that schedules a local notification for buttons",
      "(§1.8 fact 30), the swizzled permission and badge methods (§1.1 facts 2–3); Firebase's merge of its and the app's",
      "fetch completion calls (§7.4 fact 14, a gap in the reference: pushsim shows the app's call only), its service",
      "extension helper for `fcm_options.image` (§7.6 fact 17) and Analytics consent (§7.7 fact 20); Braze's automation",
      "steps toggled one by one (§2.1 fact 3), its main-thread requirement (fact 5), the guard against one push reaching the",
      "update closure twice (fact 14: modelled, but one notification cannot be tapped twice), universal-link forwarding and",
      "its in-app web view (fact 15), its action-button categories (§2.6 fact 22) and its rich-media and Push Story targets",
      "(fact 23); CleverTap's analyticsOnly instances, account matching and test payloads (§4.2 fact 4: one default",
      "instance is modelled), its manual recordNotificationClickedEventWithData: (§4.6 fact 15) and several instances",
      "(§4.7 fact 16); Iterable's token registration (§5.1 fact 3), the 0.1 s wait for a root view controller at a cold",
      "start (§5.2 fact 8), its service extension's per-push categories and attachments (§5.7 fact 17); Customer.io's",
      "re-assertion when another swizzler displaces its proxy (§6.1 fact 3), several peers (one, the app's delegate, is",
      "modelled), the rich-push attachment clean-up (§6.2 fact 7) and metrics recovered through an App Group (§6.3 fact 12);",
      "Airship's pushable components such as Message Center (§3.2 fact 6: not in the path pushsim shows), wrappers on a",
      "delegate that is no longer current (§3.1 fact 4: one delegate at a time is modelled), the upload timing of its event",
      "manager (§3.3 fact 11: events stay queued), PushNotificationDelegate.extendPresentationOptions (§3.4 fact 13) and",
      "the Notification Service Extension.",
    ]
    lines += [
      "",
      "## Not modelled",
      "",
      "These statements are outside what the simulated device can show. They are listed here so that nothing is silently skipped:",
      "",
      "- 003 `presentWebView` loading content with `Netmera.displayContent(for:in:)`: the app's UI code is not simulated. The call of `presentWebView` is (N05).",
      "- 004 the Push Notifications capability, the `.p8` key upload, dashboard image limits (1 MB), and the in-app permission button: these are set-up and dashboard facts, not app behaviour. `pushsim lint` checks the image format and https rules (`grovs-image-url`).",
      "- 004 image formats (JPEG, PNG, GIF; WebP skipped): the extension's download is not simulated; `pushsim lint` checks the URL.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
