import Testing

@testable import PushSimCore

/// The arrival matrix (ios-delivery.md §1.2) and the interaction matrix (§1.3) for the plain app
/// with no SDK. Each row is written from the reference, not from pushsim's output, and names the
/// reference row it encodes. Callbacks are abbreviated as in the reference: NSE, DFL
/// (didFinishLaunching), DRN(state), WP (willPresent), DR(action), WEF/DBA (will enter foreground
/// / did become active).
struct MatrixRow: Sendable, CustomTestStringConvertible {
  let ref: String
  let payload: String
  let state: AppState
  let event: SimEvent
  let set: [String]
  let callbacks: [String]
  let banner: Bool
  let findings: [String]
  let opened: String?

  /// An arrival row: the push is delivered and left alone.
  init(
    _ ref: String, _ payload: String, _ state: AppState, set: [String] = [], _ callbacks: [String], banner: Bool, findings: [String] = [],
    opened: String? = nil
  ) {
    self.init(ref, payload, state, .deliver, set: set, callbacks, banner: banner, findings: findings, opened: opened)
  }

  init(
    _ ref: String, _ payload: String, _ state: AppState, _ event: SimEvent, set: [String] = [], _ callbacks: [String], banner: Bool,
    findings: [String] = [], opened: String? = nil
  ) {
    self.ref = ref
    self.payload = payload
    self.state = state
    self.event = event
    self.set = set
    self.callbacks = callbacks
    self.banner = banner
    self.findings = findings
    self.opened = opened
  }

  var testDescription: String { ref }
}

enum Kinds {
  static let alert = #"{"aps": {"alert": {"title": "T", "body": "B"}, "sound": "default", "badge": 1}}"#
  static let background = #"{"aps": {"content-available": 1}}"#
  static let alertBackground = #"{"aps": {"alert": {"title": "T", "body": "B"}, "content-available": 1}}"#
  static let mutable = #"{"aps": {"alert": {"title": "T", "body": "B"}, "mutable-content": 1}}"#
  static let badge = #"{"aps": {"badge": 3}}"#
  static let chat = #"{"aps": {"alert": {"title": "T", "body": "B"}, "category": "chat"}}"#
  static let categories =
    #"app.categories=[{"id": "chat", "actions": [{"id": "reply", "foreground": false}, {"id": "open", "foreground": true}], "customDismissAction": true}]"#
  static let categoriesNoDismiss = #"app.categories=[{"id": "chat", "actions": [{"id": "reply"}]}]"#
  static let noMode = "app.backgroundModes=[]"
  static let noDelegate = "app.delegate.owner=none"
}

