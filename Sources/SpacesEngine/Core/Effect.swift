import Foundation

/// A side effect the reducer asks for; the engine's runtime carries it out.
///
/// The dashboard's own effects are its cases; each feature's are its own type, carried by
/// `.feature` and run by the engine as the feature's `Engine+<Feature>.swift` says.
package enum Effect: Sendable, Equatable {
  /// Wake at a date and send `.deadline(id)`.
  case schedule(DeadlineID, at: Date)
  /// Wake at a date on the unscaled presentation clock (`EngineClock.presentationNow()`, what
  /// UI animations and toasts run on: the same in real seconds at any clock speed, and while
  /// simulated time is paused) and send `.deadline(id)`.
  case schedulePresentation(DeadlineID, at: Date)
  /// Forget a deadline (on either clock).
  case cancel(DeadlineID)
  /// Pause, speed up or slow down the clock, or move it to the earliest deadline and fire it.
  case clock(ClockCommand)
  /// Stop the dashboard.
  case quit
  /// A feature's effect.
  case feature(AnyFeatureEffect)
}
