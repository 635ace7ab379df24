/// The `pushsim.app/1` profile an app's code implies (issue 12, "From code to simulation"): each
/// key the code decides is set with the place that shows it; each key it does not decide keeps the
/// profile default, and the provenance says so.
public struct ProfileSource: Sendable, Equatable {
  public let key: String
  public let value: String
  /// The code that decided the value, when one line shows it.
  public let place: CodePlace?
  public let why: String
  /// The code does not say: the profile default.
  public let isDefault: Bool
  /// What the code said, when the profile schema refused it (the default applies, and the provenance says why).
  public var refused: String? = nil

  public var fromCode: Bool { !isDefault }
}

public enum ProfileFromCode {
  static let simulatedSDKs = SDKs.ids
  /// The app delegate's URL entry points, Swift and Objective-C, read like the packs' callbacks (what each returns):
  /// `app.continueUserActivity`, `app.openURL`.
  static let appURLEntrySelectors = [
    ["application(_:continue:restorationHandler:)", "application:continueUserActivity:restorationHandler:"],
    ["application(_:open:options:)", "application:openURL:options:"],
  ]

  public static func profile(_ facts: WiringFacts) -> (profile: AppProfile, sources: [ProfileSource]) {
    var builder = Builder(facts: facts)
    builder.derive()
    let fromCode = builder.sources.filter(\.fromCode).count
    var profile = AppProfile(
      name: "app-source",
      description:
        "Derived by pushsim wiring from \(facts.files.count) file\(facts.files.count == 1 ? "" : "s"): \(fromCode) keys from code, \(builder.sources.count - fromCode) defaults where the code does not say."
    )
    let sources = apply(builder.values, to: &profile, sources: builder.sources)
    return (profile, sources)
  }

  /// Sets each derived value; a value the schema refuses keeps the default, and its provenance says so.
  static func apply(_ values: [(String, JSONValue)], to profile: inout AppProfile, sources: [ProfileSource]) -> [ProfileSource] {
    var sources = sources
    for (key, value) in values {
      // Every value is built from the schema's own choices; should the schema still refuse one, the key keeps its
      // default and its provenance says what was refused and why (never dropped without a word).
      do throws(UsageError) {
        try profile.set(key, value)
      } catch {
        for index in sources.indices where sources[index].key == key && !sources[index].isDefault {
          sources[index] = ProfileSource(
            key: key, value: Builder.show(ProfileSchema.key(key)?.defaultValue ?? .null), place: sources[index].place,
            why:
              "the code says \(Builder.show(value)) (\(sources[index].why)), which the profile schema refuses: \(error.message); the default applies",
            isDefault: true, refused: error.message)
        }
      }
    }
    return sources
  }

  struct Builder {
    let facts: WiringFacts
    var values: [(String, JSONValue)] = []
    var sources: [ProfileSource] = []

    init(facts: WiringFacts) { self.facts = facts }

    mutating func set(_ key: ProfileKey, _ value: JSONValue, _ place: CodePlace?, _ why: String) { set(key.path, value, place, why) }

    mutating func set(_ key: String, _ value: JSONValue, _ place: CodePlace?, _ why: String) {
      values.append((key, value))
      sources.append(ProfileSource(key: key, value: Self.show(value), place: place, why: why, isDefault: false))
    }

    mutating func keepDefault(_ key: ProfileKey, _ why: String) { keepDefault(key.path, why) }

    mutating func keepDefault(_ key: String, _ why: String) {
      let value = ProfileSchema.key(key)?.defaultValue ?? .null
      sources.append(ProfileSource(key: key, value: Self.show(value), place: nil, why: why, isDefault: true))
    }

    static func show(_ value: JSONValue) -> String { JSONWriter(pretty: false).string(value) }

    static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }

    static func completion(_ word: String) -> (String, String)? {
      switch word {
      case "once", "passed-to-sdk", "passed-to-super", "async-no-handler": ("once", word)
      case "never", "some-paths": ("never", word == "never" ? "never called" : "not called on some paths")
      case "twice": ("twice", "can be called twice")
      default: word.hasPrefix("async-return") ? ("once", "the async variant returns its result") : nil
      }
    }

    mutating func derive() {
      // An SDK is in the app when its push API is used (issue 32): Firebase Analytics alone is not Firebase Messaging.
      let sdks = facts.pushSDKs.filter { simulatedSDKs.contains($0.id) }
      let withoutPush = facts.sdks.filter { simulatedSDKs.contains($0.id) && $0.pushAPI == nil }.map(\.id)
      let note =
        withoutPush.isEmpty ? "" : "; it calls " + withoutPush.joined(separator: ", ") + " without its push API, so the app carries no such push SDK"
      if sdks.isEmpty {
        keepDefault(
          AppSettings.sdksKey,
          (withoutPush.isEmpty ? "the code calls none" : "the code uses the push API of none") + " of the SDKs pushsim simulates ("
            + simulatedSDKs.joined(separator: ", ") + ")" + note)
      } else {
        set(
          AppSettings.sdksKey, Self.strings(sdks.map(\.id)), sdks.first?.pushAPI,
          "the code calls " + sdks.map(\.id).joined(separator: ", ") + note)
      }
      deriveDelegate()
      deriveHandlers()
      deriveURLEntries()
      deriveProject()
      derivePushKit()
      let ids = Set(sdks.map(\.id))
      for pack in SDKs.all where ids.contains(pack.id) { pack.deriveProfile(&self) }
    }

