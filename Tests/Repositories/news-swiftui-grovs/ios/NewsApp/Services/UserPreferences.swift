import Foundation

/// What the reader follows; sent to the newsroom so editorial pushes go to the right FCM topics.
final class UserPreferences {
  static let shared = UserPreferences()
  private let defaults = UserDefaults.standard

  var followedTopics: [String] {
    get { defaults.stringArray(forKey: "followedTopics") ?? ["breaking", "briefing"] }
    set { defaults.set(newValue, forKey: "followedTopics") }
  }

  var briefingHour: Int {
    get { defaults.object(forKey: "briefingHour") as? Int ?? 7 }
    set { defaults.set(newValue, forKey: "briefingHour") }
  }
}
