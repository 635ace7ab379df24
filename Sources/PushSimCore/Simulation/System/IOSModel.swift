/// The one-shot simulator behind `deliver`, `tap` and `dismiss`: a fresh world in the requested
/// state, then a two- or three-event script on it (deliver, then tap, an action or dismiss). It
/// runs on the same `Device` code path as scenarios; the trace is read from the resulting world.
public struct IOSModel: Sendable {
  public let behaviour: any AppBehaviour

  public init(behaviour: any AppBehaviour = WiredApp()) {
    self.behaviour = behaviour
  }

  public struct Input: Sendable {
    public let file: String
    public let payload: Payload
    public let classification: Classification
    public let profile: AppProfile
    public let appChoice: String
    public let state: AppState
    public let event: SimEvent
    /// The answers of the first undecided conditions the run consults (`World.assumptions`; pushsim check tries each).
    public var assumptions: [Bool] = []

    public init(
      file: String, payload: Payload, classification: Classification, profile: AppProfile, appChoice: String, state: AppState, event: SimEvent
    ) {
      self.file = file
      self.payload = payload
      self.classification = classification
      self.profile = profile
      self.appChoice = appChoice
      self.state = state
      self.event = event
    }
  }

  /// The events a one-shot command runs after the push is delivered.
  public static func script(_ event: SimEvent) -> [WorldEvent] {
    switch event {
    case .deliver: []
    case .tap(let action): [.tap(id: nil, action: action)]
    case .dismiss: [.dismiss(id: nil)]
    }
  }

  public func simulate(_ input: Input) -> Trace {
    var world = World.starting(in: input.state, profile: input.profile)
    world.assumptions = input.assumptions
    let device = Device(world: world, behaviour: behaviour)
    let push = PushMessage(file: input.file, payload: input.payload, classification: input.classification)
    device.prepare(for: push)
    device.apply(.deliver(push))
    for event in Self.script(input.event) { device.apply(event) }
    // A whole outcome: the SDK timers due within the settle window run (OneSignal's launch URL, 0.75 s after the tap).
    device.settle()
    // The kind the device receives: the payload sent as the push type the header says (`apns.pushType`), not as read alone.
    var trace = Trace(
      file: input.file, provider: input.classification.provider, app: input.profile.name, appChoice: input.appChoice, state: input.state,
      event: input.event, kind: push.received(header: input.profile.app.pushType.declared).kind)
    trace.read(device)
    return trace
  }
}

extension Trace {
  /// Outcomes come from the world, never assembled on the side (DESIGN.md §5).
  mutating func read(_ device: Device) {
    steps = device.steps
    findings = device.findings
    ui = device.world.screen
    tracked = device.world.tracked
    world = device.world
  }
}
