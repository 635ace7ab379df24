/// Time on the world's clock (issue 34 item 2). `World.clock` counts MILLISECONDS since the world began, so SDK timers
/// that act after 0.1–1 s (OneSignal's launch URL, Iterable's cold start, CleverTap's flush) fall at their place in the
/// timeline. What pushsim prints keeps SECONDS as its unit: a whole second prints as an integer, exactly as before the
/// clock counted milliseconds (`30`), a fraction as a decimal (`0.75`).
///
/// Durations are read by one parser (`milliseconds(from:)`), for a scenario's `advance` and for any profile key or step
/// that takes a time. Nothing here overflows: a duration above `limit` is refused (never saturated), and clock sums
/// saturate at `Int.max` (`after(_:_:)`).
public enum WorldTime {
  /// Milliseconds per unit a duration can be written in.
  public static let units: [(suffix: String, milliseconds: Int)] = [
    ("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000), ("d", 86_400_000),
  ]
  /// The longest duration a text can give: 366 days (as `advance` allowed before), in milliseconds.
  public static let limit = 366 * 86_400_000

  /// Why a duration cannot be read: the one-line message, with the nearest form that can (`did you mean "0.5s"?`).
  public struct Problem: Error, Sendable, Equatable {
    public let message: String
  }

  /// The forms a duration is written in, for messages and docs.
  public static let forms = "seconds (90, 0.5) or a duration (\"750ms\", \"0.5s\", \"30s\", \"5m\", \"2h\", \"1d\")"

  /// Milliseconds from a JSON value: a number of seconds (`90`, `0.5`) or a text with a unit (`"750ms"`, `"0.5s"`,
  /// `"30s"`, `"1.5m"`, `"2h"`, `"1d"`). Refused: a negative value, one above 366 days, one finer than a millisecond
  /// (`"0.0005s"`), anything else. `what` names the value in the message (`advance`).
  public static func milliseconds(from value: JSONValue, what: String = "advance") -> Result<Int, Problem> {
    let problem = "\(what) takes \(forms), at least 0 and at most 366 days"
    switch value {
    case .integer(let seconds):
      guard seconds >= 0, seconds <= Int64(limit / 1000) else { return .failure(Problem(message: problem)) }
      return .success(Int(seconds) * 1000)
    case .real(let seconds):
      guard seconds.isFinite, seconds >= 0, seconds <= Double(limit / 1000) else { return .failure(Problem(message: problem)) }
      let milliseconds = (seconds * 1000).rounded()
      // A JSON number is binary: 0.001 is not exact, so "finer than a millisecond" allows the rounding of the decimal.
      guard abs(milliseconds - seconds * 1000) < 1e-6 else {
        return .failure(Problem(message: "\(what) counts whole milliseconds: \(seconds) s is finer than that"))
      }
      return .success(Int(milliseconds))
    case .string(let text):
      if let milliseconds = parse(text) { return .success(milliseconds) }
      if let nearest = nearest(text) { return .failure(Problem(message: "\(problem): did you mean \"\(nearest)\"?")) }
      return .failure(Problem(message: problem))
    default:
      return .failure(Problem(message: problem))
    }
  }

  /// Milliseconds from `<digits>[.<digits>]<unit>`, exactly (decimal arithmetic, no binary rounding); nil when the text
  /// is not of that form, is finer than a millisecond, or is above the limit.
  public static func parse(_ text: String) -> Int? {
    let utf8 = Array(text.utf8)
    var index = 0
    var whole = 0
    var wholeDigits = 0
    while index < utf8.count, let digit = digit(utf8[index]) {
      // At most 12 digits, so `whole` fits; the products below are checked.
      guard wholeDigits < 12 else { return nil }
      whole = whole * 10 + digit
      wholeDigits += 1
      index += 1
    }
    var fraction = 0
    var fractionDigits = 0
    if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
      index += 1
      while index < utf8.count, let digit = digit(utf8[index]) {
        guard fractionDigits < 9 else { return nil }
        fraction = fraction * 10 + digit
        fractionDigits += 1
        index += 1
      }
      guard fractionDigits > 0 else { return nil }
    }
    guard wholeDigits > 0 else { return nil }
    let suffix = String(decoding: utf8[index...], as: UTF8.self)
    guard let factor = units.first(where: { $0.suffix == suffix })?.milliseconds else { return nil }
    let (wholePart, overflow) = whole.multipliedReportingOverflow(by: factor)
    guard !overflow else { return nil }
    var scale = 1
    for _ in 0..<fractionDigits { scale *= 10 }
    // fraction < 10^9 and factor ≤ 86_400_000: the product is below 9·10^16, within Int.
    let (fractionPart, remainder) = (fraction * factor).quotientAndRemainder(dividingBy: scale)
    guard remainder == 0 else { return nil }
    let (total, overflowed) = wholePart.addingReportingOverflow(fractionPart)
    guard !overflowed, total <= limit else { return nil }
    return total
  }

