import Testing

@testable import PushSimCore

@Suite struct ArgumentParserTests {
  let parser = Commands.parser

  func run(_ arguments: String...) throws -> ParsedCommand {
    guard case .run(let command) = try parser.parse(arguments) else {
      Issue.record("expected a command for \(arguments)")
      return ParsedCommand(name: "")
    }
    return command
  }

  func usageError(_ arguments: String...) -> String? {
    do {
      _ = try parser.parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func positionalsAndOptionsInAnyOrder() throws {
    let command = try run("classify", "a.json", "--format", "json", "dir", "-v")
    #expect(command.name == "classify")
    #expect(command.positionals == ["a.json", "dir"])
    #expect(command.value("format") == "json")
    #expect(command.flag("verbose"))
  }

  @Test func optionValueWithEqualsAndShortForms() throws {
    #expect(try run("classify", "--format=json", "x").value("format") == "json")
    #expect(try run("classify", "-f", "json", "x").value("format") == "json")
    #expect(try run("classify", "-fjson", "x").value("format") == "json")
    #expect(try run("classify", "-vfjson", "x").flag("verbose"))
  }

  @Test func doubleDashEndsOptions() throws {
    let command = try run("classify", "--", "--format", "-v")
    #expect(command.positionals == ["--format", "-v"])
    #expect(command.value("format") == nil)
  }

  @Test func dashIsStandardInput() throws {
    #expect(try run("inspect", "-").positionals == ["-"])
  }

  @Test func helpAndVersion() throws {
    #expect(try parser.parse([]) == .help(nil))
    #expect(try parser.parse(["--help"]) == .help(nil))
    #expect(try parser.parse(["-h"]) == .help(nil))
    #expect(try parser.parse(["--version"]) == .version)
    #expect(try parser.parse(["help", "inspect"]) == .help("inspect"))
    #expect(try parser.parse(["inspect", "--help"]) == .help("inspect"))
    #expect(try parser.parse(["classify", "x", "-h"]) == .help("classify"))
  }

  @Test func unknownCommandSuggestsTheClosestOne() {
    #expect(usageError("clasify") == "unknown command 'clasify'; did you mean 'classify'?")
    #expect(usageError("inspcet", "x") == "unknown command 'inspcet'; did you mean 'inspect'?")
    #expect(usageError("frobnicate") == "unknown command 'frobnicate'")
    #expect(usageError("help", "clasify") == "unknown command 'clasify'; did you mean 'classify'?")
  }

  @Test func unknownOptionSuggestsTheClosestOne() {
    #expect(usageError("classify", "--fromat", "json", "x") == "unknown option '--fromat' for 'classify'; did you mean '--format'?")
    #expect(usageError("classify", "--verbos", "x") == "unknown option '--verbos' for 'classify'; did you mean '--verbose'?")
    #expect(usageError("--verison") == "unknown option '--verison'; did you mean '--version'?")
    #expect(usageError("classify", "-q", "x")?.hasPrefix("unknown option '-q' for 'classify'") == true)
  }

  @Test func badValuesAndMissingArguments() {
    #expect(usageError("classify", "--format", "yaml", "x") == "invalid value 'yaml' for '--format': choose one of text, json")
    #expect(usageError("classify", "--format", "jsn", "x") == "invalid value 'jsn' for '--format': choose one of text, json; did you mean 'json'?")
    #expect(usageError("classify", "x", "--format") == "option '--format' needs a value (FORMAT)")
    #expect(usageError("classify", "--verbose=yes", "x") == "option '--verbose' takes no value")
    #expect(usageError("classify", "--format", "json", "--format", "text", "x") == "option '--format' given twice")
    #expect(usageError("classify")?.hasPrefix("'classify' needs an argument") == true)
    #expect(usageError("inspect", "a", "b")?.hasPrefix("unexpected argument 'b' for 'inspect'") == true)
  }

  @Test func editDistance() {
    #expect(Suggest.distance("kitten", "sitting") == 3)
    #expect(Suggest.distance("", "abc") == 3)
    #expect(Suggest.closest("lnt", among: ["lint", "inspect"]) == "lint")
  }

  @Test func everyCommandHasHelpWithUsageOptionsAndExamples() {
    for spec in Commands.all {
      let help = Commands.help(for: spec)
      #expect(help.hasPrefix("Usage: pushsim \(spec.name)"))
      #expect(help.contains("--help"))
      #expect(help.contains("Examples:"))
      #expect(Commands.mainHelp.contains(spec.name))
    }
  }
}
