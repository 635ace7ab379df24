/// What `pushsim inspect` says about a payload for one SDK pushsim simulates: whether the push is the SDK's, what the SDK
/// reads in it (lines for the text report, members for `sdks.<id>` in the JSON). Each pack writes its own
/// (`SDKModel.inspect`), from the same readout its model simulates with, so the inspector and the simulator agree.
public struct SDKInspection: Sendable {
  public let sdk: String
  public let title: String
  /// The push is this SDK's (its marker keys are there).
  public let isOwn: Bool
  /// The text report shows the section even when the push is not the SDK's: the seed SDKs (Mapp Engage, Netmera,
  /// Grovs), where "not its push" is what an app that filters providers needs to know.
  public let shownAlways: Bool
  public let lines: [String]
  public let json: JSONObject

  init(sdk: String, title: String? = nil, isOwn: Bool, shownAlways: Bool = false, lines: [String], json: JSONObject) {
    self.sdk = sdk
    self.title = title ?? ProviderID(rawValue: sdk)?.displayName ?? sdk
    self.isOwn = isOwn
    self.shownAlways = shownAlways
    self.lines = lines
    self.json = json
  }

  /// Shown in the text report.
  public var shown: Bool { isOwn || shownAlways }
}
