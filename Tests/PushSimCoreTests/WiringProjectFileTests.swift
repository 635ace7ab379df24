import Testing

@testable import PushSimCore

/// What pushsim wiring reads from project files (issue 12): SDK versions from Podfile.lock and
/// Package.resolved (formats 1 and 2/3), Firebase's proxy switch and the background modes from Info.plist.
@Suite struct WiringProjectFileTests {
  @Test func podfileLockVersions() {
    let project = WiringAnalyzer.project([
      ProjectFile(
        path: "ios/Podfile.lock",
        text: "PODS:\n  - Firebase/Messaging (10.20.0):\n    - FirebaseCore\n  - NetmeraNotification (4.18.1)\n  - Netmera (4.18.1)\n")
    ])
    #expect(project.versions["netmera"]?.text == "4.18.1")
    #expect(project.versions["netmera"]?.file == "ios/Podfile.lock")
  }

  @Test(arguments: [
    // Package.resolved version 2 and 3: pins at the top, "identity" and "state.version".
    #"{"pins": [{"identity": "netmera-ios-sdk", "kind": "remoteSourceControl", "location": "https://github.com/Netmera/netmera-ios-sdk", "state": {"revision": "abc", "version": "4.15.2"}}], "version": 2}"#,
    // Version 1: under "object", "package".
    #"{"object": {"pins": [{"package": "Netmera", "repositoryURL": "https://github.com/Netmera/netmera-ios-sdk", "state": {"branch": null, "revision": "abc", "version": "4.15.2"}}]}, "version": 1}"#,
  ])
  func packageResolvedVersions(_ text: String) {
    let project = WiringAnalyzer.project([ProjectFile(path: "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", text: text)])
    #expect(project.versions["netmera"]?.text == "4.15.2")
  }

  @Test func infoPlistProxyAndBackgroundModes() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      	<key>FirebaseAppDelegateProxyEnabled</key>
      	<false/>
      	<key>UIBackgroundModes</key>
      	<array>
      		<string>fetch</string>
      		<string>remote-notification</string>
      	</array>
      </dict>
      </plist>
      """
    let project = WiringAnalyzer.project([ProjectFile(path: "App/Info.plist", text: plist)])
    #expect(project.firebaseProxyEnabled?.value == false && project.firebaseProxyEnabled?.line == 4)
    #expect(project.backgroundModes?.value == ["fetch", "remote-notification"] && project.backgroundModes?.line == 6)
  }

  /// An Info.plist without UIBackgroundModes says there are none (Grovs apps have none, seeds/004 §1).
  @Test func infoPlistWithoutModesSaysNone() {
    let project = WiringAnalyzer.project([
      ProjectFile(path: "Info.plist", text: "<plist><dict><key>CFBundleName</key><string>A</string></dict></plist>")
    ])
    #expect(project.backgroundModes?.value == [])
    #expect(project.firebaseProxyEnabled == nil)
  }
}
