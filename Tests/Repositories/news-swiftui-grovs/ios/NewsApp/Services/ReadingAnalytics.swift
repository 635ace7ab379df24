import FirebaseAnalytics

/// Reading analytics on top of Firebase Analytics (our own events; Firebase Messaging logs its notification events).
final class ReadingAnalytics {
  static let shared = ReadingAnalytics()

  func articleViewed(_ article: Article) {
    Analytics.logEvent("article_view", parameters: ["article_id": article.id, "section": article.section])
  }

  func pushOpened(source: String?, articleID: String?) {
    Analytics.logEvent("push_open", parameters: ["source": source ?? "newsroom", "article_id": articleID ?? ""])
  }

  func subscriptionShown(campaign: String?) {
    Analytics.logEvent("paywall_shown", parameters: ["campaign": campaign ?? "organic"])
  }
}
