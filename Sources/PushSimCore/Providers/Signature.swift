/// Where a signature sits in the evaluation order of provider-signatures.md §2.
public enum SignatureTier: Int, Sendable, Comparable, CaseIterable {
  /// §2 step 1: a value-checked marker (`x-sender == "notificare"`, `push_provider == "mapp_engage"`).
  case declared = 1
  /// §2 step 2: a namespaced container key only one provider uses (`_nm`, `itbl`, `com.batch`).
  case namespaced = 2
  /// §2 step 3: a shared container with a disambiguating check (`custom.a["k.message"]`, `body._k`).
  case structural = 3
  /// §2 step 4: a short or generic key, used only when nothing above matched another provider.
  case ambiguous = 4
  /// Adds evidence for a provider that matched on another signature; never classifies alone.
  case supporting = 5
  /// §2 step 5: FCM transport keys; the provider only when nothing else matched.
  case transport = 6

  public static func < (lhs: SignatureTier, rhs: SignatureTier) -> Bool { lhs.rawValue < rhs.rawValue }

  public var name: String {
    switch self {
    case .declared: "declared marker"
    case .namespaced: "namespaced key"
    case .structural: "structural check"
    case .ambiguous: "weak key"
    case .supporting: "supporting"
    case .transport: "transport"
    }
  }
}

/// One row of the signature table: a provider, the condition on the payload, why it identifies
/// the provider, and where that fact comes from. (A class: rows are shared, never copied.)
public final class Signature: Sendable {
  public let provider: ProviderID
  public let tier: SignatureTier
  public let condition: Condition
  public let why: String
  public let source: String
  /// Providers whose match wins over this one on a shared key (provider-signatures.md §3
  /// collision table): this signature is then not counted.
  public let yieldsTo: [ProviderID]
  /// The push type (`apns-push-type`) the provider sends this form of push as, when its source fixes it: `.voip` for
  /// a call invitation read in PushKit's `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)` (such payloads
  /// need no `aps`), `.background` or `.alert` where the sender's code sets that header. nil when the form does not
  /// fix the type (most marketing pushes are alert or background as the campaign chooses).
  public let sentAs: PushType?
  /// Top-level keys of which one must exist for the condition to hold; nil when any payload may match.
  let anchorKeys: Set<String>?

  public init(
    _ provider: ProviderID, _ tier: SignatureTier, _ condition: Condition, why: String, source: String,
    yieldsTo: [ProviderID] = [], sentAs: PushType? = nil
  ) {
    self.provider = provider
    self.tier = tier
    self.condition = condition
    self.why = why
    self.source = source
    self.yieldsTo = yieldsTo
    self.sentAs = sentAs
    self.anchorKeys = condition.anchorKeys.map(Set.init)
  }
}
