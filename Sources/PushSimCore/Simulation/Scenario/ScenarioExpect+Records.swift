/// The expectations that read the world's records (issue 34): `completions`, `opened`, `delegate`, and `ui.sound` /
/// `ui.options`. Every name, caller, mechanism and value is checked at load: one no model can produce is refused with
/// the nearest match, so an expectation never passes because it could not match anything.

/// Which calls of completion handlers a `completions` entry counts (nil: any).
public struct CompletionFilter: Sendable, Equatable {
  /// `willPresent`, `didReceive` or `didReceiveRemoteNotification`.
  public var callback: String?
  public var notification: String?
  /// "app" or "sdk:<id>".
  public var caller: String?
  /// As Swift writes it: `[.banner, .list]` (compared as a set), `.newData`, "" (didReceive's handler).
  public var value: String?
  /// The call reached the system's handler (true) or a wrapper's (false).
  public var system: Bool?
  /// The call is the answer iOS used: the first that reached the system's handler of its callback.
  public var used: Bool?

  func matches(_ record: CompletionRecord, _ call: CompletionCall, first: Bool) -> Bool {
    (callback == nil || record.callback == callback) && (notification == nil || record.notification == notification)
      && (caller == nil || call.caller == caller) && (value.map { ScenarioRunner.sameValue($0, call.value) } ?? true)
      && (system == nil || call.system == system) && (used == nil || used == (first && call.system))
  }

  var text: String {
    let parts = [
      callback.map { "the \($0) handler" } ?? "completion handlers", notification.map { "of \($0)" }, caller.map { "called by \($0)" },
      value.map { "with (\($0))" }, system.map { $0 ? "reaching the system's handler" : "reaching a wrapper's handler" },
      used.map { $0 ? "the answer iOS used" : "not the answer iOS used" },
    ]
    return parts.compactMap { $0 }.joined(separator: " ")
  }
}

/// Which opens an `opened` entry counts (nil: any).
public struct OpenFilter: Sendable, Equatable {
  public var url: String?
  public var opener: String?
  public var mechanism: String?
  public var notification: String?
  /// When it opened, on the world's clock (milliseconds; written as a duration since the scenario began: `"0.75s"`).
  public var time: Int?

  func matches(_ open: OpenRecord) -> Bool {
    (url == nil || open.target == url) && (opener == nil || open.opener == opener) && (mechanism == nil || open.mechanism == mechanism)
      && (notification == nil || open.notification == notification) && (time == nil || open.time == time)
  }

  var text: String {
    let parts = [
      "opened " + (url ?? "anything"), opener.map { "by \($0)" }, mechanism.map { "through \($0)" }, notification.map { "for \($0)" },
      time.map { "at t=\(WorldTime.seconds($0))s" },
    ]
    return parts.compactMap { $0 }.joined(separator: " ")
  }
}

extension ScenarioParser {
  /// The values a completion handler is called with, besides option lists: didReceive's (nothing) and the fetch results
  /// the models pass (`.failed` is added when a model passes it).
  static let completionValues = ["", ".newData", ".noData"]
  /// Who calls a completion handler in some model (an SDK that never calls one is refused, so `"count": 0` cannot pass
  /// for a caller that cannot call): the app, and the SDKs whose models call one — Mapp, Netmera, OneSignal, Braze,
  /// Iterable, Customer.io, Airship. WorldRecordsTests checks the list against the callers the sample scenarios produce.
  static var completionCallers: [String] {
    let calling: Set<String> = ["mapp", "netmera", "onesignal", "braze", "iterable", "customerio", "airship"]
    return ["app"] + ProfileSchema.sdkIDs.filter(calling.contains).map { "sdk:" + $0 }
  }
  /// UNNotificationPresentationOptions as the models write them (`alert` is the deprecated one OneSignal passes).
  static var presentationOptionNames: [String] { ProfileSchema.presentationOptions }
  /// Who calls a handler or opens something: the app or an SDK (and iOS, for opens).
  static var codeActors: [String] { ["app"] + ProfileSchema.sdkIDs.map { "sdk:" + $0 } }

