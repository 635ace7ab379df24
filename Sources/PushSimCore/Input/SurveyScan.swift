/// What the repository survey reads in one file to decide whether its folder takes part in push handling (issue 32
/// item 3). Each scan is one pass over the file's text, bounded by the input cap the file was read with; none decides
/// anything about the app's behaviour (that is `pushsim wiring`'s work on the folders found): a scan that says too much
/// reads one folder more, never an error.
enum SurveyScan {
  /// The words in a source file that make its folder the app's push wiring: the delegates pushsim wiring reads, and the
  /// app delegate classes of the cross-platform frameworks (a `FlutterAppDelegate` subclass holds no delegate
  /// protocol's name: flutter/flutter@46ed487 packages/flutter_tools/templates/app/ios-swift.tmpl/Runner/AppDelegate.swift;
  /// react-native-community/template@0f4745b template/ios/HelloWorld/AppDelegate.swift subclasses `RCTAppDelegate`;
  /// apache/cordova-ios@68aa80e templates/project/__PROJECT_NAME__/AppDelegate.swift subclasses `CDVAppDelegate`), and a
  /// SwiftUI app's `@UIApplicationDelegateAdaptor`.
  static let wiringWords = [
    "UNUserNotificationCenterDelegate", "UIApplicationDelegate", "didReceiveRemoteNotification", "FlutterAppDelegate", "RCTAppDelegate",
    "CDVAppDelegate",
  ]

  /// The first wiring word in a source's text (`UIApplicationDelegateAdaptor` holds `UIApplicationDelegate`).
  static func wiringWord(_ text: String) -> String? { wiringWords.first { text.contains($0) } }

  /// A type that inherits a Notification Service Extension class or adopts the content extension protocol: Apple's
  /// `UNNotificationServiceExtension` (https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension)
  /// or an SDK's subclass of it (the name ends the same way, as `pushsim wiring` reads it: `GrovsNotificationServiceExtension`,
  /// `UANotificationServiceExtension`), and `UNNotificationContentExtension`, a protocol a view controller adopts
  /// (https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension). The name counts
  /// where a type's inheritance lists it: after `:` or `,` (Swift, and Objective-C's superclass) or `<` (an Objective-C
  /// protocol list), a module prefix (`Module.Name`) allowed. Returns the name and what the folder is.
  static func extensionType(_ text: String) -> (name: String, kind: String)? {
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      guard isIdentifier(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, isIdentifier(bytes[index]) { index += 1 }
      let token = bytes[start..<index]
      let kind: String
      if token.elementsEqual("UNNotificationContentExtension".utf8) {
        kind = "a Notification Content Extension"
      } else if token.count >= serviceSuffix.count, token.suffix(serviceSuffix.count).elementsEqual(serviceSuffix) {
        kind = "a Notification Service Extension"
      } else {
        continue
      }
      if inheritancePosition(bytes, before: start) { return (String(decoding: token, as: UTF8.self), kind) }
    }
    return nil
  }

  private static let serviceSuffix = Array("NotificationServiceExtension".utf8)

