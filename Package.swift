// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The toolchain's own SwiftSyntax and SwiftParser (`<toolchain>/usr/lib/swift/host`, beside the compiler that builds
/// this package), never a fixed path (issue 20): `SWIFT_TOOLCHAIN_HOST` when set; else the compiler's own runtime
/// resource folder (`swift -print-target-info`, which works whatever `swift` on PATH is: a symlink into the toolchain, a
/// launcher script, Xcode's `/usr/bin/swift` shim); else the folder `swift` resolves to through its symlinks. Only
/// `pushsim-wiring` links them, so the other commands' start-up does not pay for it.
func parserHost(_ folder: URL) -> String? {
  let names = ["libSwiftParser.so", "libSwiftParser.dylib", "SwiftParser.swiftmodule"]
  return names.contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) } ? folder.path : nil
}

/// What `swift -print-target-info` says for the first `swift` on PATH: its runtime resource folder and compiler version.
func compilerInfo() -> (resources: String, version: String)? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for folder in path.split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
    let process = Process()
    process.executableURL = candidate
    process.arguments = ["-print-target-info"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { continue }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let info = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let paths = info["paths"] as? [String: Any], let resources = paths["runtimeResourcePath"] as? String
    else { return nil }
    return (resources, info["compilerVersion"] as? String ?? "")
  }
  return nil
}

let compiler = compilerInfo()

let syntaxHost: String = {
  let environment = ProcessInfo.processInfo.environment
  if let given = environment["SWIFT_TOOLCHAIN_HOST"], !given.isEmpty { return parserHost(URL(fileURLWithPath: given)) ?? "" }
  if let compiler, let found = parserHost(URL(fileURLWithPath: compiler.resources).appendingPathComponent("host")) { return found }
  for folder in (environment["PATH"] ?? "").split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
    let host = candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    if let found = parserHost(host) { return found }
  }
  return ""
}()
let syntaxSwiftSettings: [SwiftSetting] = syntaxHost.isEmpty ? [] : [.unsafeFlags(["-I", syntaxHost])]
/// Where `pushsim-wiring` finds the parser libraries at run time: the toolchain folder for a build used in place
/// (`swift build`, the tests); with `PUSHSIM_PORTABLE=1` (make dist, make install) only folders relative to the
/// program, where the bundle puts them (`pushsim-libs/` beside it, or `../lib/pushsim`), so a machine with another
/// toolchain at the build path never loads that one's SwiftSyntax (issue 20).
let portable = ProcessInfo.processInfo.environment["PUSHSIM_PORTABLE"] == "1"
#if os(macOS)
  let origin = "@loader_path"
#else
  let origin = "$ORIGIN"
#endif
let runtimePaths = portable ? [origin + "/pushsim-libs", origin + "/../lib/pushsim"] : [syntaxHost]
let syntaxLinkerSettings: [LinkerSetting] =
  syntaxHost.isEmpty
  ? []
  : [.unsafeFlags(["-L", syntaxHost, "-lSwiftParser", "-lSwiftSyntax"] + runtimePaths.flatMap { ["-Xlinker", "-rpath", "-Xlinker", $0] })]

/// Where the toolchain ships no SwiftParser (Xcode), the wiring targets depend on the swift-syntax package at the
/// compiler's version (`6.1` is `601.0.0`): only on macOS, where the user's machine fetches it. Elsewhere a toolchain
/// without it builds `pushsim` alone (`swift build --product pushsim`), and `pushsim wiring` says how to get it.
#if os(macOS)
  let syntaxPackage: Version? = {
    guard syntaxHost.isEmpty, let version = compiler?.version,
      let range = version.range(of: #"version (\d+)\.(\d+)"#, options: .regularExpression)
    else { return nil }
    let numbers = version[range].dropFirst("version ".count).split(separator: ".").compactMap { Int($0) }
    guard numbers.count == 2 else { return nil }
    return Version(numbers[0] * 100 + numbers[1], 0, 0)
  }()
#else
  let syntaxPackage: Version? = nil
#endif
let syntaxDependencies: [Target.Dependency] =
  syntaxPackage == nil
  ? [] : [.product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax")]

let package = Package(
  name: "pushsim",
  products: [
    .executable(name: "pushsim", targets: ["pushsim"]),
    .executable(name: "pushsim-wiring", targets: ["pushsim-wiring"]),
    .library(name: "PushSimCore", targets: ["PushSimCore"]),
  ],
  dependencies: syntaxPackage.map { [.package(url: "https://github.com/swiftlang/swift-syntax.git", .upToNextMinor(from: $0))] } ?? [],
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
      name: "PushSimSwiftSource", dependencies: ["PushSimCore"] + syntaxDependencies, swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings),
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
