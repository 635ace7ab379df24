/// Path globs for the config: `*` (no slash), `?`, `**` (any number of directories), `[abc]`.
/// Patterns and paths use `/`; a pattern without a slash matches the file name at any depth.
public struct Glob: Sendable, Equatable {
  public let pattern: String

  public init(_ pattern: String) {
    self.pattern = pattern
  }

  /// A glob that matches `text` literally: each metacharacter (`*`, `?`, `[`) as a one-character set (`[[]`), the
  /// form fnmatch and this matcher both read. `pushsim init` writes a folder named `tpl[1]` as `tpl[[]1]` (issue 31
  /// item 4: as written, `[1]` is a class and the folder's templates would go unlinted).
  public static func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "*" || character == "?" || character == "[" {
        escaped += "[\(character)]"
      } else {
        escaped.append(character)
      }
    }
    return escaped
  }

  public func matches(_ path: String) -> Bool {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    var text = pattern
    while text.hasPrefix("./") { text.removeFirst(2) }
    if !text.contains("/") { text = "**/" + text }
    // A directory pattern (`templates/mapp` or `templates/mapp/`) covers everything below it.
    if text.hasSuffix("/") { text += "**" }
    return Self.match(Array(text.split(separator: "/", omittingEmptySubsequences: false)), Array(path.split(separator: "/")))
      || (!text.contains("*") && !text.contains("?") && Self.match(Array((text + "/**").split(separator: "/")), Array(path.split(separator: "/"))))
  }

  /// Segments against segments, `**` spanning any number: dynamic programming, so the work is
  /// (pattern segments × path segments), never exponential in the number of `**`.
  private static func match(_ pattern: [Substring], _ path: [Substring]) -> Bool {
    let width = path.count + 1
    var next = Array(repeating: false, count: width)
    next[path.count] = true
    for segment in pattern.reversed() {
      var current = Array(repeating: false, count: width)
      let tokens = segment == "**" ? [] : Self.tokens(segment)
      for start in stride(from: path.count, through: 0, by: -1) {
        if segment == "**" {
          current[start] = next[start] || (start < path.count && current[start + 1])
        } else {
          current[start] = start < path.count && next[start + 1] && matchSegment(tokens, Array(path[start]))
        }
      }
      next = current
    }
    return next[0]
  }

  enum Token: Equatable {
    case any
    case one
    case set([Character])
    case literal(Character)
  }

  static func tokens(_ segment: Substring) -> [Token] {
    var tokens: [Token] = []
    var characters = Array(segment)[...]
    while let first = characters.first {
      characters = characters.dropFirst()
      switch first {
      case "*": if tokens.last != .any { tokens.append(.any) }
      case "?": tokens.append(.one)
      case "[":
        if let close = characters.firstIndex(of: "]") {
          tokens.append(.set(Array(characters[characters.startIndex..<close])))
          characters = characters[(close + 1)...]
        } else {
          tokens.append(.literal("["))
        }
      default: tokens.append(.literal(first))
      }
    }
    return tokens
  }

  /// One segment, `*` matching any run of characters: dynamic programming over (tokens × characters).
  private static func matchSegment(_ tokens: [Token], _ text: [Character]) -> Bool {
    let width = text.count + 1
    var next = Array(repeating: false, count: width)
    next[text.count] = true
    for token in tokens.reversed() {
      var current = Array(repeating: false, count: width)
      for start in stride(from: text.count, through: 0, by: -1) {
        switch token {
        case .any: current[start] = next[start] || (start < text.count && current[start + 1])
        case .one: current[start] = start < text.count && next[start + 1]
        case .set(let set): current[start] = start < text.count && set.contains(text[start]) && next[start + 1]
        case .literal(let character): current[start] = start < text.count && text[start] == character && next[start + 1]
        }
      }
      next = current
    }
    return next[0]
  }
}
