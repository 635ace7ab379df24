import Foundation

/// Keys read from the build configuration (Secrets.xcconfig, not in git).
enum AppSecrets {
  static var grovsAPIKey: String { Bundle.main.object(forInfoDictionaryKey: "GrovsAPIKey") as? String ?? "" }
}
