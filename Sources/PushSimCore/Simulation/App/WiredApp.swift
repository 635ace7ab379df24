/// An app wired to push SDKs as its profile says (`app.sdks`, `app.routing`, `sdks.*`). Each
/// callback offers the push to the SDKs in routing order, as the seed pages recommend; with no
/// SDK it is the plain app.
public struct WiredApp: AppBehaviour {
  let plain = PlainApp()

  public init() {}

  func routing(_ profile: AppProfile) -> [String] {
    let explicit = profile.strings("app.routing")
    return explicit.isEmpty ? profile.strings("app.sdks") : explicit
  }

  func mappOwnsDelegate(_ context: SimContext) -> Bool {
    routing(context.profile).contains("mapp") && MappModel(context: context).automatic
  }

  public func delegateActor(_ context: SimContext) -> String {
    mappOwnsDelegate(context) ? "sdk:mapp" : "app"
  }

  public func prepare(_ context: SimContext) {
    let sdks = routing(context.profile)
    for id in sdks {
      switch id {
      case "mapp": MappModel(context: context).prepare(otherSDKs: sdks.count > 1)
      case "grovs": GrovsModel(context: context).prepare()
      case "netmera": NetmeraModel(context: context).prepare()
      default: break
      }
    }
  }

  public func didFinishLaunching(_ context: SimContext, launchedByPush: Bool) {
    let sdks = routing(context.profile)
    for id in sdks {
      switch id {
      case "mapp": MappModel(context: context).launch()
      case "grovs": GrovsModel(context: context).launch()
      case "netmera": NetmeraModel(context: context).launch()
      default: context.step("app", "FirebaseApp.configure()", rule: "sdk-firebase-stub")
      }
    }
    if !mappOwnsDelegate(context) { plain.assignDelegate(context) }
    guard !sdks.isEmpty else { return }
    context.step("app", "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)", note: "after registering for remote notifications")
    for id in sdks {
      switch id {
      case "mapp": MappModel(context: context).registerToken()
      case "grovs": GrovsModel(context: context).registerToken()
      case "netmera": NetmeraModel(context: context).registerToken()
      default: context.step("app", "Messaging.messaging().apnsToken = deviceToken", rule: "sdk-firebase-stub")
      }
    }
  }

  public func willPresent(_ context: SimContext) -> [String] {
    let sdks = routing(context.profile)
    guard !sdks.isEmpty else { return plain.willPresent(context) }
    let mapp = MappModel(context: context)
    if mappOwnsDelegate(context) { return mapp.presentationOptions(sdkIsDelegate: true) }
    var decided: [String]?
    if sdks.contains("netmera") {
      let netmera = NetmeraModel(context: context)
      if context.payload.aps?.contentAvailable != true { netmera.received("foreground presentation") }
      decided = netmera.presentation()
    }
    if sdks.contains("grovs") { GrovsModel(context: context).openOnDelivery(from: "willPresent") }
    if let decided {
      context.step("app", "completionHandler([])", note: "presentNotification took over", rule: "sdk-netmera-decision")
      return decided
    }
    for id in sdks {
      switch id {
      case "mapp" where mapp.readout.handledBySDK || mapp.isMappNotification || !sdks.contains(where: { $0 != "mapp" }):
        return mapp.presentationOptions(sdkIsDelegate: false)
      case "grovs" where GrovsModel(context: context).isGrovsPush:
        context.step("app", "completionHandler([.banner, .list, .sound])", note: "the Grovs page's willPresent", rule: "sdk-grovs-configure")
        return ["banner", "list", "sound"]
      default: continue
      }
    }
    return plain.willPresent(context)
  }

  public func didReceive(_ context: SimContext, actionIdentifier: String) {
    let sdks = routing(context.profile)
    guard !sdks.isEmpty else { return plain.didReceive(context, actionIdentifier: actionIdentifier) }
    let mapp = MappModel(context: context)
    if mappOwnsDelegate(context) {
      mapp.handleResponse(actionIdentifier, viaApp: false)
      if sdks.contains("grovs"), GrovsModel(context: context).isGrovsPush {
        context.finding(
          "sdk-mapp-automatic", .error,
          "the Mapp SDK owns the notification-center delegate: the app's Grovs.handleNotificationResponse never runs, so the Grovs open is lost")
      }
      return
    }
    if sdks.contains("netmera") { NetmeraModel(context: context).response(actionIdentifier) }
    for id in sdks {
      switch id {
      case "grovs":
        if GrovsModel(context: context).handleResponse(actionIdentifier) {
          return PlainApp.callCompletion(context, times: context.profile.didReceiveCompletion, call: "completionHandler()", kind: .response)
        }
      case "mapp":
        if mapp.usesFilter {
          context.step("app", "isMappNotification(userInfo)", note: "\(mapp.isMappNotification)", rule: "sdk-mapp-filter")
          if !mapp.isMappNotification { continue }
        }
        if context.profile.bool("sdks.mapp.forwardResponse") { mapp.handleResponse(actionIdentifier, viaApp: true) } else { mapp.notForwarded() }
        return
      case "firebase":
        context.step("app", "Messaging.messaging().appDidReceiveMessage(userInfo)", note: "no other SDK claimed it", rule: "sdk-firebase-stub")
      default:
        continue
      }
    }
    PlainApp.callCompletion(context, times: context.profile.didReceiveCompletion, call: "completionHandler()", kind: .response)
  }

  public func didReceiveRemoteNotification(_ context: SimContext, state: String) {
    let sdks = routing(context.profile)
    guard !sdks.isEmpty else { return plain.didReceiveRemoteNotification(context, state: state) }
    if sdks.contains("grovs") { GrovsModel(context: context).openOnDelivery(from: "didReceiveRemoteNotification") }
    if sdks.contains("netmera") {
      NetmeraModel(context: context).received(state == ".active" ? "delivered in the foreground" : "delivered in the background")
    }
    let mapp = MappModel(context: context)
    for id in sdks {
      switch id {
      case "mapp" where mappOwnsDelegate(context) || context.profile.bool("sdks.mapp.forwardRemoteNotification"):
        if mapp.usesFilter {
          context.step("app", "isMappNotification(userInfo)", note: "\(mapp.isMappNotification)", rule: "sdk-mapp-filter")
          if !mapp.isMappNotification { continue }
        }
        mapp.handleRemoteNotification(state: state)
        return
      case "firebase":
        context.step("app", "Messaging.messaging().appDidReceiveMessage(userInfo)", note: "no other SDK claimed it", rule: "sdk-firebase-stub")
      default:
        continue
      }
    }
    let result = mapp.usesFilter && sdks.contains("mapp") ? "completionHandler(.noData)" : "completionHandler(.newData)"
    PlainApp.callCompletion(context, times: context.profile.fetchCompletion, call: result, kind: .fetch)
  }
}
