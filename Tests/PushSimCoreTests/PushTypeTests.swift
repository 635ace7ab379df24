import Foundation
import Testing

@testable import PushSimCore

/// Every apns-push-type, from Apple's pages (the sources each case names): the documented forms lint clean, each
/// type's own mistakes are findings, and a payload that does not say what it is stays undecided.
@Suite struct PushTypeTests {
  static func lint(_ text: String, as type: PushType? = nil) -> [Diagnostic] {
    Linter().lint(file: "push.json", bytes: Array(text.utf8), options: LintOptions(pushType: type))
  }

  struct Form: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let type: PushType?
    var testDescription: String { name }
  }

  /// The forms Apple documents (or, for Safari, Apple's archived guide), each as its page writes it.
  static let documentedForms: [Form] = [
    // ActivityKit push notifications: push-to-start, update with a localized alert (sound inside alert), end.
    Form(
      name: "Live Activity start",
      text:
        #"{"aps": {"timestamp": 1764417600, "event": "start", "content-state": {"currentHealthLevel": 100, "eventDescription": "Adventure has begun!"}, "attributes-type": "AdventureAttributes", "attributes": {"currentHealthLevel": 100, "eventDescription": "Adventure has begun!"}, "alert": {"title": {"loc-key": "%@ is on an adventure!", "loc-args": ["Power Panda"]}, "body": {"loc-key": "%@ found a sword!", "loc-args": ["Power Panda"]}, "sound": "chime.aiff"}}}"#,
      type: nil),
    Form(
      name: "Live Activity update with localized alert",
      text:
        #"{"aps": {"timestamp": 1764417600, "event": "update", "content-state": {"currentHealthLevel": 0.941}, "stale-date": 1764421200, "relevance-score": 100, "alert": {"title": {"loc-key": "%@ is low on health", "loc-args": ["Power Panda"]}, "body": {"loc-key": "Use a potion to heal %@!"}, "sound": "HealthLow.aiff"}}}"#,
      type: nil),
    Form(
      name: "Live Activity end with dismissal date",
      text: #"{"aps": {"timestamp": 1764417600, "event": "end", "content-state": {"currentHealthLevel": 0}, "dismissal-date": 1764420000}}"#,
      type: nil),
    // Updating widgets with WidgetKit push notifications; updating controls locally and remotely.
    Form(name: "widget reload", text: #"{"aps": {"content-changed": true}}"#, type: nil),
    Form(name: "control reload", text: #"{"aps": {"content-changed": true}}"#, type: .controls),
    // Sending MDM commands to a device: "only include the PushMagic string as the value of the mdm key".
    Form(name: "MDM wake-up", text: #"{"mdm": "6A7B1C2D-3E4F-5A6B-7C8D-9E0F1A2B3C4D"}"#, type: nil),
    // PushKit: the app reads dictionaryPayload; nothing requires aps.
    Form(name: "VoIP call without aps", text: #"{"caller": "Ada Lovelace", "handle": "+15550100", "uuid": "0B2C…"}"#, type: .voip),
    // Creating a Push to Talk app: "The payload can contain custom keys, such as the name of an active speaker".
    Form(name: "push to talk", text: #"{"activeSpeaker": "Ada"}"#, type: .pushtotalk),
    // A location query carries whatever the app's extension reads (Apple documents no schema).
    Form(name: "location query", text: #"{"request": "r-17"}"#, type: .location),
    // NSFileProviderManager.h: {"container-identifier": …, "domain": …}.
    Form(
      name: "File Provider signal", text: #"{"container-identifier": "NSFileProviderWorkingSetContainerItemIdentifier", "domain": "main"}"#,
      type: .fileprovider),
    Form(name: "complication", text: #"{"score": "2-1"}"#, type: .complication),
    // Safari push notifications (Notification Programming Guide for Websites): url-args inside aps.
    Form(
      name: "Safari push",
      text: #"{"aps": {"alert": {"title": "Flight A998 is boarding", "body": "Gate 17", "action": "View"}, "url-args": ["boarding", "A998"]}}"#,
      type: nil),
  ]

  @Test(arguments: documentedForms)
  func documentedFormsLintClean(_ form: Form) {
    let found = Self.lint(form.text, as: form.type)
    #expect(found.isEmpty, "\(form.name): \(found.map { "\($0.rule): \($0.message)" })")
  }

  @Test func eachTypesMistakesAreFindings() {
    func rules(_ text: String, as type: PushType? = nil) -> Set<String> { Set(Self.lint(text, as: type).map(\.rule)) }
    // ActivityKit: an end without dismissal-date stays up to four hours; the timestamp and event are required.
    #expect(rules(#"{"aps": {"timestamp": 1, "event": "end", "content-state": {}}}"#).contains("aps-live-activity-end"))
    #expect(rules(#"{"aps": {"timestamp": 1, "content-state": {"eta": 5}}}"#).contains("aps-live-activity-missing-field"))
    // A localized field whose loc-args are not strings.
    #expect(
      rules(#"{"aps": {"timestamp": 1, "event": "update", "content-state": {}, "alert": {"title": {"loc-key": "K", "loc-args": [1]}}}}"#)
        .contains("aps-alert-field-type"))
    // WidgetKit reads content-changed true; a control push without it reloads nothing.
    #expect(rules(#"{"aps": {"content-changed": 1}}"#).contains("aps-widgets"))
    #expect(rules(#"{"aps": {"content-available": 1}}"#, as: .controls).contains("aps-widgets"))
    #expect(rules(#"{"aps": {"content-changed": true, "alert": "Hi"}}"#).contains("aps-key-push-type"))
    // MDM: the PushMagic string, nothing else.
    #expect(rules(#"{"mdm": 7}"#, as: .mdm).contains("push-type-mdm"))
    // Safari reads aps.url-args, an array of strings.
    #expect(rules(#"{"aps": {"alert": {"title": "T", "body": "B"}}, "url-args": ["x"]}"#).contains("aps-url-args"))
    #expect(rules(#"{"aps": {"alert": {"title": "T", "body": "B"}, "url-args": [1]}}"#).contains("aps-url-args"))
  }

  @Test func aPayloadWithoutAPSIsJudgedOnlyWhenSomethingSaysWhatItIs() {
    func rules(_ text: String, as type: PushType? = nil) -> [String] { Self.lint(text, as: type).map(\.rule) }
    // Nothing says: undecided, a warning, never aps-missing.
    let undecided = Self.lint(#"{"caller": "Ada"}"#)
    #expect(undecided.map(\.rule) == ["push-type-undecided"])
    #expect(undecided.first?.severity == .warning)
    // Declared alert, or aps keys at the top level: aps-missing, an error.
    #expect(rules(#"{"title": "Hi"}"#, as: .alert).contains("aps-missing"))
    #expect(rules(#"{"alert": "Hi", "badge": 1}"#).contains("aps-missing"))
    // A provider's keys say it is that provider's notification.
    #expect(rules(#"{"p": 12345, "push_provider": "mapp_engage", "title": "Hi"}"#).contains("aps-missing"))
    // Declared as a type without aps: nothing.
    #expect(rules(#"{"caller": "Ada"}"#, as: .voip).isEmpty)
  }

  @Test func sizeLimitIsTheTypes() {
    // Generating a remote notification: 5120 bytes for VoIP, 4096 for every other.
    let body = String(repeating: "x", count: 4500)
    let text = #"{"caller": ""# + body + #""}"#
    #expect(!Self.lint(text, as: .voip).contains { $0.rule == "aps-size-limit" })
    #expect(Self.lint(text, as: .location).contains { $0.rule == "aps-size-limit" })
  }

  @Test func topicsAndPrioritiesFollowApple() {
    // Sending notification requests to APNs: the topic suffix per push type.
    let suffixes: [PushType: String] = [
      .alert: "", .background: "", .voip: ".voip", .complication: ".complication", .fileprovider: ".pushkit.fileprovider",
      .location: ".location-query", .liveactivity: ".push-type.liveactivity", .pushtotalk: ".voip-ptt", .widgets: ".push-type.widgets",
      .controls: ".push-type.controls", .mdm: "",
    ]
    for type in PushType.allCases { #expect(type.facts.topicSuffix == suffixes[type], "\(type)") }
    // "Always use priority 5. Using priority 10 is an error." / push to talk: "Set the APNs priority to 10".
    #expect(PushType.background.facts.priorities == [5])
    #expect(PushType.pushtotalk.facts.priorities == [10])
    #expect(PushType.liveactivity.facts.priorities.sorted() == [5, 10])
    // Only alert and background pushes reach UNUserNotificationCenter.
    #expect(PushType.allCases.filter(\.reachesNotificationCenter) == [.alert, .background])
  }

  @Test func theKindNamesEveryType() throws {
    func kind(_ text: String, as type: PushType? = nil) throws -> PayloadKind {
      var payload = try Payload(document: JSONParser().parse(text))
      payload.declaredPushType = type
      return payload.kind
    }
    #expect(try kind(#"{"aps": {"content-changed": true}}"#) == .widgets)
    #expect(try kind(#"{"aps": {"content-changed": true}}"#, as: .controls) == .controls)
    #expect(try kind(#"{"mdm": "M"}"#) == .mdm)
    #expect(try kind(#"{"caller": "Ada"}"#, as: .voip) == .voip)
    #expect(try kind(#"{"a": 1}"#, as: .pushtotalk) == .pushToTalk)
    #expect(try kind(#"{"a": 1}"#, as: .location) == .location)
    #expect(try kind(#"{"a": 1}"#, as: .fileprovider) == .fileProvider)
    #expect(try kind(#"{"a": 1}"#, as: .complication) == .complication)
    #expect(try kind(#"{"caller": "Ada"}"#) == .empty)
  }

  @Test func configTakesEveryPushTypeAndNamesThemOnAMistake() throws {
    for type in PushType.allCases {
      let config = try LintConfig.parse(
        Array(#"{"pushType": "\#(type.rawValue)"}"#.utf8), path: ".pushsim.json", knownRules: RuleRegistry.ids)
      #expect(config.resolve("a.json").options.pushType == type)
    }
    do {
      _ = try LintConfig.parse(Array(#"{"pushType": "liveActivity"}"#.utf8), path: ".pushsim.json", knownRules: RuleRegistry.ids)
      Issue.record("liveActivity accepted")
    } catch {
      #expect(error.message.contains("liveactivity"))
    }
  }
}

/// APNs in front of the device reads the push-type table (sending-notification-requests-to-apns): a header that the
/// payload's keys rule out is refused, a priority the type does not take is a finding, and a type that is no user
/// notification never reaches the notification delegate.
@Suite struct PushTypeDeliveryTests {
  static func deliver(_ json: String, as type: PushType? = nil, state: AppState = .foreground, set: [String] = []) throws -> Device {
    var profile = BuiltinProfiles.plain
    for assignment in set { try profile.apply(assignment: assignment) }
    let device = Device(world: World.starting(in: state, profile: profile))
    let payload = Payload(document: try JSONParser().parse(json))
    device.apply(.deliver(PushMessage(file: "p.json", payload: payload, classification: Classifier.standard.classify(payload), pushType: type)))
    return device
  }

  static let liveActivity = #"{"aps": {"timestamp": 1764417600, "event": "update", "content-state": {"eta": 5}}}"#

  @Test func aHeaderThePayloadRulesOutIsRefused() throws {
    let device = try Self.deliver(Self.liveActivity, set: ["apns.pushType=alert"])
    #expect(device.findings.contains { $0.id == "apns-push-type" && $0.severity == .error })
    #expect(device.world.center.delivered.isEmpty)
  }

  @Test func aVoIPHeaderOnAPayloadWithAnAlertIsNoMismatch() throws {
    // A PushKit payload may carry any keys: an aps alert in it is the app's data, not a contradiction.
    let device = try Self.deliver(#"{"aps": {"alert": "Ada calling"}, "uuid": "u1"}"#, as: .voip)
    #expect(!device.findings.contains { $0.id == "apns-push-type" })
  }

  @Test func pushToTalkWithPriorityFiveIsAFinding() throws {
    // "Set the APNs priority to 10 to request immediate delivery" (creating-a-push-to-talk-app).
    let device = try Self.deliver(#"{"activeSpeaker": "Ada"}"#, as: .pushtotalk, set: ["apns.priority=5"])
    #expect(device.findings.contains { $0.id == "apns-priority" })
    let ten = try Self.deliver(#"{"activeSpeaker": "Ada"}"#, as: .pushtotalk, set: ["apns.priority=10"])
    #expect(!ten.findings.contains { $0.id == "apns-priority" })
  }

  @Test func typesThatAreNoUserNotificationNeverReachTheDelegate() throws {
    let forms: [(String, PushType?)] = [
      (Self.liveActivity, nil), (#"{"aps": {"content-changed": true}}"#, nil), (#"{"mdm": "M"}"#, nil), (#"{"caller": "Ada"}"#, .voip),
      (#"{"request": "r"}"#, .location), (#"{"container-identifier": "c"}"#, .fileprovider),
    ]
    for (json, type) in forms {
      let device = try Self.deliver(json, as: type)
      #expect(!device.steps.contains { $0.call.hasPrefix("userNotificationCenter") }, "\(json)")
      #expect(!device.world.screen.banner || json == Self.liveActivity, "\(json)")
    }
  }
}
