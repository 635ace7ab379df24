import Foundation

struct PlannedWorkout: Codable, Hashable {
  enum Intensity: String, Codable { case easy, tempo, intervals, long }

  let id: String
  let name: String
  var start: Date
  let durationMinutes: Int
  let intensity: Intensity
}

/// The runner's training plan, synced from the coaching backend.
final class TrainingPlanStore {
  static let shared = TrainingPlanStore()

  private(set) var workouts: [PlannedWorkout] = []
  private var lastSync: Date?

  func workout(id: String) -> PlannedWorkout? { workouts.first { $0.id == id } }

  func syncIfNeeded() {
    if let lastSync, Date().timeIntervalSince(lastSync) < 15 * 60 { return }
    CoachingAPI.shared.plan { [weak self] result in
      guard case .success(let workouts) = result else { return }
      self?.workouts = workouts
      self?.lastSync = Date()
      WorkoutReminderScheduler.shared.cancelAll()
      workouts.filter { $0.start > Date() }.forEach(WorkoutReminderScheduler.shared.schedule)
    }
  }
}

final class CoachingAPI {
  static let shared = CoachingAPI()
  private let base = URL(string: "https://api.fittrack.example/v1/") ?? URL(fileURLWithPath: "/")

  func plan(completion: @escaping (Result<[PlannedWorkout], Error>) -> Void) {
    URLSession.shared.dataTask(with: base.appendingPathComponent("plan")) { data, _, error in
      if let error { return completion(.failure(error)) }
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      completion(Result { try decoder.decode([PlannedWorkout].self, from: data ?? Data()) })
    }.resume()
  }
}
