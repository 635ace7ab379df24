/// The rules of `pushsim check` (issue 19 item 5): what a template or a scenario means for this repository's app.
/// They are simulator rules (each finding comes from a simulation read from the world's state) and cite the SDK
/// behaviour the simulation follows; the finding names the rule of the step that decided it and the app's line.
public enum CheckRules {
  public static let all: [SimRule] = [.checkTemplateNotCounted, .checkTemplateNotOpened, .checkScenarioExpectation, .checkConditionUndecided]

  /// The level SARIF gives a simulator rule: check's verdicts fail a check; what rests on an undecided condition, and
  /// a trace finding (which carries its own severity), warn.
  static func severity(_ id: String) -> Severity {
    id != SimRule.checkConditionUndecided.id && all.contains { $0.id == id } ? .error : .warning
  }
}

/// pushsim check's rules, each a constant its findings refer to by name.
extension SimRule {
  static let checkTemplateNotCounted = SimRule(
    id: "check-template-not-counted", title: "A tap on this template is not counted by its SDK in this app",
    detail:
      "pushsim check simulates a tap on each template in every state where iOS shows it, through the repository's app (its code, or the profile the config names). When the provider's SDK tracks no open or click for the tap (Mapp click, Grovs push_open, Netmera open), the campaign's clicks are lost for this app: the finding says in which states, which simulated step decided it, and the app's line behind it.",
    source:
      "seeds/000 Apps With Multiple Push Providers, Forward Notification Taps note; seeds/003 Push Notification Callbacks; seeds/004 Pushes from other providers",
    confidence: "H")
  static let checkTemplateNotOpened = SimRule(
    id: "check-template-not-opened", title: "A tap on this template does not open its link in this app",
    detail:
      "The template carries a deep link or landing page (Mapp apx_dpl / apx_url, Grovs grovs_link, Netmera _nm.act uri) that a tap does not open in this app in some state where iOS shows it. The finding says in which states and why, with the app's line.",
    source: "seeds/000 Forward Notification Taps note; seeds/003 Push Notification Callbacks; seeds/004 Pushes from other providers",
    confidence: "H")
  static let checkScenarioExpectation = SimRule(
    id: "check-scenario-expectation", title: "A scenario's expectation does not hold",
    detail:
      "pushsim run and pushsim check report each expectation of a scenario that the world contradicts at the expectation's line, with what happened instead and the rule behind it.",
    source: "seeds/000 Apps With Multiple Push Providers; seeds/004 Pushes from other providers", confidence: "H")
  static let checkConditionUndecided = SimRule(
    id: "check-condition-undecided", title: "A verdict rests on an app condition pushsim cannot decide",
    detail:
      "When a template's or a scenario's verdict depends on a routing condition of the app that pushsim cannot evaluate (an app.routing entry whose when is {\"unknown\": CODE}: a helper it cannot read, an SDK call's answer), pushsim check tries each answer of the condition: a verdict that is the same whatever it answers is reported as decided; one that changes is no error. Each such condition (the code pushsim cannot read, however many forwards test it: a switch over one helper, an early return on it) is reported once per run, as a warning at the app's line of the first forward that tests it, the others as related places, with the code, the templates and scenarios it decides, and how to state it (the entries' when, in a profile the config's app names). app.unknownConditionsHold only says which answer a trace shows.",
    source: "seeds/000 Apps With Multiple Push Providers, Identify Mapp Notifications; seeds/004 Pushes from other providers",
    confidence: "H")
}
