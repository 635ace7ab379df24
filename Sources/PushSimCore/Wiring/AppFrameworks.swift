/// The app delegates cross-platform frameworks give an app to subclass, and what each does with the push callbacks a
/// subclass hands to `super` (issue 32, item 6). Data from the frameworks' public source; the plugins that take the
/// callbacks are the SDK packs' (`SDKCatalog.Entry.plugins`).
public enum AppFrameworks {
  /// What a framework's app delegate does with a push callback its subclass passes to `super`.
  public enum SuperHandling: String, Sendable {
    /// It offers the callback and its completion handler to each registered plugin that implements it, in turn, until
    /// one answers that it took it (FlutterPluginAppLifeCycleDelegate's didReceiveRemoteNotification): no plugin that
    /// takes it, nobody calls the handler.
    case firstPluginThatTakesIt = "first-plugin-that-takes-it"
    /// It calls every registered plugin that implements it, each with the same completion handler
    /// (FlutterPluginAppLifeCycleDelegate's willPresent and didReceive).
    case everyPlugin = "every-plugin"
    /// The class does not implement the callback: `super` reaches nothing of the framework's.
    case nothing
  }

  public struct Base: Sendable {
    public var superclass: String
    public var framework: SDKCatalog.Plugin.Framework
    /// By callback (`didReceive`, `willPresent`, `didReceiveRemoteNotification`, `WiringAnalyzer.Selectors.callback`).
    public var handling: [String: SuperHandling]
    public var source: String
  }

  /// FlutterAppDelegate forwards willPresent and didReceive to its FlutterPluginAppLifeCycleDelegate, which calls every
  /// plugin that implements them; didReceiveRemoteNotification is added dynamically (respondsToSelector /
  /// forwardingTargetForSelector) and offered to the plugins until one returns YES (flutter/flutter @9513e65
  /// engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterAppDelegate.mm; @51837a4
  /// …/FlutterPluginAppLifeCycleDelegate.mm). RCTAppDelegate implements only didFinishLaunching (facebook/react-native
  /// @ff3bff9 packages/react-native/Libraries/AppDelegate/RCTAppDelegate.mm); CDVAppDelegate only launch and openURL
  /// (apache/cordova-ios @b392124 CordovaLib/Classes/Public/CDVAppDelegate.m): their plugins reach pushes by categories
  /// or swizzling, not through `super`.
  public static let bases: [Base] = [
    Base(
      superclass: "FlutterAppDelegate", framework: .flutter,
      handling: ["didReceiveRemoteNotification": .firstPluginThatTakesIt, "didReceive": .everyPlugin, "willPresent": .everyPlugin],
      source:
        "flutter/flutter @9513e65 engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterAppDelegate.mm; @51837a4 …/FlutterPluginAppLifeCycleDelegate.mm"
    ),
    Base(
      superclass: "RCTAppDelegate", framework: .reactNative,
      handling: ["didReceiveRemoteNotification": .nothing, "didReceive": .nothing, "willPresent": .nothing],
      source: "facebook/react-native @ff3bff9 packages/react-native/Libraries/AppDelegate/RCTAppDelegate.mm"),
    Base(
      superclass: "CDVAppDelegate", framework: .cordova,
      handling: ["didReceiveRemoteNotification": .nothing, "didReceive": .nothing, "willPresent": .nothing],
      source: "apache/cordova-ios @b392124 CordovaLib/Classes/Public/CDVAppDelegate.m"),
  ]

  public static func base(_ superclass: String) -> Base? { bases.first { $0.superclass == superclass } }

  /// Who completes a push callback a subclass passes to `super`: the framework's handling and the plugins the code shows
  /// that take the callback, each with the pushes it completes it for.
  public struct SuperHandOff: Sendable {
    public var superclass: String
    public var callback: String
    public var handling: SuperHandling
    /// The plugins that take it (SDK id, plugin name as the code names it, the pushes).
    public var takers: [(sdk: String, plugin: String, when: RoutingPredicate)]
    public var source: String

