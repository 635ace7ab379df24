import FirebaseAnalytics
import FirebaseCrashlytics

/// Product analytics (Firebase Analytics) and breadcrumbs for crash reports (Crashlytics).
final class AnalyticsClient {
  static let shared = AnalyticsClient()

  func track(_ event: String, _ parameters: [String: Any] = [:]) {
    guard UserConsent.shared.analytics else { return }
    Analytics.logEvent(event, parameters: parameters)
    Crashlytics.crashlytics().log("\(event) \(parameters)")
  }

  func identify(_ userID: String) {
    Analytics.setUserID(userID)
    Crashlytics.crashlytics().setUserID(userID)
  }
}
