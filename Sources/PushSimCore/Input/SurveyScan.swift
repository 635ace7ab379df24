import CJanssonArena

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
  static func wiringWord(_ bytes: [UInt8]) -> String? {
    zip(wiringWords, wiringNeedles).first { ByteSearch.first($0.1, in: bytes, from: 0) != nil }?.0
  }

  private static let wiringNeedles = wiringWords.map { Array($0.utf8) }

  /// A type that inherits a Notification Service Extension class or adopts the content extension protocol: Apple's
  /// `UNNotificationServiceExtension` (https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension)
  /// or an SDK's subclass of it (the name ends the same way, as `pushsim wiring` reads it: `GrovsNotificationServiceExtension`,
  /// `UANotificationServiceExtension`), and `UNNotificationContentExtension`, a protocol a view controller adopts
  /// (https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension). The name counts
  /// where a type's inheritance lists it: after `:` or `,` (Swift, and Objective-C's superclass) or `<` (an Objective-C
  /// protocol list), a module prefix (`Module.Name`) allowed. Returns the name and what the folder is.
  static func extensionType(_ bytes: [UInt8]) -> (name: String, kind: String)? {
    // Each place a name ends in one of the two words (found by memmem, not byte by byte here).
    for (needle, kind) in [(contentNeedle, "a Notification Content Extension"), (serviceNeedle, "a Notification Service Extension")] {
      var from = 0
      while let found = ByteSearch.first(needle, in: bytes, from: from) {
        from = found + 1
        let end = found + needle.count
        guard end == bytes.count || !isIdentifier(bytes[end]) else { continue }
        var start = found
        while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
        // The content extension is Apple's protocol itself; a service extension is Apple's class or a subclass of it.
        if needle == contentNeedle && start != found { continue }
        if inheritancePosition(bytes, before: start) { return (String(decoding: bytes[start..<end], as: UTF8.self), kind) }
      }
    }
    return nil
  }

  private static let serviceNeedle = Array("NotificationServiceExtension".utf8)
  private static let contentNeedle = Array("UNNotificationContentExtension".utf8)

  /// The name at `start` stands in an inheritance or protocol list: the byte before it (past white space and a
  /// `Module.` prefix, looked at up to 256 bytes back) is `:`, `,` or `<`.
  private static func inheritancePosition(_ bytes: [UInt8], before start: Int) -> Bool {
    var index = start - 1
    let limit = max(0, start - 256)
    while true {
      while index >= limit, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index -= 1 }
      guard index >= limit else { return false }
      guard bytes[index] == UInt8(ascii: ".") else { break }
      index -= 1
      let end = index
      while index >= limit, isIdentifier(bytes[index]) { index -= 1 }
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
  /// Objective-C `@import X;` and `#import <X/Header.h>` / `#include <X/Header.h>`. Each place the word stands is
  /// found by memmem and read on its own line (up to 200 bytes before it and a name of up to 200 after it); the line
  /// starts are followed forward once, so the work is linear in the file.
  static func imports(_ bytes: [UInt8]) -> [String] {
    var found: [String] = []
    for needle in [importNeedle, includeNeedle] {
      var from = 0
      var lineStart = 0
      while let at = ByteSearch.first(needle, in: bytes, from: from) {
        // The line start, looked for in the bytes since the last place only (a long line is not searched again).
        if let newline = bytes[from..<at].lastIndex(of: 0x0A) { lineStart = newline + 1 }
        from = at + needle.count
        // An import line has a short prefix (white space, attributes): a word far into a line is no import.
        guard at - lineStart <= 200 else { continue }
        if let module = importedModule(bytes, lineStart: lineStart, word: at, after: at + needle.count, include: needle == includeNeedle) {
          found.append(module)
        }
      }
    }
    return found
  }

  private static let importNeedle = Array("import".utf8)
  private static let includeNeedle = Array("#include".utf8)

  /// The module an import line names, when the word at `word` begins one: before it only white space and `@attributes`
  /// (Swift), `@` (`@import`) or `#` (`#import`).
  private static func importedModule(_ bytes: [UInt8], lineStart: Int, word: Int, after: Int, include: Bool) -> String? {
    var index = lineStart
    while index < word, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    var marker: UInt8 = 0
    if include {
      guard index == word else { return nil }
      marker = UInt8(ascii: "#")
    } else if index == word - 1, bytes[index] == UInt8(ascii: "#") || bytes[index] == UInt8(ascii: "@") {
      marker = bytes[index]
    } else {
      // Swift: nothing before the word, or attributes (`@testable `) and white space only.
      guard index == word || bytes[index] == UInt8(ascii: "@"), index == word || bytes[word - 1] == 0x20 || bytes[word - 1] == 0x09 else {
        return nil
      }
      while index < word, bytes[index] != 0x0A { index += 1 }
      guard index == word else { return nil }
    }
    let end = min(bytes.count, after + 200)
    var cursor = after
    guard cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || (marker == UInt8(ascii: "#") && bytes[cursor] == UInt8(ascii: "<")) else {
      return nil
    }
    while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
    if marker == UInt8(ascii: "#") {
      // `#import <Module/Header.h>`: the part before the first slash.
      guard cursor < end, bytes[cursor] == UInt8(ascii: "<") else { return nil }
      let start = cursor + 1
      var stop = start
      while stop < end, bytes[stop] != UInt8(ascii: "/"), bytes[stop] != UInt8(ascii: ">"), bytes[stop] != 0x0A { stop += 1 }
      guard stop < end, bytes[stop] == UInt8(ascii: "/"), stop > start else { return nil }
      return String(decoding: bytes[start..<stop], as: UTF8.self)
    }
    var name = identifier(bytes, at: cursor, end: end)
    if marker == 0, let kind = name, importKinds.contains(kind) {
      cursor += kind.utf8.count
      while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
      name = identifier(bytes, at: cursor, end: end)
    }
    return name
  }

  /// The identifier at `index` (up to `end`), if one starts there.
  private static func identifier(_ bytes: [UInt8], at index: Int, end: Int) -> String? {
    var stop = index
    while stop < end, isIdentifier(bytes[stop]) { stop += 1 }
    return stop > index ? String(decoding: bytes[index..<stop], as: UTF8.self) : nil
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

/// A byte string in bytes: the first place at or after `from`, by glibc's memmem (`pushsim_find_bytes`, the search lint's
/// rules use: linear, and fast in a debug build, where a Swift loop over every byte of every source file is not).
enum ByteSearch {
  static func first(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, from >= 0, from < bytes.count else { return nil }
    return bytes.withUnsafeBufferPointer { buffer -> Int? in
      needle.withUnsafeBufferPointer { wanted -> Int? in
        guard let base = buffer.baseAddress,
          let hit = pushsim_find_bytes(base + from, buffer.count - from, wanted.baseAddress, wanted.count)
        else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      }
    }
  }
}
