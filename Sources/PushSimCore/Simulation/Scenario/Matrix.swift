/// A payload's whole lifecycle at a glance (`pushsim simulate`): every state × every event the
/// user can cause, for one or more app profiles, each cell a one-shot trace on a fresh world.
public struct PayloadMatrix: Sendable {
  public struct Cell: Sendable {
    public let state: AppState
    public let event: SimEvent
    public let trace: Trace
  }

  public struct Profile: Sendable {
    public let profile: AppProfile
    public let appChoice: String
    public let events: [SimEvent]
    public let cells: [Cell]

    public func cell(_ state: AppState, _ event: SimEvent) -> Cell? { cells.first { $0.state == state && $0.event == event } }
  }

  public let file: String
  public let payload: Payload
  public let classification: Classification
  public let profiles: [Profile]

  /// The events a user can cause on this payload in this app: deliver, a tap on the body, the
  /// actions of the category the notification is shown with (the app's or an SDK's), each
  /// carousel item, dismiss.
  public static func events(_ payload: Payload, _ classification: Classification, _ profile: AppProfile) -> [SimEvent] {
    let device = Device(world: World.starting(in: .background, profile: profile))
    device.apply(.deliver(PushMessage(file: "", payload: payload, classification: classification)))
    let category = device.world.center.delivered.first.flatMap { device.category($0.categoryID) }
    let actions = category?.category.actions.map(\.id) ?? []
    let items = SDKs.carouselItems(payload)
    return [.deliver, .tap(action: nil)] + actions.map { .tap(action: $0) } + items.map { .tap(action: "carousel:" + $0) } + [.dismiss]
  }

  public static func build(file: String, payload: Payload, classification: Classification, profiles: [(AppProfile, String)]) -> PayloadMatrix {
    let model = IOSModel()
    let matrices = profiles.map { profile, choice in
      let events = Self.events(payload, classification, profile)
      var cells: [Cell] = []
      for state in AppState.allCases {
        for event in events {
          let input = IOSModel.Input(
            file: file, payload: payload, classification: classification, profile: profile, appChoice: choice, state: state, event: event)
          cells.append(Cell(state: state, event: event, trace: model.simulate(input)))
        }
      }
      return Profile(profile: profile, appChoice: choice, events: events, cells: cells)
    }
    return PayloadMatrix(file: file, payload: payload, classification: classification, profiles: matrices)
  }
}

/// Short names for the callbacks a cell shows, as ios-delivery.md abbreviates them.
public enum CallbackAbbreviation {
  public static func callbacks(_ steps: [TraceStep]) -> [String] {
    steps.compactMap { step in
      if step.actor == "APNs" { return "APNs✗" }
      switch step.call {
      case Callback.serviceExtension where step.actor == "NSE": return "NSE"
      case Callback.didFinishLaunching: return "DFL"
      case Callback.willPresent: return "WP"
      case Callback.willEnterForeground: return "WEF"
      case Callback.didBecomeActive: return "DBA"
      case Callback.didReceiveRemoteNotification:
        return "DRN(" + (step.note.split(separator: " ").dropFirst().first.map { String($0.filter { $0 != ";" }) } ?? "") + ")"
      case Callback.didReceive:
        let id = String(step.note.dropFirst("actionIdentifier ".count))
        return "DR(" + (id == ActionIdentifier.defaultAction ? "DEF" : id == ActionIdentifier.dismissAction ? "DISM" : id) + ")"
      default: return nil
      }
    }
  }
}
