import Foundation

/// A side effect the reducer asks for; the engine's runtime carries it out.
///
/// The dashboard's own effects are its cases; each feature's are its own type, carried by
/// `.feature` and run by the engine as the feature's `Engine+<Feature>.swift` says.
package enum Effect: Sendable, Equatable {
  /// Wake at a date and send `.deadline(id)`.
  case schedule(DeadlineID, at: Date)
  /// Forget a deadline.
  case cancel(DeadlineID)
  /// Pause, speed up or slow down the clock, or move it to the earliest deadline and fire it.
  case clock(ClockCommand)
  /// Stop the dashboard.
  case quit
  /// A feature's effect.
  case feature(AnyFeatureEffect)
}
