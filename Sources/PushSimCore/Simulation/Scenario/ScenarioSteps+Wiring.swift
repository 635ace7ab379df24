/// Scenario steps for wiring facts no profile key can state (issue 34 item 4): the same push sent again
/// (`redeliver`), and the app reassigning the notification-center delegate while it runs (`delegate`).
extension ScenarioParser {
  static let wiringSteps = ["redeliver", "delegate", "call"]

  /// The SDK APIs a `call` step can name (each pack's `appAPIs`).
  static var appAPIs: [String] { SDKs.all.flatMap { $0.appAPIs } }

  /// What `{"delegate": …}` takes: nil, the app's own object, or an SDK's delegate object.
  static var delegateTargets: [String] { ["nil", "app"] + ProfileSchema.sdkIDs.map { "sdk:" + $0 } }

  func wiringStep(_ kind: String, _ body: JSONValue, at pointer: JSONPointer, on id: String? = nil, location here: SourceLocation?) throws(InputError)
    -> ScenarioStep
  {
    switch kind {
    case "redeliver":
      let id = try string(body, at: pointer, what: "redeliver (the id of an earlier deliver step)")
      guard let sent = deliveries.pushes[id], let delivered = deliveries.known[sent.path] else {
        let known = deliveries.pushes.keys.sorted()
        throw error(
          "redeliver names '\(id)', which no earlier deliver step gave as its id\(Suggest.aside(id, among: known))"
            + (known.isEmpty ? ": give the first deliver an \"id\"" : ""),
          at: pointer)
      }
      let push = PushMessage(
        file: sent.path, payload: delivered.payload, classification: delivered.classification, id: id, pushType: sent.pushType)
      return ScenarioStep(action: .event(.redeliver(push)), location: here, label: "redeliver \(id)")
    case "call":
      let api = try string(body, at: pointer, what: "call (an SDK API the app calls with a notification)")
      let known = Self.appAPIs
      guard known.contains(api) else {
        throw error("no SDK model has the API '\(api)'\(Suggest.aside(api, among: known)); use \(known.joined(separator: ", "))", at: pointer)
      }
      return ScenarioStep(action: .event(.appCall(api: api, id: id)), location: here, label: "call \(api)" + (id.map { " on \($0)" } ?? ""))
    default:
      let who = try string(body, at: pointer, what: "delegate (nil, app or sdk:<id>)")
      let targets = Self.delegateTargets
      guard targets.contains(who) else {
        throw error("unknown delegate '\(who)'\(Suggest.aside(who, among: targets)); use \(targets.joined(separator: ", "))", at: pointer)
      }
      return ScenarioStep(action: .event(.assignDelegate(who)), location: here, label: "delegate = \(who)")
    }
  }
}
