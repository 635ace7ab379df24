import Foundation

/// Keys from the build configuration (ios/Flutter/Secrets.xcconfig, not in git).
enum MarketplaceKeys {
  static var iterableAPIKey: String { Bundle.main.object(forInfoDictionaryKey: "IterableAPIKey") as? String ?? "" }
}
