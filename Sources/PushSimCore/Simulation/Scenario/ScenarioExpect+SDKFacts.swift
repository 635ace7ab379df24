/// The expectations about what the SDKs themselves record and say (issue 34, docs/scenarios.md): `tracked` with
/// `fields` and a list of statuses, `sdkState` with `not`, `logs`, `verdicts` and `actions`. Every name a scenario
/// gives is one a pack declares (SDKFacts.swift), or it is refused at load with the nearest one.
extension ScenarioParser {
  /// The statuses a tracked event has (the models set these).
  static let trackedStatuses = ["sent", "queued", "failed", "dropped"]

  func sdkFacts(_ object: JSONObject, at pointer: JSONPointer) throws(InputError) -> [Expectation] {
    var found: [Expectation] = []
    if let items = object["tracked"] {
      let at = pointer.appending("tracked")
      guard let list = items.arrayValue else { throw error("tracked is an array of {sdk, event, status, fields, count}", at: at) }
      for (index, item) in list.enumerated() { found.append(try tracked(item, at: at.appending(index))) }
    }
    if let states = object["sdkState"] { found += try sdkState(states, at: pointer.appending("sdkState")) }
    if let items = object["logs"] {
      let at = pointer.appending("logs")
      guard let list = items.arrayValue else { throw error("logs is an array of {sdk, line, notification, count}", at: at) }
      for (index, item) in list.enumerated() { found.append(try log(item, at: at.appending(index))) }
    }
    if let items = object["verdicts"] {
      let at = pointer.appending("verdicts")
      guard let list = items.arrayValue else { throw error("verdicts is an array of {sdk, notification, <verdict>: true|false}", at: at) }
      for (index, item) in list.enumerated() { found += try verdicts(item, at: at.appending(index)) }
    }
    if let items = object["actions"] {
      let at = pointer.appending("actions")
      guard let list = items.arrayValue else { throw error("actions is an array of {sdk, action, situation, notification, argument, count}", at: at) }
      for (index, item) in list.enumerated() { found.append(try actionRun(item, at: at.appending(index))) }
    }
    return found
  }

  private func text(_ entry: JSONObject, _ key: String, at pointer: JSONPointer) throws(InputError) -> String? {
    try entry[key].map { value throws(InputError) in try string(value, at: pointer.appending(key), what: key) }
  }

  /// An SDK pushsim models, and one the app carries (ScenarioExpect+Possible.swift): nothing of another can happen.
  private func knownSDK(_ sdk: String?, at pointer: JSONPointer) throws(InputError) {
    if let sdk, !ProfileSchema.sdkIDs.contains(sdk) {
      throw error("unknown sdk '\(sdk)'\(Suggest.didYouMean(sdk, among: ProfileSchema.sdkIDs))", at: pointer)
    }
    if let sdk { try requirePossible(sdk: sdk, at: pointer) }
  }

  /// `{sdk, event, status, notification, attempts, detail, fields, count}`; `status` is one status or a list of them
  /// (`["sent", "queued"]`: sent or on its way); `fields` names fields the event carries and their values.
  func tracked(_ item: JSONValue, at pointer: JSONPointer) throws(InputError) -> Expectation {
    let entry = try object(
      item, at: pointer, keys: ["sdk", "event", "status", "notification", "attempts", "detail", "fields", "count"], what: "a tracked entry")
    let sdk = try text(entry, "sdk", at: pointer)
    try knownSDK(sdk, at: pointer.appending("sdk"))
    let statuses = Self.trackedStatuses
    var status: [String]?
    if let value = entry["status"] {
      let here = pointer.appending("status")
      let items = value.arrayValue.map { Array($0.enumerated()) } ?? [(0, value)]
      guard !items.isEmpty else { throw error("status is a status or a non-empty list of them: \(statuses.joined(separator: ", "))", at: here) }
      var names: [String] = []
      for (index, item) in items {
        let at = value.arrayValue == nil ? here : here.appending(index)
        let name = try string(item, at: at, what: "status")
        guard statuses.contains(name) else {
          throw error("unknown status '\(name)'\(Suggest.aside(name, among: statuses)); use \(statuses.joined(separator: ", "))", at: at)
        }
        names.append(name)
      }
      status = names
    }
    let event = try text(entry, "event", at: pointer)
    if let event, !Vocabulary.knows(event: event, sdk: sdk) {
      throw error(
        "\(sdk ?? "no SDK") tracks no event '\(event)'\(Suggest.didYouMean(event, among: Vocabulary.events(of: sdk))); docs/vocabulary.md lists them",
        at: pointer.appending("event"))
    }
    if let event, sdk == nil {
      let trackers = Set(CallVocabulary.events.filter { $0.event == event }.map(\.sdk))
      if trackers.isDisjoint(with: scope.sdks) {
        throw error(
          "only \(trackers.sorted().joined(separator: ", ")) track '\(event)', and the app does not carry \(trackers.count == 1 ? "it" : "them"): this can never happen",
          at: pointer.appending("event"))
      }
    }
    var fields = JSONObject()
    if let value = entry["fields"] {
      let here = pointer.appending("fields")
      guard let object = value.objectValue, !object.isEmpty else {
        throw error("fields is an object of the event's field names and their values: {\"messageId\": \"m1\"}", at: here)
      }
      let names = SDKFacts.fieldNames(sdk: sdk, event: event)
      for member in object where !SDKFacts.known(member.key, among: names) {
        let whose = [sdk, event].compactMap { $0 }.joined(separator: " ")
        let listed = names.isEmpty ? "it declares none" : "it carries \(names.joined(separator: ", "))"
        throw error(
          "\(whose.isEmpty ? "no event" : whose) carries no field '\(member.key)'\(Suggest.didYouMean(member.key, among: names)); \(listed) (docs/vocabulary.md)",
          at: here.appending(member.key))
      }
      fields = object
    }
    let check = Expectation.Check.tracked(
      sdk: sdk, event: event, status: status, notification: try text(entry, "notification", at: pointer),
      attempts: try count(entry["attempts"], at: pointer.appending("attempts")), detail: try text(entry, "detail", at: pointer),
      fields: fields, count: try count(entry["count"], at: pointer.appending("count")) ?? 1)
    return Expectation(check: check, location: location(pointer))
  }

