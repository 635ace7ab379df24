extension SDKs {
  /// The built-in apps that carry several SDKs (DESIGN.md §3), after each pack's own in `BuiltinProfiles.all`. They name
  /// SDKs, so they live with the packs, not in the core.
  static let mixedProfiles: [AppProfile] = [
    AppProfile(
      name: "multi",
      description:
        "Mapp Engage (manual) + Grovs + Firebase in one app, routed as the seeds recommend: Grovs.handleNotificationResponse first (it returns false for other pushes), then the push_provider filter for Mapp, then Firebase; each completion handler called exactly once.",
      overrides: [
        "app.sdks": .array([.string(GrovsModel.id), .string(MappModel.id), .string(FirebaseModel.id)]),
        "app.routing": .array([.string(GrovsModel.id), .string(MappModel.id), .string(FirebaseModel.id)]),
        "sdks.mapp.filter": .string("push_provider"),
      ])
  ]
}
