/// `docs/pushsim.1`: the man page, in man(7) macros, from the command table that `--help` prints.
public enum ManPage {
  /// Text for a roff line: backslashes escaped, `-` as `\-` (so it copies as a hyphen-minus), and a leading `.` or `'`
  /// guarded with `\&` (it would start a request); anything outside ASCII as a `\[uXXXX]` escape.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where character.isASCII: out.append(character)
      default:
        // groff(7) Unicode escapes, so the page needs no input encoding (`\[u2014]` is an em dash).
        for scalar in character.unicodeScalars {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        }
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }

  public static func render() -> String {
    var lines = [
      ".\\\" Generated from the command table (Commands.swift) by the docs tests; do not edit.",
      ".TH PUSHSIM 1 \"\" \"pushsim \(Commands.version)\" \"User Commands\"",
      ".SH NAME",
      "pushsim \\- push payload inspector, linter and iOS app\\-lifecycle simulator",
      ".SH SYNOPSIS",
      ".B pushsim",
      ".I command",
      "[\\fIoptions\\fR]",
      ".br",
      ".B pushsim",
      "\\fB\\-\\-help\\fR | \\fB\\-\\-version\\fR | \\fBhelp\\fR [\\fIcommand\\fR]",
      ".SH DESCRIPTION",
      "pushsim reads simctl\\-style push payloads (JSON) and tells which provider sent one, lints campaign templates for CI,",
      "and simulates what an iOS app with Mapp Engage, Netmera or Grovs does when the notification arrives or is tapped.",
      "Every command below also prints its help with \\fB\\-\\-help\\fR.",
      ".SH COMMANDS",
    ]
    for spec in Commands.all {
      lines += [".SS \(escaped(spec.name))", escaped(spec.summary), ".PP", ".B Usage:", escaped(spec.usage)]
      if !spec.discussion.isEmpty {
        lines.append(".PP")
        for paragraph in spec.discussion.split(separator: "\n", omittingEmptySubsequences: true) {
          lines.append(escaped(String(paragraph)))
        }
      }
      for option in spec.options {
        lines.append(".TP")
        let short = option.short.map { "\\fB\\-\(escaped(String($0)))\\fR, " } ?? ""
        let value = option.valueName.map { " \\fI\(escaped($0))\\fR" } ?? ""
        lines.append(short + "\\fB\\-\\-\(escaped(option.long))\\fR" + value)
        lines.append(escaped(option.help))
      }
      if !spec.examples.isEmpty {
        lines += [".PP", "Examples:", ".PP", ".RS", ".nf"]
        lines += spec.examples.map(escaped)
        lines += [".fi", ".RE"]
      }
    }
    lines += [
      ".SH EXIT STATUS",
      ".TP", "0", "Success.",
      ".TP", "1", "Findings (lint errors, a failed scenario expectation, a \\-\\-strict simulation with findings).",
      ".TP", "2", "Usage error or unreadable input; one line \\fIfile\\fR:\\fIline\\fR:\\fIcolumn\\fR: error: \\fImessage\\fR.",
      ".SH FILES",
      ".TP", escaped(".pushsim.json"),
      "Lint configuration, found from each template's folder up to the repository root (see docs/config.md).",
      ".SH SEE ALSO",
      "\\fBjq\\fR(1), \\fBxcrun\\fR(1) (\\fBsimctl push\\fR)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
