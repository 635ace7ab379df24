/// Path globs for the config: `*` (no slash), `?`, `**` (any number of directories), `[abc]`.
/// Patterns and paths use `/`; a pattern without a slash matches the file name at any depth.
public struct Glob: Sendable, Equatable {
  public let pattern: String

  public init(_ pattern: String) {
    self.pattern = pattern
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

  private static func match(_ pattern: [Substring], _ path: [Substring]) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = Array(pattern.dropFirst())
      for start in 0...path.count where match(rest, Array(path[start...])) { return true }
      return false
    }
    guard let segment = path.first, matchSegment(Array(first), Array(segment)) else { return false }
    return match(Array(pattern.dropFirst()), Array(path.dropFirst()))
  }

  private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    switch first {
    case "*":
      for start in 0...text.count where matchSegment(Array(pattern.dropFirst()), Array(text[start...])) { return true }
      return false
    case "?":
      return !text.isEmpty && matchSegment(Array(pattern.dropFirst()), Array(text.dropFirst()))
    case "[":
      guard let close = pattern.firstIndex(of: "]"), let character = text.first else { return false }
      let set = pattern[1..<close]
      return set.contains(character) && matchSegment(Array(pattern[(close + 1)...]), Array(text.dropFirst()))
    default:
      return text.first == first && matchSegment(Array(pattern.dropFirst()), Array(text.dropFirst()))
    }
  }
}
