import Foundation
import PushSimCore
import PushSimSwiftSource
import Testing

/// Issue 19 item 4, "Done when": the routing pushsim derives from each sample app and each labelled corpus file (when
/// `../shared/corpus-apps` is present; never copied here) is the routing written by hand from reading that code: which
/// SDKs didReceive forwards to, in order, and the condition each forward runs under. `nil`: the code forwards no tap to
/// a simulated SDK. The table goes to `.build/routing-table.txt` for the issue note.
@Suite struct RoutingTableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
  static let corpus = root.appendingPathComponent("../shared/corpus-apps").standardized

  /// Hand-written from the sample apps' code (samples/apps/*/AppDelegate.*, samples/repository/ios).
  static let samples: [(folder: String, routing: String?)] = [
    ("samples/apps/plain", nil),  // opens the link itself; no SDK
    ("samples/apps/mapp-manual", #"["mapp"]"#),  // after `guard let sdk = Appoxee.shared()`: always, once the SDK is set up
    ("samples/apps/mapp-completion-twice", #"["mapp"]"#),
    ("samples/apps/mapp-delegate-late", #"["mapp"]"#),
    ("samples/apps/mapp-not-forwarded", nil),  // prints and completes
    (
      "samples/apps/mapp-own-filter",
      #"[{"at":"samples/apps/mapp-own-filter/AppDelegate.swift:28:7","code":"isMappPush(userInfo)","sdk":"mapp","when":{"equals":"mapp","key":"provider"}}]"#
    ),
    (
      "samples/apps/multi",
      // Grovs first: `if Grovs.handleNotificationResponse(response) { …; return }` — it answers true only for a push with
      // a non-empty string grovs_campaign_id (seeds/004; SDKPredicates) — then Mapp's helper, else Firebase (issue 32: an early return is routing).
      #"["grovs",{"at":"samples/apps/multi/AppDelegate.swift:55:5","code":"!(Grovs.handleNotificationResponse(response)) && isMappNotification(userInfo), let sdk = Appoxee.shared()","sdk":"mapp","when":{"all":[{"not":{"all":[{"key":"grovs_campaign_id","prefix":""},{"not":{"equals":"","key":"grovs_campaign_id"}}]}},{"equals":"mapp_engage","key":"push_provider"}]}},{"at":"samples/apps/multi/AppDelegate.swift:51:7","code":"!(Grovs.handleNotificationResponse(response)) && !(isMappNotification(userInfo), let sdk = Appoxee.shared())","sdk":"firebase","when":{"all":[{"not":{"all":[{"key":"grovs_campaign_id","prefix":""},{"not":{"equals":"","key":"grovs_campaign_id"}}]}},{"not":{"equals":"mapp_engage","key":"push_provider"}}]}}]"#
    ),
    ("samples/apps/objc-mapp", #"["mapp"]"#),
    ("samples/apps/grovs", #"["grovs"]"#),
    ("samples/apps/braze", #"["braze"]"#),  // every push to braze.notifications, which answers true only for its own
    ("samples/apps/braze-automation", nil),  // no push callback of its own: Braze's automation handles its pushes
    ("samples/apps/clevertap", #"["clevertap"]"#),  // every tap to handleNotification(withData:), which ignores others' pushes
    ("samples/apps/iterable", #"["iterable"]"#),  // every response to IterableAppIntegration
    ("samples/apps/customerio", nil),  // Customer.io's proxy takes the taps; the app's didReceive only prints
    ("samples/apps/airship", nil),  // Airship's wrappers take the taps; the app's didReceive only prints
    ("samples/apps/airship-manual", #"["airship"]"#),  // every callback to the same-named AppIntegration method
    ("samples/apps/grovs-open-in-will-present", nil),  // didReceive only prints
    ("samples/apps/netmera", nil),  // Netmera handles the callbacks itself (seeds/003)
    ("samples/apps/netmera-old-sdk", nil),
    (
      "samples/apps/routing-rules",
      // The switch arm for mapp/engage returns: Grovs and Firebase are reached only by the other sources (issue 32).
      #"[{"at":"samples/apps/routing-rules/AppDelegate.swift:36:7","code":"source case \"mapp\", \"engage\":","sdk":"mapp","when":{"any":[{"equals":"mapp","key":"source"},{"equals":"engage","key":"source"}]}},{"at":"samples/apps/routing-rules/AppDelegate.swift:42:7","code":"!(source case \"mapp\", \"engage\":) && isGrovsCampaign(userInfo)","sdk":"grovs","when":{"all":[{"not":{"any":[{"equals":"mapp","key":"source"},{"equals":"engage","key":"source"}]}},{"has":"grovs_campaign_id"},{"key":"grovs_link","prefix":"https://"}]}},{"at":"samples/apps/routing-rules/AppDelegate.swift:44:7","code":"!(source case \"mapp\", \"engage\":) && !(isGrovsCampaign(userInfo))","sdk":"firebase","when":{"all":[{"not":{"any":[{"equals":"mapp","key":"source"},{"equals":"engage","key":"source"}]}},{"not":{"all":[{"has":"grovs_campaign_id"},{"key":"grovs_link","prefix":"https://"}]}}]}}]"#
    ),
    (
      "samples/repository/ios",
      // Mapp's branch returns: Grovs gets only the other pushes (issue 32: an early return is routing).
      #"[{"at":"samples/repository/ios/ShopApp/AppDelegate.swift:28:7","code":"isMappPush(userInfo)","sdk":"mapp","when":{"equals":"mapp","key":"provider"}},{"at":"samples/repository/ios/ShopApp/AppDelegate.swift:31:5","code":"!(isMappPush(userInfo))","sdk":"grovs","when":{"not":{"equals":"mapp","key":"provider"}}}]"#
    ),
  ]

  /// Hand-written from the corpus files (their MANIFEST did_receive labels, checked against the code): only a forward
  /// to a simulated SDK (a pack of SDKs.all) is routing.
  static let corpusRouting: [String: String] = [
    // `[self.delegate …]` first, then `[[FIRMessaging messaging] appDidReceiveMessage:]` on every push (the early
    // return is for local notifications' triggers).
    "firebasex-cordova__AppDelegate+FirebasePlugin.m": #"["firebase"]"#,
    // Iterable's sample: didReceive hands every response to IterableAppIntegration (line 165).
    "iterable-swift-sdk__AppDelegate.swift": #"["iterable"]"#,
    // The RN emitter gets the dismiss, else the default action; a custom button reaches neither.
    "netmera-rn-example__AppDelegate.m":
      #"[{"at":"netmera-rn-example__AppDelegate.m:86:5","code":"[ response . actionIdentifier isEqual : UNNotificationDismissActionIdentifier ] || !([ response . actionIdentifier isEqual : UNNotificationDismissActionIdentifier ]) && [ response . actionIdentifier isEqual : UNNotificationDefaultActionIdentifier ]","sdk":"netmera","when":{"any":[{"action":"com.apple.UNNotificationDismissActionIdentifier"},{"all":[{"not":{"action":"com.apple.UNNotificationDismissActionIdentifier"}},{"action":"com.apple.UNNotificationDefaultActionIdentifier"}]}]}}]"#,
  ]

  static func module(_ paths: [(name: String, url: URL)]) -> WiringModule {
    var files: [CodeFile] = []
    for (name, url) in paths {
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      if url.pathExtension == "swift" {
        files.append(SwiftSource.read(path: name, text: String(decoding: data, as: UTF8.self)))
      } else if url.pathExtension == "m" {
        files.append(ObjCScanner.read(path: name, bytes: Array(data)))
      }
    }
    return WiringModule(files: files)
  }

  static func routing(_ module: WiringModule) -> String? {
    let (profile, _) = ProfileFromCode.profile(WiringAnalyzer.analyze(module))
    guard let value = profile.document.objectValue?["app"]?.objectValue?["routing"], value.arrayValue?.isEmpty == false else { return nil }
    return JSONWriter(pretty: false).string(value)
  }

  static func sources(in folder: String) -> [(name: String, url: URL)] {
    let base = root.appendingPathComponent(folder)
    let names = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []).sorted()
    return names.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }.map { (folder + "/" + $0, base.appendingPathComponent($0)) }
  }

  @Test func everySampleAppRoutesAsItsCodeSays() {
    var rows: [String] = []
    for (folder, expected) in Self.samples {
      let derived = Self.routing(Self.module(Self.sources(in: folder)))
      #expect(derived == expected, "\(folder)")
      rows.append("\(folder)\t\(derived == expected ? "match" : "DIFFERS")\t\(derived ?? "-")")
    }
    Self.write(rows, to: "routing-table-samples.txt")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "../shared/corpus-apps is not here"))
  func everyCorpusFileRoutesAsItsCodeSays() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }.sorted()
    #expect(names.count >= 29)
    var rows: [String] = []
    for name in names {
      let derived = Self.routing(Self.module([(name, Self.corpus.appendingPathComponent(name))]))
      let expected = Self.corpusRouting[name]
      #expect(derived == expected, "\(name)")
      rows.append("\(name)\t\(derived == expected ? "match" : "DIFFERS")\t\(derived ?? "-")")
    }
    Self.write(rows, to: "routing-table-corpus.txt")
  }

  static func write(_ rows: [String], to name: String) {
    let out = root.appendingPathComponent(".build/\(name)")
    try? Data((rows.joined(separator: "\n") + "\n").utf8).write(to: out)
  }
}