  private static func digit(_ byte: UInt8) -> Int? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
  }

  /// The nearest readable form of a text that is not one: spaces dropped, letters lowered, unit words shortened
  /// (`"0.5 sec"` → `"0.5s"`, `"500 Milliseconds"` → `"500ms"`, `"1,5s"` → `"1.5s"`); nil when that does not read either.
  static func nearest(_ text: String) -> String? {
    let compact = String(text.prefix(40).lowercased().filter { !$0.isWhitespace }.map { $0 == "," ? "." : $0 })
    let words: [(String, String)] = [
      ("milliseconds", "ms"), ("millisecond", "ms"), ("msecs", "ms"), ("msec", "ms"), ("seconds", "s"), ("second", "s"),
      ("secs", "s"), ("sec", "s"), ("minutes", "m"), ("minute", "m"), ("mins", "m"), ("min", "m"), ("hours", "h"),
      ("hour", "h"), ("hrs", "h"), ("hr", "h"), ("days", "d"), ("day", "d"),
    ]
    var candidates = [compact]
    for (word, unit) in words where compact.hasSuffix(word) { candidates.append(String(compact.dropLast(word.count)) + unit) }
    // A bare number of seconds written as text ("0.5"): the same with "s".
    candidates.append(compact + "s")
    return candidates.first { $0 != text && parse($0) != nil }
  }

  /// Milliseconds in `seconds` whole seconds, saturating (a profile's seconds are at most a few minutes).
  public static func milliseconds(seconds: Int) -> Int {
    let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    return overflow ? (seconds < 0 ? Int.min : Int.max) : product
  }

  /// A time `duration` milliseconds after `base` on the clock, saturating at `Int.max` instead of overflowing.
  public static func after(_ base: Int, _ duration: Int) -> Int {
    let (sum, overflow) = base.addingReportingOverflow(duration)
    return overflow ? (duration < 0 ? Int.min : Int.max) : sum
  }

  /// A clock time or a duration in seconds as pushsim prints it: `30` for a whole second (as before milliseconds),
  /// `0.75` for a fraction (at most three decimals, trailing zeros dropped).
  public static func seconds(_ milliseconds: Int) -> String {
    let sign = milliseconds < 0 ? "-" : ""
    let magnitude = milliseconds.magnitude
    let (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 1000)
    guard fraction != 0 else { return sign + String(whole) }
    var decimals = String(fraction)
    while decimals.count < 3 { decimals = "0" + decimals }
    while decimals.hasSuffix("0") { decimals.removeLast() }
    return sign + String(whole) + "." + decimals
  }

  /// A clock time or a duration in seconds as JSON: an integer for a whole second (as before), a real for a fraction.
  public static func json(_ milliseconds: Int) -> JSONValue {
    milliseconds % 1000 == 0 ? .integer(Int64(milliseconds / 1000)) : .real(Double(milliseconds) / 1000)
  }

  /// A duration as a scenario step's label reads it: `90s` for whole seconds (as before), `750ms` below a second,
  /// `1.5s` otherwise.
  public static func label(_ milliseconds: Int) -> String {
    milliseconds < 1000 && milliseconds % 1000 != 0 ? "\(milliseconds)ms" : seconds(milliseconds) + "s"
  }
}
