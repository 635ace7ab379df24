/// APNs in front of the device (ios-delivery.md §3, G6; seeds/004 §2): a push it refuses never
/// reaches the device, so nothing shows, no callback runs and nothing is tracked.
enum APNsGate {
  struct Refusal {
    let call: String
    let note: String
    let rule: SimRule
    let message: String
  }

  /// The header names a type the payload's keys rule out. A PushKit, location or File Provider payload may carry any
  /// keys (an `aps` alert in a VoIP payload is the app's data), so only types that need `aps` can contradict the keys,
  /// and widgets and controls share one payload.
  static func mismatch(header: PushType, needed: PushType) -> Bool {
    guard header != needed, header.facts.needsAPS || needed == .mdm else { return false }
    let widgetKit: Set<PushType> = [.widgets, .controls]
    return !(widgetKit.contains(header) && widgetKit.contains(needed))
  }

  /// Checks a push before it reaches the device; records dropped tokens in the world.
  static func check(_ push: PushMessage, context: SimContext) -> Refusal? {
    let profile = context.profile
    let payload = push.payload
    let header = push.pushType ?? profile.app.pushType.declared
    let sentAs = push.sentAs(header: profile.app.pushType.declared)
    let limit = sentAs?.facts.sizeLimit ?? Payload.sizeLimit
    if profile.app.simctlPush {
      guard payload.byteCount <= Payload.sizeLimit else {
        return Refusal(
          call: "simctl push refuses the payload", note: "\(payload.byteCount) bytes, over \(Payload.sizeLimit)", rule: .apnsSizeLimit,
          message:
            "the payload is \(payload.byteCount) bytes, over the \(Payload.sizeLimit)-byte limit: simctl push refuses it, so nothing reaches the app")
      }
      context.step(
        "iOS", "simctl push hands the payload to the Simulator", note: "no APNs hop: no token, header or throttling checks", rule: .apnsSimctl)
      return nil
    }
    if payload.byteCount > limit {
      return Refusal(
        call: "rejects the push: 413 PayloadTooLarge", note: "\(payload.byteCount) bytes, limit \(limit)", rule: .apnsSizeLimit,
        message:
          "the payload is \(payload.byteCount) bytes, over APNs' \(limit)-byte limit: APNs answers 413 PayloadTooLarge and the device gets nothing")
    }
    // The provider's SDK's own checks (a token it dropped, an environment that does not match the build).
    if let id = push.classification.provider?.rawValue, let refusal = SDKs.pack(id)?.apnsRefusal(context) { return refusal }
    let needed = payload.pushType
    if let header, let needed, mismatch(header: header, needed: needed) {
      return Refusal(
        call: "drops the push", note: "apns-push-type \(header.rawValue) for a payload that needs \(needed.rawValue)", rule: .apnsPushType,
        message:
          "apns-push-type \(header.rawValue) does not match the payload, which needs \(needed.rawValue): APNs may reject, delay or drop it (pushsim drops it)"
      )
    }
    if let type = sentAs ?? payload.kind.pushType, let priority = Int(profile.app.priority.rawValue), !type.facts.priorities.contains(priority) {
      let message =
        type == .background
        ? "a background push sent with apns-priority 10: Apple calls it an error (always use 5); testers report delivery"
        : "a \(type.rawValue) push sent with apns-priority \(priority): \(type.facts.priorityNote)"
      context.finding(.apnsPriority, .warning, message)
    }
    return nil
  }
}
