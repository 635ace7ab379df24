import PushSimCore

#if canImport(Glibc)
  import Glibc
#endif

/// `pushsim wiring …` and `--app-source` run as `pushsim-wiring`, installed beside `pushsim`
/// (it links the toolchain's SwiftParser; pushsim does not, so its start-up stays short). The
/// program replaces this process, so its output and exit code are the command's.
enum WiringProgram {
  /// `pushsim-wiring` in the folder of this executable (found through /proc/self/exe, links resolved).
  static var path: String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let own = count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
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
      "\(program): error: cannot run pushsim-wiring (\(reason)); it reads Swift for 'pushsim wiring' and --app-source, and is installed beside pushsim\n",
      to: 2)
    return ExitCode.usage
  }
}
