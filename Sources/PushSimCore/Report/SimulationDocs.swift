#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// docs/lifecycle.md and docs/profiles.md, generated from the model (tests fail when stale).
public enum SimulationDocs {
  /// The payload each state's diagram uses: an alert that also carries content-available, so one
  /// diagram shows both the background path and the tap.
  static let diagramPayload = #"{"aps": {"alert": {"title": "Order shipped", "body": "Track it"}, "content-available": 1, "sound": "default"}}"#

  public static func lifecycleMarkdown() -> String {
    var lines = [
      "# The iOS lifecycle model",
      "",
      "Generated from `Sources/PushSimCore/Simulation/` by the docs tests; do not edit by hand (`RECORD=1 make test`).",
      "The rows cite `../shared/reference/ios-delivery.md` (sections, G rows, and Apple sources A…, H…, R…).",
      "`pushsim explain RULE` prints any of them.",
      "",
      "## How a simulation runs",
      "",
      "Every simulator command runs events on one simulated device, the world (DESIGN.md §5). `deliver` is one event on a",
      "fresh world in the requested state, `tap` and `dismiss` two. Outcomes (`ui`, `tracked[]`, findings) are read from",
      "the world after the last event, so a trace cannot contradict itself. `--dump-world` prints it.",
      "",
      "0. **APNs** (§3): a payload over 4096 bytes (5120 for VoIP), a token from the other environment (seeds/004 §2) or a push",
      "   type that does not match the payload is refused: nothing reaches the device. `simctl push` has no APNs hop.",
      "1. **Arrival** (§1.2, decision procedure §1.8):",
      "   - The Notification Service Extension runs first when it can (G10), within its time limit or not (`ios-nse-time-limit`: serviceExtensionTimeWillExpire(), then the best attempt or the original content).",
      "   - A push of another `apns-push-type` goes to what receives it instead, never to the notification callbacks: ActivityKit starts, updates or ends a Live Activity (`ios-live-activity*`, its state in the world), the Location Push Service Extension, WidgetKit, the MDM client, the File Provider extension, PushKit.",
      "   - A `content-available` push then wakes, launches or misses the app, depending on the state, the background mode and force-quit (G2–G4, G12).",
      "   - The visible part is presented by iOS (app not in the foreground), or by `willPresent`'s options (foreground, §1.6), or not at all (no delegate, not authorized).",
      "   - A VoIP push goes to the app's PushKit callback instead, launching or waking the app: it must report a call to CallKit or iOS terminates it, and after repeated failures stops launching it for VoIP pushes (`ios-voip-*`, `app.pushKit.*`). A push-to-talk push goes to the channel manager of a joined channel (`ios-ptt-*`). Neither reaches UNUserNotificationCenter.",
      "2. **Interaction** (§1.3): a tap, an action or a dismiss reaches the app only if something was presented.",
      "   - An app that is not running is launched first.",
      "   - A response that launches the app is delivered only when the delegate was assigned before `application(_:didFinishLaunchingWithOptions:)` returned (G7, G8).",
      "3. **Completion handlers** (§2): the profile says how often the app calls each one; never calling or calling twice is a finding.",
      "",
      "Where the evidence is weak (§6), the model takes the documented default and exposes a profile switch. For example, `ios.foregroundWithoutDelegate` covers §6 Q1.",
      "",
      "## Push types",
      "",
      "Only `alert` and `background` pushes reach `UNUserNotificationCenter` and the app delegate; every other type goes to what",
      "receives it (`ios-push-type-receiver`).",
      "",
    ]
    lines += PushTypeDocs.decision + [""] + PushTypeDocs.table()
    lines += [
      "",
      "## The device world",
      "",
      "What persists between events, and for how long:",
      "",
      "| part | holds | lives for |",
      "|---|---|---|",
    ]
    lines += WorldDocs.state.map { "| \($0.name) | \($0.holds) | \($0.lifetime) |" }
    lines += ["", "What each event changes:", "", "| event | what happens | on the world |", "|---|---|---|"]
    lines += WorldDocs.events.map { "| \($0.name) | \($0.holds) | \($0.lifetime) |" }
    lines += [
      "",
      "## Rules",
      "",
      "| rule | what happens | confidence | source |",
      "|---|---|---|---|",
    ]
    for rule in SystemRules.all + PushKitRules.all + WorldRules.all + CheckRules.all {
      lines.append(
        "| `\(rule.id)` | **\(rule.title).** \(rule.detail.replacingEvery("|", with: "\\|")) | \(rule.confidence) | \(rule.source) |")
    }
    lines += [
      "",
      "## One diagram per state",
      "",
      "Each diagram is `pushsim tap --format mermaid` for the plain app. The payload is an alert with `content-available: 1`:",
      "",
      "```json",
      diagramPayload,
      "```",
    ]
    for state in AppState.allCases {
      guard let payload = try? Payload(document: JSONParser().parse(diagramPayload)) else { continue }
      let input = IOSModel.Input(
        file: "payload.json", payload: payload, classification: Classifier.standard.classify(payload), profile: BuiltinProfiles.plain,
        appChoice: "plain", state: state, event: .tap(action: nil))
      let trace = IOSModel().simulate(input)
      lines += ["", "### \(state.rawValue)", "", "```mermaid", TraceReport.mermaid(trace).trimmingTrailingNewline, "```"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  public static func profilesMarkdown() -> String {
    var lines = [
      "# App profiles (`\(ProfileSchema.schemaID)`)",
      "",
      "Generated from `ProfileSchema` by the docs tests; do not edit by hand (`RECORD=1 make test`).",
      "",
      "An app profile says how the host app is wired. Pick a built-in profile with `--app NAME`, or give a file with `--app FILE`.",
      "`pushsim profile NAME` prints one to start from, and `pushsim lint --app FILE` validates one. Change a single key with a",
      "repeatable `--set path=value`. The value is JSON when it parses as JSON (`true`, `[\"banner\"]`), and a bare string otherwise.",
      "An unknown key, or a value of the wrong type, is exit 2 with the valid keys or choices.",
      "",
      "Or derive the profile from the app's own code: `--app-source PATH` (on `deliver`, `tap`, `dismiss`, `simulate` and `run`)",
      "reads it as `pushsim wiring` does ([wiring.md](wiring.md)), and the trace lists each key it set with the line of code that",
      "decided it, or `default` and why the code does not say. `pushsim wiring PATH --emit-profile` prints that profile.",
      "",
      "## Keys",
      "",
      "| key | type | default (plain) | meaning |",
      "|---|---|---|---|",
    ]
    for key in ProfileSchema.allKeys {
      let type: String =
        switch key.kind {
        case .bool: "bool"
        case .string: "string"
        case .choice(let options): options.map { "`\($0)`" }.joined(separator: " \\| ")
        case .choices(let options): "array of " + options.map { "`\($0)`" }.joined(separator: ", ")
        case .categories: "array of categories"
        case .routing: "array of SDK ids or routing rules"
        case .paths: "array of paths"
        case .strings: "array of strings"
        case .object: "object"
        case .version: "version (string)"
        case .seconds(let max): "seconds (0–\(max))"
        case .fractionalSeconds(let max): "seconds (0–\(max), fractions allowed)"
        case .peers: "array of peer delegates"
        }
      lines.append("| `\(key.path)` | \(type) | `\(JSONWriter(pretty: false).string(key.defaultValue))` | \(key.help) |")
    }
    lines += [
      "",
      "## Routing conditions",
      "",
      "An `app.routing` entry can carry the condition the app's code tests before it forwards a push to that SDK:",
      "`{\"sdk\": \"mapp\", \"when\": {\"key\": \"provider\", \"equals\": \"mapp\"}, \"at\": \"AppDelegate.swift:28:7\", \"code\": \"isMappPush(userInfo)\"}`.",
      "`pushsim wiring --emit-profile` and `--app-source` write them from the code; the simulator evaluates `when` for",
      "each push before it offers it to the SDK (didReceive and didReceiveRemoteNotification in routing order; willPresent",
      "too, to pick whose presentation applies), and the trace step `app-routing-condition` shows the code, the result and `at`.",
      "",
      "| condition | holds when |",
      "|---|---|",
      "| `true` | always (no condition) |",
      "| `{\"has\": K}` | the payload holds key K (`userInfo[\"k\"] != nil`, `if let x = userInfo[\"k\"]`) |",
      "| `{\"key\": K, \"equals\": V}` | K's value equals the string, number or boolean V (`as? String == \"mapp\"`, `isEqualToString:`) |",
      "| `{\"key\": K, \"prefix\": S}` | K's value is a string starting with S (`hasPrefix`) |",
      "| `{\"present\": K}` | the payload holds key K whatever its value, null included (OneSignal's and Airship's own checks) |",
      "| `{\"keyPrefix\": [S…], \"in\": K}` | some key of the object at K (the payload itself without `in`) starts with one of S (CleverTap's `isCleverTapNotification`: `W$`, `wzrk_`) |",
      "| `{\"nonEmptyObject\": K}` | K's value is an object with at least one member (Braze's `isBrazeNotification`: `ab`) |",
      "| `{\"action\": ID}` | the response's action identifier is ID (`UNNotificationDefaultActionIdentifier`: `com.apple.UNNotificationDefaultActionIdentifier`) |",
      "| `{\"not\": P}`, `{\"all\": [P…]}`, `{\"any\": [P…]}` | `!`, `&&` (and a condition list, `guard a, b`), `\\|\\|` |",
      "| `{\"unknown\": CODE}` | pushsim cannot tell: the code's text is kept, never guessed; `app.unknownConditionsHold` says what the simulation assumes |",
      "",
      "K is a top-level key, or an array of keys for a nested one (`[\"_nm\", \"pt\"]`). Conditions combine three-valued:",
      "`false && unknown` is false, `true || unknown` is true, so a condition pushsim can decide is never assumed.",
      "",
      "What the code reader turns into these (issue 32): `if`, `if let`, `if case`, `guard` and `switch` (arms in order,",
      "`case let x where …`, `default`), an arm that ends the path (`return`, `throw`, `fatalError()`) before a forward (the",
      "forward runs where that arm did not), condition lists that mix bindings, casts and calls, ternaries, `??` defaults,",
      "`is` tests, nested lookups; the app's own helpers in any file (functions, static methods, computed properties and",
      "methods of extensions, Objective-C categories) read per way they return; `objectForKey:`, `valueForKeyPath:`,",
      "`isEqualToString:` on either side; and the SDKs' own checks and handling calls whose answer says the push was theirs",
      "(`SDKPredicates`: Braze's `handleUserNotification`, CleverTap's `isCleverTapNotification`, Customer.io's, Grovs',",
      "OneSignal's, Airship's), each as the SDK's source tests the payload. A `return` inside a loop or `do` is undecided.",
      "",
      "`pushsim check` and `pushsim run` try every answer of the unknown conditions a simulation consults (each consultation",
      "on its own, at most 16 runs a state or a scenario): a lost tap or a failed expectation is an error only when every",
      "answer gives it. One that another answer turns is no error: check reports each such condition once (one helper that",
      "several forwards test is one condition), as `check-condition-undecided` at the first forward's `at`, with the",
      "templates and scenarios it decides. To have it decided, state the condition: give the entries a `when` in a profile",
      "the config's `app` names (`pushsim wiring --emit-profile` writes one to start from).",
      "",
      "## Paths",
      "",
      "Where an app's callback does different things on different paths, `app.delegate.presentation` (willPresent),",
      "`app.completionHandlers.didReceivePaths` and `app.completionHandlers.fetchPaths` list the paths, beside the single",
      "values (`presentationOptions`, `completionHandlers.didReceive`, `completionHandlers.fetch`) that apply when they are",
      "empty. A `willPresent` that returns early while a workout records and shows a banner otherwise:",
      "",
      "```json",
      "\"presentation\": [",
      "  {\"when\": {\"unknown\": \"workout.isRecording\"}, \"calls\": \"never\", \"at\": \"AppDelegate.swift:30:43\", \"code\": \"!(!workout.isRecording)\"},",
      "  {\"when\": {\"not\": {\"unknown\": \"workout.isRecording\"}}, \"options\": [\"banner\", \"list\", \"sound\"], \"at\": \"AppDelegate.swift:31:5\", \"code\": \"!workout.isRecording\"}",
      "]",
      "```",
      "",
      "| field | meaning |",
      "|---|---|",
      "| `when` | the condition the path runs under, a routing condition (above); left out: always |",
      "| `calls` | `once` (the default), `never` (the path returns without calling the handler), `twice` |",
      "| `by` | who completes on the path: `app` (the default; its own call), `sdk` (the handler is given to an SDK), `super` |",
      "| `options` | willPresent: the options the app passes on the path (`banner`, `list`, `sound`, `badge`, `alert`) |",
      "| `at`, `code` | the code's place (the call, or the `return` without one) and its conditions as written |",
      "",
      "`pushsim wiring --emit-profile` and `--app-source` write them from the code. The simulator takes the first path",
      "whose `when` holds for the push and shows its options and completion (trace step `app-callback-path`); where no",
      "path's condition is decided for the push (app state such as `isRecording`), it takes the main path, the latest that",
      "calls the handler (with options, for willPresent), and the trace says it assumed so. A path `by` an SDK or `super`",
      "leaves the presentation and completion to them, as without paths.",
    ]
    lines += ["", "## Built-in profiles", ""]
    for profile in BuiltinProfiles.all {
      lines += ["### \(profile.name)", "", profile.description, "", "```json", JSONWriter(sortedKeys: false).string(profile.document), "```", ""]
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
