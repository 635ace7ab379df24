import Testing

@testable import PushSimCore

/// The push types no app callback receives, each test written from Apple's sentence it quotes (issue 33 item 2).
enum PushTypeWorld {
  /// 2025-11-29T12:00:00Z: the first timestamp places the world's clock 0 here.
  static let t0: Int64 = 1_764_417_600

  static func push(_ json: String, id: String? = nil, type: PushType? = nil) throws -> WorldEvent {
    let payload = Payload(document: try JSONParser().parse(json))
    return .deliver(PushMessage(file: "p.json", payload: payload, classification: Classifier.standard.classify(payload), id: id, pushType: type))
  }

  static func device(_ state: AppState = .background, profile: AppProfile = BuiltinProfiles.plain, set: [String] = []) throws -> Device {
    var profile = profile
    for assignment in set { try profile.apply(assignment: assignment) }
    return Device(world: World.starting(in: state, profile: profile))
  }

  static func start(type: String = "DeliveryAttributes", at offset: Int64 = 0, extra: String = "") -> String {
    #"{"aps": {"timestamp": \#(t0 + offset), "event": "start", "content-state": {"stop": 9}, "attributes-type": "\#(type)", "attributes": {"order": "A-1"}, "alert": {"title": {"loc-key": "STARTED", "loc-args": ["A-1"]}, "body": "On its way", "sound": "chime.aiff"}\#(extra)}}"#
  }

  static func update(at offset: Int64, stop: Int = 4, extra: String = "") -> String {
    #"{"aps": {"timestamp": \#(t0 + offset), "event": "update", "content-state": {"stop": \#(stop)}\#(extra)}}"#
  }

  static func end(at offset: Int64, extra: String = "") -> String {
    #"{"aps": {"timestamp": \#(t0 + offset), "event": "end", "content-state": {"stop": 0}\#(extra)}}"#
  }

  static func newest(_ device: Device) -> LiveActivity? { device.world.pushTypes.newest() }
  static func calls(_ device: Device) -> [String] { device.steps.map(\.call) }
  static func findings(_ device: Device) -> Set<String> { Set(device.findings.map(\.id)) }

  /// Callbacks of UNUserNotificationCenterDelegate and the app delegate's push callback.
  static let notificationCallbacks: Set<String> = [Callback.willPresent, Callback.didReceive, Callback.didReceiveRemoteNotification]
}

@Suite struct LiveActivityTests {
  typealias W = PushTypeWorld

  /// "On devices that run iOS or iPadOS 17.1 and earlier, you can't start Live Activities with ActivityKit push
  /// notifications." (A22, Start a Live Activity that supports push updates to push tokens)
  @Test func pushToStartNeedsIOS17Point2() throws {
    let old = try W.device(set: ["app.liveActivities.startedByApp=false", "ios.version=17.1"])
    old.apply(try W.push(W.start()))
    #expect(W.newest(old) == nil)
    #expect(W.findings(old).contains("ios-live-activity-start"))
    let current = try W.device(set: ["app.liveActivities.startedByApp=false", "ios.version=17.2"])
    current.apply(try W.push(W.start()))
    #expect(W.newest(current)?.state == .active)
    #expect(W.newest(current)?.attributesType == "DeliveryAttributes")
    #expect(W.newest(current)?.content == .object(JSONObject([JSONMember(key: "stop", value: .integer(9))])))
  }

  /// "Use the pushToStartTokenUpdates asynchronous sequence to retrieve a push-to-start token": an app that does not
  /// observe it has no token to be started with.
  @Test func pushToStartNeedsTheToken() throws {
    let device = try W.device(set: ["app.liveActivities.startedByApp=false", "app.liveActivities.pushToStartToken=false"])
    device.apply(try W.push(W.start()))
    #expect(W.newest(device) == nil)
    #expect(device.findings.contains { $0.id == "ios-live-activity-start" && $0.message.contains("pushToStartTokenUpdates") })
  }