    mutating func deriveDelegate() {
      let delegate = facts.delegate
      switch delegate.assigned {
      case "didFinishLaunching-before-return":
        set(AppSettings.delegateOwnerKey, .string("app"), delegate.place, "the app assigns UNUserNotificationCenter.current().delegate")
        set(AppSettings.delegateAssignedKey, .string("before-launch-returns"), delegate.place, "assigned in didFinishLaunching before it returns")
      case "didFinishLaunching-async":
        set(AppSettings.delegateOwnerKey, .string("app"), delegate.place, "the app assigns UNUserNotificationCenter.current().delegate")
        set(
          AppSettings.delegateAssignedKey, .string("after-launch-returns"), delegate.place,
          "assigned inside a callback, after didFinishLaunching returns")
      case "elsewhere":
        set(AppSettings.delegateOwnerKey, .string("app"), delegate.place, "the app assigns UNUserNotificationCenter.current().delegate")
        set(
          AppSettings.delegateAssignedKey, .string("after-launch-returns"), delegate.place,
          "assigned in \(delegate.detail ?? "another method"), not before launch returns")
      case "sdk":
        set(AppSettings.delegateOwnerKey, .string("sdk"), delegate.place, "\(delegate.detail ?? "an SDK") takes the delegate")
      case "never":
        set(AppSettings.delegateOwnerKey, .string("none"), delegate.place, "no code in these files assigns the delegate")
      default:
        keepDefault(AppSettings.delegateOwnerKey, "the delegate is not assigned in these files: \(delegate.detail ?? "unknown")")
        keepDefault(AppSettings.delegateAssignedKey, "the delegate is not assigned in these files")
      }
    }

    mutating func deriveHandlers() {
      let present = facts.willPresent
      if present.kind == "absent" {
        set(AppSettings.implementsWillPresentKey, .bool(false), nil, "no userNotificationCenter(_:willPresent:…) in these files")
      } else {
        set(AppSettings.implementsWillPresentKey, .bool(true), present.place, "\(present.selector ?? "willPresent") is implemented")
        switch present.kind {
        case "options":
          let options = present.options.map { String($0.drop { $0 == "." }) }.filter { ProfileSchema.presentationOptions.contains($0) }
          set(AppSettings.presentationOptionsKey, Self.strings(options), present.place, "willPresent passes \(present.label)")
        case "never-calls-handler":
          set(AppSettings.presentationOptionsKey, .array([]), present.place, "willPresent does not call its handler, so nothing is shown")
        default:
          derivePresentationPaths(present)
        }
      }
      let didReceive = facts.didReceive
      set(
        AppSettings.implementsDidReceiveKey, .bool(didReceive.kind != "absent"), didReceive.place,
        didReceive.kind == "absent"
          ? "no userNotificationCenter(_:didReceive:…) in these files" : "\(didReceive.selector ?? "didReceive") is implemented")
      if let (value, why) = Self.completion(didReceive.completion), didReceive.kind != "absent" {
        set(AppSettings.didReceiveCompletionKey, .string(value), didReceive.place, "didReceive's completion handler: \(why)")
        deriveCompletionPaths(didReceive, key: AppSettings.didReceivePathsKey, name: "didReceive's")
      }
      let remote = facts.didReceiveRemoteNotification
      set(
        AppSettings.implementsDidReceiveRemoteNotificationKey, .bool(remote.kind != "absent"), remote.place,
        remote.kind == "absent" ? "no application(_:didReceiveRemoteNotification:fetchCompletionHandler:) in these files" : "implemented")
      if let (value, why) = Self.completion(remote.completion), remote.kind != "absent" {
        set(AppSettings.fetchCompletionKey, .string(value), remote.place, "the fetch completion handler: \(why)")
        deriveCompletionPaths(remote, key: AppSettings.fetchPathsKey, name: "the fetch")
        deriveFetchResult(remote)
      }
      // The fallback (a guard's else: "not a Mapp push, hand it to Firebase") comes after the routes it falls back from.
      let ordered = didReceive.forwardsTo.filter { !$0.isFallback } + didReceive.forwardsTo.filter(\.isFallback)
      let routing = ordered.map(\.sdk).reduce(into: [String]()) { list, sdk in
        if simulatedSDKs.contains(sdk) && !list.contains(sdk) { list.append(sdk) }
      }
      // Two SDKs or more handed the tap one after the other, none under a condition (not even the answer of the one
      // before, `if braze.…handleUserNotification(…) { return }`): the app forwards to each (app.routingStops never).
      let unconditional = didReceive.forwardsTo.filter { simulatedSDKs.contains($0.sdk) }
      if Set(unconditional.map(\.sdk)).count > 1, unconditional.allSatisfy({ $0.when == .always && $0.condition == nil && !$0.isFallback }) {
        set(
          AppSettings.routingStopsKey, .string("never"), unconditional.dropFirst().first?.place,
          "didReceive hands the tap to " + routing.joined(separator: ", ") + " one after the other, whatever each answers")
      } else {
        keepDefault(AppSettings.routingStopsKey, "didReceive does not hand a tap to two SDKs unconditionally: it stops at the first that takes it")
      }
      if !routing.isEmpty {
        // Each SDK with the condition its forward runs under (any of them, when the code forwards on several paths).
        let rules = routing.map { sdk -> RoutingRule in
          let forwards = ordered.filter { $0.sdk == sdk }
          let when = ConditionPredicate.simplify(.any(forwards.map(\.when)))
          guard when != .always, let first = forwards.first else { return RoutingRule(sdk: sdk) }
          let code = forwards.compactMap(\.condition).joined(separator: " || ")
          return RoutingRule(sdk: sdk, when: when, at: first.place.text, code: code.isEmpty ? nil : code)
        }
        let conditions = rules.filter { $0.when != .always }.map { "\($0.sdk) when \($0.when.text)" }
        set(
          AppSettings.routingKey, .array(rules.map(\.json)), didReceive.forwardsTo.first?.place,
          "didReceive forwards to " + routing.joined(separator: ", ") + " in this order"
            + (conditions.isEmpty ? "" : "; " + conditions.joined(separator: "; ")))
      }
    }

