import SwiftUI

struct RootView: View {
  @EnvironmentObject private var navigator: PushNavigator
  @EnvironmentObject private var store: ArticleStore
  @State private var path = NavigationPath()

  var body: some View {
    TabView {
      NavigationStack(path: $path) {
        ArticleListView()
          .navigationDestination(for: Article.self) { ArticleDetailView(article: $0) }
      }
      .tabItem { Label("Today", systemImage: "newspaper") }

      SettingsView()
        .tabItem { Label("Settings", systemImage: "gear") }
    }
    .onChange(of: navigator.destination) { destination in
      guard case .article(let id) = destination, let article = store.article(id: id) else { return }
      path.append(article)
    }
  }
}
