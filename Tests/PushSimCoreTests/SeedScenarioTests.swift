import Foundation
import Testing

@testable import PushSimCore

/// What kind of fact a seed statement names, and so which kind of scenario expectation must state it (issue 23):
/// the arguments a callback is given, a tracked event's detail, the order of calls, a count (of calls, of completion
/// handler calls, of tracked events or attempts), or an SDK's state.
enum StatedKind: String, Sendable, CaseIterable {
  case args, detail, order, count, state

  /// Whether one expectation of a scenario is of this kind.
  func matches(_ check: PushSimCore.Expectation.Check) -> Bool {
    switch (self, check) {
    case (.args, .callback(let call, _, _, let args, _)): !args.isEmpty || Self.callCarriesValue(call)
    case (.detail, .tracked(_, _, _, _, _, let detail, let fields, _)): detail != nil || !fields.isEmpty
    case (.order, .order): true
    case (.count, .completionHandlers), (.count, .tracked): true
    case (.count, .callback(_, _, _, _, let count)): count != nil
    case (.state, .sdkState), (.state, .sdkStateNot): true
    default: false
    }
  }

  /// A call whose text itself carries a value the model filled in: `completionHandler(.newData)`,
  /// `didTakeAction(_:from: .interactiveButton, for:)`, `engage(…with: .EMC_US)`, `…andNotifyCompletionWith: nil)` —
  /// a literal, not only parameter labels and variable names (`userInfo`). The
  /// runner compares calls exactly, so such a call states that argument.
  static func callCarriesValue(_ call: String) -> Bool {
    guard let open = call.firstIndex(of: "("), let close = call.lastIndex(of: ")"), open < close else { return false }
    let inside = call[call.index(after: open)..<close]
    let tokens = inside.split(whereSeparator: { $0 == "," || $0 == " " })
    return tokens.contains { token in
      token.first.map { ".[\"".contains($0) || $0.isNumber } == true || ["nil", "true", "false"].contains(token)
    }
  }
}

/// A sample scenario that states a seed statement with expectations of these kinds.
struct StatedIn: Sendable {
  let scenario: String
  let kinds: [StatedKind]

  init(_ scenario: String, _ kinds: StatedKind...) {
    self.scenario = scenario + ".json"
    self.kinds = kinds
  }

  var text: String {
    "[\(scenario)](../samples/scenarios/\(scenario)) (" + kinds.map(\.rawValue).joined(separator: ", ") + ")"
  }
}

