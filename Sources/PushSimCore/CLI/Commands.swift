/// The command table: every subcommand's options, help and examples in one place.
public enum Commands {
  public static let version = Project.version

  static let formatTextJSON = OptionSpec(
    "format", short: "f", value: "FORMAT", help: "Output format: text (for people) or json (pushsim.*/1 schema).",
    choices: ["text", "json"])
  static let maxBytes = OptionSpec(
    "max-bytes", value: "N", help: "Input cap in bytes (default 1048576; APNs payloads are at most 5120).")

  public static let check = CommandSpec(
    name: "check", summary: "Check a repository in CI: templates linted and tapped through the app, its wiring, its scenarios.",
    usage: "pushsim check [PATH] [--format FORMAT] [--root DIR] [--app NAME|FILE] [--strict] [--baseline FILE]",
    discussion: """
      The CI command for a repository (PATH, or the current directory, or any folder in it). Finds the
      root (--root DIR, else the git work tree, else PATH), applies the .pushsim.json files as lint
      does, and checks four parts with one report and one exit code: lint of every push template
      under the root; the app's wiring (the config's "sources", else the folders pushsim init finds);
      each template that an SDK handles simulated through that app (its code, or the config's or
      --app's profile) with a tap in every state where iOS shows it, reported at the template when
      the tap is not counted by the provider's SDK or does not open its link, with the app's line
      that decided it; and the scenarios (the config's "scenarios", else the folders pushsim init
      finds). Every format lint has; SARIF has one run per part. --baseline and --write-baseline
      cover every part. Exit 0 when nothing fails, 1 on an error (or a warning with --strict), 2 on a
      usage error, a bad config or an unreadable input.
      """,
    options: [
      OptionSpec(
        "format", short: "f", value: "FORMAT",
        help: "text, json (pushsim.findings/1), github (annotations), sarif (2.1.0, a run per part), junit, checkstyle, gitlab or markdown.",
        choices: LintReport.formats),
      OptionSpec("root", value: "DIR", help: "Repository root (default: the git work tree holding PATH, else PATH)."),
      OptionSpec("config", short: "c", value: "FILE", help: "Config file for every file (default: the nearest .pushsim.json up to the root)."),
      OptionSpec("no-config", help: "Ignore .pushsim.json files."),
      OptionSpec("app", value: "NAME|FILE", help: "Simulate templates through this profile instead of the app's code (or the config's \"app\")."),
      OptionSpec("verbose", short: "v", help: "Say the root and the folders found (on stderr)."),
      OptionSpec("strict", help: "Warnings fail the run too."),
      OptionSpec("max-warnings", value: "N", help: "More than N warnings fail the run."),
      OptionSpec("quiet", short: "q", help: "Report errors only."),
      OptionSpec("baseline", value: "FILE", help: "Known findings (rule, file, pointer) that do not fail; stale entries are reported."),
      OptionSpec("write-baseline", value: "FILE", help: "Write every current finding to FILE as a baseline (pushsim.baseline/1)."),
      OptionSpec("no-default-excludes", help: "Also walk node_modules, Pods, Carthage, DerivedData, build and *.xcassets."),
      OptionSpec("output", short: "o", value: "FILE", help: "Write the report to FILE instead of stdout (e.g. SARIF for upload)."),
      maxBytes,
    ],
    positionals: 0...1,
    examples: ["pushsim check", "pushsim check --format github", "pushsim check --format sarif --output pushsim.sarif"])

  public static let classify = CommandSpec(
    name: "classify",
    summary: "Name the provider that sent each payload, with the evidence.",
    usage: "pushsim classify [PATH...|-] [--format text|json] [--verbose]",
    discussion: """
      Reads files, directories (recursively, *.json and *.apns), globs or stdin (-). Prints one line per
      file: path, provider (none when no signature matches), payload kind, and the JSON Pointers
      the classification rests on. --verbose adds each piece of evidence with its source.
      Duplicate keys are accepted as iOS does (the last value wins) and reported on stderr.
      Exit 0, or 2 when any input cannot be read or parsed.
      """,
    options: [
      formatTextJSON, OptionSpec("verbose", short: "v", help: "Show every piece of evidence, its source, and notes."), pushTypeOption, maxBytes,
    ],
    unboundedFrom: 1,
    examples: ["pushsim classify samples/payloads", "pushsim classify payload.json --format json", "cat payload.json | pushsim classify -"])

