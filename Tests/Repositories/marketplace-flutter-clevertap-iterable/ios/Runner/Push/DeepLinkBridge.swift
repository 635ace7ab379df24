import Flutter
import Foundation

/// Hands links and seller-inbox requests to the Flutter router (lib/push/deep_links.dart). Calls made before the
/// Dart side listens are kept and replayed when it asks for them.
final class DeepLinkBridge {
  private var channel: FlutterMethodChannel?
  private var pending: [(method: String, arguments: Any?)] = []

  func attach(to messenger: FlutterBinaryMessenger) {
    let channel = FlutterMethodChannel(name: "souk/deep_links", binaryMessenger: messenger)
    channel.setMethodCallHandler { [weak self] call, result in
      guard call.method == "ready", let self else { return result(FlutterMethodNotImplemented) }
      for (method, arguments) in self.pending { channel.invokeMethod(method, arguments: arguments) }
      self.pending.removeAll()
      result(nil)
    }
    self.channel = channel
  }

  func open(_ url: URL) {
    send("openUrl", url.absoluteString)
  }

  func openSellerInbox(kind: String) {
    send("openSellerInbox", kind)
  }

  private func send(_ method: String, _ arguments: Any?) {
    if let channel {
      channel.invokeMethod(method, arguments: arguments)
    } else {
      pending.append((method, arguments))
    }
  }
}