    /// The pushes for which some plugin calls the completion handler: `nil` when no plugin takes the callback (nobody
    /// calls it), `.always` when one takes every push.
    public var completedWhen: RoutingPredicate? {
      guard handling != .nothing, !takers.isEmpty else { return nil }
      return ConditionPredicate.simplify(.any(takers.map(\.when)))
    }
  }

  public static func superHandOff(superclass: String, callback: String, plugins: [SDKCatalog.PluginUse]) -> SuperHandOff? {
    guard let base = base(superclass), let handling = base.handling[callback] else { return nil }
    let takers =
      handling == .nothing
      ? []
      : plugins.filter { $0.plugin.framework == base.framework }.compactMap { use in
        use.plugin.takes[callback].map { (sdk: use.sdk, plugin: use.name, when: $0) }
      }
    return SuperHandOff(superclass: superclass, callback: callback, handling: handling, takers: takers, source: base.source)
  }

  /// The classes that are the app delegate: a subclass of a framework's app delegate (`FlutterAppDelegate`,
  /// `RCTAppDelegate`, `CDVAppDelegate`, Expo's `EXAppDelegateWrapper`), a class that adopts UIApplicationDelegate, a
  /// `@main` / `@UIApplicationMain` class, and the class a SwiftUI `App` names in `@UIApplicationDelegateAdaptor(X.self)`
  /// (SwiftUI creates it and calls its delegate methods: developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor).
  public static func appDelegates(_ module: WiringModule) -> Set<String> {
    var names: Set<String> = []
    for type in module.files.flatMap(\.types) {
      if type.inherits.contains(where: { base($0) != nil || $0 == "EXAppDelegateWrapper" || $0 == "UIApplicationDelegate" }) {
        names.insert(type.name)
      }
      if type.kind == "class", type.attributes.contains(where: { $0 == "@main" || $0 == "@UIApplicationMain" }) { names.insert(type.name) }
      for attribute in type.attributes {
        if let adapted = adaptorClass(attribute) { names.insert(adapted) }
      }
    }
    return names
  }

  /// `X` in `@UIApplicationDelegateAdaptor(X.self)` (or `@UIApplicationDelegateAdaptor private var d: X`, whose type the
  /// attribute does not name: nil).
  static func adaptorClass(_ attribute: String) -> String? {
    guard attribute.hasPrefix("@UIApplicationDelegateAdaptor("), let open = attribute.firstIndex(of: "(") else { return nil }
    let inside = attribute[attribute.index(after: open)...].prefix { $0 != ")" }
    let name = inside.hasSuffix(".self") ? inside.dropLast(5) : inside[...]
    let trimmed = name.trimmingPrefix(" ")
    return trimmed.isEmpty || !trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? nil : String(trimmed)
  }

  /// The SwiftUI `App` types of the module (`struct ShopApp: App`).
  public static func swiftUIApps(_ module: WiringModule) -> Set<String> {
    Set(module.files.flatMap(\.types).filter { $0.inherits.contains("App") || $0.inherits.contains("SwiftUI.App") }.map(\.name))
  }

  /// Functions that run before didFinishLaunching returns without being it: the initializer of the SwiftUI `App`
  /// (App.main() "Initializes and runs the app": developer.apple.com/documentation/swiftui/app/main()) and of the app
  /// delegate (UIApplicationMain creates the app delegate, then calls willFinishLaunching and didFinishLaunching:
  /// "About the app launch sequence", developer.apple.com/documentation/uikit/about-the-app-launch-sequence).
  public static func runsBeforeLaunch(_ function: CodeFunction, appDelegates: Set<String>, apps: Set<String>) -> Bool {
    function.name == "init" && (apps.contains(function.owner) || appDelegates.contains(function.owner))
  }
}