  /// `--push-type`: the apns-push-type the sender uses, for payloads whose keys do not say (`PushType`).
  static let pushTypeOption = OptionSpec(
    "push-type", value: "TYPE",
    help: "The apns-push-type the sender uses (voip, location, pushtotalk… carry no aps); default: what the payload's keys need.",
    choices: PushType.allCases.map(\.rawValue))

  public static let inspect = CommandSpec(
    name: "inspect",
    summary: "Explain one payload: kind, headers, size, banner, NSE, provider, SDK reads.",
    usage: "pushsim inspect FILE|- [--format text|json] [--push-type TYPE]",
    discussion: """
      Shows the payload kind, the apns-push-type, apns-topic and apns-priority it needs and what
      receives it on the device, its size against the APNs limit (4096 bytes, 5120 for VoIP), whether
      a banner can show and whether the Notification
      Service Extension runs, the provider evidence, and what Mapp Engage, Netmera and Grovs would
      read from it, and any other simulated SDK whose push it is (JSON: every SDK's reading). Exit 0,
      or 2 when the file cannot be read or parsed.
      """,
    options: [
      formatTextJSON, pushTypeOption, OptionSpec("voip", help: "The same as --push-type voip (the 5120-byte limit)."),
      OptionSpec("verbose", short: "v", help: "Show each piece of evidence's source keys (docs/sources.md) and whole lines."), maxBytes,
    ],
    positionals: 1...1,
    examples: [
      "pushsim inspect samples/payloads/mapp-deeplink.json", "pushsim inspect payload.apns --format json",
      "pushsim inspect samples/payloads/voip-call.json --push-type voip",
    ])

  public static let lint = CommandSpec(
    name: "lint",
    summary: "Check payloads and campaign templates for APNs and SDK mistakes (CI gate).",
    usage: "pushsim lint [PATH...] [--format FORMAT] [--root DIR] [--config FILE] [--strict] [--provider ID]",
    discussion: """
      Lints files, directories (recursively, *.json and *.apns) and globs; with no PATH, the current
      directory. A walk checks push payloads only (.apns, JSON with aps or a provider's keys at its
      top level, a broken file holding "aps", files a config includes); other JSON is skipped and
      counted (--verbose lists it); a file named is always linted. Paths in every report are relative to the repository root: --root DIR, else the git
      work tree holding the files, else the current directory. For each file the nearest
      .pushsim.json between its folder and the root applies (--config FILE for all; docs/config.md):
      rule severities, include/exclude globs, per-path overrides, the provider each path must
      classify as, and placeholder lengths. Invalid JSON is a finding, not a crash; a file that
      cannot be read is reported in every format. Exit 0 when nothing fails, 1 on an error (or a
      warning with --strict), 2 on a usage error, a bad config or an unreadable file.
      """,
    options: [
      OptionSpec(
        "format", short: "f", value: "FORMAT",
        help: "text, json (pushsim.lint/1), github (annotations), sarif (2.1.0), junit, checkstyle, gitlab (Code Quality) or markdown.",
        choices: LintReport.formats),
      OptionSpec("config", short: "c", value: "FILE", help: "Config file for every file (default: the nearest .pushsim.json up to the root)."),
      OptionSpec("root", value: "DIR", help: "Repository root that report paths are relative to (default: the git work tree, else .)."),
      OptionSpec("verbose", short: "v", help: "Say the root and which config applies to each file (on stderr)."),
      OptionSpec("no-config", help: "Ignore .pushsim.json files."),
      OptionSpec("strict", help: "Warnings fail the run too."),
      OptionSpec("max-warnings", value: "N", help: "More than N warnings fail the run."),
      OptionSpec("quiet", short: "q", help: "Report errors only."),
      OptionSpec("baseline", value: "FILE", help: "Known findings (rule, file, pointer) that do not fail; stale entries are reported."),
      OptionSpec("write-baseline", value: "FILE", help: "Write every current finding to FILE as a baseline (pushsim.baseline/1)."),
      OptionSpec(
        "fix",
        help:
          "Fix the mechanical mistakes in place (flags and badge as strings, sound inside alert, interruption-level and push_provider spellings, comments, trailing commas)."
      ),
      OptionSpec(
        "force-exclude",
        help: "Treat files named on the command line as found by a walk: excludes and the payload scope apply (pre-commit passes file names)."),
      OptionSpec("no-default-excludes", help: "Also walk node_modules, Pods, Carthage, DerivedData, build and *.xcassets."),
      OptionSpec("output", short: "o", value: "FILE", help: "Write the report to FILE instead of stdout (e.g. SARIF for upload)."),
      OptionSpec(
        "provider", value: "ID", help: "Every file must classify as this provider (see docs/providers.md).",
        choices: ProviderID.allCases.map(\.rawValue)),
      pushTypeOption,
      OptionSpec("app", value: "FILE", help: "Also validate this app profile (pushsim.app/1)."),
      maxBytes,
    ],
    unboundedFrom: 0,
    examples: [
      "pushsim lint templates/", "pushsim lint templates/ --format github", "pushsim lint --format sarif . > pushsim.sarif",
      "pushsim lint 'templates/**/*.json' --provider mapp --strict",
    ])

