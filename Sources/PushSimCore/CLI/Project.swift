// Generated from project.mk by ProjectFileTests (RECORD=1 swift test --filter ProjectFileTests); do not edit.

/// pushsim's version, home, docs and toolchain, from project.mk (issue 20: one place).
public enum Project {
  public static let version = "0.1.0"
  public static let repository = "https://github.com/pushsim/pushsim"
  public static let action = "pushsim/pushsim"
  public static let swiftToolchain = "6.3.1"
  /// The docs of this version: `<repository>/blob/v<version>/docs`.
  public static let docs = repository + "/blob/v" + version + "/docs"
}
