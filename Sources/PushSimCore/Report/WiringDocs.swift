/// `pushsim explain wiring-…` and docs/wiring.md, generated from the wiring rules and the facts'
/// vocabulary (the docs tests keep the page current).
public enum WiringDocs {
  static func exampleLines(_ example: WiringExample) -> [String] {
    example.files.flatMap { file in
      ["  \(file.name):"] + file.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
    }
  }

  /// What each fact's words mean (the vocabulary of the corpus labels, issue 12).
  static let vocabulary: [(fact: String, words: String, meaning: String)] = [
    (
      "sdks", "provider ids, `other`",
      "The SDKs the code calls: a type of the SDK is named in code (not in comments, strings or `#if false`); their React Native and Cordova bridges count as the SDK they wrap (`RCTOneSignal`, `BrazeReactUtils`, `RNFBMessaging…`, `AirshipReactNative`, `AirshipCordova…`, `CleverTapReactManager`, `CleverTapPlugin`, `ReactIterableAPI`, `RNMappPluginModule`, `RNNetmera…`), and so do the Flutter plugins the code imports or registers (`clevertap_plugin`, `firebase_messaging` in GeneratedPluginRegistrant.m). Each SDK's `pushAPI` is where the code first uses its push API (Push SDKs below); an SDK called without it (`FirebaseApp.configure()` alone starts Analytics or Crashlytics) is reported and not carried by the simulated app (`app.sdks`). `other` (with its `name`) is a third party that a push callback hands the push or the handler to: a member of a type these files do not declare and that is not Apple's (`AcmePush.shared.handle(response)`); an object of unknown type (`manager.handle(…)`) stays the app's."
    ),
    (
      "delegate.assigned", "`didFinishLaunching-before-return`",
      "`UNUserNotificationCenter.current().delegate` is assigned in `application(_:didFinishLaunchingWithOptions:)`, in the initializer of the SwiftUI `App` or of the app delegate (they run before launch: `App.main()` \"Initializes and runs the app\"; UIApplicationMain creates the app delegate before calling it), or in a method one of them calls (one level), not inside a closure."
    ),
    (
      "", "`didFinishLaunching-async`",
      "Assigned there, but inside a closure (a callback, `DispatchQueue…async`, a `Task`), or in a helper that launch calls from inside one: it runs after launch returns."
    ),
    ("", "`elsewhere`", "Assigned in another method (`detail` names it)."),
    (
      "", "`sdk`",
      "Nothing assigns it and an SDK that takes the delegate is used (OneSignal, Airship, Mapp's `engageAndAutoIntegrate`, Braze `automation`, CleverTap `autoIntegrate`, Customer.io's `CioAppDelegateWrapper`), or a cross-platform plugin whose own native code sets it is imported (Mapp's Flutter plugin `mapp_sdk`; `firebase_messaging` when nothing else is set, `detail` `firebase via firebase_messaging`)."
    ),
    ("", "`never`", "Nothing assigns it, in files that hold the launch method."),
    ("", "`unknown`", "Not decidable from these files: no launch method in them, or a Flutter app whose plugins may take it (`detail` says which)."),
    (
      "didReceive.kind", "`absent`, `empty`, `app-only`, `forwards`",
      "`empty`: nothing but logging; `forwards`: a call into an SDK or a third party (`other`, by name) is given the response or a value derived from it (a call that only records its delivery, Firebase's `exportDeliveryMetricsToBigQuery`, is not), or the same delegate method is called on another object, the delegate a plugin saved before it set its own (`previous-delegate`) (`forwardsTo`, with the condition it runs under as written and as a predicate over the payload, `when`: keys present or equal to literals, prefixes, the action identifier, `&&`, `||`, `!`, guard and switch arms, helpers and local bindings followed; what pushsim cannot read stays `unknown` with the code's text; profiles.md, Routing conditions)."
    ),
    (
      "didReceive.completion", "`once`, `never`, `twice`, `some-paths`, `passed-to-sdk`, `async-no-handler`, `unknown`, `absent`",
      "How many times the completion handler is called on every path (`if`, `guard`, `switch`, loops, `do`/`catch`, `#if`, early returns, `defer`); `#available` takes its first arm. Given to an SDK or a third party (as a value or inside the closure it receives) it is theirs to call; given to a helper of the same files it is followed one level; given to code pushsim cannot see it may or may not be called. `once`: every path completes it once, whoever calls it (the app on some paths, an SDK or `super` on others); `passed-to-sdk`: every path gives it to an SDK (the simulator takes it as called once); `twice`: some path calls it twice; `never`: no path calls it (none that these files show, the others giving it to code not in them: those paths are undecided); `some-paths`: some do not. An SDK call given the handler whose Bool answer the code tests (`if braze.notifications.handleUserNotification(response:withCompletionHandler:) { return }` then `completionHandler()`; `guard !…`, `let handled = …`, Objective-C's `BOOL processed = … && [… handleUserNotificationWithResponse:…]`) took it where it answered true and left it to the app where it answered false (Braze, Customer.io: sdk-behaviour-more.md §2.4 fact 19, §6.5 fact 16): called once. `unknown`: the method holds code over the reader's budget that was not read (wiring-source-too-complex)."
    ),
    (
      "didReceive.paths", "per path: `once`, `never`, `twice`, `passed-to-sdk`, `passed-to-super`",
      "Each path through the callback (also `willPresent.paths`, `didReceiveRemoteNotification.paths`): what the app does with the handler on it (`once`: the app calls it; `passed-to-sdk` with the SDK; `passed-to-super`), the options or result it passes, the conditions it runs under as written and as a predicate over the payload (`when`, as `forwardsTo`), and its place: the call, or where a path that never calls it returns (a path that runs to its end without calling: the branch that sent it there). A branch that changes nothing for the handler adds no path. The rules report a path that never calls its handler at that place (a warning where it rests on code pushsim cannot see); past 64 paths the list is left out and the rule reports at the method."
    ),
    (
      "willPresent.kind", "`absent`, `options`, `never-calls-handler`, `conditional`",
      "`options` with the options passed on every path (`async:` for the async variant's return); `never-calls-handler` when no path calls the handler; `conditional` when the paths differ: other options, a path that returns without calling it (`guard !workout.isRecording else { return }`), or one that may call it twice (the paths say which)."
    ),
    (
      "didReceiveRemoteNotification", "kind and completion as didReceive, plus `passed-to-super`, `async-return(value)`",
      "`application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`; the legacy form without a handler is not this method. A method written for Swift 2 (`[NSObject : AnyObject]` in its signature), whose first parameter name is no label (`application(application:didReceiveRemoteNotification:…)`), is this method. A call to `super` in a subclass of a framework's app delegate is followed into the framework (`superHandOff`, Frameworks below)."
    ),
    (
      "pushKit", "`voipRegistry`, `otherRegistry`, `unreadRegistry`",
      "Where the code sets a PKPushRegistry's `desiredPushTypes` (also `setDesiredPushTypes:`, and in a property's initial value): to a set holding `.voIP` / `PKPushTypeVoIP`, to other types only (`.fileProvider`, `[]`), or to a value pushsim cannot read. The profile's `app.pushKit.voip` is true with a VoIP registry, false with another one, and true when only the PushKit callback is in these files. The member is present only when the code uses PushKit."
    ),
    (
      "pushKit.callbacks",
      "`callReport`: `in-callback`, `never`, `after-completion`, `completed-first`, `mixed`, `undecided`; per path the same words",
      "`pushRegistry(_:didReceiveIncomingPushWith:for:completion:)` (Objective-C `pushRegistry:didReceiveIncomingPushWithPayload:forType:withCompletionHandler:`, the iOS 26.4 `didReceiveIncomingVoIPPushWith:metadata:withCompletionHandler:`, and the variants without a completion handler: the deprecated one and Swift's `async` form, which completes when it returns) walked path by path as `didReceive.paths` is, the app's helpers followed two levels (also a method of a type these files declare, called on another object, when only one has that name): `in-callback`, the path reports the call (`CXProvider.reportNewIncomingCall(with:update:completion:)`, `reportNewIncomingCallWithUUID:update:completion:`, LiveCommunicationKit's `reportNewIncomingConversation`) before it calls completion (or, with a completion handler, schedules the report and calls completion only later); `never`, it does not report; `after-completion`, completion is called while the report waits in `DispatchQueue…async` or a `Task` (without completion: the report is scheduled after the method returns); `completed-first`, completion then a report in the same run; `undecided`, the path rests on a call pushsim cannot see that is given the payload or the handler, or on a closure given to an unknown call. A condition on the push type (`type == .voIP`, `switch type`) holds for a VoIP push. `callReport` is the word of every path, `mixed` when they differ; the profile's `app.pushKit.callReport` takes `in-callback`, `never` and `after-completion` as they are and `undecided` for the rest. `payloadReports[]`: calls of `reportNewIncomingVoIPPushPayload` and whether each is in a UNNotificationServiceExtension."
    ),
  ]

