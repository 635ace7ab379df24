import Testing

@testable import PushSimCore

/// Behaviour across time on one world (DESIGN.md §5), each test written from its source: the
/// Grovs "Delivery guarantees" table and Testing section (seeds/004), Mapp's launch push
/// (sdk-behaviour.md §1.2.2 step 6), Netmera's recentPushObject and in-app content (seeds/003).
@Suite struct WorldTests {
  static let grovsPush = #"{"aps": {"alert": {"title": "Sale", "body": "Now"}}, "grovs_campaign_id": "cmp_1", "grovs_link": "https://x.sqd.link/a"}"#
  static let testPush = #"{"aps": {"alert": {"title": "Sale", "body": "Now"}}, "grovs_campaign_id": "test-campaign"}"#
  static let mappPush = #"{"aps": {"alert": "Hi"}, "push_provider": "mapp_engage", "p": 7, "apx_dpl": "shop://a"}"#
  static let netmeraPopup =
    #"{"aps": {"alert": {"title": "T", "body": "B"}}, "_nm": {"pid": "5", "pt": 3, "act": {"at": 2, "url": "https://n.example/p"}}}"#

  static func push(_ json: String, id: String? = nil) throws -> WorldEvent {
    let payload = Payload(document: try JSONParser().parse(json))
    return .deliver(PushMessage(file: "p.json", payload: payload, classification: Classifier.standard.classify(payload), id: id))
  }

  static func device(_ profile: AppProfile, _ state: AppState, set: [String] = []) throws -> Device {
    var profile = profile
    for assignment in set { try profile.apply(assignment: assignment) }
    return Device(world: World.starting(in: state, profile: profile))
  }

  static func opens(_ device: Device) -> [TrackedEvent] { device.world.tracked.filter { $0.sdk == "grovs" && $0.event == "push_open" } }

  // MARK: Grovs, seeds/004 Delivery guarantees

  @Test func beforeConfigureTheTapIsHeldAndHandledOnceConfigureRuns() throws {
    let device = try Self.device(GrovsModel.profile, .background, set: ["sdks.grovs.configured=false"])
    device.apply(try Self.push(Self.grovsPush))
    device.apply(.tap(id: nil, action: nil))
    #expect(Self.opens(device).map(\.status) == ["queued"])
    #expect(device.world.screen.opened == "app")
    device.apply(.set(path: "sdks.grovs.configured", value: .bool(true)))
    #expect(Self.opens(device).map(\.status) == ["sent"])
    #expect(device.world.screen.opened == "https://x.sqd.link/a")
  }

  @Test func beforeConfigureWithEnabledFalseTheTapIsDropped() throws {
    let device = try Self.device(GrovsModel.profile, .background, set: ["sdks.grovs.configured=false", "sdks.grovs.enabled=false"])
    device.apply(try Self.push(Self.grovsPush))
    device.apply(.tap(id: nil, action: nil))
    device.apply(.set(path: "sdks.grovs.configured", value: .bool(true)))
    #expect(Self.opens(device).allSatisfy { $0.status == "dropped" })
    #expect(!Self.opens(device).contains { $0.status == "sent" })
  }

  @Test func beforeAuthenticationTheOpenIsSentOnceTheSDKAuthenticates() throws {
    let device = try Self.device(GrovsModel.profile, .background, set: ["sdks.grovs.authenticated=false"])
    device.apply(try Self.push(Self.grovsPush))
    device.apply(.tap(id: nil, action: nil))
    #expect(Self.opens(device).map(\.status) == ["queued"])
    #expect(Self.opens(device).first?.attempts == 0)
    device.apply(.background)
    device.apply(.foreground)
    #expect(Self.opens(device).map(\.status) == ["queued"], "a foreground alone does not authenticate")
    device.apply(.set(path: "sdks.grovs.authenticated", value: .bool(true)))
    #expect(Self.opens(device).map(\.status) == ["sent"])
  }

