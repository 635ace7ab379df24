import PushSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thin executable: real stdin/stdout/stderr and the process exit code; everything else is
/// `PushSimCore.CLI`. `pushsim wiring` and `--app-source` run in pushsim-wiring (WiringProgram.swift).
let streams = StandardStreams()
var environment = CLIEnvironment.process(streams)
environment.runInWiringProgram = { arguments in WiringProgram.run(arguments, streams: streams) }
exit(streams.exitCode(after: CLI(environment: environment).run(Array(CommandLine.arguments.dropFirst()))))
