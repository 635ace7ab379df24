extension FirebaseModel {
  /// The simulator rules of this pack, each with the source it follows.
  static let simRules: [SimRule] = [
    SDKRules.rule(
      "sdk-firebase-stub", "Generic Firebase stub",
      "The multi app hands pushes no other SDK claims to Firebase Messaging (appDidReceiveMessage), then calls the completion handler once itself. Firebase analytics are not modelled.",
      "DESIGN.md §3 multi profile; provider-signatures.md row 4", "model")
  ]
}
