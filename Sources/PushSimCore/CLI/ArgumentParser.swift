/// The hand-written argument parser: a pure function from `[String]` to an `Invocation`.
///
/// Supports subcommands, `--opt value`, `--opt=value`, `-o value`, bundled short flags, `--` to end
/// options, `-` as a positional (stdin), and "did you mean" for unknown commands, options and values.
public struct ArgumentParser: Sendable {
  public let commands: [CommandSpec]

  public init(commands: [CommandSpec]) {
    self.commands = commands
  }

  public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let first = arguments.first else { return .help(nil) }
    switch first {
    case "--help", "-h": return .help(nil)
    case "--version", "-V": return .version
    case "help":
      guard arguments.count > 1 else { return .help(nil) }
      _ = try command(named: arguments[1])
      return .help(arguments[1])
    default: break
    }
    if first.hasPrefix("-") {
      throw UsageError("unknown option '\(first)'\(Suggest.didYouMean(first, among: ["--help", "--version"]))")
    }
    let spec = try command(named: first)
    return try parse(Array(arguments.dropFirst()), for: spec)
  }

  func command(named name: String) throws(UsageError) -> CommandSpec {
    if let spec = commands.first(where: { $0.name == name }) { return spec }
    throw UsageError("unknown command '\(name)'\(Suggest.didYouMean(name, among: commands.map(\.name)))")
  }

  private func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> Invocation {
    var parsed = ParsedCommand(name: spec.name)
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name = String(body.prefix(while: { $0 != "=" }))
        let inline = body.contains("=") ? String(body.drop(while: { $0 != "=" }).dropFirst()) : nil
        guard let option = spec.option(long: name) else {
          let known = spec.options.map { "--" + $0.long }
          throw UsageError("unknown option '--\(name)' for '\(spec.name)'\(Suggest.didYouMean("--" + name, among: known))")
        }
        if option.long == "help" { return .help(spec.name) }
        if option.takesValue {
          let value: String
          if let inline {
            value = inline
          } else {
            guard index < arguments.count else { throw UsageError("option '--\(name)' needs a value (\(option.valueName ?? "VALUE"))") }
            value = arguments[index]
            index += 1
          }
          try store(value, for: option, in: &parsed)
        } else {
          if inline != nil { throw UsageError("option '--\(name)' takes no value") }
          parsed.flags.insert(option.long)
        }
        continue
      }
      // Short options: -v, -f json, -fjson, -hv.
      var characters = Array(argument.dropFirst())
      while !characters.isEmpty {
        let character = characters.removeFirst()
        guard let option = spec.option(short: character) else {
          let known = spec.options.compactMap { $0.short.map { "-\($0)" } } + spec.options.map { "--" + $0.long }
          throw UsageError("unknown option '-\(character)' for '\(spec.name)'\(Suggest.didYouMean("-\(character)", among: known))")
        }
        if option.long == "help" { return .help(spec.name) }
        if option.takesValue {
          let value: String
          if !characters.isEmpty {
            value = String(characters)
            characters = []
          } else {
            guard index < arguments.count else { throw UsageError("option '-\(character)' needs a value (\(option.valueName ?? "VALUE"))") }
            value = arguments[index]
            index += 1
          }
          try store(value, for: option, in: &parsed)
        } else {
          parsed.flags.insert(option.long)
        }
      }
    }
    if parsed.positionals.count < spec.minPositionals {
      throw UsageError("'\(spec.name)' needs \(spec.minPositionals == 1 ? "an argument" : "\(spec.minPositionals) arguments"): usage: \(spec.usage)")
    }
    if let maximum = spec.maxPositionals, parsed.positionals.count > maximum {
      let extra = parsed.positionals[maximum]
      throw UsageError("unexpected argument '\(extra)' for '\(spec.name)': usage: \(spec.usage)")
    }
    return .run(parsed)
  }

  private func store(_ value: String, for option: OptionSpec, in parsed: inout ParsedCommand) throws(UsageError) {
    if let choices = option.choices, !choices.contains(value) {
      let suggestion = Suggest.didYouMean(value, among: choices)
      throw UsageError("invalid value '\(value)' for '--\(option.long)': choose one of \(choices.joined(separator: ", "))\(suggestion)")
    }
    if !option.repeatable, parsed.values[option.long] != nil {
      throw UsageError("option '--\(option.long)' given twice")
    }
    parsed.values[option.long, default: []].append(value)
  }
}

/// "Did you mean" by edit distance.
public enum Suggest {
  /// `"; did you mean 'classify'?"`, or "" when nothing is close.
  public static func didYouMean(_ input: String, among candidates: [String]) -> String {
    guard let best = closest(input, among: candidates) else { return "" }
    return "; did you mean '\(best)'?"
  }

  /// `" (did you mean 'classify'?)"`, or "": for a suggestion in the middle of a message (no `?;`).
  public static func aside(_ input: String, among candidates: [String]) -> String {
    guard let best = closest(input, among: candidates) else { return "" }
    return " (did you mean '\(best)'?)"
  }

  /// Suggestions only for short strings: edit distance is quadratic, and a 900 KB unknown id has no near miss.
  static let longestInput = 64

  public static func closest(_ input: String, among candidates: [String]) -> String? {
    guard input.count <= longestInput else { return nil }
    let limit = max(2, input.count / 3)
    let scored = candidates.filter { $0.count <= longestInput * 2 }.map { ($0, distance(input.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else {
      return candidates.first { $0.hasPrefix(input) && input.count >= 3 }
    }
    return best.0
  }

  /// Levenshtein distance, with two reused rows (it runs once per unknown key and candidate).
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
