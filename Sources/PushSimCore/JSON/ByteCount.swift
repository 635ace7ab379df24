/// Human-readable byte counts for messages: `4096 bytes`, `1.5 KiB`, `2.0 MiB`.
public enum ByteCount {
  public static func describe(_ bytes: Int) -> String {
    if bytes < 10 * 1024 { return "\(bytes) bytes" }
    if bytes < 1 << 20 { return oneDecimal(Double(bytes) / 1024) + " KiB" }
    return oneDecimal(Double(bytes) / Double(1 << 20)) + " MiB"
  }

  private static func oneDecimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
