import Foundation
import OSLog

struct Article: Identifiable, Codable, Hashable {
  let id: String
  let headline: String
  let summary: String
  let section: String
  let publishedAt: Date
  let imageURL: URL?
}

/// The cached front page. Refreshed when the app becomes active (at most every five minutes) and by the newsroom's
/// silent "top stories changed" pushes.
@MainActor
final class ArticleStore: ObservableObject {
  static let shared = ArticleStore()

  @Published private(set) var topStories: [Article] = []
  @Published private(set) var lastRefresh: Date?
  private let log = Logger(subsystem: "com.morningledger.news", category: "store")

  func refreshIfStale() async {
    if let lastRefresh, Date().timeIntervalSince(lastRefresh) < 300 { return }
    await refresh()
  }

  func refresh() async {
    do {
      topStories = try await NewsroomAPI.shared.topStories()
      lastRefresh = Date()
    } catch {
      log.error("front page refresh failed: \(error.localizedDescription, privacy: .public)")
    }
  }

  /// For the background push: calls `completion` once with whether anything changed.
  nonisolated func refreshTopStories(completion: @escaping (Bool) -> Void) {
    Task { @MainActor in
      let before = topStories.map(\.id)
      await refresh()
      completion(topStories.map(\.id) != before)
    }
  }

  func article(id: String) -> Article? { topStories.first { $0.id == id } }
}
