/// Steps and expectations of a scenario file.
extension ScenarioParser {
  func step(_ value: JSONValue, at pointer: JSONPointer, ids: inout Set<String>) throws(InputError) -> ScenarioStep {
    let here = location(pointer)
    if let word = value.stringValue {
      guard let event = Self.bare(word) else {
        throw error(
          "unknown step '\(word)'\(Suggest.aside(word, among: Self.stepKeys)); use \(Self.stepKeys.joined(separator: ", "))", at: pointer)
      }
      return ScenarioStep(action: .event(event), location: here, label: word)
    }
    guard let object = value.objectValue, let first = object.keys.first else {
      throw error("a step is a name (\"launch\") or an object with one step key ({\"deliver\": \"push.json\"})", at: pointer)
    }
    let extras: [String: [String]] = ["deliver": ["id", "pushType"], "action": ["on"], "carousel": ["on"], "call": ["on"]]
    let kind = object.keys.first { Self.stepKeys.contains($0) } ?? first
    guard Self.stepKeys.contains(kind) else {
      throw error(
        "unknown step '\(kind)'\(Suggest.aside(kind, among: Self.stepKeys)); use \(Self.stepKeys.joined(separator: ", "))",
        at: pointer.appending(kind))
    }
    for key in object.keys where key != kind && !(extras[kind] ?? []).contains(key) {
      let allowed = (extras[kind] ?? []).map { "'\($0)'" }
      throw error(
        "unknown key '\(key)' in a \(kind) step" + (allowed.isEmpty ? ": it takes no other key" : "; it takes \(allowed.joined(separator: ", "))"),
        at: pointer.appending(key))
    }
    let body = object[kind] ?? .null
    let at = pointer.appending(kind)
    func target(_ value: JSONValue?, _ at: JSONPointer) throws(InputError) -> String? {
      guard let value, value != .null, value != .bool(true) else { return nil }
      return try string(value, at: at, what: "the notification id")
    }
    switch kind {
    case "deliver":
      let path = try string(body, at: at, what: "deliver (a payload file, relative to the scenario)")
      let id = try object["id"].map { value throws(InputError) in try string(value, at: pointer.appending("id"), what: "id") }
      if let id {
        guard ids.insert(id).inserted else {
          throw error("notification id '\(id)' is already used by an earlier deliver", at: pointer.appending("id"))
        }
      }
      let pushType = try object["pushType"].map { value throws(InputError) -> PushType in
        let names = PushType.allCases.map(\.rawValue)
        guard let text = value.stringValue, let type = PushType(rawValue: text) else {
          throw error(
            "pushType must be an apns-push-type (\(names.joined(separator: ", "))), not \(Show.value(value))\(Suggest.aside(value.stringValue ?? "", among: names))",
            at: pointer.appending("pushType"))
        }
        return type
      }
      let delivered = try delivery(path, at: at)
      let push = PushMessage(
        file: path, payload: delivered.payload, classification: delivered.classification, id: id, pushType: pushType)
      if let id { deliveries.pushes[id] = (path, pushType) }
      let label = "deliver \(path)" + (pushType.map { " (\($0.rawValue))" } ?? "") + (id.map { " as \($0)" } ?? "")
      return ScenarioStep(action: .event(.deliver(push)), location: here, label: label)
    case "tap", "dismiss":
      let id = try target(body, at)
      let event: WorldEvent = kind == "tap" ? .tap(id: id, action: nil) : .dismiss(id: id)
      return ScenarioStep(action: .event(event), location: here, label: kind + (id.map { " \($0)" } ?? ""))
    case "action", "carousel":
      let name = try string(body, at: at, what: kind == "action" ? "action (an action identifier)" : "carousel (an item id)")
      let id = try target(object["on"], pointer.appending("on"))
      let event: WorldEvent = kind == "action" ? .tap(id: id, action: name) : .pickCarouselItem(id: id, item: name)
      return ScenarioStep(action: .event(event), location: here, label: "\(kind) \(name)" + (id.map { " on \($0)" } ?? ""))
    case "set":
      guard let assignments = body.objectValue, !assignments.isEmpty else {
        throw error("set takes profile keys and their values: {\"set\": {\"sdks.grovs.network\": \"down\"}}", at: at)
      }
      var check = BuiltinProfiles.plain
      var events: [WorldEvent] = []
      var labels: [String] = []
      // In the order written: each key is set as its own event, so a later key sees the earlier ones.
      for member in assignments {
        do { try check.set(member.key, member.value) } catch { throw self.error(error.message, at: at.appending(member.key)) }
        events.append(.set(path: member.key, value: member.value))
        labels.append("\(member.key) \(JSONWriter(pretty: false).string(member.value))")
      }
      let label = "set " + labels.joined(separator: ", ")
      return ScenarioStep(action: events.count == 1 ? .event(events[0]) : .events(events), location: here, label: label)
    case "advance":
      let milliseconds = try duration(body, at: at)
      return ScenarioStep(
        action: .event(.advance(milliseconds: milliseconds)), location: here, label: "advance \(WorldTime.label(milliseconds))")
    case "expect":
      return ScenarioStep(action: .expect(try expectations(body, at: at)), location: here, label: "expect")
    case "redeliver", "delegate", "call":
      return try wiringStep(kind, body, at: at, on: try target(object["on"], pointer.appending("on")), location: here)
    default:
      guard let event = Self.bare(kind), body == .bool(true) || body == .null || body.objectValue?.isEmpty == true else {
        throw error("\(kind) takes no value: write \"\(kind)\"", at: at)
      }
      return ScenarioStep(action: .event(event), location: here, label: kind)
    }
  }

