import PushSimCore
import PushSimSwiftSource

#if canImport(Glibc)
  import Glibc
#endif

/// `pushsim wiring` and `--app-source`: the same CLI as `pushsim`, with Swift read by the
/// toolchain's SwiftParser (linked here only, so the other commands start without it). The
/// command runs on a thread with a large stack (LargeStack).
let code = LargeStack.run {
  let streams = StandardStreams()
  var environment = CLIEnvironment.process(streams)
  environment.swiftSource = { path, text in SwiftSource.read(path: path, text: text) }
  return streams.exitCode(after: CLI(environment: environment).run(Array(CommandLine.arguments.dropFirst())))
}
exit(code)