  public static let rules = CommandSpec(
    name: "rules",
    summary: "List every rule: lint, wiring and simulator rules, with their default severity.",
    usage: "pushsim rules [--family lint|wiring|simulator|all] [--format text|json|markdown]",
    discussion:
      "Lint rules judge payload text, wiring rules the app's code, simulator rules what iOS and each SDK do in a trace. pushsim explain RULE explains any of them. markdown prints docs/rules.md (the lint rules; docs/wiring.md and docs/lifecycle.md document the others).",
    options: [
      OptionSpec("format", short: "f", value: "FORMAT", help: "text, json (pushsim.rules/1) or markdown.", choices: ["text", "json", "markdown"]),
      OptionSpec("family", value: "FAMILY", help: "Only this family of rules.", choices: ["lint", "wiring", "simulator", "all"]),
    ],
    positionals: 0...0,
    examples: ["pushsim rules", "pushsim rules --family wiring", "pushsim rules --format markdown > docs/rules.md"])

  public static let explain = CommandSpec(
    name: "explain",
    summary: "Explain a lint rule or a simulator rule: rationale, source and examples.",
    usage: "pushsim explain RULE",
    options: [],
    positionals: 1...1,
    examples: ["pushsim explain aps-flag-type", "pushsim explain ios-delegate-too-late"])

  static func simulationOptions(action: Bool) -> [OptionSpec] {
    var options = [
      OptionSpec("state", short: "s", value: "STATE", help: "App state when the push arrives.", choices: AppState.allCases.map(\.rawValue)),
      OptionSpec("app", short: "a", value: "NAME|FILE", help: "App profile: a built-in name (pushsim profile) or a pushsim.app/1 file."),
      OptionSpec(
        "app-source", value: "PATH",
        help: "Derive the app profile from the app's own code (files or folders, as pushsim wiring reads them; repeatable).", repeatable: true),
      OptionSpec(
        "set", value: "PATH=VALUE", help: "Override one profile key, e.g. app.delegate.assigned=after-launch-returns (repeatable).", repeatable: true),
      OptionSpec(
        "format", short: "f", value: "FORMAT", help: "text, json (pushsim.trace/1) or mermaid (sequenceDiagram).",
        choices: ["text", "json", "mermaid"]),
      OptionSpec("strict", help: "Warning findings fail the run too (exit 1)."),
      OptionSpec("verbose", short: "v", help: "Text: whole notes and the rule behind each step (lines may pass 120 columns)."),
      OptionSpec("dump-world", help: "Also print the world after the last event: what persists (JSON: a \"world\" key)."),
      maxBytes,
    ]
    if action {
      options.insert(
        OptionSpec(
          "action", value: "ID", help: "Select this action button instead of tapping the body (carousel:ITEM picks a Netmera carousel item)."), at: 1)
    }
    return options
  }

