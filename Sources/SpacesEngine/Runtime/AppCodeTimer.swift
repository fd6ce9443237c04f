import Foundation

/// Measures the app code the runtime runs on the main actor (control content builders, Live
/// Activity views): beside rendering, a slow one delays frames.
///
/// Wall-clock durations are measurement, never behaviour: nothing the reducer decides depends
/// on them; a call over `slowThreshold` is reported so the inspector can show it.
package struct AppCodeTimer: Sendable {
  /// One measured call.
  package struct Sample: Equatable, Sendable {
    /// What ran ("content TimerToggle", "activity view TimerAttributes").
    package var what: String
    /// How long it took.
    package var duration: Duration
  }

  /// Calls slower than this are reported.
  package var slowThreshold: Duration = .milliseconds(4)
  /// How many calls were measured.
  package private(set) var calls = 0
  /// Their total time.
  package private(set) var total: Duration = .zero
  /// The slowest call.
  package private(set) var slowest: Sample?

  package init() {}

  /// Runs app code, measuring it; returns its result and the sample when it was slow.
  package mutating func measure<T>(_ what: String, _ work: () throws -> T) rethrows -> (
    T, slow: Sample?
  ) {
    let start = ContinuousClock.now
    let result = try work()
    let duration = ContinuousClock.now - start
    calls += 1
    total += duration
    let sample = Sample(what: what, duration: duration)
    if slowest.map({ duration > $0.duration }) ?? true { slowest = sample }
    return (result, duration > slowThreshold ? sample : nil)
  }
}
