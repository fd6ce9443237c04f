import ArgumentParser
import Foundation

/// The values a numeric command-line option accepts, and the usage error (exit 64) that names
/// them when a value falls outside.
///
/// Every numeric option of every subcommand has one, so that no value (a huge speed, a
/// negative count, a duration of centuries) reaches code that would trap, allocate without
/// bound or run for ever. The options are read with `parsing: .unconditional`, so that a
/// negative number is a value (and gets this error) rather than an unknown option.
package struct OptionRange<Value: Comparable & Sendable>: Sendable {
  /// The option, as typed: `--speed`.
  package var option: String
  /// The values it accepts.
  package var range: ClosedRange<Value>
  /// How a value reads in the error: `1,000,000`, `31 days`.
  package var format: @Sendable (Value) -> String

  package init(
    _ option: String, _ range: ClosedRange<Value>,
    format: @escaping @Sendable (Value) -> String = { "\($0)" }
  ) {
    self.option = option
    self.range = range
    self.format = format
  }

  /// "from 0.001 to 1,000,000".
  package var valid: String {
    "from \(format(range.lowerBound)) to \(format(range.upperBound))"
  }

  /// The usage error for a value outside the range (naming the range and what was given), or
  /// `nil` for one inside it.
  package func error(for value: Value, given: String? = nil) -> ValidationError? {
    guard !range.contains(value) else { return nil }
    return ValidationError("\(option) must be \(valid), got \(given ?? "\(value)")")
  }

  /// Throws the usage error for a value outside the range.
  package func check(_ value: Value, given: String? = nil) throws {
    if let error = error(for: value, given: given) { throw error }
  }
}