  /// Each simulated SDK's push API, its plugins, and the frameworks' app delegates, from the catalog (issue 32).
  static func pushSDKLines() -> [String] {
    func code(_ names: some Sequence<String>) -> String { names.sorted().map { "`\($0)`" }.joined(separator: ", ") }
    var lines = [
      "## Push SDKs, frameworks and plugins",
      "",
      "An SDK is in the simulated app when the code uses its push API, as each pack's catalog entry writes it from the SDK's",
      "public docs or source (`SDKCatalog.PushAPI`): types, members of the SDK's objects along a call or a setting, imported",
      "modules, Podfile.lock pods, or a cross-platform plugin of the SDK.",
      "",
      "| SDK | push API | source |",
      "|---|---|---|",
    ]
    for pack in SDKs.all {
      let api = pack.catalogEntry.push
      var parts: [String] = []
      if api.anyUse { parts.append("any use of the SDK") }
      if !api.types.isEmpty || !api.prefixes.isEmpty { parts.append("types " + code(api.types.union(api.prefixes.map { $0 + "…" }))) }
      if !api.members.isEmpty { parts.append("members " + code(api.members)) }
      if !api.modules.isEmpty { parts.append("modules " + code(api.modules)) }
      if !api.pods.isEmpty { parts.append("pods " + code(api.pods)) }
      if !api.anyUse && api.pluginsArePush && !pack.catalogEntry.plugins.isEmpty { parts.append("its plugins") }
      lines.append("| \(pack.id) | \(parts.joined(separator: "; ")) | \(api.source.isEmpty ? "the SDK is a push SDK" : api.source) |")
    }
    lines += ["", "| plugin | SDK | framework | sets up by itself | takes from `super` | source |", "|---|---|---|---|---|---|"]
    for pack in SDKs.all {
      for plugin in pack.catalogEntry.plugins {
        let sets =
          plugin.sets.keys.sorted().map { "`\($0)`" }
          + (plugin.takesNotificationDelegate ? ["the notification-center delegate when none is set"] : [])
        let takes = plugin.takes.keys.sorted().map { key in "\(key)" + (plugin.takes[key].map { $0 == .always ? "" : " when \($0.text)" } ?? "") }
        lines.append(
          "| \(code(plugin.names)) | \(pack.id) | \(plugin.framework.rawValue) | \(sets.isEmpty ? "—" : sets.joined(separator: ", ")) | \(takes.isEmpty ? "—" : takes.joined(separator: "; ")) | \(plugin.source) |"
        )
      }
    }
    lines += ["", "| app delegate | `super` of didReceiveRemoteNotification | of didReceive, willPresent | source |", "|---|---|---|---|"]
    for base in AppFrameworks.bases {
      lines.append(
        "| `\(base.superclass)` | \(base.handling["didReceiveRemoteNotification"]?.rawValue ?? "—") | \(base.handling["didReceive"]?.rawValue ?? "—") | \(base.source) |"
      )
    }
    lines += [
      "",
      "`first-plugin-that-takes-it`: each plugin that implements the callback gets it and the completion handler in turn until",
      "one answers that it took it; when none does, nobody calls the handler. `every-plugin`: every plugin that implements it",
      "gets it. `nothing`: the class does not implement it, so `super` reaches no plugin (and not calling it cuts nobody off).",
      "",
    ]
    return lines
  }

