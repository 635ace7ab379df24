/// The per-path keys a profile derived from code carries (issue 32 item 4): `app.delegate.presentation` where
/// willPresent's paths differ, `app.completionHandlers.didReceivePaths` / `fetchPaths` where what the paths do with the
/// completion handler differs. Each entry is a path's condition as a predicate (the same `ConditionPredicate` reading
/// as `app.routing`'s `when`), what it does with the handler, its options, and the code's place and text.
extension ProfileFromCode.Builder {
  /// `[.banner,.list,.sound]` → `["banner", "list", "sound"]` (the schema's names only).
  static func optionNames(_ value: String) -> [String] {
    WiringText.options(value).dropFirst().dropLast().split(separator: ",").map { String($0.drop { $0 == "." }) }
      .filter { ProfileSchema.presentationOptions.contains($0) }
  }

  static func rule(_ path: WiringFacts.HandlerPath, options: Bool) -> HandlerPathRule {
    let calls: HandlerPathRule.Calls = path.completion == "never" ? .never : path.completion == "twice" ? .twice : .once
    let by: HandlerPathRule.By = path.completion == "passed-to-sdk" ? .sdk : path.completion == "passed-to-super" ? .super : .app
    return HandlerPathRule(
      when: path.when, calls: calls, by: by, options: options && by == .app && calls != .never ? path.value.map(optionNames) : nil,
      at: path.place?.text, code: path.conditions.isEmpty ? nil : path.condition)
  }

  static func describe(_ paths: [WiringFacts.HandlerPath]) -> String {
    paths.map { path in
      path.completion + (path.value.map { " " + $0 } ?? "") + (path.sdk.map { " (\($0))" } ?? "") + " when " + path.condition
    }.joined(separator: "; ")
  }

  /// willPresent whose paths differ: each path with its options; `presentationOptions` the options of the paths that
  /// call the handler when they agree (what the simulation shows where no path applies).
  mutating func derivePresentationPaths(_ present: WiringFacts.Presentation) {
    guard let paths = present.paths, paths.count > 1 else {
      keepDefault(AppSettings.presentationOptionsKey, "willPresent's options depend on the payload")
      return
    }
    set(
      AppSettings.presentationKey, .array(paths.map { Self.rule($0, options: true).json }), present.place,
      "willPresent's paths differ: " + Self.describe(paths))
    let calling = paths.filter { $0.completion == "once" && $0.sdk == nil }
    let values = Set(calling.compactMap(\.value))
    if values.count == 1, let value = values.first {
      set(
        AppSettings.presentationOptionsKey, Self.strings(Self.optionNames(value)), calling.last?.place,
        "willPresent passes \(value) on the paths that call its handler")
    } else {
      keepDefault(AppSettings.presentationOptionsKey, "willPresent's options depend on the path (app.delegate.presentation)")
    }
  }

  /// A completion handler whose paths differ in what they do with it: each path, who completes and how often.
  mutating func deriveCompletionPaths(_ handler: WiringFacts.Handler, key: ProfileKey, name: String) {
    guard let paths = handler.paths, Set(paths.map(\.completion)).count > 1 else { return }
    set(key, .array(paths.map { Self.rule($0, options: false).json }), handler.place, "\(name) completion handler per path: " + Self.describe(paths))
  }
}
