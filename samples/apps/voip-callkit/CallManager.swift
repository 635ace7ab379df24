import CallKit

/// The app's CallKit provider. Every VoIP push becomes an incoming call; a call the app cannot place is still reported
/// and then ended, so that iOS never terminates the app for an unreported push.
final class CallManager: NSObject, CXProviderDelegate {
  let provider: CXProvider

  override init() {
    let configuration = CXProviderConfiguration()
    configuration.supportsVideo = false
    provider = CXProvider(configuration: configuration)
    super.init()
    provider.setDelegate(self, queue: nil)
  }

  func reportIncomingCall(uuid: UUID, handle: String, callerName: String?, completion: @escaping () -> Void) {
    let update = CXCallUpdate()
    update.remoteHandle = CXHandle(type: .phoneNumber, value: handle)
    update.localizedCallerName = callerName
    provider.reportNewIncomingCall(with: uuid, update: update) { error in
      if error != nil {
        self.provider.reportCall(with: uuid, endedAt: nil, reason: .failed)
      }
      completion()
    }
  }

  func providerDidReset(_ provider: CXProvider) {}
}
