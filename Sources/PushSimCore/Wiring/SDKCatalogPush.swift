/// When an SDK is in the simulated app, and what the SDKs' cross-platform plugins do by themselves (issue 32, items 5
/// and 6). The catalog holds the data; each pack writes its own entries from the SDK's public docs or source.
extension SDKCatalog {
  /// What shows that the app uses an SDK's push API. An SDK whose types the code names but whose push API it does not
  /// use (Firebase Analytics or Crashlytics started with `FirebaseApp.configure()`, Grovs for links only) is reported by
  /// `pushsim wiring` as called, and is not in the simulated app (`app.sdks`).
  public struct PushAPI: Sendable {
    /// Every use of the SDK is a use of its push API (a push SDK: OneSignal, Airship, Mapp, Netmera).
    public var anyUse = false
    /// Type names of the push API (`Messaging`, `FIRMessaging`), and name prefixes (before an upper-case letter or the end).
    public var types: Set<String> = []
    public var prefixes: [String] = []
    /// Members of the SDK's objects along a call or a setting (`braze.notifications.…`, `configuration.push.…`,
    /// `Grovs.setPushToken`).
    public var members: Set<String> = []
    /// Modules whose import is the push API (`import FirebaseMessaging`, `@import FirebaseMessaging;`,
    /// `#import <FirebaseMessaging/…>`).
    public var modules: Set<String> = []
    /// Pods whose presence in Podfile.lock links the push API (FirebaseMessaging: with FirebaseApp.configure() and its
    /// proxy on, it registers and receives with no code of the app's).
    public var pods: Set<String> = []
    /// The SDK's cross-platform plugins (`plugins`) carry its push handling.
    public var pluginsArePush = true
    /// The public document or source the rule rests on.
    public var source = ""

    public static let anyUse = PushAPI(anyUse: true)
  }

  /// A cross-platform plugin of an SDK (Flutter, React Native, Cordova) and what its native code does by itself.
  public struct Plugin: Sendable {
    public enum Framework: String, Sendable {
      case flutter
      case reactNative = "react-native"
      case cordova
    }

    public var framework: Framework
    /// The plugin's module as an app imports it (`import clevertap_plugin`, `#import <firebase_messaging/…>` in
    /// GeneratedPluginRegistrant.m).
    public var modules: Set<String> = []
    /// Types of the plugin's native code that app code names (`CleverTapPlugin`, `FLTFirebaseMessagingPlugin`).
    public var types: Set<String> = []
    /// What the plugin sets up on the SDK when it starts, as the settings the packs read (`pushNotificationDelegate`).
    public var sets: [String: String] = [:]
    /// The push callbacks the plugin takes when the framework's app delegate hands them on (`super`), each with the
    /// pushes it completes them for (`didReceiveRemoteNotification` when `gcm.message_id` is present). A callback the
    /// plugin does not list is not its.
    public var takes: [String: RoutingPredicate] = [:]
    /// It makes itself the notification-center delegate when nothing else is (firebase_messaging).
    public var takesNotificationDelegate = false
    /// The plugin's source at a commit.
    public var source = ""

    public var names: Set<String> { modules.union(types) }
  }

  /// A plugin the code shows, with the SDK it belongs to and where it is first named.
  public struct PluginUse: Sendable {
    public var sdk: String
    public var plugin: Plugin
    public var name: String
    public var place: CodePlace
  }