enum SeedScenarios {
  /// Every seed statement (by id) and every over-time statement (by its WorldTests test), with the sample scenarios that
  /// state what it names. An empty list is a reviewed decision: the statement names no argument, order, count or state
  /// (it is about a finding, a banner, or whether something opens), and its `statementHolds` row checks it.
  static let table: [String: [StatedIn]] = [
    "M01": [StatedIn("mapp-launch-tap-order", .order)],
    "M02": [StatedIn("mapp-launch-tap-order", .args)],
    "M03": [],
    "M04": [StatedIn("mapp-launch-tap-order", .order)],
    "M05": [StatedIn("mapp-background-push", .order, .args, .count)],
    "M06": [],
    "M07": [],
    "M08": [StatedIn("mapp-button-forwarded-in-order", .order, .count), StatedIn("mapp-fetch-handler-twice", .count)],
    "M09": [StatedIn("mapp-launch-tap-order", .order), StatedIn("mapp-delegate-too-late", .count)],
    "M10": [StatedIn("mapp-button-forwarded-in-order", .order, .args)],
    "M11": [StatedIn("mapp-not-forwarded", .count)],
    "M12": [StatedIn("mapp-background-push", .count)],
    "M13": [StatedIn("mapp-foreground-options", .args)],
    "M14": [StatedIn("mapp-not-forwarded", .count)],
    "M15": [StatedIn("mapp-not-forwarded", .count)],
    "M16": [],
    "M17": [],
    "M18": [StatedIn("mapp-multi-filter", .args, .count)],
    "M19": [StatedIn("mapp-multi-filter", .args, .count)],
    "M20": [StatedIn("mapp-multi-filter", .count)],
    "M21": [StatedIn("mapp-fetch-handler-twice", .count)],
    "M22": [StatedIn("mapp-automatic-takes-taps", .count)],
    "M23": [],
    "M24": [StatedIn("mapp-button-forwarded-in-order", .args, .detail, .order, .count)],
    "M25": [],
    "F01": [StatedIn("mapp-auto-foreground", .args)],
    "F02": [],
    "F03": [StatedIn("mapp-foreground-options", .args)],
    "F04": [StatedIn("mapp-foreground-options", .args)],
    "F05": [StatedIn("mapp-foreground-options", .count)],
    "F06": [StatedIn("mapp-auto-foreground", .count)],
    "F07": [],
    "N01": [],
    "N02": [StatedIn("netmera-recent-push-object", .state)],
    "N03": [StatedIn("netmera-app-handles", .order)],
    "N04": [],
    "N05": [StatedIn("netmera-app-handles", .order)],
    "N06": [],
    "N07": [StatedIn("netmera-app-handles", .order, .args)],
    "N08": [StatedIn("netmera-recent-push-object", .args)],
    "N09": [StatedIn("netmera-app-handles", .args)],
    "N10": [],
    "N11": [],
    "N12": [StatedIn("netmera-app-handles", .order)],
    "N13": [StatedIn("netmera-app-handles", .order)],
    "N14": [StatedIn("netmera-app-handles", .count)],
    "N15": [StatedIn("netmera-action-button", .count)],
    "N16": [StatedIn("netmera-app-handles", .count)],
    "N17": [StatedIn("netmera-action-button", .args, .detail)],
    "N17b": [StatedIn("netmera-carousel-item", .args, .detail)],
    "N18": [StatedIn("netmera-popup-content", .args)],
    "N19": [],
    "N20": [],
    "G01": [],
    "G02": [],
    "G03": [],
    "G04": [StatedIn("grovs-launch-tap-order", .order)],
    "G05": [StatedIn("grovs-token-held", .state, .order)],
    "G06": [StatedIn("grovs-payload-arguments", .order, .args)],
    "G07": [StatedIn("grovs-launch-tap-order", .args)],
    "G08": [],
    "G09": [],
    "G10": [StatedIn("grovs-payload-arguments", .args)],
    "G10b": [StatedIn("grovs-payload-arguments", .args, .state)],
    "G11": [StatedIn("grovs-launch-tap-order", .args)],
    "G12": [StatedIn("grovs-payload-arguments", .args)],
    "G13": [StatedIn("grovs-launch-tap-order", .count, .detail)],
    "G14": [],
    "G15": [],
    "G16": [],
    "G17": [StatedIn("grovs-before-configure", .state, .order)],
    "G18": [StatedIn("grovs-disabled-before-configure", .count)],
    "G19": [StatedIn("grovs-before-authentication", .state, .order)],
    "G20": [StatedIn("grovs-network-failure", .count), StatedIn("grovs-network-failure-three-attempts", .count, .state)],
    "G21": [],
    "G22": [StatedIn("grovs-open-on-delivery", .count)],
    "G23": [StatedIn("grovs-open-on-delivery", .count)],
    "G24": [],
    "G25": [StatedIn("grovs-test-campaign", .count)],
    "beforeConfigureTheTapIsHeldAndHandledOnceConfigureRuns": [StatedIn("grovs-before-configure", .state, .order)],
    "beforeConfigureWithEnabledFalseTheTapIsDropped": [StatedIn("grovs-disabled-before-configure", .count)],
    "beforeAuthenticationTheOpenIsSentOnceTheSDKAuthenticates": [StatedIn("grovs-before-authentication", .state, .order)],
    "networkFailureIsRetriedAtTheNextForegroundUpToThreeAttemptsWithoutDoubleCounting": [StatedIn("grovs-network-failure", .count)],
    "networkFailureStopsAfterThreeAttempts": [StatedIn("grovs-network-failure-three-attempts", .count, .state)],
    "appRestartSendsSavedOpensAfterTheNextLaunchAuthenticates": [StatedIn("grovs-app-restart", .state, .count)],
    "savedOpensStayUnderTheirAPIKeyAndEnvironment": [StatedIn("grovs-saved-per-api-key", .state, .count)],
    "launchWithoutConsentKeepsSavedOpens": [StatedIn("grovs-no-consent", .state), StatedIn("grovs-consent-withdrawn", .state)],
    "whileDisabledTapsDeliverNothing": [StatedIn("grovs-consent-withdrawn", .count)],
    "testCampaignIsNeverRecordedAndRetriedOnTheNextForegrounds": [StatedIn("grovs-test-campaign", .count)],
    "mappLaunchPushIsStoredWithTheBackgroundModeAndCountedOnce": [StatedIn("mapp-launch-tap-background-mode", .state, .count)],
    "mappLaunchPushWithoutTheBackgroundModeIsProcessedAtLaunchAndCountedOnce": [
      StatedIn("mapp-launch-tap-no-background-mode", .count, .order)
    ],
    "netmeraRecentPushObjectIsLostWithTheProcess": [StatedIn("netmera-recent-push-object", .state)],
    "netmeraPopupWhileInactiveIsShownAtTheNextForegroundAndClosed": [StatedIn("netmera-popup-content", .order, .state)],
  ]

