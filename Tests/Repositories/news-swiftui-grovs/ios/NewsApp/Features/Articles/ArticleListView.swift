import SwiftUI

struct ArticleListView: View {
  @EnvironmentObject private var store: ArticleStore

  var body: some View {
    List(store.topStories) { article in
      NavigationLink(value: article) {
        VStack(alignment: .leading, spacing: 4) {
          Text(article.section.uppercased()).font(.caption).foregroundStyle(.secondary)
          Text(article.headline).font(.headline)
          Text(article.summary).font(.subheadline).lineLimit(2)
        }
      }
    }
    .refreshable { await store.refresh() }
    .navigationTitle("The Morning Ledger")
  }
}