@Suite struct LifecycleMatrixTests {
  static let arrival: [MatrixRow] = [
    // §1.2 row "Not running, never launched since install"
    MatrixRow("§1.2 never-launched × (a): banner, no app code (A1)", Kinds.alert, .neverLaunched, [], banner: true),
    MatrixRow("§1.2 never-launched × (b): nothing (A10)", Kinds.background, .neverLaunched, [], banner: false, findings: ["ios-never-launched"]),
    MatrixRow(
      "§1.2 never-launched × (c): banner only, no launch (A10)", Kinds.alertBackground, .neverLaunched, [], banner: true,
      findings: ["ios-never-launched"]),
    MatrixRow("§1.2 never-launched × (d): NSE → banner (A8)", Kinds.mutable, .neverLaunched, ["NSE"], banner: true),
    MatrixRow("§1.2 never-launched × (e): badge/sound, no app code", Kinds.badge, .neverLaunched, [], banner: false),
    // §1.2 row "Not running (terminated by system), previously launched, mode enabled"
    MatrixRow("§1.2 terminated × (a): banner, no app code", Kinds.alert, .terminated, [], banner: true),
    MatrixRow(
      "§1.2 terminated × (b): DFL(+rn) → DRN (.background) (A1, R2, R3)", Kinds.background, .terminated, ["DFL", "DRN(.background)"], banner: false),
    MatrixRow(
      "§1.2 terminated × (c): banner and DFL(+rn) → DRN (A1, R2)", Kinds.alertBackground, .terminated, ["DFL", "DRN(.background)"], banner: true),
    MatrixRow("§1.2 terminated × (d): NSE → banner", Kinds.mutable, .terminated, ["NSE"], banner: true),
    MatrixRow("§1.2 terminated × (e): badge/sound, no app code", Kinds.badge, .terminated, [], banner: false),
    // §1.2 row "Not running after user force-quit"
    MatrixRow("§1.2 force-quit × (a): banner, no app code (R19)", Kinds.alert, .forceQuit, [], banner: true),
    MatrixRow("§1.2 force-quit × (b): discarded (A1, A3)", Kinds.background, .forceQuit, [], banner: false, findings: ["ios-force-quit-discard"]),
    MatrixRow(
      "§1.2 force-quit × (c): banner only, no launch", Kinds.alertBackground, .forceQuit, [], banner: true, findings: ["ios-force-quit-discard"]),
    MatrixRow("§1.2 force-quit × (d): NSE runs → banner (R20)", Kinds.mutable, .forceQuit, ["NSE"], banner: true),
    MatrixRow("§1.2 force-quit × (e): badge/sound", Kinds.badge, .forceQuit, [], banner: false),
    // §1.2 row "Suspended / background, mode enabled"
    MatrixRow("§1.2 suspended × (a): banner, no DRN (A1, R4, R5)", Kinds.alert, .background, [], banner: true),
    MatrixRow("§1.2 suspended × (b): DRN (.background) (A1, A3)", Kinds.background, .background, ["DRN(.background)"], banner: false),
    MatrixRow("§1.2 suspended × (c): banner and DRN (.background) (A1, R4)", Kinds.alertBackground, .background, ["DRN(.background)"], banner: true),
    MatrixRow("§1.2 suspended × (d): NSE → banner", Kinds.mutable, .background, ["NSE"], banner: true),
    MatrixRow("§1.2 suspended × (e): badge/sound, no callback", Kinds.badge, .background, [], banner: false),
    // §1.2 row "Suspended / background, mode NOT enabled"
    MatrixRow("§1.2 suspended no mode × (a): banner", Kinds.alert, .background, set: [Kinds.noMode], [], banner: true),
    MatrixRow(
      "§1.2 suspended no mode × (b): not woken (G2, Q5)", Kinds.background, .background, set: [Kinds.noMode], [], banner: false,
      findings: ["ios-no-background-mode"]),
    MatrixRow(
      "§1.2 suspended no mode × (c): banner only", Kinds.alertBackground, .background, set: [Kinds.noMode], [], banner: true,
      findings: ["ios-no-background-mode"]),
    MatrixRow("§1.2 suspended no mode × (d): NSE → banner", Kinds.mutable, .background, set: [Kinds.noMode], ["NSE"], banner: true),
    MatrixRow("§1.2 suspended no mode × (e): badge/sound", Kinds.badge, .background, set: [Kinds.noMode], [], banner: false),
    // §1.2 row "Foreground active — modern delegate"
    MatrixRow("§1.2 foreground modern × (a): WP → options; no DRN (§1.5)", Kinds.alert, .foreground, ["WP"], banner: true),
    MatrixRow("§1.2 foreground modern × (b): DRN (.active), no WP (A1, A11)", Kinds.background, .foreground, ["DRN(.active)"], banner: false),
    MatrixRow(
      "§1.2 foreground modern × (c): DRN and WP (order unverified, Q2)", Kinds.alertBackground, .foreground, ["DRN(.active)", "WP"], banner: true),
    MatrixRow("§1.2 foreground modern × (d): NSE, then WP (A8)", Kinds.mutable, .foreground, ["NSE", "WP"], banner: true),
    MatrixRow("§1.2 foreground modern × (e): WP, no banner (L)", Kinds.badge, .foreground, ["WP"], banner: false),
    // §1.2 row "Foreground active — legacy fallback" (no delegate)
    MatrixRow(
      "§1.2 foreground legacy × (a): DRN (.active), not shown (Q1)", Kinds.alert, .foreground, set: [Kinds.noDelegate], ["DRN(.active)"],
      banner: false, findings: ["ios-foreground-no-delegate"]),
    MatrixRow("§1.2 foreground legacy × (b): DRN (.active)", Kinds.background, .foreground, set: [Kinds.noDelegate], ["DRN(.active)"], banner: false),
    MatrixRow(
      "§1.2 foreground legacy × (c): DRN, no banner", Kinds.alertBackground, .foreground, set: [Kinds.noDelegate], ["DRN(.active)"], banner: false,
      findings: ["ios-foreground-no-delegate"]),
    MatrixRow(
      "§1.2 foreground legacy × (d): NSE → DRN", Kinds.mutable, .foreground, set: [Kinds.noDelegate], ["NSE", "DRN(.active)"], banner: false,
      findings: ["ios-foreground-no-delegate"]),
    MatrixRow(
      "§1.2 foreground legacy × (e): no banner, DRN unknown (L; modelled as DRN)", Kinds.badge, .foreground, set: [Kinds.noDelegate],
      ["DRN(.active)"], banner: false, findings: ["ios-foreground-no-delegate"]),
    // §6 Q1 switch
    MatrixRow(
      "§6 Q1 original-options reading", Kinds.alert, .foreground, set: [Kinds.noDelegate, "ios.foregroundWithoutDelegate=original-options"],
      ["DRN(.active)"], banner: true),
    // G10/G11
    MatrixRow(
      "G10: mutable-content without alert text, NSE skipped", #"{"aps": {"badge": 1, "mutable-content": 1}}"#, .background, [], banner: false,
      findings: ["ios-nse-skipped"]),
    MatrixRow(
      "G11: not authorized, nothing shown, NSE skipped", Kinds.mutable, .background, set: ["app.notificationsAuthorized=false"], [], banner: false,
      findings: ["ios-nse-skipped", "ios-not-authorized"]),
  ]

