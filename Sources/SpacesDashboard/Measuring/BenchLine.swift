import Foundation

/// One line of `spaces bench` (and `spaces run --stats`) output: a figure or a note.
///
/// A figure prints as `name: value unit`, e.g. `compose_diff.lock_screen.80x24.median: 0.123 ms`;
/// ratios and plain counts print without a unit. A note prints as `# text`: something that was
/// not measured, and why. Names are lowercase words joined by dots and underscores.
package enum BenchLine: Equatable, Sendable, CustomStringConvertible {
  /// A measured number.
  case figure(name: String, value: Double, unit: String, decimals: Int)
  /// A remark about the figures.
  case note(String)

  /// A duration in milliseconds.
  package static func milliseconds(_ name: String, _ value: Double) -> BenchLine {
    .figure(name: name, value: value, unit: "ms", decimals: 3)
  }

  /// A duration in microseconds (for costs well under a millisecond).
  package static func microseconds(_ name: String, _ value: Double) -> BenchLine {
    .figure(name: name, value: value, unit: "us", decimals: 2)
  }

  /// A whole number, with an optional unit.
  package static func count(_ name: String, _ value: Int, unit: String = "") -> BenchLine {
    .figure(name: name, value: Double(value), unit: unit, decimals: 0)
  }

  /// A plain ratio.
  package static func ratio(_ name: String, _ value: Double) -> BenchLine {
    .figure(name: name, value: value, unit: "", decimals: 2)
  }

  /// A rate per second.
  package static func rate(_ name: String, _ value: Double, unit: String) -> BenchLine {
    .figure(name: name, value: value, unit: unit, decimals: 0)
  }

  /// A memory size given in KiB, printed in MiB.
  package static func mebibytes(_ name: String, kibibytes: Int) -> BenchLine {
    .figure(name: name, value: Double(kibibytes) / 1024, unit: "MiB", decimals: 1)
  }

  /// The figure's name, or `nil` for a note.
  package var name: String? {
    if case .figure(let name, _, _, _) = self { return name }
    return nil
  }

  package var description: String {
    switch self {
    case .figure(let name, let value, let unit, let decimals):
      let number = value.isFinite ? String(format: "%.\(decimals)f", value) : "nan"
      return unit.isEmpty ? "\(name): \(number)" : "\(name): \(number) \(unit)"
    case .note(let text):
      return "# \(text)"
    }
  }
}
