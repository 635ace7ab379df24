extension MappModel {
  /// engage and its SERVER value.
  static func wiringSetup(_ facts: WiringFacts) -> [String] {
    facts.calls(id, "engage").map { call in
      "\(call.member)" + (call.arguments["with"].map { " with \($0)" } ?? "") + WiringReport.at(call.place)
    }
  }
}