  @Test func networkFailureIsRetriedAtTheNextForegroundUpToThreeAttemptsWithoutDoubleCounting() throws {
    let device = try Self.device(GrovsModel.profile, .background, set: ["sdks.grovs.network=down"])
    device.apply(try Self.push(Self.grovsPush))
    device.apply(.tap(id: nil, action: nil))
    #expect(Self.opens(device).map(\.attempts) == [1])
    device.apply(.set(path: "sdks.grovs.network", value: .string("up")))
    #expect(Self.opens(device).map(\.status) == ["queued"], "retried at the next foreground, not when the network returns")
    device.apply(.background)
    device.apply(.foreground)
    #expect(Self.opens(device).map(\.status) == ["sent"])
    #expect(Self.opens(device).map(\.attempts) == [2])
    device.apply(.background)
    device.apply(.foreground)
    #expect(Self.opens(device).count == 1, "one open per tap, never double-counted")
    #expect(device.world.grovs.counted == ["cmp_1"])
  }

  @Test func networkFailureStopsAfterThreeAttempts() throws {
    let device = try Self.device(GrovsModel.profile, .background, set: ["sdks.grovs.network=down"])
    device.apply(try Self.push(Self.grovsPush))
    device.apply(.tap(id: nil, action: nil))
    for _ in 0..<4 {
      device.apply(.background)
      device.apply(.foreground)
    }
    #expect(Self.opens(device).map(\.attempts) == [3])
    #expect(Self.opens(device).map(\.status) == ["failed"])
  }

  @Test func appRestartSendsSavedOpensAfterTheNextLaunchAuthenticates() throws {
    let device = try Self.device(GrovsModel.profile, .background, set: ["sdks.grovs.network=down"])
    device.apply(try Self.push(Self.grovsPush))
    device.apply(.tap(id: nil, action: nil))
    device.apply(.kill)
    #expect(device.world.grovs.pending.count == 1, "saved across the restart")
    device.apply(.set(path: "sdks.grovs.network", value: .string("up")))
    device.apply(.launch)
    #expect(Self.opens(device).map(\.status) == ["sent"])
  }

  @Test func savedOpensStayUnderTheirAPIKeyAndEnvironment() throws {
    let device = try Self.device(GrovsModel.profile, .background, set: ["sdks.grovs.network=down"])
    device.apply(try Self.push(Self.grovsPush))
    device.apply(.tap(id: nil, action: nil))
    device.apply(.kill)
    device.apply(.set(path: "sdks.grovs.network", value: .string("up")))
    device.apply(.set(path: "sdks.grovs.apiKey", value: .string("another-key")))
    device.apply(.launch)
    #expect(Self.opens(device).map(\.status) == ["queued"])
    #expect(device.world.grovs.pending.count == 1)
  }

  @Test func launchWithoutConsentKeepsSavedOpens() throws {
    var profile = GrovsModel.profile
    try profile.apply(assignment: "sdks.grovs.network=down")
    let device = Device(world: World.starting(in: .background, profile: profile))
    device.apply(try Self.push(Self.grovsPush))
    device.apply(.tap(id: nil, action: nil))
    device.apply(.kill)
    // Consent is off when the app next launches: the saved open survives, nothing is sent.
    var world = device.world
    try world.profile.set("sdks.grovs.enabled", .bool(false))
    try world.profile.set("sdks.grovs.network", .string("up"))
    let next = Device(world: world)
    next.apply(.launch)
    #expect(next.world.grovs.pending.count == 1)
    #expect(Self.opens(next).map(\.status) == ["queued"])
    // Withdrawing consent while the app runs drops it.
    next.apply(.set(path: "sdks.grovs.enabled", value: .bool(false)))
    #expect(Self.opens(next).map(\.status) == ["dropped"])
    #expect(next.world.grovs.pending.isEmpty)
  }

  @Test func whileDisabledTapsDeliverNothing() throws {
    let device = try Self.device(GrovsModel.profile, .background, set: ["sdks.grovs.enabled=false"])
    device.apply(try Self.push(Self.grovsPush))
    device.apply(.tap(id: nil, action: nil))
    #expect(!Self.opens(device).contains { $0.status == "sent" || $0.status == "queued" })
    #expect(device.world.screen.opened == "app", "the link is not delivered")
  }

