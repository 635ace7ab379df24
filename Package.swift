// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The toolchain's own SwiftSyntax and SwiftParser (`<toolchain>/usr/lib/swift/host`, beside the
/// compiler that builds this package): found from `swift` on PATH (or SWIFT_TOOLCHAIN_HOST), never a
/// fixed path. Only `pushsim-wiring` links them, so the other commands' start-up does not pay for it.
let syntaxHost: String = {
  if let given = ProcessInfo.processInfo.environment["SWIFT_TOOLCHAIN_HOST"], !given.isEmpty { return given }
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for folder in path.split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
    let host = candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    if FileManager.default.fileExists(atPath: host.appendingPathComponent("libSwiftParser.so").path)
      || FileManager.default.fileExists(atPath: host.appendingPathComponent("libSwiftParser.dylib").path)
    {
      return host.path
    }
  }
  return ""
}()
let syntaxSwiftSettings: [SwiftSetting] = syntaxHost.isEmpty ? [] : [.unsafeFlags(["-I", syntaxHost])]
let syntaxLinkerSettings: [LinkerSetting] =
  syntaxHost.isEmpty
  ? []
  : [.unsafeFlags(["-L", syntaxHost, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", syntaxHost])]

let package = Package(
  name: "pushsim",
  products: [
    .executable(name: "pushsim", targets: ["pushsim"]),
    .executable(name: "pushsim-wiring", targets: ["pushsim-wiring"]),
    .library(name: "PushSimCore", targets: ["PushSimCore"]),
  ],
  targets: [
    .systemLibrary(
      name: "CJansson",
      pkgConfig: "jansson",
      providers: [.apt(["libjansson-dev"]), .brew(["jansson"])]
    ),
    // jansson's allocations during a parse come from a per-thread arena (Sources/CJanssonArena/arena.c).
    .target(name: "CJanssonArena", dependencies: ["CJansson"]),
    .target(name: "PushSimCore", dependencies: ["CJansson", "CJanssonArena"]),
    .executableTarget(name: "pushsim", dependencies: ["PushSimCore"]),
    // Swift sources read with the toolchain's parser into PushSimCore's code model (pushsim wiring).
    .target(
      name: "PushSimSwiftSource", dependencies: ["PushSimCore"], swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .executableTarget(name: "pushsim-wiring", dependencies: ["PushSimCore", "PushSimSwiftSource"], swiftSettings: syntaxSwiftSettings),
    // The in-process fuzz target (make fuzz-libfuzzer); in a normal build it replays the files it is given.
    .target(name: "CFuzzShim"),
    .executableTarget(name: "pushsim-fuzz", dependencies: ["PushSimCore", "CFuzzShim"]),
    .testTarget(name: "PushSimCoreTests", dependencies: ["PushSimCore"], exclude: ["Golden"]),
    .testTarget(name: "PushSimCLITests", dependencies: ["PushSimCore"]),
    .testTarget(name: "PushSimWiringTests", dependencies: ["PushSimCore", "PushSimSwiftSource"], swiftSettings: syntaxSwiftSettings),
  ],
  swiftLanguageModes: [.v6]
)