  /// The statements' keys: seed ids, then the over-time rows' tests.
  static var keys: [String] { Seeds.all.map(\.id) + SeedCoverageTests.overTime.map(\.test) }

  /// The table's cell for a statement: its scenarios and kinds, or "—" when it names none.
  static func cell(_ key: String) -> String {
    let stated = table[key] ?? []
    return stated.isEmpty ? "—" : stated.map(\.text).joined(separator: "; ")
  }
}

@Suite struct SeedScenarioTests {
  /// Every statement is classified (reviewed), and only statements are.
  @Test func everyStatementIsClassified() {
    let keys = SeedScenarios.keys
    #expect(Set(keys).count == keys.count)
    for key in keys { #expect(SeedScenarios.table[key] != nil, "\(key) is not classified") }
    for key in SeedScenarios.table.keys { #expect(keys.contains(key), "\(key) is no statement") }
  }

  /// A statement that names an argument, an order, a count or state has a sample scenario with an expectation of that
  /// kind (issue 23's Done-when); `ScenarioTests/samplePasses` runs the scenario.
  @Test(arguments: SeedScenarios.table.keys.sorted())
  func scenarioStatesWhatTheStatementNames(_ key: String) throws {
    for stated in SeedScenarios.table[key] ?? [] {
      #expect(ScenarioTests.names.contains(stated.scenario), "\(key): \(stated.scenario) is not a sample scenario")
      guard ScenarioTests.names.contains(stated.scenario) else { continue }
      let checks = try ScenarioTests.scenario(stated.scenario).steps.flatMap { step -> [PushSimCore.Expectation.Check] in
        if case .expect(let expectations) = step.action { return expectations.map(\.check) }
        return []
      }
      for kind in stated.kinds {
        let found = checks.contains(where: kind.matches)
        #expect(found, "\(key): \(stated.scenario) has no \(kind.rawValue) expectation")
      }
    }
  }

  @Test func aCallCarriesAValueOnlyWhenItsParenthesesDo() {
    #expect(StatedKind.callCarriesValue("completionHandler(.newData)"))
    #expect(StatedKind.callCarriesValue("completionHandler([.banner, .list, .sound, .badge])"))
    #expect(StatedKind.callCarriesValue("didTakeAction(_:from: .interactiveButton, for:)"))
    #expect(StatedKind.callCarriesValue("Appoxee.shared().engage(withLaunchOptions:andDelegate:andSDKID:with: .EMC_US)"))
    #expect(!StatedKind.callCarriesValue("completionHandler()"))
    #expect(!StatedKind.callCarriesValue("openURL(_:for:)"))
    #expect(!StatedKind.callCarriesValue("application(_:didFinishLaunchingWithOptions:)"))
    #expect(!StatedKind.callCarriesValue("presents its web view"))
    #expect(!StatedKind.callCarriesValue("isMappNotification(userInfo)"))
    #expect(StatedKind.callCarriesValue("Appoxee.shared()?.didReceiveRemoteNotification(_:fetchCompletionHandler:andNotifyCompletionWith: nil)"))
  }
}
