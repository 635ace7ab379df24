import Foundation
import Testing

/// Issue 12, "From code to simulation": `pushsim tap payload --state terminated --app-source
/// samples/apps/<one>` gives the same trace as the hand-written profile that says what that code
/// does (a built-in profile, with --set for the defect the sample app carries). Run through the
/// real binary, so `pushsim` handing the command line to `pushsim-wiring` is tested too.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct AppSourceTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    let app: String
    let payload: String
    /// The profile written by hand from reading the sample's code.
    let profile: [String]
    var testDescription: String { app }
  }

  static let bannerListSound = "app.delegate.presentationOptions=[\"banner\",\"list\",\"sound\"]"

  static let samples: [Sample] = [
    Sample(app: "plain", payload: "plain-alert.json", profile: ["--app", "plain"]),
    Sample(app: "mapp-manual", payload: "mapp-deeplink.json", profile: ["--app", "mapp-manual"]),
    Sample(app: "objc-mapp", payload: "mapp-deeplink.json", profile: ["--app", "mapp-manual"]),
    Sample(
      app: "mapp-completion-twice", payload: "mapp-deeplink.json", profile: ["--app", "mapp-manual", "--set", "sdks.mapp.extraCompletionCall=true"]),
    Sample(app: "mapp-not-forwarded", payload: "mapp-deeplink.json", profile: ["--app", "mapp-manual", "--set", "sdks.mapp.forwardResponse=false"]),
    Sample(
      app: "mapp-delegate-late", payload: "mapp-deeplink.json",
      profile: ["--app", "mapp-manual", "--set", "app.delegate.assigned=after-launch-returns"]),
    // The code passes its options itself, so the hand-written profile says them too (a trace note names who chose them).
    Sample(app: "grovs", payload: "grovs-link-image.json", profile: ["--app", "grovs", "--set", Self.bannerListSound]),
    Sample(
      app: "grovs-open-in-will-present", payload: "grovs-link-image.json",
      profile: ["--app", "grovs", "--set", "sdks.grovs.openCalledFrom=[\"willPresent\"]", "--set", Self.bannerListSound]),
    Sample(app: "netmera", payload: "netmera-standard.json", profile: ["--app", "netmera"]),
    // Issue 21: the OneSignal and Firebase quick starts derive the built-in profiles.
    Sample(app: "onesignal", payload: "onesignal-launch-url.json", profile: ["--app", "onesignal"]),
    Sample(app: "firebase", payload: "firebase-notification.json", profile: ["--app", "firebase"]),
    Sample(app: "braze", payload: "braze-deep-link.json", profile: ["--app", "braze"]),
    Sample(app: "braze-automation", payload: "braze-deep-link.json", profile: ["--app", "braze-auto"]),
    Sample(app: "clevertap", payload: "clevertap-deep-link.json", profile: ["--app", "clevertap"]),
    Sample(app: "iterable", payload: "iterable-deep-link.json", profile: ["--app", "iterable"]),
    Sample(app: "customerio", payload: "customerio-deep-link.json", profile: ["--app", "customerio"]),
    Sample(app: "airship", payload: "airship-deep-link.json", profile: ["--app", "airship"]),
    Sample(app: "airship-manual", payload: "airship-deep-link.json", profile: ["--app", "airship-manual"]),
    Sample(app: "netmera-old-sdk", payload: "netmera-standard.json", profile: ["--app", "netmera", "--set", "sdks.netmera.version=4.15.0"]),
    // Issue 19: the code's conditions, as app.routing entries (AppDelegate.swift: the Mapp forward at 55:5 runs under the
    // seed's isMappNotification, whose body is in the file; the guard's else hands the rest to Firebase at 51:7).
    Sample(
      app: "multi", payload: "mapp-deeplink.json",
      profile: [
        "--app", "multi", "--set", Self.bannerListSound, "--set", "sdks.mapp.filter=none", "--set",
        // Grovs first; its early return (`if Grovs.handleNotificationResponse(response) { …; return }`, true only for a push
        // with a non-empty grovs_campaign_id, seeds/004) keeps Grovs' pushes from Mapp and Firebase.
        #"app.routing=["grovs", {"sdk": "mapp", "when": {"all": [{"not": {"all": [{"key": "grovs_campaign_id", "prefix": ""}, {"not": {"key": "grovs_campaign_id", "equals": ""}}]}}, {"key": "push_provider", "equals": "mapp_engage"}]}, "at": "samples/apps/multi/AppDelegate.swift:55:5", "code": "!(Grovs.handleNotificationResponse(response)) && isMappNotification(userInfo), let sdk = Appoxee.shared()"}, {"sdk": "firebase", "when": {"all": [{"not": {"all": [{"key": "grovs_campaign_id", "prefix": ""}, {"not": {"key": "grovs_campaign_id", "equals": ""}}]}}, {"not": {"key": "push_provider", "equals": "mapp_engage"}}]}, "at": "samples/apps/multi/AppDelegate.swift:51:7", "code": "!(Grovs.handleNotificationResponse(response)) && !(isMappNotification(userInfo), let sdk = Appoxee.shared())"}]"#,
      ]),
    // Issue 19: the app's own filter key and value, exactly (not the seed's push_provider = mapp_engage): the forward at
    // AppDelegate.swift:28:7 runs under isMappPush, whose body compares "provider" with "mapp".
    Sample(
      app: "mapp-own-filter", payload: "mapp-own-marker.json",
      profile: [
        "--app", "mapp-manual", "--set",
        #"app.routing=[{"sdk": "mapp", "when": {"key": "provider", "equals": "mapp"}, "at": "samples/apps/mapp-own-filter/AppDelegate.swift:28:7", "code": "isMappPush(userInfo)"}]"#,
        "--set", "sdks.mapp.forwardRemoteNotification=false", "--set", "app.delegate.implementsWillPresent=false",
      ]),
  ]

  /// Issue 19: `tap --app-source` follows the app's real filter: its own marker opens and counts; a template marked the
  /// seed's way (push_provider = mapp_engage) is kept from Mapp, and the trace says so at the filter.
  @Test func theAppsOwnFilterDecides() throws {
    let own = try Binary.run([
      "tap", "samples/payloads/mapp-own-marker.json", "--state", "terminated", "--app-source", "samples/apps/mapp-own-filter",
    ])
    #expect(own.stdout.contains("tracked   mapp click (sent)"), "\(own.stdout)")
    #expect(own.stdout.contains("if isMappPush(userInfo)"))
    #expect(own.stdout.contains("true: forwards to"))
    // The step names the rule and the app's line (the text view clips long notes to the width).
    let json = try Binary.run([
      "tap", "samples/payloads/mapp-own-marker.json", "--state", "terminated", "--app-source", "samples/apps/mapp-own-filter", "--format", "json",
    ])
    #expect(json.stdout.contains(#""note": "true: forwards to mapp (samples/apps/mapp-own-filter/AppDelegate.swift:28:7)""#), "\(json.stdout)")
    #expect(json.stdout.contains(#""rule": "app-routing-condition""#))
    let seed = try Binary.run(["tap", "samples/payloads/mapp-deeplink.json", "--state", "terminated", "--app-source", "samples/apps/mapp-own-filter"])
    #expect(seed.stdout.contains("tracked   none"), "\(seed.stdout)")
    #expect(seed.stdout.contains("warning app-routing-condition"))
  }

  /// samples/apps/routing-rules: a `switch` on the app's "source" key sends Mapp campaigns to Mapp, a Grovs campaign with
  /// an https link goes to Grovs (a helper the condition calls), the rest to Firebase. Each push reaches the SDK the code
  /// sends it to, and the step that decided says so.
  @Test func routingFollowsTheAppsOwnKeys() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-routing-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let pushes = [
      "engage": #"{"aps": {"alert": "Sale"}, "source": "engage", "p": 7, "apx_dpl": "shop://sale"}"#,
      "grovs": #"{"aps": {"alert": "Drop"}, "grovs_campaign_id": "c1", "grovs_link": "https://s.sqd.link/d"}"#,
      "grovs-http": #"{"aps": {"alert": "Drop"}, "grovs_campaign_id": "c1", "grovs_link": "http://s.sqd.link/d"}"#,
    ]
    func tap(_ name: String) throws -> String {
      let path = folder + "/\(name).json"
      try Data((pushes[name] ?? "").utf8).write(to: URL(fileURLWithPath: path))
      return try Binary.run(["tap", path, "--state", "background", "--app-source", "samples/apps/routing-rules", "--format", "json"]).stdout
    }
    let engage = try tap("engage")
    #expect(engage.contains(#""sdk": "mapp""#) && engage.contains(#""event": "click""#), "\(engage)")
    #expect(engage.contains(#""note": "true: forwards to mapp (samples/apps/routing-rules/AppDelegate.swift:36:7)""#))
    let grovs = try tap("grovs")
    #expect(grovs.contains(#""event": "push_open""#), "\(grovs)")
    // An http link fails the app's own hasPrefix("https://"): the app hands it to Firebase, Grovs counts nothing.
    let http = try tap("grovs-http")
    #expect(!http.contains(#""event": "push_open""#), "\(http)")
    #expect(http.contains(#""note": "false: not forwarded to grovs (samples/apps/routing-rules/AppDelegate.swift:42:7)""#))
  }

  /// The trace without the two fields that name the profile rather than describe what happened.
  static func outcome(_ json: String) throws -> NSDictionary {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    return object.filter { !["app", "appChoice", "profileSources"].contains($0.key) } as NSDictionary
  }

  @Test(arguments: samples)
  func sameTraceAsTheHandWrittenProfile(_ sample: Sample) throws {
    for state in ["terminated", "foreground"] {
      let payload = "samples/payloads/" + sample.payload
      let derived = try Binary.run(["tap", payload, "--state", state, "--app-source", "samples/apps/" + sample.app, "--format", "json"])
      let written = try Binary.run(["tap", payload, "--state", state, "--format", "json"] + sample.profile)
      #expect(derived.stderr.isEmpty, "\(derived.stderr)")
      #expect(derived.exitCode == written.exitCode)
      #expect(try Self.outcome(derived.stdout) == Self.outcome(written.stdout), "\(sample.app), \(state): the traces differ")
    }
  }

  @Test func theTraceSaysWhereEachKeyCameFrom() throws {
    let result = try Binary.run(["tap", "samples/payloads/mapp-deeplink.json", "--state", "terminated", "--app-source", "samples/apps/mapp-manual"])
    #expect(result.exitCode == 0)
    // engage(…, with: .L3) is line 13 of the sample; showNotificationsOnForeground is never set there.
    #expect(result.stdout.contains("sdks.mapp.server = \"L3\""))
    #expect(result.stdout.contains("profile from code in samples/apps/mapp-manual/"))
    #expect(result.stdout.contains("from AppDelegate.swift:13:5"))
    #expect(result.stdout.contains("sdks.mapp.showNotificationsOnForeground = false") && result.stdout.contains("default: the code does not set"))
  }

  /// Issue 19 item 6: wiring names files relative to the repository root, as lint does, so an annotation written from a
  /// subfolder attaches to the right file; --root says where the root is.
  @Test func wiringPathsAreRelativeToTheRepositoryRoot() throws {
    let fromSubfolder = try Binary.run(["wiring", "apps/mapp-completion-twice", "--format", "github"], workingDirectory: "samples")
    #expect(fromSubfolder.stdout.hasPrefix("::error file=samples/apps/mapp-completion-twice/AppDelegate.swift,"), "\(fromSubfolder.stdout)")
    let rooted = try Binary.run(["wiring", "samples/apps/mapp-completion-twice", "--format", "github", "--root", "samples"])
    #expect(rooted.stdout.hasPrefix("::error file=apps/mapp-completion-twice/AppDelegate.swift,"), "\(rooted.stdout)")
  }

  @Test func appAndAppSourceTogetherAreAUsageError() throws {
    let result = try Binary.run([
      "tap", "samples/payloads/mapp-deeplink.json", "--state", "foreground", "--app", "plain", "--app-source", "samples/apps/plain",
    ])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("give --app or --app-source, not both"))
  }
}