  /// The token at `start` stands in an inheritance or protocol list: the byte before it (past white space and a
  /// `Module.` prefix) is `:`, `,` or `<`.
  private static func inheritancePosition(_ bytes: [UInt8], before start: Int) -> Bool {
    var index = start - 1
    while true {
      while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index -= 1 }
      guard index >= 0 else { return false }
      guard bytes[index] == UInt8(ascii: ".") else { break }
      index -= 1
      let end = index
      while index >= 0, isIdentifier(bytes[index]) { index -= 1 }
      if index == end { return false }
    }
    return bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "<")
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }

  /// The extension point an Info.plist declares, when it is one of the two notification extensions: Apple's
  /// `NSExtensionPointIdentifier` values `com.apple.usernotifications.service` (Notification Service) and
  /// `com.apple.usernotifications.content-extension` (Notification Content), App Extension Keys, Information Property
  /// List Key Reference (https://developer.apple.com/library/archive/documentation/General/Reference/InfoPlistKeyReference/Articles/AppExtensionKeys.html;
  /// the key: https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionpointidentifier).
  /// The identifier is found whole (not as the start of a longer name), in an XML or a binary plist alike (a binary
  /// plist keeps ASCII strings as bytes).
  static func extensionPoint(_ bytes: [UInt8]) -> (identifier: String, kind: String)? {
    for (identifier, kind) in extensionPoints {
      let needle = Array(identifier.utf8)
      var from = 0
      while let found = ByteSearch.first(needle, in: bytes, from: from) {
        let after = found + needle.count
        if after >= bytes.count || !(isIdentifier(bytes[after]) || bytes[after] == UInt8(ascii: ".") || bytes[after] == UInt8(ascii: "-")) {
          return (identifier, kind)
        }
        from = found + 1
      }
    }
    return nil
  }

  static let extensionPoints = [
    ("com.apple.usernotifications.service", "a Notification Service Extension"),
    ("com.apple.usernotifications.content-extension", "a Notification Content Extension"),
  ]

  /// The modules a source file imports: Swift `import X` (with attributes such as `@testable`, and `import struct X.Y`),
  /// Objective-C `@import X;` and `#import <X/Header.h>` / `#include <X/Header.h>`. One pass over the lines.
  static func imports(_ text: String) -> [String] {
    var found: [String] = []
    for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      var rest = line.drop { $0 == " " || $0 == "\t" }
      if rest.hasPrefix("#import") || rest.hasPrefix("#include") {
        rest = rest.drop { $0 != " " && $0 != "\t" && $0 != "<" }.drop { $0 == " " || $0 == "\t" }
        guard rest.first == "<" else { continue }
        let path = rest.dropFirst().prefix { $0 != ">" }
        if path.contains("/"), let module = path.split(separator: "/").first { found.append(String(module)) }
        continue
      }
      if rest.hasPrefix("@import") {
        let module = rest.dropFirst("@import".count).drop { $0 == " " || $0 == "\t" }.prefix { $0 != "." && $0 != ";" && $0 != " " }
        if !module.isEmpty { found.append(String(module)) }
        continue
      }
      // Swift: attributes, then `import`, then an optional declaration kind, then the module (up to `.`).
      while rest.hasPrefix("@") { rest = rest.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" } }
      guard rest.hasPrefix("import "), !rest.hasPrefix("import(") else { continue }
      var words = rest.dropFirst("import ".count).split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
      if let first = words.first, importKinds.contains(String(first)) { words = words.dropFirst() }
      guard let path = words.first else { continue }
      let module = path.prefix { $0 != "." && $0 != ";" }
      if !module.isEmpty, module.unicodeScalars.allSatisfy({ $0.value < 0x80 ? isIdentifier(UInt8($0.value)) : true }) {
        found.append(String(module))
      }
    }
    return found
  }

  static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]

  /// The module targets a Package.swift declares (`.target(name: "X", path: "…")`), each with the folder its sources
  /// are in, relative to the package: `path:` when given, else SwiftPM's default `Sources/<name>` (the other predefined
  /// folders `Source`, `src`, `srcs` are tried by the caller). Read as text (the manifest is Swift that pushsim does not
  /// run): each `.target(` call's text up to its closing parenthesis, string literals skipped.
  static func packageTargets(_ text: String) -> [(name: String, path: String?)] {
    let bytes = Array(text.utf8)
    let opener = Array(".target(".utf8)
    var targets: [(String, String?)] = []
    var from = 0
    while let found = ByteSearch.first(opener, in: bytes, from: from) {
      var index = found + opener.count
      var depth = 1
      let start = index
      while index < bytes.count, depth > 0 {
        switch bytes[index] {
        case UInt8(ascii: "("): depth += 1
        case UInt8(ascii: ")"): depth -= 1
        case UInt8(ascii: "\""):
          index += 1
          while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
        default: break
        }
        index += 1
      }
      let call = bytes[start..<min(index, bytes.count)]
      if let name = argument("name", in: call) { targets.append((name, argument("path", in: call))) }
      from = max(index, found + 1)
    }
    return targets
  }

  /// The string literal of `label: "…"` at the top level of a call's arguments (the first one).
  private static func argument(_ label: String, in call: ArraySlice<UInt8>) -> String? {
    let needle = Array((label + ":").utf8)
    var index = call.startIndex
    while index + needle.count <= call.endIndex {
      if call[index..<(index + needle.count)].elementsEqual(needle), index == call.startIndex || !isIdentifier(call[index - 1]) {
        var value = index + needle.count
        while value < call.endIndex, call[value] == 0x20 || call[value] == 0x09 || call[value] == 0x0A { value += 1 }
        guard value < call.endIndex, call[value] == UInt8(ascii: "\"") else { return nil }
        let start = value + 1
        var end = start
        while end < call.endIndex, call[end] != UInt8(ascii: "\"") { end += 1 }
        return String(decoding: call[start..<end], as: UTF8.self)
      }
      index += 1
    }
    return nil
  }

  /// The native targets of an Xcode project (`project.pbxproj`'s PBXNativeTarget objects): name and product type
  /// (`com.apple.product-type.framework`, `.application`, `.app-extension`). One pass over the lines.
  static func projectTargets(_ text: String) -> [(name: String, productType: String)] {
    var targets: [(String, String)] = []
    var inTarget = false
    var name: String?
    var productType: String?
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("isa = PBXNativeTarget;") {
        inTarget = true
        (name, productType) = (nil, nil)
      } else if inTarget, trimmed.hasPrefix("name = ") {
        name = value(trimmed.dropFirst("name = ".count))
      } else if inTarget, trimmed.hasPrefix("productType = ") {
        productType = value(trimmed.dropFirst("productType = ".count))
      } else if inTarget, trimmed.hasPrefix("};") {
        if let name, let productType { targets.append((name, productType)) }
        inTarget = false
      }
    }
    return targets
  }

  /// A pbxproj value up to its `;`, unquoted.
  private static func value(_ text: Substring) -> String {
    var value = text.prefix { $0 != ";" }
    if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
    return String(value)
  }

  /// The module name Xcode gives a target: `PRODUCT_MODULE_NAME` defaults to the product name with every character
  /// that cannot stand in an identifier made `_`.
  static func moduleName(_ target: String) -> String {
    String(target.unicodeScalars.map { $0.value < 0x80 && !isIdentifier(UInt8($0.value)) ? "_" : Character($0) })
  }
}

/// A byte string in bytes: the first place at or after `from` (memchr for the first byte, then a compare).
enum ByteSearch {
  static func first(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard let head = needle.first, needle.count <= bytes.count else { return nil }
    var index = from
    while index + needle.count <= bytes.count {
      guard let found = bytes[index...].firstIndex(of: head), found + needle.count <= bytes.count else { return nil }
      if bytes[found..<(found + needle.count)].elementsEqual(needle) { return found }
      index = found + 1
    }
    return nil
  }
}