  static func bare(_ word: String) -> WorldEvent? {
    switch word {
    case "launch": .launch
    case "foreground": .foreground
    case "background": .background
    case "interrupt": .interrupt
    case "resume": .resume
    case "kill": .kill
    case "force-quit": .forceQuit
    case "tap": .tap(id: nil, action: nil)
    case "dismiss": .dismiss(id: nil)
    case "close-content": .closeInAppContent
    default: nil
    }
  }

  /// Milliseconds from `90`, `0.5`, `"750ms"`, `"30s"`, `"5m"`, `"2h"` or `"1d"`, at most 366 days (`WorldTime`).
  func duration(_ value: JSONValue, at pointer: JSONPointer) throws(InputError) -> Int {
    switch WorldTime.milliseconds(from: value) {
    case .success(let milliseconds): return milliseconds
    case .failure(let problem): throw error(problem.message, at: pointer)
    }
  }

  func expectations(_ value: JSONValue, at pointer: JSONPointer) throws(InputError) -> [Expectation] {
    let object = try object(value, at: pointer, keys: Self.expectKeys, what: "expect")
    var found: [Expectation] = []
    if let items = object["callbacks"] {
      let at = pointer.appending("callbacks")
      guard let list = items.arrayValue else { throw error("callbacks is an array of {call, actor, count}", at: at) }
      for (index, item) in list.enumerated() {
        let here = at.appending(index)
        let entry = try self.object(item, at: here, keys: ["call", "actor", "note", "args", "count"], what: "a callbacks entry")
        let call = try knownCall(entry["call"], at: here.appending("call"))
        let actor = try entry["actor"].map { value throws(InputError) in try string(value, at: here.appending("actor"), what: "actor") }
        if let actor, !Vocabulary.actors.contains(actor) {
          throw error(
            "unknown actor '\(actor)'\(Suggest.aside(actor, among: Vocabulary.actors)); use \(Vocabulary.actors.joined(separator: ", "))",
            at: here.appending("actor"))
        }
        if let actor { try requirePossible(actor: actor, at: here.appending("actor")) }
        let note = try entry["note"].map { value throws(InputError) in
          try string(value, at: here.appending("note"), what: "note (a part of the step's note)")
        }
        found.append(
          Expectation(
            check: .callback(
              call: call, actor: actor, note: note, args: try arguments(entry["args"], at: here.appending("args")),
              count: try count(entry["count"], at: here.appending("count"))),
            location: location(here)))
      }
    }
    if let order = object["order"] {
      let at = pointer.appending("order")
      guard let list = order.arrayValue, list.count >= 2 else {
        throw error("order is an array of two or more calls, in the order they happen", at: at)
      }
      var calls: [String] = []
      for (index, item) in list.enumerated() { calls.append(try knownCall(item, at: at.appending(index))) }
      found.append(Expectation(check: .order(calls), location: location(at)))
    }
    if let findings = object["findings"] {
      let at = pointer.appending("findings")
      let entry = try self.object(findings, at: at, keys: ["present", "absent"], what: "findings")
      for key in ["present", "absent"] {
        guard let list = entry[key] else { continue }
        guard let ids = list.arrayValue else { throw error("findings.\(key) is an array of rule ids", at: at.appending(key)) }
        for (index, id) in ids.enumerated() {
          let here = at.appending(key).appending(index)
          let text = try string(id, at: here, what: "a finding id")
          guard SystemRules.rule(id: text) != nil else {
            throw error("unknown finding '\(text)'\(Suggest.aside(text, among: SystemRules.everyRule.map(\.id))); see pushsim explain", at: here)
          }
          try requirePossible(finding: text, at: here)
          found.append(Expectation(check: key == "present" ? .findingPresent(text) : .findingAbsent(text), location: location(here)))
        }
      }
    }
    if let ui = object["ui"] {
      let at = pointer.appending("ui")
      let entry = try self.object(ui, at: at, keys: ["opened", "banner", "list", "badge", "sound", "options"], what: "ui")
      found += try presentation(entry, at: at)
      if let opened = entry["opened"] {
        guard opened == .null || opened.stringValue != nil else { throw error("ui.opened is a string or null", at: at.appending("opened")) }
        found.append(Expectation(check: .opened(opened.stringValue), location: location(at.appending("opened"))))
      }
      for key in ["banner", "list"] {
        guard let flag = entry[key] else { continue }
        guard let shown = flag.boolValue else { throw error("ui.\(key) is true or false", at: at.appending(key)) }
        found.append(Expectation(check: key == "banner" ? .banner(shown) : .list(shown), location: location(at.appending(key))))
      }
      if let badge = entry["badge"] {
        guard badge == .null || badge.integerValue != nil else { throw error("ui.badge is an integer or null", at: at.appending("badge")) }
        found.append(Expectation(check: .badge(badge.integerValue), location: location(at.appending("badge"))))
      }
    }
    if let state = object["state"] {
      let at = pointer.appending("state")
      let text = try string(state, at: at, what: "state")
      let names = ProcessState.allCases.map(\.rawValue)
      guard names.contains(text) else {
        throw error("unknown app state '\(text)'\(Suggest.aside(text, among: names)); use \(names.joined(separator: ", "))", at: at)
      }
      found.append(Expectation(check: .process(text), location: location(at)))
    }
    if let handlers = object["completionHandlers"] {
      found += try completionHandlers(handlers, at: pointer.appending("completionHandlers"))
    }
    if let calls = object["calls"] {
      let at = pointer.appending("calls")
      guard let count = try count(calls, at: at) else { throw error("calls is a whole number of incoming calls", at: at) }
      found.append(Expectation(check: .calls(count), location: location(at)))
    }
    if let activity = object["liveActivity"] {
      found += try liveActivity(activity, at: pointer.appending("liveActivity"))
    }
    if let entries = object["completions"] { found += try completions(entries, at: pointer.appending("completions")) }
    if let entries = object["opened"] { found += try opens(entries, at: pointer.appending("opened")) }
    if let delegate = object["delegate"] { found += try self.delegate(delegate, at: pointer.appending("delegate")) }
    found += try sdkFacts(object, at: pointer)
    guard !found.isEmpty else { throw error("expect lists nothing to check", at: pointer) }
    return found
  }

