// A Braze Swift SDK app with push automation, as Braze's automatic-integration sample sets it up: the configuration
// turns automation on and Braze is created in launch; the app assigns no notification-center delegate and implements
// no push callback, so Braze provides them and processes its own pushes.
// pushsim's own sample, for `pushsim wiring` and `--app-source`.
import BrazeKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  static var braze: Braze?
  var updates: Braze.Cancellable?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let configuration = Braze.Configuration(apiKey: "braze-api-key", endpoint: "sdk.iad-01.braze.com")
    configuration.push.automation = true
    let braze = Braze(configuration: configuration)
    AppDelegate.braze = braze
    updates = braze.notifications.subscribeToUpdates(payloadTypes: [.opened, .received]) { payload in
      print("Braze push \(payload.type)")
    }
    return true
  }
}