  /// seeds/004 Testing: "The test campaign ID doesn't exist in Grovs, so the open isn't recorded.
  /// The SDK logs the failure and retries on the next couple of foregrounds."
  @Test func testCampaignIsNeverRecordedAndRetriedOnTheNextForegrounds() throws {
    let device = try Self.device(GrovsModel.profile, .background)
    device.apply(try Self.push(Self.testPush))
    device.apply(.tap(id: nil, action: nil))
    #expect(Self.opens(device).map(\.status) == ["queued"])
    device.apply(.background)
    device.apply(.foreground)
    device.apply(.background)
    device.apply(.foreground)
    #expect(Self.opens(device).map(\.attempts) == [3])
    #expect(Self.opens(device).map(\.status) == ["failed"])
    #expect(device.world.grovs.counted.isEmpty)
  }

  // MARK: Mapp, sdk-behaviour.md §1.2.2 step 6

  @Test func mappLaunchPushIsStoredWithTheBackgroundModeAndCountedOnce() throws {
    let device = try Self.device(MappModel.manualProfile, .terminated)
    device.apply(try Self.push(Self.mappPush))
    device.apply(.tap(id: nil, action: nil))
    #expect(device.world.tracked.filter { $0.sdk == "mapp" }.count == 1)
    #expect(device.steps.contains { $0.call.contains("stores the launch push") })
    #expect(device.world.mapp.storedLaunchPush == nil, "matched by the forwarded tap")
  }

  @Test func mappLaunchPushWithoutTheBackgroundModeIsProcessedAtLaunchAndCountedOnce() throws {
    let device = try Self.device(MappModel.manualProfile, .terminated, set: ["app.backgroundModes=[]"])
    device.apply(try Self.push(Self.mappPush))
    device.apply(.tap(id: nil, action: nil))
    #expect(device.world.tracked.filter { $0.sdk == "mapp" }.count == 1)
    #expect(device.steps.contains { $0.call.contains("processes the launch push as an open") })
    #expect(device.world.screen.opened == "shop://a")
  }

  // MARK: Netmera, seeds/003

  @Test func netmeraRecentPushObjectIsLostWithTheProcess() throws {
    let device = try Self.device(NetmeraModel.profile, .foreground)
    device.apply(try Self.push(#"{"aps": {"alert": "Hi"}, "_nm": {"pid": "42", "pt": 1}}"#))
    #expect(device.world.netmera.recentPushObject == "42")
    device.apply(.kill)
    #expect(device.world.netmera.recentPushObject == nil)
  }

  @Test func netmeraPopupWhileInactiveIsShownAtTheNextForegroundAndClosed() throws {
    let device = try Self.device(NetmeraModel.profile, .background)
    device.apply(try Self.push(#"{"aps": {"content-available": 1}, "_nm": {"pid": "5", "pt": 3, "act": {"at": 2, "url": "https://n.example/p"}}}"#))
    #expect(device.world.netmera.storedContent != nil)
    device.apply(.foreground)
    #expect(device.steps.contains { $0.call == "didShowContent(.web(url:))" })
    device.apply(.closeInAppContent)
    #expect(device.steps.contains { $0.call == "didDismissContent(.web(url:))" })
    #expect(device.world.netmera.showingContent == nil)
  }

  // MARK: The notification center

  @Test func laterTapsActOnTheNotificationStillOnScreen() throws {
    let device = try Self.device(BuiltinProfiles.plain, .background)
    device.apply(try Self.push(#"{"aps": {"alert": "one"}}"#, id: "first"))
    device.apply(try Self.push(#"{"aps": {"alert": "two"}}"#, id: "second"))
    device.apply(.tap(id: "first", action: nil))
    #expect(device.world.center.delivered.map(\.onScreen) == [false, true])
    device.apply(.tap(id: "first", action: nil))
    #expect(device.findings.contains { $0.id == "ios-nothing-to-tap" && $0.message.contains("no longer on screen") })
  }

  @Test func stepIsAPureFunctionOfTheWorld() throws {
    let start = World.starting(in: .background, profile: GrovsModel.profile)
    let delivered = Device.step(start, try Self.push(Self.grovsPush))
    let tapped = Device.step(delivered.world, .tap(id: nil, action: nil))
    #expect(start.center.delivered.isEmpty)
    #expect(delivered.world.center.delivered.count == 1)
    #expect(tapped.world.tracked.map(\.status) == ["sent"])
    #expect(tapped.steps.contains { $0.call == Callback.didReceive })
  }
}
