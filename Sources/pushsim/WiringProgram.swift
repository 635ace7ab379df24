import PushSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `pushsim wiring …` and `--app-source` run as `pushsim-wiring`, installed beside `pushsim`
/// (it links the toolchain's SwiftParser; pushsim does not, so its start-up stays short). The
/// program replaces this process, so its output and exit code are the command's.
enum WiringProgram {
  /// `pushsim-wiring` in the folder of this executable, links resolved (/proc/self/exe on Linux, the loader's
  /// executable path on macOS).
  static var path: String {
    var own = CommandLine.arguments.first ?? "pushsim"
    #if canImport(Glibc) || canImport(Musl)
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if count > 0 { own = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    #elseif canImport(Darwin)
      var size = UInt32(4096)
      var buffer = [CChar](repeating: 0, count: Int(size))
      if _NSGetExecutablePath(&buffer, &size) == 0 { own = String(cString: buffer) }
    #endif
    if let resolved = realpath(own, nil) {
      own = String(cString: resolved)
      free(resolved)
    }
    let folder = own.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    return (folder.isEmpty ? "." : folder) + "/pushsim-wiring"
  }

  static func run(_ arguments: [String], streams: StandardStreams) -> Int32 {
    let program = path
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    execv(program, argv)
    let reason = String(cString: strerror(errno))
    for pointer in argv { free(pointer) }
    streams.write(
      "\(program): error: cannot run pushsim-wiring (\(reason)); it reads Swift for 'pushsim wiring', 'check' and --app-source and is built beside pushsim where the toolchain ships SwiftParser (swift.org toolchains; on macOS the swift-syntax package): set SWIFT_TOOLCHAIN_HOST to the toolchain's usr/lib/swift/host and run make install\n",
      to: 2)
    return ExitCode.usage
  }
}
