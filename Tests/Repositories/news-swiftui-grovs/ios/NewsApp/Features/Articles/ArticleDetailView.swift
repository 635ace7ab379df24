import SwiftUI

struct ArticleDetailView: View {
  let article: Article

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        if let imageURL = article.imageURL {
          AsyncImage(url: imageURL) { image in
            image.resizable().scaledToFit()
          } placeholder: {
            Color.secondary.opacity(0.1)
          }
        }
        Text(article.headline).font(.title.bold())
        Text(article.publishedAt, style: .relative).font(.caption).foregroundStyle(.secondary)
        Text(article.summary)
      }
      .padding()
    }
    .onAppear { ReadingAnalytics.shared.articleViewed(article) }
  }
}