    /// Whether the app delegate implements application(_:continue:restorationHandler:) and application(_:open:options:),
    /// and what each returns over its paths (true: handles; false: declines; both or unread: the default stays).
    mutating func deriveURLEntries() {
      for (selectors, key) in zip(ProfileFromCode.appURLEntrySelectors, [AppSettings.continueUserActivityKey, AppSettings.openURLKey]) {
        let name = selectors[0]
        let found = selectors.filter { facts.callbackReturns[$0] != nil || facts.callbackMentions[$0] != nil }
        guard !found.isEmpty else {
          set(key, .string("absent"), nil, "no \(name) in these files")
          continue
        }
        let answers = found.compactMap { facts.callbackReturns[$0] }.reduce(into: Set<String>()) { $0.formUnion($1) }
        if !answers.isEmpty, answers.isSubset(of: ["true", "YES"]) {
          set(key, .string("handles"), nil, "\(name) returns true")
        } else if !answers.isEmpty, answers.isSubset(of: ["false", "NO"]) {
          set(key, .string("declines"), nil, "\(name) returns false")
        } else {
          keepDefault(key, "\(name) is implemented; what it returns depends on the URL or is not read here: say handles or declines")
        }
      }
    }

    /// The UIBackgroundFetchResult the app's own calls pass (`completionHandler(.noData)`), where its paths agree.
    mutating func deriveFetchResult(_ remote: WiringFacts.Handler) {
      let own = (remote.paths ?? []).filter { ($0.completion == "once" || $0.completion == "twice") && $0.sdk == nil }
      let values = Set(own.compactMap(\.value))
      guard values.count == 1, let value = values.first, let result = AppSettings.FetchResult(rawValue: String(value.drop { $0 == "." })) else {
        keepDefault(
          AppSettings.fetchResultKey,
          values.count > 1
            ? "the app's fetch completion calls pass " + values.sorted().joined(separator: ", ") + " on different paths: say which"
            : "no fetch completion call of the app's with a UIBackgroundFetchResult in these files")
        return
      }
      set(
        AppSettings.fetchResultKey, .string(result.rawValue), own.first { $0.value == value }?.place ?? remote.place,
        "the app calls completionHandler(\(value))")
    }

    mutating func deriveProject() {
      if let modes = facts.project.backgroundModes {
        let known = modes.value.filter { ProfileSchema.backgroundModes.contains($0) }
        set(
          AppSettings.backgroundModesKey, Self.strings(known), CodePlace(file: modes.file, line: modes.line, column: 1),
          modes.value.isEmpty ? "\(modes.file) has no UIBackgroundModes" : "UIBackgroundModes in \(modes.file)")
      } else {
        keepDefault(AppSettings.backgroundModesKey, "no Info.plist with UIBackgroundModes in these files")
      }
    }

  }
}
