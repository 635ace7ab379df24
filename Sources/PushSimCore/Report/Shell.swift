/// Quoting for commands the docs print, so each runs as printed when pasted into a POSIX shell.
public enum Shell {
  static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:=@%+,-")

  /// The word as is when the shell leaves it alone, else in single quotes (a `'` becomes `'\''`).
  public static func quote(_ word: String) -> String {
    if !word.isEmpty && word.allSatisfy(plain.contains) { return word }
    return "'" + word.replacingEvery("'", with: #"'\''"#) + "'"
  }
}
