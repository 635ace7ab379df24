extension NetmeraModel {
  /// The simulator rules of this pack, each with the source it follows.
  static let simRules: [SimRule] = [
    .sdkNetmeraAutomatic, .sdkNetmeraVersionGate, .sdkNetmeraReceive, .sdkNetmeraOpen, .sdkNetmeraAction, .sdkNetmeraCategory, .sdkNetmeraCarousel,
    .sdkNetmeraDecision, .sdkNetmeraInApp, .sdkNetmeraDismiss,
  ]
}

/// Netmera's simulator rules, each a constant the model refers to by name.
extension SimRule {
  static let sdkNetmeraAutomatic = SDKRules.rule(
    "sdk-netmera-automatic", "Netmera handles the app-delegate push methods",
    "Netmera handles all UIApplicationDelegate methods related to remote notifications itself; the app needs them only for custom logic. Netmera.recentPushObject() holds the last push.",
    "seeds/003 Default Handling of Remote Notifications; Accessing Notification Data")
  static let sdkNetmeraVersionGate = SDKRules.rule(
    "sdk-netmera-version-gate", "Netmera delegate below its minimum version",
    "NetmeraPushDelegate needs Swift SDK 4.16.0, NetmeraInAppContentDelegate 4.17.0, NetmeraPushLifecycleDelegate 4.18.0. Below them the callbacks never fire.",
    "seeds/003 Important notes per delegate")
  static let sdkNetmeraReceive = SDKRules.rule(
    "sdk-netmera-receive", "Netmera didReceive on delivery",
    "NetmeraPushLifecycleDelegate.didReceive(_:) fires when a remote notification is delivered (background or app launch) or a user-visible notification is about to be presented in the foreground (content-available 0 or absent). recentPushObject is set. A receive event is tracked only when _nm.dr is set.",
    "seeds/003 NetmeraPushLifecycleDelegate didReceive; sdk-behaviour.md §2.5", "documented/M")
  static let sdkNetmeraOpen = SDKRules.rule(
    "sdk-netmera-open", "Netmera didOpen on a tap",
    "A tap on a Netmera push sets recentPushObject, runs _nm.act (deep link, web view…), calls didOpen(_:) and tracks an open.",
    "seeds/003 didOpen; sdk-behaviour.md §2.5", "documented/M")
  static let sdkNetmeraAction = SDKRules.rule(
    "sdk-netmera-action", "Netmera didTakeAction",
    "Tapping an interactive button or a carousel item calls didTakeAction(_:from:for:) with .interactiveButton or .carouselItem, and tracks an open with the button or item id.",
    "seeds/003 didTakeAction; sdk-behaviour.md §2.5", "documented/M")
  static let sdkNetmeraCategory = SDKRules.rule(
    "sdk-netmera-category", "Netmera's extension registers the button category",
    "For each _nm.ia push the Netmera Notification Service Extension registers a category named <aps.category>_ntm_<UUID> built from the buttons and sets it on the notification, so the buttons show without any app.categories entry. simctl push runs no extension, so there are no buttons.",
    "sdk-behaviour.md §2 Interactive category (N3B NSE)", "M")
  static let sdkNetmeraCarousel = SDKRules.rule(
    "sdk-netmera-carousel", "Netmera carousel pick",
    "Picking a carousel or slider item happens in the Notification Content Extension, which passes the item id to the app through MMWormhole (carouselId) and opens the app with the default action; the SDK then runs the item's act.",
    "sdk-behaviour.md §2.5 carousel row (MMWormhole passingAction / carouselId)", "M")
  static let sdkNetmeraDecision = SDKRules.rule(
    "sdk-netmera-decision", "Netmera push delegate decisions",
    "webViewPresentationDecision, notificationPresentationDecision and urlOpeningDecision return .sdkHandles or .appHandles; presentWebView, presentNotification and openURL are called only for .appHandles. With presentNotification the system does not show the notification.",
    "seeds/003 NetmeraPushDelegate")
  static let sdkNetmeraInApp = SDKRules.rule(
    "sdk-netmera-in-app", "Netmera in-app content callbacks",
    "didShowContent / didDismissContent report in-app content: .web(url:), .template, .banner(banner:).",
    "seeds/003 NetmeraInAppContentDelegate; sdk-behaviour.md §2.6 (mapping L)", "documented/L")
  static let sdkNetmeraDismiss = SDKRules.rule(
    "sdk-netmera-dismiss", "Netmera dismiss",
    "An explicit dismiss of a Netmera push (category with .customDismissAction) is tracked as a dismiss.",
    "sdk-behaviour.md §2.5 (n:pdm)", "M")
}