  // A launch to the foreground ends with applicationDidBecomeActive (A1, "Managing your app's life
  // cycle": the app becomes active once launched into the foreground); §1.3 leaves it implicit.
  static let interaction: [MatrixRow] = [
    // §1.3 "Tap body (default)"
    MatrixRow(
      "§1.3 not running × tap: DFL(+rn) → DR(DEF) after return (A6, A18)", Kinds.alert, .terminated, .tap(action: nil), ["DFL", "DR(DEF)", "DBA"],
      banner: true, opened: "app"),
    MatrixRow(
      "§1.3 force-quit × tap: DFL(+rn) → DR(DEF)", Kinds.alert, .forceQuit, .tap(action: nil), ["DFL", "DR(DEF)", "DBA"], banner: true,
      opened: "app"),
    MatrixRow(
      "§1.3 never-launched × tap: DFL(+rn) → DR(DEF)", Kinds.alert, .neverLaunched, .tap(action: nil), ["DFL", "DR(DEF)", "DBA"], banner: true,
      opened: "app"),
    MatrixRow(
      "§1.3 background × tap: WEF → DR(DEF) → DBA", Kinds.alert, .background, .tap(action: nil), ["WEF", "DR(DEF)", "DBA"], banner: true,
      opened: "app"),
    MatrixRow(
      "§1.3 foreground × tap: DR(DEF) while active (R15)", Kinds.alert, .foreground, .tap(action: nil), ["WP", "DR(DEF)"], banner: true, opened: "app"
    ),
    MatrixRow(
      "§1.3 not running × tap, legacy fallback: DFL(+rn) → DRN(.inactive)", Kinds.alert, .terminated, .tap(action: nil), set: [Kinds.noDelegate],
      ["DFL", "DRN(.inactive)", "DBA"], banner: true, findings: ["ios-tap-legacy"], opened: "app"),
    MatrixRow(
      "§1.3 background × tap, legacy fallback: DRN(.inactive)", Kinds.alert, .background, .tap(action: nil), set: [Kinds.noDelegate],
      ["WEF", "DRN(.inactive)", "DBA"], banner: true, findings: ["ios-tap-legacy"], opened: "app"),
    MatrixRow(
      "G7: delegate after launch returns, launching tap lost", Kinds.alert, .terminated, .tap(action: nil),
      set: ["app.delegate.assigned=after-launch-returns"], ["DFL", "DBA"], banner: true, findings: ["ios-delegate-too-late"], opened: "app"),
    MatrixRow(
      "G7: delegate after launch returns, tap while running still arrives", Kinds.alert, .background, .tap(action: nil),
      set: ["app.delegate.assigned=after-launch-returns"], ["WEF", "DR(DEF)", "DBA"], banner: true, opened: "app"),
    MatrixRow(
      "§1.2 (c) then §1.3: background launch, then the tap resumes (G12)", Kinds.alertBackground, .terminated, .tap(action: nil),
      ["DFL", "DRN(.background)", "WEF", "DR(DEF)", "DBA"], banner: true, opened: "app"),
    // §1.3 "Custom action button"
    MatrixRow(
      "§1.3 not running × action (no .foreground): background launch, DR(id)", Kinds.chat, .terminated, .tap(action: "reply"),
      set: [Kinds.categories], ["DFL", "DR(reply)"], banner: true),
    MatrixRow(
      "§1.3 not running × action (.foreground): launched to foreground, DR(id)", Kinds.chat, .terminated, .tap(action: "open"),
      set: [Kinds.categories], ["DFL", "DR(open)", "DBA"], banner: true, opened: "app"),
    MatrixRow(
      "§1.3 background × action (no .foreground): DR(id), stays background (A12)", Kinds.chat, .background, .tap(action: "reply"),
      set: [Kinds.categories], ["DR(reply)"], banner: true),
    MatrixRow(
      "§1.3 background × action (.foreground): WEF → DR(id) → DBA", Kinds.chat, .background, .tap(action: "open"), set: [Kinds.categories],
      ["WEF", "DR(open)", "DBA"], banner: true, opened: "app"),
    MatrixRow(
      "§1.3 foreground × action: DR(id)", Kinds.chat, .foreground, .tap(action: "reply"), set: [Kinds.categories], ["WP", "DR(reply)"], banner: true),
    MatrixRow(
      "§5: action not in the payload's category", Kinds.chat, .background, .tap(action: "delete"), set: [Kinds.categories], [], banner: true,
      findings: ["ios-action-unknown"]),
    MatrixRow(
      "§5: payload without a category has no actions", Kinds.alert, .background, .tap(action: "reply"), set: [Kinds.categories], [], banner: true,
      findings: ["ios-action-unknown"]),
    // §1.3 "Dismiss (explicit)"
    MatrixRow(
      "§1.3 not running × dismiss with .customDismissAction: background launch, DR(DISM) (A13)", Kinds.chat, .terminated, .dismiss,
      set: [Kinds.categories], ["DFL", "DR(DISM)"], banner: true),
    MatrixRow(
      "§1.3 background × dismiss with .customDismissAction: DR(DISM)", Kinds.chat, .background, .dismiss, set: [Kinds.categories], ["DR(DISM)"],
      banner: true),
    MatrixRow(
      "§1.3 foreground × dismiss with .customDismissAction: DR(DISM)", Kinds.chat, .foreground, .dismiss, set: [Kinds.categories],
      ["WP", "DR(DISM)"], banner: true),
    MatrixRow(
      "§1.3 dismiss without .customDismissAction: nothing (A14, R32)", Kinds.chat, .background, .dismiss, set: [Kinds.categoriesNoDismiss], [],
      banner: true, findings: ["ios-dismiss-not-reported"]),
    // §1.4: nothing to tap
    MatrixRow(
      "§1.4: a silent push has no banner to tap", Kinds.background, .background, .tap(action: nil), ["DRN(.background)"], banner: false,
      findings: ["ios-nothing-to-tap"]),
    MatrixRow(
      "§1.4: willPresent returned [], nothing to tap", Kinds.alert, .foreground, .tap(action: nil), set: ["app.delegate.presentationOptions=[]"],
      ["WP"], banner: false, findings: ["ios-will-present", "ios-nothing-to-tap"]),
  ]