  static let simulationDiscussion = """
    FILE defaults to ./payload.json, then to stdin when it is piped. The trace lists every callback
    in order (actor, call, note, and the rule behind it: pushsim explain RULE), then what the user
    sees and what opened, the events SDKs track (with their status: sent, queued, failed, dropped),
    and the findings. The run is a short script on one simulated device: the push is delivered
    (APNs may refuse it), then tapped or dismissed. Exit 0 when no finding is an error, 1 when one
    is (or a warning, with --strict), 2 on a usage error or an unreadable payload. States:
    foreground, background (suspended), terminated (not running, launched before), force-quit,
    never-launched.
    """

  public static let deliver = CommandSpec(
    name: "deliver", summary: "Simulate a push arriving, untouched: callbacks, UI, findings.",
    usage: "pushsim deliver [FILE] --state STATE [--app NAME|FILE] [--set PATH=VALUE]... [--format text|json|mermaid] [--strict]",
    discussion: simulationDiscussion, options: simulationOptions(action: false), positionals: 0...1,
    examples: [
      "pushsim deliver samples/payloads/silent-background.apns --state force-quit", "pushsim deliver payload.json --state foreground --format json",
    ])

  public static let tap = CommandSpec(
    name: "tap", summary: "Simulate the user tapping the push (or an action button).",
    usage: "pushsim tap [FILE] --state STATE [--action ID] [--app NAME|FILE] [--set PATH=VALUE]... [--format text|json|mermaid] [--strict]",
    discussion: simulationDiscussion, options: simulationOptions(action: true), positionals: 0...1,
    examples: [
      "pushsim tap samples/payloads/plain-alert.json --state terminated",
      "pushsim tap samples/payloads/plain-alert.json --state terminated --set app.delegate.assigned=after-launch-returns",
      "pushsim tap payload.json --state background --format mermaid",
      "pushsim tap samples/payloads/netmera-carousel.json --state background --action carousel:item-2",
    ])

  public static let dismiss = CommandSpec(
    name: "dismiss", summary: "Simulate the user dismissing the push.",
    usage: "pushsim dismiss [FILE] --state STATE [--app NAME|FILE] [--set PATH=VALUE]... [--format text|json|mermaid] [--strict]",
    discussion: simulationDiscussion, options: simulationOptions(action: false), positionals: 0...1,
    examples: ["pushsim dismiss payload.json --state background --set 'app.categories=[{\"id\":\"chat\",\"customDismissAction\":true}]'"])

  public static let run = CommandSpec(
    name: "run", summary: "Run scenarios over time (pushsim.scenario/1) as regression tests.",
    usage: "pushsim run [SCENARIO...] [--format FORMAT] [--root DIR] [--baseline FILE]",
    discussion: """
      Each scenario is a JSON file (docs/scenarios.md): an app profile, a starting state, and steps on
      one simulated device (launch, foreground, background, kill, force-quit, deliver FILE, tap, action,
      carousel, dismiss, set PATH VALUE, advance DURATION, close-content) with expectations after any
      step and at the end. Files, directories (*.json) and globs; with none, the "scenarios" folders of
      the repository's .pushsim.json (pushsim init writes them). Prints the timeline, then one pass or
      FAIL line per expectation with what was expected, what happened, the line and the rule.
      Exit 0 when every expectation holds, 1 when one does not, 2 when a scenario cannot be read or
      a step cannot happen (a tap with nothing on screen).
      """,
    options: [
      OptionSpec(
        "format", short: "f", value: "FORMAT",
        help:
          "text, json (pushsim.scenario-result/1), junit (a test case per expectation), or the failed expectations as lint writes findings: github, sarif, checkstyle, gitlab, markdown.",
        choices: LintReport.formats),
      OptionSpec("baseline", value: "FILE", help: "Known failing expectations (rule, file) that do not fail the run."),
      OptionSpec("write-baseline", value: "FILE", help: "Write every failing expectation to FILE as a baseline (pushsim.baseline/1)."),
      OptionSpec("max-warnings", value: "N", help: "More than N warnings fail the run."),
      OptionSpec(
        "app-source", value: "PATH",
        help: "Every scenario runs the app profile derived from this code instead of its \"app\" (repeatable).", repeatable: true),
      OptionSpec(
        "root", value: "DIR",
        help: "Repository root: the payloads and profiles a scenario names must lie inside it (default: the git work tree, else .)."),
      maxBytes,
    ],
    unboundedFrom: 0,
    examples: [
      "pushsim run samples/scenarios", "pushsim run samples/scenarios/grovs-network-failure.json",
      "pushsim run 'samples/scenarios/*.json' --format junit > scenarios.xml",
    ])