  private func completionHandlers(_ handlers: JSONValue, at pointer: JSONPointer) throws(InputError) -> [Expectation] {
    if handlers.stringValue != nil {
      return [Expectation(check: .completionHandlers(callback: nil, times: try times(handlers, at: pointer)), location: location(pointer))]
    }
    let entry = try object(handlers, at: pointer, keys: ["willPresent", "didReceive", "fetch"], what: "completionHandlers")
    guard !entry.isEmpty else { throw error("completionHandlers names willPresent, didReceive or fetch", at: pointer) }
    var found: [Expectation] = []
    for member in entry {
      let here = pointer.appending(member.key)
      let callback = Self.handlerCallbacks[member.key]
      let count = try times(member.value, at: here)
      found.append(Expectation(check: .completionHandlers(callback: callback, times: count), location: location(here)))
    }
    return found
  }

  /// `{"attributesType", "state", "content", "relevanceScore"}`: the newest Live Activity (of that type), one expectation
  /// per field given.
  private func liveActivity(_ value: JSONValue, at pointer: JSONPointer) throws(InputError) -> [Expectation] {
    let entry = try object(
      value, at: pointer, keys: ["attributesType", "state", "content", "relevanceScore"], what: "liveActivity")
    let type = try entry["attributesType"].map { value throws(InputError) in
      try string(value, at: pointer.appending("attributesType"), what: "liveActivity.attributesType")
    }
    var found: [Expectation] = []
    func add(_ check: Expectation.LiveActivityCheck, _ key: String) {
      found.append(Expectation(check: .liveActivity(attributesType: type, check: check), location: location(pointer.appending(key))))
    }
    if let state = entry["state"] {
      let here = pointer.appending("state")
      let names = LiveActivity.State.allCases.map(\.rawValue) + ["none"]
      let text = try string(state, at: here, what: "liveActivity.state")
      guard names.contains(text) else {
        throw error("unknown Live Activity state '\(text)'\(Suggest.aside(text, among: names)); use \(names.joined(separator: ", "))", at: here)
      }
      add(.state(text), "state")
    }
    if let content = entry["content"] {
      guard let object = content.objectValue, !object.isEmpty else {
        throw error("liveActivity.content is an object of content-state keys and their values", at: pointer.appending("content"))
      }
      add(.content(object), "content")
    }
    if let score = entry["relevanceScore"] {
      guard let number = score.numberValue else { throw error("liveActivity.relevanceScore is a number", at: pointer.appending("relevanceScore")) }
      add(.relevanceScore(number), "relevanceScore")
    }
    guard !found.isEmpty else { throw error("liveActivity names state, content or relevanceScore to check", at: pointer) }
    return found
  }

