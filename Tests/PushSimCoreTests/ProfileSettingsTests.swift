import Testing

@testable import PushSimCore

/// Profiles are decoded once into typed settings (docs/profiles.md lists the keys): each pack's `sdks.<id>.*` keys
/// are the fields of its settings, a choice is an enum case, and `--set` reaches the field the simulation reads.
@Suite struct ProfileSettingsTests {
  static let packSettings: [any ProfileSettings.Type] = SDKs.all.map { $0.settingsType }

  /// The field's value as the profile document writes it (a choice's raw value, a Bool, a String).
  static func written(_ value: Any) -> JSONValue? {
    if let choice = value as? any RawRepresentable, let raw = choice.rawValue as? String { return .string(raw) }
    if let flag = value as? Bool { return .bool(flag) }
    if let text = value as? String { return .string(text) }
    if let texts = value as? [String] { return .array(texts.map { .string($0) }) }
    return nil
  }

  static func field(_ settings: any ProfileSettings, for key: ProfileKey) -> Any? {
    let name = key.path.split(separator: ".").last.map(String.init)
    return Mirror(reflecting: settings).children.first { $0.label == name }?.value
  }

  /// Every default fits its own key, so decoding never needs a fallback (ProfileValues.choice's `or:`).
  @Test func everyDefaultIsValidForItsKey() {
    for key in ProfileSchema.allKeys { #expect(key.validate(key.defaultValue) == nil, "\(key.path): \(key.validate(key.defaultValue) ?? "")") }
  }

  /// For every pack key and every value it accepts (each choice, both Bool values), `--set path=value` on the plain
  /// profile gives the pack's settings that value in the field of the key's name.
  @Test func setReachesTheTypedFieldOfEveryPackKey() throws {
    var checked = 0
    for type in Self.packSettings {
      for key in type.keys {
        let candidates: [JSONValue]
        switch key.kind {
        case .bool: candidates = [.bool(true), .bool(false)]
        case .choice(let options): candidates = options.map { .string($0) }
        case .string: candidates = [.string("x-\(checked)")]
        default: continue
        }
        for candidate in candidates {
          var profile = BuiltinProfiles.plain
          try profile.set(key.path, candidate)
          let field = try #require(Self.field(profile.settings(type), for: key), "\(key.path) has no field named after it")
          #expect(Self.written(field) == candidate, "\(key.path) = \(Show.value(candidate)) decodes to \(field)")
          checked += 1
        }
      }
    }
    #expect(checked >= 80)
  }

  /// The app's keys decode into AppSettings: a choice into its enum, through `--set` as users write it.
  @Test func appKeysDecodeIntoEnums() throws {
    var profile = BuiltinProfiles.plain
    #expect(profile.app.delegateAssigned == .beforeLaunchReturns && profile.app.pushType == .auto)
    try profile.apply(assignment: "app.delegate.assigned=after-launch-returns")
    try profile.apply(assignment: "apns.priority=10")
    try profile.apply(assignment: "app.completionHandlers.fetch=twice")
    #expect(profile.app.delegateAssigned == .afterLaunchReturns)
    #expect(profile.app.priority == .ten)
    #expect(profile.app.fetchCompletion == .twice)
  }

  /// A value the schema refuses is an error naming the choices, and the settings keep what they had.
  @Test func aRefusedValueIsAnErrorAndChangesNothing() {
    var profile = BuiltinProfiles.named("onesignal") ?? BuiltinProfiles.plain
    #expect(throws: UsageError.self) { try profile.apply(assignment: "sdks.onesignal.clickListener=sometimes") }
    do {
      try profile.apply(assignment: "sdks.onesignal.clickListener=sometimes")
    } catch {
      #expect(error.message.contains("choose one of launch, later, none"))
    }
    #expect(profile.settings(OneSignalSettings.self).clickListener == .launch)
  }
}