  public static let simulate = CommandSpec(
    name: "simulate", summary: "A payload's whole lifecycle: every app state × every user action, per app profile.",
    usage: "pushsim simulate [FILE...] [--app NAME|FILE | --all-apps] [--set PATH=VALUE]... [--format text|markdown|json|html]",
    discussion: """
      Runs deliver, tap, each action the notification's category offers, each carousel item and
      dismiss, in each state (foreground, background, terminated, force-quit, never-launched), each
      on a fresh simulated device, and prints one compact matrix per profile: the callbacks that
      fire, whether a banner shows, what opens, what the SDKs track, and the findings. --format html
      writes one self-contained page (no external script or font) with a sequence diagram per cell.
      Without --app the profile the payload's provider recommends is used. Exit 0, or 2 on a usage
      error or an unreadable payload (findings do not fail it: use deliver, tap or run for a gate).
      """,
    options: [
      OptionSpec("app", short: "a", value: "NAME|FILE", help: "One app profile: a built-in name or a pushsim.app/1 file."),
      OptionSpec(
        "app-source", value: "PATH",
        help: "Derive the app profile from the app's own code (files or folders, as pushsim wiring reads them; repeatable).", repeatable: true),
      OptionSpec("all-apps", help: "Every built-in profile (the list pushsim profile prints: plain, each SDK's, multi)."),
      OptionSpec("set", value: "PATH=VALUE", help: "Override one profile key in every profile (repeatable).", repeatable: true),
      OptionSpec(
        "format", short: "f", value: "FORMAT", help: "text, markdown, json (pushsim.matrix/1) or html (one self-contained page).",
        choices: MatrixReport.formats),
      maxBytes,
    ],
    unboundedFrom: 0,
    examples: [
      "pushsim simulate samples/payloads/mapp-deeplink.json", "pushsim simulate samples/payloads/grovs-link-image.json --all-apps",
      "pushsim simulate samples/payloads/netmera-carousel.json --all-apps --format html > matrix.html",
    ])

  public static let profile = CommandSpec(
    name: "profile", summary: "Print a built-in app profile as JSON to start from (no NAME: list them).",
    usage: "pushsim profile [NAME] [--set PATH=VALUE]...",
    discussion: "The output is a pushsim.app/1 document; edit it and pass it with --app FILE. Keys: docs/profiles.md.",
    options: [OptionSpec("set", value: "PATH=VALUE", help: "Override one key before printing (repeatable).", repeatable: true)],
    positionals: 0...1,
    examples: ["pushsim profile plain > myapp.json", "pushsim profile plain --set app.notificationsAuthorized=false"])

  public static let completions = CommandSpec(
    name: "completions",
    summary: "Print a shell completion script (bash, zsh or fish) generated from this command table.",
    usage: "pushsim completions bash|zsh|fish",
    options: [],
    positionals: 1...1,
    examples: [
      "pushsim completions bash > ~/.local/share/bash-completion/completions/pushsim",
      "pushsim completions zsh > \"${fpath[1]}/_pushsim\"",
      "pushsim completions fish > ~/.config/fish/completions/pushsim.fish",
    ])

