import Foundation
import OSLog
import SwiftUI

/// Turns a tapped push or an opened link into navigation. Views observe `destination`.
@MainActor
final class PushNavigator: ObservableObject {
  static let shared = PushNavigator()

  enum Destination: Equatable {
    case article(id: String)
    case section(String)
    case digest
    case subscription(campaign: String?)
  }

  @Published var destination: Destination?
  private let log = Logger(subsystem: "com.morningledger.news", category: "navigation")

  /// An editorial push: open its article, or its section when the push has no article.
  nonisolated func open(_ userInfo: [AnyHashable: Any]) {
    let article = userInfo.articleID
    let section = userInfo.section
    Task { @MainActor in
      if let article {
        destination = .article(id: article)
      } else if let section {
        destination = .section(section)
      }
    }
  }

  /// A ledger:// link, e.g. ledger://article/2024-06-01-budget or ledger://section/politics.
  func open(_ url: URL) {
    guard url.scheme == "ledger", let host = url.host else {
      log.notice("ignoring link \(url.absoluteString, privacy: .public)")
      return
    }
    let id = url.pathComponents.dropFirst().first
    switch host {
    case "article": if let id { destination = .article(id: id) }
    case "section": if let id { destination = .section(id) }
    case "digest": destination = .digest
    default: log.notice("unknown link host \(host, privacy: .public)")
    }
  }

  /// A Grovs campaign's screen.
  nonisolated func show(screen: String, campaign: String?) {
    Task { @MainActor in
      switch screen {
      case "digest": destination = .digest
      case "subscribe": destination = .subscription(campaign: campaign)
      default: destination = .section(screen)
      }
    }
  }
}
