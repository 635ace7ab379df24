import Foundation
import PushSimCore

#if canImport(Glibc)
  import Glibc
#endif

/// The thin executable: real stdin/stdout/stderr and the process exit code; everything else is
/// `PushSimCore.CLI`. Streams are written with write(2), so a closed or full one is an error, not a trap.
let streams = StandardStreams()
var environment = CLIEnvironment(
  writeOut: { text in streams.write(text, to: 1) },
  writeErr: { text in streams.write(text, to: 2) },
  readStandardInput: StandardStreams.readStandardInput,
  standardInputIsTerminal: isatty(0) != 0,
  standardOutputIsTerminal: isatty(1) != 0,
  variables: ProcessInfo.processInfo.environment
)
environment.runInWiringProgram = { arguments in WiringProgram.run(arguments, streams: streams) }
exit(streams.exitCode(after: CLI(environment: environment).run(Array(CommandLine.arguments.dropFirst()))))
