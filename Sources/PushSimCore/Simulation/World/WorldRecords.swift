/// What the world records as it happens, for the expectations that read it (issue 34): each system callback that has a
/// completion handler and every call of a handler for it, every open, and the delegate's peers.

/// One call iOS made of a callback that has a completion handler (willPresent, didReceive, didReceiveRemoteNotification),
/// and every call of a handler for it: the app's, an SDK's, a wrapper's.
public struct CompletionRecord: Sendable, Equatable {
  /// `willPresent`, `didReceive` or `didReceiveRemoteNotification` (`callbackNames`).
  public let callback: String
  /// The notification's id ("" when the callback is about none).
  public let notification: String
  /// Who received the callback: "app", or "sdk:<id>" when an SDK's object is the delegate or adds the method.
  public let receiver: String
  /// World clock when iOS made the call.
  public let time: Int
  /// The calls of its handler, in order. The first is held inline and the rest in an array, so that the common record
  /// (one call) allocates nothing of its own: 21,000 presentations in one scenario stay within the memory bound.
  public var calls: [CompletionCall] { first.map { [$0] + rest } ?? [] }
  private var first: CompletionCall?
  private var rest: [CompletionCall] = []

  init(callback: String, notification: String, receiver: String, time: Int) {
    self.callback = callback
    self.notification = notification
    self.receiver = receiver
    self.time = time
  }

  /// Records a call of its handler.
  mutating func append(_ call: CompletionCall) {
    if first == nil { first = call } else { rest.append(call) }
  }

  /// The callbacks with a completion handler, by the name a scenario writes, and the selector the trace writes.
  public static let callbackNames: [(name: String, selector: String)] = [
    ("willPresent", Callback.willPresent), ("didReceive", Callback.didReceive),
    ("didReceiveRemoteNotification", Callback.didReceiveRemoteNotification),
  ]

  /// The calls that reached the system's handler: what iOS counts.
  public var systemCalls: Int { calls.filter(\.system).count }
}

/// One call of a completion handler.
public struct CompletionCall: Sendable, Equatable {
  /// "app" or "sdk:<id>".
  public let caller: String
  /// What it passed, as Swift writes it: `[.banner, .list]` (willPresent), `.newData` (didReceiveRemoteNotification),
  /// "" (didReceive's handler takes nothing).
  public let value: String
  /// World clock at the call.
  public let time: Int
  /// It reached the system's handler; false: a wrapper's (an SDK gave the app's code a handler of its own, and calls the
  /// system's itself: Customer.io's proxy, Airship's ensureOnce).
  public let system: Bool
}

/// Something opened: a URL, a web view, the app itself.
public struct OpenRecord: Sendable, Equatable {
  /// The URL, or "app" when the app itself came to the foreground.
  public let target: String
  /// Who opened it: "app", "sdk:<id>", or "iOS" (the system brings the app forward).
  public let opener: String
  /// How (`OpenRecord.mechanisms`).
  public let mechanism: String
  /// The notification the open belongs to ("" when none).
  public let notification: String
  /// World clock at the open.
  public let time: Int

  /// How something opens, by the name a scenario writes.
  public static let mechanisms: [(name: String, meaning: String)] = [
    ("launch", "iOS brings the app to the foreground (launch, or a tap that opens it)"),
    ("UIApplication.open", "UIApplication.shared.open(_:options:completionHandler:)"),
    ("in-app web view", "an SDK's own web view (SFSafariViewController or WKWebView, as its source shows)"),
    ("continue userActivity", "application(_:continue:restorationHandler:), a universal link handed to the app"),
    ("app handler", "an SDK hands the URL to the app's own handler (a delegate or callback the app implements)"),
    (
      "app delegate",
      "an SDK hands the link to the app delegate: application(_:continue:restorationHandler:) when the app implements it, else application(_:open:options:) (Firebase Messaging)"
    ),
    ("sdk handles", "the SDK handles the URL itself: its own link scheme, or an SDK shipped as a binary whose public source does not show how"),
  ]
}
