/// Durations measured with `ContinuousClock`, summarized as median and percentiles in
/// milliseconds.
struct DurationSamples {
  /// The samples in milliseconds, in the order measured.
  private(set) var milliseconds: [Double] = []

  /// Adds a sample.
  mutating func append(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    milliseconds.append(Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
  }

  /// The number of samples.
  var count: Int { milliseconds.count }

  /// The first sample (e.g. the cold run), or 0 without samples.
  var first: Double { milliseconds.first ?? 0 }

  /// The median (the mean of the middle two for an even count), or 0 without samples.
  var median: Double {
    let sorted = milliseconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The nearest-rank percentile (`fraction` 0.99 is p99), or 0 without samples.
  func percentile(_ fraction: Double) -> Double {
    let sorted = milliseconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count, max(1, rank)) - 1]
  }
}
