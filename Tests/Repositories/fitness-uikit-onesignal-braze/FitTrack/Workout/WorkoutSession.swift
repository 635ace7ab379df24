import CoreLocation
import Foundation
import OSLog

/// The workout being recorded. While it records we keep banners off the screen (the runner is looking at the map).
final class WorkoutSession: NSObject {
  static let shared = WorkoutSession()

  private(set) var isRecording = false
  private(set) var startedAt: Date?
  private(set) var distanceMeters: CLLocationDistance = 0
  private var lastLocation: CLLocation?
  private let locationManager = CLLocationManager()
  private let log = Logger(subsystem: "app.fittrack", category: "workout")

  func start() {
    guard !isRecording else { return }
    isRecording = true
    startedAt = Date()
    distanceMeters = 0
    locationManager.delegate = self
    locationManager.activityType = .fitness
    locationManager.allowsBackgroundLocationUpdates = true
    locationManager.startUpdatingLocation()
    log.info("workout started")
  }

  func stop() -> WorkoutSummary? {
    guard isRecording, let startedAt else { return nil }
    isRecording = false
    locationManager.stopUpdatingLocation()
    lastLocation = nil
    return WorkoutSummary(start: startedAt, end: Date(), distanceMeters: distanceMeters)
  }
}

extension WorkoutSession: CLLocationManagerDelegate {
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    for location in locations where location.horizontalAccuracy < 30 {
      if let lastLocation { distanceMeters += location.distance(from: lastLocation) }
      lastLocation = location
    }
  }
}

struct WorkoutSummary {
  let start: Date
  let end: Date
  let distanceMeters: Double
}
