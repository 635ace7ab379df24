import Grovs
import SwiftUI

/// The Morning Ledger: the SwiftUI entry point. Push, Firebase and Grovs set-up lives in AppDelegate, which SwiftUI
/// creates for us through the adaptor below.
@main
struct NewsApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
  @StateObject private var navigator = PushNavigator.shared
  @ObservedObject private var store = ArticleStore.shared
  @Environment(\.scenePhase) private var scenePhase

  var body: some Scene {
    WindowGroup {
      RootView()
        .environmentObject(navigator)
        .environmentObject(store)
        .onOpenURL { url in
          // Grovs links first (custom scheme and sqd.link), then our own ledger:// links.
          if !Grovs.handleAppDelegate(open: url) {
            navigator.open(url)
          }
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
          _ = Grovs.handleAppDelegate(continue: activity) { _ in }
        }
    }
    .onChange(of: scenePhase) { phase in
      if phase == .active {
        Task { await store.refreshIfStale() }
      }
    }
  }
}
