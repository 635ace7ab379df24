/// Firebase Messaging as pushsim models it today: a stub that starts, takes the token and hears pushes no other SDK
/// claimed (rule `sdk-firebase-stub`); issue 21 item 3 replaces it with the reference's model.
struct FirebaseModel: SDKModel {
  static let id = "firebase"
  let context: SimContext

  func launch(launchedByPush: Bool) {
    context.step("app", "FirebaseApp.configure()", rule: "sdk-firebase-stub")
  }

  func registerToken() {
    context.step("app", "Messaging.messaging().apnsToken = deviceToken", rule: "sdk-firebase-stub")
  }

  /// The stub tracks nothing.
  var tracksOpens: Bool { false }

  func routedResponse(_ actionIdentifier: String) -> RoutedOutcome {
    heard()
    return .passed
  }

  func routedRemoteNotification(state: String) -> RoutedOutcome {
    heard()
    return .passed
  }

  private func heard() {
    context.step("app", "Messaging.messaging().appDidReceiveMessage(userInfo)", note: "no other SDK claimed it", rule: "sdk-firebase-stub")
  }
}
