import UIKit

/// Navigation from notifications and links. The scene delegate gives it the window's tab bar controller.
final class AppRouter {
  weak var tabBarController: UITabBarController?

  func open(workoutID: String) {
    select(tab: 0)
    let detail = WorkoutDetailViewController(workoutID: workoutID)
    (tabBarController?.selectedViewController as? UINavigationController)?.pushViewController(detail, animated: true)
  }

  func open(planID: String) {
    select(tab: 1)
    (tabBarController?.selectedViewController as? UINavigationController)?.popToRootViewController(animated: false)
    NotificationCenter.default.post(name: .showTrainingPlan, object: nil, userInfo: ["plan_id": planID])
  }

  /// fitapp://workout/<id>, fitapp://plan/<id>, fitapp://challenge/<id>, fitapp://streak
  @discardableResult
  func open(url: URL) -> Bool {
    guard url.scheme == "fitapp", let host = url.host else { return false }
    let id = url.pathComponents.dropFirst().first
    switch (host, id) {
    case ("workout", let id?): open(workoutID: id)
    case ("plan", let id?): open(planID: id)
    case ("challenge", _), ("streak", _): select(tab: 2)
    default: return false
    }
    return true
  }

  private func select(tab: Int) {
    tabBarController?.selectedIndex = tab
  }
}

extension Notification.Name {
  static let showTrainingPlan = Notification.Name("showTrainingPlan")
}
