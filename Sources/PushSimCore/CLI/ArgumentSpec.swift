/// A command-line option, declared once: the parser, `--help` and the docs all read it.
public struct OptionSpec: Sendable {
  public let long: String
  public let short: Character?
  /// Nil for a flag; the placeholder shown in help (`FORMAT`) for an option that takes a value.
  public let valueName: String?
  public let help: String
  /// The accepted values, checked while parsing; nil accepts anything.
  public let choices: [String]?
  public let repeatable: Bool

  public init(
    _ long: String, short: Character? = nil, value valueName: String? = nil, help: String,
    choices: [String]? = nil, repeatable: Bool = false
  ) {
    self.long = long
    self.short = short
    self.valueName = valueName
    self.help = help
    self.choices = choices
    self.repeatable = repeatable
  }

  public var takesValue: Bool { valueName != nil }

  var helpLabel: String {
    let shortPart = short.map { "-\($0), " } ?? "    "
    return shortPart + "--\(long)" + (valueName.map { " \($0)" } ?? "")
  }
}

/// A subcommand: name, one-line summary, positional arguments, options and examples.
public struct CommandSpec: Sendable {
  public let name: String
  public let summary: String
  public let usage: String
  public let discussion: String
  public let options: [OptionSpec]
  public let minPositionals: Int
  public let maxPositionals: Int?
  public let examples: [String]

  public init(
    name: String, summary: String, usage: String, discussion: String = "", options: [OptionSpec],
    positionals: ClosedRange<Int>? = nil, unboundedFrom minimum: Int? = nil, examples: [String] = []
  ) {
    self.name = name
    self.summary = summary
    self.usage = usage
    self.discussion = discussion
    self.options = options + [OptionSpec("help", short: "h", help: "Show help for this command.")]
    self.minPositionals = positionals?.lowerBound ?? minimum ?? 0
    self.maxPositionals = positionals?.upperBound
    self.examples = examples
  }

  func option(long: String) -> OptionSpec? { options.first { $0.long == long } }
  func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }
}

/// The result of parsing one command line.
public struct ParsedCommand: Sendable, Equatable {
  public let name: String
  public var values: [String: [String]] = [:]
  public var flags: Set<String> = []
  public var positionals: [String] = []

  public init(name: String) {
    self.name = name
  }

  public func value(_ long: String) -> String? { values[long]?.last }
  public func all(_ long: String) -> [String] { values[long] ?? [] }
  public func flag(_ long: String) -> Bool { flags.contains(long) }
}

/// What the command line asks for.
public enum Invocation: Sendable, Equatable {
  case run(ParsedCommand)
  /// `--help`, `-h` or `help [COMMAND]`; nil is the top-level help.
  case help(String?)
  case version
}

/// A usage error: exit code 2, one line, with a suggestion when one is close.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String
  /// The file the mistake is in (a config, a profile), when there is one.
  public let file: String?
  public let location: SourceLocation?
  public let detail: String

  public init(_ message: String) {
    self.message = message
    self.file = nil
    self.location = nil
    self.detail = message
  }

  /// A mistake inside a file: printed `file:line:column: error: detail` (DESIGN.md §3).
  public init(in file: String, at location: SourceLocation? = nil, _ detail: String) {
    let place = file + (location.map { ":\($0.line):\($0.column)" } ?? "")
    self.message = place + ": " + detail
    self.file = file
    self.location = location
    self.detail = detail
  }

  /// The one line the CLI prints on stderr.
  /// One line, whatever the values it quotes hold (`Visible.text`: a newline in a value is shown as `\n`).
  public var line: String {
    guard let file else { return Visible.text("pushsim: error: \(message)") }
    return Visible.text(file + (location.map { ":\($0.line):\($0.column)" } ?? "") + ": error: " + detail)
  }

  public var description: String { message }
}
