import Foundation
import Testing

/// Issue 32 item 3: the survey (`init`, and `check` without a config) finds every folder whose code takes part in push
/// handling — the app, its notification extensions in folders of their own, the local packages and framework targets
/// it imports, the native folders of Flutter, React Native and Cordova apps — and `init` writes no `include` that covers
/// the repository's own scenarios; pushsim's own documents are never linted as payloads, even when a config includes
/// them. Small repositories of our own, built here; what each test expects is written from the issue, Apple's
/// documents and the frameworks' templates cited in Sources/PushSimCore/Input/SurveyApp.swift, not from pushsim's output.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct RepositorySurveyTests {
  /// A fresh repository (a `.git` folder makes it the root) with the given files.
  static func repository(_ name: String, _ files: [String: String]) throws -> String {
    let repo = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-survey-\(getpid())-\(name)").path
    try? FileManager.default.removeItem(atPath: repo)
    try FileManager.default.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
    for (path, text) in files {
      let full = repo + "/" + path
      try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: full).deletingLastPathComponent().path, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return repo
  }

  /// The config `init --print` would write.
  static func printed(_ repo: String) throws -> (config: [String: Any], stderr: String) {
    let result = try Binary.run(["init", "--print"], workingDirectory: repo)
    #expect(result.exitCode == 0, "\(result.stderr)")
    return ((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]) ?? [:], result.stderr)
  }

  /// The rule ids `check --format json` reports, by file.
  static func findings(_ stdout: String) throws -> [String: [String]] {
    let document = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] ?? [:]
    var found: [String: [String]] = [:]
    for item in document["diagnostics"] as? [[String: Any]] ?? [] {
      found[item["file"] as? String ?? "", default: []].append(item["rule"] as? String ?? "")
    }
    return found
  }

  /// A Grovs app as seeds/004 writes it: configured with the production environment outside DEBUG, the delegate set
  /// before launch returns, taps handed to Grovs.
  static let grovsAppDelegate = """
    import Grovs
    import UIKit
    import UserNotifications

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate, GrovsDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if DEBUG
          Grovs.configure(APIKey: "news-key", useTestEnvironment: true, delegate: self)
        #else
          Grovs.configure(APIKey: "news-key", useTestEnvironment: false, delegate: self)
        #endif
        UNUserNotificationCenter.current().delegate = self
        application.registerForRemoteNotifications()
        return true
      }

      func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Grovs.setPushToken(deviceToken: deviceToken)
      }

      func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
      ) {
        Grovs.handleNotificationResponse(response)
        completionHandler()
      }

      func grovsReceivedPayloadFromDeeplink(link: String?, payload: [String: Any]?, tracking: [String: Any]?) {}
    }

    """

  /// A Grovs image campaign (seeds/004: an image push is `mutable-content`, for the extension to attach the image).
  static let grovsImageTemplate = """
    {"aps": {"alert": {"title": "Morning briefing", "body": "{{ headline }}"}, "mutable-content": 1},
     "grovs_campaign_id": "cmp_briefing", "grovs_link": "https://news.sqd.link/briefing", "grovs_image": "https://cdn.example.com/briefing.png"}
    """

  static let newsFiles = [
    "ios/NewsApp/AppDelegate.swift": grovsAppDelegate,
    // seeds/004 §4: the extension's principal class inherits GrovsNotificationServiceExtension; a target of its own.
    "ios/NewsServiceExtension/NotificationService.swift":
      "import GrovsNotificationService\n\nclass NotificationService: GrovsNotificationServiceExtension {}\n",
    "campaigns/grovs/briefing.json": grovsImageTemplate,
  ]

  /// The issue's news app: its Notification Service Extension sits in a folder of its own, and check (no config) read
  /// only the app's folder, so the Grovs image rule said there was no extension.
  @Test func anExtensionInItsOwnFolderIsReadWithTheApp() throws {
    let repo = try Self.repository("news", Self.newsFiles)
    let (config, why) = try Self.printed(repo)
    #expect(config["sources"] as? [String] == ["ios/NewsApp", "ios/NewsServiceExtension"], "\(config)")
    #expect(why.contains("ios/NewsServiceExtension: NotificationService.swift inherits or adopts GrovsNotificationServiceExtension"), "\(why)")

    let checked = try Binary.run(["check", "--format", "json"], workingDirectory: repo)
    let found = try Self.findings(checked.stdout)
    #expect(!found.values.joined().contains("wiring-grovs-image-no-extension"), "\(found)")
    // The same repository read as the app folder alone: the rule fires (the test can fail).
    try #"{"sources": ["ios/NewsApp"]}"#.write(toFile: repo + "/.pushsim.json", atomically: true, encoding: .utf8)
    let alone = try Self.findings(try Binary.run(["check", "--format", "json"], workingDirectory: repo).stdout)
    #expect(alone["ios/NewsApp/AppDelegate.swift"]?.contains("wiring-grovs-image-no-extension") == true, "\(alone)")
  }

  /// The app is its target, not the folder of its delegate: the delegate in `ios/NewsApp/App` and the computed property
  /// it routes on in `ios/NewsApp/Push` (issue 32's news app) are one target, whose folder holds its Info.plist (Xcode's
  /// app template). Firebase's GoogleService-Info.plist is a resource, not a target's.
  @Test func theAppIsItsTargetFolder() throws {
    let delegate = Self.grovsAppDelegate.replacingOccurrences(
      of: "    Grovs.handleNotificationResponse(response)\n",
      with: "    if response.notification.request.content.userInfo.pushSource == \"grovs\" { Grovs.handleNotificationResponse(response) }\n")
    let repo = try Self.repository(
      "target",
      [
        "ios/NewsApp/Info.plist":
          "<plist version=\"1.0\"><dict><key>UIBackgroundModes</key><array><string>remote-notification</string></array></dict></plist>\n",
        "ios/NewsApp/App/AppDelegate.swift": delegate,
        "ios/NewsApp/Push/UserInfo+PushSource.swift":
          "extension Dictionary where Key == AnyHashable {\n  var pushSource: String? { self[\"source\"] as? String }\n}\n",
        "ios/NewsApp/Resources/GoogleService-Info.plist": "<plist version=\"1.0\"><dict></dict></plist>\n",
        "ios/NewsServiceExtension/NotificationService.swift":
          "import UserNotifications\n\nclass NotificationService: UNNotificationServiceExtension {}\n",
      ])
    let (config, why) = try Self.printed(repo)
    #expect(config["sources"] as? [String] == ["ios/NewsApp", "ios/NewsServiceExtension"], "\(config)")
    #expect(
      why.contains("ios/NewsApp: AppDelegate.swift mentions UNUserNotificationCenterDelegate in App, the target with ios/NewsApp/Info.plist"),
      "\(why)")
    let checked = try Binary.run(["check", "--format", "json"], workingDirectory: repo)
    let document = try JSONSerialization.jsonObject(with: Data(checked.stdout.utf8)) as? [String: Any] ?? [:]
    // The delegate, the property's file, the app's Info.plist and the extension (the delegate's folder alone: 1).
    #expect((document["coverage"] as? [String])?.contains("4 source files read") == true, "\(document["coverage"] ?? "")")
  }

  /// An extension whose principal class inherits the team's own base class (no extension type named in its code) is
  /// found by its Info.plist's NSExtensionPointIdentifier (Apple's App Extension Keys), a content extension by the
  /// protocol its view controller adopts (UNNotificationContentExtension).
  @Test func extensionsAreFoundByTheirInfoPlistOrTheContentProtocol() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>NSExtension</key>
        <dict>
          <key>NSExtensionPointIdentifier</key>
          <string>com.apple.usernotifications.service</string>
          <key>NSExtensionPrincipalClass</key>
          <string>$(PRODUCT_MODULE_NAME).NotificationService</string>
        </dict>
      </dict>
      </plist>

      """
    let repo = try Self.repository(
      "extensions",
      [
        "App/AppDelegate.swift": Self.grovsAppDelegate,
        "Extensions/Service/NotificationService.swift": "import UserNotifications\n\nfinal class NotificationService: NewsServiceBase {}\n",
        "Extensions/Service/Info.plist": plist,
        "Extensions/Content/NotificationViewController.swift":
          "import UIKit\nimport UserNotificationsUI\n\nclass NotificationViewController: UIViewController, UNNotificationContentExtension {\n  func didReceive(_ notification: UNNotification) {}\n}\n",
        // Neither: a widget's code is not read.
        "Extensions/Widget/Widget.swift": "import WidgetKit\n\nstruct NewsWidget {}\n",
      ])
    let (config, why) = try Self.printed(repo)
    #expect(config["sources"] as? [String] == ["App", "Extensions/Content", "Extensions/Service"], "\(config)")
    #expect(why.contains("Extensions/Service: Info.plist declares com.apple.usernotifications.service"), "\(why)")
    #expect(why.contains("Extensions/Content: NotificationViewController.swift inherits or adopts UNNotificationContentExtension"), "\(why)")
  }

  /// A local Swift package and a framework target of the app's Xcode project hold the push routing; the app imports
  /// both. A package the app does not import is not read.
  @Test func theFrameworksAndPackagesTheAppImportsAreItsCode() throws {
    let delegate = Self.grovsAppDelegate.replacingOccurrences(of: "import Grovs\n", with: "import Grovs\nimport NewsRouting\nimport NewsCore\n")
    let project = """
      // !$*UTF8*$!
      {
      	objects = {
      /* Begin PBXNativeTarget section */
      		A1 /* NewsApp */ = {
      			isa = PBXNativeTarget;
      			name = NewsApp;
      			productName = NewsApp;
      			productType = "com.apple.product-type.application";
      		};
      		A2 /* NewsCore */ = {
      			isa = PBXNativeTarget;
      			name = NewsCore;
      			productName = NewsCore;
      			productType = "com.apple.product-type.framework";
      		};
      /* End PBXNativeTarget section */
      	};
      }

      """
    let repo = try Self.repository(
      "modules",
      [
        "ios/NewsApp/AppDelegate.swift": delegate,
        "ios/NewsApp.xcodeproj/project.pbxproj": project,
        "ios/NewsCore/PushLog.swift": "public enum PushLog { public static func record(_ userInfo: [AnyHashable: Any]) {} }\n",
        "Packages/NewsRouting/Package.swift":
          "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n  name: \"NewsRouting\",\n  targets: [.target(name: \"NewsRouting\", path: \"Routing\")]\n)\n",
        "Packages/NewsRouting/Routing/PushRouter.swift":
          "import Foundation\n\npublic struct PushRouter { public init() {}\n  public func route(_ userInfo: [AnyHashable: Any]) -> String? { userInfo[\"story_id\"] as? String }\n}\n",
        "Packages/Unused/Package.swift":
          "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Unused\", targets: [.target(name: \"Unused\")])\n",
        "Packages/Unused/Sources/Unused/Unused.swift": "public struct Unused {}\n",
      ])
    let (config, why) = try Self.printed(repo)
    #expect(config["sources"] as? [String] == ["Packages/NewsRouting/Routing", "ios/NewsApp", "ios/NewsCore"], "\(config)")
    #expect(why.contains("imported by ios/NewsApp/AppDelegate.swift"), "\(why)")
  }

  /// `init` wrote `"include": ["campaigns/**"]` over `campaigns/scenarios`, and the next lint and check reported
  /// `aps-missing` on the repository's own scenarios. Now the include names the template folders beside them, and the
  /// next run reports nothing on the scenarios (nor on a baseline or an app profile kept with the templates).
  @Test func initThenCheckReportsNothingOnTheRepositorysOwnDocuments() throws {
    let scenario = """
      {"schema": "pushsim.scenario/1", "name": "A briefing tap opens the story", "app": "grovs",
       "steps": ["launch", {"deliver": "../grovs/briefing.json"}]}
      """
    var files = Self.newsFiles
    files["campaigns/welcome.json"] = #"{"aps": {"alert": "Welcome to the news"}}"#
    files["campaigns/scenarios/briefing-tap.json"] = scenario
    files["campaigns/profiles/news.json"] = #"{"name": "news", "app": {"backgroundModes": ["remote-notification"]}}"#
    let repo = try Self.repository("init-scenarios", files)
    let initialised = try Binary.run(["init"], workingDirectory: repo)
    #expect(initialised.exitCode == 0, "\(initialised.stderr)")
    let config = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: repo + "/.pushsim.json"))) as? [String: Any] ?? [:]
    let include = config["include"] as? [String] ?? []
    #expect(include.contains("campaigns/grovs/**") && include.contains("campaigns/*"), "\(include)")
    #expect(!include.contains { $0.hasPrefix("campaigns/scenarios") || $0.hasPrefix("campaigns/profiles") || $0 == "campaigns/**" }, "\(include)")
    #expect(config["scenarios"] as? [String] == ["campaigns/scenarios"])
    #expect(initialised.stdout.contains("campaigns: not included whole"), "\(initialised.stdout)")

    let checked = try Binary.run(["check", "--format", "json"], workingDirectory: repo)
    let found = try Self.findings(checked.stdout)
    #expect(found.keys.allSatisfy { !$0.hasPrefix("campaigns/scenarios") && !$0.hasPrefix("campaigns/profiles") }, "\(found)")
    let linted = try Self.findings(try Binary.run(["lint", "--format", "json"], workingDirectory: repo).stdout)
    #expect(linted.isEmpty, "\(linted)")
  }

  /// A config that includes the scenarios (as the old init wrote it, or by hand), a baseline, a config of another
  /// name and pushsim's SARIF report kept there: none is a payload; `--verbose` says why each was skipped.
  @Test func pushsimsOwnDocumentsAreNeverPayloadsEvenWhenIncluded() throws {
    let repo = try Self.repository(
      "included-documents",
      [
        ".pushsim.json": #"{"include": ["campaigns/**"], "scenarios": ["campaigns/scenarios"]}"#,
        "campaigns/welcome.json": #"{"aps": {"alert": "Welcome", "badge": "1"}}"#,
        "campaigns/scenarios/launch.json": #"{"schema": "pushsim.scenario/1", "app": "plain", "steps": ["launch"]}"#,
        "campaigns/baseline.json": #"{"schema": "pushsim.baseline/1", "findings": []}"#,
        "campaigns/ci-config.json": #"{"rules": {"aps-badge-type": "warning"}}"#,
        "campaigns/report.sarif.json":
          #"{"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{"tool": {"driver": {"name": "pushsim"}}, "results": []}]}"#,
      ])
    for command in ["lint", "check"] {
      let result = try Binary.run([command, "--format", "json", "--verbose"], workingDirectory: repo)
      let found = try Self.findings(result.stdout)
      // The one template's planted defect, and nothing on pushsim's documents.
      #expect(found == ["campaigns/welcome.json": ["aps-badge-type"]], "\(command): \(found)")
      for file in ["scenarios/launch.json", "baseline.json", "ci-config.json", "report.sarif.json"] {
        #expect(result.stderr.contains("campaigns/\(file): skipped: pushsim's own document"), "\(command) \(file): \(result.stderr)")
      }
    }
    // Named on the command line (as a pre-commit hook names changed files): still not a payload.
    let named = try Binary.run(["lint", "campaigns/scenarios/launch.json", "--format", "json"], workingDirectory: repo)
    #expect(try Self.findings(named.stdout).isEmpty, "\(named.stdout)")
    #expect(named.exitCode == 0)
  }

  /// A Flutter app: its native code is `ios/Runner` (flutter create's template, an AppDelegate subclassing
  /// FlutterAppDelegate and naming no delegate protocol); Dart code and the Android folder are not read.
  @Test func aFlutterAppsNativeFolderIsSurveyed() throws {
    let repo = try Self.repository(
      "flutter",
      [
        "pubspec.yaml": "name: market\ndependencies:\n  flutter:\n    sdk: flutter\n",
        "lib/main.dart": "void main() {}\n",
        "ios/Runner/AppDelegate.swift":
          "import Flutter\nimport UIKit\n\n@main\n@objc class AppDelegate: FlutterAppDelegate {\n  override func application(\n    _ application: UIApplication,\n    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?\n  ) -> Bool {\n    GeneratedPluginRegistrant.register(with: self)\n    return super.application(application, didFinishLaunchingWithOptions: launchOptions)\n  }\n}\n",
        "ios/Runner/GeneratedPluginRegistrant.h": "#import <Flutter/Flutter.h>\n@interface GeneratedPluginRegistrant : NSObject\n@end\n",
        "ios/RunnerTests/RunnerTests.swift": "import XCTest\n\nclass RunnerTests: XCTestCase {}\n",
        "android/app/src/main/kotlin/MainActivity.kt": "class MainActivity\n",
      ])
    let (config, _) = try Self.printed(repo)
    #expect(config["sources"] as? [String] == ["ios/Runner"], "\(config)")
    let checked = try Binary.run(["check", "--verbose"], workingDirectory: repo)
    #expect(checked.stderr.contains("sources: ios/Runner (found:"), "\(checked.stderr)")
    #expect(checked.stdout.contains("the app in ios/Runner"), "\(checked.stdout)")
  }

  /// A React Native app: `ios/<App>` beside `ios/<App>.xcodeproj` (the community template), its AppDelegate an
  /// RCTAppDelegate subclass; node_modules (where the SDKs' own native code is) is not the app's.
  @Test func aReactNativeAppsNativeFolderIsSurveyed() throws {
    let repo = try Self.repository(
      "react-native",
      [
        "package.json": #"{"name": "shop", "dependencies": {"react-native": "0.76.0", "react-native-mapp-plugin": "1.2.0"}}"#,
        "App.tsx": "export default function App() { return null }\n",
        "ios/Shop.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n}\n",
        "ios/Shop/AppDelegate.h": "#import <RCTAppDelegate.h>\n#import <UIKit/UIKit.h>\n\n@interface AppDelegate : RCTAppDelegate\n@end\n",
        "ios/Shop/AppDelegate.mm": "#import \"AppDelegate.h\"\n\n@implementation AppDelegate\n@end\n",
        "ios/Shop/main.m": "#import <UIKit/UIKit.h>\n#import \"AppDelegate.h\"\n",
        "node_modules/react-native-mapp-plugin/ios/RNMappPlugin.m":
          "@interface RNMappPlugin : NSObject <UNUserNotificationCenterDelegate>\n@end\n",
      ])
    let (config, _) = try Self.printed(repo)
    #expect(config["sources"] as? [String] == ["ios/Shop"], "\(config)")
    let checked = try Binary.run(["check", "--verbose"], workingDirectory: repo)
    #expect(checked.stderr.contains("sources: ios/Shop (found:"), "\(checked.stderr)")
  }

  /// A Cordova app whose platforms folder is not committed: each plugin's `src/ios` is the app's native push code, even
  /// when it names no delegate (plugin.xml's `<source-file src="src/ios/…">`).
  @Test func aCordovaAppsPluginsAreSurveyed() throws {
    let repo = try Self.repository(
      "cordova",
      [
        "config.xml": "<?xml version='1.0' encoding='utf-8'?>\n<widget id=\"com.example.tickets\" version=\"1.0.0\"></widget>\n",
        "www/index.html": "<html></html>\n",
        "plugins/cordova-plugin-tickets-push/plugin.xml": "<plugin id=\"cordova-plugin-tickets-push\"></plugin>\n",
        "plugins/cordova-plugin-tickets-push/src/ios/TicketsPush.m":
          "#import \"TicketsPush.h\"\n\n@implementation TicketsPush\n- (void)register:(CDVInvokedUrlCommand *)command {}\n@end\n",
        "plugins/cordova-plugin-tickets-push/src/ios/TicketsPush.h": "#import <Cordova/CDVPlugin.h>\n\n@interface TicketsPush : CDVPlugin\n@end\n",
        "plugins/cordova-plugin-tickets-push/src/android/TicketsPush.java": "class TicketsPush {}\n",
      ])
    let (config, _) = try Self.printed(repo)
    #expect(config["sources"] as? [String] == ["plugins/cordova-plugin-tickets-push/src/ios"], "\(config)")
  }

  /// The survey's scans are linear in a source file (issue 31's rule, DESIGN.md §7): lines of import words behind a long
  /// prefix, long inheritance chains of extension names, an unclosed `.target(`, an Info.plist of near-identifiers. Each
  /// file at 1× and 4× its size: the CPU time grows at most about 4× (2× slack over a fixed start-up).
  @Test func theSurveyIsLinearInHostileSources() throws {
    let shapes: [(name: String, file: String, unit: String)] = [
      ("import-prefix", "App/AppDelegate.swift", "@a " + String(repeating: " ", count: 50) + "import import import x\n"),
      ("import-one-line", "App/AppDelegate.swift", "@x import "),
      ("inheritance", "Ext/NotificationService.swift", "A.BNotificationServiceExtension, UNNotificationContentExtension.C: "),
      ("package", "Pkg/Package.swift", ".target(name: \"X\", path: \"("),
      ("plist", "Ext/Info.plist", "com.apple.usernotifications.serviceX com.apple.usernotifications.content-extension-"),
    ]
    for shape in shapes {
      var cpu: [Int: Double] = [:]
      for scale in [1, 4] {
        let text = String(repeating: shape.unit, count: 20_000 * scale)
        let repo = try Self.repository("growth-\(shape.name)-\(scale)", ["App/Main.swift": "class A: UIApplicationDelegate {}\n", shape.file: text])
        let outcome = try Spawn.run(HostileInputMatrixTests.binary.path, ["init", "--print"], directory: repo, timeout: 60)
        #expect(outcome.status == 0, "\(shape.name) \(scale)×: exit \(outcome.status) \(outcome.stderr.prefix(200))")
        cpu[scale] = outcome.cpu
        try? FileManager.default.removeItem(atPath: repo)
      }
      let base = 0.05  // start-up
      #expect((cpu[4] ?? 0) <= 2 * 4 * ((cpu[1] ?? 0) + base), "\(shape.name): \(cpu)")
    }
  }
}
