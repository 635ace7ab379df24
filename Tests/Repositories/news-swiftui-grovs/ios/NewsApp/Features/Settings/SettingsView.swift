import SwiftUI

struct SettingsView: View {
  @State private var breaking = UserPreferences.shared.followedTopics.contains("breaking")
  @State private var briefing = UserPreferences.shared.followedTopics.contains("briefing")

  var body: some View {
    Form {
      Section("Notifications") {
        Toggle("Breaking news", isOn: $breaking)
        Toggle("Morning briefing", isOn: $briefing)
      }
    }
    .onChange(of: breaking) { _ in save() }
    .onChange(of: briefing) { _ in save() }
  }

  private func save() {
    UserPreferences.shared.followedTopics = (breaking ? ["breaking"] : []) + (briefing ? ["briefing"] : [])
  }
}