  /// The plugins the module imports or names, first place each.
  static func pluginUses(_ module: WiringModule) -> [PluginUse] {
    var found: [String: PluginUse] = [:]
    var order: [String] = []
    func note(_ name: String, _ place: CodePlace) {
      guard let (entry, plugin) = plugin(named: name) else { return }
      let key = entry.id + "/" + plugin.names.sorted().joined(separator: ",")
      if let known = found[key], known.place <= place { return }
      if found[key] == nil { order.append(key) }
      found[key] = PluginUse(sdk: entry.id, plugin: plugin, name: name, place: place)
    }
    for imported in module.imports { note(imported.name, imported.place) }
    for reference in module.references where plugin(named: reference.name) != nil { note(reference.name, reference.place) }
    // A Flutter plugin is a pod of its own name in Podfile.lock (`- firebase_messaging (14.9.4):`), where
    // GeneratedPluginRegistrant.m, which Flutter's default .gitignore leaves out, would import it.
    // The code's own mention of a plugin is where it shows; the lock file only adds those the code does not name.
    let named = Set(order)
    for file in module.projectFiles where file.name == "Podfile.lock" {
      for (line, pod) in podNames(file.text) {
        guard let (entry, plugin) = plugin(named: pod), !named.contains(entry.id + "/" + plugin.names.sorted().joined(separator: ",")) else {
          continue
        }
        note(pod, CodePlace(file: file.path, line: line, column: 1))
      }
    }
    return order.compactMap { found[$0] }.sorted { $0.place < $1.place }
  }

  /// The pods Podfile.lock's PODS section lists, with their lines (1-based): `  - FirebaseMessaging (10.1.0):`.
  static func podNames(_ text: String) -> [(line: Int, name: String)] {
    var found: [(line: Int, name: String)] = []
    var line = 0
    var inPods = false
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      line += 1
      if !row.hasPrefix(" ") && !row.isEmpty { inPods = row.hasPrefix("PODS:") }
      // A pod of the list is indented by two spaces; its dependencies by four.
      guard inPods, row.hasPrefix("  - ") else { continue }
      let name = row.dropFirst(4).prefix { $0 != " " && $0 != "(" && $0 != ":" && $0 != "\"" }
      if !name.isEmpty { found.append((line, String(name))) }
    }
    return found
  }

  /// Where the code first uses the SDK's push API, nil when it does not (`FirebaseApp.configure()` alone).
  static func pushUse(
    _ entry: Entry, first: CodePlace, module: WiringModule, calls: [WiringFacts.Call], settings: [WiringFacts.Setting], plugins: [PluginUse]
  ) -> CodePlace? {
    let api = entry.push
    if api.anyUse { return first }
    var places: [CodePlace] = []
    func isType(_ name: String) -> Bool {
      if api.types.contains(name) { return true }
      return api.prefixes.contains { prefix in
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        return rest.isEmpty || rest.first?.isUppercase == true
      }
    }
    if let reference = module.references.first(where: { isType($0.name) }) { places.append(reference.place) }
    if let imported = module.imports.first(where: { api.modules.contains($0.name) }) { places.append(imported.place) }
    if let call = calls.first(where: { $0.sdk == entry.id && !api.members.isDisjoint(with: Self.pathMembers($0.callee)) }) {
      places.append(call.place)
    }
    if let setting = settings.first(where: { $0.sdk == entry.id && !api.members.isDisjoint(with: Self.pathMembers($0.target) + [$0.member]) }) {
      places.append(setting.place)
    }
    if api.pluginsArePush, let plugin = plugins.first(where: { $0.sdk == entry.id }) { places.append(plugin.place) }
    if !api.pods.isEmpty {
      for file in module.projectFiles where file.name == "Podfile.lock" {
        if let line = Self.podLine(file.text, pods: api.pods) { places.append(CodePlace(file: file.path, line: line, column: 1)) }
      }
    }
    return places.min()
  }

  /// The names along a callee or target path as `WiringFacts` writes it (`sdk.notifications().register`,
  /// `[x a:b:]` as `x.a:b:`): `["sdk", "notifications", "register"]`, the first piece of a selector.
  static func pathMembers(_ path: String) -> [String] {
    path.split(separator: ".").map { piece in
      String(piece.prefix { $0 != "(" && $0 != ":" })
    }.filter { !$0.isEmpty }
  }

  /// The line of Podfile.lock that lists one of the pods (`  - FirebaseMessaging (10.1.0):`), 1-based.
  static func podLine(_ text: String, pods: Set<String>) -> Int? { podNames(text).first { pods.contains($0.name) }?.line }
}