  static func run(_ row: MatrixRow) throws -> Trace {
    let document = try JSONParser().parse(row.payload)
    let payload = Payload(document: document)
    var profile = BuiltinProfiles.plain
    for assignment in row.set { try profile.apply(assignment: assignment) }
    let input = IOSModel.Input(
      file: "row.json", payload: payload, classification: Classifier().classify(payload), profile: profile, appChoice: "test", state: row.state,
      event: row.event)
    return IOSModel().simulate(input)
  }

  /// The reference's abbreviations for the app and extension callbacks in a trace.
  static func callbacks(_ trace: Trace) -> [String] {
    trace.steps.compactMap { step in
      switch (step.actor, step.call) {
      case ("NSE", Callback.serviceExtension): "NSE"
      case ("app", Callback.didFinishLaunching): "DFL"
      case ("app", Callback.willPresent): "WP"
      case ("app", Callback.willEnterForeground): "WEF"
      case ("app", Callback.didBecomeActive): "DBA"
      case ("app", Callback.didReceiveRemoteNotification):
        "DRN(" + (step.note.split(separator: " ").dropFirst().first.map(String.init) ?? "") + ")"
      case ("app", Callback.didReceive):
        "DR("
          + {
            let id = String(step.note.dropFirst("actionIdentifier ".count))
            return id == ActionIdentifier.defaultAction ? "DEF" : id == ActionIdentifier.dismissAction ? "DISM" : id
          }() + ")"
      default: nil
      }
    }
  }