  /// "Include the attributes-type and attributes keys." Without them nothing names the activity to start.
  @Test func startWithoutAttributesTypeStartsNothing() throws {
    let device = try W.device(set: ["app.liveActivities.startedByApp=false"])
    device.apply(try W.push(#"{"aps": {"timestamp": 1, "event": "start", "content-state": {}, "alert": {"title": "T"}}}"#))
    #expect(W.newest(device) == nil)
  }

  /// input-push-channel: "If you send this payload to a device that doesn't run iOS 18 and later, then the Live
  /// Activity will not start."
  @Test func inputPushChannelNeedsIOS18() throws {
    let start = W.start(extra: #", "input-push-channel": "dHN0LXNyY2gtY2hubA==""#)
    let old = try W.device(set: ["app.liveActivities.startedByApp=false", "ios.version=17.4"])
    old.apply(try W.push(start))
    #expect(W.newest(old) == nil)
    let new = try W.device(set: ["app.liveActivities.startedByApp=false", "ios.version=18.0"])
    new.apply(try W.push(start))
    #expect(W.newest(new)?.state == .active)
  }

  /// "When the system receives the ActivityKit push notification on a device, it starts a new Live Activity, wakes up your
  /// app, and grants it background runtime": no notification callback.
  @Test func aStartWakesTheAppWithoutANotificationCallback() throws {
    let suspended = try W.device(.background, set: ["app.liveActivities.startedByApp=false"])
    suspended.apply(try W.push(W.start()))
    #expect(suspended.world.process == .background)
    let terminated = try W.device(.terminated, set: ["app.liveActivities.startedByApp=false"])
    terminated.apply(try W.push(W.start()))
    #expect(terminated.world.process == .background)
    #expect(terminated.world.launches == 2)
    for device in [suspended, terminated] {
      #expect(device.steps.allSatisfy { !W.notificationCallbacks.contains($0.call) })
    }
  }

  /// An update, an end and their alerts never reach the app's notification callbacks, in any state (A22: ActivityKit
  /// applies them).
  @Test(arguments: AppState.allCases)
  func updatesAndEndsRunNoAppCode(_ state: AppState) throws {
    let device = try W.device(state)
    device.apply(try W.push(W.update(at: 0, extra: #", "alert": {"title": "T", "body": "B"}"#)))
    device.apply(try W.push(W.end(at: 60)))
    #expect(device.steps.allSatisfy { $0.actor == "iOS" })
  }

  /// "optionally provide an alert to light up their device", with Apple's localized title and body dictionaries and the
  /// sound inside alert.
  @Test func aLocalizedAlertLightsTheScreenWithItsSound() throws {
    let device = try W.device(.foreground)
    device.apply(
      try W.push(
        W.update(
          at: 0,
          extra:
            #", "alert": {"title": {"loc-key": "%@ is knocked down!", "loc-args": ["Power Panda"]}, "body": {"loc-key": "Use a potion", "loc-args": []}, "sound": "HeroDown.mp4"}"#
        )))
    #expect(device.world.screen.banner)
    #expect(device.world.screen.sound == "HeroDown.mp4")
    #expect(!device.world.screen.list)
    let silent = try W.device(.foreground)
    silent.apply(try W.push(W.update(at: 0)))
    #expect(!silent.world.screen.banner)
  }

  /// "Set the fields for the content-state key to match your custom ContentState type": an update replaces the
  /// content; relevance-score is kept.
  @Test func anUpdateReplacesTheContentState() throws {
    let device = try W.device()
    device.apply(try W.push(W.update(at: 0, stop: 4, extra: #", "relevance-score": 50"#)))
    #expect(W.newest(device)?.content?["stop"] == .integer(4))
    #expect(W.newest(device)?.relevanceScore == 50)
    device.apply(try W.push(W.update(at: 10, stop: 2)))
    #expect(W.newest(device)?.content?["stop"] == .integer(2))
  }

  /// "the activityState changes to ActivityState.stale at the specified date"; "With each update, you can advance this
  /// stale-date".
  @Test func staleAtTheStaleDateAndActiveAgainAfterAnUpdate() throws {
    let device = try W.device()
    device.apply(try W.push(W.update(at: 0, extra: #", "stale-date": \#(W.t0 + 600)"#)))
    device.apply(.advance(seconds: 599))
    #expect(W.newest(device)?.state == .active)
    device.apply(.advance(seconds: 1))
    #expect(W.newest(device)?.state == .stale)
    #expect(W.calls(device).contains("marks the Live Activity stale"))
    device.apply(try W.push(W.update(at: 700, extra: #", "stale-date": \#(W.t0 + 1_300)"#)))
    #expect(W.newest(device)?.state == .active)
    device.apply(.advance(seconds: 700))
    #expect(W.newest(device)?.state == .stale)
  }

  /// "by default the Live Activity appears on the Lock Screen for up to four hours after it ends" (pushsim: four hours).
  @Test func anEndedActivityLeavesTheLockScreenAfterFourHours() throws {
    let device = try W.device()
    device.apply(try W.push(W.end(at: 0)))
    #expect(W.newest(device)?.state == .ended)
    #expect(W.newest(device)?.content?["stop"] == .integer(0))
    device.apply(.advance(seconds: 4 * 3600 - 1))
    #expect(W.newest(device)?.state == .ended)
    device.apply(.advance(seconds: 1))
    #expect(W.newest(device)?.state == .dismissed)
  }

  /// "To dismiss the Live Activity from the Lock Screen immediately after it ends, provide a date for dismissal-date
  /// that's in the past"; "provide a date within a four-hour window to set a custom dismissal date".
  @Test func aDismissalDateInThePastRemovesItAtOnceAndOneInTheWindowAtThatDate() throws {
    let past = try W.device()
    past.apply(try W.push(W.end(at: 0, extra: #", "dismissal-date": 1663177260"#)))
    #expect(W.newest(past)?.state == .dismissed)
    let custom = try W.device()
    custom.apply(try W.push(W.end(at: 0, extra: #", "dismissal-date": \#(W.t0 + 1_800)"#)))
    custom.apply(.advance(seconds: 1_799))
    #expect(W.newest(custom)?.state == .ended)
    custom.apply(.advance(seconds: 1))
    #expect(W.newest(custom)?.state == .dismissed)
    // Past the four-hour window Apple says nothing: pushsim caps the date at four hours.
    let late = try W.device()
    late.apply(try W.push(W.end(at: 0, extra: #", "dismissal-date": \#(W.t0 + 10 * 3600)"#)))
    // The world clock counts milliseconds (issue 34): four hours.
    #expect(W.newest(late)?.dismissAt == 4 * 3_600_000)
  }

  /// "the system ignores an ActivityKit push notification if it arrives after the Live Activity ended"; "The system
  /// ignores updates to a Live Activity that's in the ActivityState.ended state."
  @Test func aPushAfterTheEndIsIgnored() throws {
    let device = try W.device()
    device.apply(try W.push(W.end(at: 0)))
    device.apply(try W.push(W.update(at: 60, stop: 7)))
    #expect(W.newest(device)?.state == .ended)
    #expect(W.newest(device)?.content?["stop"] == .integer(0))
    #expect(W.findings(device).contains("ios-live-activity-ignored"))
    device.apply(try W.push(W.end(at: 120, extra: #", "dismissal-date": 1"#)))
    #expect(W.newest(device)?.state == .ended)
  }

  /// timestamp: "If this is older than a previous update or push payload, the system ignores this update" (Activity's
  /// update(_:alertConfiguration:timestamp:) and end(_:dismissalPolicy:timestamp:)). The same time is not older.
  @Test func anOlderTimestampIsIgnored() throws {
    let device = try W.device()
    device.apply(try W.push(W.update(at: 100, stop: 4)))
    device.apply(try W.push(W.update(at: 50, stop: 8)))
    #expect(W.newest(device)?.content?["stop"] == .integer(4))
    device.apply(try W.push(W.end(at: 99)))
    #expect(W.newest(device)?.state == .active)
    device.apply(try W.push(W.update(at: 100, stop: 5)))
    #expect(W.newest(device)?.content?["stop"] == .integer(5))
  }

  /// "A Live Activity can be active for up to eight hours … After the eight-hour limit, the system automatically ends the
  /// Live Activity … a Live Activity remains on the Lock Screen for a maximum of 12 hours."
  @Test func theEightHourLimit() throws {
    let device = try W.device()
    device.apply(.advance(seconds: 8 * 3600 - 1))
    #expect(W.newest(device)?.state == .active)
    device.apply(.advance(seconds: 1))
    #expect(W.newest(device)?.state == .ended)
    device.apply(.advance(seconds: 4 * 3600))
    #expect(W.newest(device)?.state == .dismissed)
  }

  /// "If you don't specify the apns-priority value, APNs delivers the ActivityKit push notification immediately with the
  /// default priority of 10 and counts it toward the notification budget"; priority 5 "doesn't count toward the budget";
  /// NSSupportsLiveActivitiesFrequentUpdates allows more. The number (10 an hour) is pushsim's.
  @Test func priorityTenCountsAgainstTheHourlyBudget() throws {
    let throttled = try W.device(set: ["ios.liveActivityBudget=throttled"])
    for index in 0..<11 { throttled.apply(try W.push(W.update(at: Int64(index), stop: index))) }
    #expect(W.newest(throttled)?.content?["stop"] == .integer(9))
    #expect(W.findings(throttled).contains("ios-live-activity-budget"))
    throttled.apply(.advance(seconds: 3600))
    throttled.apply(try W.push(W.update(at: 3700, stop: 20)))
    #expect(W.newest(throttled)?.content?["stop"] == .integer(20))

    let low = try W.device(set: ["ios.liveActivityBudget=throttled", "apns.priority=5"])
    for index in 0..<30 { low.apply(try W.push(W.update(at: Int64(index), stop: index))) }
    #expect(W.newest(low)?.content?["stop"] == .integer(29))

    let frequent = try W.device(set: ["ios.liveActivityBudget=throttled", "app.liveActivities.frequentUpdates=true"])
    for index in 0..<30 { frequent.apply(try W.push(W.update(at: Int64(index), stop: index))) }
    #expect(W.newest(frequent)?.content?["stop"] == .integer(29))

    let unmetered = try W.device()
    for index in 0..<30 { unmetered.apply(try W.push(W.update(at: Int64(index), stop: index))) }
    #expect(!W.findings(unmetered).contains("ios-live-activity-budget"))
  }

  /// "a person can deactivate Live Activities for an app in Settings" (ActivityAuthorizationInfo); an app that offers
  /// none has no activity for a push to change.
  @Test func deactivatedOrUnsupportedLiveActivitiesChangeNothing() throws {
    let denied = try W.device(set: ["app.liveActivities.allowed=false"])
    denied.apply(try W.push(W.update(at: 0, stop: 3)))
    #expect(W.newest(denied)?.content == nil)
    #expect(W.findings(denied).contains("ios-live-activity-ignored"))
    let unsupported = try W.device(set: ["app.liveActivities.supported=false"])
    unsupported.apply(try W.push(W.start()))
    #expect(unsupported.world.pushTypes.liveActivities.isEmpty)
  }

  /// An update with no Live Activity does nothing, and an app never launched has started none and has no push-to-start
  /// token.
  @Test func noActivityNoUpdate() throws {
    let none = try W.device(set: ["app.liveActivities.startedByApp=false"])
    none.apply(try W.push(W.update(at: 0)))
    #expect(none.world.pushTypes.liveActivities.isEmpty)
    #expect(W.findings(none).contains("ios-live-activity-ignored"))
    let never = try W.device(.neverLaunched)
    #expect(never.world.pushTypes.liveActivities.isEmpty)
    never.apply(try W.push(W.start()))
    #expect(never.world.pushTypes.liveActivities.isEmpty)
  }

  /// Many activities started and updated stay linear: each push looks at the newest, and time passes through a queue.
  @Test func manyActivitiesStayCheap() throws {
    let device = try W.device(set: ["app.liveActivities.startedByApp=false"])
    for index in 0..<2_000 {
      device.apply(try W.push(W.start(type: "T\(index)", at: Int64(index), extra: #", "stale-date": \#(W.t0 + Int64(index) + 60)"#)))
      device.apply(.advance(seconds: 1))
    }
    device.apply(.advance(seconds: 12 * 3600))
    #expect(device.world.pushTypes.liveActivities.count == 2_000)
    #expect(device.world.pushTypes.liveActivities.allSatisfy { $0.state == .dismissed })
  }
}

@Suite struct SystemPushTests {
  typealias W = PushTypeWorld
  static let empty = #"{"requestID": "q1"}"#

  /// A location query runs the Location Push Service Extension, not the app (creating-a-location-push-service-extension);
  /// "Execute this block as quickly as possible … the system calls the serviceExtensionWillTerminate() method as a
  /// warning. If you still don't call the block in a timely manner, the system terminates" the extension.
  @Test func aLocationQueryRunsTheExtension() throws {
    let device = try W.device(.terminated)
    device.apply(try W.push(Self.empty, type: .location))
    #expect(W.calls(device) == [Callback.locationPush, "completion()"])
    #expect(device.world.process == .notRunning)
    let late = try W.device(.terminated, set: ["app.locationPush.completion=late"])
    late.apply(try W.push(Self.empty, type: .location))
    #expect(W.calls(late) == [Callback.locationPush, Callback.serviceExtensionWillTerminate, "completion()"])
    let never = try W.device(.terminated, set: ["app.locationPush.completion=never"])
    never.apply(try W.push(Self.empty, type: .location))
    #expect(W.calls(never).last == "terminates the Location Push Service Extension")
    #expect(never.findings.contains { $0.id == "ios-location-push" && $0.severity == .error })
  }

  /// "Your app must ask for and receive … always authorization from someone before the extension is eligible to receive
  /// push events"; the entitlement and the extension are needed too.
  @Test(arguments: [
    "app.locationPush.authorization=when-in-use", "app.locationPush.entitlement=false", "app.locationPush.extension=false", "ios.version=14.8",
  ])
  func aLocationQueryNeedsTheSetUp(_ assignment: String) throws {
    let device = try W.device(.terminated, set: [assignment])
    device.apply(try W.push(Self.empty, type: .location))
    #expect(!W.calls(device).contains(Callback.locationPush))
    #expect(W.findings(device).contains("ios-location-push"))
  }

  /// "When WidgetKit receives a push notification, it reloads your timelines", for widgets with a push handler (iOS 26);
  /// "the system budgets WidgetKit push notifications and delivers them opportunistically".
  @Test func aWidgetsPushReloadsThePushEnabledWidgets() throws {
    let payload = #"{"aps": {"content-changed": true}}"#
    let device = try W.device(.terminated)
    device.apply(try W.push(payload))
    #expect(W.calls(device) == ["WidgetKit reloads the timelines of the push-enabled widgets"])
    for assignment in ["app.widgets.pushHandler=false", "ios.version=18.4", "ios.widgetPushes=held"] {
      let missed = try W.device(.terminated, set: [assignment])
      missed.apply(try W.push(payload))
      #expect(W.calls(missed) == ["WidgetKit does not reload the widgets"], "\(assignment)")
    }
  }

  /// "The system reloads any controls with a registered push handler in response to a push notification event."
  @Test func aControlsPushReloadsControlsWithAPushHandler() throws {
    let payload = #"{"aps": {"content-changed": true}}"#
    let device = try W.device(.terminated)
    device.apply(try W.push(payload, type: .controls))
    #expect(W.calls(device) == ["WidgetKit reloads the controls with a registered push handler"])
    let missed = try W.device(.terminated, set: ["app.controls.pushHandler=false"])
    missed.apply(try W.push(payload, type: .controls))
    #expect(W.calls(missed) == ["WidgetKit does not reload the controls"])
  }

  /// An MDM push makes "a device poll the device management service for commands"; no app code.
  @Test func anMDMPushMakesTheDevicePoll() throws {
    let device = try W.device(.terminated)
    device.apply(try W.push(#"{"mdm": "PushMagic-1"}"#))
    #expect(W.calls(device) == ["the MDM client polls the MDM server for commands"])
    let notEnrolled = try W.device(.terminated, set: ["ios.mdmEnrolled=false"])
    notEnrolled.apply(try W.push(#"{"mdm": "PushMagic-1"}"#))
    #expect(W.findings(notEnrolled).contains("ios-mdm-push"))
  }

  /// "it automatically calls the signalEnumerator(for:completionHandler:) method with the specified identifier. It also
  /// delivers the notification to any PKPushRegistryDelegate objects."
  @Test func aFileProviderPushSignalsTheContainersEnumerator() throws {
    let device = try W.device(.terminated)
    device.apply(try W.push(#"{"container-identifier": "folder-1", "domain": "d"}"#, type: .fileprovider))
    #expect(W.calls(device) == ["signalEnumerator(for:completionHandler:)", "delivers the push to the app's PKPushRegistryDelegate objects"])
    #expect(device.steps.first?.note.contains("folder-1") == true)
    let noContainer = try W.device(.terminated)
    noContainer.apply(try W.push(#"{"domain": "d"}"#, type: .fileprovider))
    #expect(!W.calls(noContainer).contains("signalEnumerator(for:completionHandler:)"))
    let noExtension = try W.device(.terminated, set: ["app.fileProvider.extension=false"])
    noExtension.apply(try W.push(#"{"container-identifier": "folder-1"}"#, type: .fileprovider))
    #expect(W.findings(noExtension).contains("ios-file-provider-push"))
  }

  /// "The watchOS app's complication must be active on the user's current clock face. If it is not, the system does not
  /// deliver pushes of this type … The system limits you to 50 push notifications per day."
  @Test func complicationPushesOnlyOnTheActiveFaceFiftyADay() throws {
    let device = try W.device(.terminated)
    for _ in 0..<51 { device.apply(try W.push("{}", type: .complication)) }
    let delivered = W.calls(device).filter { $0 == "PushKit hands the complication push to the watch app" }.count
    #expect(delivered == 50)
    #expect(W.calls(device).last == "does not deliver the complication push")
    device.apply(.advance(seconds: 86_400))
    device.apply(try W.push("{}", type: .complication))
    #expect(W.calls(device).last == "PushKit hands the complication push to the watch app")
    let offFace = try W.device(.terminated, set: ["app.complication.onActiveFace=false"])
    offFace.apply(try W.push("{}", type: .complication))
    #expect(W.findings(offFace).contains("ios-complication-push"))
  }

  /// None of them shows a banner or reaches the notification callbacks, in any state.
  @Test(arguments: AppState.allCases)
  func noSystemPushReachesTheNotificationCallbacks(_ state: AppState) throws {
    let pushes: [(String, PushType?)] = [
      (Self.empty, .location), (#"{"aps": {"content-changed": true}}"#, nil), (#"{"aps": {"content-changed": true}}"#, .controls),
      (#"{"mdm": "m"}"#, nil), (#"{"container-identifier": "c"}"#, .fileprovider), ("{}", .complication),
    ]
    for (json, type) in pushes {
      let device = try W.device(state)
      device.apply(try W.push(json, type: type))
      #expect(device.steps.allSatisfy { !W.notificationCallbacks.contains($0.call) && $0.call != Callback.didFinishLaunching }, "\(json)")
      #expect(!device.world.screen.banner)
    }
  }
}

/// "That method has a limited amount of time to perform its task and execute the provided completion block. If your
/// method doesn't finish in time, the system calls the serviceExtensionTimeWillExpire() method to give you one last chance
/// to submit your changes. If you don't update the notification content before time expires, the system displays the
/// original content." (UNNotificationServiceExtension)
@Suite struct ServiceExtensionTimeLimitTests {
  typealias W = PushTypeWorld
  static let rich = #"{"aps": {"alert": {"title": "Photo", "body": "Lake"}, "mutable-content": 1}, "image_url": "https://cdn.example.com/a.jpg"}"#

  @Test func inTimeIsTheDefaultAndChangesNothing() throws {
    let device = try W.device()
    device.apply(try W.push(Self.rich))
    #expect(W.calls(device).prefix(2) == [Callback.serviceExtension, "contentHandler(bestAttemptContent)"])
    #expect(!W.calls(device).contains(Callback.serviceExtensionTimeWillExpire))
    #expect(device.world.clock == 0)
  }

  @Test func lateGetsOneLastChanceAndShowsTheBestAttemptAfterTheLimit() throws {
    let device = try W.device(set: ["app.serviceExtension.finishes=late", "ios.serviceExtensionTimeLimit=25"])
    device.apply(try W.push(Self.rich))
    #expect(W.calls(device).prefix(3) == [Callback.serviceExtension, Callback.serviceExtensionTimeWillExpire, "contentHandler(bestAttemptContent)"])
    // 25 s on the world clock, which counts milliseconds.
    #expect(device.world.clock == 25_000)
    #expect(device.world.screen.banner)
    #expect(W.findings(device).contains("ios-nse-time-limit"))
  }

  /// The original content: the category Netmera's extension set (from `_nm.ia`) is not the one shown.
  @Test func neverShowsTheOriginalContent() throws {
    let netmera = try #require(BuiltinProfiles.named("netmera"))
    let push = try W.push(
      #"{"aps": {"alert": {"title": "T", "body": "B"}, "category": "boarding", "mutable-content": 1}, "_nm": {"pid": "1", "pt": 2, "act": {"at": 0}, "ia": [{"id": "btn", "act": {"at": 1, "uri": "app://x"}}]}}"#
    )
    let inTime = try W.device(profile: netmera)
    inTime.apply(push)
    #expect(inTime.world.center.delivered.last?.categoryID != "boarding")
    let never = try W.device(profile: netmera, set: ["app.serviceExtension.finishes=never"])
    never.apply(push)
    #expect(never.world.center.delivered.last?.categoryID == "boarding")
    #expect(W.calls(never).contains("displays the original content"))
    #expect(!W.calls(never).contains("contentHandler(bestAttemptContent)"))
    #expect(never.world.clock == 30_000)
  }

  /// Apple gives no number: the limit is a profile value in whole seconds.
  @Test func theLimitIsWholeSeconds() throws {
    var profile = BuiltinProfiles.plain
    #expect(throws: UsageError.self) { try profile.apply(assignment: "ios.serviceExtensionTimeLimit=601") }
    #expect(throws: UsageError.self) { try profile.apply(assignment: "ios.serviceExtensionTimeLimit=\"30\"") }
    try profile.apply(assignment: "ios.serviceExtensionTimeLimit=10")
    #expect(profile.pushTypes.serviceExtensionTimeLimit == 10)
  }
}

@Suite struct OSVersionTests {
  @Test func versionsCompareByPart() throws {
    #expect(try #require(OSVersion("17.1")) < OSVersion(17, 2))
    #expect(try #require(OSVersion("17.10")) > OSVersion(17, 2))
    #expect(try #require(OSVersion("18")) == OSVersion(18, 0, 0))
    for bad in ["", "17.", "seventeen", "17.2.1.1", "١٧"] { #expect(OSVersion(bad) == nil, "\(bad)") }
  }

  @Test func theProfileKeyTakesAVersionString() throws {
    var profile = BuiltinProfiles.plain
    try profile.apply(assignment: "ios.version=17.1")
    #expect(profile.pushTypes.iosVersion == OSVersion(17, 1))
    #expect(throws: UsageError.self) { try profile.set("ios.version", .real(17.1)) }
    #expect(throws: UsageError.self) { try profile.apply(assignment: "ios.version=latest") }
  }
}