  /// `{"<sdk>": {"<key>": value, "not": {"<key>": value}}}`: each key has the value; each key under `not` has another.
  func sdkState(_ states: JSONValue, at pointer: JSONPointer) throws(InputError) -> [Expectation] {
    let world = World.starting(in: .background, profile: BuiltinProfiles.plain)
    let withState = SDKs.all.filter { $0.stateType != nil }.map { $0.id }
    let entry = try object(states, at: pointer, keys: withState, what: "sdkState (an SDK id with state)")
    var found: [Expectation] = []
    for sdk in entry {
      let here = pointer.appending(sdk.key)
      try requirePossible(sdk: sdk.key, at: here)
      let known = world.sdks.dump(sdk.key, world)?.objectValue?.keys ?? []
      let what = "sdkState.\(sdk.key) (the keys --dump-world prints for it, and not)"
      let keys = try object(sdk.value, at: here, keys: known + ["not"], what: what)
      for member in keys {
        guard member.key == "not" else {
          let check = Expectation.Check.sdkState(sdk: sdk.key, key: member.key, value: member.value)
          found.append(Expectation(check: check, location: location(here.appending(member.key))))
          continue
        }
        let at = here.appending("not")
        let negated = try object(member.value, at: at, keys: known, what: "sdkState.\(sdk.key).not (the keys --dump-world prints for it)")
        guard !negated.isEmpty else { throw error("not names state keys and the values they must not have", at: at) }
        for key in negated {
          let check = Expectation.Check.sdkStateNot(sdk: sdk.key, key: key.key, value: key.value)
          found.append(Expectation(check: check, location: location(at.appending(key.key))))
        }
      }
    }
    return found
  }

  /// `{sdk, line, notification, count}`: `line` is a declared line (`…` where the SDK fills in a value) or a part of one.
  private func log(_ item: JSONValue, at pointer: JSONPointer) throws(InputError) -> Expectation {
    let entry = try object(item, at: pointer, keys: ["sdk", "line", "notification", "count"], what: "a logs entry")
    let sdk = try text(entry, "sdk", at: pointer)
    try knownSDK(sdk, at: pointer.appending("sdk"))
    guard let line = try text(entry, "line", at: pointer), !line.isEmpty else {
      throw error("a logs entry names the line (or a part of it) as the SDK writes it", at: pointer)
    }
    guard SDKFacts.knownLine(line, sdk: sdk) else {
      let lines = SDKFacts.logLines(sdk: sdk)
      let nearest = Self.nearestLine(line, among: lines).map { "; the nearest is '\($0)'" } ?? ""
      throw error(
        "\(sdk ?? "no SDK") logs no line '\(line)'\(nearest)\(lines.isEmpty ? " (it declares none)" : ""); docs/vocabulary.md lists them",
        at: pointer.appending("line"))
    }
    let check = Expectation.Check.logs(
      sdk: sdk, line: line, notification: try text(entry, "notification", at: pointer),
      count: try count(entry["count"], at: pointer.appending("count")))
    return Expectation(check: check, location: location(pointer))
  }

