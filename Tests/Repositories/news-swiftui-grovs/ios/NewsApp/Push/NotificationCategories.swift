import UserNotifications

/// The categories our editorial pushes use (the newsroom sets aps.category).
enum NotificationCategories {
  static let breaking = "BREAKING"
  static let briefing = "BRIEFING"

  static func register() {
    let save = UNNotificationAction(identifier: "SAVE_ARTICLE", title: "Save for later", options: [])
    let share = UNNotificationAction(identifier: "SHARE_ARTICLE", title: "Share", options: [.foreground])
    UNUserNotificationCenter.current().setNotificationCategories([
      UNNotificationCategory(identifier: breaking, actions: [save, share], intentIdentifiers: [], options: []),
      UNNotificationCategory(identifier: briefing, actions: [save], intentIdentifiers: [], options: []),
    ])
  }
}
