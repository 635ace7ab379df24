extension IterableModel {
  /// The simulator rules of this pack, each with the facts of sdk-behaviour-more.md §5 it follows.
  static let simRules: [SimRule] = [
    .sdkIterableForward, .sdkIterableOpen, .sdkIterableAction, .sdkIterableLaunchTap, .sdkIterableCompletion, .sdkIterableBeforeInitialize,
  ]
}

/// Iterable's simulator rules, each a constant the model refers to by name.
extension SimRule {
  static let sdkIterableForward = SDKRules.rule(
    "sdk-iterable-forward", "The app forwards to IterableAppIntegration",
    "Iterable swizzles nothing and never sets the delegate: the app's didReceive and didReceiveRemoteNotification call IterableAppIntegration. It skips pushes that are not Iterable's (no itbl dictionary).",
    "sdk-behaviour-more.md §5.1 facts 1, 2, §5.2 fact 4, §5.6 fact 16 (IterableAppIntegration.swift doc comments, D; source, C)"
  ).decided(by: [IterableSettings.forwardsResponseKey, IterableSettings.forwardsBackgroundKey])
  static let sdkIterableOpen = SDKRules.rule(
    "sdk-iterable-open", "trackPushOpen",
    "A tap on an Iterable push (the default action or a button; never a dismiss) tracks events/trackPushOpen with the campaign, template and message ids and the action identifier, sent at once (or to the persisted offline queue). Ghost, proof and test pushes are not tracked.",
    "sdk-behaviour-more.md §5.2 fact 5, §5.3 facts 9, 10, 11 (C)")
  static let sdkIterableAction = SDKRules.rule(
    "sdk-iterable-action", "The action: openUrl to the URL delegate or the SDK",
    "The default action is itbl.defaultAction (or the legacy top-level url); a button runs its itbl.actionButtons entry. An openUrl goes to IterableURLDelegate.handle(iterableURL:inContext:); on false (or with no delegate) the SDK opens it. Only https URLs and config.allowedProtocols are opened or passed on. Other actions go to the custom action delegate.",
    "sdk-behaviour-more.md §5.2 facts 5, 6, 7 (ActionRunner.swift, C)"
  ).decided(by: [IterableSettings.urlHandlingKey, IterableSettings.allowedProtocolsKey])
  static let sdkIterableLaunchTap = SDKRules.rule(
    "sdk-iterable-launch-tap", "The launch push is a tap from the launch options",
    "IterableAPI.initialize(…launchOptions:) handles launchOptions[.remoteNotification] as a default-action tap (not a content-available push); the later didReceive for the same push is skipped.",
    "sdk-behaviour-more.md §5.2 facts 4, 8 (InternalIterableAPI.swift, C)")
  static let sdkIterableCompletion = SDKRules.rule(
    "sdk-iterable-completion", "Iterable calls the handlers it is given",
    "IterableAppIntegration calls the completion handler it is passed, for every push, Iterable's or not (didReceiveRemoteNotification answers .noData): an app that passes it and calls it too calls it twice. Pass nil to call it yourself.",
    "sdk-behaviour-more.md §5.5 facts 13, 14, 15 (D; C)"
  ).decided(by: [IterableSettings.passesHandlerKey, IterableSettings.appAlsoCompletesKey])
  static let sdkIterableBeforeInitialize = SDKRules.rule(
    "sdk-iterable-before-initialize", "A push before IterableAPI.initialize",
    "A didReceive before initialize is parked in one static slot (a second tap overwrites it) and its completion handler is never called; at initialize it is processed with no handler. A didReceiveRemoteNotification before initialize is ignored and its handler is not called.",
    "sdk-behaviour-more.md §5.8 facts 18, 19 (IterableAppIntegration.swift, InternalIterableAPI.swift, C)"
  ).decided(by: [IterableSettings.initializedKey])
}