  /// `{sdk, notification, mine: false, opened: true}`: one expectation per verdict named.
  private func verdicts(_ item: JSONValue, at pointer: JSONPointer) throws(InputError) -> [Expectation] {
    let sdkNames = SDKs.all.filter { !$0.verdictNames.isEmpty }.map { $0.id }
    guard let object = item.objectValue, let sdk = try text(object, "sdk", at: pointer) else {
      throw error("a verdicts entry names the sdk: {\"sdk\": \"clevertap\", \"notification\": \"n1\", \"mine\": false}", at: pointer)
    }
    guard sdkNames.contains(sdk) else {
      throw error(
        "sdk '\(sdk)' records no verdicts\(Suggest.didYouMean(sdk, among: sdkNames)); those that do: \(sdkNames.joined(separator: ", "))",
        at: pointer.appending("sdk"))
    }
    let names = SDKFacts.verdictNames(sdk: sdk)
    let entry = try self.object(item, at: pointer, keys: ["sdk", "notification"] + names, what: "a \(sdk) verdicts entry")
    let notification = try text(entry, "notification", at: pointer)
    var found: [Expectation] = []
    for member in entry where names.contains(member.key) {
      guard let value = member.value.boolValue else { throw error("\(member.key) is true or false", at: pointer.appending(member.key)) }
      found.append(
        Expectation(
          check: .verdict(sdk: sdk, notification: notification, name: member.key, value: value), location: location(pointer.appending(member.key))))
    }
    guard !found.isEmpty else { throw error("a verdicts entry names a verdict: \(names.joined(separator: ", "))", at: pointer) }
    return found
  }

  /// `{sdk, action, situation, notification, argument, count}`.
  private func actionRun(_ item: JSONValue, at pointer: JSONPointer) throws(InputError) -> Expectation {
    let entry = try object(
      item, at: pointer, keys: ["sdk", "action", "situation", "notification", "argument", "count"], what: "an actions entry")
    let sdk = try text(entry, "sdk", at: pointer)
    try knownSDK(sdk, at: pointer.appending("sdk"))
    let names = SDKFacts.actionNames(sdk: sdk)
    guard let name = try text(entry, "action", at: pointer) else { throw error("an actions entry names the action", at: pointer) }
    guard names.contains(name) else {
      throw error(
        "\(sdk ?? "no SDK") runs no action '\(name)'\(Suggest.didYouMean(name, among: names)); docs/vocabulary.md lists them",
        at: pointer.appending("action"))
    }
    let situation = try text(entry, "situation", at: pointer)
    if let situation, !SDKActionSituations.all.contains(situation) {
      throw error(
        "unknown situation '\(situation)'\(Suggest.aside(situation, among: SDKActionSituations.all)); use \(SDKActionSituations.all.joined(separator: ", "))",
        at: pointer.appending("situation"))
    }
    let check = Expectation.Check.actionRun(
      sdk: sdk, name: name, situation: situation, notification: try text(entry, "notification", at: pointer), argument: entry["argument"],
      count: try count(entry["count"], at: pointer.appending("count")) ?? 1)
    return Expectation(check: check, location: location(pointer))
  }
}

extension ScenarioParser {
  /// The declared line closest to `text`: by edit distance when one is near, else the one sharing the most words (a
  /// part of a long line is far from all of them by edit distance).
  static func nearestLine(_ text: String, among lines: [String]) -> String? {
    if let close = Suggest.closest(text, among: lines) { return close }
    func words(_ text: String) -> Set<String> { Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)) }
    let given = words(text)
    let scored = lines.map { line in (line, words(line).intersection(given).count) }
    guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return nil }
    return best.0
  }
}

/// The situations an action runs in (Airship's `Situation`; the names its source uses).
enum SDKActionSituations {
  static let all = ["launchedFromPush", "foregroundPush", "backgroundPush", "foregroundInteractiveButton", "backgroundInteractiveButton"]
}

extension ScenarioRunner {
  typealias TrackedFilter = (
    sdk: String?, event: String?, status: [String]?, notification: String?, attempts: Int?, detail: String?, fields: JSONObject, count: Int
  )

