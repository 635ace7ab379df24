import Foundation
import OneSignalFramework

enum AppEnvironment {
  static var isDebug: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  static var oneSignalAppID: String { info("OneSignalAppID") }
  static var brazeAPIKey: String { info("BrazeAPIKey") }

  private static func info(_ key: String) -> String { Bundle.main.object(forInfoDictionaryKey: key) as? String ?? "" }
}

/// The signed-in runner.
final class Session {
  static let shared = Session()
  var userID: String? { UserDefaults.standard.string(forKey: "userID") }

  func signIn(userID: String) {
    UserDefaults.standard.set(userID, forKey: "userID")
    AppDelegate.braze?.changeUser(userId: userID)
    OneSignal.login(userID)
    AnalyticsClient.shared.identify(userID)
  }
}

/// What the runner agreed to in onboarding.
final class UserConsent {
  static let shared = UserConsent()
  var analytics: Bool { UserDefaults.standard.bool(forKey: "consent.analytics") }
}
