import BrazeKit
import OSLog
import OneSignalFramework
import UIKit
import UserNotifications

/// The notification-center delegate. Three kinds of notifications reach it:
///
/// - our own local workout reminders (WorkoutReminderScheduler), which carry "workout_id" in their userInfo;
/// - Braze campaigns, which Braze handles when we hand them over (manual integration);
/// - OneSignal pushes, which OneSignal 5 processes itself before this object sees them (it hooks the delegate's class),
///   so here they only need their completion handler.
final class PushRouter: NSObject, UNUserNotificationCenterDelegate {
  private let router: AppRouter
  private let log = Logger(subsystem: "app.fittrack", category: "push")

  init(router: AppRouter) {
    self.router = router
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    AppDelegate.braze?.notifications.handleForegroundNotification(notification: notification)
    if WorkoutSession.shared.isRecording {
      log.debug("not presenting \(notification.request.identifier, privacy: .public): a workout is recording")
      return
    }
    completionHandler([.banner, .list, .sound])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let userInfo = response.notification.request.content.userInfo
    log.info("notification tapped: \(response.notification.request.identifier, privacy: .public)")
    AnalyticsClient.shared.track("notification_tapped", ["action": response.actionIdentifier])

    if let workoutID = userInfo["workout_id"] as? String {
      if response.actionIdentifier == WorkoutReminderScheduler.snoozeAction {
        WorkoutReminderScheduler.shared.snooze(workoutID: workoutID)
      } else {
        router.open(workoutID: workoutID)
      }
      completionHandler()
      return
    }
    if let braze = AppDelegate.braze, braze.notifications.handleUserNotification(response: response, withCompletionHandler: completionHandler) {
      return
    }
    completionHandler()
  }
}

// MARK: - OneSignal

extension PushRouter: OSNotificationClickListener {
  /// OneSignal opens the push's launch URL itself; its additional data can name a plan to show.
  func onClick(event: OSNotificationClickEvent) {
    let data = event.notification.additionalData ?? [:]
    log.info("OneSignal push opened: \(event.notification.notificationId ?? "?", privacy: .public)")
    if let planID = data["plan_id"] as? String {
      router.open(planID: planID)
    }
  }
}
