import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the binary under a small measuring parent that reaps it with `wait4`, so each run has its own
/// CPU time and peak memory (`Process` reaps its children itself and hides their resource use). Standard
/// streams go to files (no pipe can fill and stall a run), or are closed, or are `/dev/full`.
/// A run past `timeout` seconds of wall time is killed and reported as a hang.
enum Spawn {
  enum Stream: Equatable {
    case capture
    case closed
    case file(String)
  }

  struct Outcome {
    let status: Int32
    let signal: Int32?
    let stdout: String
    let stderr: String
    /// User + system CPU seconds.
    let cpu: Double
    let wall: Double
    let peakKiB: Int
    let timedOut: Bool

    var stderrLines: [Substring] { stderr.split(separator: "\n") }
  }

  /// The measuring parent: forks, execs the command, and writes `status cpu peakKiB` from `wait4`.
  /// (Measuring from the test process is wrong on Linux: `posix_spawn` shares the parent's memory until
  /// exec, and exec keeps that high-water mark in `ru_maxrss`, so every child would look as big as the tests.)
  static let measure = """
    import os, sys
    out, cwd, argv = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.chdir(cwd)
    pid = os.fork()
    if pid == 0:
        try:
            os.execv(argv[0], argv)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    with open(out, "w") as f:
        f.write(f"{status} {usage.ru_utime + usage.ru_stime} {usage.ru_maxrss}")
    """

  static func run(
    _ executable: String, _ arguments: [String], stdin: Stream = .file("/dev/null"), stdout: Stream = .capture, stderr: Stream = .capture,
    directory: String, prefix: [String] = [], timeout: Double = 10
  ) throws -> Outcome {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-spawn-\(getpid())-\(UUID().uuidString.prefix(8))").path
    let outPath = scratch + ".out"
    let errPath = scratch + ".err"
    let resultPath = scratch + ".result"
    defer {
      unlink(outPath)
      unlink(errPath)
      unlink(resultPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    func arrange(_ stream: Stream, _ descriptor: Int32, capture: String, write: Bool) {
      switch stream {
      case .closed: posix_spawn_file_actions_addclose(&actions, descriptor)
      case .capture: posix_spawn_file_actions_addopen(&actions, descriptor, capture, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      case .file(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, write ? O_WRONLY : O_RDONLY, 0)
      }
    }
    arrange(stdin, 0, capture: "/dev/null", write: false)
    arrange(stdout, 1, capture: outPath, write: true)
    arrange(stderr, 2, capture: errPath, write: true)
    // Its own process group, so a hang is killed with everything it started.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = ["/usr/bin/env", "python3", "-c", measure, resultPath, directory] + prefix + [executable] + arguments
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    var cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in cEnvironment { free(pointer) } }
    var pid: pid_t = 0
    let start = Date()
    let code = posix_spawn(&pid, argv[0], &actions, &attributes, &cArguments, &cEnvironment)
    guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
    var status: Int32 = 0
    var timedOut = false
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { break }
      if reaped < 0 && errno != EINTR { throw POSIXError(.ECHILD) }
      if Date().timeIntervalSince(start) > timeout, !timedOut {
        timedOut = true
        kill(-pid, SIGKILL)
      }
      usleep(2_000)
    }
    let wall = Date().timeIntervalSince(start)
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    let fields = read(resultPath).split(separator: " ")
    let childStatus = fields.first.flatMap { Int32($0) } ?? status
    let signalled = childStatus & 0x7F
    return Outcome(
      status: signalled == 0 ? (childStatus >> 8) & 0xFF : 128 + signalled, signal: signalled == 0 ? nil : signalled,
      stdout: stdout == .capture ? read(outPath) : "", stderr: stderr == .capture ? read(errPath) : "",
      cpu: fields.count > 1 ? Double(fields[1]) ?? .infinity : .infinity, wall: wall,
      peakKiB: fields.count > 2 ? Int(fields[2]) ?? Int.max : Int.max, timedOut: timedOut || fields.count < 3)
  }
}
