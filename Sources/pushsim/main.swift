import Foundation
import PushSimCore

#if canImport(Glibc)
  import Glibc
#endif

/// The thin executable: real stdin/stdout/stderr and the process exit code; everything else is
/// `PushSimCore.CLI`.
let environment = CLIEnvironment(
  writeOut: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  writeErr: { text in FileHandle.standardError.write(Data(text.utf8)) },
  readStandardInput: { limit in [UInt8]((try? FileHandle.standardInput.read(upToCount: limit)) ?? Data()) },
  standardInputIsTerminal: isatty(0) != 0,
  standardOutputIsTerminal: isatty(1) != 0,
  variables: ProcessInfo.processInfo.environment
)
exit(CLI(environment: environment).run(Array(CommandLine.arguments.dropFirst())))
