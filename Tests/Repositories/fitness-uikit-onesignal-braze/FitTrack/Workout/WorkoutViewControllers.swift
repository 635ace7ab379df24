import UIKit

final class MainTabBarController: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = [
      UINavigationController(rootViewController: WorkoutListViewController()),
      UINavigationController(rootViewController: PlanViewController()),
      UINavigationController(rootViewController: ChallengesViewController()),
    ]
  }
}

final class WorkoutListViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Workouts"
    tabBarItem = UITabBarItem(title: "Workouts", image: UIImage(systemName: "figure.run"), tag: 0)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "workout")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    TrainingPlanStore.shared.workouts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "workout", for: indexPath)
    let workout = TrainingPlanStore.shared.workouts[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = workout.name
    content.secondaryText = "\(workout.durationMinutes) min"
    cell.contentConfiguration = content
    return cell
  }
}

final class WorkoutDetailViewController: UIViewController {
  private let workoutID: String

  init(workoutID: String) {
    self.workoutID = workoutID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = TrainingPlanStore.shared.workout(id: workoutID)?.name ?? "Workout"
    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Start", style: .done, target: self, action: #selector(start))
  }

  @objc private func start() {
    WorkoutSession.shared.start()
    AnalyticsClient.shared.track("workout_started", ["workout_id": workoutID])
  }
}

final class PlanViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Plan"
    view.backgroundColor = .systemBackground
  }
}

final class ChallengesViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Challenges"
    view.backgroundColor = .systemBackground
  }
}
