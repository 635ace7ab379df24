extension MappModel {
  /// The simulator rules of this pack, each with the source it follows.
  static let simRules: [SimRule] = [
    .sdkMappEngage, .sdkMappTestServer, .sdkMappToken, .sdkMappForwardTap, .sdkMappNotForwarded, .sdkMappNotMapp, .sdkMappClick, .sdkMappLaunchPush,
    .sdkMappDelegateCallback, .sdkMappDismiss, .sdkMappRemoteNotification, .sdkMappFilter, .sdkMappCompletionOnce, .sdkMappAutomatic,
    .sdkMappForeground,
  ]
}

/// Mapp's simulator rules, each a constant the model refers to by name.
extension SimRule {
  static let sdkMappEngage = SDKRules.rule(
    "sdk-mapp-engage", "Mapp Engage starts in launch",
    "application(_:didFinishLaunchingWithOptions:) calls Appoxee.shared().engage(withLaunchOptions:andDelegate:andSDKID:with:) with the SERVER value (L3, EMC, EMC_US, CROC).",
    "seeds/000 Step 4: Initialize the SDK; sdk-behaviour.md §1.1, §1.2.2")
  static let sdkMappTestServer = SDKRules.rule(
    "sdk-mapp-test-server", "Internal Mapp test environment",
    "TEST, TEST55 and TEST61 are internal test environments, not meant for production: pushes and statistics go to Mapp's test servers.",
    "seeds/000 Step 4 note; sdk-behaviour.md §1.1"
  ).decided(by: [MappSettings.serverKey])
  static let sdkMappToken = SDKRules.rule(
    "sdk-mapp-token", "Device token forwarded to Mapp",
    "application(_:didRegisterForRemoteNotificationsWithDeviceToken:) calls Appoxee.shared().didRegister(forRemoteNotificationsWithDeviceToken:).",
    "seeds/000 Step 5: Register the Device Token")
  static let sdkMappForwardTap = SDKRules.rule(
    "sdk-mapp-forward-tap", "Tap forwarded to the Mapp SDK",
    "The app's didReceive forwards to userNotificationCenter(_:didReceive:withAppoxeeCompletionHandler:) and calls the system completion handler only from the SDK's block. Only then can the SDK open the landing page or deep link and record the push click.",
    "seeds/000 Step 5: Forward Notification Taps; seeds/002 (tap → didReceive)")
  static let sdkMappNotForwarded = SDKRules.rule(
    "sdk-mapp-not-forwarded", "Tap not forwarded: no deep link, no click",
    "If the app implements didReceive but does not forward it, the SDK never learns of the tap: the landing page or deep link does not open (the app opens on its home screen), custom actions are not processed, the click is not tracked, campaign statistics undercount.",
    "seeds/000 What Happens Without Forwarding; Notification Callbacks at a Glance"
  ).decided(by: [MappSettings.forwardResponseKey, AppSettings.routingKey])
  static let sdkMappNotMapp = SDKRules.rule(
    "sdk-mapp-not-mapp", "Not a Mapp push: the SDK does nothing",
    "A push without a non-zero p (or apbcd) is not Mapp's: the SDK logs \"Push did not originate from Appoxee. Aborting actions.\", tracks nothing and calls the completion handler.",
    "provider-signatures.md row 1; sdk-behaviour.md §1.4 A.3, §1.5", "M-H")
  static let sdkMappClick = SDKRules.rule(
    "sdk-mapp-click", "Mapp push click",
    "For a tap or action on a Mapp push the SDK runs the action (deep link apx_dpl, landing page apx_url, buttons) and tracks one click with the action identifier and click type.",
    "seeds/000 Forward Notification Taps; sdk-behaviour.md §1.4 A.5, §1.6, §1.7", "M")
  static let sdkMappLaunchPush = SDKRules.rule(
    "sdk-mapp-launch-push", "Mapp launch push: stored or processed",
    "engage(withLaunchOptions:) handles a launch push: with the remote-notification background mode it is stored and matched against the later callback, so a cold-start tap counts once; without the mode it is processed as an open at once (sdks.mapp.processLaunchPush).",
    "sdk-behaviour.md §1.2.2 step 6, §1.4 C.4", "M")
  static let sdkMappDelegateCallback = SDKRules.rule(
    "sdk-mapp-delegate-callback", "AppoxeeNotificationDelegate callback",
    "After handling a Mapp push the SDK calls appoxee(_:handledRemoteNotification:andIdentifer:) (the typo is the real selector). It does not replace forwarding the tap.",
    "seeds/000 Step 6: Custom Delegate; sdk-behaviour.md §1.8")
  static let sdkMappDismiss = SDKRules.rule(
    "sdk-mapp-dismiss", "Dismiss not tracked by Mapp",
    "The SDK sends no dismiss event: only opens are tracked.", "sdk-behaviour.md §1.4 A.7, §1.7", "M")
  static let sdkMappRemoteNotification = SDKRules.rule(
    "sdk-mapp-remote-notification", "Remote notification forwarded to Mapp",
    "didReceiveRemoteNotification calls Appoxee.shared().receivedRemoteNotification(userInfo) then completionHandler(.newData). This callback does not mean the user tapped: no click is tracked.",
    "seeds/000 Step 5: Receive Remote Notifications; Notification Callbacks at a Glance; sdk-behaviour.md §1.4 B")
  static let sdkMappFilter = SDKRules.rule(
    "sdk-mapp-filter", "Multi-provider filter: only Mapp pushes go to Mapp",
    "isMappNotification checks userInfo[\"push_provider\"] as? String == \"mapp_engage\". Mapp pushes go to the SDK, which calls the completion handler; other pushes go to their own provider or the app, which calls it.",
    "seeds/000 Apps With Multiple Push Providers: Identify Mapp Notifications, Filter Background Pushes, Filter Notification Taps"
  ).decided(by: [MappSettings.filterKey])
  static let sdkMappCompletionOnce = SDKRules.rule(
    "sdk-mapp-completion-once", "Completion handler exactly once",
    "For each notification exactly one party calls the completion handler; never call it again after passing it to the SDK. Calling the fetch handler twice crashes.",
    "seeds/000 Call the Completion Handler Exactly Once; ios-delivery.md §2"
  ).decided(by: [MappSettings.extraCompletionCallKey, AppSettings.didReceiveCompletionKey])
  static let sdkMappAutomatic = SDKRules.rule(
    "sdk-mapp-automatic", "Basic Automated Setup: the SDK owns the delegate",
    "engageAndAutoIntegrate swizzles the app delegate and makes the SDK the UNUserNotificationCenter delegate. In an app with several providers it may handle notification callbacks before the app's own filter runs.",
    "seeds/000 multi-provider warning; seeds/002 SDK Owns the Delegate; sdk-behaviour.md §1.2, §1.3"
  ).decided(by: [MappSettings.integrationKey])
  static let sdkMappForeground = SDKRules.rule(
    "sdk-mapp-foreground", "Mapp foreground presentation",
    "When the SDK owns the delegate, showNotificationsOnForeground (default false) decides: true shows badge, sound and alert, false shows nothing. When the app owns it, only the app's willPresent decides; the seed's pattern reads the flag and returns [.banner, .list, .sound, .badge] (iOS 14+; .alert is deprecated) or [].",
    "seeds/002 SDK Owns the Delegate, App Owns the Delegate")
}