  static func checkTracked(_ expectation: Expectation, _ filter: TrackedFilter, _ device: Device, _ index: TraceIndex) -> ScenarioResult.Check {
    let world = device.world
    let steps = device.steps
    let matching = world.tracked.filter { event in
      (filter.sdk == nil || event.sdk == filter.sdk) && (filter.event == nil || event.event == filter.event)
        && (filter.status.map { $0.contains(event.status) } ?? true)
        && (filter.notification == nil || event.notification == filter.notification)
        && (filter.attempts == nil || event.attempts == filter.attempts) && (filter.detail.map(event.detail.contains) ?? true)
        && filter.fields.allSatisfy { member in event.fields[member.key] == member.value }
    }
    let all = world.tracked.map { event in
      let fields = filter.fields.isEmpty ? "" : " " + JSONWriter(pretty: false).string(.object(event.fields))
      return "\(event.sdk) \(event.event) \(event.status) (\(event.attempts) attempt\(event.attempts == 1 ? "" : "s"))\(fields)"
    }
    let actual = "\(matching.count) matching; tracked: " + (all.isEmpty ? "none" : all.joined(separator: ", "))
    // The rule of the last step where the SDK tracked or tried to send (reportPushOpen, push_open, tracks …).
    let keywords = ["push_open", "reportPushOpen", "tracks", "didOpen", "didTakeAction", "drops", "holds"]
    let sdk = filter.sdk
    let byActor: (TraceStep) -> Bool = { sdk == nil ? $0.actor.hasPrefix("sdk:") : $0.actor == "sdk:\(sdk ?? "")" }
    let who = sdk.map { "sdk:" + $0 } ?? "any sdk"
    let tried = index.lastStep("tracks " + who, in: steps) { byActor($0) && keywords.contains(where: $0.call.contains) }
    let rule = tried.map { steps[$0].rule } ?? index.lastStep("actor " + who, in: steps, where: byActor).map { steps[$0].rule } ?? ""
    return ScenarioResult.Check(expectation: expectation, passed: matching.count == filter.count, actual: actual, rule: rule)
  }

  static func checkSDKFacts(_ expectation: Expectation, _ device: Device, _ index: TraceIndex) -> ScenarioResult.Check {
    let world = device.world
    let steps = device.steps
    func result(_ passed: Bool, _ actual: String, sdk: String?) -> ScenarioResult.Check {
      let byActor: (TraceStep) -> Bool = { sdk == nil ? $0.actor.hasPrefix("sdk:") : $0.actor == "sdk:\(sdk ?? "")" }
      let rule = index.lastStep("actor " + (sdk.map { "sdk:" + $0 } ?? "any sdk"), in: steps, where: byActor).map { steps[$0].rule } ?? ""
      return ScenarioResult.Check(expectation: expectation, passed: passed, actual: actual, rule: rule)
    }
    switch expectation.check {
    case .sdkStateNot(let sdk, let key, let value):
      let state = world.sdks.dump(sdk, world)?.objectValue?[key]
      let text = state.map { JSONWriter(pretty: false).string($0) } ?? "absent"
      return result(state != value, "\(sdk) \(key) = \(text)", sdk: sdk)
    case .logs(let sdk, let line, let notification, let count):
      let matching = world.logs.filter {
        (sdk == nil || $0.sdk == sdk) && (notification == nil || $0.notification == notification) && SDKFacts.logMatches($0.line, expected: line)
      }
      let logged = world.logs.prefix(5).map { "\($0.sdk): \($0.line)" }
      let actual =
        "\(matching.count) matching; logged: " + (logged.isEmpty ? "nothing" : logged.joined(separator: " / ") + (world.logs.count > 5 ? " …" : ""))
      return result(count.map { matching.count == $0 } ?? !matching.isEmpty, actual, sdk: sdk)
    case .verdict(let sdk, let notification, let name, let value):
      let id = notification ?? world.center.delivered.last?.id
      let last = world.verdicts.last { $0.sdk == sdk && $0.name == name && $0.notification == id }
      let actual = last.map { "\(sdk) \(name) = \($0.value) on \($0.notification)" } ?? "\(sdk) decided no \(name) on \(id ?? "any notification")"
      return result(last?.value == value, actual, sdk: sdk)
    case .actionRun(let sdk, let name, let situation, let notification, let argument, let count):
      let matching = world.actionRuns.filter {
        (sdk == nil || $0.sdk == sdk) && $0.name == name && (situation == nil || $0.situation == situation)
          && (notification == nil || $0.notification == notification) && (argument == nil || $0.argument == argument)
      }
      let ran = world.actionRuns.map { "\($0.name) (\($0.situation)) \(JSONWriter(pretty: false).string($0.argument))" }
      return result(matching.count == count, "\(matching.count) matching; ran: " + (ran.isEmpty ? "none" : ran.joined(separator: ", ")), sdk: sdk)
    default:
      return result(false, "not an SDK-record expectation", sdk: nil)
    }
  }
}
