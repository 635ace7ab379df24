/// Other notification-center delegates than the app's own (`app.delegate.peers`, issue 34 item 4a): objects the app or
/// another SDK assigns as `UNUserNotificationCenter.current().delegate`, each with its own willPresent and didReceive.
///
/// iOS holds one delegate (Apple: `UNUserNotificationCenter.delegate`, "the delegate object"; every assignment replaces
/// it). Only a proxy that keeps every assigned delegate as a peer calls them: Customer.io's CioNotificationCenterDelegate
/// ("every other delegate the app or another SDK assigns is kept as a *peer* … and receives forwarded callbacks";
/// options of several implementing peers "are unioned"; the system handler is called "exactly once after every peer has
/// reported"), customerio/customerio-ios @254c465 Sources/MessagingPush/Integration/CioNotificationCenterDelegate.swift
/// l.5-18, 80-98, 105-131; sdk-behaviour-more.md §6 facts 2, 9, 13-15. Airship's swizzled setter wraps the one delegate
/// set now (sdk-behaviour-more.md §3 facts 3, 4): its wrappers ignore an object that is no longer the delegate, so a
/// replaced peer gets nothing. With any other app the last assignment wins and the peers are never called.
struct DelegatePeer: Sendable, Equatable {
  let name: String
  /// The options its willPresent passes to its handler; nil: it does not implement willPresent.
  let presentationOptions: [String]?
  /// How often its didReceive calls its handler; nil: it does not implement didReceive.
  let didReceive: AppSettings.CompletionCalls?

  static let keys = ["name", "presentationOptions", "didReceive"]

  /// The peers a profile value lists (a value `problem` accepted).
  static func parse(_ value: JSONValue) -> [DelegatePeer] {
    (value.arrayValue ?? []).compactMap { item in
      guard let object = item.objectValue, let name = object["name"]?.stringValue else { return nil }
      let options = object["presentationOptions"]?.arrayValue?.compactMap(\.stringValue)
      let calls = object["didReceive"]?.stringValue.flatMap(AppSettings.CompletionCalls.init(rawValue:))
      return DelegatePeer(name: name, presentationOptions: options, didReceive: calls)
    }
  }

  /// Why a value is not a list of peers, or nil when it is.
  static func problem(_ value: JSONValue, path: String) -> String? {
    let shape = "give an array of {\"name\", \"presentationOptions\", \"didReceive\"}"
    guard let items = value.arrayValue else { return "invalid value \(Show.value(value)) for \(path): \(shape)" }
    var names = Set<String>()
    for (index, item) in items.enumerated() {
      let here = "\(path)[\(index)]"
      guard let object = item.objectValue else { return "\(here) must be an object: \(shape)" }
      for key in object.keys where !keys.contains(key) {
        return "unknown key '\(key)' in \(here)\(Suggest.aside(key, among: keys)); use \(keys.joined(separator: ", "))"
      }
      guard let name = object["name"]?.stringValue, !name.isEmpty else { return "\(here) needs a \"name\" string" }
      guard names.insert(name).inserted else { return "\(here): the peer '\(name)' is listed twice" }
      if let options = object["presentationOptions"] {
        let known = ProfileSchema.presentationOptions
        guard let list = options.arrayValue, list.allSatisfy({ $0.stringValue.map(known.contains) == true }) else {
          return "\(here).presentationOptions must be an array of \(known.joined(separator: ", ")) (omit it: the peer has no willPresent)"
        }
      }
      if let calls = object["didReceive"] {
        let words = AppSettings.CompletionCalls.allCases.map(\.rawValue)
        guard let text = calls.stringValue, words.contains(text) else {
          return "\(here).didReceive must be one of \(words.joined(separator: ", ")) (omit it: the peer has no didReceive)"
        }
      }
    }
    return nil
  }
}

extension AppProfile {
  /// `app.delegate.peers`: the other delegates a proxy keeps beside the app's own.
  var delegatePeers: [DelegatePeer] { DelegatePeer.parse(values[AppSettings.delegatePeersKey.path] ?? .array([])) }
}

/// What the app's delegate and the peers did with a response a proxy forwarded: whether any implements didReceive, and
/// the ones that never call their handler (the proxy waits for them).
public struct PeerForwarding: Sendable {
  public var forwarded = false
  public var neverComplete: [String] = []
}
