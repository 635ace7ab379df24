extension GrovsModel {
  /// The simulator rules of this pack, each with the source it follows.
  static let simRules: [SimRule] = [
    .sdkGrovsConfigure, .sdkGrovsToken, .sdkGrovsEnvironment, .sdkGrovsHandleResponse, .sdkGrovsOpen, .sdkGrovsPayload, .sdkGrovsOpenOnDelivery,
    .sdkGrovsDelivery, .sdkGrovsNotHandled, .sdkGrovsTestCampaign, .sdkGrovsSimulatorNse,
  ]
}

/// Grovs's simulator rules, each a constant the model refers to by name.
extension SimRule {
  static let sdkGrovsConfigure = SDKRules.rule(
    "sdk-grovs-configure", "Grovs configured in launch",
    "Grovs.configure runs first in launch (Quick Start); the app sets the notification-center delegate before returning so a launching tap is delivered.",
    "seeds/004 §3 Register, pass the token and handle taps")
  static let sdkGrovsToken = SDKRules.rule(
    "sdk-grovs-token", "Push token passed to Grovs",
    "application(_:didRegisterForRemoteNotificationsWithDeviceToken:) calls Grovs.setPushToken(deviceToken:), which converts it to hex; a token set before configure is held until the SDK is configured.",
    "seeds/004 §3")
  static let sdkGrovsEnvironment = SDKRules.rule(
    "sdk-grovs-environment", "Grovs environment must match the build",
    "Xcode builds get sandbox tokens, so useTestEnvironment: true; TestFlight and App Store builds use false. APNs rejects a token from the other environment (BadDeviceToken) and the token is dropped: the device gets no Grovs pushes.",
    "seeds/004 §2 warning")
  static let sdkGrovsHandleResponse = SDKRules.rule(
    "sdk-grovs-handle-response", "Grovs.handleNotificationResponse first",
    "The app calls Grovs.handleNotificationResponse(_:) first in didReceive. It reports the open and delivers the push for Grovs pushes; it returns false and does nothing for pushes Grovs did not send, which the app passes on. Grovs neither takes over the delegate nor swizzles.",
    "seeds/004 §3; Pushes from other providers")
  static let sdkGrovsOpen = SDKRules.rule(
    "sdk-grovs-open", "Grovs push_open: one per tap on the body",
    "Only a tap on the notification counts as an open; dismissing it or tapping a custom action button does not. A push with a Grovs link counts once, as a campaign open (push_open); the link resolves with source push, so it is not also a link open.",
    "seeds/004 §3 (Only a tap…), What your app receives")
  static let sdkGrovsPayload = SDKRules.rule(
    "sdk-grovs-payload", "Grovs payload to the app",
    "A tapped Grovs push reaches grovsReceivedPayloadFromDeeplink(link:payload:tracking:) and allReceivedPayloadsSinceStartup. The payload is userInfo without aps; with a link it is the link's data merged with the push's keys (the push wins a clash); without a link, link is nil.",
    "seeds/004 What your app receives")
  static let sdkGrovsOpenOnDelivery = SDKRules.rule(
    "sdk-grovs-open-on-delivery", "handleNotificationOpen on delivery counts every delivery",
    "Calling Grovs.handleNotificationOpen(userInfo:) from didReceiveRemoteNotification or willPresent counts every delivery as an open; call it only for a tap.",
    "seeds/004 Delivery guarantees warning")
  static let sdkGrovsDelivery = SDKRules.rule(
    "sdk-grovs-delivery", "Grovs delivery guarantees",
    "Before configure the tap is held (dropped with enabled: false); before authentication the open is queued and sent once the SDK authenticates; on network failure it is retried at the next foreground, up to 3 attempts, never double-counted; unreported opens are kept across restarts per API key and environment; without consent taps deliver nothing and no opens are reported.",
    "seeds/004 Delivery guarantees")
  static let sdkGrovsNotHandled = SDKRules.rule(
    "sdk-grovs-not-handled", "didReceive does not call Grovs",
    "The app's didReceive must call Grovs.handleNotificationResponse(_:) for the SDK to report the open and hand the push to the app; without it a Grovs tap counts nothing and delivers no payload or link.",
    "seeds/004 §3 Register, pass the token and handle taps; What your app receives")
  static let sdkGrovsTestCampaign = SDKRules.rule(
    "sdk-grovs-test-campaign", "Test campaign id does not exist",
    "A campaign id Grovs does not know (the Testing section's test-campaign) is never recorded: the SDK logs the failure and retries on the next couple of foregrounds (sdks.grovs.unknownCampaigns).",
    "seeds/004 Testing")
  static let sdkGrovsSimulatorNse = SDKRules.rule(
    "sdk-grovs-simulator-nse", "simctl push runs no extension",
    "simctl push does not run Notification Service Extensions, so campaign images do not show in the Simulator; check them on a device.",
    "seeds/004 Testing; ios-delivery.md §4")
}
