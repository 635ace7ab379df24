/// Typed settings of one part of a profile (the app's keys, or one SDK pack's `sdks.<id>.*` keys), decoded once from
/// the profile's values whenever they change (`AppProfile.settings(_:)`): the models read fields and enum cases, never
/// a dotted key. Each settings type declares its keys once (path, kind, default, help); the schema lists them, and
/// the decoding reads them.
protocol ProfileSettings: Sendable {
  /// The keys, in the order docs/profiles.md lists them.
  static var keys: [ProfileKey] { get }
  init(_ values: ProfileValues)
}

/// A choice key's values as a Swift enum: the schema's choices are the enum's raw values, in declaration order.
protocol ProfileChoice: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension ProfileKey {
  /// A key whose value is one of `Choice`'s cases.
  init<Choice: ProfileChoice>(path: String, choice: Choice.Type, defaultValue: Choice, help: String) {
    self.init(path: path, kind: .choice(Choice.allCases.map(\.rawValue)), defaultValue: .string(defaultValue.rawValue), help: help)
  }
}

/// A profile's values, read by key. Every key has a value: the profile's, else the schema's default, which always fits
/// (a profile is validated as it is set).
struct ProfileValues {
  let values: [String: JSONValue]

  func value(_ key: ProfileKey) -> JSONValue { values[key.path] ?? key.defaultValue }
  func bool(_ key: ProfileKey) -> Bool { value(key).boolValue ?? key.defaultValue.boolValue ?? false }
  func string(_ key: ProfileKey) -> String { value(key).stringValue ?? key.defaultValue.stringValue ?? "" }
  func strings(_ key: ProfileKey) -> [String] { (value(key).arrayValue ?? key.defaultValue.arrayValue ?? []).compactMap(\.stringValue) }
  func object(_ key: ProfileKey) -> JSONObject { value(key).objectValue ?? key.defaultValue.objectValue ?? JSONObject() }
  /// A choice key's case: the profile's, else the default's, else `fallback` (only if a key's default were not one of
  /// its own choices, which the schema tests rule out).
  func choice<Choice: ProfileChoice>(_ key: ProfileKey, or fallback: Choice) -> Choice {
    Choice(rawValue: string(key)) ?? key.defaultValue.stringValue.flatMap(Choice.init(rawValue:)) ?? fallback
  }
}
