import Foundation
import OSLog
import UserNotifications

/// Local reminders for planned workouts. Each carries "workout_id" in its userInfo; PushRouter opens that workout
/// when the reminder is tapped.
final class WorkoutReminderScheduler {
  static let shared = WorkoutReminderScheduler()
  static let category = "WORKOUT_REMINDER"
  static let snoozeAction = "SNOOZE_30"

  private let center = UNUserNotificationCenter.current()
  private let log = Logger(subsystem: "app.fittrack", category: "reminders")

  func registerCategories() {
    let snooze = UNNotificationAction(identifier: Self.snoozeAction, title: "Remind me in 30 minutes", options: [])
    let start = UNNotificationAction(identifier: "START_WORKOUT", title: "Start now", options: [.foreground])
    center.setNotificationCategories([
      UNNotificationCategory(identifier: Self.category, actions: [start, snooze], intentIdentifiers: [], options: [])
    ])
  }

  func schedule(_ workout: PlannedWorkout) {
    let content = UNMutableNotificationContent()
    content.title = "Time for \(workout.name)"
    content.body = "\(workout.durationMinutes) min · \(workout.intensity.rawValue)"
    content.sound = .default
    content.categoryIdentifier = Self.category
    content.userInfo = ["workout_id": workout.id]
    let trigger = UNCalendarNotificationTrigger(
      dateMatching: Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: workout.start.addingTimeInterval(-15 * 60)),
      repeats: false)
    center.add(UNNotificationRequest(identifier: "reminder-\(workout.id)", content: content, trigger: trigger)) { [log] error in
      if let error { log.error("could not schedule reminder: \(error.localizedDescription, privacy: .public)") }
    }
  }

  func snooze(workoutID: String) {
    guard let workout = TrainingPlanStore.shared.workout(id: workoutID) else { return }
    var later = workout
    later.start = Date().addingTimeInterval(45 * 60)
    schedule(later)
  }

  func cancelAll() {
    center.removeAllPendingNotificationRequests()
  }
}
