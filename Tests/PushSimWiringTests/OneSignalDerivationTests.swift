import PushSimCore
import PushSimSwiftSource
import Testing

@testable import PushSimCore

/// The OneSignal switches an app states outside its calls (sdk-behaviour-more.md §1): the Info.plist keys
/// OneSignal_suppress_launch_urls (fact 18) and OneSignal_disable_badge_clearing (fact 12; OneSignal's "Badges" page),
/// and whether the foreground lifecycle listener's onWillDisplay(event:) calls event.preventDefault() (facts 21–22).
@Suite struct OneSignalDerivationTests {
  static let delegate = """
    import UIKit
    import OneSignalFramework

    class AppDelegate: UIResponder, UIApplicationDelegate, OSNotificationLifecycleListener {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        OneSignal.initialize("app-id", withLaunchOptions: launchOptions)
        OneSignal.Notifications.addForegroundLifecycleListener(self)
        return true
      }

      func onWillDisplay(event: OSNotificationWillDisplayEvent) {
        BODY
      }
    }
    """

  static func plist(_ keys: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(keys)</dict>\n</plist>\n"
  }

  static func derive(body: String, plist: String? = nil) -> (profile: AppProfile, sources: [ProfileSource]) {
    var files = [(path: "AppDelegate.swift", bytes: Array(delegate.replacingOccurrences(of: "BODY", with: body).utf8))]
    if let plist { files.append((path: "Info.plist", bytes: Array(plist.utf8))) }
    let module = WiringModule.reading(files) { path, text in SwiftSource.read(path: path, text: text) }
    return ProfileFromCode.profile(WiringAnalyzer.analyze(module))
  }

  @Test func preventDefaultInOnWillDisplayMeansPrevent() {
    let prevented = Self.derive(body: "event.preventDefault()")
    #expect(prevented.profile.values["sdks.onesignal.foregroundListener"] == .string("prevent"))
    let shown = Self.derive(body: "print(event.notification.title ?? \"\")")
    #expect(shown.profile.values["sdks.onesignal.foregroundListener"] == .string("display"))
  }

  @Test func infoPlistSwitchesAreRead() throws {
    let derived = Self.derive(
      body: "print(event)",
      plist: Self.plist(
        "\t<key>OneSignal_suppress_launch_urls</key>\n\t<true/>\n\t<key>OneSignal_disable_badge_clearing</key>\n\t<true/>\n"))
    #expect(derived.profile.values["sdks.onesignal.suppressLaunchURLs"] == .bool(true))
    #expect(derived.profile.values["sdks.onesignal.clearsBadge"] == .bool(false))
    let badge = try #require(derived.sources.first { $0.key == "sdks.onesignal.clearsBadge" })
    #expect(badge.place?.file == "Info.plist" && badge.place?.line == 6 && !badge.isDefault)
  }

  @Test func withoutAnInfoPlistTheDefaultsApply() {
    let derived = Self.derive(body: "print(event)")
    #expect(derived.profile.values["sdks.onesignal.suppressLaunchURLs"] == .bool(false))
    #expect(derived.profile.values["sdks.onesignal.clearsBadge"] == .bool(true))
    #expect(derived.sources.first { $0.key == "sdks.onesignal.clearsBadge" }?.isDefault == true)
  }
}