  /// The payload a deliver step names: resolved inside the repository, read and classified the first time the path is
  /// written, then shared by every step that names it.
  private func delivery(_ path: String, at pointer: JSONPointer) throws(InputError) -> (payload: Payload, classification: Classification) {
    if let known = deliveries.known[path] { return known }
    let resolved = try resolve(path, at: pointer)
    switch loadPayload(resolved) {
    case .failure(let problem):
      throw error("payload \(resolved): \(problem.location.map { "\($0): " } ?? "")\(problem.message)", at: pointer)
    case .success(let loaded):
      let classification = Classifier.standard.classify(loaded.payload)
      deliveries.known[path] = (loaded.payload, classification)
      return (loaded.payload, classification)
    }
  }

  /// A call some model writes (docs/vocabulary.md): a misspelled one would never match and `"count": 0` would pass.
  private func knownCall(_ value: JSONValue?, at pointer: JSONPointer) throws(InputError) -> String {
    let call = try string(value, at: pointer, what: "call (as the trace writes it)")
    guard Vocabulary.knows(pattern: call) else {
      let wildcard = call.contains(Vocabulary.hole) ? " (`…` stands for any text, and the rest must meet a call)" : ""
      throw error(
        "no model writes the call '\(call)'\(wildcard)\(Vocabulary.suggestion(forCall: call)); docs/vocabulary.md lists them", at: pointer)
    }
    try requirePossible(call: call, at: pointer)
    return call
  }

  /// A callback's arguments by name: text, or null for a nil argument (the trace writes `nil`).
  private func arguments(_ value: JSONValue?, at pointer: JSONPointer) throws(InputError) -> [String: String] {
    guard let value else { return [:] }
    guard let object = value.objectValue, !object.isEmpty else {
      throw error("args is an object of argument names and their values: {\"actionIdentifier\": \"open\"}", at: pointer)
    }
    var found: [String: String] = [:]
    for member in object {
      if member.value == .null {
        found[member.key] = "nil"
      } else {
        found[member.key] = try string(member.value, at: pointer.appending(member.key), what: "an argument's value (text or null)")
      }
    }
    return found
  }

  /// The completion-handler callbacks an expectation can name.
  static let handlerCallbacks = [
    "willPresent": Callback.willPresent, "didReceive": Callback.didReceive, "fetch": Callback.didReceiveRemoteNotification,
  ]

  /// "never", "once" or "twice" as a count of calls.
  private func times(_ value: JSONValue, at pointer: JSONPointer) throws(InputError) -> Int {
    let words = Expectation.timesWords
    guard let word = value.stringValue, let times = words.firstIndex(of: word) else {
      let shown = value.stringValue ?? JSONWriter(pretty: false).string(value)
      throw error(
        "completionHandlers takes \"never\", \"once\" or \"twice\", not \(shown)\(value.stringValue.map { Suggest.aside($0, among: words) } ?? "")",
        at: pointer)
    }
    return times
  }

  func count(_ value: JSONValue?, at pointer: JSONPointer) throws(InputError) -> Int? {
    guard let value else { return nil }
    guard let number = value.integerValue, number >= 0, number <= 1_000_000 else {
      throw error("a count is a whole number from 0 to 1000000", at: pointer)
    }
    return Int(number)
  }
}
