import Foundation

/// The ranges of the command line's numeric options, in one place (the README's table of
/// limits says the same).
package enum OptionLimits {
  /// `spaces run --speed`: simulated seconds per real second.
  package static let speed = OptionRange("--speed", 0.001...1_000_000, format: number)
  /// The simulated time one headless command may let pass: `--advance` and the key script's
  /// waits together (31 days; a day costs about a tenth of a second of minute redraws).
  package static let elapsed = OptionRange(
    "--advance", 0...(31 * 86_400), format: DurationText.describe)
  /// `spaces preview --entry`.
  package static let previewEntry = OptionRange("--entry", 1...1_000, format: number)
  /// `spaces bench --frames`.
  package static let benchFrames = OptionRange("--frames", 1...100_000, format: number)
  /// `spaces server --exit-when-idle`, in seconds (a week).
  package static let exitWhenIdle = OptionRange("--exit-when-idle", 0...604_800, format: number)

  /// A number as the errors write it: `1,000,000`, `0.001` (at most six decimals).
  ///
  /// Written from the value's own digits: a `NumberFormatter` loads ICU, and the options' help
  /// texts are built whenever a command line is parsed, so that was a twentieth of a
  /// `spaces snapshot` process. An exponent form (`1e-07`) still goes through one.
  package static func number<Value: Numeric & Sendable>(_ value: Value) -> String {
    let text = "\(value)"
    guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else {
      return formatted(value)
    }
    let negative = text.hasPrefix("-")
    let parts = text.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
    // More than six decimals are rounded, as the formatter does.
    guard let whole = parts.first, !whole.isEmpty, parts.count <= 2,
      parts.count < 2 || parts[1].count <= 6
    else { return formatted(value) }
    var fraction = parts.count == 2 ? String(parts[1]) : ""
    while fraction.hasSuffix("0") { fraction.removeLast() }
    var grouped = ""
    for (index, digit) in whole.enumerated() {
      if index > 0, (whole.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    let sign = negative && (whole != "0" || !fraction.isEmpty) ? "-" : ""
    return sign + grouped + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// `number(_:)` by a `NumberFormatter`, for the forms it doesn't write itself.
  private static func formatted<Value: Numeric & Sendable>(_ value: Value) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 6
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.usesGroupingSeparator = true
    formatter.groupingSeparator = ","
    formatter.groupingSize = 3
    return formatter.string(for: value) ?? "\(value)"
  }
}