  /// `completions`: an array of `{callback, notification, caller, value, system, used, count}`.
  func completions(_ value: JSONValue, at pointer: JSONPointer) throws(InputError) -> [Expectation] {
    guard let list = value.arrayValue, !list.isEmpty else {
      throw error("completions is an array of {callback, notification, caller, value, system, used, count}", at: pointer)
    }
    var found: [Expectation] = []
    for (index, item) in list.enumerated() {
      let here = pointer.appending(index)
      let entry = try object(
        item, at: here, keys: ["callback", "notification", "caller", "value", "system", "used", "count"], what: "a completions entry")
      var filter = CompletionFilter()
      filter.callback = try choice(
        entry["callback"], at: here.appending("callback"), among: CompletionRecord.callbackNames.map(\.name), what: "callback")
      filter.notification = try entry["notification"].map { value throws(InputError) in
        try string(value, at: here.appending("notification"), what: "notification (an id)")
      }
      filter.caller = try choice(
        entry["caller"], at: here.appending("caller"), among: Self.completionCallers, what: "caller (of a completion handler)")
      if let written = entry["value"] {
        filter.value = try handlerValue(written, at: here.appending("value"))
      }
      filter.system = try flag(entry["system"], at: here.appending("system"), what: "system")
      filter.used = try flag(entry["used"], at: here.appending("used"), what: "used")
      let count = try recordCount(entry["count"], at: here.appending("count")) ?? 1
      found.append(Expectation(check: .completions(filter, count: count), location: location(here)))
    }
    return found
  }

  /// `opened`: an array of `{url, opener, mechanism, notification, count}`.
  func opens(_ value: JSONValue, at pointer: JSONPointer) throws(InputError) -> [Expectation] {
    guard let list = value.arrayValue, !list.isEmpty else {
      throw error("opened is an array of {url, opener, mechanism, notification, at, count}", at: pointer)
    }
    var found: [Expectation] = []
    for (index, item) in list.enumerated() {
      let here = pointer.appending(index)
      let entry = try object(item, at: here, keys: ["url", "opener", "mechanism", "notification", "at", "count"], what: "an opened entry")
      var filter = OpenFilter()
      filter.url = try entry["url"].map { value throws(InputError) in
        try string(value, at: here.appending("url"), what: "url (the URL as opened, or \"app\")")
      }
      if let url = filter.url, url.contains("…") {
        throw error("url is matched whole: write the URL the push carries, not '…'", at: here.appending("url"))
      }
      filter.opener = try choice(entry["opener"], at: here.appending("opener"), among: Self.codeActors + ["iOS"], what: "opener")
      filter.mechanism = try choice(
        entry["mechanism"], at: here.appending("mechanism"), among: OpenRecord.mechanisms.map(\.name), what: "mechanism")
      filter.notification = try entry["notification"].map { value throws(InputError) in
        try string(value, at: here.appending("notification"), what: "notification (an id)")
      }
      if let at = entry["at"] {
        switch WorldTime.milliseconds(from: at, what: "at (the time since the scenario began)") {
        case .success(let time): filter.time = time
        case .failure(let problem): throw error(problem.message, at: here.appending("at"))
        }
      }
      guard filter != OpenFilter() || entry["count"] != nil else {
        throw error("an opened entry names url, opener, mechanism, notification or at (or a count of every open)", at: here)
      }
      let count = try recordCount(entry["count"], at: here.appending("count")) ?? 1
      found.append(Expectation(check: .opens(filter, count: count), location: location(here)))
    }
    return found
  }

  /// `delegate`: `{owner, peers}`.
  func delegate(_ value: JSONValue, at pointer: JSONPointer) throws(InputError) -> [Expectation] {
    let entry = try object(value, at: pointer, keys: ["owner", "peers"], what: "delegate")
    let owner = try choice(entry["owner"], at: pointer.appending("owner"), among: Self.codeActors + ["none"], what: "owner")
    var peers: [String]?
    if let written = entry["peers"] {
      let at = pointer.appending("peers")
      guard let list = written.arrayValue else { throw error("delegate.peers is an array of \"app\" or \"sdk:<id>\"", at: at) }
      peers = []
      for (index, item) in list.enumerated() {
        if let peer = try choice(item, at: at.appending(index), among: Self.codeActors, what: "peer") { peers?.append(peer) }
      }
    }
    guard owner != nil || peers != nil else { throw error("delegate names owner or peers", at: pointer) }
    return [Expectation(check: .delegate(owner: owner, peers: peers), location: location(pointer))]
  }

