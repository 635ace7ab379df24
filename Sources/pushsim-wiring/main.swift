import Foundation
import PushSimCore
import PushSimSwiftSource

#if canImport(Glibc)
  import Glibc
#endif

/// `pushsim wiring` and `--app-source`: the same CLI as `pushsim`, with Swift read by the
/// toolchain's SwiftParser (linked here only, so the other commands start without it).
let streams = StandardStreams()
var environment = CLIEnvironment(
  writeOut: { text in streams.write(text, to: 1) },
  writeErr: { text in streams.write(text, to: 2) },
  readStandardInput: StandardStreams.readStandardInput,
  standardInputIsTerminal: isatty(0) != 0,
  standardOutputIsTerminal: isatty(1) != 0,
  variables: ProcessInfo.processInfo.environment
)
environment.swiftSource = { path, text in SwiftSource.read(path: path, text: text) }
exit(streams.exitCode(after: CLI(environment: environment).run(Array(CommandLine.arguments.dropFirst()))))
