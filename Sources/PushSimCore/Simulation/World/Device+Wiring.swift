/// Wiring events a scenario adds (issue 34 item 4): the same push sent again, and the app reassigning the
/// notification-center delegate while it runs. Rules in WiringEventRules.swift.
extension Device {
  /// The same push again (`redeliver`): APNs and iOS deduplicate nothing by apns-id (A4), so it arrives as a new
  /// notification with the same id; the notification centre keeps both.
  func redeliver(_ push: PushMessage) {
    let id = push.id ?? push.file
    context.step(
      "APNs", "delivers \(id) again",
      note: "the same payload and apns-id: Apple documents no deduplication by apns-id, so iOS gets a second notification",
      rule: .worldRedeliver)
    deliver(push)
  }

  /// `UNUserNotificationCenter.current().delegate = …` in the running app: `nil`, `app` (its own object) or `sdk:<id>`
  /// (an SDK's delegate object). The world's profile says who the app's delegate is from now on.
  func assignDelegate(_ who: String) {
    let target = who == "nil" ? "nil" : who == "app" ? "self" : "the \(who.dropFirst(4)) SDK's delegate"
    let call = "UNUserNotificationCenter.current().delegate = \(target)"
    guard context.world.process.isRunning else {
      context.step("app", call, note: "not run: the app is not running", rule: .worldDelegate)
      context.finding(.worldDelegate, .warning, "the app is not running: no code of its runs to assign the delegate (\(who))")
      return
    }
    // An SDK whose swizzled setter keeps its own object in place (Customer.io's proxy, Airship's wrappers).
    let kept = context.world.sdkDelegate.flatMap { id in SDKs.pack(id)?.keepsDelegate(profile) == true ? id : nil }
    switch who {
    case "nil":
      setOwner(.none)
      if let kept {
        let peers = profile.delegatePeers.count + 1
        if kept == "customerio" {
          try? context.world.profile.set(AppSettings.delegatePeersKey.path, .array([]))
        }
        context.step(
          "app", call,
          note: kept == "customerio"
            ? "Customer.io's swizzled setter clears every peer (\(peers)); its proxy stays the delegate"
            : "\(kept)'s swizzled setter keeps its own delegate in place (Airship: its dummy, answering [] and ())",
          rule: .worldDelegate)
      } else {
        context.world.delegateAssigned = false
        context.world.delegatePending = false
        context.world.sdkDelegate = nil
        context.step("app", call, note: "no delegate: foreground alerts are not shown, taps reach no didReceive", rule: .worldDelegate)
      }
    case "app":
      let already =
        profile.delegateOwner == .app && context.world.delegateAssigned && !context.world.delegatePending
        && (context.world.sdkDelegate == nil || kept != nil)
      setOwner(.app)
      context.world.delegatePending = false
      context.world.assignProfileDelegate()
      let note: String
      if already {
        note = kept == "customerio" ? "already a peer: the registry keeps it once, in its place" : "already the delegate: nothing changes"
      } else if let kept {
        note = kept == "customerio" ? "Customer.io's proxy stays the delegate and keeps the app's object as a peer" : "\(kept) wraps the app's object"
      } else {
        note = "the app's own object is the delegate from now on"
      }
      context.step("app", call, note: note, rule: .worldDelegate)
    default:
      let id = String(who.dropFirst(4))
      guard WiredApp.installed(profile).contains(id) else {
        context.step("app", call, note: "not run: \(id) is not in app.sdks", rule: .worldDelegate)
        context.finding(.worldDelegate, .warning, "the scenario assigns \(id)'s delegate, but \(id) is not in app.sdks")
        return
      }
      if let kept, kept != id {
        // The proxy keeps the other SDK's object as a peer; pushsim does not model another SDK's delegate as a peer.
        context.step(
          "app", call, note: "\(kept)'s swizzled setter keeps its own delegate; \(id)'s object is not modelled as its peer", rule: .worldDelegate)
        context.finding(
          .worldDelegate, .warning,
          "pushsim cannot tell what \(id)'s delegate does as a peer of \(kept)'s: the simulation keeps \(kept)'s delegate and does not call \(id)'s")
        return
      }
      setOwner(.sdk)
      context.world.sdkDelegate = id
      context.world.delegateAssigned = true
      context.world.delegatePending = false
      context.step("app", call, note: "\(id)'s delegate object replaces the app's", rule: .worldDelegate)
    }
  }

  /// `app.delegate.owner` from now on (and a delegate that is assigned, where the profile said never).
  private func setOwner(_ owner: AppSettings.DelegateOwner) {
    try? context.world.profile.set(AppSettings.delegateOwnerKey.path, .string(owner.rawValue))
    if owner != .none, profile.delegateAssigned == .never {
      try? context.world.profile.set(AppSettings.delegateAssignedKey.path, .string(AppSettings.DelegateAssigned.beforeLaunchReturns.rawValue))
    }
  }

  /// The app's own code calls an SDK's push API with a notification (`{"call": API, "on": id}`): the SDK that declares
  /// the API (`appAPIs`) does what its source does with it.
  func appCall(_ api: String, on id: String?) {
    guard let pack = SDKs.all.first(where: { $0.appAPIs.contains(api) }) else { return }
    guard context.world.process.isRunning else {
      context.step("app", api, note: "not run: the app is not running", rule: .worldAppCall)
      context.finding(.worldAppCall, .warning, "the app is not running: no code of its calls \(api)")
      return
    }
    guard WiredApp.installed(profile).contains(pack.id) else {
      context.step("app", api, note: "not run: \(pack.id) is not in app.sdks", rule: .worldAppCall)
      context.finding(.worldAppCall, .warning, "the scenario calls \(api), but \(pack.id) is not in app.sdks")
      return
    }
    guard let notification = context.world.notification(id) else {
      context.step("app", api, note: "not run: no notification \(id ?? "on screen") to pass", rule: .worldAppCall)
      context.finding(.worldAppCall, .warning, "\(api) needs a notification's userInfo: there is no notification \(id ?? "on screen")")
      return
    }
    context.current = notification
    // The model writes the app's call (a literal, so docs/vocabulary.md knows it), then what the SDK does.
    SDKs.models([pack.id], context).first?.appCall(api)
  }
}