  /// `ui.sound` and `ui.options`, from the `ui` object.
  func presentation(_ ui: JSONObject, at pointer: JSONPointer) throws(InputError) -> [Expectation] {
    var found: [Expectation] = []
    if let sound = ui["sound"] {
      let here = pointer.appending("sound")
      guard sound == .null || sound.stringValue != nil else { throw error("ui.sound is the sound's name or null", at: here) }
      found.append(Expectation(check: .sound(sound.stringValue), location: location(here)))
    }
    if let options = ui["options"] {
      let here = pointer.appending("options")
      if options == .null {
        found.append(Expectation(check: .options(nil), location: location(here)))
      } else {
        guard let list = options.arrayValue else {
          throw error("ui.options is an array of presentation options (\(Self.presentationOptionNames.joined(separator: ", "))) or null", at: here)
        }
        var names: Set<String> = []
        for (index, item) in list.enumerated() {
          if let name = try choice(item, at: here.appending(index), among: Self.presentationOptionNames, what: "presentation option") {
            names.insert(name)
          }
        }
        found.append(Expectation(check: .options(names), location: location(here)))
      }
    }
    return found
  }

  /// A value a completion handler is called with: `""`, `.newData`, `.noData`, `.failed`, or a list `[.banner, .list]`.
  private func handlerValue(_ value: JSONValue, at pointer: JSONPointer) throws(InputError) -> String {
    let text = try string(value, at: pointer, what: "value (as Swift writes it)")
    guard text.hasPrefix("[") else {
      guard Self.completionValues.contains(text) else {
        throw error(
          "no completion handler is called with '\(text)'\(Suggest.aside(text, among: Self.completionValues)); use \"\" (didReceive), .newData, .noData or a list like [.banner, .list]",
          at: pointer)
      }
      return text
    }
    guard let options = ScenarioRunner.optionSet(text) else {
      throw error("value '\(text)' is a list of presentation options written [.banner, .list]", at: pointer)
    }
    for option in options where !Self.presentationOptionNames.contains(option) {
      throw error(
        "unknown presentation option '.\(option)'\(Suggest.aside(option, among: Self.presentationOptionNames)); use \(Self.presentationOptionNames.joined(separator: ", "))",
        at: pointer)
    }
    return text
  }

  /// A string among `names`, or nil when absent; anything else is refused with the nearest name.
  private func choice(_ value: JSONValue?, at pointer: JSONPointer, among names: [String], what: String) throws(InputError) -> String? {
    guard let value else { return nil }
    let text = try string(value, at: pointer, what: what)
    guard names.contains(text) else {
      throw error("unknown \(what) '\(text)'\(Suggest.aside(text, among: names)); use \(names.joined(separator: ", "))", at: pointer)
    }
    return text
  }

  private func flag(_ value: JSONValue?, at pointer: JSONPointer, what: String) throws(InputError) -> Bool? {
    guard let value else { return nil }
    guard let flag = value.boolValue else { throw error("\(what) is true or false", at: pointer) }
    return flag
  }

  private func recordCount(_ value: JSONValue?, at pointer: JSONPointer) throws(InputError) -> Int? {
    guard let value else { return nil }
    guard let number = value.integerValue, number >= 0, number <= 1_000_000 else {
      throw error("a count is a whole number from 0 to 1000000", at: pointer)
    }
    return Int(number)
  }
}

extension ScenarioRunner {
  /// The options of a list as Swift writes it (`[.banner, .list]` → {banner, list}); nil when it is not a list.
  static func optionSet(_ text: String) -> Set<String>? {
    guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    let inner = text.dropFirst().dropLast()
    var names: Set<String> = []
    for part in inner.split(separator: ",") {
      let item = part.filter { $0 != " " }
      guard item.hasPrefix("."), item.count > 1 else { return nil }
      names.insert(String(item.dropFirst()))
    }
    return names
  }

  /// Two handler values are the same: option lists as sets, anything else as written.
  static func sameValue(_ expected: String, _ actual: String) -> Bool {
    if let wanted = optionSet(expected), let given = optionSet(actual) { return wanted == given }
    return expected == actual
  }

  /// A set of options as Swift writes a list, sorted: `[.banner, .list]`.
  static func optionText(_ options: Set<String>) -> String { "[" + options.sorted().map { "." + $0 }.joined(separator: ", ") + "]" }

  /// The rule behind a callback's completion handler.
  static func completionRule(_ callback: String) -> String {
    switch callback {
    case "willPresent": SimRule.iosWillPresent.id
    case "didReceiveRemoteNotification": SimRule.iosFetchCompletion.id
    default: SimRule.iosResponseCompletion.id
    }
  }

