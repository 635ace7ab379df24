/// Simulator rules of the SDK models: each cites the seed page section it follows (and the
/// sdk-behaviour.md row for details the seeds leave open).
public enum SDKRules {
  static func rule(_ id: String, _ title: String, _ detail: String, _ source: String, _ confidence: String = "documented") -> SimRule {
    SimRule(id: id, title: title, detail: detail, source: source, confidence: confidence)
  }

  public static let all: [SimRule] = [
    // Mapp Engage
    rule(
      "sdk-mapp-engage", "Mapp Engage starts in launch",
      "application(_:didFinishLaunchingWithOptions:) calls Appoxee.shared().engage(withLaunchOptions:andDelegate:andSDKID:with:) with the SERVER value (L3, EMC, EMC_US, CROC).",
      "seeds/000 Step 4: Initialize the SDK; sdk-behaviour.md §1.1, §1.2.2"),
    rule(
      "sdk-mapp-test-server", "Internal Mapp test environment",
      "TEST, TEST55 and TEST61 are internal test environments, not meant for production: pushes and statistics go to Mapp's test servers.",
      "seeds/000 Step 4 note; sdk-behaviour.md §1.1"),
    rule(
      "sdk-mapp-token", "Device token forwarded to Mapp",
      "application(_:didRegisterForRemoteNotificationsWithDeviceToken:) calls Appoxee.shared().didRegister(forRemoteNotificationsWithDeviceToken:).",
      "seeds/000 Step 5: Register the Device Token"),
    rule(
      "sdk-mapp-forward-tap", "Tap forwarded to the Mapp SDK",
      "The app's didReceive forwards to userNotificationCenter(_:didReceive:withAppoxeeCompletionHandler:) and calls the system completion handler only from the SDK's block. Only then can the SDK open the landing page or deep link and record the push click.",
      "seeds/000 Step 5: Forward Notification Taps; seeds/002 (tap → didReceive)"),
    rule(
      "sdk-mapp-not-forwarded", "Tap not forwarded: no deep link, no click",
      "If the app implements didReceive but does not forward it, the SDK never learns of the tap: the landing page or deep link does not open (the app opens on its home screen), custom actions are not processed, the click is not tracked, campaign statistics undercount.",
      "seeds/000 What Happens Without Forwarding; Notification Callbacks at a Glance"),
    rule(
      "sdk-mapp-not-mapp", "Not a Mapp push: the SDK does nothing",
      "A push without a non-zero p (or apbcd) is not Mapp's: the SDK logs \"Push did not originate from Appoxee. Aborting actions.\", tracks nothing and calls the completion handler.",
      "provider-signatures.md row 1; sdk-behaviour.md §1.4 A.3, §1.5", "M-H"),
    rule(
      "sdk-mapp-click", "Mapp push click",
      "For a tap or action on a Mapp push the SDK runs the action (deep link apx_dpl, landing page apx_url, buttons) and tracks one click with the action identifier and click type.",
      "seeds/000 Forward Notification Taps; sdk-behaviour.md §1.4 A.5, §1.6, §1.7", "M"),
    rule(
      "sdk-mapp-launch-push", "Mapp launch push: stored or processed",
      "engage(withLaunchOptions:) handles a launch push: with the remote-notification background mode it is stored and matched against the later callback, so a cold-start tap counts once; without the mode it is processed as an open at once (sdks.mapp.processLaunchPush).",
      "sdk-behaviour.md §1.2.2 step 6, §1.4 C.4", "M"),
    rule(
      "sdk-mapp-delegate-callback", "AppoxeeNotificationDelegate callback",
      "After handling a Mapp push the SDK calls appoxee(_:handledRemoteNotification:andIdentifer:) (the typo is the real selector). It does not replace forwarding the tap.",
      "seeds/000 Step 6: Custom Delegate; sdk-behaviour.md §1.8"),
    rule(
      "sdk-mapp-dismiss", "Dismiss not tracked by Mapp",
      "The SDK sends no dismiss event: only opens are tracked.", "sdk-behaviour.md §1.4 A.7, §1.7", "M"),
    rule(
      "sdk-mapp-remote-notification", "Remote notification forwarded to Mapp",
      "didReceiveRemoteNotification calls Appoxee.shared().receivedRemoteNotification(userInfo) then completionHandler(.newData). This callback does not mean the user tapped: no click is tracked.",
      "seeds/000 Step 5: Receive Remote Notifications; Notification Callbacks at a Glance; sdk-behaviour.md §1.4 B"),
    rule(
      "sdk-mapp-filter", "Multi-provider filter: only Mapp pushes go to Mapp",
      "isMappNotification checks userInfo[\"push_provider\"] as? String == \"mapp_engage\". Mapp pushes go to the SDK, which calls the completion handler; other pushes go to their own provider or the app, which calls it.",
      "seeds/000 Apps With Multiple Push Providers: Identify Mapp Notifications, Filter Background Pushes, Filter Notification Taps"),
    rule(
      "sdk-mapp-completion-once", "Completion handler exactly once",
      "For each notification exactly one party calls the completion handler; never call it again after passing it to the SDK. Calling the fetch handler twice crashes.",
      "seeds/000 Call the Completion Handler Exactly Once; ios-delivery.md §2"),
    rule(
      "sdk-mapp-automatic", "Basic Automated Setup: the SDK owns the delegate",
      "engageAndAutoIntegrate swizzles the app delegate and makes the SDK the UNUserNotificationCenter delegate. In an app with several providers it may handle notification callbacks before the app's own filter runs.",
      "seeds/000 multi-provider warning; seeds/002 SDK Owns the Delegate; sdk-behaviour.md §1.2, §1.3"),
    rule(
      "sdk-mapp-foreground", "Mapp foreground presentation",
      "When the SDK owns the delegate, showNotificationsOnForeground (default false) decides: true shows badge, sound and alert, false shows nothing. When the app owns it, only the app's willPresent decides; the seed's pattern reads the flag and returns [.banner, .list, .sound, .badge] (iOS 14+; .alert is deprecated) or [].",
      "seeds/002 SDK Owns the Delegate, App Owns the Delegate"),
    // Grovs
    rule(
      "sdk-grovs-configure", "Grovs configured in launch",
      "Grovs.configure runs first in launch (Quick Start); the app sets the notification-center delegate before returning so a launching tap is delivered.",
      "seeds/004 §3 Register, pass the token and handle taps"),
    rule(
      "sdk-grovs-token", "Push token passed to Grovs",
      "application(_:didRegisterForRemoteNotificationsWithDeviceToken:) calls Grovs.setPushToken(deviceToken:), which converts it to hex; a token set before configure is held until the SDK is configured.",
      "seeds/004 §3"),
    rule(
      "sdk-grovs-environment", "Grovs environment must match the build",
      "Xcode builds get sandbox tokens, so useTestEnvironment: true; TestFlight and App Store builds use false. APNs rejects a token from the other environment (BadDeviceToken) and the token is dropped: the device gets no Grovs pushes.",
      "seeds/004 §2 warning"),
    rule(
      "sdk-grovs-handle-response", "Grovs.handleNotificationResponse first",
      "The app calls Grovs.handleNotificationResponse(_:) first in didReceive. It reports the open and delivers the push for Grovs pushes; it returns false and does nothing for pushes Grovs did not send, which the app passes on. Grovs neither takes over the delegate nor swizzles.",
      "seeds/004 §3; Pushes from other providers"),
    rule(
      "sdk-grovs-open", "Grovs push_open: one per tap on the body",
      "Only a tap on the notification counts as an open; dismissing it or tapping a custom action button does not. A push with a Grovs link counts once, as a campaign open (push_open); the link resolves with source push, so it is not also a link open.",
      "seeds/004 §3 (Only a tap…), What your app receives"),
    rule(
      "sdk-grovs-payload", "Grovs payload to the app",
      "A tapped Grovs push reaches grovsReceivedPayloadFromDeeplink(link:payload:tracking:) and allReceivedPayloadsSinceStartup. The payload is userInfo without aps; with a link it is the link's data merged with the push's keys (the push wins a clash); without a link, link is nil.",
      "seeds/004 What your app receives"),
    rule(
      "sdk-grovs-open-on-delivery", "handleNotificationOpen on delivery counts every delivery",
      "Calling Grovs.handleNotificationOpen(userInfo:) from didReceiveRemoteNotification or willPresent counts every delivery as an open; call it only for a tap.",
      "seeds/004 Delivery guarantees warning"),
    rule(
      "sdk-grovs-delivery", "Grovs delivery guarantees",
      "Before configure the tap is held (dropped with enabled: false); before authentication the open is queued and sent once the SDK authenticates; on network failure it is retried at the next foreground, up to 3 attempts, never double-counted; unreported opens are kept across restarts per API key and environment; without consent taps deliver nothing and no opens are reported.",
      "seeds/004 Delivery guarantees"),
    rule(
      "sdk-grovs-not-handled", "didReceive does not call Grovs",
      "The app's didReceive must call Grovs.handleNotificationResponse(_:) for the SDK to report the open and hand the push to the app; without it a Grovs tap counts nothing and delivers no payload or link.",
      "seeds/004 §3 Register, pass the token and handle taps; What your app receives"),
    rule(
      "sdk-grovs-test-campaign", "Test campaign id does not exist",
      "A campaign id Grovs does not know (the Testing section's test-campaign) is never recorded: the SDK logs the failure and retries on the next couple of foregrounds (sdks.grovs.unknownCampaigns).",
      "seeds/004 Testing"),
    rule(
      "sdk-grovs-simulator-nse", "simctl push runs no extension",
      "simctl push does not run Notification Service Extensions, so campaign images do not show in the Simulator; check them on a device.",
      "seeds/004 Testing; ios-delivery.md §4"),
    // Netmera
    rule(
      "sdk-netmera-automatic", "Netmera handles the app-delegate push methods",
      "Netmera handles all UIApplicationDelegate methods related to remote notifications itself; the app needs them only for custom logic. Netmera.recentPushObject() holds the last push.",
      "seeds/003 Default Handling of Remote Notifications; Accessing Notification Data"),
    rule(
      "sdk-netmera-version-gate", "Netmera delegate below its minimum version",
      "NetmeraPushDelegate needs Swift SDK 4.16.0, NetmeraInAppContentDelegate 4.17.0, NetmeraPushLifecycleDelegate 4.18.0. Below them the callbacks never fire.",
      "seeds/003 Important notes per delegate"),
    rule(
      "sdk-netmera-receive", "Netmera didReceive on delivery",
      "NetmeraPushLifecycleDelegate.didReceive(_:) fires when a remote notification is delivered (background or app launch) or a user-visible notification is about to be presented in the foreground (content-available 0 or absent). recentPushObject is set. A receive event is tracked only when _nm.dr is set.",
      "seeds/003 NetmeraPushLifecycleDelegate didReceive; sdk-behaviour.md §2.5", "documented/M"),
    rule(
      "sdk-netmera-open", "Netmera didOpen on a tap",
      "A tap on a Netmera push sets recentPushObject, runs _nm.act (deep link, web view…), calls didOpen(_:) and tracks an open.",
      "seeds/003 didOpen; sdk-behaviour.md §2.5", "documented/M"),
    rule(
      "sdk-netmera-action", "Netmera didTakeAction",
      "Tapping an interactive button or a carousel item calls didTakeAction(_:from:for:) with .interactiveButton or .carouselItem, and tracks an open with the button or item id.",
      "seeds/003 didTakeAction; sdk-behaviour.md §2.5", "documented/M"),
    rule(
      "sdk-netmera-category", "Netmera's extension registers the button category",
      "For each _nm.ia push the Netmera Notification Service Extension registers a category named <aps.category>_ntm_<UUID> built from the buttons and sets it on the notification, so the buttons show without any app.categories entry. simctl push runs no extension, so there are no buttons.",
      "sdk-behaviour.md §2 Interactive category (N3B NSE)", "M"),
    rule(
      "sdk-netmera-carousel", "Netmera carousel pick",
      "Picking a carousel or slider item happens in the Notification Content Extension, which passes the item id to the app through MMWormhole (carouselId) and opens the app with the default action; the SDK then runs the item's act.",
      "sdk-behaviour.md §2.5 carousel row (MMWormhole passingAction / carouselId)", "M"),
    rule(
      "sdk-netmera-decision", "Netmera push delegate decisions",
      "webViewPresentationDecision, notificationPresentationDecision and urlOpeningDecision return .sdkHandles or .appHandles; presentWebView, presentNotification and openURL are called only for .appHandles. With presentNotification the system does not show the notification.",
      "seeds/003 NetmeraPushDelegate"),
    rule(
      "sdk-netmera-in-app", "Netmera in-app content callbacks",
      "didShowContent / didDismissContent report in-app content: .web(url:), .template, .banner(banner:).",
      "seeds/003 NetmeraInAppContentDelegate; sdk-behaviour.md §2.6 (mapping L)", "documented/L"),
    rule(
      "sdk-netmera-dismiss", "Netmera dismiss",
      "An explicit dismiss of a Netmera push (category with .customDismissAction) is tracked as a dismiss.",
      "sdk-behaviour.md §2.5 (n:pdm)", "M"),
    // Firebase
    rule(
      "sdk-firebase-stub", "Generic Firebase stub",
      "The multi app hands pushes no other SDK claims to Firebase Messaging (appDidReceiveMessage), then calls the completion handler once itself. Firebase analytics are not modelled.",
      "DESIGN.md §3 multi profile; provider-signatures.md row 4", "model"),
  ]
}
