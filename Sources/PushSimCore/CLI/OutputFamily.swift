/// The output guard's family for what a command writes on stdout (issue 31 item 5): the document it writes, not only its
/// `--format`. Three commands print a JSON document whatever `--format` says (they have no `--format`): `init --print`
/// (the `.pushsim.json` it would write), `profile NAME` (a built-in `pushsim.app/1` profile) and `wiring --emit-profile`
/// (the profile the code implies). A guard for text there would write `#\u{23}[`, which no JSON reader accepts.
extension OutputGuard.Family {
  static func of(_ command: ParsedCommand) -> OutputGuard.Family {
    switch command.name {
    case "init" where command.flag("print"): .json
    case "profile" where !command.positionals.isEmpty: .json
    case "wiring" where command.flag("emit-profile"): .json
    default: OutputGuard.family(format: command.value("format"))
    }
  }
}
