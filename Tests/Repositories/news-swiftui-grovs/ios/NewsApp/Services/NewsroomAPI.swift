import Foundation

/// The newsroom backend: the front page, and device registration for editorial pushes (sent through FCM).
final class NewsroomAPI {
  static let shared = NewsroomAPI()

  private let base = URL(string: "https://api.morningledger.example/v2/") ?? URL(fileURLWithPath: "/")
  private let session: URLSession = {
    let configuration = URLSessionConfiguration.default
    configuration.timeoutIntervalForRequest = 15
    return URLSession(configuration: configuration)
  }()
  private let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }()

  func topStories() async throws -> [Article] {
    let (data, _) = try await session.data(from: base.appendingPathComponent("front-page"))
    return try decoder.decode([Article].self, from: data)
  }

  func registerDevice(fcmToken: String, topics: [String]) {
    var request = URLRequest(url: base.appendingPathComponent("devices"))
    request.httpMethod = "PUT"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONSerialization.data(withJSONObject: ["fcm_token": fcmToken, "topics": topics, "platform": "ios"])
    session.dataTask(with: request).resume()
  }
}