  /// `completionHandlers`: each callback (all, or the one named) had its system handler called `times` times; a call
  /// of a wrapper's handler (Customer.io's peers, Airship's ensureOnce) is not one.
  static func checkCompletionHandlers(_ expectation: Expectation, callback: String?, times: Int, world: World) -> ScenarioResult.Check {
    let name = callback.flatMap { selector in CompletionRecord.callbackNames.first { $0.selector == selector }?.name }
    let records = world.completions.filter { name == nil || $0.callback == name }
    let wrong = records.filter { $0.systemCalls != times }
    let actual =
      records.isEmpty
      ? "no \(name ?? "callback with a completion handler") happened"
      : records.map { record in
        let wrapped = record.calls.filter { !$0.system }.count
        return
          "\(record.callback)\(record.notification.isEmpty ? "" : " (\(record.notification))"): the system's handler called \(record.systemCalls)×"
          + (wrapped > 0 ? ", a wrapper's \(wrapped)×" : "")
      }.joined(separator: "; ")
    return ScenarioResult.Check(
      expectation: expectation, passed: !records.isEmpty && wrong.isEmpty, actual: actual,
      rule: wrong.first.map { completionRule($0.callback) } ?? "")
  }

  static func checkCompletions(_ expectation: Expectation, _ filter: CompletionFilter, count: Int, world: World) -> ScenarioResult.Check {
    var matching = 0
    var seen: [String] = []
    for record in world.completions where filter.callback == nil || record.callback == filter.callback {
      let firstSystem = record.calls.firstIndex(where: \.system)
      for (index, call) in record.calls.enumerated() {
        if filter.matches(record, call, first: index == firstSystem) { matching += 1 }
        if seen.count < 8 {
          seen.append(
            "\(record.callback) of \(record.notification.isEmpty ? "no notification" : record.notification) by \(call.caller) (\(call.value)) → \(call.system ? "system" : "wrapper")"
          )
        }
      }
    }
    let actual = "\(matching) matching; calls: " + (seen.isEmpty ? "none" : seen.joined(separator: ", "))
    return ScenarioResult.Check(
      expectation: expectation, passed: matching == count, actual: actual, rule: filter.callback.map(completionRule) ?? "")
  }

  static func checkOpens(_ expectation: Expectation, _ filter: OpenFilter, count: Int, world: World) -> ScenarioResult.Check {
    let matching = world.opens.filter(filter.matches).count
    let all = world.opens.prefix(8).map { "\($0.target) by \($0.opener) through \($0.mechanism) at t=\(WorldTime.seconds($0.time))s" }
    let actual = "\(matching) matching; opened: " + (all.isEmpty ? "nothing" : all.joined(separator: ", "))
    return ScenarioResult.Check(expectation: expectation, passed: matching == count, actual: actual, rule: "")
  }

  static func checkSound(_ expectation: Expectation, _ sound: String?, world: World) -> ScenarioResult.Check {
    let played = world.screen.sound
    return ScenarioResult.Check(
      expectation: expectation, passed: played == sound, actual: "sound \(played ?? "none")", rule: SimRule.iosWillPresent.id)
  }

  static func checkOptions(_ expectation: Expectation, _ options: Set<String>?, world: World) -> ScenarioResult.Check {
    let applied = world.screen.options.map(Set.init)
    return ScenarioResult.Check(
      expectation: expectation, passed: applied == options, actual: "presented with " + (applied.map(optionText) ?? "nothing"),
      rule: SimRule.iosWillPresent.id)
  }

  static func checkDelegate(_ expectation: Expectation, owner: String?, peers: [String]?, world: World) -> ScenarioResult.Check {
    let actualOwner = world.delegateOwnerName
    let passed = (owner == nil || owner == actualOwner) && (peers == nil || peers.map(Set.init) == Set(world.delegatePeers))
    let actual = "delegate owned by \(actualOwner), peers [\(world.delegatePeers.joined(separator: ", "))]"
    return ScenarioResult.Check(expectation: expectation, passed: passed, actual: actual, rule: SimRule.iosDelegateInLaunch.id)
  }
}

extension World {
  /// Who the notification-center delegate is: "sdk:<id>" when an SDK's object is, "app" when the app's is, "none".
  public var delegateOwnerName: String {
    if let sdk = sdkDelegate { return "sdk:" + sdk }
    return delegateAssigned ? "app" : "none"
  }
}
