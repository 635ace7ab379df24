/// How serious a diagnostic is. `error` fails `pushsim lint`; `warning` fails it with `--strict`.
public enum Severity: String, Sendable, CaseIterable, Comparable {
  case error, warning, info

  var rank: Int {
    switch self {
    case .error: 2
    case .warning: 1
    case .info: 0
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

  /// SARIF `level`.
  public var sarifLevel: String {
    switch self {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  /// GitHub workflow command.
  public var githubCommand: String {
    switch self {
    case .error: "error"
    case .warning: "warning"
    case .info: "notice"
    }
  }
}