  public static let wiring = CommandSpec(
    name: "wiring",
    summary: "Read an app's push wiring code (Swift, Objective-C) and report what it does.",
    usage: "pushsim wiring [PATH...] [--format FORMAT] [--strict] [--baseline FILE] [--emit-profile] [--root DIR]",
    discussion: """
      Reads *.swift (with the toolchain's SwiftParser), *.m and *.h (with pushsim's own scanner)
      from files and directories (with none, the "sources" folders of the repository's .pushsim.json,
      which pushsim init writes), skipping Pods, Carthage, DerivedData, node_modules, build and
      hidden folders (and never following a symbolic link out of the folder), and reports the facts a simulation needs, each with its file:line:column: the SDKs
      the code calls, where the UNUserNotificationCenter delegate is assigned, what
      userNotificationCenter(_:didReceive:withCompletionHandler:), willPresent and
      application(_:didReceiveRemoteNotification:fetchCompletionHandler:) do and how often each
      calls its completion handler, on every path. docs/wiring.md lists the words and how they are
      decided. Then the wiring rules (pushsim explain wiring-…): completion handlers not called
      or called twice, a delegate assigned late or never, taps not forwarded, provider filters,
      SDK set-up. Runs as the pushsim-wiring program installed beside pushsim, so that the parser
      libraries load only for this command. Exit 0, 1 on an error finding (or a warning with
      --strict), 2 when an input cannot be read.
      """,
    options: [
      OptionSpec(
        "format", short: "f", value: "FORMAT",
        help:
          "text (facts and findings), json (pushsim.wiring/1 facts), or the findings as lint writes them: github, sarif, junit, checkstyle, gitlab, markdown.",
        choices: LintReport.formats),
      OptionSpec("strict", help: "Warning findings fail the run too (exit 1)."),
      OptionSpec("max-warnings", value: "N", help: "More than N warnings fail the run."),
      OptionSpec("baseline", value: "FILE", help: "Known findings (rule, file) that do not fail; stale entries are reported."),
      OptionSpec("write-baseline", value: "FILE", help: "Write every current finding to FILE as a baseline (pushsim.baseline/1)."),
      OptionSpec("output", short: "o", value: "FILE", help: "Write the report to FILE instead of stdout (e.g. SARIF for upload)."),
      OptionSpec("emit-profile", help: "Print the pushsim.app/1 profile the code implies instead (use it with --app FILE)."),
      OptionSpec("root", value: "DIR", help: "Repository root that paths are shown relative to (default: the git work tree, else .)."),
    ],
    unboundedFrom: 0,
    examples: [
      "pushsim wiring samples/apps/mapp-manual", "pushsim wiring Sources/ --format json",
      "pushsim wiring samples/apps/grovs --emit-profile > grovs-app.json",
    ])

  public static let initCommand = CommandSpec(
    name: "init",
    summary: "Look at the repository and write .pushsim.json: its template, app source and scenario folders.",
    usage: "pushsim init [DIR] [--print] [--force]",
    discussion: """
      DIR defaults to the git work tree (else the current directory). One walk (no link out of it) finds
      the push templates (.apns, JSON with aps or a provider's keys), the app's source folders (Swift or
      Objective-C that mentions UNUserNotificationCenterDelegate, UIApplicationDelegate or
      didReceiveRemoteNotification) and the scenario folders (pushsim.scenario/1), and writes them as
      "include", "sources" and "scenarios" (docs/config.md), saying what it found in each and why. Then
      pushsim lint checks the templates, pushsim wiring with no PATH reads the sources, and pushsim run
      with no SCENARIO runs the scenarios. An existing .pushsim.json is kept unless --force.
      """,
    options: [
      OptionSpec("print", help: "Print the config on stdout (and what was found on stderr); write nothing."),
      OptionSpec("force", help: "Replace an existing .pushsim.json."),
    ],
    positionals: 0...1,
    examples: ["pushsim init", "pushsim init --print"])

  public static let all: [CommandSpec] = [
    check, classify, inspect, lint, rules, explain, deliver, tap, dismiss, run, simulate, profile, wiring, initCommand, completions,
  ]

  public static let parser = ArgumentParser(commands: all)

  public static var mainHelp: String {
    let width = all.map(\.name.count).max() ?? 0
    var lines = [
      "pushsim \(version): push payload inspector, linter and iOS app-lifecycle simulator",
      "",
      "Usage: pushsim <command> [options]",
      "",
      "Commands:",
    ]
    lines += all.map { "  " + $0.name.padded(to: width + 2) + $0.summary }
    lines += [
      "",
      "Options:",
      "  -h, --help     Show help (also: pushsim help <command>, pushsim <command> --help).",
      "  -V, --version  Show the version.",
      "",
      "Exit codes: 0 success, 1 findings, 2 usage error or unreadable input.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  public static func help(for spec: CommandSpec) -> String {
    var lines = ["Usage: \(spec.usage)", "", spec.summary]
    if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
    lines += ["", "Options:"]
    let width = spec.options.map(\.helpLabel.count).max() ?? 0
    for option in spec.options {
      lines.append("  " + option.helpLabel.padded(to: width + 2) + option.help)
    }
    if !spec.examples.isEmpty {
      lines += ["", "Examples:"] + spec.examples.map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
