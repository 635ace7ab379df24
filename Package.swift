// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "pushsim",
  products: [
    .executable(name: "pushsim", targets: ["pushsim"]),
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
    // The in-process fuzz target (make fuzz-libfuzzer); in a normal build it replays the files it is given.
    .target(name: "CFuzzShim"),
    .executableTarget(name: "pushsim-fuzz", dependencies: ["PushSimCore", "CFuzzShim"]),
    .testTarget(name: "PushSimCoreTests", dependencies: ["PushSimCore"], exclude: ["Golden"]),
    .testTarget(name: "PushSimCLITests", dependencies: ["PushSimCore"]),
  ],
  swiftLanguageModes: [.v6]
)