  public static func markdown() -> String {
    var lines = [
      "# pushsim wiring",
      "",
      "`pushsim wiring PATH...` reads an app's push wiring code and reports what it does, with the file, line and column",
      "of each fact, then the wiring rules' findings. Swift is read with the toolchain's own parser (SwiftParser, the front",
      "end of swift-format and SwiftLint), so there is no compiler or SDK at run time; Objective-C (`*.m`, `*.h`) with",
      "pushsim's own scanner. It also reads `Info.plist`, `Podfile.lock` and `Package.resolved`, and skips `Pods/`,",
      "`Carthage/`, `DerivedData/`, `node_modules/`, `build/` and hidden folders. Generated from",
      "`Sources/PushSimCore/Report/WiringDocs.swift` and the rules by the docs tests.",
      "",
      "```sh",
      "pushsim wiring samples/apps/mapp-manual",
      "pushsim wiring samples/apps/mapp-manual --format json   # pushsim.wiring/1, docs/json-output.md",
      "```",
      "",
      "Exit 0, 1 when a rule finds an error (or a warning with `--strict`), 2 when an input cannot be read.",
      "`pushsim wiring` runs as the `pushsim-wiring` program installed beside `pushsim`, so that the parser libraries",
      "load only for this command.",
      "",
      "## Facts",
      "",
      "The words are those of the labelled corpus the analyzer is measured on (`make wiring-accuracy`).",
      "",
      "| fact | words | how it is decided |",
      "|---|---|---|",
    ]
    for row in vocabulary { lines.append("| \(row.fact.isEmpty ? "" : "`\(row.fact)`") | \(row.words) | \(row.meaning) |") }
    lines += [
      "",
      "What the code cannot show is said: `unknown` with why, never a guess. Objective-C's `@catch` blocks are not",
      "paths (Cocoa exceptions are programmer errors); a method named like `application:swizzledDidFinishLaunchingWithOptions:`",
      "counts as the launch method (plugins swizzle it in `+load`).",
      "",
    ]
    lines += pushSDKLines()
    lines += [
      "## Where older public code differs from the seeds",
      "",
      "The rules follow the vendor pages (`seeds/000`–`seeds/004`); public sample code that predates them is read, not copied:",
      "",
      "- Mapp (Appoxee) demo apps from 2016 wire only the pre-iOS 10 callbacks and no notification-center delegate. The seeds",
      "  require the delegate, assigned before `didFinishLaunching` returns, and the tap forwarded with",
      "  `withAppoxeeCompletionHandler`: such code gets `wiring-delegate-never` and `wiring-tap-not-forwarded`.",
      "- Mapp's Flutter plugin assigns the delegate only when Dart calls `engage`, after the engine runs; the seeds ask for it",
      "  at launch. That file holds no Mapp call, so pushsim cannot see the SDK there (one of the corpus mismatches).",
      "- Netmera 3.x samples start the SDK with `Netmera.start()` and leave `didReceive` as a stub that never calls its",
      "  handler, relying on the SDK capturing the delegate. pushsim recognises `start`, `initialize` and `initNetmera` as the",
      "  start, but Apple's rule on the handler stands (`wiring-did-receive-completion`); the delegate protocols and their",
      "  version gates are the 4.16–4.18 ones of `seeds/003`.",
      "- Grovs examples configured with a fixed `useTestEnvironment: true` predate the environment warning of `seeds/004`",
      "  (`wiring-grovs-test-environment`).",
      "",
      "## Rules",
      "",
      "| rule | severity | title |",
      "|---|---|---|",
    ]
    for rule in WiringRules.all { lines.append("| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.title) |") }
    for rule in WiringRules.all {
      lines += ["", "## \(rule.id)", "", "**\(rule.title)** (\(rule.severity.rawValue))", "", rule.rationale, "", "Source: \(rule.source)", ""]
      lines += RuleDocs.publicSources(rule.source).map { $0.hasPrefix("  ") ? "-" + $0.dropFirst(1) : $0 }
      for (title, examples) in [("Triggers on", rule.triggering), ("Does not trigger on", rule.nonTriggering)] {
        for example in examples {
          lines += ["", title + ":", ""]
          for file in example.files {
            lines += [
              "`\(file.name)`", "", file.name.hasSuffix(".swift") ? "```swift" : file.name.hasSuffix(".m") ? "```objc" : "```", file.text, "```", "",
            ]
          }
          if lines.last == "" { lines.removeLast() }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
