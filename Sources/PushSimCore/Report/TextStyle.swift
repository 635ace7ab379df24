/// ANSI styling for text output: on only when writing to a terminal and `NO_COLOR` is unset
/// (https://no-color.org).
public struct TextStyle: Sendable {
  public let enabled: Bool

  public init(enabled: Bool) {
    self.enabled = enabled
  }

  public static let plain = TextStyle(enabled: false)

  /// Colour for a terminal unless `NO_COLOR` is set to anything.
  public static func forTerminal(isTTY: Bool, environment: [String: String]) -> TextStyle {
    TextStyle(enabled: isTTY && environment["NO_COLOR"] == nil)
  }

  public func bold(_ text: String) -> String { wrap(text, "1") }
  public func dim(_ text: String) -> String { wrap(text, "2") }
  public func red(_ text: String) -> String { wrap(text, "31") }
  public func green(_ text: String) -> String { wrap(text, "32") }
  public func yellow(_ text: String) -> String { wrap(text, "33") }
  public func cyan(_ text: String) -> String { wrap(text, "36") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  /// The text followed by spaces up to `width` columns; `visible` is its width when escape codes
  /// make `count` larger than what a terminal shows.
  func padded(to width: Int, visible: Int? = nil) -> String {
    self + String(repeating: " ", count: max(0, width - (visible ?? count)))
  }
}

/// Aligns `label  value` rows: the labels padded to the widest one.
struct AlignedRows {
  private(set) var rows: [(String, String)] = []

  mutating func add(_ label: String, _ value: String) { rows.append((label, value)) }

  func render(indent: String = "", style: TextStyle) -> [String] {
    let width = rows.map { $0.0.count }.max() ?? 0
    return rows.map { label, value in
      indent + style.bold(label).padded(to: width + 2, visible: label.count) + value
    }
  }
}
