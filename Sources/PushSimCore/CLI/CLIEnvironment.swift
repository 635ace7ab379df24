#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything the CLI touches outside itself, injected so tests run it in-process.
public struct CLIEnvironment: Sendable {
  public var writeOut: @Sendable (String) -> Void
  /// Standard error. Every line written here passes through `Visible.lines` first (issue 18): an error quotes file
  /// names, keys and command-line values, and none of them may forge a workflow command or drive the terminal.
  public private(set) var writeErr: @Sendable (String) -> Void
  /// Standard error as given, for `writeErrLine`, which has escaped its line already.
  private let writeErrRaw: @Sendable (String) -> Void
  public var readStandardInput: @Sendable (Int) -> [UInt8]?
  public var standardInputIsTerminal: Bool
  public var standardOutputIsTerminal: Bool
  public var variables: [String: String]
  /// Reads a Swift file into the code model: set in `pushsim-wiring`, which links SwiftParser.
  public var swiftSource: (@Sendable (_ path: String, _ text: String) -> CodeFile)?
  /// The terminal's width in columns when stdout is a terminal (TIOCGWINSZ, else `$COLUMNS`); nil for a file or a pipe,
  /// where text reports keep their fixed width.
  public var terminalColumns: Int?
  /// In `pushsim`, which does not link the parser: runs the whole command line in `pushsim-wiring`.
  public var runInWiringProgram: (@Sendable ([String]) -> Int32)?

  public init(
    writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void,
    readStandardInput: @escaping @Sendable (Int) -> [UInt8]?, standardInputIsTerminal: Bool,
    standardOutputIsTerminal: Bool, variables: [String: String]
  ) {
    self.writeOut = writeOut
    self.writeErr = { text in writeErr(Visible.lines(text)) }
    self.writeErrRaw = writeErr
    self.readStandardInput = readStandardInput
    self.standardInputIsTerminal = standardInputIsTerminal
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.variables = variables
  }

  /// The process's own: real stdin, stdout and stderr (written with write(2), so a closed or full
  /// stream is an error, not a trap), whether they are terminals, and the environment variables.
  public static func process(_ streams: StandardStreams) -> CLIEnvironment {
    var environment = CLIEnvironment(
      writeOut: { text in streams.write(text, to: 1) }, writeErr: { text in streams.write(text, to: 2) },
      readStandardInput: StandardStreams.readStandardInput, standardInputIsTerminal: isatty(0) != 0, standardOutputIsTerminal: isatty(1) != 0,
      variables: ProcessInfo.processInfo.environment)
    if environment.standardOutputIsTerminal {
      var size = winsize()
      if withUnsafeMutablePointer(to: &size, { ioctl(1, UInt(TIOCGWINSZ), $0) }) == 0, size.ws_col > 0 {
        environment.terminalColumns = Int(size.ws_col)
      } else if let columns = environment.variables["COLUMNS"].flatMap(Int.init), columns > 0, columns < 10_000 {
        environment.terminalColumns = columns
      }
    }
    return environment
  }

  /// One line on stderr built from input texts (folder, file, profile, scenario and config names and values): the whole
  /// line passes `Visible.text` once, so a line break in a name shows as `\n` and the line stays one line: nothing after
  /// it can read as a line of pushsim's own (issue 31 item 6). pushsim's own words hold nothing `Visible.text` changes.
  func writeErrLine(_ line: String) {
    writeErrRaw(Visible.text(line) + "\n")
  }

  var style: TextStyle {
    TextStyle.forTerminal(isTTY: standardOutputIsTerminal, environment: variables)
  }
}

/// Exit codes (DESIGN.md §3).
public enum ExitCode {
  public static let success: Int32 = 0
  /// Findings: lint errors, failed expectations, `--strict` warnings.
  public static let findings: Int32 = 1
  /// Usage error or unreadable input.
  public static let usage: Int32 = 2
}