  @Test(arguments: arrival + interaction)
  func row(_ row: MatrixRow) throws {
    let trace = try Self.run(row)
    #expect(Self.callbacks(trace) == row.callbacks, "\(row.ref)")
    #expect(trace.ui.banner == row.banner, "\(row.ref): banner")
    #expect(trace.findings.map(\.id).filter { $0 != "ios-background-headers" } == row.findings, "\(row.ref): findings")
    #expect(trace.ui.opened == row.opened, "\(row.ref): opened")
    for step in trace.steps where !step.rule.isEmpty {
      #expect(SystemRules.rule(id: step.rule) != nil, "\(step.rule) is not a system rule")
    }
  }

  @Test func backgroundPushCarriesTheHeadersFinding() throws {
    let trace = try Self.run(MatrixRow("G6", Kinds.background, .background, [], banner: false))
    #expect(trace.findings.contains { $0.id == "ios-background-headers" && $0.message.contains("apns-priority: 5") })
  }

  @Test func everyStateEventAndKindIsCovered() {
    let rows = Self.arrival + Self.interaction
    for state in AppState.allCases {
      for kind in [Kinds.alert, Kinds.background, Kinds.alertBackground, Kinds.mutable, Kinds.badge] {
        #expect(rows.contains { $0.state == state && $0.payload == kind && $0.event == .deliver }, "\(state) × \(kind)")
      }
    }
    for event in [SimEvent.tap(action: nil), .tap(action: "reply"), .dismiss] {
      for state in [AppState.terminated, .background, .foreground] {
        #expect(rows.contains { $0.state == state && $0.event == event }, "\(state) × \(event.name)")
      }
    }
  }

  @Test func completionHandlerMisuseIsAFinding() throws {
    let twice = try Self.run(
      MatrixRow("§2 fetch twice", Kinds.background, .background, set: ["app.completionHandlers.fetch=twice"], [], banner: false))
    #expect(twice.findings.contains { $0.id == "ios-fetch-completion" && $0.severity == .error && $0.message.contains("crashes") })
    let never = try Self.run(
      MatrixRow("§2 fetch never", Kinds.background, .background, set: ["app.completionHandlers.fetch=never"], [], banner: false))
    #expect(never.findings.contains { $0.id == "ios-fetch-completion" && $0.message.contains("terminates the app") })
    let response = try Self.run(
      MatrixRow(
        "§2 didReceive never", Kinds.alert, .background, .tap(action: nil), set: ["app.completionHandlers.didReceive=never"], [], banner: true))
    #expect(response.findings.contains { $0.id == "ios-response-completion" })
  }

  @Test func liveActivityRunsNoAppCallback() throws {
    let trace = try Self.run(
      MatrixRow("A22", #"{"aps": {"event": "update", "timestamp": 1, "content-state": {}, "alert": {"title": "T"}}}"#, .background, [], banner: true))
    #expect(Self.callbacks(trace).isEmpty)
    #expect(trace.steps.first?.rule == "ios-live-activity")
  }
}
